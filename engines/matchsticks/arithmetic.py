"""Exact truth of an equation text, with the usual precedence of * and / over + and -.

Used by the checker and by the reference solver, independently of the fast solver's streaming
evaluation. Division is exact rational division (1/2+1/2=1 is true); dividing by zero makes the
equation false. A side may start with a minus (the flexible glyph set); Roman numbers count only
in their standard forms (see `roman`).
"""

from __future__ import annotations

import re
from fractions import Fraction

from engines.matchsticks.roman import numerals as roman_numerals

_TOKEN = re.compile(r"\d+|[A-Z]+|[-+*/]")


def _number(text: str) -> int | None:
    if text.isdigit():
        return int(text)
    return roman_numerals().get(text)


def side_value(side: str) -> Fraction | None:
    """The value of one side such as "12+3*4", "-5" or "XI+I", or None if it divides by zero,
    misses a number or has a letter string that is no Roman numeral."""
    tokens = _TOKEN.findall(side)
    negative = tokens[:1] == ["-"]
    tokens = tokens[negative:]
    numbers = [_number(number) for number in tokens[::2]]
    if None in numbers or len(tokens) % 2 == 0:
        return None
    total = Fraction(0)
    term = Fraction(-numbers[0] if negative else numbers[0])
    for operator, value in zip(tokens[1::2], numbers[1:], strict=True):
        assert value is not None
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
