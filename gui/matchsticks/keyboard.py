"""Playing the matchstick board without a mouse: a cursor over its places, and the Space key.

The arrow keys move the cursor to the nearest place in that direction: every place a stick can
lie under the puzzle's rules, with or without a stick, and the tray of spare sticks when the
puzzle has one; its frame shows after keyboard focus (Tab, a shortcut) or a key, and goes at a
mouse press; focus given otherwise (the game coming on screen) shows it at the first key.
Space does what a click there would: take the stick, put the held one down, add a spare stick,
take a stick away. Esc puts a held stick back; Enter travels on to the window, which checks.

`KeyboardPlay` is mixed into `MatchBoard` and uses only the board's public actions.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent

from engines.matchsticks import Move, Slot, slot_line
from engines.matchsticks.legality import usable_places
from gui.matchsticks.painting import BoardGeometry

TRAY = "tray"
"""The cursor stop on the spare-stick tray."""
Stop = Slot | str

DIRECTIONS = {
    Qt.Key.Key_Left: (-1.0, 0.0),
    Qt.Key.Key_Right: (1.0, 0.0),
    Qt.Key.Key_Up: (0.0, -1.0),
    Qt.Key.Key_Down: (0.0, 1.0),
}
# Sticks that cross share a middle (the bars of +, the diagonals of ×); each is taken to lie a
# little off it, in board units, so an arrow key can go from one to the other.
CROSSING_NUDGE = {"v": (0.0, -0.15), "x": (-0.15, 0.0), "y": (0.15, 0.0)}
# Sideways distance counts this many times more than distance along the arrow's direction.
SIDEWAYS_WEIGHT = 2.0


def nearest_in_direction(
    here: tuple[float, float],
    stops: dict[Stop, tuple[float, float]],
    direction: tuple[float, float],
) -> Stop | None:
    """The stop nearest to `here` that lies ahead in `direction` (None when nothing does)."""
    dx, dy = direction
    best: tuple[float, Stop] | None = None
    for stop, (x, y) in stops.items():
        ahead = (x - here[0]) * dx + (y - here[1]) * dy
        if ahead <= 1e-6:
            continue
        sideways = abs((x - here[0]) * dy - (y - here[1]) * dx)
        score = ahead + SIDEWAYS_WEIGHT * sideways
        if best is None or score < best[0]:
            best = (score, stop)
    return None if best is None else best[1]


def stop_centres(
    geometry: BoardGeometry, with_tray: bool, places: tuple[Slot, ...]
) -> dict[Stop, tuple[float, float]]:
    """Every cursor stop (the `places`, and the tray) and its middle, in board units."""
    layout = geometry.layout
    centres: dict[Stop, tuple[float, float]] = {}
    for slot in places:
        x1, y1, x2, y2 = slot_line(layout, slot)
        nudge_x, nudge_y = CROSSING_NUDGE.get(slot[1], (0.0, 0.0))
        centres[slot] = ((x1 + x2) / 2 + nudge_x, (y1 + y2) / 2 + nudge_y)
    if with_tray:
        x, y, width, height = geometry.tray_box()
        centres[TRAY] = (x + width / 2, y + height / 2)
    return centres


_KEYBOARD_FOCUS = (
    Qt.FocusReason.TabFocusReason,
    Qt.FocusReason.BacktabFocusReason,
    Qt.FocusReason.ShortcutFocusReason,
)
_FOCUS_BACK = (Qt.FocusReason.ActiveWindowFocusReason, Qt.FocusReason.PopupFocusReason)


class KeyboardPlay:
    """The cursor and the keys of the board (a mixin for `MatchBoard`)."""

    _cursor: Stop | None = None
    _cursor_shown = False
    """Whether the cursor frame is drawn: after a key or keyboard focus, not after the mouse."""

    # Test hooks.

    def cursor_slot(self) -> Slot | None:
        """The slot under the keyboard cursor (None on the tray or before there is a board)."""
        return None if self._cursor in (None, TRAY) else self._cursor

    def cursor_places(self) -> tuple[Slot, ...]:
        """Where the cursor stops: every place a stick can lie under the puzzle's rules (no
        diagonals or bars that no allowed sign uses)."""
        puzzle = self.puzzle()
        return () if puzzle is None else usable_places(puzzle, self._rules)

    def shows_cursor(self) -> bool:
        """Whether the cursor frame is drawn now (keyboard play, the board focused)."""
        return self._cursor_shown and self.hasFocus() and self._cursor is not None

    def cursor_on_tray(self) -> bool:
        return self._cursor == TRAY

    # Moving the cursor.

    def reset_cursor(self) -> None:
        """Put the cursor on the board's first stick (its first place when it has none)."""
        layout = self.current_layout()
        places = self.cursor_places()
        if layout is None or not places:
            self._cursor = None
        else:
            self._cursor = next((slot for slot in places if layout.has_stick(slot)), places[0])
        self.cursor_moved()

    def move_cursor(self, direction: tuple[float, float]) -> bool:
        """Move the cursor to the nearest place in `direction`; False at the board's edge."""
        if self.current_layout() is None:
            return False
        if self._cursor is None:
            self.reset_cursor()
            return True
        centres = stop_centres(self._geometry(), self._with_tray(), self.cursor_places())
        here = centres.get(self._cursor)
        if here is None:
            self.reset_cursor()
            return True
        del centres[self._cursor]
        target = nearest_in_direction(here, centres, direction)
        if target is None:
            return False
        self._cursor = target
        self.cursor_moved()
        return True

    def cursor_moved(self) -> None:
        self.update()
        self.announce()

    # Space: what a click on the cursor's place would do.

    def act_at_cursor(self) -> None:
        layout = self.current_layout()
        if layout is None or self._cursor is None:
            return
        if self.is_previewing():
            self.leave_preview()
            return
        holding, source = self.held()
        if self._cursor == TRAY:
            self._act_on_tray(holding, source)
        elif self.puzzle().kind == "remove":
            self.remove_stick(self._cursor)
        elif holding:
            self._put_down(self._cursor, source)
        elif layout.has_stick(self._cursor):
            self.pick_stick(self._cursor)
        elif (
            self.puzzle().kind == "add"
            and self._cursor in self.open_slots()
            and self.pick_stick(None)
        ):
            self.place_stick(self._cursor)
        self.announce()

    def _act_on_tray(self, holding: bool, source: Slot | None) -> None:
        if not holding:
            if self.puzzle().kind == "add":
                self.pick_stick(None)
        elif source is None:
            self.cancel_pick()
        else:
            self.place_stick(None)

    def _put_down(self, slot: Slot, source: Slot | None) -> None:
        """Space with a stick in hand: put it down, or keep holding it and say why not."""
        if slot == source:
            self.cancel_pick()
            return
        refusal = self.refusal_of(Move(source, slot))
        if refusal is None:
            self.place_stick(slot)
        else:
            self.refuse(refusal)

    def keyboard_target(self) -> Slot | None:
        """The open place under the cursor while a stick is in hand (it is lit up)."""
        holding, source = self.held()
        slot = self.cursor_slot()
        if not holding or slot is None or slot == source or slot not in self.open_slots():
            return None
        return slot

    def cursor_point(self) -> QPointF | None:
        """The middle of the cursor's place in widget pixels (where a held stick hovers)."""
        if self._cursor is None or self.current_layout() is None:
            return None
        geometry = self._geometry()
        centres = stop_centres(geometry, self._with_tray(), self.cursor_places())
        x, y = centres.get(self._cursor, (math.nan, math.nan))
        return None if math.isnan(x) else geometry.point(x, y)

    # Events.

    def handle_key(self, event: QKeyEvent) -> bool:
        """Arrows, Space and Esc; False for keys that travel on (Enter checks in the window)."""
        key = event.key()
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        if key in (*DIRECTIONS, Qt.Key.Key_Space, Qt.Key.Key_Escape):
            self._cursor_shown = True
        if key in DIRECTIONS:
            self._pointer = None
            self.move_cursor(DIRECTIONS[key])
            return True
        if key == Qt.Key.Key_Space:
            self._pointer = None
            self.act_at_cursor()
            return True
        if key == Qt.Key.Key_Escape and (self.held()[0] or self.is_previewing()):
            self.cancel_pick()
            self.leave_preview()
            self.announce()
            return True
        return False

    def focusInEvent(self, event: QFocusEvent) -> None:
        reason = event.reason()
        if reason not in _FOCUS_BACK:  # the window or a menu giving the focus back keeps it
            self._cursor_shown = reason in _KEYBOARD_FOCUS
        if self._cursor is None:
            self.reset_cursor()
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusOutEvent(event)
