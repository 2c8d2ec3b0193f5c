"""The solving entry points, choosing between the bracket solver and the left-to-right one.

This is the public boundary: hands and rules are checked here (PuzzleInputError for anything
else), so the solvers behind it may assume good input.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from engines.common import whole_number
from engines.twentyfour import left_to_right, solver
from engines.twentyfour.arithmetic import exact
from engines.twentyfour.cards import checked_hand
from engines.twentyfour.rules import DEFAULT_RULES, Rules, checked_rules
from engines.twentyfour.solution import Solution

MAX_NEAREST = 100


def solve(hand: Sequence[int], rules: Rules = DEFAULT_RULES) -> list[Solution]:
    """Every distinct solution, simplest first, in a deterministic order.

    With brackets, "distinct" follows 4nums.com (see `forms`); left to right, every expression
    text is listed once.
    """
    hand, rules = checked_hand(hand), checked_rules(rules)
    if rules.left_to_right:
        return left_to_right.solve(hand, rules)
    return solver.solve(hand, rules)


def is_solvable(hand: Sequence[int], rules: Rules = DEFAULT_RULES) -> bool:
    """Whether the hand has a solution; stops at the first one found."""
    hand, rules = checked_hand(hand), checked_rules(rules)
    if rules.left_to_right:
        return left_to_right.is_solvable(hand, rules)
    return solver.is_solvable(hand, rules)


def nearest_values(
    hand: Sequence[int], rules: Rules = DEFAULT_RULES, count: int = 3
) -> list[Fraction]:
    """The `count` reachable values nearest the target, nearest first (ties: smaller first).

    Meant for a hand without a solution: `1 1 1 1` gives `[4, 3, 2]`.
    """
    hand, rules = checked_hand(hand), checked_rules(rules)
    count = whole_number(count, "a count", 0, MAX_NEAREST)
    if rules.left_to_right:
        values = left_to_right.reachable_values(hand, rules)
        nearest = sorted(values, key=lambda value: (abs(value - rules.target), value))[:count]
    else:
        nearest = solver.nearest_values(hand, exact(rules.target), count)
    return [Fraction(value) for value in nearest]
