"""The scoreboard counts score and streak and times each puzzle in mm:ss."""

import pytest
from PySide6.QtWidgets import QLabel

from gui.scoreboard import POINTS_PER_SOLVE, Scoreboard


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock():
    return FakeClock()


@pytest.fixture
def board(qtbot, clock):
    widget = Scoreboard(clock=clock)
    qtbot.addWidget(widget)
    return widget


def _text(board: Scoreboard, name: str) -> str:
    return board.findChild(QLabel, name).text()


def test_starts_empty(board):
    assert (board.score, board.streak, board.elapsed_seconds) == (0, 0, 0)
    assert _text(board, "timerLabel") == "Time: 00:00"


def test_timer_counts_minutes_and_seconds(board, clock):
    board.start_puzzle()
    clock.now += 75.6
    assert board.elapsed_seconds == 75
    board.stop()
    assert _text(board, "timerLabel") == "Time: 01:15"
    clock.now += 100
    assert board.elapsed_seconds == 75


def test_the_timer_ticks_on_its_own(qtbot, board, clock):
    board.start_puzzle()
    clock.now += 3
    qtbot.waitUntil(lambda: _text(board, "timerLabel") == "Time: 00:03", timeout=2000)


def test_a_streak_multiplies_the_points(board):
    board.start_puzzle()
    board.record_success()
    board.start_puzzle()
    board.record_success()
    assert board.streak == 2
    assert board.score == POINTS_PER_SOLVE * (1 + 2)
    assert _text(board, "streakLabel") == "Streak: 2"
    assert _text(board, "scoreLabel") == f"Score: {board.score}"


def test_a_failure_breaks_the_streak_but_keeps_the_score(board, clock):
    board.start_puzzle()
    board.record_success()
    board.start_puzzle()
    clock.now += 5
    board.record_failure()
    assert (board.streak, board.score) == (0, POINTS_PER_SOLVE)
    clock.now += 5
    assert board.elapsed_seconds == 10


def test_success_stops_the_timer(board, clock):
    board.start_puzzle()
    clock.now += 42
    board.record_success()
    clock.now += 42
    assert board.elapsed_seconds == 42
