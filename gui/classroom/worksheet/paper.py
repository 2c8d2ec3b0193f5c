"""What the worksheet's pages and its answer key share: sizes on the paper, text, and the
names of the matchstick tasks.

Sizes are given in millimetres and points and converted with the device's resolution, so the
same drawing fits a PDF, a printer and the print preview.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPagedPaintDevice, QPainter

from engines.matchsticks import Puzzle
from gui.classroom.worksheet.drawings import INK
from gui.classroom.worksheet.language import SheetLanguage

TASKS = {
    ("move", False): QT_TRANSLATE_NOOP("Worksheet", "Move 1 stick"),
    ("move", True): QT_TRANSLATE_NOOP("Worksheet", "Move {count} sticks"),
    ("add", False): QT_TRANSLATE_NOOP("Worksheet", "Add 1 stick"),
    ("add", True): QT_TRANSLATE_NOOP("Worksheet", "Add {count} sticks"),
    ("remove", False): QT_TRANSLATE_NOOP("Worksheet", "Take away 1 stick"),
    ("remove", True): QT_TRANSLATE_NOOP("Worksheet", "Take away {count} sticks"),
}


def task_text(language: SheetLanguage, puzzle: Puzzle) -> str:
    """"Move 1 stick", "Add 2 sticks", ... in the sheet's language."""
    return language.tr(TASKS[puzzle.kind, puzzle.count > 1], count=puzzle.count)


Paint = Callable[[QPainter, QRectF], None]


@dataclass(frozen=True)
class Block:
    """A piece of the answer key: how tall it is and how to draw it in a rectangle."""

    height: float
    paint: Paint


class Paper:
    """Sizes on one device: millimetres and points to device pixels, fonts and their metrics."""

    def __init__(self, device: QPagedPaintDevice, language: SheetLanguage) -> None:
        self.device = device
        self.language = language
        self.mm = device.logicalDpiY() / 25.4
        self.width = float(device.width())
        self.height = float(device.height())

    def font(self, points: float, bold: bool = False) -> QFont:
        return self.language.font(points, bold)

    def line_height(self, font: QFont) -> float:
        return QFontMetricsF(font, self.device).height()

    def metrics(self, font: QFont) -> QFontMetricsF:
        return QFontMetricsF(font, self.device)


def draw_text(painter: QPainter, rect: QRectF, font: QFont, text: str, flags: int = 0) -> None:
    """`text` in ink at the top left of `rect` (or as `flags` align it)."""
    painter.setFont(font)
    painter.setPen(INK)
    align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
    painter.drawText(rect, int(align) | flags, text)
