"""TaskRunner delivers results on the GUI thread and drops superseded or cancelled tasks."""

import gc
import sys
import threading
import time

import pytest
import shiboken6
from PySide6.QtCore import QObject

from engines.common import Message, PuzzleInputError
from gui.play.worker import TaskCancelled, TaskRunner
from gui.shell.error_dialog import ErrorReporter


@pytest.fixture
def runner(qtbot):
    return TaskRunner()


def _blocked(release: threading.Event, threads: list[threading.Thread], value: object):
    def work():
        threads.append(threading.current_thread())
        release.wait(timeout=10)
        return value

    return work


def _drain_finished_threads(qapp, threads: list[threading.Thread]) -> None:
    """Wait until each worker has emitted its outcome, then let Qt deliver the queued signals."""
    for thread in threads:
        thread.join(timeout=10)
    qapp.processEvents()


def test_result_arrives_with_its_token(qtbot, runner):
    with qtbot.waitSignal(runner.finished, timeout=5000) as blocker:
        token = runner.run(sum, [1, 2, 3])
    assert blocker.args == [token, 6]


def test_result_is_delivered_on_the_gui_thread(qtbot, runner):
    seen = []
    runner.finished.connect(lambda _token, _result: seen.append(threading.current_thread()))
    with qtbot.waitSignal(runner.finished, timeout=5000):
        runner.run(threading.current_thread)
    assert seen == [threading.main_thread()]


def test_a_bug_in_a_task_reaches_the_error_dialog_and_the_log(qtbot, monkeypatch, tmp_path):
    """Not raw text in the feedback line: the same reporter as the GUI thread, then carry on."""
    reporter = ErrorReporter(tmp_path)
    monkeypatch.setattr(sys, "excepthook", reporter.report)
    runner = TaskRunner()

    def explode_in_the_engine():
        raise RuntimeError("engine broke")

    with qtbot.waitSignal(runner.failed, timeout=5000) as blocker:
        token = runner.run(explode_in_the_engine)
    qtbot.addWidget(reporter.dialog)
    assert blocker.args == [token, "The calculation stopped with an error."]
    assert reporter.dialog.isVisible()
    assert "engine broke" in reporter.dialog.text()
    log = reporter.log_path.read_text(encoding="utf-8")
    assert "explode_in_the_engine" in log and "RuntimeError: engine broke" in log
    with qtbot.waitSignal(runner.finished, timeout=5000) as carried_on:
        runner.run(sum, [1, 2])
    assert carried_on.args[1] == 3


def test_a_puzzle_input_error_reports_its_message(qtbot, runner):
    def reject():
        raise PuzzleInputError(Message.of("Bad card {card}", card="Z"))

    with qtbot.waitSignal(runner.failed, timeout=5000) as blocker:
        runner.run(reject)
    assert blocker.args[1] == "Bad card Z"


def test_busy_while_running(qtbot, runner):
    release = threading.Event()
    with qtbot.waitSignal(runner.busy_changed, timeout=5000) as started:
        runner.run(_blocked(release, [], "done"))
    assert started.args == [True]
    assert runner.is_busy()
    with qtbot.waitSignal(runner.busy_changed, timeout=5000) as stopped:
        release.set()
    assert stopped.args == [False]
    assert not runner.is_busy()


def test_a_new_task_waits_for_the_superseded_one_and_only_its_result_arrives(
    qtbot, qapp, runner
):
    """A task blocked outside Python (here a lock wait) stops as soon as it is back in Python;
    until then the new task waits, so the two never compute side by side."""
    release = threading.Event()
    threads: list[threading.Thread] = []
    results = []
    runner.finished.connect(lambda token, result: results.append((token, result)))
    runner.run(_blocked(release, threads, "stale"))
    qtbot.waitUntil(lambda: len(threads) == 1)
    newest = runner.run(str.upper, "fresh")
    with qtbot.assertNotEmitted(runner.finished, wait=200):
        pass
    with qtbot.waitSignal(runner.finished, timeout=5000):
        release.set()
    _drain_finished_threads(qapp, threads)
    assert results == [(newest, "FRESH")]
    assert runner.is_busy() is False


def test_cancel_drops_the_result(qtbot, qapp, runner):
    release = threading.Event()
    threads: list[threading.Thread] = []
    results = []
    runner.finished.connect(lambda token, result: results.append(result))
    runner.run(_blocked(release, threads, "late"))
    with qtbot.waitSignal(runner.busy_changed, timeout=5000) as blocker:
        runner.cancel()
    assert blocker.args == [False]
    release.set()
    qtbot.waitUntil(lambda: len(threads) == 1)
    _drain_finished_threads(qapp, threads)
    assert results == []
    assert not runner.is_busy()


def test_a_counted_task_reports_its_progress_on_the_gui_thread(qtbot, runner):
    def count_to_three(count):
        for done in range(1, 4):
            count(done, 3)
        return "counted"

    counts = []
    runner.progressed.connect(
        lambda token, done, total: counts.append((token, done, total, threading.current_thread()))
    )
    with qtbot.waitSignal(runner.finished, timeout=5000) as blocker:
        token = runner.run(count_to_three, counted=True)
    assert blocker.args == [token, "counted"]
    assert counts == [(token, done, 3, threading.main_thread()) for done in (1, 2, 3)]


