"""Classroom state is kept in the mid-end: the How many ways? round (answers, +1/-1, revealed),
presentation teams and the Beat-the-clock run survive Esc, tab changes and a restart."""

import json
from functools import partial

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLineEdit, QListWidget

from engines import twentyfour as tf
from engines.play import Session, SessionStore, TwentyFourPuzzle
from engines.play.scoring import CLOCK
from engines.play.ways import WaysRound
from engines.twentyfour import solve
from gui.matchsticks.tab import MatchstickTab
from gui.shell.main_window import MainWindow
from gui.shell.settings_menu import MATCHSTICKS, TWENTYFOUR
from gui.twentyfour.tab import TwentyFourTab
from gui.twentyfour.ways_mode import WAYS
from tests.records_support import FakeClock, bring_up
from tests.twentyfour_support import find, make_settings, type_answer


def test_a_ways_round_survives_a_restart():
    hand = (2, 4, 6, 12)
    session = Session(TwentyFourPuzzle(hand))
    session.ways = WaysRound(hand, tf.Rules())
    for answer in ("12+6+4+2", "(2+4)+(6+12)", "12*2", "2*4+6+12"):
        session.ways.submit(answer)
    session.ways.reveal()
    again = Session.from_json(json.loads(json.dumps(session.to_json())))
    assert again.ways is not None
    assert again.ways.answers == ["12+6+4+2", "(2+4)+(6+12)", "2*4+6+12"]
    assert [verdict.kind for verdict in again.ways.verdicts] == ["new", "same", "wrong"]
    assert again.ways.score == -1 and again.ways.revealed and not again.ways.is_open


def test_the_tabs_round_comes_back_after_a_restart(qtbot, tmp_path):
    settings = make_settings(tmp_path)
    store = SessionStore(tmp_path / "games")
    tab = TwentyFourTab(settings, store=store)
    qtbot.addWidget(tab)
    tab.deal_hand("2 4 6 12")
    combo = find(tab, QComboBox, "modeCombo")
    combo.setCurrentIndex(combo.findData(WAYS))
    type_answer(qtbot, tab, "12+6+4+2")
    type_answer(qtbot, tab, "2*4+6+12")
    tab.save_session()
    again = TwentyFourTab(settings, store=store)
    qtbot.addWidget(again)
    assert find(again, QComboBox, "modeCombo").currentData() == WAYS
    listing = find(again, QListWidget, "waysVerdicts")
    assert [listing.item(row).text() for row in range(listing.count())] == [
        "1. ✓ 12 + 6 + 4 + 2: new (+1)",
        "2. ✗ 2 × 4 + 6 + 12: the result is 26, not 24 (−1)",
    ]
    qtbot.keyClick(find(again, QComboBox, "modeCombo"), Qt.Key.Key_Home)
    assert again.session.mode == "practice"


def test_presentation_teams_survive_esc_and_a_restart(qtbot, settings, window, tmp_path):
    window.show_game(TWENTYFOUR)
    presentation = window.classroom.present()
    presentation.team_count.setValue(3)
    presentation.teams.give(2, 1)
    presentation.teams.give(2, 1)
    with qtbot.waitSignal(presentation.closed):
        qtbot.keyClick(presentation, Qt.Key.Key_Escape)
    again = window.classroom.present()
    assert again.teams.teams.scores == [0, 0, 2]
    again.close()
    restarted = MainWindow(settings, data_dir=tmp_path / "data")
    qtbot.addWidget(restarted)
    later = restarted.classroom.present()
    assert later.teams.teams.scores == [0, 0, 2] and later.team_count.value() == 3
    later.close()


def test_a_beat_the_clock_run_survives_esc_a_tab_change_and_a_restart(qtbot, settings, tmp_path):
    clock = FakeClock()
    data_dir = tmp_path / "data"

    def open_window():
        store = SessionStore(data_dir / "games")
        tabs = {
            TWENTYFOUR: partial(TwentyFourTab, store=store, now=clock),
            MATCHSTICKS: partial(MatchstickTab, store=store, now=clock),
        }
        window = MainWindow(settings, tabs, data_dir=data_dir)
        qtbot.addWidget(window)
        window.show_game(TWENTYFOUR)
        bring_up(qtbot, window)
        return window

    window = open_window()
    cards = window.games[TWENTYFOUR]
    combo = find(cards, QComboBox, "modeCombo")
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentData() == CLOCK
    clock.now += 30
    solved = cards.session
    type_answer(qtbot, cards, solve(cards.hand, cards.rules)[0].text)
    qtbot.waitUntil(lambda: cards.session is not solved)
    clock.now += 5
    qtbot.keyClick(cards.findChild(QLineEdit, "expressionInput"), Qt.Key.Key_Escape)
    window.show_game(MATCHSTICKS)
    clock.now += 300  # another game on screen: the run waits
    window.show_game(TWENTYFOUR)
    cards.mode_panel.tick()
    assert cards.mode_panel.time_label.text() == "1:35"
    window.close()
    clock.now += 3600
    restarted = open_window()
    again = restarted.games[TWENTYFOUR]
    panel = again.mode_panel
    assert find(again, QComboBox, "modeCombo").currentData() == CLOCK
    assert panel.run.solved == 1 and panel.timer.isActive()
    assert panel.time_label.text() == "1:35" and panel.status.text() == "1 solved · 0 skipped"
    clock.now += 10
    panel.tick()
    assert panel.time_label.text() == "1:25"
