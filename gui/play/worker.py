"""Runs slow engine calls off the GUI thread so the window never freezes.

A tab hands `TaskRunner.run` a plain Python callable (an engine function). It runs in a
daemon thread; its result comes back on the GUI thread through a signal. Only the newest task
counts: starting another one, `cancel()`, deleting the runner or quitting the application
stops the task in flight.

Stopping: Python threads cannot be killed, and a flag the solvers poll would have to live in
their innermost loops. Instead the runner raises `TaskCancelled` inside the task's thread
(CPython's `PyThreadState_SetAsyncExc`), which unwinds pure-Python engine code at its next
bytecode boundary, within milliseconds, and frees what the search held. Engine functions are
safe to abandon this way because they change no shared state except caches that store a value
only once it is computed (`functools.lru_cache`, `cached_property`).

One task per runner at a time: a new task's thread first waits for the superseded one to
unwind, so rapid deals never pile up searches.

While a task computes, the interpreter is tuned for a responsive window (`_BackgroundMode`):
the cyclic garbage collector makes no full collections (each one over a search's millions of
objects held the GIL, so froze the window, for 100-250 ms; young collections go on and reference
counting frees what the search drops), and threads switch every millisecond instead of every
five, so the GUI thread, which takes and gives back the GIL for every callback from Qt, is not
kept waiting 5 ms each time. Both settings return when no task computes.

Progress: a task run with `counted=True` gets one more argument, a callable it may call from
its thread with (done, total) as it goes; the counts reach `progressed` on the GUI thread
through the same relay, and only the newest task's, so a count sent before a cancel is dropped.

Failures: a PuzzleInputError is the player's business and arrives as `failed` with its
translated message. Any other exception is a bug: it goes to `sys.excepthook` (the app's error
reporter: dialog and log) with its worker-thread traceback, and the tab gets `failed` with a
short sentence instead of raw exception text.
"""

from __future__ import annotations

import gc
import itertools
import sys
import threading
import time
import weakref
from collections.abc import Callable
from functools import cache, partial
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot

from engines.common import PuzzleInputError
from gui.shell.i18n import translate_message


class TaskCancelled(BaseException):
    """Raised inside a superseded task's thread; a BaseException so `except Exception` in
    engine code cannot swallow it."""


@cache
def _ctypes() -> Any:
    """ctypes, loaded by the first task's own thread (`_Task._work`): not before the first
    frame, and not on the GUI thread at the first cancel, where loading it while a search
    holds the GIL most of the time froze the window for over 100 ms."""
    import ctypes

    return ctypes


def _raise_in_thread(ident: int, exception: type[BaseException] | None) -> None:
    """Make thread `ident` raise `exception` at its next bytecode (None: forget a pending one)."""
    ctypes = _ctypes()
    target = ctypes.py_object(exception) if exception is not None else None
    ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(ident), target)


class _BackgroundMode:
    """Interpreter settings for a responsive window while at least one task computes."""

    NEVER = 1 << 30
    SWITCH_INTERVAL = 0.001

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._computing = 0
        self._thresholds = gc.get_threshold()
        self._switch_interval = sys.getswitchinterval()

    def begin(self) -> None:
        with self._lock:
            if self._computing == 0:
                self._thresholds = gc.get_threshold()
                self._switch_interval = sys.getswitchinterval()
                young, middle, _ = self._thresholds
                gc.set_threshold(young, middle, self.NEVER)
                sys.setswitchinterval(min(self._switch_interval, self.SWITCH_INTERVAL))
            self._computing += 1

    def end(self) -> None:
        with self._lock:
            self._computing -= 1
            if self._computing == 0:
                gc.set_threshold(*self._thresholds)
                sys.setswitchinterval(self._switch_interval)


_BACKGROUND_MODE = _BackgroundMode()


