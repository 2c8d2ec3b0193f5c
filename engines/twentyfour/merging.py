"""Cores merged as a search goes: the core of `a op b` from the cores of a and b.

A search that builds whole forms makes many forms of one core (a seven-card hand: 33,589
forms, 14,541 cores), and reducing each to its core (`forms.core`) then costs as much again.
Merging cores builds each core about once. `core` sees a whole expression at once, so a merge
keeps what `core` would see of each operand: what was dropped from its outermost sum or
product. The property tests compare the two ways on many hands.

A sum of several terms is also reached from every way to part its terms in two (`a+b+c` as
`a+(b+c)`, `b+(a+c)`, `(a+b)+c`), each giving the same core: merges keep one way only, the
one that leaves the least term alone on its side. Products likewise. (The test is written out
in `_quiet_sums` and `_quiet_products`, where it runs for every pair of parts.)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from engines.twentyfour.forms import (
    LEAF,
    PRODUCT,
    SUM,
    Dropped,
    Form,
    Node,
    Stripped,
    factors_of,
    leaf,
    merged_product,
    merged_sum,
    pair_value,
    sign_settled,
    terms_of,
)
from engines.twentyfour.pairs import numerator

Units = tuple[int, tuple[tuple[int, Node], ...]]
Cored = tuple[Form, Stripped, Units, bool]
"""A core; the neutral parts dropped from it; what was dropped from its outermost sum or
product (the kind, then each term or factor with its sign or exponent; cards worth 1 left out,
as they never decide); and whether, as a factor, it may lose a part (it keeps a factor worth ±1
or a card with +1 and -1).

