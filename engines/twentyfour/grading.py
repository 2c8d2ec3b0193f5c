"""How hard a hand is for a person: a graded score, cut into levels per number of cards.

A flat rule ("needs a division", "goes past the target") leaves nearly every hand of five or
six cards easy, so a player asking for a hard six-card hand never got one. Instead each hand
gets a score from what makes it hard to find a solution, and each number of cards has its own
cut-offs, so every level holds a fair share of the solvable hands at 4, 5 and 6 cards.
"""

from __future__ import annotations

from collections.abc import Sequence

from engines.common import Level
from engines.twentyfour import left_to_right, solver
from engines.twentyfour.api import is_solvable
from engines.twentyfour.arithmetic import exact
from engines.twentyfour.rules import DEFAULT_RULES, Rules

FRACTION_WEIGHT = 3.0
DIVISION_WEIGHT = 2.0
BEYOND_TARGET_WEIGHT = 1.0
SCARCITY_WEIGHT = 2.0
BIG_CARDS_WEIGHT = 1.0

CUT_OFFS: dict[tuple[bool, int], tuple[float, float]] = {
    (False, 4): (1.911, 2.301),
    (False, 5): (1.267, 1.714),
    (False, 6): (0.593, 0.783),
    (True, 4): (2.118, 2.451),
    (True, 5): (1.777, 2.221),
    (True, 6): (0.995, 1.465),
}
"""(left to right, cards) -> (highest easy score, highest medium score), for target 24.

Calibrated once with `python benchmarks/bench_twentyfour.py --calibrate`: the 40% and 70% points
(rounded up) of the scores of the solvable hands among 2000 seeded draws of each size, so about
40% of the solvable hands are easy, 30% medium and 30% hard. The samples held 1610, 1998 and
2000 solvable hands of 4, 5 and 6 cards with brackets, and 1501, 1982 and 2000 left to right.
Of the 1820 multisets of four values 554 are easy, 353 medium and 455 hard (458 unsolvable).
Other targets use the same cut-offs, so their levels may be lopsided: where the target is not a
positive whole number no solution is plain, so every solvable hand is hard.
"""
CALIBRATED_CARDS = (4, 6)


def _solvable_with(hand: Sequence[int], rules: Rules, division: bool, ceiling: int | None) -> bool:
    if rules.left_to_right:
        operators = "+-*/" if division else "+-*"
        return left_to_right.is_solvable(hand, rules, operators, ceiling)
    return solver.reaches_whole(hand, exact(rules.target), division=division, ceiling=ceiling)


def _good_first_steps(hand: Sequence[int], rules: Rules, ceiling: int | None) -> tuple[int, int]:
    if rules.left_to_right:
        return left_to_right.first_steps(hand, rules, "+-*", ceiling)
    return solver.first_merges(hand, exact(rules.target), division=False, ceiling=ceiling)


def score(hand: Sequence[int], rules: Rules = DEFAULT_RULES) -> float:
    """How hard a solvable hand is: the higher, the harder (0 to 10).

    Adds up, with the weights above:
    - a fraction is needed on the way (`8/(3-8/3)`; never left to right, where all is whole);
    - a division is needed;
    - a step beyond the target or below zero is needed, once without division and once more
      if even with division (`5*5+1-2` goes through 25);
    - scarcity: the share of plain first steps (`+ - *`, results from 0 to the target) after
      which no such plain solution remains; 1 when there is no plain solution at all;
    - big cards: the mean card value over 13, as big cards make every step bigger.

    Only whether solutions of each kind exist is asked, never the list of every solution, so
    six cards take a few milliseconds.
    """
    target = rules.target
    ceiling = int(target) if target.denominator == 1 and target > 0 else None
    plain = ceiling is not None and _solvable_with(hand, rules, division=False, ceiling=ceiling)
    total = BIG_CARDS_WEIGHT * sum(hand) / (13 * len(hand))
    if not plain:
        total += SCARCITY_WEIGHT + BEYOND_TARGET_WEIGHT
        if ceiling is None or not _solvable_with(hand, rules, division=True, ceiling=ceiling):
            total += BEYOND_TARGET_WEIGHT
        if not _solvable_with(hand, rules, division=False, ceiling=None):
            total += DIVISION_WEIGHT
            whole = rules.left_to_right or _solvable_with(hand, rules, division=True, ceiling=None)
            total += 0 if whole else FRACTION_WEIGHT
        return total
    good, tried = _good_first_steps(hand, rules, ceiling)
    return total + SCARCITY_WEIGHT * (1 - good / tried) if tried else total


def cut_offs(cards: int, rules: Rules = DEFAULT_RULES) -> tuple[float, float]:
    """The highest easy and highest medium score for a hand of `cards` cards; outside the
    calibrated 4 to 6 cards, those of the nearest calibrated count."""
    nearest = min(max(cards, CALIBRATED_CARDS[0]), CALIBRATED_CARDS[1])
    return CUT_OFFS[(rules.left_to_right, nearest)]


def level_of_solvable(hand: Sequence[int], rules: Rules = DEFAULT_RULES) -> Level:
    """The level of a hand known to be solvable."""
    easy, medium = cut_offs(len(hand), rules)
    value = score(hand, rules)
    if value <= easy:
        return "easy"
    return "medium" if value <= medium else "hard"


def difficulty(hand: Sequence[int], rules: Rules = DEFAULT_RULES) -> Level | None:
    """How hard the hand is for a person (see `score` and CUT_OFFS); None when it has no
    solution."""
    if not is_solvable(hand, rules):
        return None
    return level_of_solvable(hand, rules)
