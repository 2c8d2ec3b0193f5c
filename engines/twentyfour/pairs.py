"""Exact values for the solver's search: an `int`, or a reduced `(numerator, denominator)` pair.

A pair's denominator is above 1, so every value has one spelling and equal values are equal
keys; an int never equals a pair. Pairs hash, compare and combine in C-level int arithmetic,
where `Fraction` runs Python code for each hash, comparison and operation: in a seven-card
search that was a third of the time. Values turn into `Number` only at the solver's edges.
"""

from __future__ import annotations

from fractions import Fraction
from math import gcd

from engines.twentyfour.arithmetic import Number

Value = int | tuple[int, int]


def of(number: Number) -> Value:
    """The value of an int or a Fraction."""
    if type(number) is int:
        return number
    if number.denominator == 1:
        return number.numerator
    return (number.numerator, number.denominator)


def number(value: Value) -> Number:
    """The int or Fraction a value stands for."""
    return value if type(value) is int else Fraction(*value)


def numerator(value: Value) -> int:
    """The numerator, which carries the sign."""
    return value if type(value) is int else value[0]


def denominator(value: Value) -> int:
    return 1 if type(value) is int else value[1]


def ratio(top: int, bottom: int) -> Value:
    """`top / bottom` reduced; `bottom` is not 0."""
    if bottom < 0:
        top, bottom = -top, -bottom
    common = gcd(top, bottom)
    if common != 1:
        top //= common
        bottom //= common
    return top if bottom == 1 else (top, bottom)


def parts(value: Value) -> tuple[int, int]:
    return (value, 1) if type(value) is int else value


def add(left: Value, right: Value) -> Value:
    if type(left) is int and type(right) is int:
        return left + right
    ln, ld = (left, 1) if type(left) is int else left  # `parts` written out: a call less
    rn, rd = (right, 1) if type(right) is int else right
    return ratio(ln * rd + rn * ld, ld * rd)


def subtract(left: Value, right: Value) -> Value:
    if type(left) is int and type(right) is int:
        return left - right
    ln, ld = (left, 1) if type(left) is int else left
    rn, rd = (right, 1) if type(right) is int else right
    return ratio(ln * rd - rn * ld, ld * rd)


def multiply(left: Value, right: Value) -> Value:
    if type(left) is int and type(right) is int:
        return left * right
    ln, ld = (left, 1) if type(left) is int else left
    rn, rd = (right, 1) if type(right) is int else right
    return ratio(ln * rn, ld * rd)


def divide(left: Value, right: Value) -> Value:
    """`left / right`; `right` is not 0."""
    if type(left) is int and type(right) is int:
        return left // right if left % right == 0 else ratio(left, right)
    ln, ld = (left, 1) if type(left) is int else left
    rn, rd = (right, 1) if type(right) is int else right
    return ratio(ln * rd, ld * rn)


def negated(value: Value) -> Value:
    return -value if type(value) is int else (-value[0], value[1])


def reciprocal(value: Value) -> Value:
    """`1 / value`; `value` is not 0."""
    top, bottom = parts(value)
    return ratio(bottom, top)
