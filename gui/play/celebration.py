"""A solve, celebrated the same way in both games: confetti and a gold glow over the table.

The overlay covers the felt for about a second and lets every click through; its colours are
the theme's (`style.CELEBRATION_COLOURS`). The sound that may go with it is the tab's to
decide (`GameTab`), after the player's "Sound on solve" setting, which is off by default.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEasingCurve, QEvent, QObject, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from gui.shell import style

CELEBRATION_MS = 1000
PIECES = 48
GOLDEN = (math.sqrt(5) - 1) / 2
"""Spreads the pieces evenly across the table without a random number in sight, so a test
can find them."""
GLOW_WIDTH = 10.0


class Celebration(QWidget):
    """`celebration`: confetti falling over `table` while `progress` runs from 0 to 1."""

    def __init__(self, table: QWidget) -> None:
        super().__init__(table)
        self.setObjectName("celebration")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.progress = 0.0
        self.animation = QVariantAnimation(self)
        self.animation.setStartValue(0.0)
        self.animation.setEndValue(1.0)
        self.animation.setDuration(CELEBRATION_MS)
        self.animation.setEasingCurve(QEasingCurve.Type.OutQuad)
        self.animation.valueChanged.connect(self._step)
        self.animation.finished.connect(self.hide)
        table.installEventFilter(self)
        self.hide()

    def play(self) -> None:
        """Start (or start again) the celebration over the whole table."""
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.raise_()
        self.show()
        self.animation.stop()
        self.progress = 0.0
        self.animation.start()

    def is_playing(self) -> bool:
        return self.animation.state() == QVariantAnimation.State.Running

    def _step(self, value: float) -> None:
        self.progress = float(value)
        self.update()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self.parentWidget():
            self.setGeometry(self.parentWidget().rect())
        return False

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fade = 1.0 - self.progress
        glow = QColor(style.CELEBRATION_GLOW)
        glow.setAlphaF(0.85 * fade)
        painter.setPen(QPen(glow, GLOW_WIDTH))
        inset = GLOW_WIDTH / 2
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(inset, inset, -inset, -inset), 16, 16)
        painter.setPen(Qt.PenStyle.NoPen)
        width, height = self.width(), self.height()
        size = max(6.0, min(width, height) / 40)
        for index in range(PIECES):
            colour = QColor(style.CELEBRATION_COLOURS[index % len(style.CELEBRATION_COLOURS)])
            colour.setAlphaF(min(1.0, 2.5 * fade))
            speed = 0.8 + 0.4 * ((index * 7) % 5) / 4
            x = width * ((index * GOLDEN) % 1.0)
            y = height * (-0.15 - 0.5 * ((index * 3 % 8) / 8) + 1.4 * speed * self.progress)
            painter.save()
            painter.translate(x + size * math.sin(6 * self.progress + index), y)
            painter.rotate(index * 37 + 360 * self.progress * speed)
            painter.setBrush(colour)
            painter.drawRect(QRectF(-size / 2, -size / 4, size, size / 2))
            painter.restore()
        painter.end()
