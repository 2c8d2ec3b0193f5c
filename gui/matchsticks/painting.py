"""How the matchstick board looks: wooden sticks with red heads on a dark table.

Everything here paints on any QPaintDevice from a `BoardScene` value (the layout, what is held,
highlights, a stick in flight), so the widget, tests and screenshots all draw the same way.
`BoardGeometry` maps board units to pixels and back, for drawing and for hit tests.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import QLineF, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QRadialGradient,
)

from engines.matchsticks import Layout, Slot, board_size, cell_box, slot_line
from engines.matchsticks.geometry import nearest_slot
from gui.matchsticks.marks import (
    paint_cursor,
    paint_focus_frame,
    paint_hinted_place,
    paint_hinted_stick,
    paint_moved_in,
    paint_vacated,
)

# Sizes in board units (a digit cell is 1.0 wide and 2.0 tall).
STICK_WIDTH = 0.1
HEAD_LENGTH = 0.15
HEAD_WIDTH = 0.13
# Sticks are drawn this much shorter than their slot at each end, so heads meeting at a
# digit's corner do not overlap.
END_INSET = 0.045
MARGIN = 0.45
TRAY_GAP = 0.35
TRAY_HEIGHT = 0.75
TRAY_STICK_LENGTH = 0.8
TRAY_STICK_SPACING = 0.26
# A point within this distance (board units) of a slot's centre line is on that slot.
HIT_DISTANCE = 0.16
# Lines this much nearer than another still count as equally near (rounding to pixels).
TIE_DISTANCE = 0.05
MAX_SCALE = 150.0
ROOMY = 1.8
"""A board is at most this many times as tall as its equation and tray drawn as wide as the
board allows, so a long equation is not a thin line across an empty table."""
# Highlight glows around a stick, in stick widths.
GLOW_WIDTH = 2.6

BACKGROUND_TOP = QColor(38, 74, 80)
BACKGROUND_BOTTOM = QColor(22, 46, 52)
EMPTY_SLOT, EMPTY_PLACE = QColor(235, 245, 240, 55), QColor(235, 245, 240, 30)
SEVEN_BARS = frozenset(("digit", "flexible", "handwritten"))
"""Cells whose unused bars show faintly, as a clock's do, so a 1 reads as part of its number."""
TARGET_SLOT = QColor(250, 240, 200, 150)
CELL_HIGHLIGHT = QColor(255, 226, 130, 42)
CELL_OUTLINE = QColor(255, 226, 130, 150)
FROM_COLOUR = QColor(255, 120, 60)
TO_COLOUR = QColor(90, 230, 120)
VACATED_COLOUR = QColor(255, 120, 60, 230)
CELEBRATION = QColor(255, 204, 64)
WOOD_LIGHT = QColor(246, 222, 170)
WOOD_DARK = QColor(186, 136, 72)
HEAD_LIGHT = QColor(255, 140, 110)
HEAD_MID = QColor(210, 48, 36)
HEAD_DARK = QColor(112, 18, 12)
SHADOW = QColor(0, 0, 0, 80)


@dataclass(frozen=True)
class Highlights:
    """What the board marks on top of the sticks: hint cells and moved sticks' two places."""

    cells: tuple[int, ...] = ()
    sources: tuple[Slot, ...] = ()
    targets: tuple[Slot, ...] = ()


@dataclass(frozen=True)
class FlyingStick:
    """A stick between two places: `progress` 0 at `start`, 1 at `end` (lines in board units)."""

    start: tuple[float, float, float, float]
    end: tuple[float, float, float, float]
    progress: float


def display_signs(text: str) -> str:
    """ASCII signs as a player writes them (× ÷ −), spacing left as it is."""
    return text.translate(str.maketrans({"-": "−", "*": "×", "/": "÷"}))


def display_equation(text: str) -> str:
    """An ASCII equation with the signs a player expects (× ÷ −) and a little air around them."""
    signs = {"+": " + ", "-": " − ", "*": " × ", "/": " ÷ ", "=": " = "}
    return "".join(signs.get(character, character) for character in text)


