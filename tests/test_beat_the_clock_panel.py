"""Beat the clock: the run in the mid-end (its clock, its rules, saving it) and the panel that
shows it (the big time left, "Right!", the summary), driven by an injected clock."""

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout

from engines.play import Session, TwentyFourPuzzle
from engines.play.beat_the_clock import ClockRun, RunResult, RunSummary
from gui.play.beat_the_clock import CLOCK, PRACTICE, install_mode_panel
from gui.play.session_keeper import SessionKeeper
from tests.records_support import FakeClock

HAND = (3, 3, 8, 8)
ANSWER = "8/(3-8/3)"


@pytest.fixture
def clock():
    return FakeClock()


@pytest.fixture
def keeper(clock):
    keeper = SessionKeeper(now=clock)
    keeper.set_on_screen(True)
    keeper.start(TwentyFourPuzzle(HAND))
    return keeper


@pytest.fixture
def panel(qtbot, keeper):
    side = QFrame()
    QVBoxLayout(side).addWidget(QLabel("score strip", side))
    qtbot.addWidget(side)
    widget = install_mode_panel(side, keeper, lambda: keeper.start(TwentyFourPuzzle(HAND)))
    side.show()
    yield widget
    side.close()


def test_the_run_waits_off_screen_and_between_a_solve_and_the_next_puzzle(clock):
    run = ClockRun(clock)
    clock.now += 30
    assert run.remaining() == 90
    run.pause()
    clock.now += 1000
    assert run.remaining() == 90 and not run.running
    run.resume()
    assert run.puzzle_finished("solved") is True
    assert run.remaining() == 100 and not run.running
    clock.now += 50
    assert run.remaining() == 100
    run.resume()
    assert run.puzzle_finished("revealed") is False
    assert run.remaining() == 80 and run.running
    clock.now += 81
    assert run.is_over() and run.remaining() == 0
    assert run.result() == RunResult(1, 1, 110.0)
    assert run.puzzle_finished("solved") is False and run.solved == 1


def test_a_run_is_saved_with_the_game_and_waits_until_shown(clock):
    session = Session(TwentyFourPuzzle(HAND), now=clock, mode=CLOCK)
    session.run = ClockRun(clock)
    session.show()
    clock.now += 25
    again = Session.from_json(json.loads(json.dumps(session.to_json())), clock)
    assert again.run is not None and again.mode == CLOCK
    assert again.run.remaining() == 95 and not again.run.running
    clock.now += 100
    again.show()
    clock.now += 5
    assert again.run.remaining() == 90
    assert again.check(ANSWER).solved_now
    assert (again.run.solved, again.run.remaining()) == (1, 100)
    assert again.follow_on(TwentyFourPuzzle(HAND)).run is again.run


@pytest.mark.parametrize("bad", [{"left": -1}, {"left": float("nan")}, {"solved": 1.5}, {}])
def test_a_damaged_run_is_refused(clock, bad):
    data = {"left": 10.0, "played": 3.0, "solved": 1, "skipped": 0} | bad
    if bad == {}:
        data = []
    with pytest.raises(ValueError):
        ClockRun.from_json(data, clock)


def test_the_summary_knows_a_new_best():
    assert RunSummary.of(RunResult(3, 1, 130.0), None) == RunSummary(
        RunResult(3, 1, 130.0), 3, True
    )
    assert RunSummary.of(RunResult(3, 1, 130.0), 5).best == 5
    assert not RunSummary.of(RunResult(0, 6, 120.0), None).new_best


def test_free_play_shows_no_clock(panel):
    assert panel.mode == PRACTICE
    assert panel.combo.objectName() == "modeCombo"
    assert [panel.combo.itemText(i) for i in range(panel.combo.count())] == [
        "Free play",
        "Beat the clock",
    ]
    assert panel.status.isHidden() and panel.time_label.isHidden() and panel.run is None


def test_the_time_left_is_the_big_number(qtbot, panel, keeper, clock):
    qtbot.keyClick(panel.combo, Qt.Key.Key_Down)
    assert panel.mode == CLOCK and keeper.session.mode == CLOCK
    assert panel.time_label.text() == "2:00" and panel.time_label.isVisible()
    assert panel.time_label.font().pointSizeF() >= 2 * panel.status.font().pointSizeF()
    assert panel.status.text() == "0 solved · 0 skipped"
    clock.now += 30
    first = keeper.session
    first.check(ANSWER)
    assert panel.right_label.isVisible() and panel.right_label.text() == "Right!"
    clock.now += 10  # the "Right!" moment is not charged
    with qtbot.waitSignal(panel.next_puzzle_wanted):
        pass
    assert keeper.session is not first and not panel.right_label.isVisible()
    panel.tick()
    assert (panel.time_label.text(), panel.status.text()) == ("1:40", "1 solved · 0 skipped")
    keeper.session.reveal()
    panel.tick()
    assert (panel.time_label.text(), panel.status.text()) == ("1:20", "1 solved · 1 skipped")


def test_the_timer_ends_the_run_with_a_summary_that_offers_another(qtbot, panel, clock):
    panel.best_run = lambda: 4
    finished = []
    panel.run_finished.connect(finished.append)
    panel.set_mode(CLOCK)
    assert panel.timer.isActive()
    clock.now += 121
    qtbot.waitUntil(lambda: panel.summary is not None and panel.summary.isVisible())
    (result, _level), = finished
    assert (result.solved, result.skipped, result.seconds) == (0, 0, 120.0)
    assert panel.mode == PRACTICE and not panel.timer.isActive()
    assert panel.status.text() == "Time is up: 0 solved"
    summary = panel.summary
    figures = {name: label.text() for name, label in summary.figures.items()}
    assert figures == {"solvedFigure": "0", "skippedFigure": "0", "bestRunFigure": "4"}
    assert summary.new_best.isHidden()
    assert summary.heading.text() == "Time is up!"
    qtbot.mouseClick(summary.another_button, Qt.MouseButton.LeftButton)
    assert not summary.isVisible()
    assert panel.mode == CLOCK and panel.run is not None and panel.run.solved == 0
    assert panel.time_label.text() == "2:00"


def test_free_play_from_the_summary_stays_in_free_play(qtbot, panel, clock):
    panel.set_mode(CLOCK)
    clock.now += 121
    panel.tick()
    qtbot.mouseClick(panel.summary.free_play_button, Qt.MouseButton.LeftButton)
    assert not panel.summary.isVisible() and panel.mode == PRACTICE


def test_choosing_free_play_abandons_the_run_without_a_result(qtbot, panel, keeper):
    panel.set_mode(CLOCK)
    with qtbot.assertNotEmitted(panel.run_finished):
        panel.set_mode(PRACTICE)
    assert panel.run is None and keeper.run is None and not panel.timer.isActive()
    assert panel.status.isHidden() and panel.summary is None


def test_right_comes_and_goes_without_moving_the_panel(qtbot, panel, keeper):
    panel.set_mode(CLOCK)
    qtbot.waitUntil(lambda: panel.status.isVisible())
    before = panel.status.geometry()
    keeper.session.check(ANSWER)
    qtbot.waitUntil(panel.right_label.isVisible)
    assert panel.status.geometry() == before
    with qtbot.waitSignal(panel.next_puzzle_wanted):
        pass
    qtbot.wait(10)
    assert not panel.right_label.isVisible() and panel.status.geometry() == before
