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
`render` writes a core in its most readable form.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from engines.twentyfour import pairs
from engines.twentyfour.arithmetic import Number
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
    plus, minus = Counter(plus_cards), Counter(minus_cards)
    positives = sum(1 for sign, _ in items if sign == 1)
    for value in sorted(plus.keys() & minus.keys()):
        for _ in range(min(plus[value], minus[value])):
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
        if term[0] != LEAF and others and node_value(term) == 0:
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
    numerators = sum(1 for exponent, _ in factors if exponent == 1)
    kept: list[tuple[int, Node]] = []
    for exponent, factor in factors:
        value = node_value(factor)
        if abs(value) == 1 and (exponent == -1 or numerators > 1):
            sign = -sign if value < 0 else sign
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
    terms = [(1, term) if _self_negating(term) else (sign, term) for sign, term in terms]
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
    memo[node] = (sign_settled(result), tuple(sorted(stripped)))
    return memo[node]


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
def _value(node: Node) -> Value:
    """The exact value of a node as a `pairs` value, which combines faster than a Fraction."""
    if node[0] == LEAF:
        return node[1]
    if node[0] == SUM:
        total: Value = 0
        for sign, term in node[1]:
            total = (pairs.add if sign == 1 else pairs.subtract)(total, _value(term))
        return total
    value: Value = 1
    for exponent, factor in node[1]:
        value = (pairs.multiply if exponent == 1 else pairs.divide)(value, _value(factor))
    return value


@lru_cache(maxsize=1 << 16)
def node_value(node: Node) -> Number:
    """The exact value of a node."""
    return pairs.number(_value(node))


Written = tuple[str, bool, Value, int]
"""A node's text with what sorting needs of the steps it takes (see `solution.ranking`):
whether one is a fraction, the size of the largest (0 for a lone card) and how many cards it
uses. Carried up from the parts, so the steps of a solution's text are never read back."""

Part = tuple[Number, Node, Value, bool, Written | None, Written | None]
"""See `_part`."""


@lru_cache(maxsize=1 << 16)
def _part(node: Node) -> Part:
    """`(-size, node, size, negative, written, as_factor)` of a node as a part of a larger one.

    The first two sort larger values first, then by node. The node is written positive
    (negated if its value is negative), so its text is worth its size (a `pairs` value, quick
    to combine); `as_factor` is that bracketed if the node is a sum. Memoized: the solutions
    of a hand share most of their parts.
    """
    value = _value(node)
    size = abs(value) if type(value) is int else (abs(value[0]), value[1])
    negative = pairs.numerator(value) < 0
    written = _write(node, negative)
    as_factor = _as_factor(node, written)
    return pairs.number(pairs.negated(size)), node, size, negative, written, as_factor


def _larger(size: Value, other: Value) -> Value:
    """The larger of two sizes (values not below 0)."""
    if type(size) is int and type(other) is int:
        return size if size >= other else other
    if pairs.numerator(size) * pairs.denominator(other) >= (
        pairs.numerator(other) * pairs.denominator(size)
    ):
        return size
    return other


_STEPS = {"+": pairs.add, "-": pairs.subtract, "*": pairs.multiply, "/": pairs.divide}

Link = tuple[str, Written | None, Value]
"""`(op, written, value)`: a part of a sum or product, the op before it (ignored for the first)
and the value its text is worth."""


def _chain(links: list[Link]) -> Written | None:
    """The parts written one after the other, taken left to right as the text is read: each
    result after the first part is a step. None if a part cannot be written."""
    parts = iter(links)
    _, first, value = next(parts)
    if first is None:
        return None
    text, fraction, largest, cards = first
    texts = [text]
    for op, written, part_value in parts:
        if written is None:
            return None
        part_text, part_fraction, part_largest, part_cards = written
        texts += (op, part_text)
        value = _STEPS[op](value, part_value)
        if type(value) is int:
            size: Value = abs(value)
        else:
            fraction = True
            size = (abs(value[0]), value[1])
        if type(size) is int and type(largest) is int and type(part_largest) is int:
            largest = max(largest, size, part_largest)
        else:
            largest = _larger(_larger(largest, size), part_largest)
        fraction = fraction or part_fraction
        cards += part_cards
    return "".join(texts), fraction, largest, cards


def _write(node: Node, flip: bool) -> Written | None:
    """The node written (see `Written`), negated when `flip`; None if that cannot be written.

    Inside, every sum is written so that it is positive (or, worth 0, as stored), and a product
    shows a sign by negating one of its sums. A lone card cannot be negated.
    """
    kind = node[0]
    if kind == LEAF:
        return None if flip else (str(node[1]), False, 0, 1)
    if kind == SUM:
        return _write_sum(node, flip)
    return _write_product(node, flip)


def _sum_order(node: Node, flip: bool) -> tuple[list[Part], list[Part]]:
    """The terms shown after a plus and after a minus, each list larger values first."""
    plus: list[Part] = []
    minus: list[Part] = []
    for sign, term in node[1]:
        part = _part(term)
        (plus if (sign == 1) == (flip == part[3]) else minus).append(part)
    plus.sort()
    minus.sort()
    return plus, minus


def _write_sum(node: Node, flip: bool) -> Written | None:
    plus, minus = _sum_order(node, flip)
    if not plus:
        return _write_sum_led_by_negation(minus)
    links = [("+", written, size) for _, _, size, _, written, _ in plus]
    return _chain(links + [("-", written, size) for _, _, size, _, written, _ in minus])


