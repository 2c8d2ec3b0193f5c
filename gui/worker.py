"""Runs slow engine calls off the GUI thread so the window never freezes.

A tab hands `TaskRunner.run` a plain Python callable (an engine function). It runs in a
daemon thread; its result or exception comes back on the GUI thread through a signal. Only
the newest task counts: starting another one, or `cancel()`, makes the runner drop whatever
older tasks still deliver, which is how a new deal "cancels" a long solve (Python threads
cannot be killed, so an abandoned solve finishes quietly in the background).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from engines.common import PuzzleInputError
from gui.i18n import translate_message


class _Relay(QObject):
    """Carries one outcome from the worker thread; queued because it is emitted off-thread."""

    done = Signal(int, bool, object)


class TaskRunner(QObject):
    """Runs one callable at a time in the background; a newer call supersedes older ones."""

    finished = Signal(object, object)
    failed = Signal(object, str)
    busy_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._relay = _Relay()
        self._relay.done.connect(self._deliver)
        self._latest = 0
        self._busy = False

    def run(self, function: Callable[..., Any], *args: Any) -> int:
        """Start `function(*args)` in a worker thread and return the token its outcome carries."""
        self._latest += 1
        token = self._latest
        relay = self._relay

        def work() -> None:
            try:
                outcome = function(*args)
            except Exception as error:  # every failure must reach the GUI, never the thread
                relay.done.emit(token, False, error)
            else:
                relay.done.emit(token, True, outcome)

        threading.Thread(target=work, name=f"task-{token}", daemon=True).start()
        self._set_busy(True)
        return token

    def cancel(self) -> None:
        """Forget the task in flight: its outcome will be dropped."""
        self._latest += 1
        self._set_busy(False)

    def is_busy(self) -> bool:
        return self._busy

    @Slot(int, bool, object)
    def _deliver(self, token: int, succeeded: bool, outcome: object) -> None:
        if token != self._latest:
            return
        self._set_busy(False)
        if succeeded:
            self.finished.emit(token, outcome)
        else:
            self.failed.emit(token, _describe(outcome))

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busy_changed.emit(busy)


def _describe(error: object) -> str:
    """A player-readable sentence for a failed task, translated when the engine explains it."""
    if isinstance(error, PuzzleInputError):
        return translate_message(error.message)
    return str(error) or type(error).__name__
