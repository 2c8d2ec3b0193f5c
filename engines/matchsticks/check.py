"""Judging a player's layout: sticks used within the allowance, every cell a glyph, a true
equation.
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.common import Message, PuzzleInputError, of_type
from engines.matchsticks.model import STANDARD_RULES, Layout, Puzzle, Rules, sticks_used
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
DIFFERENT_CELLS = "the layout does not have the puzzle's cells"
SOLVED = "{equation} is true. Well done!"
TEMPLATES = (*TOO_MANY.values(), *ONLY.values(), DIFFERENT_CELLS, SOLVED)


@dataclass(frozen=True)
class CheckResult:
    ok: bool
    message: Message


def check(puzzle: Puzzle, layout: Layout, rules: Rules = STANDARD_RULES) -> CheckResult:
    """Whether `layout` solves `puzzle`, with a message saying what is wrong or that it is right.

    Using fewer sticks than the puzzle allows is accepted. Raises PuzzleInputError if the layout
    has other cells than the puzzle.
    """
    of_type(puzzle, Puzzle, "a puzzle")
    of_type(layout, Layout, "a layout")
    of_type(rules, Rules, "rules")
    if layout.kinds != puzzle.start.kinds:
        raise PuzzleInputError(Message.of(DIFFERENT_CELLS))
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
    return CheckResult(True, Message.of(SOLVED, equation=layout.text()))
