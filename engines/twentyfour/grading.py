"""How hard a hand is for a person: one score for every hand size, target and rule, cut into levels.

The model, calibrated on the human solve rates of 4nums.com (half of the 1362 solvable four-card
hands, `benchmarks/bench_twentyfour.py --calibrate`), imitates the two ways people look for 24:

- **Working back from the target** (`goal_share`): pick a card and ask what the other cards
  must make so that one step with that card gives the target (`24 = 3 × 8`: make 8), then the
  same for the rest. Players lean on the familiar routes: a product is tried far more often
  than a sum, a difference or a quotient (weights in GOAL_WEIGHTS). Only whole numbers are
  asked for. Left to right, the card taken is always the last one laid down.
- **Trying a first step** (`first_step_share`): combine two cards (left to right: the first
  two) and see whether the rest can still make the target with whole numbers. Products and
  results beyond the target are tried less often, fractions hardly ever (FIRST_STEP_WEIGHTS).

Each gives the share of its tries that succeed; the findability `p` mixes them (GOAL_MIX), and
the score is `-ln p`: a hand where one try in e succeeds scores one more than a hand where
every try does. When no whole-number route exists (`8/(3-8/3)`), `p` is 0 and the score is
FRACTION_SCORE. Then two facts about the cards: each distinct value adds DISTINCT_WEIGHT
(repeated cards give `x/x`, `x-x` and familiar pairs), each 1 takes off ONE_WEIGHT (a 1 fixes
a near miss: `(13-1)*(1+1)`).

On the shared half the score's Spearman correlation is -0.85 with the solve rate and 0.73 with
the median time. The three linear weights (FRACTION_SCORE, DISTINCT_WEIGHT, ONE_WEIGHT) are the
best point of a small grid (`engines.twentyfour.calibration`); fitted on four fifths of the
shared half, they give -0.83 to -0.88 on the fifth left out (median -0.84), so the score is not
tuned to particular hands. The weights inside the two shares and GOAL_MIX are round values
picked among a few variants compared on the shared half (the whole half, not cross-validated).

Each number of cards and each rule has its own cut-offs (CUT_OFFS): the 40% and 70% points of
the scores of its solvable hands, so every level holds a fair share of them.

Five and six cards with brackets are levelled by how many distinct solutions the hand has
(SOLUTION_CUT_OFFS), not by the score: the model was fitted on four-card hands, and with more
cards its "hard" hands had more solutions than its "easy" ones (237 against 154 on average for
six cards), which no teacher would call hard. Fewer ways to the target is harder, and a teacher
can see it on the answer key.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction
from functools import lru_cache
from itertools import combinations
from math import prod

from engines.common import Level
from engines.twentyfour import left_to_right, preset_grading
from engines.twentyfour.api import checked, count_solutions, is_solvable
from engines.twentyfour.arithmetic import whole_step
from engines.twentyfour.rules import DEFAULT_RULES, Rules
from engines.twentyfour.whole_steps import reaches_whole

GOAL_WEIGHTS = {"*": 3.0, "+": 1.0, "-": 0.5, "/": 0.3}
"""How often a player working back from the target tries each operator with a card."""
FIRST_STEP_WEIGHTS = {"+": 1.0, "-": 1.0, "*": 0.5, "/": 1.0}
FRACTION_STEP_WEIGHT = 0.1
BEYOND_TARGET_WEIGHT = 0.3
"""A first step whose result is a fraction, or beyond the target, is tried that much less."""
GOAL_MIX = 0.6
FRACTION_SCORE = 5.5
DISTINCT_WEIGHT = 0.12
ONE_WEIGHT = 0.74

CUT_OFFS: dict[tuple[bool, int], tuple[float, float]] = {
    (False, 4): (1.898, 2.666),
    (False, 5): (1.376, 1.689),
    (False, 6): (0.897, 1.480),
    (True, 4): (2.141, 2.909),
    (True, 5): (1.750, 2.212),
    (True, 6): (1.196, 1.544),
}
"""(left to right, cards) -> (highest easy score, highest medium score), for target 24.