`core` sees a whole expression at once: in `a/(b/(3-2))` the `(3-2)` comes back as a numerator
and may stay (`(3-2)*a/b` when a is worth 1). `merge` puts the dropped parts of an operand of
the same kind back before it decides, so that it finds what `core` would."""


class NotComposable(Exception):
    """`merge` cannot tell a core from its operands' cores alone: a sum worth 0 made only of
    parts worth 0 keeps one of them, and which depends on how the whole expression is
    written. The caller works with whole forms instead."""


def cored_leaf(value: int) -> Cored:
    return (leaf(value), (), (LEAF, ()), False)


def _leaf_pair(items: list[tuple[int, Node]]) -> bool:
    """Whether a card appears with +1 and with -1 (`+5-5`, `*5/5`)."""
    plus = {node[1] for sign, node in items if sign == 1 and node[0] == LEAF}
    return bool(plus) and not plus.isdisjoint(
        {node[1] for sign, node in items if sign == -1 and node[0] == LEAF}
    )


def _keeps_a_unit(form: Form) -> bool:
    """Whether a core is a reciprocal whose lone numerator is worth 1 or -1, like `1/7`."""
    node = form[1]
    if node[0] != PRODUCT:
        return False
    numerators = [factor for exponent, factor in node[1] if exponent == 1]
    return len(numerators) == 1 and pair_value(numerators[0]) in (1, -1)


def _parts(cored: Cored, kind: int, flip: int) -> tuple[list, tuple]:
    """A core's terms (or factors) and the parts dropped from its outermost sum (or product),
    signed as they stand on the right of `-` or `/` when `flip` is -1."""
    form, _, (dropped_kind, dropped), _ = cored
    items = terms_of((flip * form[0], form[1])) if kind == SUM else factors_of(form[1], flip)
    back = () if dropped_kind != kind else dropped
    if flip == -1 and back:
        back = tuple((-sign, part) for sign, part in back)
    return items, back


def merge(op: str, left: Cored, right: Cored, result_value: object) -> Cored:
    """The core of `left op right` from the cores of its operands, as `core` finds it for the
    whole expression, with every neutral part weighed (the dropped parts of operands of the
    same kind put back). Raises NotComposable where the cores do not decide."""
    kind = SUM if op in "+-" else PRODUCT
    flip = 1 if op in "+*" else -1
    sign = 1 if kind == SUM else left[0][0] * right[0][0]
    left_items, left_back = _parts(left, kind, 1)
    right_items, right_back = _parts(right, kind, flip)
    items = left_items + right_items
    back = [*left_back, *right_back]
    stripped = [*left[1], *right[1]]
    for _, part in back:
        if part[0] != LEAF:
            stripped.remove(part)
        if kind == PRODUCT and part[0] != LEAF and numerator(pair_value(part)) < 0:
            sign = -sign
    dropped: Dropped = []
    items += back
    if kind == SUM:
        result = merged_sum(items, stripped, dropped)
        zeros = [part for _, part in dropped if part[0] != LEAF]
        if zeros and result_value == 0 and result[1][0] == PRODUCT:
            raise NotComposable
    else:
        result = merged_product(sign, items, stripped, dropped)
        dropped = [item for item in dropped if item[1] != (LEAF, 1)]
    if result_value == 0:  # only a part worth 0 can be its own negation
        result = sign_settled(result)
    # Only a product can keep a unit or a card with +1 and -1 among its factors.
    risky = result[1][0] == PRODUCT and (_keeps_a_unit(result) or _leaf_pair(result[1][1]))
    return (result, tuple(sorted(stripped)), (kind, tuple(sorted(dropped))), risky)


CARD_ONE = cored_leaf(1)


def _by_a_card_one(op: str, left: Cored, right: Cored, value: object) -> Cored | None:
    """`x*1`, `1*x` or `x/1` with the 1 a card: x itself, the 1 a neutral card. The most common
    merge that drops something, in any hand with a 1; None for any other merge."""
    if op == "*" and left == CARD_ONE:
        other = right
    elif right == CARD_ONE and op in "*/":
        other = left
    else:
        return None
    if other[3] or value in (0, 1, -1):
        return None
    kept = other[2][1] if other[2][0] == PRODUCT else ()
    return (other[0], other[1], (PRODUCT, kept), False)


class Ways(frozenset):
    """The cores by which a part reaches one value, with what merges need of them (their terms
    or factors, see `Ways.seen`) worked out once: in a seven-card hand each set of cores meets
    others in about nine merges."""

    __slots__ = ("_seen",)

    def __new__(cls, cores: Iterable[Cored]) -> Ways:
        ways = super().__new__(cls, cores)
        ways._seen = {}
        return ways

    def seen(self, as_part: Callable[[Cored, int], tuple], flip: int) -> list[tuple]:
        """`as_part(core, flip)` of each core (`_signed_terms` or `_factors`), memoized by
        `(as_part, flip)` in `_seen`, which the merges read first."""
        key = (as_part, flip)
        known = self._seen.get(key)
        if known is None:
            known = self._seen[key] = [as_part(cored, flip) for cored in self]
        return known


def merge_all(
    op: str, swapped: bool, lefts: Ways, rights: Ways, values: tuple, shared: bool
) -> list[Cored]:
    """The core of `left op right` for each of `lefts` and each of `rights` (`right op left`
    if `swapped`).

    `values` are the exact values of the left side, the right side and the result; `shared`
    says whether the two sides have a card value in common. Most merges drop nothing, and
    these tell which may (a 0, a 1 or -1, a reciprocal, a card with +1 and -1): only those
    are weighed in full (`merge`). What holds for all the pairs is worked out once.
    """
    left_value, right_value, value = values
    if swapped:
        lefts, rights, left_value, right_value = rights, lefts, right_value, left_value
    if op in "+-":
        if 0 not in values:
            return _quiet_sums(op, lefts, rights, value, shared)
    elif value != 0 and left_value not in (0, 1, -1) and right_value not in (0, 1, -1):
        return _quiet_products(op, lefts, rights, value, shared)
    return [
        _by_a_card_one(op, left, right, value) or merge(op, left, right, value)
        for left in lefts
        for right in rights
    ]


PLAIN = {SUM: (SUM, ()), PRODUCT: (PRODUCT, ())}
"""The units of a merge that dropped nothing, shared by most merges."""


def _joined(result: Form, kind: int, left: Cored, right: Cored, backs: tuple) -> Cored:
    """A merge that drops nothing more: its neutral parts, and the parts dropped from its
    outer sum or product, are its operands' (`backs`) put together."""
    left_stripped, right_stripped = left[1], right[1]
    left_back, right_back = backs
    if not (left_stripped or right_stripped or left_back or right_back):
        return (result, (), PLAIN[kind], False)
    if not left_stripped:
        stripped = right_stripped
    elif not right_stripped:
        stripped = left_stripped
    else:
        stripped = tuple(sorted(left_stripped + right_stripped))
    back = tuple(sorted(left_back + right_back)) if left_back or right_back else ()
    return (result, stripped, (kind, back), False)


