"""Canonical forms: when are two 24-point expressions the same solution?

Two expressions are the same solution when, with each card its own variable, they are equal as
functions, and neutral parts count once wherever they are applied: a factor worth 1 (a 1, or
`(3-2)`), a term worth 0, a card added and subtracted again (`+5-5`) or multiplied and divided
again (`*5/5`). With this convention the 1820 hands of four cards from 1 to 13 have exactly the
3017 distinct solutions published by 4nums.com.

A form is `(sign, node)`, meaning `sign * node`. Nodes are tuples so that they hash and sort:

- `(LEAF, value)`: a card. Labelling cards by value makes equal cards interchangeable.
- `(SUM, terms)`: sorted `(sign, node)` pairs; no term is itself a sum (`a-(b-c)` is `a-b+c`).
- `(PRODUCT, factors)`: sorted `(exponent, node)` pairs, exponent +1 or -1; no factor is itself a
  product (`a/(b/c)` is `a*c/b`).

A sum is stored in whichever orientation, itself or its negation, sorts first; the sign that
moves out goes to the enclosing product or sum. So `(a-b)*(c-d)` and `(b-a)*(d-c)` get one form.
`add`, `subtract`, `multiply` and `divide` build the exact form of an expression from those of
its operands; `core` then drops the neutral parts, and the core is a solution's identity.
`writing` writes a core in its most readable form.
"""

from __future__ import annotations

from functools import lru_cache

from engines.twentyfour import pairs
from engines.twentyfour.pairs import Value

LEAF, SUM, PRODUCT = 0, 1, 2
Node = tuple
Form = tuple[int, Node]


def leaf(value: int) -> Form:
    return (1, (LEAF, value))


def terms_of(form: Form) -> list[tuple[int, Node]]:
    sign, node = form
    if node[0] != SUM:
        return [form]
    if sign == 1:
        return list(node[1])
    return [(-term_sign, term) for term_sign, term in node[1]]


def factors_of(node: Node, exponent: int) -> list[tuple[int, Node]]:
    if node[0] != PRODUCT:
        return [(exponent, node)]
    if exponent == 1:
        return list(node[1])
    return [(-factor_exponent, factor) for factor_exponent, factor in node[1]]


def sum_of(terms: list[tuple[int, Node]]) -> Form:
    if len(terms) == 1:
        return terms[0]
    terms.sort()
    negated = sorted([(-sign, term) for sign, term in terms])
    if negated < terms:
        return (-1, (SUM, tuple(negated)))
    return (1, (SUM, tuple(terms)))


def product_of(sign: int, factors: list[tuple[int, Node]]) -> Form:
    if len(factors) == 1 and factors[0][0] == 1:
        return (sign, factors[0][1])
    factors.sort()
    return (sign, (PRODUCT, tuple(factors)))


def add(left: Form, right: Form) -> Form:
    return sum_of(terms_of(left) + terms_of(right))


def subtract(left: Form, right: Form) -> Form:
    return sum_of(terms_of(left) + terms_of((-right[0], right[1])))


def multiply(left: Form, right: Form) -> Form:
    return product_of(left[0] * right[0], factors_of(left[1], 1) + factors_of(right[1], 1))


def divide(left: Form, right: Form) -> Form:
    return product_of(left[0] * right[0], factors_of(left[1], 1) + factors_of(right[1], -1))


COMBINE = {"+": add, "-": subtract, "*": multiply, "/": divide}


Dropped = list[tuple[int, Node]]


def _cancel_pairs(
    items: list[tuple[int, Node]], keep: int, dropped: Dropped | None = None
) -> list[tuple[int, Node]]:
    """Drop cards that appear once with +1 and once with -1, while `keep` items with +1 remain.

    In a sum the pair is `+5-5`; in a product it is `*5/5`. Pairs go in ascending card order so
    the result does not depend on how the expression was written. Dropped pairs go to `dropped`.
    """
    plus_cards = [node[1] for sign, node in items if sign == 1 and node[0] == LEAF]
    minus_cards = [node[1] for sign, node in items if sign == -1 and node[0] == LEAF]
    if not plus_cards or not minus_cards or not set(plus_cards).intersection(minus_cards):
        return items
    positives = [sign for sign, _ in items].count(1)
    for value in sorted(set(plus_cards).intersection(minus_cards)):
        for _ in range(min(plus_cards.count(value), minus_cards.count(value))):
            if positives - 1 < keep or len(items) - 2 < 1:
                return items
            items.remove((1, (LEAF, value)))
            items.remove((-1, (LEAF, value)))
            positives -= 1
            if dropped is not None:
                dropped += [(1, (LEAF, value)), (-1, (LEAF, value))]
    return items


Stripped = tuple[Node, ...]
"""Neutral sub-expressions dropped from a form: factors worth 1 and terms worth 0 (not cards)."""


def _neutral_terms(
    terms: list[tuple[int, Node]], stripped: list[Node], dropped: Dropped | None = None
) -> list[tuple[int, Node]]:
    """Drop `+5-5` pairs and terms worth 0, keeping at least one term; what is dropped also
    goes to `dropped`, if given."""
    terms = _cancel_pairs(terms, 0, dropped)
    kept: list[tuple[int, Node]] = []
    for index, (sign, term) in enumerate(terms):
        others = len(kept) + len(terms) - index - 1
        if term[0] != LEAF and others and pair_value(term) == 0:
            stripped.append(term)
            if dropped is not None:
                dropped.append((sign, term))
        else:
            kept.append((sign, term))
    return kept


