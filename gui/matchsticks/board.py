"""The matchstick board widget: shows a session's layout and turns mouse input into moves.

The engine knows slots, layouts and moves; the painting lives in `painting.py`. Mouse handlers
only translate events into the named actions `pick_stick`, `place_stick`, `cancel_pick` and
`remove_stick`, which tests call too. The undo history is the game's session (or a plain
`engines.play.history.History` when the board is used alone); a drag or a click-and-place is one
step, recorded only when a stick really moved.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Protocol

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
    QImage,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from engines.matchsticks import (
    IllegalMove,
    Layout,
    Move,
    Puzzle,
    Rules,
    Slot,
    apply,
    slot_line,
    sticks_used,
)
from engines.matchsticks.glyphs import shape_of
from engines.play.history import History
from gui.matchsticks.keyboard import KeyboardPlay
from gui.matchsticks.painting import (
    STICK_WIDTH,
    BoardGeometry,
    BoardScene,
    FlyingStick,
    Highlights,
    paint_background,
    paint_board,
)
from gui.matchsticks.speech import BoardSpeech

Notice = Callable[[], str]
"""Writes why a move was refused, in the language of the moment it is shown."""

# Press-and-move farther than this (pixels) turns a press into a drag.
DRAG_THRESHOLD = 4.0


class Moves(Protocol):
    """The undo history the board plays into: a game session, or a bare History."""

    @property
    def current(self) -> Layout: ...
    def push(self, state: Layout) -> None: ...
    def undo(self) -> bool: ...
    def redo(self) -> bool: ...
    def can_undo(self) -> bool: ...
    def can_redo(self) -> bool: ...


class MatchBoard(KeyboardPlay, QWidget):
    """The board widget: shows a puzzle, lets the player move sticks, and keeps the undo history.

    Test hooks: `slots()` lists every slot with whether it holds a stick; `slot_rect(slot)` is the
    slot's rectangle in widget coordinates (its centre lies on the stick); `tray_rect()` is the
    spare-stick tray; `equation_text()` is the shown equation in ASCII, or None while some cell is
    not a glyph; `render_image()` paints the board into a QImage; `cursor_slot()` is the slot
    under the keyboard cursor (`keyboard.py`).
    """

    layout_changed = Signal()
    # The board went back from a previewed solution to the player's own layout.
    preview_left = Signal()
    # Why a move was refused: a function that writes it in the current language.
    notice = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("matchBoard")
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 180)
        self._puzzle: Puzzle | None = None
        self._rules = Rules()
        self._history: Moves | None = None
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
        self.speech = BoardSpeech(self)

    # The puzzle and its history.

    def set_puzzle(self, puzzle: Puzzle | None, moves: Moves | None = None) -> None:
        """Show `puzzle` at the current state of `moves` (by default a fresh history from its
        start); forgets the old highlights and preview."""
        self._stop_animation()
        self._puzzle = puzzle
        if puzzle is None:
            self._history = None
        else:
            self._history = moves if moves is not None else History(puzzle.start)
        self._drop_hand()
        self._highlights = Highlights()
        self._preview = None
        self._cursor = None
        self.reset_cursor()
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
            if kind == "symbol":
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

    def _step(self, action: Callable[[Moves], bool]) -> bool:
        if self._history is None:
            return False
        self.leave_preview()
        self._drop_hand()
        changed = action(self._history)
        self._changed()
        return changed

    @staticmethod
    def _record(history: Moves, layout: Layout) -> bool:
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
        if refusal is not None:
            self._drop_hand()
            self.notice.emit(refusal)
            self.update()
            return False
        self._holding = True
        self._held_source = slot
        self.update()
        self.announce()
        return True

    def _pick_refusal(self, layout: Layout, slot: Slot | None) -> Notice | None:
        """Why the player may not pick up this stick now (None when they may)."""
        puzzle = self._puzzle
        used = sticks_used(puzzle, layout)
        if slot is None:
            if puzzle.kind != "add" or used >= puzzle.count:
                return partial(self.speech.notice, "no spares")
            return None
        original = puzzle.start.has_stick(slot)
        if puzzle.kind == "add" and original:
            return partial(self.speech.notice, "add only")
        if puzzle.kind == "move" and original and used >= puzzle.count:
            return partial(self.speech.notice, "all moved", allowed=puzzle.count)
        return None

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
            self.notice.emit(partial(self.speech.notice, "too many", allowed=self._puzzle.count))
            self.update()
            return False
        return self._step(lambda history: self._record(history, moved))

    def cancel_pick(self) -> None:
        """Put the stick in hand back where it came from."""
        if self._holding:
            self._drop_hand()
            self.update()
            self.announce()

    def remove_stick(self, slot: Slot) -> bool:
        """Take a stick off the board into the tray (remove puzzles), as one undo step."""
        layout = self.current_layout()
        if layout is None or self._puzzle is None or not layout.has_stick(slot):
            return False
        if sticks_used(self._puzzle, layout) >= self._puzzle.count:
            self.notice.emit(partial(self.speech.notice, "all removed", allowed=self._puzzle.count))
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
        self.announce()
        self.layout_changed.emit()

    def announce(self) -> None:
        """Tell assistive tools what the board now shows (see `speech.py`)."""
        self.speech.announce()

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

    def is_previewing(self) -> bool:
        """Whether a solution (or its animation) is shown instead of the player's layout."""
        return self._preview is not None

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
        self.announce()
        self.preview_left.emit()

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
        self.announce()

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
            held_at=self._held_at(),
            target=self._target_under_pointer() or self.keyboard_target(),
            highlights=self._highlights,
            flying=self._flying,
            celebration=self._celebration,
            tray_label=self._tray_label(),
            cursor=self.cursor_slot(),
            cursor_on_tray=self.cursor_on_tray(),
            focused=self.hasFocus(),
            palette=self.palette(),
        )

    def _held_at(self) -> QPointF | None:
        """Where the stick in hand hovers: at the pointer, or over the keyboard cursor."""
        if not self._holding:
            return None
        if self._pointer is not None:
            return self._pointer + self._grab_offset
        if self.hasFocus():
            return self.cursor_point()
        return None

    def _paint(self, painter: QPainter, size: QSize) -> None:
        if self.shown_layout() is None:
            paint_background(painter, size, 0.0)
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
        if not self.handle_key(event):
            super().keyPressEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        if not self._dragging:
            self._pointer = None
            self.update()
        super().leaveEvent(event)
