"""Cores merged as a search goes: the core of `a op b` from the cores of a and b.

A search that builds whole forms makes many forms of one core (a seven-card hand: 33,589
forms, 14,541 cores), and reducing each to its core (`forms.core`) then costs as much again.
Merging cores builds each core about once. `core` sees a whole expression at once, so a merge
keeps what `core` would see of each operand: what was dropped from its outermost sum or
product. The property tests compare the two ways on many hands.
"""

from __future__ import annotations

from collections.abc import Iterable

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
    node_value,
    product_of,
    sign_settled,
    sum_of,
    terms_of,
)

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
    return bool(plus) and any(
        sign == -1 and node[0] == LEAF and node[1] in plus for sign, node in items
    )


def _keeps_a_unit(form: Form) -> bool:
    """Whether a core is a reciprocal whose lone numerator is worth 1 or -1, like `1/7`."""
    node = form[1]
    if node[0] != PRODUCT:
        return False
    numerators = [factor for exponent, factor in node[1] if exponent == 1]
    return len(numerators) == 1 and abs(node_value(numerators[0])) == 1


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
        if kind == PRODUCT and node_value(part) < 0:
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
    risky = _keeps_a_unit(result) or _leaf_pair(factors_of(result[1], 1))
    return (result, tuple(sorted(stripped)), (kind, tuple(sorted(dropped))), risky)


def _prepared(cores: Iterable[Cored], kind: int, flip: int) -> list[tuple[Cored, list, tuple]]:
    """Each core with its `_parts`, worked out once for a whole batch of merges."""
    return [(cored, *_parts(cored, kind, flip)) for cored in cores]


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


def merge_all(
    op: str, lefts: Iterable[Cored], rights: Iterable[Cored], values: tuple, shared: bool
) -> list[Cored]:
    """The core of `left op right` for each of `lefts` and each of `rights`.

    `values` are the exact values of the left side, the right side and the result; `shared`
    says whether the two sides have a card value in common. Most merges drop nothing, and
    these tell which may (a 0, a 1 or -1, a reciprocal, a card with +1 and -1): only those
    are weighed in full (`merge`). What holds for all the pairs is worked out once.
    """
    kind = SUM if op in "+-" else PRODUCT
    flip = 1 if op in "+*" else -1
    left_value, right_value, value = values
    if kind == SUM:
        quiet = 0 not in values
    else:
        units = (0, 1, -1)
        quiet = value != 0 and left_value not in units and right_value not in units
    if not quiet:
        return [
            _by_a_card_one(op, left, right, value) or merge(op, left, right, value)
            for left in lefts
            for right in rights
        ]
    merged = []
    right_parts = _prepared(rights, kind, flip)
    for left, left_items, left_back in _prepared(lefts, kind, 1):
        left_form, left_stripped = left[0], left[1]
        for right, right_items, right_back in right_parts:
            items = left_items + right_items
            if (kind == PRODUCT and (left[3] or right[3])) or (shared and _leaf_pair(items)):
                merged.append(merge(op, left, right, value))
                continue
            sign = left_form[0] * right[0][0]
            result = sum_of(items) if kind == SUM else product_of(sign, items)
            right_stripped = right[1]
            if not left_stripped:
                stripped = right_stripped
            elif not right_stripped:
                stripped = left_stripped
            else:
                stripped = tuple(sorted(left_stripped + right_stripped))
            back = tuple(sorted(left_back + right_back)) if left_back or right_back else ()
            merged.append((result, stripped, (kind, back), False))
    return merged