def _neutral_factors(
    sign: int,
    factors: list[tuple[int, Node]],
    stripped: list[Node],
    dropped: Dropped | None = None,
) -> tuple[int, list[tuple[int, Node]]]:
    """Drop factors worth 1 or -1 (a 1, `(3-2)`) and `*5/5` pairs, keeping one numerator.

    A lone numerator worth 1 stays: `1/(…)` is a reciprocal, not a neutral part. What is
    dropped also goes to `dropped` with its exponent, if given.
    """
    factors.sort()
    numerators = [exponent for exponent, _ in factors].count(1)
    kept: list[tuple[int, Node]] = []
    for exponent, factor in factors:
        value = factor[1] if factor[0] == LEAF else pair_value(factor)
        if (value == 1 or value == -1) and (exponent == -1 or numerators > 1):
            sign = -sign if value == -1 else sign
            numerators -= exponent == 1
            if factor[0] != LEAF:
                stripped.append(factor)
            if dropped is not None:
                dropped.append((exponent, factor))
        else:
            kept.append((exponent, factor))
    return sign, _cancel_pairs(kept, 1, dropped)


@lru_cache(maxsize=1 << 16)
def _self_negating(node: Node) -> bool:
    """Whether the node's negation is the node itself with equal cards swapped, like `3-3` or
    `(3-3)*(8-2)`; its sign then means nothing, so cores always store it as positive."""
    if node[0] == LEAF:
        return False
    if node[0] == PRODUCT:
        return any(_self_negating(factor) for _, factor in node[1])
    negated = sorted([(sign if _self_negating(term) else -sign, term) for sign, term in node[1]])
    return negated == list(node[1])


def merged_sum(
    terms: list[tuple[int, Node]], stripped: list[Node], dropped: Dropped | None = None
) -> Form:
    """The core of a sum of cored terms; neutral parts dropped go to `stripped`."""
    terms = [
        (1, term) if term[0] != LEAF and _self_negating(term) else (sign, term)
        for sign, term in terms
    ]
    return sum_of(_neutral_terms(terms, stripped, dropped))


def merged_product(
    sign: int,
    factors: list[tuple[int, Node]],
    stripped: list[Node],
    dropped: Dropped | None = None,
) -> Form:
    """The core of a product of cored factors; neutral parts dropped go to `stripped`."""
    return product_of(*_neutral_factors(sign, factors, stripped, dropped))


def sign_settled(result: Form) -> Form:
    return (1, result[1]) if _self_negating(result[1]) else result


def _core_node(node: Node, memo: dict[Node, tuple[Form, Stripped]]) -> tuple[Form, Stripped]:
    known = memo.get(node)
    if known is not None:
        return known
    kind = node[0]
    stripped: list[Node] = []
    if kind == LEAF:
        result: Form = (1, node)
    elif kind == SUM:
        terms: list[tuple[int, Node]] = []
        for sign, term in node[1]:
            (term_sign, term_core), inner = _core_node(term, memo)
            stripped += inner
            terms += terms_of((sign * term_sign, term_core))
        result = merged_sum(terms, stripped)
    else:
        sign = 1
        factors: list[tuple[int, Node]] = []
        for exponent, factor in node[1]:
            (factor_sign, factor_core), inner = _core_node(factor, memo)
            stripped += inner
            sign *= factor_sign
            factors += factors_of(factor_core, exponent)
        result = merged_product(sign, factors, stripped)
    found = (sign_settled(result), tuple(sorted(stripped)))
    memo[node] = found  # returned as made: another thread may clear a shared memo meanwhile
    return found


def core(
    form: Form, memo: dict[Node, tuple[Form, Stripped]] | None = None
) -> tuple[Form, Stripped]:
    """The form without its neutral parts, and the non-card neutral parts it dropped.

    Neutral parts count once wherever they are applied: a factor worth 1 (a 1, `(3-2)`), a term
    worth 0, and a card added and subtracted again (`+5-5`) or multiplied and divided again
    (`*5/5`). A numerator worth 1 stays when it is the only one (`1/(…)` is a reciprocal), and a
    sum or product keeps at least one member. The core is a solution's identity.
    """
    sign, node = form
    (core_sign, core_node), stripped = _core_node(node, {} if memo is None else memo)
    if _self_negating(core_node):
        sign = 1
    return (sign * core_sign, core_node), stripped


def cards_of(node: Node) -> list[int]:
    """The card values a node uses, with multiplicity."""
    if node[0] == LEAF:
        return [node[1]]
    return [card for _, child in node[1] for card in cards_of(child)]


@lru_cache(maxsize=1 << 16)
def pair_value(node: Node) -> Value:
    """The exact value of a node as a `pairs` value, which combines faster than a Fraction:
    added up (or multiplied) over one denominator and reduced once."""
    kind = node[0]
    if kind == LEAF:
        return node[1]
    top, bottom = (0 if kind == SUM else 1), 1
    for sign, child in node[1]:
        value = pair_value(child)
        child_top, child_bottom = (value, 1) if type(value) is int else value
        if kind == SUM:
            top = top * child_bottom + sign * child_top * bottom
            bottom *= child_bottom
        elif sign == 1:
            top, bottom = top * child_top, bottom * child_bottom
        else:
            top, bottom = top * child_bottom, bottom * child_top
    return top if bottom == 1 else pairs.ratio(top, bottom)


def clear_caches() -> None:
    """Forget the memoized values of nodes."""
    pair_value.cache_clear()
    _self_negating.cache_clear()
