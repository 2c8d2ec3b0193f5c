"""Both games played through the window on top of their sessions: resume after a restart, the
clock that runs only while its tab is shown, and a revealed answer that scores nothing."""

import os
from functools import partial
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QLabel, QLineEdit, QPushButton

from engines.matchsticks import Puzzle, Rules, parse
from engines.play import (
    POINTS_PER_SOLVE,
    MatchstickPuzzle,
    Session,
    SessionStore,
    Standing,
    TwentyFourPuzzle,
)
from gui.matchsticks.tab import MatchstickTab
from gui.shell import settings as s
from gui.shell.data_directory import default_data_directory
from gui.shell.main_window import MainWindow
from gui.shell.settings_menu import MATCHSTICKS, TWENTYFOUR
from gui.twentyfour.tab import TwentyFourTab
from tests.test_match_board import FIVE_UPPER_RIGHT, PLUS_VERTICAL

SOLUTION_3388 = "8/(3-8/3)"


def parse_puzzle(text: str) -> Puzzle:
    return Puzzle(parse(text, Rules()))


class FakeTime:
    def __init__(self) -> None:
        self.now = 50.0

    def __call__(self) -> float:
        return self.now


def open_window(qtbot, settings_path, **options) -> MainWindow:
    """A window built the way the app builds it (the data directory from QStandardPaths)."""
    settings = s.Settings(QSettings(settings_path, QSettings.Format.IniFormat))
    window = MainWindow(settings, **options)
    qtbot.addWidget(window)
    return window


def click(qtbot, tab, name):
    qtbot.mouseClick(tab.findChild(QPushButton, name), Qt.MouseButton.LeftButton)


def click_card(qtbot, tab, position):
    card = tab.cards[position]
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton, pos=card.rect().center())


def test_both_games_resume_exactly_after_a_restart(qtbot, settings_path):
    first = open_window(qtbot, settings_path)
    cards = first.games[TWENTYFOUR]
    cards.deal_hand("3 3 8 8")
    click_card(qtbot, cards, 2)
    click(qtbot, cards, "divideButton")
    expression = cards.findChild(QLineEdit, "expressionInput")
    expression.setFocus()
    qtbot.keyClicks(expression, "(3-z")
    typed = expression.text()
    cards.next_hint()
    sticks = first.games[MATCHSTICKS]
    sticks.load_equation("5+7=2")
    sticks.board.pick_stick(PLUS_VERTICAL)
    sticks.board.place_stick(FIVE_UPPER_RIGHT)
    sticks.undo()
    sticks.next_hint()
    seconds = (cards.session.seconds, sticks.session.seconds)
    first.close()
    saved = Path(os.environ["XDG_DATA_HOME"]).glob("**/*-session.json")
    assert sorted(path.name for path in saved) == [
        "matchsticks-session.json",
        "twentyfour-session.json",
    ]

    second = open_window(qtbot, settings_path)
    cards, sticks = second.games[TWENTYFOUR], second.games[MATCHSTICKS]
    assert cards.hand == (3, 3, 8, 8)
    assert cards.findChild(QLineEdit, "expressionInput").text() == typed == "8÷(3-z"
    assert cards.answer.tokens == (2, "/", "(", 0, "-")
    assert cards.session.hints == sticks.session.hints == 1
    assert cards.findChild(QLabel, "tableHintLabel").text().startswith("Hint 1 of")
    assert sticks.message_text().startswith("Hint 1 of")
    assert (cards.session.seconds, sticks.session.seconds) == seconds
    assert sticks.board.equation_text() == "5+7=2"
    assert sticks.board.can_redo()
    sticks.redo()
    assert sticks.board.equation_text() == "9-7=2"
    while sticks.board.can_undo():
        sticks.undo()
    assert sticks.board.equation_text() == "5+7=2"
    cards.undo()
    assert cards.findChild(QLineEdit, "expressionInput").text() == "8÷(3−"
    while cards.answer.tokens:
        cards.undo()
    assert cards.findChild(QLineEdit, "expressionInput").text() == ""


