"""Whether a hand has a solution whose every step is a whole number, with or without
division, and at most a ceiling: what makes a hand easier to find for a person (see
`grading`). Cheap even for seven cards, as only whether one exists is asked."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import lru_cache

from engines.twentyfour.arithmetic import Number
from engines.twentyfour.solver import Cards, splits

WHOLE_TABLE_CARDS = 3
"""Multisets up to this size are answered from their whole value set, larger ones by asking
the rest of the hand only for the values that would complete the target."""

Ceiling = int | None


def _whole_moves(a: int, b: int, division: bool, ceiling: Ceiling) -> Iterator[int]:
    """Whole, non-negative results of `a` and `b`, each at most `ceiling` if there is one."""
    results = [a + b, abs(a - b), a * b]
    if division:
        if b and a % b == 0:
            results.append(a // b)
        if a and b % a == 0:
            results.append(b // a)
    return (result for result in results if ceiling is None or result <= ceiling)


def _whole_needs(a: int, target: int, division: bool, ceiling: Ceiling) -> Iterator[int]:
    """Each whole b >= 0 such that some allowed `a op b` or `b op a` is the target."""
    needs = [target - a, a - target, target + a]
    if a and target % a == 0:
        needs.append(target // a)
    if division:
        if target and a and a % target == 0:
            needs.append(a // target)
        if a:
            needs.append(target * a)
    return (b for b in needs if b >= 0 and (ceiling is None or b <= ceiling))


@lru_cache(maxsize=1 << 12)
def _whole_values(cards: Cards, division: bool, ceiling: Ceiling) -> frozenset[int]:
    if len(cards) == 1:
        return frozenset(card for card in cards if ceiling is None or card <= ceiling)
    return frozenset(
        value
        for small, big in splits(cards)
        for a in _whole_values(small, division, ceiling)
        for b in _whole_values(big, division, ceiling)
        for value in _whole_moves(a, b, division, ceiling)
    )


@lru_cache(maxsize=1 << 16)
def _reaches_whole(cards: Cards, target: int, division: bool, ceiling: Ceiling) -> bool:
    if len(cards) <= WHOLE_TABLE_CARDS:
        return target in _whole_values(cards, division, ceiling)
    for small, big in splits(cards):
        for a in _whole_values(small, division, ceiling):
            if a == 0 == target and ceiling is None:
                return True
            needs = _whole_needs(a, target, division, ceiling)
            if any(_reaches_whole(big, b, division, ceiling) for b in needs):
                return True
    return False


def reaches_whole(hand: Sequence[int], target: Number, *, division: bool, ceiling: Ceiling) -> bool:
    """Whether a solution exists whose every step is a whole number from 0 to `ceiling`.

    Used to grade hands: a solution without division, or without going past the target, is
    easier to find. Cheap even for 7 cards, unlike listing every solution.
    """
    if type(target) is not int or target < 0:
        return False
    return _reaches_whole(tuple(sorted(hand)), target, division, ceiling)