class _Task:
    """One call in its own thread, which can be stopped from the GUI thread.

    `_running` is true only while the call may be interrupted, and TaskCancelled is raised in
    the thread only then (under `_lock`), so it cannot land outside `_work`'s handlers, nor in
    another thread that later reuses the id. Leaving that window clears a pending one.
    """

    def __init__(
        self,
        token: int,
        call: Callable[[], Any],
        deliver: Callable[[int, bool, object], None],
        previous: _Task | None,
    ) -> None:
        self.token = token
        self._call = call
        self._deliver = deliver
        self._previous = previous
        self._lock = threading.Lock()
        self._running = False
        self._cancelled = False
        self.thread = threading.Thread(target=self._work, name=f"task-{token}", daemon=True)

    def start(self) -> None:
        self.thread.start()

    def cancel(self) -> None:
        with self._lock:
            self._cancelled = True
        if self.interrupt():
            _REAPER.watch(self)

    def interrupt(self) -> bool:
        """Raise TaskCancelled in the thread if the call is still running; False if it is not."""
        with self._lock:
            if self._running and self.thread.is_alive():
                _raise_in_thread(self.thread.ident or 0, TaskCancelled)
                return True
        return False

    def _compute(self) -> tuple[object, bool]:
        """The call's outcome; raises TaskCancelled if the task is stopped before or during it."""
        _BACKGROUND_MODE.begin()
        try:
            with self._lock:
                if self._cancelled:
                    raise TaskCancelled
                self._running = True
            try:
                return self._call(), True
            except Exception as error:  # every failure must reach the GUI, never the thread
                return error, False
            finally:
                with self._lock:
                    self._running = False
                    _raise_in_thread(threading.get_ident(), None)
        finally:
            _BACKGROUND_MODE.end()

    def _work(self) -> None:
        _ctypes()
        try:
            if self._previous is not None:
                self._previous.thread.join()  # at most one task of a runner computes at a time
                self._previous = None
            outcome, succeeded = self._compute()
            self._deliver(self.token, succeeded, outcome)
        except TaskCancelled:
            return
        except RuntimeError:  # the runner was deleted meanwhile: nobody waits for the outcome
            return


class _Reaper:
    """Repeats the stop for cancelled tasks that keep running.

    Code that runs where an exception cannot propagate (a garbage-collector callback, a
    `__del__`) swallows TaskCancelled; the next one, REPEAT_SECONDS later, lands elsewhere. The
    reaper's thread exists only while such a task does.
    """

    REPEAT_SECONDS = 0.03

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._tasks: list[_Task] = []
        self._thread: threading.Thread | None = None

    def watch(self, task: _Task) -> None:
        with self._lock:
            self._tasks.append(task)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="task-reaper", daemon=True)
                self._thread.start()

    def _run(self) -> None:
        while True:
            time.sleep(self.REPEAT_SECONDS)
            with self._lock:
                self._tasks = [task for task in self._tasks if task.thread.is_alive()]
                if not self._tasks:
                    self._thread = None
                    return
                tasks = list(self._tasks)
            for task in tasks:
                task.interrupt()


_REAPER = _Reaper()


class _Relay(QObject):
    """Carries outcomes from worker threads to their runners on the GUI thread.

    One relay serves every runner and lives as long as the program: a worker thread may emit
    at any moment, so what it emits on must never be destroyed under it, which a per-runner
    relay could be when its runner is freed on the GUI thread meanwhile. The connection is
    queued, so `_route` runs on the relay's (the GUI) thread; a runner gone by then is skipped.
    """

    done = Signal(int, int, bool, object)
    counted = Signal(int, int, int, int)
    """(runner key, token, done, total) of a task that reports its progress."""

    def __init__(self) -> None:
        super().__init__()
        self._runners: weakref.WeakValueDictionary[int, TaskRunner] = (
            weakref.WeakValueDictionary()
        )
        self._keys = itertools.count()
        self.done.connect(self._route, Qt.ConnectionType.QueuedConnection)
        self.counted.connect(self._route_count, Qt.ConnectionType.QueuedConnection)

    def register(self, runner: TaskRunner) -> int:
        """The key a task of `runner` sends its outcome and counts under, from any thread."""
        key = next(self._keys)  # never reused, unlike id(): a freed runner's key stays dead
        self._runners[key] = runner
        return key

    def _runner(self, key: int) -> TaskRunner | None:
        runner = self._runners.get(key)
        # Python may still hold a runner whose Qt side its parent has already destroyed.
        return runner if runner is not None and shiboken6.isValid(runner) else None

    @Slot(int, int, bool, object)
    def _route(self, key: int, token: int, succeeded: bool, outcome: object) -> None:
        runner = self._runner(key)
        if runner is not None:
            runner.deliver(token, succeeded, outcome)

    @Slot(int, int, int, int)
    def _route_count(self, key: int, token: int, done: int, total: int) -> None:
        runner = self._runner(key)
        if runner is not None:
            runner.count(token, done, total)


