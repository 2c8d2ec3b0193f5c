"""What the matchstick board says to a screen reader as play goes on.

The board's accessible name reads the equation on it ("Matchstick board: 9 − 7 = 2"); its
description says where the keyboard cursor is and which stick is in hand. Both follow the
language, and assistive tools are told when they change.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleEvent

from engines.matchsticks import Layout, Slot
from gui.matchsticks.painting import display_equation


class SpokenBoard(Protocol):
    """What the words read from the board (the matchstick board widget offers all of it)."""

    def shown_layout(self) -> Layout | None: ...
    def current_layout(self) -> Layout | None: ...
    def held(self) -> tuple[bool, Slot | None]: ...
    def cursor_on_tray(self) -> bool: ...
    def cursor_slot(self) -> Slot | None: ...
    def accessibleName(self) -> str: ...
    def setAccessibleName(self, name: str) -> None: ...
    def accessibleDescription(self) -> str: ...
    def setAccessibleDescription(self, description: str) -> None: ...


class BoardSpeech(QObject):
    """The board's words: its accessible name and description, and why a move was refused.

    The board hands itself in (as a `SpokenBoard`), so this module never imports the board's.
    """

    def __init__(self, board: SpokenBoard, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._board = board

    def board(self) -> SpokenBoard:
        return self._board

    def place_name(self, layout: Layout, slot: Slot) -> str:
        """Where a slot is in its cell, in words."""
        cell, segment = slot
        if layout.kinds[cell] in ("letter", "gap"):
            return self._letter_place_names()[segment]
        names = {
            "a": self.tr("top"),
            "b": self.tr("upper right"),
            "c": self.tr("lower right"),
            "d": self.tr("bottom"),
            "e": self.tr("lower left"),
            "f": self.tr("upper left"),
            "g": self.tr("middle"),
            "i": self.tr("long upright"),
            "k": self.tr("long slant"),
            "h": self.tr("middle bar"),
            "v": self.tr("upright bar"),
            "l": self.tr("lower bar"),
            "x": self.tr("first diagonal"),
            "y": self.tr("second diagonal"),
        }
        return names[segment]

    def _letter_place_names(self) -> dict[str, str]:
        """The places of a Roman letter cell, named by the letters that use them."""
        return {
            "i": self.tr("upright of I"),
            "p": self.tr("left stroke of V"),
            "q": self.tr("right stroke of V"),
            "r": self.tr("falling stroke of X"),
            "s": self.tr("rising stroke of X"),
            "u": self.tr("left upright"),
            "t": self.tr("top bar"),
            "w": self.tr("foot bar"),
            "m": self.tr("upper stroke of D"),
            "n": self.tr("lower stroke of D"),
            "j": self.tr("left inner stroke of M"),
            "k": self.tr("right inner stroke of M"),
            "z": self.tr("right upright"),
        }

    def spoken_equation(self, layout: Layout) -> str:
        """The equation as shown, with “?” for a cell whose sticks form no digit, letter or
        sign (an empty Roman or sign cell says nothing)."""
        return display_equation("".join(glyph or "?" for glyph in layout.glyphs())).strip()

    def spoken_place(self, layout: Layout, slot: Slot) -> str:
        cell, _ = slot
        glyph = display_equation(layout.glyph(cell) or "?").strip()
        template = (
            self.tr("the {place} stick of cell {cell} ({glyph})")
            if layout.has_stick(slot)
            else self.tr("the empty {place} place of cell {cell} ({glyph})")
        )
        return template.format(place=self.place_name(layout, slot), cell=cell + 1, glyph=glyph)

    def board_name(self) -> str:
        layout = self.board().shown_layout()
        if layout is None:
            return self.tr("Matchstick board")
        return self.tr("Matchstick board: {equation}").format(equation=self.spoken_equation(layout))

    def board_description(self) -> str:
        board = self.board()
        layout = board.shown_layout()
        if layout is None:
            return ""
        parts = []
        holding, source = board.held()
        if holding:
            parts.append(
                self.tr("Holding a spare stick.")
                if source is None
                else self.tr("Holding {place}.").format(
                    place=self.spoken_place(board.current_layout(), source)
                )
            )
        if board.cursor_on_tray():
            parts.append(self.tr("Cursor on the tray."))
        elif board.cursor_slot() is not None:
            parts.append(
                self.tr("Cursor on {place}.").format(
                    place=self.spoken_place(layout, board.cursor_slot())
                )
            )
        parts.append(
            self.tr("Arrow keys move the cursor, Space takes or puts a stick, Enter checks.")
        )
        joined = parts[0]
        for part in parts[1:]:
            joined = self.tr("{sentences} {sentence}").format(sentences=joined, sentence=part)
        return joined

    def announce(self) -> None:
        """Refresh the board's name and description; tell assistive tools what changed."""
        board = self.board()
        name, description = self.board_name(), self.board_description()
        if name != board.accessibleName():
            board.setAccessibleName(name)
            QAccessible.updateAccessibility(QAccessibleEvent(board, QAccessible.Event.NameChanged))
        if description != board.accessibleDescription():
            board.setAccessibleDescription(description)
            QAccessible.updateAccessibility(
                QAccessibleEvent(board, QAccessible.Event.DescriptionChanged)
            )
