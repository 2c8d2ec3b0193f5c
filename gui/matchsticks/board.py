"""The matchstick board widget: shows a session's layout and turns input into moves.

The widget draws and forwards; it decides nothing. Which sticks may be taken and where they may
go is the engine's (`engines.matchsticks.legality`): the board offers "this stick to that
place" and shows the layout, or the refusal, it gets back. The painting lives in `painting.py`,
a previewed solution in `preview.py`, the mouse in `mouse.py` and the keys in `keyboard.py`;
their handlers only translate events into the named actions `pick_stick`, `place_stick`,
`cancel_pick` and `remove_stick`, which tests call too. The undo history is the game's session
(or a plain `engines.play.history.History` when the board is used alone); a drag or a
click-and-place is one step, recorded only when a stick really moved.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Protocol

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QImage, QKeyEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from engines.common import Message
from engines.matchsticks import (
    Layout,
    Move,
    Puzzle,
    Rules,
    Slot,
    offer,
    open_places,
    pick_refusal,
    sticks_used,
)
from engines.play.history import History
from gui.matchsticks.keyboard import KeyboardPlay
from gui.matchsticks.marks import paint_cell_numbers
from gui.matchsticks.mouse import MousePlay
from gui.matchsticks.painting import (
    CELL_OUTLINE,
    MARGIN,
    STICK_WIDTH,
    BoardGeometry,
    BoardScene,
    Highlights,
    paint_background,
    paint_board,
    roomy_height,
)
from gui.matchsticks.preview import SolutionPreview
from gui.matchsticks.speech import BoardSpeech
from gui.matchsticks.verdict import shown_message

UNBOUNDED = 16_777_215
"""Qt's QWIDGETSIZE_MAX, a widget's maximum size when nothing limits it."""
NUMBER_COLOUR = QColor(CELL_OUTLINE.red(), CELL_OUTLINE.green(), CELL_OUTLINE.blue())
"""The numbers of the cells a hint names: the hinted cells' outline colour, opaque."""


class Moves(Protocol):
    """The undo history the board plays into: a game session, or a bare History."""

    @property
    def current(self) -> Layout: ...
    def push(self, state: Layout) -> None: ...
    def undo(self) -> bool: ...
    def redo(self) -> bool: ...
    def can_undo(self) -> bool: ...
    def can_redo(self) -> bool: ...


class MatchBoard(KeyboardPlay, MousePlay, SolutionPreview, QWidget):
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
        self.setup_preview()
        self.speech = BoardSpeech(self, self)

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
        """Empty places where a stick in hand may go (the engine's `open_places`)."""
        layout = self.current_layout()
        if layout is None or self._puzzle is None:
            return ()
        return open_places(self._puzzle, self._rules, layout)

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
        if changed:
            # Hint marks were worked out for the layout that just changed.
            self._highlights = Highlights()
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
        refusal = pick_refusal(self._puzzle, layout, slot)
        if refusal is not None:
            self._drop_hand()
            self.refuse(refusal)
            return False
        self._holding = True
        self._held_source = slot
        self.update()
        self.announce()
        return True

    def place_stick(self, slot: Slot | None) -> bool:
        """Put the stick in hand into `slot` (None: back into the tray); one undo step if it moved.

        Putting it back where it came from is no move; anything the engine refuses (an
        occupied place, one no allowed sign uses, more sticks than allowed) is said, and the
        stick goes back where it came from.
        """
        if not self._holding:
            return False
        source = self._held_source
        self._drop_hand()
        if slot == source:
            self.update()
            return False
        return self._offer(Move(source, slot))

    def _offer(self, move: Move) -> bool:
        """Ask the engine whether `move` is allowed; record it as one step, or say why not."""
        layout = self.current_layout()
        if layout is None or self._puzzle is None:
            return False
        answer = offer(self._puzzle, self._rules, layout, move)
        if answer.layout is None:
            if answer.refusal is not None:
                self.refuse(answer.refusal)
            self.update()
            return False
        moved = answer.layout
        return self._step(lambda history: self._record(history, moved))

    def refusal_of(self, move: Move) -> Message | None:
        """Why the engine would refuse `move` on the layout now (None: it is allowed)."""
        layout = self.current_layout()
        if layout is None or self._puzzle is None:
            return None
        return offer(self._puzzle, self._rules, layout, move).refusal

    def refuse(self, refusal: Message) -> None:
        """Tell the tab why a move was refused, in the language of the moment it is shown."""
        self.notice.emit(partial(shown_message, refusal))
        self.update()

    def cancel_pick(self) -> None:
        """Put the stick in hand back where it came from."""
        if self._holding:
            self._drop_hand()
            self.update()
            self.announce()

    def remove_stick(self, slot: Slot) -> bool:
        """Take a stick off the board into the tray (remove puzzles), as one undo step."""
        layout = self.current_layout()
        if layout is None or not layout.has_stick(slot):
            return False
        return self._offer(Move(slot, None))

    def _drop_hand(self) -> None:
        self._holding = False
        self._held_source = None
        self._press_at = None
        self._dragging = False
        self._grab_offset = QPointF()

    def _changed(self) -> None:
        self._fit_height()
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

    def marks(self) -> Highlights:
        """What the board draws over the sticks: a hint's or a previewed solution's marks, or
        else the player's own moves so far (a ring around each stick moved in, a dashed outline
        where one left), as the solution preview marks them."""
        layout = self.current_layout()
        if self._highlights != Highlights() or self._preview is not None or layout is None:
            return self._highlights
        start = self._puzzle.start.sticks
        return Highlights(
            sources=tuple(sorted(start - layout.sticks)),
            targets=tuple(sorted(layout.sticks - start)),
        )

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
        """Sticks lying in the tray of the layout on screen: spares still to add, or the ones
        already removed; a stick flying in a previewed solution is in neither place."""
        layout = self.shown_layout()
        if self._puzzle is None or self._puzzle.kind == "move" or layout is None:
            return 0
        used = sticks_used(self._puzzle, layout)
        in_flight = int(self._flying is not None)
        return (self._puzzle.count - used if self._puzzle.kind == "add" else used) - in_flight

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
            highlights=self.marks(),
            flying=self._flying,
            celebration=self._celebration,
            tray_label=self._tray_label(),
            cursor=self.cursor_slot() if self.shows_cursor() else None,
            cursor_on_tray=self.cursor_on_tray() and self.shows_cursor(),
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
        named = self.named_cells()
        if named:
            geometry = self._geometry()
            boxes = [(cell, geometry.cell_rect(cell)) for cell in named]
            paint_cell_numbers(painter, boxes, MARGIN * 0.8 * geometry.scale, NUMBER_COLOUR)

    def named_cells(self) -> tuple[int, ...]:
        """The cells a hint on the board names, numbered above them as the hint counts."""
        marks = self._highlights
        if self._preview is not None:
            return ()
        return tuple(sorted({*marks.cells, *(c for c, _ in (*marks.sources, *marks.targets))}))

    # Events: each one only translates into the named actions above.

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_height()

    def _fit_height(self) -> None:
        """No more height than the equation can use at this width (`painting.roomy_height`);
        the felt keeps the rest."""
        layout = self.current_layout()
        roomy = UNBOUNDED
        if layout is not None:
            roomy = max(self.minimumHeight(), roomy_height(layout, self.width(), self._with_tray()))
        if roomy != self.maximumHeight():
            self.setMaximumHeight(roomy)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        self._paint(painter, self.size())
        painter.end()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.handle_key(event):
            super().keyPressEvent(event)