_RELAY: list[_Relay] = []


def _relay() -> _Relay:
    """The program's relay, made on first use by the GUI thread (the first runner's)."""
    if not _RELAY:
        _RELAY.append(_Relay())
    return _RELAY[0]


class TaskRunner(QObject):
    """Runs one callable at a time in the background; a newer call stops older ones."""

    finished = Signal(object, object)
    failed = Signal(object, str)
    busy_changed = Signal(bool)
    progressed = Signal(object, int, int)
    """(token, done, total) of the newest task, run with `counted=True`."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._key = _relay().register(self)
        self._deliver_from_thread = partial(_relay().done.emit, self._key)
        self._latest = 0
        self._busy = False
        # A plain list, not an attribute read through `self`: the cleanup below still runs
        # when the C++ side of this runner is already gone.
        self._current: list[_Task] = []
        current = self._current
        self.destroyed.connect(lambda: _stop(current))
        application = QCoreApplication.instance()
        if application is not None:
            application.aboutToQuit.connect(self.cancel)

    def run(self, function: Callable[..., Any], *args: Any, counted: bool = False) -> int:
        """Start `function(*args)` in a worker thread and return the token its outcome carries;
        with `counted`, `function(*args, count)`, where `count(done, total)` reaches
        `progressed`.

        Whatever this runner was still computing is stopped.
        """
        self._latest += 1
        previous = _stop(self._current)
        if counted:
            args = (*args, partial(_relay().counted.emit, self._key, self._latest))
        task = _Task(self._latest, lambda: function(*args), self._deliver_from_thread, previous)
        self._current.append(task)
        task.start()
        self._set_busy(True)
        return task.token

    def cancel(self) -> None:
        """Stop the task in flight; its outcome, if it still has one, is dropped."""
        self._latest += 1
        _stop(self._current)
        self._set_busy(False)

    def is_busy(self) -> bool:
        return self._busy

    def count(self, token: int, done: int, total: int) -> None:
        """Pass on a task's count, if it is the newest task's (GUI thread only)."""
        if token == self._latest:
            self.progressed.emit(token, done, total)

    def deliver(self, token: int, succeeded: bool, outcome: object) -> None:
        """Hand a task's outcome to the tab, if it is the newest task's (GUI thread only)."""
        if token != self._latest:
            return
        self._set_busy(False)
        if succeeded:
            self.finished.emit(token, outcome)
        elif isinstance(outcome, PuzzleInputError):
            self.failed.emit(token, translate_message(outcome.message))
        else:
            assert isinstance(outcome, BaseException)
            sys.excepthook(type(outcome), outcome, outcome.__traceback__)
            self.failed.emit(
                token,
                QCoreApplication.translate("TaskRunner", "The calculation stopped with an error."),
            )

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busy_changed.emit(busy)


def _stop(current: list[_Task]) -> _Task | None:
    """Cancel the task in `current`, if any, and hand it back so a successor can wait for it."""
    if not current:
        return None
    task = current.pop()
    task.cancel()
    return task

