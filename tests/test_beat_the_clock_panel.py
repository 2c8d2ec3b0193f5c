"""The Beat-the-clock panel: a whole run driven by an injected clock."""

import pytest

from gui.play.beat_the_clock import CLOCK, PRACTICE, BeatTheClockPanel
from tests.records_support import FakeClock


@pytest.fixture
def clock():
    return FakeClock()


@pytest.fixture
def panel(qtbot, clock):
    widget = BeatTheClockPanel(now=clock)
    qtbot.addWidget(widget)
    return widget


def test_free_play_shows_no_clock(panel):
    assert panel.mode == PRACTICE
    assert panel.combo.objectName() == "modeCombo"
    assert [panel.combo.itemText(i) for i in range(panel.combo.count())] == [
        "Free play",
        "Beat the clock",
    ]
    assert panel.status.isHidden() and panel.run is None


def test_a_run_adds_for_solves_takes_for_skips_and_ends_at_zero(qtbot, panel, clock):
    wanted = []
    panel.next_puzzle_wanted.connect(lambda: wanted.append(True))
    with qtbot.waitSignal(panel.mode_changed) as changed:
        panel.set_mode(CLOCK)
    assert changed.args == [CLOCK]
    assert wanted == [True]
    assert panel.status.text() == "2:00 left · 0 solved"
    clock.now += 30
    panel.puzzle_finished("solved", "easy")
    assert wanted == [True, True]
    assert panel.status.text() == "1:40 left · 1 solved"
    panel.puzzle_finished("abandoned", "easy")
    panel.puzzle_finished("revealed", "easy")
    assert wanted == [True, True]
    assert panel.status.text() == "1:00 left · 1 solved"
    clock.now += 59.5
    panel.tick()
    assert panel.status.text() == "0:01 left · 1 solved"
    clock.now += 0.5
    with qtbot.waitSignal(panel.run_finished) as finished:
        panel.tick()
    result, level = finished.args[0]
    assert (result.solved, result.skipped, result.seconds, level) == (1, 2, 90.0, "easy")
    assert panel.mode == PRACTICE and panel.run is None
    assert panel.status.text() == "Time is up: 1 solved"
    panel.puzzle_finished("solved", "easy")
    assert wanted == [True, True]


def test_the_timer_ends_the_run_by_itself(qtbot, panel, clock):
    panel.set_mode(CLOCK)
    assert panel.timer.isActive()
    clock.now += 121
    with qtbot.waitSignal(panel.run_finished, timeout=2000):
        pass
    assert not panel.timer.isActive()


def test_choosing_free_play_abandons_the_run_without_a_result(qtbot, panel):
    panel.set_mode(CLOCK)
    with qtbot.assertNotEmitted(panel.run_finished):
        panel.set_mode(PRACTICE)
    assert panel.run is None and not panel.timer.isActive()
    assert panel.status.isHidden()