def test_a_count_sent_before_a_cancel_is_dropped(qtbot, qapp, runner):
    release, sent = threading.Event(), threading.Event()

    def count_then_wait(count):
        count(1, 2)
        sent.set()
        release.wait(timeout=10)

    counts = []
    runner.progressed.connect(lambda token, done, total: counts.append(done))
    runner.run(count_then_wait, counted=True)
    assert sent.wait(timeout=5)
    runner.cancel()  # before the queued count reaches the GUI thread
    release.set()
    qtbot.wait(100)
    assert counts == []


def _spinning(started: threading.Event, running: list[int], stopped: list[float]):
    """A pure-Python loop that never ends by itself, like a search on a huge hand."""

    def spin():
        running.append(1)
        started.set()
        try:
            while True:
                pass
        finally:
            running.pop()
            stopped.append(time.monotonic())

    return spin


def _task_threads() -> list[threading.Thread]:
    return [thread for thread in threading.enumerate() if thread.name.startswith("task-")]


@pytest.mark.parametrize("how", ["cancel", "new task", "deleted runner"])
def test_superseded_work_stops_within_100_ms(qtbot, how):
    runner = TaskRunner()
    started, running, stopped = threading.Event(), [], []
    runner.run(_spinning(started, running, stopped))
    assert started.wait(timeout=5)
    asked = time.monotonic()
    if how == "cancel":
        runner.cancel()
    elif how == "new task":
        runner.run(str, "next")
    else:
        runner.deleteLater()
        qtbot.waitUntil(lambda: bool(stopped), timeout=1000)
        asked = stopped[0]  # deletion happens in the event loop; the stop follows at once
    qtbot.waitUntil(lambda: bool(stopped), timeout=1000)
    assert stopped[0] - asked < 0.1
    assert running == []


def test_at_most_one_task_of_a_runner_computes_at_a_time(qtbot, runner):
    earlier = set(_task_threads())
    overlap = []
    running: list[int] = []
    for _ in range(5):
        started, stopped = threading.Event(), []
        runner.run(_spinning(started, running, stopped))
        assert started.wait(timeout=5)
        overlap.append(len(running))
    runner.cancel()
    qtbot.waitUntil(lambda: set(_task_threads()) <= earlier, timeout=2000)
    assert overlap == [1] * 5


def test_quitting_stops_the_work(qtbot, qapp, runner):
    started, running, stopped = threading.Event(), [], []
    runner.run(_spinning(started, running, stopped))
    assert started.wait(timeout=5)
    qapp.aboutToQuit.emit()
    qtbot.waitUntil(lambda: bool(stopped), timeout=1000)
    assert not runner.is_busy()


def test_a_stop_swallowed_by_the_task_is_repeated(qtbot, runner):
    """Code where an exception cannot propagate (a collector callback, a __del__) eats the
    first TaskCancelled; the runner keeps stopping the task until it ends."""
    swallowed, stopped = [], []

    def spin_and_swallow_once():
        try:
            while True:
                pass
        except TaskCancelled:
            swallowed.append(time.monotonic())
        try:
            while True:
                pass
        finally:
            stopped.append(time.monotonic())

    runner.run(spin_and_swallow_once)
    qtbot.wait(50)
    runner.cancel()
    qtbot.waitUntil(lambda: bool(stopped), timeout=2000)
    assert stopped[0] - swallowed[0] < 0.1


def test_an_outcome_for_a_runner_freed_meanwhile_is_dropped_and_reaches_no_other(qtbot, qapp):
    """Worker threads emit on one relay that outlives every runner, so an outcome that arrives
    after its runner was freed is skipped, never delivered to a newer runner that happens to
    share an address or a token."""
    gone = TaskRunner()
    deliver_late = gone._deliver_from_thread
    del gone
    gc.collect()
    newer = TaskRunner()
    newer._latest = 1
    arrived = []
    newer.finished.connect(lambda token, value: arrived.append(value))
    worker = threading.Thread(target=deliver_late, args=(1, True, "stale"))
    worker.start()
    worker.join()
    qapp.processEvents()
    assert arrived == []
    newer._deliver_from_thread(1, True, "fresh")
    qapp.processEvents()
    assert arrived == ["fresh"]


def test_an_outcome_for_a_runner_whose_parent_destroyed_it_is_dropped(qtbot, qapp):
    """A tab closed while its deal is computing: Python still holds the runner, Qt does not."""
    owner = QObject()
    runner = TaskRunner(owner)
    runner._latest = 1
    shiboken6.delete(owner)
    assert not shiboken6.isValid(runner)
    worker = threading.Thread(target=runner._deliver_from_thread, args=(1, True, "late"))
    worker.start()
    worker.join()
    qapp.processEvents()
