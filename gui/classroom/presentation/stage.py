"""The puzzle itself, drawn as large as the space allows: cards with big values, or sticks.

Projected in a classroom, the card values must be readable from the back row: on a 1920x1080
screen they are at least 120 pixels tall. The cards are plain white with the value in the
middle (the printed worksheet's cards, scaled up); sticks are light wood on the felt.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from engines.classroom.worksheet import Entry
from gui.classroom.worksheet.drawings import card_height, draw_cards, draw_equation, value_share

STICK_BODY = QColor(Qt.GlobalColor.white)
STICK_HEAD = QColor(Qt.GlobalColor.red)
"""On the felt the sticks are light with red heads, like real matches, not printer's ink."""
MARGIN_SHARE = 0.03


class Stage(QWidget):
    """Paints one entry's puzzle; the rest of the window is ordinary widgets around it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("presentationStage")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.entry: Entry | None = None

    def show_entry(self, entry: Entry | None) -> None:
        self.entry = entry
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(800, 360)

    def drawing_area(self) -> QRectF:
        margin = min(self.width(), self.height()) * MARGIN_SHARE
        return QRectF(self.rect()).adjusted(margin, margin, -margin, -margin)

    def value_pixel_size(self) -> int:
        """The pixel size of the smallest card value's font (0 without a hand)."""
        if self.entry is None or not self.entry.hand:
            return 0
        height = card_height(self.drawing_area(), len(self.entry.hand))
        return round(height * min(value_share(name) for name in self.entry.card_names))

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.entry is None:
            return
        painter = QPainter(self)
        area = self.drawing_area()
        if self.entry.puzzle is not None:
            draw_equation(
                painter, area, self.entry.puzzle.start, ink=STICK_BODY, head=STICK_HEAD
            )
        else:
            draw_cards(painter, area, self.entry.card_names, self.font())
        painter.end()