def oriented_line(line: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
    """The line with its head end second: heads go up on upright sticks and right on lying ones."""
    x1, y1, x2, y2 = line
    if abs(x2 - x1) >= abs(y2 - y1):
        return line if x2 >= x1 else (x2, y2, x1, y1)
    return line if y2 <= y1 else (x2, y2, x1, y1)


def paint_stick(
    painter: QPainter,
    tail: QPointF,
    head: QPointF,
    width: float,
    *,
    opacity: float = 1.0,
    lift: float = 0.0,
) -> None:
    """One matchstick from `tail` to its red `head`, `width` pixels thick.

    `lift` (0..1) raises the stick off the table: its shadow falls farther away and softer.
    """
    length = QLineF(tail, head).length()
    if length <= 0:
        return
    angle = math.degrees(math.atan2(head.y() - tail.y(), head.x() - tail.x()))
    painter.save()
    painter.setOpacity(painter.opacity() * opacity)
    painter.translate(tail)
    painter.rotate(angle)
    half = width / 2
    head_length = width * HEAD_LENGTH / STICK_WIDTH
    head_half = width * HEAD_WIDTH / STICK_WIDTH / 2
    body = QRectF(0, -half, length - head_length * 0.55, width)
    head_box = QRectF(length - head_length, -head_half, head_length, head_half * 2)

    shadow_offset = QPointF(width * (0.25 + 0.9 * lift), width * (0.35 + 1.2 * lift))
    painter.setPen(Qt.PenStyle.NoPen)
    shadow = QColor(SHADOW)
    shadow.setAlpha(int(SHADOW.alpha() * (1.0 - 0.55 * lift)))
    painter.setBrush(shadow)
    painter.drawRoundedRect(body.translated(shadow_offset), half * 0.6, half * 0.6)
    painter.drawEllipse(head_box.translated(shadow_offset))

    wood = QLinearGradient(0, -half, 0, half)
    wood.setColorAt(0.0, WOOD_DARK)
    wood.setColorAt(0.3, WOOD_LIGHT)
    wood.setColorAt(0.55, WOOD_LIGHT.lighter(104))
    wood.setColorAt(1.0, WOOD_DARK.darker(115))
    painter.setBrush(QBrush(wood))
    painter.setPen(QPen(WOOD_DARK.darker(140), max(0.6, width * 0.06)))
    painter.drawRoundedRect(body, half * 0.6, half * 0.6)

    glow = QRadialGradient(
        head_box.center() + QPointF(-head_length * 0.15, -head_half * 0.35), head_length * 0.7
    )
    glow.setColorAt(0.0, HEAD_LIGHT)
    glow.setColorAt(0.45, HEAD_MID)
    glow.setColorAt(1.0, HEAD_DARK)
    painter.setBrush(QBrush(glow))
    painter.setPen(QPen(HEAD_DARK.darker(130), max(0.6, width * 0.05)))
    painter.drawEllipse(head_box)
    painter.restore()


class BoardGeometry:
    """Maps board units to pixels for one painted size, with the tray under the equation."""

    def __init__(self, layout: Layout, size: QSize, with_tray: bool) -> None:
        self.layout = layout
        self.board_width, self.board_height = board_size(layout)
        content_width = self.board_width + 2 * MARGIN
        content_height = self.board_height + 2 * MARGIN
        if with_tray:
            content_height += TRAY_GAP + TRAY_HEIGHT
        self.content_height = content_height
        self.scale = min(
            max(1.0, size.width()) / content_width,
            max(1.0, size.height()) / content_height,
            MAX_SCALE,
        )
        self.origin = QPointF(
            (size.width() - content_width * self.scale) / 2 + MARGIN * self.scale,
            (size.height() - content_height * self.scale) / 2 + MARGIN * self.scale,
        )
        self.with_tray = with_tray

    def point(self, x: float, y: float) -> QPointF:
        return QPointF(self.origin.x() + x * self.scale, self.origin.y() + y * self.scale)

    def board_point(self, point: QPointF) -> tuple[float, float]:
        return (
            (point.x() - self.origin.x()) / self.scale,
            (point.y() - self.origin.y()) / self.scale,
        )

    def ends(self, line: tuple[float, float, float, float]) -> tuple[QPointF, QPointF]:
        """Tail and head of a stick on `line`, in pixels, pulled in from the slot's ends."""
        x1, y1, x2, y2 = oriented_line(line)
        length = math.hypot(x2 - x1, y2 - y1)
        inset = min(END_INSET, length / 4) / length if length else 0.0
        dx, dy = (x2 - x1) * inset, (y2 - y1) * inset
        return self.point(x1 + dx, y1 + dy), self.point(x2 - dx, y2 - dy)

    def slot_ends(self, slot: Slot) -> tuple[QPointF, QPointF]:
        return self.ends(slot_line(self.layout, slot))

    def cell_rect(self, cell: int) -> QRectF:
        x, y, width, height = cell_box(self.layout, cell)
        return QRectF(self.point(x, y), self.point(x + width, y + height))

    def tray_box(self) -> tuple[float, float, float, float]:
        """The tray in board units: centred under the equation."""
        width = max(2.4, min(self.board_width, 4.0))
        return (
            (self.board_width - width) / 2,
            self.board_height + TRAY_GAP,
            width,
            TRAY_HEIGHT,
        )

    def tray_rect(self) -> QRectF:
        x, y, width, height = self.tray_box()
        return QRectF(self.point(x, y), self.point(x + width, y + height))

    def tray_line(self, index: int, count: int) -> tuple[float, float, float, float]:
        """Where the `index`-th of `count` spare sticks lies in the tray (lying flat)."""
        x, y, width, height = self.tray_box()
        rows_height = (count - 1) * TRAY_STICK_SPACING
        row_y = y + height / 2 - rows_height / 2 + index * TRAY_STICK_SPACING
        left = x + (width - TRAY_STICK_LENGTH) / 2
        return (left, row_y, left + TRAY_STICK_LENGTH, row_y)

    def slot_at(self, point: QPointF, slots: Iterable[Slot]) -> Slot | None:
        """The slot whose centre line passes closest to `point`, if close enough (see
        `geometry.nearest_slot` for crossing sticks)."""
        return nearest_slot(self.layout, self.board_point(point), slots, HIT_DISTANCE, TIE_DISTANCE)


def roomy_height(layout: Layout, width: int, with_tray: bool) -> int:
    """The most height worth giving a board `width` pixels wide (see `ROOMY`)."""
    unbounded = BoardGeometry(layout, QSize(width, 1 << 20), with_tray)
    return math.ceil(unbounded.content_height * unbounded.scale * ROOMY)


def _lerp_line(flying: FlyingStick) -> tuple[float, float, float, float]:
    """The stick in flight: its centre, direction and length move smoothly from start to end."""
    t = flying.progress
    ax1, ay1, ax2, ay2 = oriented_line(flying.start)
    bx1, by1, bx2, by2 = oriented_line(flying.end)
    centre_x = (ax1 + ax2) / 2 * (1 - t) + (bx1 + bx2) / 2 * t
    centre_y = (ay1 + ay2) / 2 * (1 - t) + (by1 + by2) / 2 * t
    angle_a = math.atan2(ay2 - ay1, ax2 - ax1)
    angle_b = math.atan2(by2 - by1, bx2 - bx1)
    turn = (angle_b - angle_a + math.pi) % (2 * math.pi) - math.pi
    angle = angle_a + turn * t
    length = math.hypot(ax2 - ax1, ay2 - ay1) * (1 - t) + math.hypot(bx2 - bx1, by2 - by1) * t
    half_x, half_y = math.cos(angle) * length / 2, math.sin(angle) * length / 2
    return (centre_x - half_x, centre_y - half_y, centre_x + half_x, centre_y + half_y)


@dataclass(frozen=True)
class BoardScene:
    """Everything one frame shows: the layout, what is held, highlights and motion."""

    layout: Layout
    tray_sticks: int
    with_tray: bool
    open_slots: tuple[Slot, ...] = ()
    held_source: Slot | None = None
    holding: bool = False
    held_at: QPointF | None = None
    target: Slot | None = None
    highlights: Highlights = Highlights()
    flying: FlyingStick | None = None
    celebration: float = 0.0
    tray_label: str = ""
    cursor: Slot | None = None
    cursor_on_tray: bool = False
    focused: bool = False
    palette: QPalette | None = None


def paint_board(painter: QPainter, size: QSize, scene: BoardScene) -> None:
    """Draw `scene` filling `size` pixels of whatever device `painter` paints on."""
    geometry = BoardGeometry(scene.layout, size, scene.with_tray)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_background(painter, size, scene.celebration)
    width = STICK_WIDTH * geometry.scale
    layout = scene.layout

    painter.setPen(QPen(CELL_OUTLINE, max(1.0, width * 0.25)))
    painter.setBrush(CELL_HIGHLIGHT)
    for cell in scene.highlights.cells:
        box = geometry.cell_rect(cell).adjusted(-width, -width, width, width)
        painter.drawRoundedRect(box, width * 1.5, width * 1.5)

    if scene.holding:
        for slot in scene.open_slots:
            colour = TARGET_SLOT if slot == scene.target else EMPTY_SLOT
            _paint_capsule(painter, *geometry.slot_ends(slot), width * 1.1, colour)
        if scene.held_source is not None:
            _paint_capsule(painter, *geometry.slot_ends(scene.held_source), width * 1.1, EMPTY_SLOT)

    # Glows under the marked sticks; the marks that read without colour go on top of them.
    for slot in (*scene.highlights.sources, *scene.highlights.targets):
        if layout.has_stick(slot):
            colour = FROM_COLOUR if slot in scene.highlights.sources else TO_COLOUR
            glow = _with_alpha(colour, 150)
            _paint_capsule(painter, *geometry.slot_ends(slot), width * GLOW_WIDTH * 0.8, glow)

    if scene.with_tray:
        _paint_tray(painter, geometry, scene, width)

    for slot in layout.slots():  # the faint empty bars (EMPTY_PLACE) under the sticks
        if not layout.has_stick(slot):
            if layout.kinds[slot[0]] in SEVEN_BARS and slot[1] in "abcdefg":
                _paint_capsule(painter, *geometry.slot_ends(slot), width * 0.45, EMPTY_PLACE)
        elif not (scene.holding and slot == scene.held_source):
            paint_stick(painter, *geometry.slot_ends(slot), width)

    _paint_marks(painter, geometry, scene, width)

    if scene.flying is not None:
        lift = math.sin(math.pi * scene.flying.progress)
        paint_stick(painter, *geometry.ends(_lerp_line(scene.flying)), width, lift=lift)
    if scene.holding:
        _paint_held(painter, geometry, scene, width)
    if scene.palette is not None and scene.focused:
        paint_focus_frame(painter, size, scene.palette)
        cursor_box = _cursor_box(geometry, scene, width)
        if cursor_box is not None:
            paint_cursor(painter, cursor_box, width, scene.palette)


def _paint_marks(
    painter: QPainter, geometry: BoardGeometry, scene: BoardScene, width: float
) -> None:
    """Moved-in sticks, left places and hinted ones, told apart by their outlines."""
    layout = scene.layout
    for slot in scene.highlights.sources:
        ends = geometry.slot_ends(slot)
        if layout.has_stick(slot):
            paint_hinted_stick(painter, *ends, width, FROM_COLOUR)
        else:
            paint_vacated(painter, *ends, width, VACATED_COLOUR)
    for slot in scene.highlights.targets:
        ends = geometry.slot_ends(slot)
        if layout.has_stick(slot):
            paint_moved_in(painter, *ends, width, TO_COLOUR)
        else:
            paint_hinted_place(painter, *ends, width, TO_COLOUR)


def _cursor_box(geometry: BoardGeometry, scene: BoardScene, width: float) -> QRectF | None:
    """Where the keyboard cursor frame goes: around a place, or around the tray."""
    if scene.cursor_on_tray and scene.with_tray:
        return geometry.tray_rect().adjusted(-width, -width, width, width)
    if scene.cursor is None:
        return None
    tail, head = geometry.slot_ends(scene.cursor)
    pad = width * 1.6
    return QRectF(tail, head).normalized().adjusted(-pad, -pad, pad, pad)


def _with_alpha(colour: QColor, alpha: int) -> QColor:
    result = QColor(colour)
    result.setAlpha(alpha)
    return result


def paint_background(painter: QPainter, size: QSize, celebration: float) -> None:
    gradient = QLinearGradient(0, 0, 0, size.height())
    gradient.setColorAt(0.0, BACKGROUND_TOP)
    gradient.setColorAt(1.0, BACKGROUND_BOTTOM)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(gradient))
    radius = min(size.width(), size.height()) * 0.03
    painter.drawRoundedRect(QRectF(0, 0, size.width(), size.height()), radius, radius)
    vignette = QRadialGradient(
        QPointF(size.width() / 2, size.height() * 0.42), max(size.width(), size.height()) * 0.65
    )
    vignette.setColorAt(0.0, QColor(255, 255, 255, 22))
    vignette.setColorAt(1.0, QColor(0, 0, 0, 0))
    painter.setBrush(QBrush(vignette))
    painter.drawRoundedRect(QRectF(0, 0, size.width(), size.height()), radius, radius)
    if celebration > 0:
        # A golden glow along the edge: wide faint strokes under a narrow bright one.
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for spread, alpha in ((26, 50), (16, 90), (8, 170), (3, 255)):
            stroke = spread * (0.5 + celebration / 2)
            painter.setPen(QPen(_with_alpha(CELEBRATION, int(alpha * celebration)), stroke))
            inset = stroke / 2
            box = QRectF(0, 0, size.width(), size.height()).adjusted(inset, inset, -inset, -inset)
            painter.drawRoundedRect(box, radius, radius)