def _write_sum_led_by_negation(minus: list[Part]) -> Written | None:
    """`-(a + b*(c-d))` has no positive term: lead with a term that can be written negated."""
    for index, (_, term, size, negative, _, _) in enumerate(minus):
        lead = _write(term, not negative)
        if lead is not None:
            rest = minus[:index] + minus[index + 1 :]
            links = [("-", written, size) for _, _, size, _, written, _ in rest]
            return _chain([("", lead, pairs.negated(size)), *links])
    return None


def _as_factor(factor: Node, written: Written | None) -> Written | None:
    """A sum is bracketed as a factor."""
    if written is None or factor[0] != SUM:
        return written
    text, fraction, largest, cards = written
    return f"({text})", fraction, largest, cards


def _write_product(node: Node, flip: bool) -> Written | None:
    numerators: list[tuple[bool, Part]] = []
    divisors: list[tuple[bool, Part]] = []
    for exponent, factor in node[1]:
        (numerators if exponent == 1 else divisors).append((factor[0] == LEAF, _part(factor)))
    numerators.sort()
    divisors.sort()
    ordered = [part for _, part in numerators + divisors]
    links: list[Link] = []
    negatives = 0
    for _, _, size, negative, _, as_factor in ordered:
        links.append(("*" if len(links) < len(numerators) else "/", as_factor, size))
        negatives += negative
    if flip == (negatives % 2 == 1):
        return _chain(links)
    # Show the sign by negating the first sum that can be written negated.
    for index, (_, factor, size, negative, _, _) in enumerate(ordered):
        negated = _write(factor, not negative) if factor[0] == SUM else None
        if negated is not None:
            links[index] = (links[index][0], _as_factor(factor, negated), pairs.negated(size))
            return _chain(links)
    return None


def write(form: Form) -> Written | None:
    """A core written alone (see `Written`), or None when it cannot show its sign."""
    sign, node = form
    return _write(node, sign < 0)


def _with_first_factors(node: Node, flip: bool, factors: list[Link]) -> Written | None:
    """A sum with neutral factors (such as `*1`) after its first term, or None when the sum
    does not start with a positive term."""
    plus, minus = _sum_order(node, flip)
    if not plus:
        return None
    (_, _, size, _, written, _), *others = plus
    links = [("", written, size), *factors]
    links += [("+", written, size) for _, _, size, _, written, _ in others]
    return _chain(links + [("-", written, size) for _, _, size, _, written, _ in minus])


def _negated_by_neutral_parts(
    node: Node, flip: bool, value: Value, leftover: Counter[int], factors: list[Node]
) -> list[Link] | None:
    """The node negated when `flip`, worth `value`, where the core alone cannot show that sign
    (`-3`): a pair of equal neutral cards carries it (`1-3-1`), or else a neutral factor worth
    -1 (`3*(1-2)`). Uses up the pair or the factor; None when there is neither."""
    opposite = _as_factor(node, _write(node, not flip))
    if opposite is None:
        return None
    for card in sorted(leftover):
        if leftover[card] >= 2:
            leftover[card] -= 2
            pair = _write((LEAF, card), False)
            return [("", pair, card), ("-", opposite, pairs.negated(value)), ("-", pair, card)]
    for part in factors:
        minus_one = _write(part, node_value(part) > 0)
        if minus_one is not None:
            factors.remove(part)
            return [("", opposite, pairs.negated(value)), ("*", _as_factor(part, minus_one), -1)]
    return None


def render(
    form: Form, stripped: Stripped = (), leftover: Counter[int] | None = None
) -> Written | None:
    """The most readable text of a core, with its neutral parts put back at the end, and the
    steps it takes (see `Written`).

    `stripped` are the neutral sub-expressions `core` dropped, `leftover` the neutral cards
    (pairs and 1s). Factors worth 1 come back as `*(3-2)`, a lone 1 as `*1`, terms worth 0 as
    `+(5-5)*7`, each pair of equal cards as `+5-5`. None when the core alone cannot show its
    sign (a target of -1 from `1 1 1` has the core `-1`).
    """
    sign, node = form
    if not stripped and not leftover:
        return _write(node, sign < 0)
    leftover = Counter(leftover or ())
    factors = [part for part in stripped if node_value(part) != 0]
    value = pairs.negated(_value(node)) if sign < 0 else _value(node)
    links = [("", _write(node, sign < 0), value)]
    if links[0][1] is None:
        negated = _negated_by_neutral_parts(node, sign < 0, value, leftover, factors)
        if negated is None:
            return None
        links = negated
    multipliers = [("*", _part(part)[5], 1) for part in factors]
    multipliers += [("*", _write((LEAF, 1), False), 1)] * (leftover[1] % 2)
    if multipliers:
        # Fewest brackets: `5*5*1-1` rather than `(5*5-1)*1`.
        inside = _with_first_factors(node, sign < 0, multipliers) if node[0] == SUM else None
        if inside is not None:
            links = [("", inside, value)]
        elif node[0] == SUM:
            links = [("", _as_factor(node, _chain(links)), value), *multipliers]
        elif links[-1][0] in ("+", "-"):
            # Written after `1-3-1`, the factors go with the last card.
            op, last, last_value = links[-1]
            links[-1] = (op, _chain([("", last, last_value), *multipliers]), last_value)
        else:
            links += multipliers
    links += [("+", _write(part, False), 0) for part in stripped if node_value(part) == 0]
    for card in sorted(leftover, reverse=True):
        pair = _write((LEAF, card), False)
        links += [("+", pair, card), ("-", pair, card)] * (leftover[card] // 2)
    return _chain(links)


def clear_caches() -> None:
    """Forget the memoized values of nodes."""
    _value.cache_clear()
    node_value.cache_clear()
    _part.cache_clear()
    _self_negating.cache_clear()
