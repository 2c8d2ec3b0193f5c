"""How hard a matchstick puzzle is, read off its solutions.

A solution is harder to see when it changes an operator, when a digit has to be rearranged within
itself (0/6/9, 2/3, 3/5), when no stick crosses from one cell to another, and when it changes both
sides of the "=". A puzzle is as hard as its easiest solution, and easier when it has many.
Adding or removing a single stick changes one cell, so those puzzles are never hard.
"""

from __future__ import annotations

from engines.common import Level
from engines.matchsticks.model import STANDARD_RULES, Puzzle, Rules, Solution
from engines.matchsticks.solver import solve

MANY_SOLUTIONS = 3


def solution_score(puzzle: Puzzle, solution: Solution) -> int:
    """0 for the most obvious kind of solution, higher for less obvious ones."""
    start, end = puzzle.start, solution.layout
    changed = [cell for cell in range(len(start.kinds)) if start.glyph(cell) != end.glyph(cell)]
    operator = any(start.kinds[cell] == "symbol" for cell in changed)
    rearranges = any(
        start.kinds[cell] == "digit"
        and start.cell_sticks(cell) - end.cell_sticks(cell)
        and end.cell_sticks(cell) - start.cell_sticks(cell)
        for cell in changed
    )
    stays_in_cells = puzzle.kind == "move" and all(
        move.source is not None and move.target is not None and move.source[0] == move.target[0]
        for move in solution.moves
    )
    text = solution.text
    equals = text.index("=")
    both_sides = min(changed) < equals < max(changed)
    return int(operator) + 2 * int(rearranges) + int(stays_in_cells) + int(both_sides)


def level_of(puzzle: Puzzle, solutions: list[Solution]) -> Level:
    """The level of a puzzle with these solutions (at least one)."""
    score = min(solution_score(puzzle, solution) for solution in solutions)
    if len(solutions) >= MANY_SOLUTIONS:
        score -= 1
    if score <= 0:
        return "easy"
    return "medium" if score == 1 else "hard"


def difficulty(puzzle: Puzzle, rules: Rules = STANDARD_RULES) -> Level:
    """The level of `puzzle`; an unsolvable puzzle counts as hard (`solve` checks the input)."""
    solutions = solve(puzzle, rules)
    return level_of(puzzle, solutions) if solutions else "hard"
