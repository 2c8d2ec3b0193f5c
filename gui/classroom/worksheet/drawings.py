"""Small printable drawings: 24-point cards showing their values, and equations in matchsticks.

Paper is white and ink is black, whatever the screen theme, so these painters use plain black,
grey and white. Sticks are placed by the engine's geometry (`engines.matchsticks.geometry`), so
a printed equation has the same shape as the one on the board.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from engines.matchsticks import Layout, Slot, board_size, slot_line

INK = QColor(Qt.GlobalColor.black)
SOFT_INK = QColor(Qt.GlobalColor.darkGray)
PAPER = QColor(Qt.GlobalColor.white)
CARD_ASPECT = 5 / 7
CARD_GAP = 0.18
"""Space between cards, as a share of a card's width."""
VALUE_SHARE = 0.46
"""A one-character value's font pixel size as a share of the card's height."""
STICK_WIDTH = 0.13
"""A stick's thickness in board units (a digit cell is 1.0 wide)."""


def cards_width(count: int, card_height: float) -> float:
    card = card_height * CARD_ASPECT
    return count * card + (count - 1) * card * CARD_GAP


def card_height(area: QRectF, count: int) -> float:
    """How tall `count` cards in a row can be inside `area`."""
    return min(area.height(), area.width() / max(1.0, cards_width(count, 1.0)))


def value_share(name: str) -> float:
    """The value's font pixel size as a share of the card's height ("10" a little smaller,
    Countdown's "100" smaller still, so it fits the card)."""
    return VALUE_SHARE * {1: 1.0, 2: 0.85}.get(len(name), 0.62)


def draw_cards(painter: QPainter, area: QRectF, names: Sequence[str], font: QFont) -> None:
    """The hand (its cards' `names`) as a row of plain cards, as large as `area` allows,
    centred in it, the values in `font` (its size is set to fit the cards)."""
    height = card_height(area, len(names))
    card_width = height * CARD_ASPECT
    left = area.center().x() - cards_width(len(names), height) / 2
    top = area.center().y() - height / 2
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for index, name in enumerate(names):
        card = QRectF(left + index * card_width * (1 + CARD_GAP), top, card_width, height)
        _draw_card(painter, card, name, font)
    painter.restore()


def _draw_card(painter: QPainter, card: QRectF, name: str, font: QFont) -> None:
    radius = card.width() * 0.1
    painter.setPen(QPen(INK, max(1.0, card.width() * 0.025)))
    painter.setBrush(PAPER)
    painter.drawRoundedRect(card, radius, radius)
    value_font = QFont(font)
    value_font.setBold(True)
    value_font.setPixelSize(max(1, round(card.height() * value_share(name))))
    painter.setFont(value_font)
    painter.drawText(card, Qt.AlignmentFlag.AlignCenter, name)


def draw_equation(
    painter: QPainter,
    area: QRectF,
    layout: Layout,
    moved_in: Collection[Slot] = (),
    moved_out: Collection[Slot] = (),
    ink: QColor = SOFT_INK,
    head: QColor = INK,
) -> None:
    """The layout in sticks, scaled to fit `area` and centred.

    For an answer, `moved_in` sticks are drawn in full black with a ring on their head, and the
    `moved_out` places as dashed outlines, so the change reads without colour. `ink` and `head`
    colour the other sticks (grey with black heads for paper).
    """
    width, height = board_size(layout)
    scale = min(area.width() / width, area.height() / height)
    origin = QPointF(
        area.center().x() - width * scale / 2, area.center().y() - height * scale / 2
    )

    def line(slot: Slot) -> QLineF:
        x1, y1, x2, y2 = slot_line(layout, slot)
        return QLineF(origin + QPointF(x1, y1) * scale, origin + QPointF(x2, y2) * scale)

    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    thickness = STICK_WIDTH * scale
    outline = QPen(SOFT_INK, max(1.0, thickness * 0.18), Qt.PenStyle.DashLine)
    painter.setPen(outline)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for slot in moved_out:
        _stick_outline(painter, line(slot), thickness)
    for slot in sorted(layout.sticks):
        moved = slot in moved_in
        _stick(painter, line(slot), thickness, (INK, INK) if moved else (ink, head), moved)
    painter.restore()


def _stick_outline(painter: QPainter, stick: QLineF, thickness: float) -> None:
    painter.save()
    painter.translate(stick.center())
    painter.rotate(-stick.angle())
    half = stick.length() / 2
    painter.drawRoundedRect(
        QRectF(-half, -thickness / 2, stick.length(), thickness), thickness / 2, thickness / 2
    )
    painter.restore()


def _stick(
    painter: QPainter, stick: QLineF, thickness: float, colours: tuple[QColor, QColor], moved: bool
) -> None:
    """A stick with a round head at its first end; a moved one is thicker with a ringed head."""
    body, head_colour = colours
    width = thickness * 1.3 if moved else thickness
    painter.setPen(QPen(body, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
    painter.drawLine(stick)
    head = thickness * 0.75
    painter.setPen(QPen(INK, max(1.0, thickness * 0.25)) if moved else Qt.PenStyle.NoPen)
    painter.setBrush(head_colour)
    painter.drawEllipse(stick.p1(), head, head)