def _signed_terms(cored: Cored, flip: int) -> tuple[Cored, list, list, tuple]:
    """A core's terms as they stand in a sum (negated on the right of `-`), sorted, and the
    same terms negated, sorted: a sum is stored in whichever of the two sorts first. Then the
    terms dropped from it, likewise."""
    form, _, (dropped_kind, dropped), _ = cored
    sign, node = form
    if node[0] == SUM:
        terms = list(node[1])
        negated = sorted([(-term_sign, term) for term_sign, term in terms])
        if sign * flip == -1:
            terms, negated = negated, terms
    else:
        terms, negated = [(sign * flip, node)], [(-sign * flip, node)]
    back = dropped if dropped_kind == SUM else ()
    if flip == -1 and back:
        back = tuple((-term_sign, part) for term_sign, part in back)
    return cored, terms, negated, back


def _quiet_sums(op: str, lefts: Ways, rights: Ways, value: object, shared: bool) -> list[Cored]:
    """`merge_all` for a sum where no side is worth 0: only a card with +1 and -1 can drop.
    (The plain case of `_joined` is written out: it runs for most pairs.)"""
    flip = 1 if op == "+" else -1
    merged = []
    right_terms = rights._seen.get((_signed_terms, flip)) or rights.seen(_signed_terms, flip)
    plain = PLAIN[SUM]
    left_terms = lefts._seen.get((_signed_terms, 1)) or lefts.seen(_signed_terms, 1)
    for left, terms, negated, left_back in left_terms:
        least, alone = terms[0], len(terms) == 1
        left_plain = not (left[1] or left_back)
        for right, more_terms, more_negated, right_back in right_terms:
            if len(more_terms) > 1:  # the least of all terms alone on its side, or skip
                if not alone or more_terms[0] < least:
                    continue
            elif not alone and least < more_terms[0]:
                continue
            items = terms + more_terms
            if shared and _leaf_pair(items):
                merged.append(merge(op, left, right, value))
                continue
            items.sort()
            opposite = negated + more_negated
            opposite.sort()
            sign, items = (-1, opposite) if opposite < items else (1, items)
            result = (sign, (SUM, tuple(items)))
            if left_plain and not (right[1] or right_back):
                merged.append((result, (), plain, False))
            else:
                merged.append(_joined(result, SUM, left, right, (left_back, right_back)))
    return merged


def _factors(cored: Cored, flip: int) -> tuple[Cored, list, tuple, tuple]:
    """A core's factors as they stand in a product (inverted on the right of `/`), the parts
    dropped from its outer product, likewise, and the least factor."""
    form, _, (dropped_kind, dropped), _ = cored
    back = dropped if dropped_kind == PRODUCT else ()
    if flip == -1 and back:
        back = tuple((-exponent, part) for exponent, part in back)
    factors = factors_of(form[1], flip)
    return cored, factors, back, min(factors)


def _quiet_products(op: str, lefts: Ways, rights: Ways, value: object, shared: bool) -> list[Cored]:
    """`merge_all` for a product of parts not worth 0, 1 or -1: only a risky side (see
    `Cored`) or a card with +1 and -1 can drop a part."""
    flip = 1 if op == "*" else -1
    merged = []
    right_factors = rights._seen.get((_factors, flip)) or rights.seen(_factors, flip)
    plain = PLAIN[PRODUCT]
    left_factors = lefts._seen.get((_factors, 1)) or lefts.seen(_factors, 1)
    for left, factors, left_back, least in left_factors:
        left_sign, left_risky = left[0][0], left[3]
        left_plain, alone = not (left[1] or left_back), len(factors) == 1
        for right, more_factors, right_back, more_least in right_factors:
            if len(more_factors) > 1:  # the least of all factors alone on its side, or skip
                if not alone or more_least < least:
                    continue
            elif not alone and least < more_least:
                continue
            items = factors + more_factors
            if left_risky or right[3] or (shared and _leaf_pair(items)):
                merged.append(merge(op, left, right, value))
                continue
            items.sort()
            result = (left_sign * right[0][0], (PRODUCT, tuple(items)))
            if left_plain and not (right[1] or right_back):
                merged.append((result, (), plain, False))
            else:
                merged.append(_joined(result, PRODUCT, left, right, (left_back, right_back)))
    return merged