Set by `python benchmarks/bench_twentyfour.py --calibrate`: the 40% and 70% points of the scores
of the solvable hands (all of them for four cards, 2000 seeded draws for five and six), so
about 40% of the solvable hands are easy, 30% medium and 30% hard. Other targets use the same
cut-offs, so their shares may be lopsided.
"""
CALIBRATED_CARDS = (4, 6)
SOLUTION_CUT_OFFS: dict[int, tuple[int, int]] = {5: (20, 12), 6: (273, 155)}
"""cards -> (fewest solutions of an easy hand, fewest of a medium one), with brackets.

The 40% and 70% points of the solvable hands a deck deals (each hand weighted by how many ways
the deck deals it), most solutions first, from the tables in `resources/hands/`
(`tests/test_grading_levels.py` measures them again): about 40% easy, 30% medium, 30% hard.
"""

Cards = tuple[int, ...]


def _whole(value: Fraction) -> int | None:
    return value.numerator if value.denominator == 1 else None


def _last_steps(card: int, target: int, in_order: bool) -> list[tuple[str, int]]:
    """(operator, what the other cards must make) for each whole way `card` can end at
    `target`; left to right the card comes last, so `card - rest` is not a way."""
    needs = [("+", target - card), ("-", target + card), ("/", target * card)]
    if target % card == 0:
        needs.append(("*", target // card))
    if not in_order:
        needs.append(("-", card - target))
    return needs


def _pair_makes(first: int, second: int, target: int, rules: Rules) -> bool:
    if rules.left_to_right:
        return any(
            whole_step(op, a, b, rules.division) == target
            for a, b in ((first, second), (second, first))
            for op in "+-*/"
        )
    sums = (first + second, first - second, second - first, first * second)
    return target in sums or target * second == first or target * first == second


@lru_cache(maxsize=1 << 16)
def _goal(cards: Cards, target: int, rules: Rules) -> float:
    if len(cards) == 1:
        return 1.0 if cards[0] == target else 0.0
    if len(cards) == 2:
        return 1.0 if _pair_makes(*cards, target, rules) else 0.0
    tried = found = 0.0
    for card in sorted(set(cards)):
        rest = list(cards)
        rest.remove(card)
        largest = prod(value + 1 for value in rest)
        for op, need in _last_steps(card, target, rules.left_to_right):
            if need > 0:
                weight = GOAL_WEIGHTS[op]
                tried += weight
                if need <= largest:
                    found += weight * _goal(tuple(rest), need, rules)
    return found / tried if tried else 0.0


def goal_share(hand: Sequence[int], rules: Rules = DEFAULT_RULES) -> float:
    """The share of a player's tries, working back from the target, that reach it (0 to 1).

    The other cards can make at most the product of (card + 1), so larger needs fail at once.
    """
    target = _whole(rules.target)
    return 0.0 if target is None else _goal(tuple(sorted(hand)), target, rules)


def _bracket_first_steps(hand: Cards) -> list[tuple[str, Fraction, Cards]]:
    steps = []
    for i, j in combinations(range(len(hand)), 2):
        rest = hand[:i] + hand[i + 1 : j] + hand[j + 1 :]
        low, high = sorted((hand[i], hand[j]))
        results = [("+", Fraction(low + high)), ("-", Fraction(high - low))]
        results.append(("*", Fraction(low * high)))
        results.append(("/", Fraction(high, low)))
        if low != high:
            results.append(("/", Fraction(low, high)))
        steps.extend((op, result, rest) for op, result in results)
    return steps


def _step_weight(op: str, result: Fraction, target: Fraction) -> float:
    weight = FIRST_STEP_WEIGHTS[op]
    if result.denominator != 1:
        weight *= FRACTION_STEP_WEIGHT
    if result > target:
        weight *= BEYOND_TARGET_WEIGHT
    return weight


def first_step_share(hand: Sequence[int], rules: Rules = DEFAULT_RULES) -> float:
    """The share of a player's first steps (weighted) after which the rest can still make the
    target with whole numbers (0 to 1)."""
    target = rules.target
    tried = found = 0.0
    if rules.left_to_right:
        whole_target = _whole(target)
        reaches = left_to_right.value_reacher(rules)
        for first, second, rest in left_to_right.openings(hand):
            for op in "+-*/":
                result = whole_step(op, first, second, rules.division)
                if result is None:
                    continue
                weight = _step_weight(op, Fraction(result), target)
                tried += weight
                found += weight * (whole_target is not None and reaches(rest, result))
        return found / tried if tried else 0.0
    whole_target = _whole(target)
    for op, result, rest in _bracket_first_steps(tuple(sorted(hand))):
        weight = _step_weight(op, result, target)
        tried += weight
        whole = _whole(result)
        if whole is not None and whole_target is not None:
            merged = (*rest, whole)
            found += weight * reaches_whole(merged, whole_target, division=True, ceiling=None)
    return found / tried if tried else 0.0


def findability(hand: Sequence[int], rules: Rules = DEFAULT_RULES) -> float:
    """How likely a player's try succeeds: GOAL_MIX of `goal_share`, the rest `first_step_share`."""
    return GOAL_MIX * goal_share(hand, rules) + (1 - GOAL_MIX) * first_step_share(hand, rules)


