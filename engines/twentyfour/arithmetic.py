"""Exact values that stay `int` while integral and become `Fraction` only when they must.

Int arithmetic is several times faster than Fraction arithmetic, and both are exact; an int and
an equal Fraction hash and compare alike, so either can be a dictionary key.
"""

from __future__ import annotations

from fractions import Fraction

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
