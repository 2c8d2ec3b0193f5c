"""Marks drawn around sticks that must read without colour, and the keyboard cursor.

A stick that moved in, a place it left, a hinted stick and a hinted place each differ by the
line that outlines them, not only by hue, so a colour-blind player (or a grey-scale print) can
tell them apart:

- moved in: the stick, with a solid ring around it;
- left: no stick, only a faint dashed outline of where it lay;
- hinted stick to take: a dotted ring; hinted place to fill: a dash-dot outline;
- hinted cells: a rounded box around the whole cell;
- cells a hint names: their number above them, counted as the hint counts them (from 1).

The keyboard cursor is a thick dashed frame in the palette's highlight colours over a solid
under-stroke in the contrasting colour, so it shows on the dark felt in any theme.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPalette,
    QPen,
)

# Ring sizes in stick widths: how far around the stick a ring lies, and how thick it is.
RING_SPAN = 2.4
RING_STROKE = 0.32
VACATED_STROKE = 0.22
CURSOR_STROKE = 0.45


def ring_path(tail: QPointF, head: QPointF, width: float) -> QPainterPath:
    """The capsule-shaped outline around a stick from `tail` to `head` (`width` pixels thick)."""
    line = QPainterPath(tail)
    line.lineTo(head)
    stroker = QPainterPathStroker()
    stroker.setWidth(width * RING_SPAN)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    return stroker.createStroke(line).simplified()


def _stroke(
    painter: QPainter, path: QPainterPath, colour: QColor, width: float, style: Qt.PenStyle
) -> None:
    pen = QPen(colour, width, style, Qt.PenCapStyle.FlatCap, Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
    painter.setPen(Qt.PenStyle.NoPen)


def paint_moved_in(
    painter: QPainter, tail: QPointF, head: QPointF, width: float, colour: QColor
) -> None:
    """A stick that moved in: a solid ring around it."""
    _stroke(
        painter, ring_path(tail, head, width), colour, width * RING_STROKE, Qt.PenStyle.SolidLine
    )


def paint_vacated(
    painter: QPainter, tail: QPointF, head: QPointF, width: float, colour: QColor
) -> None:
    """A place a stick left: a faint dashed outline of the stick, never a filled stick."""
    outline = ring_path(tail, head, width / RING_SPAN * 1.15)
    _stroke(painter, outline, colour, width * VACATED_STROKE, Qt.PenStyle.DashLine)


def paint_hinted_stick(
    painter: QPainter, tail: QPointF, head: QPointF, width: float, colour: QColor
) -> None:
    """A hint's stick to take: a dotted ring around it."""
    _stroke(painter, ring_path(tail, head, width), colour, width * RING_STROKE, Qt.PenStyle.DotLine)


def paint_hinted_place(
    painter: QPainter, tail: QPointF, head: QPointF, width: float, colour: QColor
) -> None:
    """A hint's place to fill: a dash-dot outline where the stick should go."""
    _stroke(
        painter, ring_path(tail, head, width), colour, width * RING_STROKE, Qt.PenStyle.DashDotLine
    )


def paint_cursor(painter: QPainter, box: QRectF, width: float, palette: QPalette) -> None:
    """The keyboard cursor: a thick dashed frame over a solid contrasting under-stroke."""
    stroke = max(2.0, width * CURSOR_STROKE)
    radius = width * 1.2
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(palette.color(QPalette.ColorRole.HighlightedText), stroke * 1.8))
    painter.drawRoundedRect(box, radius, radius)
    dashed = QPen(palette.color(QPalette.ColorRole.Highlight), stroke, Qt.PenStyle.DashLine)
    painter.setPen(dashed)
    painter.drawRoundedRect(box, radius, radius)
    painter.setPen(Qt.PenStyle.NoPen)


def paint_focus_frame(painter: QPainter, size: QSize, palette: QPalette) -> None:
    """The board has keyboard focus: a dashed frame just inside its edge."""
    box = QRectF(3, 3, size.width() - 6, size.height() - 6)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(palette.color(QPalette.ColorRole.HighlightedText), 4))
    painter.drawRect(box)
    painter.setPen(QPen(palette.color(QPalette.ColorRole.Highlight), 3, Qt.PenStyle.DashLine))
    painter.drawRect(box)
    painter.setPen(Qt.PenStyle.NoPen)


def paint_cell_numbers(
    painter: QPainter, cells: list[tuple[int, QRectF]], height: float, colour: QColor
) -> None:
    """Each named cell's number (from 1) in the `height` pixels above its box."""
    font = QFont(painter.font())
    font.setPixelSize(max(8, int(height * 0.8)))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(colour)
    for cell, box in cells:
        label = QRectF(box.left(), box.top() - height, box.width(), height)
        painter.drawText(label, Qt.AlignmentFlag.AlignCenter, str(cell + 1))
    painter.setPen(Qt.PenStyle.NoPen)