def score(hand: Sequence[int], rules: Rules = DEFAULT_RULES) -> float:
    """How hard a solvable hand is for a person: the higher, the harder (see the module)."""
    found = findability(hand, rules)
    total = -math.log(found) if found > 0 else FRACTION_SCORE
    return total + DISTINCT_WEIGHT * len(set(hand)) - ONE_WEIGHT * list(hand).count(1)


def cut_offs(cards: int, rules: Rules = DEFAULT_RULES) -> tuple[float, float]:
    """The highest easy and highest medium score for a hand of `cards` cards; outside the
    calibrated 4 to 6 cards, those of the nearest calibrated count."""
    nearest = min(max(cards, CALIBRATED_CARDS[0]), CALIBRATED_CARDS[1])
    return CUT_OFFS[(rules.left_to_right, nearest)]


def level_of_score(value: float, cards: int, rules: Rules = DEFAULT_RULES) -> Level:
    easy, medium = cut_offs(cards, rules)
    if value <= easy:
        return "easy"
    return "medium" if value <= medium else "hard"


def levelled_by_solutions(cards: int, rules: Rules = DEFAULT_RULES) -> bool:
    """Whether hands of `cards` cards are levelled by their number of solutions."""
    return cards in SOLUTION_CUT_OFFS and not rules.left_to_right


def level_of_count(solutions: int, cards: int) -> Level:
    """The level of a five- or six-card hand with `solutions` distinct solutions."""
    easy, medium = SOLUTION_CUT_OFFS[cards]
    return "easy" if solutions >= easy else "medium" if solutions >= medium else "hard"


def level_of_solvable(hand: Sequence[int], rules: Rules = DEFAULT_RULES) -> Level:
    """The level of a hand known to be solvable."""
    counted = preset_grading.graded_by_preset(rules) or levelled_by_solutions(len(hand), rules)
    level = level_given_count(hand, rules, count_solutions(hand, rules) if counted else None)
    assert level is not None, f"{hand} cannot make {rules.target}"
    return level


def level_given_count(
    hand: Sequence[int], rules: Rules = DEFAULT_RULES, solutions: int | None = None
) -> Level | None:
    """The level of a hand whose number of distinct solutions is known (None for a hand
    without one), without solving it again; `solutions` may be None for a hand levelled by
    its score (four cards, or left to right)."""
    if solutions == 0:
        return None
    if preset_grading.graded_by_preset(rules):
        assert solutions is not None
        return preset_grading.level_of_count(solutions, rules)
    if levelled_by_solutions(len(hand), rules):
        assert solutions is not None
        return level_of_count(solutions, len(hand))
    return level_of_score(score(hand, rules), len(hand), rules)


def grade(hand: Sequence[int], rules: Rules = DEFAULT_RULES) -> tuple[Level, float] | None:
    """(level, score) of the hand, or None when it has no solution. Countdown's and Krypto's
    hands are graded by their own measure (`preset_grading`)."""
    hand, rules = checked(hand, rules)  # refused in the engine's words before either measure
    if preset_grading.graded_by_preset(rules):
        return preset_grading.grade(hand, rules)
    if not is_solvable(hand, rules):
        return None
    return level_of_solvable(hand, rules), score(hand, rules)


def difficulty(hand: Sequence[int], rules: Rules = DEFAULT_RULES) -> Level | None:
    """How hard the hand is for a person (see `score` and CUT_OFFS); None when it has no
    solution."""
    graded = grade(hand, rules)
    return None if graded is None else graded[0]
