"""Every puzzle a true equation answers: the matchstick puzzle maker's search, run backwards.

A teacher types the answer, such as `9-7=2`, and gets every false, well-formed equation from
which that answer is reached by moving, adding or removing exactly k sticks. Going backwards
swaps the roles of taking and putting: a puzzle solved by adding k sticks is the answer with k
sticks taken away. Cells keep their kind (a digit stays a digit), as on the board.
"""

from __future__ import annotations

from collections.abc import Iterator

from engines.common import PuzzleInputError
from engines.matchsticks.arithmetic import equation_holds
from engines.matchsticks.glyphs import cell_options, change_cost, shape_of
from engines.matchsticks.model import STANDARD_RULES, Kind, Layout, Puzzle, Rules, layout_of
from engines.matchsticks.parsing import EquationError, parse, validate
from engines.matchsticks.solver import solution_texts
from engines.matchsticks.validity import first_problem, numbers_read_well


def _starts(answer: Layout, budget: tuple[int, int], rules: Rules) -> Iterator[str]:
    """Every equation whose cells differ from the answer's by exactly `budget`.

    `budget` is (sticks the puzzle has that the answer lacks, sticks the answer has that the
    puzzle lacks): what a solution takes out and puts in.
    """
    choices = []
    for cell, kind in enumerate(answer.kinds):
        sticks, glyph = answer.cell_sticks(cell), answer.glyph(cell)
        assert glyph is not None
        if kind == "symbol":
            # change_cost(puzzle cell, answer glyph) is what the solution takes and puts here.
            options = [(g, *change_cost(shape_of(g), glyph)) for g in rules.symbol_choices(glyph)]
        else:
            options = [(g, put, taken) for taken, put, g in cell_options(kind, sticks)]
        choices.append(options)
    extra_left, missing_left = budget
    glyphs: list[str] = []

    def extend(cell: int, extra: int, missing: int) -> Iterator[str]:
        if cell == len(choices):
            if extra == missing == 0:
                yield "".join(glyphs)
            return
        for glyph, taken, put in choices[cell]:
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
    return numbers_read_well(text, rules.leading_zeros) and not equation_holds(text)


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
    for start in dict.fromkeys(_starts(layout, budget, rules)):
        if not _well_formed_and_false(start, rules):
            continue
        if rules.glyphs == "standard":
            puzzle = Puzzle(layout_of(start), kind, count)
            if unique and solution_texts(puzzle, rules) != [text]:
                continue
        else:
            # Read back, the start has each glyph's usual shape and its own empty cells: check
            # that the answer is still exactly the budget away.
            puzzle = Puzzle(parse(start, rules), kind, count)
            found = solution_texts(puzzle, rules)
            if text not in found or (unique and found != [text]):
                continue
        puzzles.append(puzzle)
    return sorted(puzzles, key=lambda puzzle: str(puzzle.start.text()))
