"""The ways a player may write one solution: terms of a sum and factors of a product in any
order, with only the brackets the arithmetic needs.

A solution such as `(8-4)*6` may be typed `6*(8-4)` or `(8-4)*6`; `8-4+2` also as `8+2-4` or
`2+8-4`, and `8-(4-2)` as `8-4+2`. Hints from a half-typed answer compare it with these forms,
token by token, so a player on the way to a solution is told how to carry on in their own
order. Forms are made lazily and a caller bounds how many it looks at.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import permutations, product

from engines.twentyfour.expression import Card, Operation, Tree

WrittenForm = tuple[str, ...]
"""Tokens: a card's value ("8"), an operator or a bracket."""

_INVERSE = {"+": "-", "-": "+", "*": "/", "/": "*"}
_CHAIN = {"+": "+-", "-": "+-", "*": "*/", "/": "*/"}


def _members(tree: Tree, chain: str, sign: str) -> list[tuple[str, Tree]]:
    """The terms (with + or -) of a sum, or the factors (with * or /) of a product."""
    if isinstance(tree, Operation) and tree.op in chain:
        right_sign = sign if tree.op == chain[0] else _INVERSE[sign]
        return _members(tree.left, chain, sign) + _members(tree.right, chain, right_sign)
    return [(sign, tree)]


def written_forms(tree: Tree) -> Iterator[WrittenForm]:
    """Every way to write `tree` by reordering terms and factors (the first one positive)."""
    if isinstance(tree, Card):
        yield (str(tree.value),)
        return
    chain = _CHAIN[tree.op]
    members = _members(tree, chain, chain[0])
    seen: set[tuple[tuple[str, Tree], ...]] = set()
    for order in permutations(members):
        if order[0][0] != chain[0] or order in seen:
            continue
        seen.add(order)
        choices = [_member_forms(member, chain) for _, member in order]
        for parts in product(*choices):
            tokens: list[str] = list(parts[0])
            for (sign, _), part in zip(order[1:], parts[1:], strict=True):
                tokens.append(sign)
                tokens.extend(part)
            yield tuple(tokens)


def _member_forms(member: Tree, chain: str) -> list[WrittenForm]:
    """A term or factor written out; a sum inside a product goes in brackets."""
    bracketed = chain == "*/" and isinstance(member, Operation) and member.op in "+-"
    forms = list(written_forms(member))
    return [("(", *form, ")") for form in forms] if bracketed else forms
