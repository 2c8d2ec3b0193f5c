"""Players are sessions apart: switching player saves the game on the table as the old
player's and opens the new player's own game, score, streak and clock; the title says who plays.
Games saved before players had folders (today's files) become the current player's."""

import json
import shutil
from pathlib import Path

from PySide6.QtWidgets import QLineEdit

from engines.play.players import player_directory
from gui.shell.main_window import MainWindow
from gui.shell.settings_menu import MATCHSTICKS, TWENTYFOUR

SAVED_BY_V1 = Path(__file__).parent / "data" / "saved_by_v1"


class Clock:
    now = 100.0

    def __call__(self) -> float:
        return self.now


def open_window(qtbot, settings, data_dir, **options):
    window = MainWindow(settings, data_dir=data_dir, **options)
    qtbot.addWidget(window)
    return window


def answer(tab, text):
    tab.findChild(QLineEdit, "expressionInput").setText(text)
    tab.check_answer()


def test_switching_player_opens_their_own_game_score_and_streak(qtbot, settings, tmp_path):
    window = open_window(qtbot, settings, tmp_path / "data")
    first = window.player
    cards = window.games[TWENTYFOUR]
    cards.deal_hand("3 3 8 8")
    answer(cards, "8/(3-8/3)")
    cards.deal_hand("1 2 3 4")
    assert (cards.scoreboard.score, cards.scoreboard.streak) == (10, 1)
    window.sharing.menu.choose_player("Wang Fang")
    assert "Wang Fang" in window.windowTitle()
    assert (cards.scoreboard.score, cards.scoreboard.streak) == (0, 0)
    window.sharing.menu.choose_player(first)
    assert first in window.windowTitle()
    assert cards.hand == (1, 2, 3, 4)
    assert (cards.scoreboard.score, cards.scoreboard.streak) == (10, 1)


def test_the_new_players_first_record_has_only_their_own_time(qtbot, settings, tmp_path):
    clock = Clock()
    window = open_window(qtbot, settings, tmp_path / "data")
    cards = window.games[TWENTYFOUR]
    cards._keeper.now = clock  # the tab's clock, moved by hand
    cards.deal_hand("3 3 8 8")
    cards.set_on_screen(True)
    clock.now += 50
    window.sharing.menu.choose_player("Wang Fang")
    cards._keeper.now = clock
    cards.deal_hand("3 3 8 8")
    cards.set_on_screen(True)
    clock.now += 7
    answer(cards, "8/(3-8/3)")
    (record,) = window.sharing.records.records("Wang Fang")
    assert record.seconds == 7


def test_the_title_shows_who_is_playing(qtbot, settings, tmp_path):
    window = open_window(qtbot, settings, tmp_path / "data")
    assert window.windowTitle() == f"Puzzle Suite — {window.player}"


def test_games_saved_by_the_previous_version_open_as_the_current_players(
    qtbot, settings, tmp_path
):
    data = tmp_path / "data"
    data.mkdir()
    for name in ("twentyfour-session.json", "matchsticks-session.json", "records.sqlite3"):
        shutil.copy(SAVED_BY_V1 / name, data / name)
    window = open_window(qtbot, settings, data)
    assert window.player == "ben"  # the last player chosen in the old records file
    cards, sticks = window.games[TWENTYFOUR], window.games[MATCHSTICKS]
    assert cards.hand == (3, 3, 8, 8)
    assert cards.session.hints == 1 and cards.session.wrong_checks == 1
    assert cards.findChild(QLineEdit, "expressionInput").text() == "3+("
    assert cards.session.seconds == 42
    assert (cards.scoreboard.score, cards.scoreboard.streak) == (30, 0)
    assert sticks.session.solved and sticks.puzzle().start.text() == "5+7=2"
    assert not (data / "twentyfour-session.json").exists()
    moved = player_directory(data, "ben") / "twentyfour-session.json"
    assert json.loads(moved.read_text())["version"] == 2  # saved again in today's format
    records = window.sharing.records.records()
    assert [(r.player, r.outcome, r.wrong_checks) for r in records] == [
        ("ana", "solved", 0),
        ("ana", "revealed", 2),
    ]
    assert window.sharing.records.best_run("ben", "24") == 4
