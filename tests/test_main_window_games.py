"""The main window with the real game tabs: Enter, menus and language reach the games."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QShortcut
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit, QMenu, QPushButton

from engines.play import DEALT, MatchstickPuzzle, TwentyFourPuzzle
from gui.shell import settings as s
from gui.shell.i18n import CHINESE, ENGLISH, set_language
from gui.shell.main_window import GAME_ACTIONS
from gui.shell.settings_menu import MATCHSTICKS, TWENTYFOUR

CONTROL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
CONTRACT = [method for _name, _label, _key, method in GAME_ACTIONS] + [
    "retranslate_ui",
    "reload_settings",
    "rules_text",
]


def count_checks(monkeypatch, puzzle_type) -> list[tuple]:
    """Counts every answer the session hands a game's puzzle to judge through its engine."""
    calls = []
    engine_judge = puzzle_type.judge

    def counting_judge(*args, **kwargs):
        calls.append(args)
        return engine_judge(*args, **kwargs)

    monkeypatch.setattr(puzzle_type, "judge", counting_judge)
    return calls


@pytest.fixture
def checks(monkeypatch):
    return count_checks(monkeypatch, TwentyFourPuzzle)


def child(window, kind, name):
    found = window.findChild(kind, name)
    assert found is not None, name
    return found


@pytest.mark.parametrize("game", [TWENTYFOUR, MATCHSTICKS])
def test_both_tabs_keep_the_contract(window, game):
    tab = window.games[game]
    for method in CONTRACT:
        assert callable(getattr(tab, method)), method
    assert "<" in tab.rules_text() or tab.rules_text().strip()


def test_a_game_coming_on_screen_takes_the_keyboard(qtbot, window):
    """Right after the start a player types the answer; switching games keeps that so."""
    answer = child(window, QLineEdit, "expressionInput")
    assert QApplication.focusWidget() is answer
    qtbot.keyClicks(QApplication.focusWidget(), "8+8")
    assert answer.text() == "8+8"
    window.show_game(MATCHSTICKS)
    board = window.games[MATCHSTICKS].board
    assert QApplication.focusWidget() is board
    assert not board.shows_cursor()  # its frame comes with the first key
    qtbot.keyClick(board, Qt.Key.Key_Right)
    assert board.shows_cursor()
    window.show_game(TWENTYFOUR)
    assert QApplication.focusWidget() is answer


def test_typed_answer_and_enter_check_exactly_once(qtbot, window, checks):
    window.games[TWENTYFOUR].deal_hand("3 3 8 8")
    answer = child(window, QLineEdit, "expressionInput")
    answer.setFocus()
    qtbot.keyClicks(answer, "8/(3-8/3)")
    qtbot.keyClick(answer, Qt.Key.Key_Return)
    assert len(checks) == 1
    assert child(window, QLabel, "feedbackLabel").text()


def test_enter_on_a_card_checks_exactly_once(qtbot, window, checks):
    window.games[TWENTYFOUR].deal_hand("3 3 8 8")
    child(window, QLineEdit, "expressionInput").setText("8/(3-8/3)")
    card = window.games[TWENTYFOUR].cards[0]
    card.setFocus()
    qtbot.keyClick(card, Qt.Key.Key_Enter)
    assert len(checks) == 1


def test_enter_in_the_hand_box_deals_without_checking(qtbot, window, checks):
    hand = child(window, QLineEdit, "handInput")
    hand.setFocus()
    hand.clear()
    qtbot.keyClicks(hand, "A 5 5 5")
    qtbot.keyClick(hand, Qt.Key.Key_Return)
    assert window.games[TWENTYFOUR].hand == (1, 5, 5, 5)
    assert checks == []


def test_enter_on_the_matchstick_board_checks_exactly_once(qtbot, window, monkeypatch):
    match_checks = count_checks(monkeypatch, MatchstickPuzzle)
    window.show_game(MATCHSTICKS)
    board = window.games[MATCHSTICKS].board
    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert len(match_checks) == 1


def test_enter_in_the_solutions_list_shows_that_solution_without_checking(
    qtbot, window, monkeypatch
):
    match_checks = count_checks(monkeypatch, MatchstickPuzzle)
    window.show_game(MATCHSTICKS)
    tab = window.games[MATCHSTICKS]
    tab.load_equation("189+973=1162")
    tab.show_solutions()
    view = tab.panel.solutions_list.view
    qtbot.waitUntil(lambda: view.model().rowCount() == 2)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Down)
    tab.board.move_duration_ms = 10
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not tab.board.is_animating(), timeout=5000)
    assert tab.board.equation_text() == "789+373=1162"
    assert match_checks == []


def test_the_check_entry_checks_the_current_game(window, checks):
    window.games[TWENTYFOUR].deal_hand("3 3 8 8")
    child(window, QLineEdit, "expressionInput").setText("8/(3-8/3)")
    window.game_actions["checkAction"].trigger()
    assert len(checks) == 1


def test_more_cards_from_the_settings_menu_redeal(qtbot, window):
    window.settings_menu.action_for(s.TF_CARD_COUNT, 5).trigger()
    qtbot.waitUntil(lambda: len(window.games[TWENTYFOUR].cards) == 5, timeout=5000)


def test_switching_language_reaches_inside_the_tabs(qtbot, qapp, window):
    window.games[MATCHSTICKS]  # built when first needed
    check = child(window, QPushButton, "matchCheckButton")
    english = check.text()
    window.settings_menu.action_for(s.LANGUAGE, CHINESE).trigger()
    try:
        qtbot.waitUntil(lambda: window.tabs.tabText(0) == "24 点")
        assert check.text() != english
    finally:
        set_language(qapp, ENGLISH)
    qtbot.waitUntil(lambda: check.text() == english)


def test_the_game_menu_says_no_solution_with_a_key_of_its_own(qtbot, window):
    action = window.game_actions["noSolutionAction"]
    assert action.text() == "No so&lution\tCtrl+Shift+N"
    window.show_game(TWENTYFOUR)
    cards = window.games[TWENTYFOUR]
    owners = [*window.findChildren(QAction), *window.findChildren(QShortcut)]
    keys = [owner.key() if isinstance(owner, QShortcut) else owner.shortcut() for owner in owners]
    named = [key.toString() for key in keys if not key.isEmpty()]
    assert named.count("Ctrl+Shift+N") == 1 and len(named) == len(set(named))
    cards.play_puzzle(TwentyFourPuzzle((1, 1, 1, 1)), "practice", DEALT)
    assert action.isEnabled()
    assert action in window.findChild(QMenu, "gameMenu").actions()
    action.trigger()
    assert cards.session.solved
    assert "cannot make 24" in cards.findChild(QLabel, "feedbackLabel").text()
    cards.play_puzzle(TwentyFourPuzzle((1, 1, 1, 1)), "practice", DEALT)
    assert not cards.session.solved
    qtbot.keyClick(cards.findChild(QLineEdit, "expressionInput"), Qt.Key.Key_N, CONTROL_SHIFT)
    assert cards.session.solved
    window.show_game(MATCHSTICKS)
    assert not action.isEnabled()
    window.show_game(TWENTYFOUR)
    assert action.isEnabled()
