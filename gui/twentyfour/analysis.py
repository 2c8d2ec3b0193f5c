"""What the engine knows about a hand: its solutions and hint ladder, or the nearest values.

Plain engine work, safe to run in a worker thread for the larger hands.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from engines.twentyfour import Hint, Rules, Solution, hints, nearest_values, solve

BACKGROUND_FROM_CARDS = 5
"""Hands this large can take well over 50 ms to solve or deal, so a worker does it."""


@dataclass(frozen=True)
class HandAnalysis:
    """What the engine knows about one hand under one set of rules."""

    hand: tuple[int, ...]
    rules: Rules
    solutions: tuple[Solution, ...]
    hints: tuple[Hint, ...]
    nearest: tuple[Fraction, ...]


def analyse_hand(hand: tuple[int, ...], rules: Rules) -> HandAnalysis:
    """Every solution and the hint ladder, or the nearest values when there is no solution."""
    solutions = tuple(solve(hand, rules))
    if solutions:
        return HandAnalysis(hand, rules, solutions, tuple(hints(hand, rules)), ())
    return HandAnalysis(hand, rules, (), (), tuple(nearest_values(hand, rules)))
