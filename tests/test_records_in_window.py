"""Records and sharing in the main window: codes, the daily puzzle, statistics, players and
Beat the clock, driven through the window as a player would."""

import datetime
from functools import partial

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLineEdit

from engines.play import SessionStore
from engines.play.daily import daily_twentyfour
from engines.records.database import FILE_NAME, Records
from engines.sharing.codes import code_of
from engines.twentyfour import solve
from gui.matchsticks.tab import MatchstickTab
from gui.play.beat_the_clock import CLOCK
from gui.shell import app
from gui.shell import settings as s
from gui.shell.main_window import MainWindow
from gui.shell.settings_menu import MATCHSTICKS, TWENTYFOUR
from gui.twentyfour.tab import TwentyFourTab
from tests.records_support import FakeClock, bring_up

SOLUTION_3388 = "8/(3-8/3)"


@pytest.fixture
def data_dir(tmp_path):
    return tmp_path / "data"


def open_window(qtbot, settings, data_dir, **options):
    window = MainWindow(settings, data_dir=data_dir, **options)
    qtbot.addWidget(window)
    return window


def answer(tab, text):
    tab.findChild(QLineEdit, "expressionInput").setText(text)
    tab.check_answer()


def kept(data_dir):
    store = Records(data_dir / FILE_NAME)
    try:
        return store.records()
    finally:
        store.close()


def test_a_solve_is_in_the_statistics_after_closing_and_reopening(qtbot, settings, data_dir):
    window = open_window(qtbot, settings, data_dir)
    assert window.open_code("24:3388")
    answer(window.games[TWENTYFOUR], "3+3+8+8")
    answer(window.games[TWENTYFOUR], SOLUTION_3388)
    window.close()
    again = open_window(qtbot, settings, data_dir)
    again.findChild(type(window.sharing.menu.statistics_action), "statisticsAction").trigger()
    dialog = again.sharing.statistics
    assert dialog.isVisible() and dialog.game == TWENTYFOUR
    row = [dialog.table.item(0, column).text() for column in range(3)]
    assert row == ["1", "100%", "1"]
    (record,) = kept(data_dir)
    assert (record.code, record.outcome, record.wrong_checks) == ("24:3388", "solved", 1)
    assert record.answer == SOLUTION_3388


def test_open_code_plays_the_puzzle_under_its_rules(qtbot, settings, data_dir):
    window = open_window(qtbot, settings, data_dir)
    assert window.open_code(" 24:akqj:t36l ")
    cards = window.games[TWENTYFOUR]
    assert window.current_game() == TWENTYFOUR
    assert cards.hand == (1, 13, 12, 11)
    assert (cards.rules.target, cards.rules.left_to_right) == (36, True)
    # The code's rules are this puzzle's only: the controls keep the player's, and say so.
    assert cards.findChild(QLineEdit, "targetInput").text() == "24"
    assert cards.scoreboard.rules_label.text() == (
        "this puzzle: target 36, left to right, exact division"
    )
    assert window.sharing.code_label.text() == "Code: 24:AKQJ:T36L"
    assert window.open_code("MS:6-4=9:M2")
    sticks = window.games[MATCHSTICKS]
    assert window.current_game() == MATCHSTICKS
    assert (sticks.puzzle().kind, sticks.puzzle().count) == ("move", 2)
    assert settings.get(s.MS_STICKS) == 1
    assert sticks.scoreboard.rules_label.text() == "this puzzle: move 2 stick(s)"
    assert window.sharing.code_label.text() == "Code: MS:6-4=9:M2"


@pytest.mark.parametrize(
    ("junk", "message"),
    [
        (
            "24:3X88",
            "Character 5 “X” is not allowed. "
            "3X88 are not cards: a code writes each card as one of A 2-9 T J Q K",
        ),
        ("hello", "HELLO is not a puzzle code: codes look like 24:3388 or MS:5+7=2"),
        (
            " ms: 5*7=2",
            "Character 7 “*” is not allowed. 5*7=2 uses *, which these rules do not allow",
        ),
    ],
)
def test_a_junk_code_changes_nothing_and_says_why(qtbot, settings, data_dir, junk, message):
    window = open_window(qtbot, settings, data_dir)
    window.open_code("24:3388")
    assert not window.open_code(junk)
    assert window.statusBar().currentMessage() == message
    assert window.current_game() == TWENTYFOUR
    assert window.games[TWENTYFOUR].hand == (3, 3, 8, 8)
    assert window.sharing.code_label.text() == "Code: 24:3388"


def test_a_typed_bad_code_opens_the_dialog_again_with_the_wrong_character_selected(
    qtbot, settings, data_dir
):
    window = open_window(qtbot, settings, data_dir)
    bring_up(qtbot, window)
    window.sharing.menu.open_action.trigger()
    dialog = window.sharing.menu.code_dialog
    field = dialog.findChild(QLineEdit)
    qtbot.keyClicks(field, "24:3Z88")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    again = window.sharing.menu.code_dialog
    assert again is not dialog and again.isVisible()
    assert again.labelText().startswith("Character 5 “Z” is not allowed. 3Z88 are not cards")
    field = again.findChild(QLineEdit)
    assert field.text() == "24:3Z88" and field.selectedText() == "Z"
    qtbot.keyClicks(field, "8")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert not again.isVisible() and window.games[TWENTYFOUR].hand == (3, 8, 8, 8)


