"""TaskRunner delivers results on the GUI thread and drops superseded or cancelled tasks."""

import threading

import pytest

from engines.common import Message, PuzzleInputError
from gui.worker import TaskRunner


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


def test_an_exception_becomes_a_failure_message(qtbot, runner):
    def explode():
        raise RuntimeError("engine broke")

    with qtbot.waitSignal(runner.failed, timeout=5000) as blocker:
        token = runner.run(explode)
    assert blocker.args == [token, "engine broke"]


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


def test_a_new_task_supersedes_the_one_in_flight(qtbot, qapp, runner):
    release = threading.Event()
    threads: list[threading.Thread] = []
    results = []
    runner.finished.connect(lambda token, result: results.append((token, result)))
    runner.run(_blocked(release, threads, "stale"))
    with qtbot.waitSignal(runner.finished, timeout=5000):
        newest = runner.run(str.upper, "fresh")
    assert runner.is_busy() is False
    release.set()
    qtbot.waitUntil(lambda: len(threads) == 1)
    _drain_finished_threads(qapp, threads)
    assert results == [(newest, "FRESH")]


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
