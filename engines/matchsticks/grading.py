"""How hard a matchstick puzzle is, read off its solutions.

A solution is harder to see when it changes an operator, when a digit has to be rearranged within
itself (0/6/9, 2/3, 3/5), when no stick crosses from one cell to another, and when it changes both
sides of the "=". A puzzle is as hard as its easiest solution, and easier when it has many.
Adding or removing a single stick changes one cell, so those puzzles are never hard.
"""

from __future__ import annotations

from engines.common import LEVELS, Level
from engines.matchsticks.glyphs import DIGIT_SHAPES, change_cost, shape_of
from engines.matchsticks.model import STANDARD_RULES, Kind, Layout, Puzzle, Rules, Solution
from engines.matchsticks.solver import solutions_found, solve

MANY_SOLUTIONS = 3


def change_score(kind: Kind, start: str, end: str) -> int:
    """0 for the most obvious kind of change from the equation `start` to `end`, higher for
    less obvious ones. Works on the texts alone, so that generation can judge a candidate
    before building any layout.

    Moves pair sticks within a cell first, so every stick stays in its cell exactly when each
    changed cell loses as many sticks as it gains.
    """
    pairs = enumerate(zip(start, end, strict=True))
    changed = [cell for cell, (before, after) in pairs if before != after]
    costs = [change_cost(shape_of(start[cell]), end[cell]) for cell in changed]
    operators = [start[cell] not in DIGIT_SHAPES for cell in changed]
    return _score(kind, changed, costs, operators, end.index("="))


def _score(
    kind: Kind, changed: list[int], costs: list[tuple[int, int]], operators: list[bool], equals: int
) -> int:
    """The score of changing the cells `changed` at `costs` (taken, put); `operators` says which
    of them are operator cells, `equals` is the cell of the "=" at the end."""
    rearranges = any(
        taken and put and not operator
        for (taken, put), operator in zip(costs, operators, strict=True)
    )
    stays_in_cells = kind == "move" and all(taken == put for taken, put in costs)
    both_sides = min(changed) < equals < max(changed)
    return int(any(operators)) + 2 * int(rearranges) + int(stays_in_cells) + int(both_sides)


def solution_score(puzzle: Puzzle, solution: Solution) -> int:
    """0 for the most obvious kind of solution, higher for less obvious ones."""
    return layout_score(puzzle, solution.layout)


def layout_score(puzzle: Puzzle, end: Layout) -> int:
    """The score of the solution that ends in the layout `end`."""
    start = puzzle.start
    changed = [
        cell for cell in range(len(start.kinds)) if start.cell_sticks(cell) != end.cell_sticks(cell)
    ]
    costs = [
        (
            len(start.cell_sticks(cell) - end.cell_sticks(cell)),
            len(end.cell_sticks(cell) - start.cell_sticks(cell)),
        )
        for cell in changed
    ]
    operators = [start.kinds[cell] in ("symbol", "sign") for cell in changed]
    return _score(puzzle.kind, changed, costs, operators, end.glyphs().index("="))


def level_of_score(score: int, solutions: int) -> Level:
    """The level of a puzzle whose easiest solution scores `score`, with that many solutions."""
    if solutions >= MANY_SOLUTIONS:
        score -= 1
    if score <= 0:
        return "easy"
    return "medium" if score == 1 else "hard"


def level_of(puzzle: Puzzle, solutions: list[Solution]) -> Level:
    """The level of a puzzle with these solutions (at least one)."""
    score = min(solution_score(puzzle, solution) for solution in solutions)
    return level_of_score(score, len(solutions))


def fits(puzzle: Puzzle, level: Level | None, rules: Rules, *, unique: bool = False) -> bool:
    """Whether `puzzle` has a solution, is at `level` (any level when None) and, when `unique`,
    has only one: what `level_of` over every solution says, found by walking the solutions
    only as far as the answer needs. A puzzle's level can only fall as more solutions turn up
    (its easiest solution decides, and many make it easier), so the walk stops as soon as the
    level is below `level` (or is easy, when easy is asked), at a second solution when
    `unique`, or at the first when neither level nor uniqueness is asked. Generating a
    worksheet judges hundreds of candidates."""
    wanted = None if level is None else LEVELS.index(level)
    easiest, found = 0, 0
    for _text, layout in solutions_found(puzzle, rules):
        found += 1
        if unique and found > 1:
            return False
        if wanted is None:
            if not unique:
                return True
            continue
        score = layout_score(puzzle, layout)
        easiest = score if found == 1 else min(easiest, score)
        now = LEVELS.index(level_of_score(easiest, found))
        if now < wanted:
            return False
        if now == 0 and not unique:  # easy already: no solution can make it easier
            return True
    return found > 0 and (level is None or level_of_score(easiest, found) == level)


def difficulty(puzzle: Puzzle, rules: Rules = STANDARD_RULES) -> Level:
    """The level of `puzzle`; an unsolvable puzzle counts as hard (`solve` checks the input)."""
    solutions = solve(puzzle, rules)
    return level_of(puzzle, solutions) if solutions else "hard"
