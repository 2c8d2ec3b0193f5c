"""Exact values that stay `int` while integral and become `Fraction` only when they must.

Int arithmetic is several times faster than Fraction arithmetic, and both are exact; an int and
an equal Fraction hash and compare alike, so either can be a dictionary key.
"""

from __future__ import annotations

from fractions import Fraction

from engines.twentyfour.rules import Division

Number = int | Fraction


def exact(value: Number) -> Number:
    """`value` as an int when it is a whole number."""
    if type(value) is int or value.denominator != 1:
        return value
    return value.numerator


def quotient(left: Number, right: Number) -> Number:
    """`left / right` exactly; `right` must not be zero."""
    if type(left) is int and type(right) is int:
        whole, rest = divmod(left, right)
        return whole if rest == 0 else Fraction(left, right)
    return exact(Fraction(left) / right)


def truncated_quotient(left: int, right: int) -> int:
    """Integer division rounding towards zero, as in C and Java: -7 / 2 is -3."""
    quotient = abs(left) // abs(right)
    return -quotient if (left < 0) != (right < 0) else quotient


def whole_step(op: str, left: int, right: int, division: Division) -> int | None:
    """One step of the left-to-right game, in whole numbers; `right` is not 0 for a division.

    None for a division the rule forbids: with "exact", one that does not come out even.
    """
    if op == "+":
        return left + right
    if op == "-":
        return left - right
    if op == "*":
        return left * right
    if division == "truncate":
        return truncated_quotient(left, right)
    whole, rest = divmod(left, right)
    return whole if rest == 0 else None
