"""Roman numerals as the matchstick game reads them: only the standard forms count.

A letter string is a number exactly when it is the usual way of writing its value from 1 to
3999: letters from largest to smallest, I X C M repeated at most three times, V L D never
repeated, and the only subtractive pairs IV IX XL XC CD CM. So IIII, VX, IL and XIIX are not
numbers, and there is no zero and no negative number.
"""

from __future__ import annotations

from functools import cache

_PLACES = (
    ("", "M", "MM", "MMM"),
    ("", "C", "CC", "CCC", "CD", "D", "DC", "DCC", "DCCC", "CM"),
    ("", "X", "XX", "XXX", "XL", "L", "LX", "LXX", "LXXX", "XC"),
    ("", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"),
)
LARGEST = 3999


@cache
def to_roman(value: int) -> str:
    """The standard form of `value`, from 1 to LARGEST (remembered: generating a Roman
    worksheet writes the same few hundred numbers hundreds of thousands of times)."""
    if not 1 <= value <= LARGEST:
        raise ValueError(f"{value} has no Roman numeral")
    digits = f"{value:04d}"
    return "".join(place[int(digit)] for place, digit in zip(_PLACES, digits, strict=True))


@cache
def numerals() -> dict[str, int]:
    """Every valid numeral and its value (made on first use: only Roman puzzles need it, and
    making it took longer than the rest of a command line's start)."""
    return {to_roman(value): value for value in range(1, LARGEST + 1)}


@cache
def prefixes() -> frozenset[str]:
    """Every beginning of a valid numeral, the empty string included: a search that builds a
    numeral letter by letter drops a beginning no numeral has."""
    return frozenset(numeral[:end] for numeral in numerals() for end in range(len(numeral) + 1))