def test_copy_puzzle_code_puts_it_on_the_clipboard(qtbot, settings, data_dir):
    window = open_window(qtbot, settings, data_dir)
    window.open_code("ms:5+7=2")
    window.sharing.menu.copy_action.trigger()
    assert QGuiApplication.clipboard().text() == "MS:5+7=2"


def test_the_daily_puzzle_extends_the_daily_streak(qtbot, settings, data_dir):
    window = open_window(qtbot, settings, data_dir)
    day = datetime.date(2026, 11, 23)
    window.sharing.today = lambda: day
    window.show_game(TWENTYFOUR)
    window.sharing.menu.daily_action.trigger()
    cards = window.games[TWENTYFOUR]
    daily = daily_twentyfour(day)
    assert cards.hand == daily.hand
    assert window.sharing.code_label.text() == f"Code: {code_of(daily)}"
    answer(cards, solve(daily.hand)[0].text)
    (record,) = kept(data_dir)
    assert (record.mode, record.daily, record.outcome) == ("daily", day, "solved")
    window.sharing.show_statistics()
    assert window.sharing.statistics.daily_label.text() == "Daily streak: 1 day"


def test_records_are_kept_per_player(qtbot, settings, data_dir):
    window = open_window(qtbot, settings, data_dir)
    window.sharing.menu.choose_player("Wang Fang")
    assert window.statusBar().currentMessage() == "Playing as Wang Fang."
    window.open_code("24:3388")
    answer(window.games[TWENTYFOUR], SOLUTION_3388)
    window.sharing.menu.choose_player("Li Hua")
    window.open_code("24:3388")
    answer(window.games[TWENTYFOUR], "3+3+8+8")
    window.open_code("24:AAAA")
    assert [(r.player, r.outcome) for r in kept(data_dir)] == [
        ("Wang Fang", "solved"),
        ("Li Hua", "abandoned"),
    ]


def test_a_beat_the_clock_run_goes_to_the_records(qtbot, settings, data_dir):
    clock = FakeClock()
    store = SessionStore(data_dir)
    tabs = {
        TWENTYFOUR: partial(TwentyFourTab, store=store, now=clock),
        MATCHSTICKS: partial(MatchstickTab, store=store, now=clock),
    }
    window = open_window(qtbot, settings, data_dir, tab_factories=tabs)
    bring_up(qtbot, window)
    cards = window.games[TWENTYFOUR]
    panel = cards.mode_panel
    panel.set_mode(CLOCK)
    assert cards.session.mode == CLOCK
    for _ in range(2):
        clock.now += 20
        solved = cards.session
        answer(cards, solve(cards.hand, cards.rules)[0].text)
        assert panel.right_label.isVisible() and panel.right_label.text() == "Right!"
        clock.now += 5  # "Right!" costs the run nothing
        qtbot.waitUntil(lambda solved=solved: cards.session is not solved)
        assert not panel.right_label.isVisible()
    assert panel.run.solved == 2
    panel.tick()
    assert panel.time_label.text() == "1:40"
    assert panel.status.text() == "2 solved · 0 skipped"
    cards.new_game()
    assert panel.run.skipped == 1
    clock.now += 80
    panel.tick()
    assert panel.mode == "practice"
    summary = panel.summary
    assert summary is not None and summary.isVisible()
    figures = {name: label.text() for name, label in summary.figures.items()}
    assert figures == {"solvedFigure": "2", "skippedFigure": "1", "bestRunFigure": "2"}
    assert summary.new_best.isVisible()
    qtbot.mouseClick(summary.free_play_button, Qt.MouseButton.LeftButton)
    assert panel.mode == "practice" and not summary.isVisible()
    window.sharing.show_statistics()
    assert window.sharing.statistics.run_label.text() == "Best Beat-the-clock run: 2 puzzles"
    window.sharing.statistics.close()
    bring_up(qtbot, window)  # offscreen Qt would keep the closed dialog as the active window
    # The skipped hand was never tried, so only the two solves are puzzles played.
    assert [(r.mode, r.outcome) for r in kept(data_dir)] == [(CLOCK, "solved")] * 2


def test_the_puzzle_option_opens_a_code_and_refuses_junk(qtbot, capsys, settings, data_dir):
    assert app.main(["--puzzle", "24:3X88"]) == 2
    assert capsys.readouterr().err == (
        "puzzle-suite: error: argument --puzzle: "
        "3X88 are not cards: a code writes each card as one of A 2-9 T J Q K\n"
    )
    options = app.parse_arguments(["--puzzle", "ms:6-4=9:m2"])
    window = app.build_window(options, settings, data_dir)
    qtbot.addWidget(window)
    assert window.current_game() == MATCHSTICKS
    assert window.sharing.code_label.text() == "Code: MS:6-4=9:M2"
