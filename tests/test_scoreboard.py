"""The scoreboard shows the followed session's score, streak and time (mm:ss), and ticks."""

import pytest
from PySide6.QtWidgets import QLabel

from engines.play import POINTS_PER_SOLVE, Session, TwentyFourPuzzle
from gui.play.scoreboard import TICK_MS, Scoreboard


class FakeTime:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def time():
    return FakeTime()


@pytest.fixture
def session(time):
    return Session(TwentyFourPuzzle((3, 3, 8, 8)), now=time)


@pytest.fixture
def board(qtbot, session):
    widget = Scoreboard()
    qtbot.addWidget(widget)
    widget.follow(lambda: session)
    return widget


def _text(board: Scoreboard, name: str) -> str:
    return board.findChild(QLabel, name).text()


def test_without_a_session_it_shows_zeros(qtbot):
    widget = Scoreboard()
    qtbot.addWidget(widget)
    assert (widget.score, widget.streak, widget.elapsed_seconds) == (0, 0, 0)
    assert _text(widget, "timerLabel") == "Time: 00:00"


def test_the_time_is_the_sessions_in_minutes_and_seconds(board, session, time):
    session.show()
    time.now += 75.6
    board.refresh()
    assert board.elapsed_seconds == 75
    assert _text(board, "timerLabel") == "Time: 01:15"


def test_the_timer_ticks_on_its_own_while_the_clock_runs(qtbot, board, session, time):
    session.show()
    board.refresh()
    time.now += 3
    qtbot.waitUntil(lambda: _text(board, "timerLabel") == "Time: 00:03", timeout=2000)
    session.hide()
    board.refresh()
    time.now += 5
    qtbot.wait(2 * TICK_MS)
    assert _text(board, "timerLabel") == "Time: 00:03"


def test_score_and_streak_are_the_sessions(board, session):
    session.check("8/(3-8/3)")
    board.refresh()
    assert (board.score, board.streak) == (POINTS_PER_SOLVE, 1)
    assert _text(board, "streakLabel") == "Streak: 1"
    assert _text(board, "scoreLabel") == f"Score: {POINTS_PER_SOLVE}"
