"""The values a hand can make nearest a target, for a hand with no solution ("the nearest you
can get is 23 or 25"), found without building the hand's own (huge) value set."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterator, Sequence

from engines.twentyfour import pairs
from engines.twentyfour.arithmetic import Number, exact, quotient
from engines.twentyfour.solver import Search, splits, table


def _windows(ordered: list[Number], centre: Number | None, count: int) -> Iterator[Number]:
    """The values that could map nearest the target under a monotone map of `ordered`: the
    `count` at each end and the `count` on each side of where `centre` would go."""
    yield from ordered[:count]
    yield from ordered[-count:]
    if centre is not None:
        middle = bisect_left(ordered, centre)
        yield from ordered[max(middle - count, 0) : middle + count]


def _near_results(a: Number, ordered: list[Number], target: Number, count: int) -> set[Number]:
    """Among `a op b` for every b in `ordered` (sorted), a superset of the `count` nearest the
    target. Each op is monotone in b, except `a/b` which is monotone on each side of 0."""
    found: set[Number] = set()
    for b in _windows(ordered, exact(target - a), count):
        found.add(exact(a + b))
    for b in _windows(ordered, exact(a - target), count):
        found.add(exact(a - b))
    for b in _windows(ordered, exact(target + a), count):
        found.add(exact(b - a))
    if a == 0:
        return found | {0}
    for b in _windows(ordered, quotient(target, a), count):
        found.add(exact(a * b))
    for b in _windows(ordered, exact(target * a), count):
        found.add(quotient(b, a))
    zero = bisect_left(ordered, 0)
    nonzero = zero + (zero < len(ordered) and ordered[zero] == 0)
    centre = quotient(a, target) if target != 0 else None
    for side in (ordered[:zero], ordered[nonzero:]):
        for b in _windows(side, centre, count):
            found.add(quotient(a, b))
    return found


def nearest_values(hand: Sequence[int], target: Number, count: int) -> list[Number]:
    """The `count` values the hand can make nearest the target, nearest first, ties smaller first.

    Every value of the hand is `a op b` for a value a of a small part and b of the rest. Only
    the rest's values near the one that would give the target can give the nearest results, so
    the hand's own (huge) value set is never built.
    """
    cards = tuple(sorted(hand))
    search = Search(signed=True)
    if len(cards) == 1:
        candidates: set[Number] = set(cards)
    else:
        candidates = set()
        for small, big in splits(cards):
            ordered = sorted(map(pairs.number, search.all_values(big)))
            for a in map(pairs.number, table(small, True)):
                candidates |= _near_results(a, ordered, target, count)
    return sorted(candidates, key=lambda value: (abs(value - target), value))[:count]
