"""Writing a core: its most readable text, with the neutral parts `core` dropped put back at
the end, and what sorting needs of the steps that text takes (see `solution.ranking`), carried
up from the parts as the text is built so that no solution's text is read back.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from functools import lru_cache

from engines.twentyfour import pairs
from engines.twentyfour.arithmetic import Number
from engines.twentyfour.forms import LEAF, SUM, Form, Node, Stripped, pair_value
from engines.twentyfour.pairs import Value

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
    value = pair_value(node)
    if type(value) is int:
        size, negative, larger_first = abs(value), value < 0, -abs(value)
    else:
        size, negative = (abs(value[0]), value[1]), value[0] < 0
        larger_first = Fraction(-size[0], size[1])
    written = _write(node, negative)
    return larger_first, node, size, negative, written, _as_factor(node, written)


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
    """Numerators, then divisors: in each, the factors that are not cards larger first, then
    the cards larger first (`_part` sorts larger values first)."""
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
        minus_one = _write(part, pairs.numerator(pair_value(part)) > 0)
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
    factors = [part for part in stripped if pair_value(part) != 0]
    value = pairs.negated(pair_value(node)) if sign < 0 else pair_value(node)
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
    links += [("+", _write(part, False), 0) for part in stripped if pair_value(part) == 0]
    for card in sorted(leftover, reverse=True):
        pair = _write((LEAF, card), False)
        links += [("+", pair, card), ("-", pair, card)] * (leftover[card] // 2)
    return _chain(links)


def clear_caches() -> None:
    """Forget the memoized parts."""
    _part.cache_clear()
