"""The cards on the 24-point table as step play needs them.

A card made by a step shows its exact value (a fraction as numerator over denominator), the
card picked for the next step stands raised in a ring, and a card answers only clicks on the
card itself, never on the felt around it. With the keyboard focus on a card, keys play steps;
the card only reports them (`key_pressed`), the step play decides.
"""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QEvent, QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QEnterEvent,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPaintDevice,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import QWidget

from gui.twentyfour.card_view import (
    BLACK_INK,
    FACE_WHITE,
    CardLook,
    CardView,
    fit_card,
    paint_card,
)

STEP_KEYS = frozenset(
    (
        Qt.Key.Key_Left,
        Qt.Key.Key_Right,
        Qt.Key.Key_Up,
        Qt.Key.Key_Down,
        Qt.Key.Key_Space,
        Qt.Key.Key_Backspace,
    )
)
"""Keys that play steps on a card with the focus, besides a card value or an operator; Enter
too, on a card awaiting a step (an operator chosen for another card). Otherwise Enter checks
the answer, as anywhere on the table."""
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)

PICK_RING = QColor("#1e88e5")
"""The ring of the picked card, a card-table colour like the hint's gold."""


def _draw_value(painter: QPainter, card: QRectF, value: Fraction) -> None:
    """The value large in the middle: a whole number on one line, a fraction stacked."""
    font = QFont("DejaVu Sans")
    font.setBold(True)
    lines = (
        [str(value)] if value.denominator == 1 else [str(value.numerator), str(value.denominator)]
    )
    longest = max(len(line) for line in lines)
    size = min(
        card.height() * (0.3 if len(lines) == 1 else 0.22), card.width() * 1.5 / (longest + 1)
    )
    font.setPixelSize(max(6, round(size)))
    painter.setFont(font)
    painter.setPen(BLACK_INK)
    if len(lines) == 1:
        painter.drawText(card, Qt.AlignmentFlag.AlignCenter, lines[0])
        return
    half = card.height() / 2
    top = QRectF(card.left(), card.top(), card.width(), half - size * 0.15)
    bottom = QRectF(card.left(), card.top() + half + size * 0.15, card.width(), half)
    painter.drawText(top, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom, lines[0])
    painter.drawText(bottom, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, lines[1])
    bar = card.width() * 0.22
    painter.setPen(QPen(BLACK_INK, max(1.5, size * 0.08)))
    centre = card.center()
    painter.drawLine(QPointF(centre.x() - bar, centre.y()), QPointF(centre.x() + bar, centre.y()))


def paint_number_card(painter: QPainter, area: QRectF, value: Fraction, look: CardLook) -> QRectF:
    """A plain card showing a value made by a step; returns the card's rectangle."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    card = fit_card(area)
    radius = card.width() * 0.07
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawRoundedRect(
        card.translated(card.width() * 0.015, card.height() * 0.02), radius, radius
    )
    painter.setPen(QPen(QColor("#bdbdbd"), max(1.0, card.width() * 0.008)))
    painter.setBrush(FACE_WHITE)
    painter.drawRoundedRect(card, radius, radius)
    _draw_value(painter, card, value)
    painter.restore()
    return card


class StepCardView(CardView):
    """A table card that can show a step's result and be picked for the next step."""

    key_pressed = Signal(int, int, str)
    """The card's position, the key and its text, while the card has the keyboard focus."""

    def __init__(self, position: int, parent: QWidget | None = None) -> None:
        super().__init__(position, parent)
        self._made: Fraction | None = None
        self._picked = False
        self.awaits_step = False
        """Whether Enter on this card merges onto it (step play sets it)."""
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        policy = self.sizePolicy()
        policy.setRetainSizeWhenHidden(True)  # a card merged away leaves its place empty
        self.setSizePolicy(policy)

    def show_made(self, value: Fraction | None) -> None:
        """Show a value made by a step, or (None) the card as dealt."""
        if value != self._made:
            self._made = value
            self.setAccessibleName(self.describe())
            self.update()

    def set_picked(self, picked: bool) -> None:
        if picked != self._picked:
            self._picked = picked
            self.update()

    @property
    def picked(self) -> bool:
        return self._picked

    @property
    def value(self) -> Fraction | int:  # type: ignore[override]
        """The value the card shows: a step's exact result, or the dealt card's value."""
        return super().value if self._made is None else self._made

    def describe(self) -> str:
        if self._made is None or self.look.face_down:
            return super().describe()
        return self.tr("card worth {value}").format(value=str(self._made))

    def card_rect(self) -> QRectF:
        """Where the card itself is drawn in the widget (the rest is felt)."""
        return fit_card(QRectF(QPointF(0, 0), QSizeF(self.size())))

    def paint_to(self, device: QPaintDevice) -> QRectF:
        if isinstance(device, QWidget):
            size = QSizeF(device.size())
        else:
            size = QSizeF(device.width(), device.height()) / device.devicePixelRatioF()
        area = QRectF(QPointF(0, 0), size)
        look = self.look
        if self._picked:
            look = look._replace(hovered=True)  # the picked card stands raised
        painter = QPainter(device)
        try:
            if self._made is None or look.face_down:
                card = paint_card(painter, area, self.value, self.suit, look)
            else:
                card = paint_number_card(painter, area, self._made, look)
            if self._picked:
                painter.setRenderHint(QPainter.RenderHint.Antialiasing)
                painter.setPen(QPen(PICK_RING, max(3.0, card.width() * 0.035)))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                radius = card.width() * 0.07
                painter.drawRoundedRect(card.adjusted(-2, -2, 2, 2), radius, radius)
            if self.hasFocus():
                painter.setPen(QPen(BLACK_INK, 2, Qt.PenStyle.DashLine))
                painter.drawRect(card.adjusted(-5, -5, 5, 5))
            return card
        finally:
            painter.end()

    def _on_card(self, point: QPointF) -> bool:
        return self.card_rect().contains(point)

    def enterEvent(self, event: QEnterEvent) -> None:
        self._follow_pointer(event.position())

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self._follow_pointer(event.position())
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._follow_pointer(None)

    def _follow_pointer(self, point: QPointF | None) -> None:
        """The card lifts and the pointer becomes a hand only over the card itself."""
        over = point is not None and self._on_card(point) and not self.look.face_down
        self.setCursor(Qt.CursorShape.PointingHandCursor if over else Qt.CursorShape.ArrowCursor)
        if over != self.look.hovered:
            self._update_look(hovered=over)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._on_card(event.position()):
            super().mouseReleaseEvent(event)
        else:
            event.ignore()

    def focusInEvent(self, event: QEvent) -> None:  # type: ignore[override]
        self.update()
        super().focusInEvent(event)  # type: ignore[arg-type]

    def focusOutEvent(self, event: QEvent) -> None:  # type: ignore[override]
        self.update()
        super().focusOutEvent(event)  # type: ignore[arg-type]

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Step keys (arrows, Space, Backspace, a value or an operator, Enter awaiting a
        step) are reported; any other key, or one with Ctrl or Alt, goes on to the tab."""
        commands = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        text = event.text().strip()
        step_key = (
            event.key() in STEP_KEYS
            or (event.key() in ENTER_KEYS and self.awaits_step)
            or (text.isprintable() and bool(text))
        )
        if event.modifiers() & commands or not step_key:
            super().keyPressEvent(event)
            return
        self.key_pressed.emit(self.position, event.key(), event.text())
