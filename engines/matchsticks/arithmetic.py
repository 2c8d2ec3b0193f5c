"""Exact truth of an equation text, with the usual precedence of * and / over + and -.

Used by the checker and by the reference solver, independently of the fast solver's streaming
evaluation. Division is exact rational division (1/2+1/2=1 is true); dividing by zero makes the
equation false.
"""

from __future__ import annotations

import re
from fractions import Fraction

_TOKEN = re.compile(r"\d+|[-+*/]")

Value = int | Fraction


def quotient(dividend: Value, divisor: Value) -> Value:
    """`dividend / divisor` exactly: an int when it divides evenly, else a Fraction. The
    solvers' values stay plain ints, which are much faster, until a division needs more."""
    if isinstance(dividend, int) and isinstance(divisor, int) and dividend % divisor == 0:
        return dividend // divisor
    return Fraction(dividend) / divisor


def side_value(side: str) -> Fraction | None:
    """The value of one side such as "12+3*4", or None if it divides by zero."""
    tokens = _TOKEN.findall(side)
    total = Fraction(0)
    term = Fraction(int(tokens[0]))
    for operator, number in zip(tokens[1::2], tokens[2::2], strict=True):
        value = int(number)
        if operator == "*":
            term *= value
        elif operator == "/":
            if value == 0:
                return None
            term /= value
        else:
            total += term
            term = Fraction(value if operator == "+" else -value)
    return total + term


def equation_holds(text: str) -> bool:
    """Whether a well-formed equation with exactly one "=" is true."""
    left, right = text.split("=")
    left_value, right_value = side_value(left), side_value(right)
    return left_value is not None and left_value == right_value
