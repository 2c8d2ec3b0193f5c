"""A deliberately simple solver over individual sticks: the yardstick for the fast solver.

It tries every choice of sticks to take out and empty slots to fill and keeps the layouts that
are solutions. Tests compare the fast solver's answers with it; the benchmark times both.
"""

from __future__ import annotations

from itertools import combinations

from engines.matchsticks.model import (
    STANDARD_RULES,
    Layout,
    Puzzle,
    Rules,
    Solution,
    moves_between,
)
from engines.matchsticks.validity import first_problem


def brute_force_solve(puzzle: Puzzle, rules: Rules = STANDARD_RULES) -> list[Solution]:
    """Every solution of `puzzle`, found by trying all stick combinations; sorted by text."""
    start = puzzle.start
    occupied = sorted(start.sticks)
    empty = [slot for slot in start.slots() if slot not in start.sticks]
    taken_count, put_count = puzzle.budget()
    solutions = []
    for taken in combinations(occupied, taken_count):
        remaining = start.sticks.difference(taken)
        for put in combinations(empty, put_count):
            layout = Layout(start.kinds, remaining.union(put))
            if layout.text() is not None and first_problem(start, layout, rules) is None:
                text = layout.text()
                assert text is not None
                solutions.append(Solution(layout, text, moves_between(puzzle, layout)))
    return sorted(solutions, key=lambda solution: solution.text)
