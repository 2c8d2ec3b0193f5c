"""Where cells and sticks are drawn, in board units: a digit cell is 1.0 wide and 2.0 tall.

Kept in the engine so the board widget, hint arrows and tests agree on one geometry. The y axis
points down, as on screen. Symbol cells are narrower than digits; cells are separated by a gap.
"""

from __future__ import annotations

from engines.common import of_type, refuse, whole_number
from engines.matchsticks.model import Layout, Slot

DIGIT_WIDTH = 1.0
SYMBOL_WIDTH = 0.8
CELL_HEIGHT = 2.0
CELL_GAP = 0.3

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
# Operator sticks sit around the digits' middle line: "-" is h, "=" is h over l, "+" is h
# crossed by v, "*" is the cross of the diagonals x and y, "/" is x alone.
_SYMBOL_LINES: dict[str, tuple[float, float, float, float]] = {
    "h": (0.05, 0.85, 0.75, 0.85),
    "v": (0.4, 0.5, 0.4, 1.2),
    "l": (0.05, 1.15, 0.75, 1.15),
    "x": (0.1, 1.3, 0.7, 0.5),
    "y": (0.1, 0.5, 0.7, 1.3),
}


def _width(layout: Layout, cell: int) -> float:
    return DIGIT_WIDTH if layout.kinds[cell] == "digit" else SYMBOL_WIDTH


def cell_box(layout: Layout, cell: int) -> tuple[float, float, float, float]:
    """(x, y, width, height) of one cell."""
    of_type(layout, Layout, "a layout")
    whole_number(cell, "a cell", 0, len(layout.kinds) - 1)
    x = sum(_width(layout, before) + CELL_GAP for before in range(cell))
    return x, 0.0, _width(layout, cell), CELL_HEIGHT


def slot_line(layout: Layout, slot: Slot) -> tuple[float, float, float, float]:
    """(x1, y1, x2, y2): the centre line of the stick in `slot`."""
    if not of_type(layout, Layout, "a layout").has_slot(slot):
        raise refuse("a slot", slot)
    cell, segment = slot
    x, y, _, _ = cell_box(layout, cell)
    lines = _DIGIT_LINES if layout.kinds[cell] == "digit" else _SYMBOL_LINES
    x1, y1, x2, y2 = lines[segment]
    return x + x1, y + y1, x + x2, y + y2


def board_size(layout: Layout) -> tuple[float, float]:
    """(width, height) of the whole equation."""
    of_type(layout, Layout, "a layout")
    if not layout.kinds:
        return 0.0, CELL_HEIGHT
    x, _, width, height = cell_box(layout, len(layout.kinds) - 1)
    return x + width, height
