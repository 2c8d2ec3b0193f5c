"""The join address as a QR code, drawn from `segno`'s module matrix.

Dark modules on white with the standard four-module quiet zone, whatever the app's theme:
phone cameras read dark-on-light codes best.
"""

from __future__ import annotations

import segno
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap

DARK = QColor(Qt.GlobalColor.black)
LIGHT = QColor(Qt.GlobalColor.white)
QUIET_ZONE = 4


def qr_pixmap(text: str, size: int) -> QPixmap:
    """A square pixmap about `size` pixels wide (whole pixels per module, so it stays sharp)."""
    matrix = segno.make(text, error="m").matrix
    modules = len(matrix) + 2 * QUIET_ZONE
    scale = max(1, size // modules)
    pixmap = QPixmap(modules * scale, modules * scale)
    pixmap.fill(LIGHT)
    painter = QPainter(pixmap)
    for row, line in enumerate(matrix):
        for column, dark in enumerate(line):
            if dark:
                x, y = (column + QUIET_ZONE) * scale, (row + QUIET_ZONE) * scale
                painter.fillRect(QRect(x, y, scale, scale), DARK)
    painter.end()
    return pixmap
