"""A playing card painted with QPainter, so it stays sharp at any size and pixel ratio.

The card face is drawn from vector paths (suit shapes) and text (ranks), never from bitmaps.
`paint_card` draws into any painter, so the same code paints the widget, a `QImage` in a test
or a screenshot. `CardView` wraps it as a clickable widget for the 24-point table.
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING, Any, NamedTuple

from PySide6.QtCore import (
    QEvent,
    QPointF,
    QRectF,
    QSize,
    QSizeF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QEnterEvent,
    QFont,
    QMouseEvent,
    QPaintDevice,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QTransform,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from engines.twentyfour.cards import card_name

if TYPE_CHECKING:
    from PySide6.QtCore import QVariantAnimation

CARD_ASPECT = 5 / 7
"""Width over height of a poker-size card."""

RED_INK = QColor("#c62828")
BLACK_INK = QColor("#1c1c1c")
FACE_WHITE = QColor("#ffffff")
USED_GREY = QColor("#9e9e9e")
HINT_GOLD = QColor("#ffb300")
GLOW_GOLD = QColor("#ffd54f")
GLOW_FACE = QColor("#fff4c2")


class Suit(Enum):
    """The four suits; they only decorate, the value alone counts in the game."""

    SPADES = "spades"
    HEARTS = "hearts"
    DIAMONDS = "diamonds"
    CLUBS = "clubs"

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)


SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)


def suits_for_hand(hand: tuple[int, ...]) -> tuple[Suit, ...]:
    """Decorative suits for a hand: black and red alternate along the row, no card repeats.

    The suit follows from the position and the value, so the same hand always looks the same;
    when that card is already on the table the next free suit is taken, so up to four copies
    of a value are four distinct cards, as in a real deck.
    """
    taken: set[tuple[int, Suit]] = set()
    suits = []
    for position, value in enumerate(hand):
        start = position + 2 * (value % 2)
        rotation = [SUIT_ORDER[(start + step) % len(SUIT_ORDER)] for step in range(len(SUIT_ORDER))]
        suit = next((free for free in rotation if (value, free) not in taken), rotation[0])
        taken.add((value, suit))
        suits.append(suit)
    return tuple(suits)


def _heart() -> QPainterPath:
    path = QPainterPath(QPointF(0.5, 1.0))
    path.cubicTo(0.42, 0.86, 0.0, 0.62, 0.0, 0.3)
    path.cubicTo(0.0, 0.04, 0.38, -0.04, 0.5, 0.22)
    path.cubicTo(0.62, -0.04, 1.0, 0.04, 1.0, 0.3)
    path.cubicTo(1.0, 0.62, 0.58, 0.86, 0.5, 1.0)
    return path


def _diamond() -> QPainterPath:
    path = QPainterPath(QPointF(0.5, 0.0))
    path.quadTo(0.68, 0.3, 0.9, 0.5)
    path.quadTo(0.68, 0.7, 0.5, 1.0)
    path.quadTo(0.32, 0.7, 0.1, 0.5)
    path.quadTo(0.32, 0.3, 0.5, 0.0)
    return path


def _stem() -> QPainterPath:
    path = QPainterPath(QPointF(0.5, 0.55))
    path.quadTo(0.52, 0.88, 0.72, 1.0)
    path.lineTo(0.28, 1.0)
    path.quadTo(0.48, 0.88, 0.5, 0.55)
    return path


def _union(*parts: QPainterPath) -> QPainterPath:
    """The outline of overlapping parts, computed at a large scale.

    Qt flattens curves into lines for path unions; doing that on a unit-sized shape would
    leave visible facets once a card is drawn large, so the union is taken 1000 times bigger.
    """
    grow = QTransform.fromScale(1000, 1000)
    shape = QPainterPath()
    for part in parts:
        shape = shape.united(grow.map(part))
    return QTransform.fromScale(0.001, 0.001).map(shape)


def _spade() -> QPainterPath:
    """A heart turned upside down, slightly squat, on a flared stem."""
    flip = QTransform()
    flip.translate(0, 0.82)
    flip.scale(1, -0.82)
    return _union(flip.map(_heart()), _stem())


def _club() -> QPainterPath:
    knot = QPainterPath()
    knot.addRect(QRectF(0.42, 0.35, 0.16, 0.3))
    leaves = []
    for x, y in ((0.5, 0.25), (0.255, 0.56), (0.745, 0.56)):
        leaf = QPainterPath()
        leaf.addEllipse(QPointF(x, y), 0.215, 0.215)
        leaves.append(leaf)
    return _union(knot, *leaves, _stem())


SUIT_SHAPES: dict[Suit, QPainterPath] = {
    Suit.SPADES: _spade(),
    Suit.HEARTS: _heart(),
    Suit.DIAMONDS: _diamond(),
    Suit.CLUBS: _club(),
}


class CardLook(NamedTuple):
    """How a card is shown right now: its state on the table, not the card itself. (A
    NamedTuple: a frozen dataclass takes a millisecond more to define before the first frame.)"""

    used: bool = False
    highlighted: bool = False
    glow: float = 0.0
    hovered: bool = False
    face_down: bool = False
    numbered: bool = False
    """The rules deal number cards (Countdown, Krypto): the face shows the number, never
    A, J, Q or K, and no court frame."""


PLAIN_LOOK = CardLook()
"""Face up, neither used, hinted, glowing nor hovered."""


def _blend(start: QColor, end: QColor, amount: float) -> QColor:
    amount = max(0.0, min(1.0, amount))
    return QColor.fromRgbF(
        start.redF() + (end.redF() - start.redF()) * amount,
        start.greenF() + (end.greenF() - start.greenF()) * amount,
        start.blueF() + (end.blueF() - start.blueF()) * amount,
    )


def fit_card(area: QRectF) -> QRectF:
    """The largest card-shaped rectangle centred in `area`, leaving room for a glow ring."""
    margin = min(area.width(), area.height()) * 0.04 + 2
    inner = area.adjusted(margin, margin, -margin, -margin)
    width = min(inner.width(), inner.height() * CARD_ASPECT)
    height = width / CARD_ASPECT
    return QRectF(inner.center().x() - width / 2, inner.center().y() - height / 2, width, height)


def _draw_suit(painter: QPainter, suit: Suit, box: QRectF, colour: QColor) -> None:
    transform = QTransform()
    transform.translate(box.x(), box.y())
    transform.scale(box.width(), box.height())
    painter.fillPath(transform.map(SUIT_SHAPES[suit]), colour)


def _draw_index(painter: QPainter, card: QRectF, rank: str, suit: Suit, ink: QColor) -> None:
    """Rank above a small suit, in the top-left corner of an upright card."""
    height = card.height()
    font = QFont("DejaVu Sans")
    font.setBold(True)
    font.setPixelSize(max(4, round(height * (0.14 if len(rank) < 3 else 0.1))))  # 100 fits
    if len(rank) > 1:
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 85)
    painter.setFont(font)
    painter.setPen(ink)
    column = QRectF(
        card.x() + height * 0.02, card.y() + height * 0.03, height * 0.16, height * 0.15
    )
    painter.drawText(column, Qt.AlignmentFlag.AlignCenter, rank)
    pip = height * 0.085
    pip_box = QRectF(column.center().x() - pip / 2, column.bottom() + height * 0.005, pip, pip)
    _draw_suit(painter, suit, pip_box, ink)


def _draw_back(painter: QPainter, card: QRectF, radius: float) -> None:
    # Imported here: its Python type costs ~2 ms to make, and the first frame shows faces.
    from PySide6.QtGui import QLinearGradient

    painter.setPen(QPen(QColor("#e0e0e0"), max(1.0, card.width() * 0.012)))
    painter.setBrush(FACE_WHITE)
    painter.drawRoundedRect(card, radius, radius)
    inset = card.width() * 0.07
    inner = card.adjusted(inset, inset, -inset, -inset)
    gradient = QLinearGradient(inner.topLeft(), inner.bottomRight())
    gradient.setColorAt(0.0, QColor("#1e4a8c"))
    gradient.setColorAt(1.0, QColor("#0d2c5c"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(gradient)
    painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
    painter.save()
    painter.setClipRect(inner)
    painter.setPen(QPen(QColor(255, 255, 255, 60), max(1.0, card.width() * 0.01)))
    step = card.width() * 0.09
    offset = -inner.height()
    while offset < inner.width():
        x = inner.left() + offset
        painter.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
        painter.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.top()))
        offset += step
    painter.restore()


def paint_card(
    painter: QPainter, area: QRectF, value: int, suit: Suit, look: CardLook = PLAIN_LOOK
) -> QRectF:
    """Paint one card centred in `area` and return the card's own rectangle.

    A used card keeps its face but turns grey, a highlighted one (named by a hint) gets a gold
    ring, and `glow` (0..1) washes it gold while a correct answer is being celebrated.
    """
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    card = fit_card(area)
    if look.hovered and not look.used:
        card.translate(0, -card.height() * 0.02)
    radius = card.width() * 0.07

    shadow = card.translated(card.width() * 0.015, card.height() * 0.02)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawRoundedRect(shadow, radius, radius)

    if look.highlighted or look.glow > 0:
        ring = card.adjusted(-4, -4, 4, 4)
        colour = QColor(HINT_GOLD if look.highlighted else GLOW_GOLD)
        if not look.highlighted:
            colour.setAlphaF(min(1.0, look.glow))
        painter.setBrush(colour)
        painter.drawRoundedRect(ring, radius + 4, radius + 4)

    if look.face_down:
        _draw_back(painter, card, radius)
        painter.restore()
        return card

    face = QColor("#eeeeee") if look.used else _blend(FACE_WHITE, GLOW_FACE, look.glow)
    painter.setPen(QPen(QColor("#bdbdbd"), max(1.0, card.width() * 0.008)))
    painter.setBrush(face)
    painter.drawRoundedRect(card, radius, radius)

    ink = USED_GREY if look.used else (RED_INK if suit.is_red else BLACK_INK)
    rank = str(value) if look.numbered else card_name(value)
    _draw_index(painter, card, rank, suit, ink)
    painter.save()
    painter.translate(card.center())
    painter.rotate(180)
    painter.translate(-card.center())
    _draw_index(painter, card, rank, suit, ink)
    painter.restore()

    court = value > 10 and not look.numbered
    symbol = card.width() * (0.38 if court else 0.5)
    centre = QRectF(card.center().x() - symbol / 2, card.center().y() - symbol / 2, symbol, symbol)
    if court:
        _draw_court_frame(painter, card, ink)
    _draw_suit(painter, suit, centre, ink)
    painter.restore()
    return card


def _draw_court_frame(painter: QPainter, card: QRectF, ink: QColor) -> None:
    """J, Q and K get a framed centre, as court cards do, so they stand out from the pips."""
    inset_x, inset_y = card.width() * 0.25, card.height() * 0.17
    frame = card.adjusted(inset_x, inset_y, -inset_x, -inset_y)
    tint = QColor(ink)
    tint.setAlphaF(0.08)
    line = QColor(ink)
    line.setAlphaF(0.55)
    painter.setPen(QPen(line, max(1.0, card.width() * 0.012)))
    painter.setBrush(tint)
    corner = card.width() * 0.04
    painter.drawRoundedRect(frame, corner, corner)


class CardView(QWidget):
    """One card on the table: shows a value and suit, and reports clicks by table position."""

    clicked = Signal(int)

    def __init__(self, position: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.position = position
        self.setObjectName(f"card{position}")
        self._value = 1
        self._suit = Suit.SPADES
        self._look = CardLook(face_down=True)
        self._glow_animation: QVariantAnimation | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setMinimumSize(56, 78)
        self.setMouseTracking(True)

    def sizeHint(self) -> QSize:
        return QSize(170, 238)

    def show_card(self, value: int, suit: Suit, numbered: bool | None = None) -> None:
        """Turn the card face up with a new value; a fresh card is neither used nor hinted.
        `numbered`: a number card (Countdown, Krypto) or a playing card; None keeps the kind."""
        self._value = value
        self._suit = suit
        kind = self._look.numbered if numbered is None else numbered
        self._update_look(used=False, highlighted=False, face_down=False, glow=0.0, numbered=kind)

    def show_back(self) -> None:
        """Face down: a hand is still being dealt."""
        self._update_look(face_down=True, used=False, highlighted=False)

    @property
    def value(self) -> int:
        return self._value

    @property
    def suit(self) -> Suit:
        return self._suit

    @property
    def look(self) -> CardLook:
        return self._look

    def set_used(self, used: bool) -> None:
        self._update_look(used=used)

    def set_highlighted(self, highlighted: bool) -> None:
        self._update_look(highlighted=highlighted)

    def celebrate(self, delay_ms: int = 0) -> None:
        """A short gold flash over the card, started after `delay_ms` so a row can ripple."""
        animation = self._glow()
        animation.stop()
        QTimer.singleShot(delay_ms, self, animation.start)

    def _glow(self) -> QVariantAnimation:
        """The flash's animation, made at the first solve: its Qt types and the easing
        curve's are not needed before the first frame."""
        if self._glow_animation is None:
            from PySide6.QtCore import QEasingCurve, QVariantAnimation

            self._glow_animation = QVariantAnimation(self)
            self._glow_animation.setDuration(900)
            self._glow_animation.setKeyValueAt(0.0, 0.0)
            self._glow_animation.setKeyValueAt(0.3, 1.0)
            self._glow_animation.setKeyValueAt(1.0, 0.0)
            self._glow_animation.setEasingCurve(QEasingCurve.Type.InOutSine)
            self._glow_animation.valueChanged.connect(self._set_glow)
        return self._glow_animation

    @property
    def is_celebrating(self) -> bool:
        animation = self._glow_animation
        return animation is not None and animation.state() == animation.State.Running

    def _set_glow(self, glow: float) -> None:
        self._update_look(glow=float(glow))

    def _update_look(self, **changes: Any) -> None:
        self._look = self._look._replace(**changes)
        self.setAccessibleName(self.describe())
        self.update()

    def describe(self) -> str:
        """A spoken-style name for screen readers, e.g. `Queen of hearts`."""
        if self._look.face_down:
            return self.tr("face-down card")
        suit_names = {
            Suit.SPADES: self.tr("spades"),
            Suit.HEARTS: self.tr("hearts"),
            Suit.DIAMONDS: self.tr("diamonds"),
            Suit.CLUBS: self.tr("clubs"),
        }
        names = {1: self.tr("Ace"), 11: self.tr("Jack"), 12: self.tr("Queen"), 13: self.tr("King")}
        rank = names.get(self._value) if not self._look.numbered else None
        return self.tr("{rank} of {suit}").format(
            rank=rank or str(self._value), suit=suit_names[self._suit]
        )

    def paint_to(self, device: QPaintDevice) -> QRectF:
        """Paint the card as it looks now onto `device`, filling its whole area."""
        if isinstance(device, QWidget):
            size = QSizeF(device.size())
        else:
            size = QSizeF(device.width(), device.height()) / device.devicePixelRatioF()
        painter = QPainter(device)
        try:
            return paint_card(
                painter, QRectF(QPointF(0, 0), size), self._value, self._suit, self._look
            )
        finally:
            painter.end()

    def paintEvent(self, event: QPaintEvent) -> None:
        self.paint_to(self)

    def enterEvent(self, event: QEnterEvent) -> None:
        self._update_look(hovered=True)

    def leaveEvent(self, event: QEvent) -> None:
        self._update_look(hovered=False)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if (
            event.button() == Qt.MouseButton.LeftButton
            and not self._look.face_down
            and self.rect().contains(event.position().toPoint())
        ):
            self.clicked.emit(self.position)
        else:
            super().mouseReleaseEvent(event)
