"""The matchstick board: an equation drawn as real matchsticks that the player moves by hand.

The engine knows slots, layouts and moves; this widget turns them into wooden sticks with red
heads and turns mouse input into engine `Move`s. Mouse handlers only translate events into the
named actions `pick_stick`, `place_stick`, `cancel_pick` and `remove_stick`, which tests call too.
Undo is `engines.history.History` over engine layouts; a drag or a click-and-place is one
step, recorded only when a stick really moved. Painting goes through `paint_board`, which
draws on any QPaintDevice, so tests render the board into a QImage and look at its pixels.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QLineF,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QKeyEvent,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from engines.history import History
from engines.matchsticks import (
    IllegalMove,
    Layout,
    Move,
    Puzzle,
    Rules,
    Slot,
    apply,
    board_size,
    cell_box,
    slot_line,
    sticks_used,
)
from engines.matchsticks.glyphs import shape_of

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
# Press-and-move farther than this (pixels) turns a press into a drag.
DRAG_THRESHOLD = 4.0
MAX_SCALE = 150.0
# Highlight glows around a stick, in stick widths.
GLOW_WIDTH = 2.6

BACKGROUND_TOP = QColor(38, 74, 80)
BACKGROUND_BOTTOM = QColor(22, 46, 52)
EMPTY_SLOT = QColor(235, 245, 240, 55)
TARGET_SLOT = QColor(250, 240, 200, 150)
CELL_HIGHLIGHT = QColor(255, 226, 130, 42)
CELL_OUTLINE = QColor(255, 226, 130, 150)
FROM_COLOUR = QColor(255, 120, 60)
TO_COLOUR = QColor(90, 230, 120)
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
        """The slot whose centre line passes closest to `point`, if close enough.

        Where sticks cross (the `+` sign) the nearly-closest later-drawn one wins, as it lies
        on top.
        """
        x, y = self.board_point(point)
        near = [
            (distance, slot)
            for slot in slots
            if (distance := _distance_to_segment(x, y, slot_line(self.layout, slot)))
            <= HIT_DISTANCE
        ]
        if not near:
            return None
        closest = min(distance for distance, _ in near)
        return [slot for distance, slot in near if distance <= closest + TIE_DISTANCE][-1]


def _distance_to_segment(x: float, y: float, line: tuple[float, float, float, float]) -> float:
    x1, y1, x2, y2 = line
    dx, dy = x2 - x1, y2 - y1
    length_squared = dx * dx + dy * dy
    t = 0.0 if length_squared == 0 else ((x - x1) * dx + (y - y1) * dy) / length_squared
    t = min(1.0, max(0.0, t))
    return math.hypot(x - (x1 + t * dx), y - (y1 + t * dy))


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


def paint_board(painter: QPainter, size: QSize, scene: BoardScene) -> None:
    """Draw `scene` filling `size` pixels of whatever device `painter` paints on."""
    geometry = BoardGeometry(scene.layout, size, scene.with_tray)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    _paint_background(painter, size, scene.celebration)
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

    # A moved stick's old place: a ghost where it has left, a glow where it still lies.
    for slot in scene.highlights.sources:
        if layout.has_stick(slot):
            glow = _with_alpha(FROM_COLOUR, 190)
            _paint_capsule(painter, *geometry.slot_ends(slot), width * GLOW_WIDTH, glow)
        else:
            _paint_capsule(painter, *geometry.slot_ends(slot), width * 1.6, FROM_COLOUR)
    for slot in scene.highlights.targets:
        glow = _with_alpha(TO_COLOUR, 190)
        _paint_capsule(painter, *geometry.slot_ends(slot), width * GLOW_WIDTH, glow)

    if scene.with_tray:
        _paint_tray(painter, geometry, scene, width)

    for slot in layout.slots():
        if layout.has_stick(slot) and not (scene.holding and slot == scene.held_source):
            paint_stick(painter, *geometry.slot_ends(slot), width)

    if scene.flying is not None:
        lift = math.sin(math.pi * scene.flying.progress)
        paint_stick(painter, *geometry.ends(_lerp_line(scene.flying)), width, lift=lift)
    if scene.holding:
        _paint_held(painter, geometry, scene, width)


def _with_alpha(colour: QColor, alpha: int) -> QColor:
    result = QColor(colour)
    result.setAlpha(alpha)
    return result


def _paint_background(painter: QPainter, size: QSize, celebration: float) -> None:
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
            painter.drawRoundedRect(
                QRectF(inset, inset, size.width() - 2 * inset, size.height() - 2 * inset),
                radius,
                radius,
            )


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


class MatchBoard(QWidget):
    """The board widget: shows a puzzle, lets the player move sticks, and keeps the undo history.

    Test hooks: `slots()` lists every slot with whether it holds a stick; `slot_rect(slot)` is the
    slot's rectangle in widget coordinates (its centre lies on the stick); `tray_rect()` is the
    spare-stick tray; `equation_text()` is the shown equation in ASCII, or None while some cell is
    not a glyph; `render_image()` paints the board into a QImage.
    """

    layout_changed = Signal()
    notice = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("matchBoard")
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 180)
        self._puzzle: Puzzle | None = None
        self._rules = Rules()
        self._history: History[Layout] | None = None
        self._holding = False
        self._held_source: Slot | None = None
        self._pointer: QPointF | None = None
        self._press_at: QPointF | None = None
        # From the pointer to the middle of the stick in hand, so it does not jump when taken.
        self._grab_offset = QPointF()
        self._dragging = False
        self._highlights = Highlights()
        self._preview: Layout | None = None
        self._flying: FlyingStick | None = None
        self._celebration = 0.0
        self.move_duration_ms = 550
        self._animation = QVariantAnimation(self)
        self._animation.setEasingCurve(QEasingCurve.Type.Linear)
        self._animation.valueChanged.connect(self._animate)
        self._animation.finished.connect(self._finish_animation)
        self._animated_moves: tuple[Move, ...] = ()
        self._animated_start: Layout | None = None
        self._celebrate_animation = QVariantAnimation(self)
        self._celebrate_animation.setStartValue(1.0)
        self._celebrate_animation.setEndValue(0.0)
        self._celebrate_animation.setDuration(1400)
        self._celebrate_animation.valueChanged.connect(self._set_celebration)

    # The puzzle and its history.

    def set_puzzle(self, puzzle: Puzzle | None) -> None:
        """Show a new puzzle from its start; forgets the old history, highlights and preview."""
        self._stop_animation()
        self._puzzle = puzzle
        self._history = History(puzzle.start) if puzzle is not None else None
        self._drop_hand()
        self._highlights = Highlights()
        self._preview = None
        self._changed()

    def puzzle(self) -> Puzzle | None:
        return self._puzzle

    def set_rules(self, rules: Rules) -> None:
        """The rule options decide which empty places are offered to a stick in hand."""
        self._rules = rules
        self.update()

    def open_slots(self) -> tuple[Slot, ...]:
        """Empty slots where a stick may go: any digit segment, and in a sign cell only the
        places of the signs the rules allow there (no diagonals unless × and ÷ are on)."""
        layout = self.current_layout()
        if layout is None or self._puzzle is None:
            return ()
        allowed: dict[int, frozenset[str]] = {}
        for cell, kind in enumerate(layout.kinds):
            if kind != "digit":
                start_glyph = self._puzzle.start.glyph(cell) or "+"
                signs = self._rules.symbol_choices(start_glyph)
                allowed[cell] = frozenset().union(*(shape_of(sign) for sign in signs))
        return tuple(
            (cell, segment)
            for cell, segment in layout.slots()
            if not layout.has_stick((cell, segment))
            and (cell not in allowed or segment in allowed[cell])
        )

    def current_layout(self) -> Layout | None:
        return self._history.current if self._history is not None else None

    def shown_layout(self) -> Layout | None:
        """What is on screen: a previewed solution, or else the player's layout."""
        return self._preview if self._preview is not None else self.current_layout()

    def sticks_used(self) -> int:
        if self._puzzle is None or self._history is None:
            return 0
        return sticks_used(self._puzzle, self._history.current)

    def can_undo(self) -> bool:
        return self._history is not None and self._history.can_undo()

    def can_redo(self) -> bool:
        return self._history is not None and self._history.can_redo()

    def undo(self) -> bool:
        return self._step(lambda history: history.undo())

    def redo(self) -> bool:
        return self._step(lambda history: history.redo())

    def reset(self) -> bool:
        """Back to the puzzle's start, as one undoable step."""
        return self._step(lambda history: self._record(history, self._puzzle.start))

    def _step(self, action: Callable[[History[Layout]], bool]) -> bool:
        if self._history is None:
            return False
        self.leave_preview()
        self._drop_hand()
        changed = action(self._history)
        self._changed()
        return changed

    @staticmethod
    def _record(history: History[Layout], layout: Layout) -> bool:
        if layout == history.current:
            return False
        history.push(layout)
        return True

    # What the player does with sticks.

    def held(self) -> tuple[bool, Slot | None]:
        """Whether a stick is in hand, and the slot it came from (None: from the tray)."""
        return self._holding, self._held_source

    def pick_stick(self, slot: Slot | None) -> bool:
        """Take the stick in `slot` (None: a spare stick from the tray) into the player's hand."""
        layout = self.current_layout()
        if layout is None or self._puzzle is None:
            return False
        self.leave_preview()
        if slot is not None and not layout.has_stick(slot):
            return False
        refusal = self._pick_refusal(layout, slot)
        if refusal:
            self._drop_hand()
            self.notice.emit(refusal)
            self.update()
            return False
        self._holding = True
        self._held_source = slot
        self.update()
        return True

    def _pick_refusal(self, layout: Layout, slot: Slot | None) -> str:
        """Why the player may not pick up this stick now ('' when they may)."""
        puzzle = self._puzzle
        used = sticks_used(puzzle, layout)
        if slot is None:
            if puzzle.kind != "add" or used >= puzzle.count:
                return self.tr("There are no spare sticks left to add.")
            return ""
        original = puzzle.start.has_stick(slot)
        if puzzle.kind == "add" and original:
            return self.tr("In this puzzle you add sticks: the ones already there stay put.")
        if puzzle.kind == "move" and original and used >= puzzle.count:
            return self.tr(
                "You have already moved {used} of {allowed} sticks: undo or reset to try another."
            ).format(used=used, allowed=puzzle.count)
        return ""

    def place_stick(self, slot: Slot | None) -> bool:
        """Put the stick in hand into `slot` (None: back into the tray); one undo step if it moved.

        An occupied slot, the stick's own slot, a place no allowed sign uses, or a move that
        would exceed the allowed number of sticks puts the stick back where it came from.
        """
        layout = self.current_layout()
        if not self._holding or layout is None or self._puzzle is None:
            return False
        source = self._held_source
        self._drop_hand()
        if slot == source or (slot is not None and slot not in self.open_slots()):
            self.update()
            return False
        if slot is None and self._puzzle.kind == "move":
            self.update()
            return False
        try:
            moved = apply(layout, Move(source, slot))
        except IllegalMove:
            self.update()
            return False
        if sticks_used(self._puzzle, moved) > self._puzzle.count:
            self.notice.emit(
                self.tr("Only {allowed} sticks may change in this puzzle.").format(
                    allowed=self._puzzle.count
                )
            )
            self.update()
            return False
        return self._step(lambda history: self._record(history, moved))

    def cancel_pick(self) -> None:
        """Put the stick in hand back where it came from."""
        if self._holding:
            self._drop_hand()
            self.update()

    def remove_stick(self, slot: Slot) -> bool:
        """Take a stick off the board into the tray (remove puzzles), as one undo step."""
        layout = self.current_layout()
        if layout is None or self._puzzle is None or not layout.has_stick(slot):
            return False
        if sticks_used(self._puzzle, layout) >= self._puzzle.count:
            self.notice.emit(
                self.tr(
                    "You have already removed {allowed} sticks: undo or reset to try another."
                ).format(allowed=self._puzzle.count)
            )
            return False
        self._holding, self._held_source = True, slot
        return self.place_stick(None)

    def _drop_hand(self) -> None:
        self._holding = False
        self._held_source = None
        self._press_at = None
        self._dragging = False
        self._grab_offset = QPointF()

    def _changed(self) -> None:
        self.update()
        self.layout_changed.emit()

    # Hints, solutions and celebrations.

    def show_highlights(self, highlights: Highlights) -> None:
        self._highlights = highlights
        self.update()

    def highlights(self) -> Highlights:
        return self._highlights

    def show_solution(self, moves: Sequence[Move], *, animate: bool = True) -> None:
        """Show the start layout turning into a solution: `moves` play one after another, then
        the old and new places of the moved sticks stay highlighted until the player acts."""
        if self._puzzle is None:
            return
        self._stop_animation()
        self._drop_hand()
        self._animated_start = self._puzzle.start
        self._animated_moves = tuple(moves)
        self._highlights = Highlights(
            sources=tuple(move.source for move in moves if move.source is not None)
        )
        if animate and moves:
            self._preview = self._puzzle.start
            self._animation.setStartValue(0.0)
            self._animation.setEndValue(float(len(moves)))
            self._animation.setDuration(self.move_duration_ms * len(moves))
            self._animation.start()
        else:
            self._finish_animation()

    def is_animating(self) -> bool:
        return self._animation.state() == QVariantAnimation.State.Running

    def leave_preview(self) -> None:
        """Back to the player's own layout after a previewed solution."""
        if self._preview is None and not self.is_animating():
            return
        self._stop_animation()
        self._preview = None
        self._highlights = Highlights()
        self.update()

    def celebrate(self) -> None:
        """A warm glow around the board that fades out: the puzzle is solved."""
        self._celebrate_animation.stop()
        self._celebrate_animation.start()

    def _stop_animation(self) -> None:
        self._animation.stop()
        self._flying = None

    def _animate(self, value: float) -> None:
        if self._animated_start is None:
            return
        step = min(int(value), len(self._animated_moves) - 1)
        layout = self._animated_start
        for move in self._animated_moves[:step]:
            layout = apply(layout, move)
        move = self._animated_moves[step]
        geometry = BoardGeometry(layout, self.size(), self._with_tray())
        tray_line = geometry.tray_line(0, 1)
        start = slot_line(layout, move.source) if move.source is not None else tray_line
        end = slot_line(layout, move.target) if move.target is not None else tray_line
        if move.source is not None:
            layout = Layout(layout.kinds, layout.sticks - {move.source})
        self._preview = layout
        self._flying = FlyingStick(start, end, value - step)
        self.update()

    def _finish_animation(self) -> None:
        if self._animated_start is None:
            return
        layout = self._animated_start
        for move in self._animated_moves:
            layout = apply(layout, move)
        self._preview = layout
        self._flying = None
        self._highlights = Highlights(
            sources=tuple(move.source for move in self._animated_moves if move.source is not None),
            targets=tuple(move.target for move in self._animated_moves if move.target is not None),
        )
        self.update()

    def _set_celebration(self, value: float) -> None:
        self._celebration = float(value)
        self.update()

    # Test hooks and geometry.

    def slots(self) -> list[tuple[Slot, bool]]:
        """Every slot of the shown layout, in drawing order, with whether it holds a stick."""
        layout = self.shown_layout()
        if layout is None:
            return []
        return [(slot, layout.has_stick(slot)) for slot in layout.slots()]

    def slot_rect(self, slot: Slot) -> QRect:
        """The slot's rectangle in widget coordinates; its centre is the stick's middle."""
        geometry = self._geometry()
        tail, head = geometry.slot_ends(slot)
        pad = STICK_WIDTH * geometry.scale
        return QRectF(tail, head).normalized().adjusted(-pad, -pad, pad, pad).toRect()

    def tray_rect(self) -> QRect:
        """The spare-stick tray in widget coordinates (empty when the puzzle has no tray)."""
        if not self._with_tray():
            return QRect()
        return self._geometry().tray_rect().toRect()

    def equation_text(self) -> str | None:
        layout = self.shown_layout()
        return layout.text() if layout is not None else None

    def render_image(self, size: QSize | None = None, device_pixel_ratio: float = 1.0) -> QImage:
        """The board as it looks now, painted into an image (`size` in logical pixels)."""
        logical = size if size is not None else self.size()
        image = QImage(
            int(logical.width() * device_pixel_ratio),
            int(logical.height() * device_pixel_ratio),
            QImage.Format.Format_ARGB32_Premultiplied,
        )
        image.setDevicePixelRatio(device_pixel_ratio)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        self._paint(painter, logical)
        painter.end()
        return image

    def sizeHint(self) -> QSize:
        return QSize(720, 420)

    def _with_tray(self) -> bool:
        return self._puzzle is not None and self._puzzle.kind in ("add", "remove")

    def _tray_count(self) -> int:
        """Sticks lying in the tray: spares still to add, or the ones already removed."""
        if self._puzzle is None or self._puzzle.kind == "move":
            return 0
        used = self.sticks_used()
        return self._puzzle.count - used if self._puzzle.kind == "add" else used

    def _tray_label(self) -> str:
        if self._puzzle is None or self._puzzle.kind == "move":
            return ""
        return self.tr("Spare sticks") if self._puzzle.kind == "add" else self.tr("Taken away")

    def _geometry(self) -> BoardGeometry:
        return BoardGeometry(self.shown_layout(), self.size(), self._with_tray())

    def _scene(self) -> BoardScene:
        return BoardScene(
            layout=self.shown_layout(),
            open_slots=self.open_slots() if self._holding else (),
            tray_sticks=self._tray_count(),
            with_tray=self._with_tray(),
            held_source=self._held_source,
            holding=self._holding,
            held_at=self._pointer + self._grab_offset
            if self._holding and self._pointer is not None
            else None,
            target=self._target_under_pointer(),
            highlights=self._highlights,
            flying=self._flying,
            celebration=self._celebration,
            tray_label=self._tray_label(),
        )

    def _paint(self, painter: QPainter, size: QSize) -> None:
        if self.shown_layout() is None:
            _paint_background(painter, size, 0.0)
            return
        paint_board(painter, size, self._scene())

    def _stick_at(self, point: QPointF) -> Slot | None:
        layout = self.current_layout()
        return self._geometry().slot_at(point, (s for s in layout.slots() if layout.has_stick(s)))

    def _empty_slot_at(self, point: QPointF) -> Slot | None:
        candidates = self.open_slots()
        if self._held_source is not None:
            candidates = (*candidates, self._held_source)
        return self._geometry().slot_at(point, candidates)

    def _on_tray(self, point: QPointF) -> bool:
        return self._with_tray() and self._geometry().tray_rect().contains(point)

    def _held_centre(self) -> QPointF:
        """The middle of the stick in hand where it lay before it was taken."""
        geometry = self._geometry()
        if self._held_source is None:
            line = geometry.tray_line(0, max(1, self._tray_count()))
        else:
            line = slot_line(geometry.layout, self._held_source)
        tail, head = geometry.ends(line)
        return (tail + head) / 2

    def _target_under_pointer(self) -> Slot | None:
        if not self._holding or self._pointer is None or self._preview is not None:
            return None
        slot = self._empty_slot_at(self._pointer)
        return slot if slot != self._held_source else None

    # Events: each one only translates into the named actions above.

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        self._paint(painter, self.size())
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton and self._holding:
            self.cancel_pick()
            self._show_cursor()
            return
        if event.button() != Qt.MouseButton.LeftButton or self.current_layout() is None:
            super().mousePressEvent(event)
            return
        self._pointer = event.position()
        self._press(self._pointer)
        self._show_cursor()

    def _press(self, point: QPointF) -> None:
        """A press leaves a previewed solution, places a held stick, or takes one."""
        if self._preview is not None:
            self.leave_preview()
        elif self._holding:
            self._drop_at(point)
        elif self._puzzle.kind == "remove":
            slot = self._stick_at(point)
            if slot is not None:
                self.remove_stick(slot)
        else:
            source = None if self._on_tray(point) else self._stick_at(point)
            if (source is not None or self._on_tray(point)) and self.pick_stick(source):
                self._press_at = point
                self._grab_offset = self._held_centre() - point

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self.current_layout() is None:
            return
        self._pointer = event.position()
        self._show_cursor()
        if self._holding and self._press_at is not None:
            travelled = QLineF(self._press_at, self._pointer).length()
            self._dragging = self._dragging or travelled > DRAG_THRESHOLD
        if self._holding:
            self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mouseReleaseEvent(event)
            return
        self._pointer = event.position()
        if self._holding and self._dragging:
            self._drop_at(self._pointer)
        self._press_at = None
        self._dragging = False
        self._show_cursor()

    def _show_cursor(self) -> None:
        """A closed hand while holding, an open hand over a stick that can be taken."""
        if self._holding:
            shape = Qt.CursorShape.ClosedHandCursor
        elif self._preview is None and self._pointer is not None and (
            self._stick_at(self._pointer) is not None or self._on_tray(self._pointer)
        ):
            shape = Qt.CursorShape.OpenHandCursor
        else:
            shape = Qt.CursorShape.ArrowCursor
        if self.cursor().shape() != shape:
            self.setCursor(shape)

    def _drop_at(self, point: QPointF) -> None:
        """Release or second click: place on an empty slot or the tray, else put the stick back."""
        target = self._empty_slot_at(point)
        if target is not None:
            self.place_stick(target)
        elif self._on_tray(point) and self._held_source is not None:
            self.place_stick(None)
        else:
            self.cancel_pick()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and (self._holding or self._preview is not None):
            self.cancel_pick()
            self.leave_preview()
            return
        super().keyPressEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        if not self._dragging:
            self._pointer = None
            self.update()
        super().leaveEvent(event)
