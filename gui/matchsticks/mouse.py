"""Playing the matchstick board with the mouse: press, drag and release, or click and click.

A press on a stick takes it (an open hand shows where one can be taken, a closed hand while one
is held); moving farther than `DRAG_THRESHOLD` makes it a drag, dropped on release; otherwise
a second click puts it down. A right click, or a click where no stick may go, puts it back.
`MousePlay` is mixed into `MatchBoard` and only turns events into the board's named actions
(`pick_stick`, `place_stick`, `cancel_pick`, `remove_stick`); the engine decides the rest.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QLineF, QPointF, Qt
from PySide6.QtGui import QMouseEvent

from engines.matchsticks import Slot, slot_line

# Press-and-move farther than this (pixels) turns a press into a drag.
DRAG_THRESHOLD = 4.0


class MousePlay:
    """The board's mouse handling (a mixin for `MatchBoard`)."""

    _pointer: QPointF | None = None
    _press_at: QPointF | None = None
    _dragging = False

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._cursor_shown = False
        if event.button() == Qt.MouseButton.RightButton and self._holding:
            self.cancel_pick()
            self._show_cursor()
            return
        if event.button() != Qt.MouseButton.LeftButton or self.current_layout() is None:
            super().mousePressEvent(event)
            return
        self._pointer = event.position()
        self._press(self._pointer)
        self._show_cursor()

    def _press(self, point: QPointF) -> None:
        """A press leaves a previewed solution, places a held stick, or takes one."""
        if self._preview is not None:
            self.leave_preview()
        elif self._holding:
            self._drop_at(point)
        elif self._puzzle.kind == "remove":
            slot = self._stick_at(point)
            if slot is not None:
                self.remove_stick(slot)
        else:
            source = None if self._on_tray(point) else self._stick_at(point)
            if (source is not None or self._on_tray(point)) and self.pick_stick(source):
                self._press_at = point
                self._grab_offset = self._held_centre() - point

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self.current_layout() is None:
            return
        self._pointer = event.position()
        self._show_cursor()
        if self._holding and self._press_at is not None:
            travelled = QLineF(self._press_at, self._pointer).length()
            self._dragging = self._dragging or travelled > DRAG_THRESHOLD
        if self._holding:
            self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mouseReleaseEvent(event)
            return
        self._pointer = event.position()
        if self._holding and self._dragging:
            self._drop_at(self._pointer)
        self._press_at = None
        self._dragging = False
        self._show_cursor()

    def _show_cursor(self) -> None:
        """A closed hand while holding, an open hand over a stick that can be taken."""
        if self._holding:
            shape = Qt.CursorShape.ClosedHandCursor
        elif self._preview is None and self._pointer is not None and (
            self._stick_at(self._pointer) is not None or self._on_tray(self._pointer)
        ):
            shape = Qt.CursorShape.OpenHandCursor
        else:
            shape = Qt.CursorShape.ArrowCursor
        if self.cursor().shape() != shape:
            self.setCursor(shape)

    def _drop_at(self, point: QPointF) -> None:
        """Release or second click: place on an empty slot or the tray, else put the stick back."""
        target = self._empty_slot_at(point)
        if target is not None:
            self.place_stick(target)
        elif self._on_tray(point) and self._held_source is not None:
            self.place_stick(None)
        else:
            self.cancel_pick()

    def _stick_at(self, point: QPointF) -> Slot | None:
        layout = self.current_layout()
        return self._geometry().slot_at(point, (s for s in layout.slots() if layout.has_stick(s)))

    def _empty_slot_at(self, point: QPointF) -> Slot | None:
        candidates = self.open_slots()
        if self._held_source is not None:
            candidates = (*candidates, self._held_source)
        return self._geometry().slot_at(point, candidates)

    def _on_tray(self, point: QPointF) -> bool:
        return self._with_tray() and self._geometry().tray_rect().contains(point)

    def _held_centre(self) -> QPointF:
        """The middle of the stick in hand where it lay before it was taken."""
        geometry = self._geometry()
        if self._held_source is None:
            line = geometry.tray_line(0, max(1, self._tray_count()))
        else:
            line = slot_line(geometry.layout, self._held_source)
        tail, head = geometry.ends(line)
        return (tail + head) / 2

    def _target_under_pointer(self) -> Slot | None:
        if not self._holding or self._pointer is None or self._preview is not None:
            return None
        slot = self._empty_slot_at(self._pointer)
        return slot if slot != self._held_source else None

    def leaveEvent(self, event: QEvent) -> None:
        if not self._dragging:
            self._pointer = None
            self.update()
        super().leaveEvent(event)