def test_the_clock_runs_only_for_the_shown_tab_of_a_shown_window(qtbot, settings_path):
    time = FakeTime()
    factories = {
        TWENTYFOUR: partial(TwentyFourTab, now=time),
        MATCHSTICKS: partial(MatchstickTab, now=time),
    }
    window = open_window(qtbot, settings_path, tab_factories=factories)
    cards, sticks = window.games[TWENTYFOUR], window.games[MATCHSTICKS]
    window.show_game(TWENTYFOUR)
    time.now += 30
    assert (cards.session.seconds, sticks.session.seconds) == (0, 0)
    window.show()
    qtbot.waitExposed(window)
    time.now += 5
    window.show_game(MATCHSTICKS)
    time.now += 7
    assert (cards.session.seconds, sticks.session.seconds) == (5, 7)
    window.showMinimized()
    qtbot.waitUntil(lambda: not sticks.session.clock.running)
    time.now += 100
    window.showNormal()
    qtbot.waitUntil(lambda: sticks.session.clock.running)
    time.now += 1
    assert (cards.session.seconds, sticks.session.seconds) == (5, 8)
    sticks.load_equation("5+7=2")
    time.now += 4
    assert sticks.session.seconds == 4


@pytest.fixture
def window(qtbot, settings_path):
    shown = open_window(qtbot, settings_path)
    shown.show()
    qtbot.waitExposed(shown)
    return shown


def test_24_points_after_the_last_hint_rung_scores_nothing(qtbot, window):
    cards = window.games[TWENTYFOUR]
    cards.deal_hand("3 3 8 8")
    cards.check_answer()
    for _ in range(3):
        click(qtbot, cards, "hintButton")
    expression = cards.findChild(QLineEdit, "expressionInput")
    expression.setText(SOLUTION_3388)
    cards.check_answer()
    assert cards.session.outcome == "revealed"
    assert (cards.scoreboard.score, cards.scoreboard.streak) == (0, 0)


def test_matchsticks_after_the_last_hint_rung_scores_nothing(qtbot, window):
    sticks = window.games[MATCHSTICKS]
    sticks.load_equation("5+7=2")
    for _ in range(3):
        sticks.next_hint()
    sticks.board.pick_stick(PLUS_VERTICAL)
    sticks.board.place_stick(FIVE_UPPER_RIGHT)
    sticks.check_answer()
    assert "is true" in sticks.message_text()
    assert sticks.session.outcome == "revealed"
    assert (sticks.scoreboard.score, sticks.scoreboard.streak) == (0, 0)


def test_a_hint_lowers_the_points_the_same_way_in_both_games(qtbot, window):
    cards, sticks = window.games[TWENTYFOUR], window.games[MATCHSTICKS]
    cards.deal_hand("3 3 8 8")
    cards.next_hint()
    cards.findChild(QLineEdit, "expressionInput").setText(SOLUTION_3388)
    cards.check_answer()
    sticks.load_equation("5+7=2")
    sticks.next_hint()
    sticks.board.pick_stick(PLUS_VERTICAL)
    sticks.board.place_stick(FIVE_UPPER_RIGHT)
    sticks.check_answer()
    assert cards.scoreboard.score == sticks.scoreboard.score < POINTS_PER_SOLVE
    assert cards.session.points == sticks.session.points > 0


def test_a_puzzle_left_for_a_new_one_is_not_resumed_but_its_score_is(qtbot, settings_path):
    store = SessionStore(default_data_directory())
    for puzzle in (TwentyFourPuzzle((3, 3, 8, 8)), MatchstickPuzzle(parse_puzzle("5+7=2"))):
        left = Session(puzzle, Standing(score=40, streak=2))
        left.abandon(ends_streak=False)
        store.save(left)
    window = open_window(qtbot, settings_path)
    for tab in window.games.values():
        assert tab.session.outcome is None
        assert (tab.scoreboard.score, tab.scoreboard.streak) == (40, 2)