def _paint_capsule(
    painter: QPainter, start: QPointF, end: QPointF, width: float, colour: QColor
) -> None:
    pen = QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawLine(start, end)
    painter.setPen(Qt.PenStyle.NoPen)


def _paint_tray(
    painter: QPainter, geometry: BoardGeometry, scene: BoardScene, width: float
) -> None:
    tray = geometry.tray_rect()
    path = QPainterPath()
    path.addRoundedRect(tray, width * 2, width * 2)
    painter.setPen(QPen(QColor(255, 255, 255, 40), max(1.0, width * 0.15)))
    painter.setBrush(QColor(0, 0, 0, 60))
    painter.drawPath(path)
    if scene.tray_label:
        painter.setPen(QColor(235, 245, 240, 190))
        font = painter.font()
        font.setPixelSize(max(10, int(width * 1.6)))
        painter.setFont(font)
        label_box = tray.adjusted(width, width * 0.3, -width, 0)
        painter.drawText(
            label_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, scene.tray_label
        )
    resting = scene.tray_sticks - (1 if scene.holding and scene.held_source is None else 0)
    for index in range(resting):
        paint_stick(painter, *geometry.ends(geometry.tray_line(index, scene.tray_sticks)), width)


def _paint_held(
    painter: QPainter, geometry: BoardGeometry, scene: BoardScene, width: float
) -> None:
    """The stick in the player's hand, following the pointer, or lifted in place after a click."""
    if scene.held_source is None:
        line = geometry.tray_line(0, max(1, scene.tray_sticks))
    else:
        line = slot_line(geometry.layout, scene.held_source)
    tail, head = geometry.ends(line)
    if scene.held_at is not None:
        shift = scene.held_at - (tail + head) / 2
        tail, head = tail + shift, head + shift
    paint_stick(painter, tail, head, width * 1.08, lift=1.0)
