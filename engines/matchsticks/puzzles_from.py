"""Every puzzle a true equation answers: the matchstick puzzle maker's search, run backwards.

A teacher types the answer, such as `9-7=2`, and gets every false, well-formed equation from
which that answer is reached by moving, adding or removing exactly k sticks. Going backwards
swaps the roles of taking and putting: a puzzle solved by adding k sticks is the answer with k
sticks taken away. Cells keep their kind (a digit stays a digit), as on the board.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from engines.common import PuzzleInputError
from engines.matchsticks.arithmetic import equation_holds
from engines.matchsticks.glyphs import DIGIT_SHAPES, change_cost, shape_of
from engines.matchsticks.model import STANDARD_RULES, Kind, Puzzle, Rules, layout_of
from engines.matchsticks.parse import EquationError, parse, validate
from engines.matchsticks.solver import solve
from engines.matchsticks.validity import first_problem


def _starts(answer: str, budget: tuple[int, int], rules: Rules) -> Iterator[str]:
    """Every glyph string whose cells differ from the answer's by exactly `budget`.

    `budget` is (sticks the puzzle has that the answer lacks, sticks the answer has that the
    puzzle lacks): what a solution takes out and puts in.
    """
    choices = [
        DIGIT_SHAPES if glyph in DIGIT_SHAPES else rules.symbol_choices(glyph) for glyph in answer
    ]
    extra_left, missing_left = budget
    glyphs: list[str] = []

    def extend(cell: int, extra: int, missing: int) -> Iterator[str]:
        if cell == len(answer):
            if extra == missing == 0:
                yield "".join(glyphs)
            return
        for glyph in choices[cell]:
            # change_cost(puzzle cell, answer glyph) is what the solution takes and puts here.
            taken, put = change_cost(shape_of(glyph), answer[cell])
            if taken <= extra and put <= missing:
                glyphs.append(glyph)
                yield from extend(cell + 1, extra - taken, missing - put)
                glyphs.pop()

    yield from extend(0, extra_left, missing_left)


def _well_formed_and_false(text: str, rules: Rules) -> bool:
    try:
        validate(text, rules)
    except EquationError:
        return False
    if not rules.leading_zeros and any(
        len(number) > 1 and number[0] == "0" for number in re.findall(r"\d+", text)
    ):
        return False
    return not equation_holds(text)


def puzzles_from(
    answer: str,
    kind: Kind = "move",
    count: int = 1,
    *,
    unique: bool = False,
    rules: Rules = STANDARD_RULES,
) -> list[Puzzle]:
    """Every puzzle of `kind` and `count` that `answer` solves, sorted by its text.

    With `unique`, only puzzles whose one solution is `answer`. Raises EquationError for a
    malformed answer and PuzzleInputError for one that is not a solution under the rules (false,
    or a leading zero the rules forbid).
    """
    layout = parse(answer, rules)
    problem = first_problem(layout, layout, rules)
    if problem is not None:
        raise PuzzleInputError(problem)
    text = validate(answer, rules)
    budget = Puzzle(layout, kind, count).budget()
    puzzles = []
    for start in _starts(text, budget, rules):
        if not _well_formed_and_false(start, rules):
            continue
        puzzle = Puzzle(layout_of(start), kind, count)
        if unique and [solution.text for solution in solve(puzzle, rules)] != [text]:
            continue
        puzzles.append(puzzle)
    return sorted(puzzles, key=lambda puzzle: str(puzzle.start.text()))
