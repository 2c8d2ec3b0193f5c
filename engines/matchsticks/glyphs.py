"""The shapes of digits and operators as sets of stick slots, and what changing one costs.

The digit shapes are the seven-segment table of the original matchstick game: segments a (top),
b (upper right), c (lower right), d (bottom), e (lower left), f (upper left), g (middle). Operator
cells share one set of slots so that, when the rules allow it, a stick can travel between `+`, `-`
and `=`: h (middle horizontal), v (vertical), l (lower horizontal), x and y (diagonals).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Literal

CellKind = Literal["digit", "symbol"]

DIGIT_SEGMENTS = "abcdefg"
SYMBOL_SEGMENTS = "hvlxy"
SEGMENTS: dict[CellKind, str] = {"digit": DIGIT_SEGMENTS, "symbol": SYMBOL_SEGMENTS}

# The seed's table, one row per digit, columns a..g.
_SEVEN_SEGMENT_TABLE = (
    "1111110",
    "0110000",
    "1101101",
    "1111001",
    "0110011",
    "1011011",
    "1011111",
    "1110000",
    "1111111",
    "1111011",
)

DIGIT_SHAPES: dict[str, frozenset[str]] = {
    str(digit): frozenset(seg for seg, bit in zip(DIGIT_SEGMENTS, row, strict=True) if bit == "1")
    for digit, row in enumerate(_SEVEN_SEGMENT_TABLE)
}

SYMBOL_SHAPES: dict[str, frozenset[str]] = {
    "+": frozenset("hv"),
    "-": frozenset("h"),
    "=": frozenset("hl"),
    "*": frozenset("xy"),
    "/": frozenset("x"),
}

ALL_OPERATORS = "+-*/"

SHAPES: dict[CellKind, dict[str, frozenset[str]]] = {
    "digit": DIGIT_SHAPES,
    "symbol": SYMBOL_SHAPES,
}

GLYPH_OF_SHAPE: dict[CellKind, dict[frozenset[str], str]] = {
    kind: {shape: glyph for glyph, shape in shapes.items()} for kind, shapes in SHAPES.items()
}


def kind_of_glyph(glyph: str) -> CellKind:
    """The kind of cell that shows `glyph` (a digit or one of `+ - * / =`)."""
    return "digit" if glyph in DIGIT_SHAPES else "symbol"


def shape_of(glyph: str) -> frozenset[str]:
    """The occupied segments of `glyph`."""
    return SHAPES[kind_of_glyph(glyph)][glyph]


@lru_cache(maxsize=4096)
def change_cost(sticks: frozenset[str], glyph: str) -> tuple[int, int]:
    """(sticks taken out, sticks put in) to turn a cell holding `sticks` into `glyph`.

    A rearrangement inside one cell, such as 0 -> 6 or 2 -> 3, costs one of each. Memoized:
    generating a puzzle asks it tens of thousands of times about a few hundred shapes.
    """
    shape = shape_of(glyph)
    return len(sticks - shape), len(shape - sticks)
