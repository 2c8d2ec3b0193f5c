"""Time is what the player saw: the clock stops while another window of the program (a modal
dialog, the Rules, presentation mode) has the player, the game is saved every few seconds of
play, and a solved puzzle comes back solved, with its verdict."""

import json
from functools import partial

import pytest
from PySide6.QtWidgets import QApplication, QLabel

from engines.common import files
from engines.matchsticks import Puzzle, parse, solve
from engines.play import MatchstickPuzzle, Session, SessionStore, TwentyFourPuzzle
from engines.play.scoring import AUTOSAVE_SECONDS
from gui.matchsticks.tab import MatchstickTab
from gui.shell.main_window import MainWindow
from gui.shell.settings_menu import MATCHSTICKS, TWENTYFOUR
from gui.twentyfour.tab import TwentyFourTab


class Clock:
    now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def window(qtbot, settings, tmp_path, clock):
    store = SessionStore(tmp_path / "games")
    factories = {
        TWENTYFOUR: partial(TwentyFourTab, store=store, now=clock),
        MATCHSTICKS: partial(MatchstickTab, store=store, now=clock),
    }
    main = MainWindow(settings, factories, data_dir=tmp_path / "data")
    qtbot.addWidget(main)
    main.show_game(TWENTYFOUR)
    main.show()
    qtbot.waitExposed(main)
    main.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is main)
    return main


def bring_up(qtbot, widget):
    widget.show()
    widget.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is widget)


def test_the_clock_waits_while_the_rules_dialog_has_the_player(qtbot, window, clock):
    cards = window.games[TWENTYFOUR]
    clock.now += 5
    window.show_rules()
    bring_up(qtbot, window.rules_dialog)
    assert not cards.session.clock.running
    clock.now += 60
    window.rules_dialog.close()
    window.activateWindow()
    qtbot.waitUntil(lambda: cards.session.clock.running)
    clock.now += 2
    assert cards.session.seconds == 7


def test_the_clock_waits_in_presentation_mode(qtbot, window, clock):
    cards = window.games[TWENTYFOUR]
    presentation = window.classroom.present()
    assert presentation is not None
    qtbot.waitUntil(lambda: QApplication.activeWindow() is presentation, timeout=3000)
    assert not cards.session.clock.running
    presentation.close()
    window.activateWindow()
    qtbot.waitUntil(lambda: cards.session.clock.running)


def test_the_game_is_saved_every_few_seconds_of_play(window, monkeypatch, tmp_path):
    assert window.screen_time.autosave.isActive()
    assert window.screen_time.autosave.interval() == AUTOSAVE_SECONDS * 1000 <= 10_000
    cards = window.games[TWENTYFOUR]
    saved = SessionStore(tmp_path / "games").path(cards.session.game)  # the fixture's store
    saved.unlink(missing_ok=True)
    flushed = []
    monkeypatch.setattr(files.os, "fsync", flushed.append)
    window.screen_time.autosave.timeout.emit()
    on_disk = Session.from_json(json.loads(saved.read_text(encoding="utf-8")))
    assert on_disk.puzzle == cards.session.puzzle
    assert flushed == [], "the autosave leaves flushing to the system (no fsync while idle)"
    window.close()
    assert len(flushed) == 2, "quitting saves for good: the file and its folder are fsynced"


def test_a_solved_hand_comes_back_solved_with_its_verdict(qtbot, settings, tmp_path):
    store = SessionStore(tmp_path / "games")
    session = Session(TwentyFourPuzzle((3, 3, 8, 8)))
    session.check("8/(3-8/3)")
    store.save(session)
    tab = TwentyFourTab(settings, store=store)
    qtbot.addWidget(tab)
    assert tab.session.solved
    assert tab.findChild(QLabel, "feedbackLabel").text() == "8 ÷ (3 − 8 ÷ 3) = 24. Well done!"
    assert "Solved" in tab.findChild(QLabel, "promptLabel").text()


def test_a_solved_matchstick_puzzle_comes_back_with_its_verdict(qtbot, settings, tmp_path):
    store = SessionStore(tmp_path / "games")
    puzzle = Puzzle(parse("5+7=2"), "move", 1)
    session = Session(MatchstickPuzzle(puzzle))
    session.push(solve(puzzle)[0].layout)
    session.check()
    store.save(session)
    tab = MatchstickTab(settings, store=store)
    qtbot.addWidget(tab)
    assert tab.session.solved
    assert "is true" in tab.message_text()
