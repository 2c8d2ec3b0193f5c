"""Text that follows the desktop's text size: each role's size is a share of the app font.

The sizes live in the application's style sheet (this module is the only one to set it),
recomputed whenever the application font changes; the per-widget sheet in `gui.shell.style` holds
only colours and shapes, and the two cascade together.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

FONT_SCALES: tuple[tuple[str, float], ...] = (
    ('QLabel[role="prompt"]', 1.67),
    ('QLabel[role="prompt"][solved="true"]', 2.0),
    ('QLabel[role="counter"]', 1.17),
    ('QLabel[role="target"]', 2.5),
    ('QPushButton[role="key"]', 1.5),
    ('QPushButton[role="tool"]', 1.17),
    ('QPushButton[role="primary"]', 1.33),
    ('QPushButton[role="secondary"]', 1.25),
    ('QPushButton[role="action"]', 1.25),
    ('QFrame[role="scoreStrip"] QLabel', 1.08),
    ('QLabel[role="section"]', 1.0),
    ('QLabel[role="heading"]', 1.08),
    ('QLabel[role="feedback"]', 1.17),
    ("QLineEdit#expressionInput", 1.83),
    ('QListView[role="solutions"]', 1.33),
)
"""Each role's text size as a multiple of the application font, so the whole look grows and
shrinks with the desktop's text size (at the usual 9 pt the prompt is 15 pt, say)."""

REFERENCE_POINTS = 9.0
"""The application font size the pixel measures of this module were drawn for."""

_FONT_FOLLOWER = "puzzleSuiteFontSheet"


def font_sheet(font: QFont) -> str:
    """The application-wide style sheet that sizes each role's text from `font`."""
    points = _points(font)
    return "\n".join(
        f"{selector} {{ font-size: {points * scale:.1f}pt; }}" for selector, scale in FONT_SCALES
    )


class _FontSheet(QObject):
    """Keeps the application's style sheet sized from the application font."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.setObjectName(_FONT_FOLLOWER)
        self._app = app
        app.fontChanged.connect(self.apply)
        self.apply(app.font())

    def apply(self, font: QFont) -> None:
        self._app.setStyleSheet(font_sheet(font))


def follow_application_font() -> None:
    """Size the roles' text from the application font now and whenever that font changes.

    The sizes live in the application's style sheet; `STYLE_SHEET`, which each tab sets on
    itself, holds only colours and shapes, and the two cascade together. Safe to call again.
    """
    app = QApplication.instance()
    if isinstance(app, QApplication) and app.findChild(_FontSheet, _FONT_FOLLOWER) is None:
        _FontSheet(app)


def text_scale() -> float:
    """How much larger than the usual 9 pt the application's text is (never below 1)."""
    return max(1.0, _points(QApplication.font()) / REFERENCE_POINTS)


def _points(font: QFont) -> float:
    """The font's size in points, also for a font sized in pixels (at 96 dpi)."""
    return font.pointSizeF() if font.pointSizeF() > 0 else font.pixelSize() * 0.75
