"""One helper for a tab's engine work off the GUI thread: deals, and the analysis of a puzzle.

Small puzzles are worked out at once; large ones go to a TaskRunner so the window never
freezes. Actions that need the analysis (hints, solutions, a "no solution" judgement) wait for
it and run when it arrives; a result for a puzzle that has left the table is dropped (each
task has its own token, and `follow` or `cancel` forgets the old ones).

Stored actions take the tab as their first argument rather than closing over it, and the tab
is reached through Qt's parent link: a tab that refers to itself through them is freed by the
garbage collector on whatever thread allocates next, and Qt objects must be destroyed on the
GUI thread.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from gui.play.worker import TaskRunner

Action = Callable[[Any, Any], None]
"""`action(tab, result)`."""


class BackgroundWork(QObject):
    """One task at a time for the tab that owns it: a deal, or the analysis of its puzzle."""

    failed = Signal(str)
    """A task failed; the message says why."""

    def __init__(self, tab: QWidget) -> None:
        super().__init__(tab)
        self.analysis: Any = None
        self._analyse: Callable[[], object] | None = None
        self._quick = True
        self._waiting: list[Action] = []
        self._handlers: dict[object, Action | None] = {}
        """What to do with each task's result; None for the analysis of the puzzle."""
        self.runner = TaskRunner(self)
        self.runner.finished.connect(self._finished)
        self.runner.failed.connect(self._failed)

    def cancel(self) -> None:
        """The puzzle is leaving the table: nothing under way or waiting applies any more."""
        self.runner.cancel()
        self._handlers.clear()
        self._waiting.clear()
        self.analysis = None
        self._analyse = None

    def run(self, work: Callable[[], object], handler: Action) -> None:
        """Run `work` in the worker; `handler(tab, result)` gets its result."""
        self._start(work, handler)

    def follow(self, analyse: Callable[[], object], *, quick: bool) -> None:
        """A new puzzle on the table, worked out by `analyse`: at once when asked if `quick`,
        else in the worker, starting now."""
        self.cancel()
        self._analyse, self._quick = analyse, quick
        if not quick:
            self._start(analyse, None)

    def with_analysis(self, action: Action) -> None:
        """Run `action(tab, analysis)` for the puzzle on the table: now if known, else on
        arrival."""
        if self._analyse is None:
            return
        if self.analysis is None and self._quick:
            self.analysis = self._analyse()
        if self.analysis is not None:
            action(self.parent(), self.analysis)
            return
        self._waiting.append(action)
        if not self.runner.is_busy():
            self._start(self._analyse, None)

    def _start(self, work: Callable[[], object], handler: Action | None) -> None:
        self._handlers.clear()
        self._handlers[self.runner.run(work)] = handler

    def _finished(self, token: object, result: object) -> None:
        if token not in self._handlers:
            return
        handler = self._handlers.pop(token)
        if handler is not None:
            handler(self.parent(), result)
            return
        self.analysis = result
        waiting, self._waiting = self._waiting, []
        for action in waiting:
            action(self.parent(), result)

    def _failed(self, token: object, message: str) -> None:
        if token in self._handlers:
            del self._handlers[token]
            self.failed.emit(message)
