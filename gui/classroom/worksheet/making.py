"""Making a worksheet in the background: the puzzles first, then their answers a few at a time.

Drawing the puzzles is quick but for a few settings (sixty hard Roman puzzles take seconds,
counted as they are drawn), and the puzzle pages need nothing else, so the preview can show
the first page once they are drawn. Answers can be slow (a set of large hands under unusual
rules has none in the hand tables), so they are worked out in small batches: after each one
the sheet made so far is reported, which lets the preview fill in the key behind the first
page and show how far it has got, and lets the teacher stop it between two batches or in the
middle of one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, Signal

from engines.classroom.worksheet import Entry, entry_of, unanswered_entry
from engines.sharing.codes import SharedPuzzle
from gui.play.worker import TaskRunner

BATCH = 6
"""Puzzles whose answers are worked out between two reports."""
Count = Callable[[int, int], object]
"""What `draw` is given to report (done, total) as it draws the puzzles."""


def _answered(puzzles: Sequence[SharedPuzzle]) -> list[Entry]:
    return [entry_of(puzzle) for puzzle in puzzles]


class SheetMaker(QObject):
    """Makes the entries of a sheet off the GUI thread.

    `drawing(done, total)` counts the puzzles as `draw` reports them. `progressed(entries,
    answered)` follows each step after that: every puzzle's entry, of which the first
    `answered` carry their answers (the rest only the puzzle); the sheet is done when
    `answered` is the number of entries. `failed(message)` ends a making that cannot go on
    (settings no puzzle fits). `stop()` drops the making in flight.
    """

    progressed = Signal(object, int)
    failed = Signal(str)
    drawing = Signal(int, int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._runner = TaskRunner(self)
        self._runner.finished.connect(self._step_done)
        self._runner.failed.connect(self._step_failed)
        self._puzzles: tuple[SharedPuzzle, ...] = ()
        self._entries: list[Entry] = []
        self._drawing = False
        self._runner.progressed.connect(lambda _token, done, total: self.drawing.emit(done, total))

    def start(self, draw: Callable[[Count], Sequence[SharedPuzzle]]) -> None:
        """Make a sheet of the puzzles `draw(count)` gives: called in the background, it may
        call `count(done, total)` after each puzzle."""
        self._drawing = True
        self._entries = []
        self._runner.run(draw, counted=True)

    def stop(self) -> None:
        self._runner.cancel()
        self._drawing = False

    def is_busy(self) -> bool:
        return self._runner.is_busy()

    def _step_done(self, _token: object, made: object) -> None:
        assert isinstance(made, list)
        if self._drawing:
            self._drawing = False
            self._puzzles = tuple(made)
        else:
            self._entries.extend(made)
        answered = len(self._entries)
        waiting = [unanswered_entry(puzzle) for puzzle in self._puzzles[answered:]]
        if waiting:
            self._runner.run(_answered, self._puzzles[answered : answered + BATCH])
        self.progressed.emit([*self._entries, *waiting], answered)

    def _step_failed(self, _token: object, message: str) -> None:
        self._drawing = False
        self.failed.emit(message)
