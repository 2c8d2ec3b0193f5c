"""The shapes of digits, letters and operators as sets of stick slots, and what changing one costs.

A glyph set says how numbers are drawn; each uses its own kind of number cell, so a layout's cell
kinds tell which set it was made with and every reader (solver, checker, board) follows them.

- "standard": the seven-segment table of the original game, segments a (top), b (upper right),
  c (lower right), d (bottom), e (lower left), f (upper left), g (middle). Cell kind "digit".
- "flexible": the same slots, with more shapes: 6 and 9 with or without their tail, 7 with three
  or four sticks, 1 on either side of its cell. Cell kind "flexible". Its layouts also have a
  "sign" cell before the first number of each side, empty or holding a leading minus (slot h).
- "handwritten": standard shapes except 1 as one stick (i, through the middle of the cell), 7 as
  two (a and the long diagonal k) and 4 as three (f, g and i). Cell kind "handwritten".
- "roman": letters I V X L C D M in "letter" cells (see `ROMAN_SHAPES`); a number's letters have
  an empty "gap" cell before, between and after them, so a stick may form a new letter there.
  Gap cells hold the same letters, drawn narrower, so a number's letters stay close together.

Operator cells share one set of slots so that, when the rules allow it, a stick can travel
between `+`, `-` and `=`: h (middle horizontal), v (vertical), l (lower horizontal), x and y
(diagonals).
"""

from __future__ import annotations

from functools import lru_cache

CellKind = str
"""One of CELL_KINDS: "digit", "flexible", "handwritten", "letter", "gap", "sign" or "symbol"."""

GLYPH_SETS = ("standard", "flexible", "handwritten", "roman")
NUMBER_KIND: dict[str, CellKind] = {
    "standard": "digit",
    "flexible": "flexible",
    "handwritten": "handwritten",
    "roman": "letter",
}
SET_OF_KIND: dict[CellKind, str] = {kind: name for name, kind in NUMBER_KIND.items()}

DIGIT_SEGMENTS = "abcdefg"
SYMBOL_SEGMENTS = "hvlxy"
# Roman letter slots: p q the V; r s the X; i the I; u (left upright), w (foot) and t (top)
# make L (u w) and C (t u w, a square bracket); m n the point of the D (u m n); j k the inner V
# and z the right upright of the M (u j k z). The I comes after the X it crosses: a board gives
# the later of two crossing places to a pointer on both.
LETTER_SEGMENTS = "pqrsiutwmnjkz"

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

ROMAN_SHAPES: dict[str, frozenset[str]] = {
    "": frozenset(),
    "I": frozenset("i"),
    "V": frozenset("pq"),
    "X": frozenset("rs"),
    "L": frozenset("uw"),
    "C": frozenset("tuw"),
    "D": frozenset("umn"),
    "M": frozenset("ujkz"),
}
ROMAN_LETTERS = "IVXLCDM"

ALL_OPERATORS = "+-*/"


def _variants(
    shapes: dict[str, frozenset[str]], more: dict[str, str] | None = None
) -> dict[str, tuple[frozenset[str], ...]]:
    """Each glyph's shapes, the usual one first; `more` adds shapes, such as {"6": "cdefg"}."""
    table = {glyph: (shape,) for glyph, shape in shapes.items()}
    for glyph, extra in (more or {}).items():
        table[glyph] = (*table[glyph], *(frozenset(shape) for shape in extra.split()))
    return table


_HANDWRITTEN = {**DIGIT_SHAPES, "1": frozenset("i"), "4": frozenset("fgi"), "7": frozenset("ak")}
_FLEXIBLE = {"1": "ef", "6": "cdefg", "7": "abcf", "9": "abcfg"}

VARIANTS: dict[CellKind, dict[str, tuple[frozenset[str], ...]]] = {
    "digit": _variants(DIGIT_SHAPES),
    "flexible": _variants(DIGIT_SHAPES, _FLEXIBLE),
    "handwritten": _variants(_HANDWRITTEN),
    "letter": _variants(ROMAN_SHAPES),
    "gap": _variants(ROMAN_SHAPES),
    "sign": {"": (frozenset(),), "-": (frozenset("h"),)},
    "symbol": _variants(SYMBOL_SHAPES),
}
"""Every shape each glyph may take, per cell kind; the first is the one drawn by default."""

CELL_KINDS = tuple(VARIANTS)

SEGMENTS: dict[CellKind, str] = {
    "digit": DIGIT_SEGMENTS,
    "flexible": DIGIT_SEGMENTS,
    "handwritten": DIGIT_SEGMENTS + "ik",
    "letter": LETTER_SEGMENTS,
    "gap": LETTER_SEGMENTS,
    "sign": "h",
    "symbol": SYMBOL_SEGMENTS,
}

SHAPES: dict[CellKind, dict[str, frozenset[str]]] = {
    kind: {glyph: shapes[0] for glyph, shapes in table.items()} for kind, table in VARIANTS.items()
}

GLYPH_OF_SHAPE: dict[CellKind, dict[frozenset[str], str]] = {
    kind: {shape: glyph for glyph, shapes in table.items() for shape in shapes}
    for kind, table in VARIANTS.items()
}

NUMBER_KINDS = frozenset(("digit", "flexible", "handwritten", "letter", "gap"))
"""Cell kinds that hold part of a number; "sign" cells hold a number's leading minus."""


def kind_of_glyph(glyph: str) -> CellKind:
    """The kind of standard cell that shows `glyph` (a digit or one of `+ - * / =`)."""
    return "digit" if glyph in DIGIT_SHAPES else "symbol"


def shape_of(glyph: str, kind: CellKind | None = None) -> frozenset[str]:
    """The usual segments of `glyph` in a cell of `kind` (by default a standard cell)."""
    return SHAPES[kind or kind_of_glyph(glyph)][glyph]


@lru_cache(maxsize=4096)
def change_cost(sticks: frozenset[str], glyph: str) -> tuple[int, int]:
    """(sticks taken out, sticks put in) to turn a standard cell holding `sticks` into `glyph`.

    A rearrangement inside one cell, such as 0 -> 6 or 2 -> 3, costs one of each. Memoized:
    generating a puzzle asks it tens of thousands of times about a few hundred shapes.
    """
    shape = shape_of(glyph)
    return len(sticks - shape), len(shape - sticks)


@lru_cache(maxsize=4096)
def cell_options(kind: CellKind, sticks: frozenset[str]) -> tuple[tuple[int, int, str], ...]:
    """(taken, put, glyph) for every way a cell of `kind` holding `sticks` can show a glyph,
    cheapest shape first; a glyph with several shapes is listed once per distinct cost."""
    options: dict[tuple[int, int, str], None] = {}
    for glyph, shapes in VARIANTS[kind].items():
        costs = sorted((len(sticks - shape), len(shape - sticks)) for shape in shapes)
        for taken, put in costs:
            options[taken, put, glyph] = None
    return tuple(options)


@lru_cache(maxsize=4096)
def shapes_by_cost(
    kind: CellKind, sticks: frozenset[str], glyph: str
) -> tuple[tuple[tuple[int, int], frozenset[str]], ...]:
    """((taken, put), shape) for the shapes of `glyph` a cell of `kind` holding `sticks` can
    take, the first shape of each cost, cheapest first. Remembered: placing a solution's
    glyphs asks it of every cell, and judging a worksheet's candidates places thousands."""
    found: dict[tuple[int, int], frozenset[str]] = {}
    for shape in VARIANTS[kind][glyph]:
        found.setdefault((len(sticks - shape), len(shape - sticks)), shape)
    return tuple(sorted(found.items()))
