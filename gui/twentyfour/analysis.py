"""What the engine knows about a hand: its solutions and hint ladder, or the nearest values
with a way to reach each; and how hard the hand is (its level, and the share of players the
human data predicts to solve it).

Plain engine work, safe to run in a worker thread for the larger hands.
"""

from __future__ import annotations

from fractions import Fraction
from typing import NamedTuple

from engines.common import Level
from engines.twentyfour import Hint, Rules, Solution, hints, nearest_ways, solve
from engines.twentyfour.grading import level_given_count, levelled_by_solutions
from engines.twentyfour.preset_grading import graded_by_preset
from engines.twentyfour.solve_rate import predicted_solve_rate

BACKGROUND_FROM_CARDS = 5
"""Hands this large can take well over 50 ms to solve or deal, so a worker does it."""


class HandAnalysis(NamedTuple):
    """What the engine knows about one hand under one set of rules."""

    hand: tuple[int, ...]
    rules: Rules
    solutions: tuple[Solution, ...]
    hints: tuple[Hint, ...]
    nearest: tuple[tuple[Fraction, Solution], ...]
    """For a hand without a solution: the values nearest the target, each with one way."""
    level: Level | None = None
    solve_rate: float | None = None
    """The share of players predicted to solve the hand (four cards making 24 only)."""

    @property
    def levelled_by_solutions(self) -> bool:
        """Whether the level comes from the number of solutions (so the panel says it)."""
        return graded_by_preset(self.rules) or levelled_by_solutions(len(self.hand), self.rules)


def analyse_hand(hand: tuple[int, ...], rules: Rules) -> HandAnalysis:
    """Every solution, the hint ladder and the level, or the nearest values when there is no
    solution."""
    solutions = tuple(solve(hand, rules))
    if not solutions:
        return HandAnalysis(hand, rules, (), (), tuple(nearest_ways(hand, rules)))
    level = level_given_count(hand, rules, len(solutions))
    ladder = tuple(hints(hand, rules))
    return HandAnalysis(
        hand, rules, solutions, ladder, (), level, predicted_solve_rate(hand, rules)
    )
