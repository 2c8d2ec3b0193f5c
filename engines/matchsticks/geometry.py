"""Where cells and sticks are drawn, in board units: a digit cell is 1.0 wide and 2.0 tall.

Kept in the engine so the board widget, hint arrows and tests agree on one geometry. The y axis
points down, as on screen. Symbol and sign cells are narrower than digits and letters; cells are
separated by a gap: narrow between the digits of one number, wide around an operator, so
`643-901=834` reads as three numbers (a 1 stands at the right of its cell). Handwritten digits
add two long sticks (i, the upright of 1 and 4; k, the slant of 7); Roman letters are drawn
from uprights, diagonals and bars (see `glyphs`).
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from engines.common import of_type, refuse, whole_number
from engines.matchsticks.model import Layout, Slot

DIGIT_WIDTH = 1.0
SYMBOL_WIDTH = 0.8
GAP_WIDTH = 0.5
CELL_HEIGHT = 2.0
DIGIT_GAP = 0.2
"""Between the digits of one number (and a number's sign and its first digit)."""
CELL_GAP = 0.55
"""Between a number and an operator: wider than any gap inside a number."""
LETTER_GAP = 0.05
"""Between the cells of one Roman number, which read as one word."""

# Stick centre lines relative to the cell's top-left corner. Digit sticks are 0.8 long.
_DIGIT_LINES: dict[str, tuple[float, float, float, float]] = {
    "a": (0.1, 0.1, 0.9, 0.1),
    "b": (0.9, 0.15, 0.9, 0.95),
    "c": (0.9, 1.05, 0.9, 1.85),
    "d": (0.1, 1.9, 0.9, 1.9),
    "e": (0.1, 1.05, 0.1, 1.85),
    "f": (0.1, 0.15, 0.1, 0.95),
    "g": (0.1, 1.0, 0.9, 1.0),
}
_HANDWRITTEN_LINES = {
    **_DIGIT_LINES,
    "i": (0.55, 0.15, 0.55, 1.85),
    "k": (0.9, 0.15, 0.35, 1.85),
}
# Letters fill the height a digit's uprights span, so a Roman equation reads at the same size.
_TOP, _MIDDLE, _BOTTOM = 0.15, 1.0, 1.85
_LETTER_LINES: dict[str, tuple[float, float, float, float]] = {
    "i": (0.5, _TOP, 0.5, _BOTTOM),
    "p": (0.1, _TOP, 0.5, _BOTTOM),
    "q": (0.5, _BOTTOM, 0.9, _TOP),
    "r": (0.1, _TOP, 0.9, _BOTTOM),
    "s": (0.1, _BOTTOM, 0.9, _TOP),
    "u": (0.15, _TOP, 0.15, _BOTTOM),
    "t": (0.15, _TOP, 0.85, _TOP),
    "w": (0.15, _BOTTOM, 0.85, _BOTTOM),
    "m": (0.15, _TOP, 0.85, _MIDDLE),
    "n": (0.85, _MIDDLE, 0.15, _BOTTOM),
    "j": (0.15, _TOP, 0.5, _MIDDLE),
    "k": (0.5, _MIDDLE, 0.85, _TOP),
    "z": (0.85, _TOP, 0.85, _BOTTOM),
}
# Operator sticks sit around the digits' middle line: "-" is h, "=" is h over l, "+" is h
# crossed by v, "*" is the cross of the diagonals x and y, "/" is x alone.
_SYMBOL_LINES: dict[str, tuple[float, float, float, float]] = {
    "h": (0.05, 0.85, 0.75, 0.85),
    "v": (0.4, 0.5, 0.4, 1.2),
    "l": (0.05, 1.15, 0.75, 1.15),
    "x": (0.1, 1.3, 0.7, 0.5),
    "y": (0.1, 0.5, 0.7, 1.3),
}


_LINES = {
    "digit": _DIGIT_LINES,
    "flexible": _DIGIT_LINES,
    "handwritten": _HANDWRITTEN_LINES,
    "letter": _LETTER_LINES,
    "gap": _LETTER_LINES,
    "sign": _SYMBOL_LINES,
    "symbol": _SYMBOL_LINES,
}


_WIDTHS = {"symbol": SYMBOL_WIDTH, "sign": SYMBOL_WIDTH, "gap": GAP_WIDTH}
_ROMAN = frozenset(("letter", "gap"))
_DIGITS = frozenset(("digit", "flexible", "handwritten"))


def _width(layout: Layout, cell: int) -> float:
    return _WIDTHS.get(layout.kinds[cell], DIGIT_WIDTH)


def _gap_after(layout: Layout, cell: int) -> float:
    kind, following = layout.kinds[cell], layout.kinds[cell + 1]
    if {kind, following} <= _ROMAN:
        return LETTER_GAP
    if following in _DIGITS and (kind in _DIGITS or kind == "sign"):
        return DIGIT_GAP
    return CELL_GAP


def cell_box(layout: Layout, cell: int) -> tuple[float, float, float, float]:
    """(x, y, width, height) of one cell."""
    of_type(layout, Layout, "a layout")
    whole_number(cell, "a cell", 0, len(layout.kinds) - 1)
    x = sum(_width(layout, before) + _gap_after(layout, before) for before in range(cell))
    return x, 0.0, _width(layout, cell), CELL_HEIGHT


def slot_line(layout: Layout, slot: Slot) -> tuple[float, float, float, float]:
    """(x1, y1, x2, y2): the centre line of the stick in `slot`."""
    if not of_type(layout, Layout, "a layout").has_slot(slot):
        raise refuse("a slot", slot)
    cell, segment = slot
    x, y, _, _ = cell_box(layout, cell)
    x1, y1, x2, y2 = _LINES[layout.kinds[cell]][segment]
    if layout.kinds[cell] == "gap":
        # Letter lines are drawn for a cell 1.0 wide: a gap squeezes them.
        x1, x2 = x1 * GAP_WIDTH, x2 * GAP_WIDTH
    return x + x1, y + y1, x + x2, y + y2


def board_size(layout: Layout) -> tuple[float, float]:
    """(width, height) of the whole equation."""
    of_type(layout, Layout, "a layout")
    if not layout.kinds:
        return 0.0, CELL_HEIGHT
    x, _, width, height = cell_box(layout, len(layout.kinds) - 1)
    return x + width, height


def nearest_slot(
    layout: Layout, point: tuple[float, float], slots: Iterable[Slot], reach: float, tie: float
) -> Slot | None:
    """The slot among `slots` whose centre line passes closest to `point`, if within `reach`.

    Lines within `tie` of the closest count as equally close. Of those, where sticks cross (the
    `+` sign) the later-drawn one wins, as it lies on top; where several pass through the point
    (the middle of a Roman letter's place), those centred nearest to it come first, so the
    middle picks the I, not a stroke of M.
    """
    x, y = point
    near = []
    for slot in slots:
        x1, y1, x2, y2 = slot_line(layout, slot)
        distance = _distance_to_segment(x, y, (x1, y1, x2, y2))
        if distance <= reach:
            near.append((distance, math.hypot(x - (x1 + x2) / 2, y - (y1 + y2) / 2), slot))
    if not near:
        return None
    closest = min(distance for distance, _, _ in near)
    tied = [(middle, slot) for distance, middle, slot in near if distance <= closest + tie]
    centred = min(middle for middle, _ in tied)
    return [slot for middle, slot in tied if middle <= centred + tie][-1]


def _distance_to_segment(x: float, y: float, line: tuple[float, float, float, float]) -> float:
    x1, y1, x2, y2 = line
    dx, dy = x2 - x1, y2 - y1
    length_squared = dx * dx + dy * dy
    t = 0.0 if length_squared == 0 else ((x - x1) * dx + (y - y1) * dy) / length_squared
    t = min(1.0, max(0.0, t))
    return math.hypot(x - (x1 + t * dx), y - (y1 + t * dy))
