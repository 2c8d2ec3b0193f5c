"""Judging a player's layout the way `solve` does: exactly the puzzle's number of sticks moved,
added or taken away, every cell an allowed glyph, a true equation.
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.common import Message, PuzzleInputError, of_type
from engines.matchsticks.model import STANDARD_RULES, Layout, Puzzle, Rules, sticks_used
from engines.matchsticks.parsing import parse
from engines.matchsticks.solver import solve
from engines.matchsticks.validity import first_problem

TOO_MANY = {
    "move": "{used} sticks moved, {allowed} allowed",
    "add": "{used} sticks added, {allowed} allowed",
    "remove": "{used} sticks removed, {allowed} allowed",
}
ONLY = {
    "move": "in this puzzle sticks may only be moved: none added or taken away",
    "add": "in this puzzle sticks may only be added",
    "remove": "in this puzzle sticks may only be taken away",
}
TOO_FEW = {
    "move": "{used} of {allowed} sticks moved: exactly {allowed} must move",
    "add": "{used} of {allowed} sticks added: exactly {allowed} must be added",
    "remove": "{used} of {allowed} sticks taken away: exactly {allowed} must be taken away",
}
NOTHING_MOVED = "nothing has moved yet"
OUT_OF_REACH = "the puzzle cannot become {equation} with the sticks it allows"
DIFFERENT_CELLS = "the layout does not have the puzzle's cells"
SOLVED = "{equation} is true. Well done!"
TEMPLATES = (
    *TOO_MANY.values(),
    *ONLY.values(),
    *TOO_FEW.values(),
    NOTHING_MOVED,
    OUT_OF_REACH,
    DIFFERENT_CELLS,
    SOLVED,
)


@dataclass(frozen=True)
class CheckResult:
    ok: bool
    message: Message


def check(puzzle: Puzzle, layout: Layout, rules: Rules = STANDARD_RULES) -> CheckResult:
    """Whether `layout` solves `puzzle`, with a message saying what is wrong or that it is right.

    Accepts exactly the layouts `solve` lists: an unchanged layout is refused even when the
    puzzle is already true, and so is a true layout fewer sticks away than the puzzle asks.
    Raises PuzzleInputError if the layout has other cells than the puzzle.
    """
    of_type(puzzle, Puzzle, "a puzzle")
    of_type(layout, Layout, "a layout")
    of_type(rules, Rules, "rules")
    if layout.kinds != puzzle.start.kinds:
        raise PuzzleInputError(Message.of(DIFFERENT_CELLS))
    if layout.sticks == puzzle.start.sticks:
        return CheckResult(False, Message.of(NOTHING_MOVED))
    taken = len(puzzle.start.sticks - layout.sticks)
    put = len(layout.sticks - puzzle.start.sticks)
    max_taken, max_put = puzzle.budget()
    if (
        (taken > 0 and max_taken == 0)
        or (put > 0 and max_put == 0)
        or (puzzle.kind == "move" and taken != put)
    ):
        return CheckResult(False, Message.of(ONLY[puzzle.kind]))
    used = sticks_used(puzzle, layout)
    if used > puzzle.count:
        return CheckResult(
            False, Message.of(TOO_MANY[puzzle.kind], used=used, allowed=puzzle.count)
        )
    problem = first_problem(puzzle.start, layout, rules)
    if problem is not None:
        return CheckResult(False, problem)
    if used < puzzle.count:
        return CheckResult(False, Message.of(TOO_FEW[puzzle.kind], used=used, allowed=puzzle.count))
    return CheckResult(True, Message.of(SOLVED, equation=layout.text()))


def check_text(puzzle: Puzzle, answer: str, rules: Rules = STANDARD_RULES) -> CheckResult:
    """`check` for an answer typed as text, such as "9-7=2".

    Standard digits have one shape each, so the text is the layout. Under other glyph sets one
    text can be drawn several ways (a 6 with or without its tail, a Roman letter in one cell or
    the next): the answer is right when some drawing of it solves the puzzle.
    """
    # The answer may break the rules (a * under standard rules); check says how.
    anything = Rules(equals_mutable=True, ops="+-*/", glyphs=rules.glyphs)
    layout = parse(answer, anything)
    if rules.glyphs == "standard":
        return check(puzzle, layout, rules)
    for solution in solve(puzzle, rules):
        if solution.text == layout.text():
            return check(puzzle, solution.layout, rules)
    if layout.kinds == puzzle.start.kinds:
        return check(puzzle, layout, rules)
    problem = first_problem(layout, layout, rules)
    if problem is None:
        problem = Message.of(OUT_OF_REACH, equation=layout.text())
    return CheckResult(False, problem)
