"""A puzzle from outside (a code, a typed hand or equation, --hand) carries its own rules for
that puzzle only; the next New deals under the player's settings, and changing an option on a
puzzle in progress applies from the next one and never ends a streak."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit

from engines.records.database import FILE_NAME, Records
from engines.twentyfour import solve
from gui.shell import settings as s
from gui.shell.settings_menu import MATCHSTICKS, TWENTYFOUR


def answer(tab, text):
    tab.findChild(QLineEdit, "expressionInput").setText(text)
    tab.check_answer()


def test_the_next_deal_after_a_code_follows_the_players_settings(window, settings):
    assert window.open_code("24:akqj:t36l")
    cards = window.games[TWENTYFOUR]
    assert cards.rules.target == 36 and settings.get(s.TF_TARGET) == "24"
    cards.new_game()
    assert (cards.rules.target, cards.rules.left_to_right) == (24, False)
    assert "36" not in cards.findChild(type(cards.scoreboard.rules_label), "promptLabel").text()
    assert cards.scoreboard.rules_label.isHidden()


def test_a_matchstick_code_leaves_the_sticks_setting_alone(window, settings):
    assert window.open_code("MS:6-4=9:M2")
    sticks = window.games[MATCHSTICKS]
    sticks.new_game()
    assert sticks.puzzle().count == 1 == settings.get(s.MS_STICKS)
    assert sticks.scoreboard.rules_note() == ""


def test_a_typed_hand_keeps_the_card_count_and_says_it_differs(window, settings):
    settings.set(s.TF_CARD_COUNT, 6)
    cards = window.games[TWENTYFOUR]
    cards.reload_settings()
    cards.deal_hand("3 3 8 8")
    assert settings.get(s.TF_CARD_COUNT) == 6
    assert cards.scoreboard.rules_label.text() == "this puzzle: 4 cards"


def test_a_typed_unsolvable_hand_called_no_solution_scores_nothing(qtbot, window, tmp_path):
    cards = window.games[TWENTYFOUR]
    cards.deal_hand("1 1 1 2")
    cards.claim_no_solution()
    assert "you chose this hand" in cards.findChild(type(cards.scoreboard.rules_label),
                                                     "feedbackLabel").text().lower()
    assert (cards.scoreboard.score, cards.scoreboard.streak) == (0, 0)
    cards.new_game()
    statistics = window.sharing.records.statistics(
        window.sharing.player, TWENTYFOUR, window.sharing.today()
    )
    assert statistics.overall.best_time is None and statistics.overall.played == 0
    store = Records(tmp_path / "data" / FILE_NAME)
    assert store.records() == []
    store.close()


def test_changing_a_rule_mid_hand_keeps_the_hand_and_the_streak(qtbot, window, settings):
    cards = window.games[TWENTYFOUR]
    cards.deal_hand("1 2 3 4")
    answer(cards, "1*2*3*4")
    cards.deal_hand("3 3 8 8")
    qtbot.mouseClick(cards.cards[0], Qt.MouseButton.LeftButton)  # a move: the hand is tried
    assert cards.scoreboard.streak == 1
    settings.set(s.TF_TARGET, "36")
    cards.reload_settings()
    assert cards.hand == (3, 3, 8, 8) and cards.rules.target == 24
    assert cards.scoreboard.streak == 1
    assert cards.scoreboard.rules_label.text() == "this puzzle: target 24"
    cards.new_game()
    qtbot.waitUntil(lambda: cards.hand != () and cards.rules.target == 36, timeout=20000)


def test_changing_the_kind_on_a_matchstick_puzzle_in_progress_is_not_a_skip(qtbot, window):
    sticks = window.games[MATCHSTICKS]
    sticks.load_equation("5+7=2")
    board = sticks.board
    board.pick_stick((1, "v"))
    board.place_stick((0, "b"))
    sticks.check_answer()
    assert sticks.scoreboard.streak == 1
    sticks.new_game()
    sticks.next_hint()  # the puzzle is tried
    start = sticks.puzzle()
    sticks.panel.kind_combo.setCurrentIndex(1)  # Add
    assert sticks.puzzle() == start and sticks.scoreboard.streak == 1


def test_a_solved_code_hand_is_scored_as_a_dealt_one(window):
    assert window.open_code("24:3388")
    cards = window.games[TWENTYFOUR]
    answer(cards, solve(cards.hand, cards.rules)[0].text)
    assert cards.scoreboard.score == 10
