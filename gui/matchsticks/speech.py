"""What a screen reader hears about the matchstick board, kept up to date as play goes on.

The board's accessible name reads the equation on it ("Matchstick board: 9 − 7 = 2"); its
description says where the keyboard cursor is and which stick is in hand. Both follow the
language, and assistive tools are told when they change.
"""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleEvent

from engines.matchsticks import Layout, Slot
from gui.matchsticks.painting import display_equation


class BoardSpeech:
    """The board's accessible name and description (a mixin for `MatchBoard`)."""

    def place_name(self, slot: Slot) -> str:
        """Where a slot is in its cell, in words."""
        names = {
            "a": self.tr("top"),
            "b": self.tr("upper right"),
            "c": self.tr("lower right"),
            "d": self.tr("bottom"),
            "e": self.tr("lower left"),
            "f": self.tr("upper left"),
            "g": self.tr("middle"),
            "h": self.tr("middle bar"),
            "v": self.tr("upright bar"),
            "l": self.tr("lower bar"),
            "x": self.tr("first diagonal"),
            "y": self.tr("second diagonal"),
        }
        return names[slot[1]]

    def spoken_equation(self, layout: Layout) -> str:
        """The equation as shown, with “?” for a cell whose sticks form no digit or sign."""
        return display_equation("".join(glyph or "?" for glyph in layout.glyphs())).strip()

    def spoken_place(self, layout: Layout, slot: Slot) -> str:
        cell, _ = slot
        glyph = display_equation(layout.glyph(cell) or "?").strip()
        template = (
            self.tr("the {place} stick of cell {cell} ({glyph})")
            if layout.has_stick(slot)
            else self.tr("the empty {place} place of cell {cell} ({glyph})")
        )
        return template.format(place=self.place_name(slot), cell=cell + 1, glyph=glyph)

    def board_name(self) -> str:
        layout = self.shown_layout()
        if layout is None:
            return self.tr("Matchstick board")
        return self.tr("Matchstick board: {equation}").format(equation=self.spoken_equation(layout))

    def board_description(self) -> str:
        layout = self.shown_layout()
        if layout is None:
            return ""
        parts = []
        holding, source = self.held()
        if holding:
            parts.append(
                self.tr("Holding a spare stick.")
                if source is None
                else self.tr("Holding {place}.").format(
                    place=self.spoken_place(self.current_layout(), source)
                )
            )
        if self.cursor_on_tray():
            parts.append(self.tr("Cursor on the tray."))
        elif self.cursor_slot() is not None:
            parts.append(
                self.tr("Cursor on {place}.").format(
                    place=self.spoken_place(layout, self.cursor_slot())
                )
            )
        parts.append(
            self.tr("Arrow keys move the cursor, Space takes or puts a stick, Enter checks.")
        )
        return " ".join(parts)

    def announce(self) -> None:
        """Refresh the name and description; tell assistive tools what changed."""
        for text, current, setter, kind in (
            (
                self.board_name(),
                self.accessibleName(),
                self.setAccessibleName,
                QAccessible.Event.NameChanged,
            ),
            (
                self.board_description(),
                self.accessibleDescription(),
                self.setAccessibleDescription,
                QAccessible.Event.DescriptionChanged,
            ),
        ):
            if text != current:
                setter(text)
                QAccessible.updateAccessibility(QAccessibleEvent(self, kind))
