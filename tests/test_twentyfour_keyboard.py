"""24 points without friction: focus after a deal, typing as people type, undo by token,
answering "no solution", the card count following a typed hand and hints on the table."""

import gc
import weakref

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QLabel, QLineEdit, QPushButton

from engines import twentyfour as tf
from engines.play import DEALT, POINTS_PER_SOLVE, TwentyFourPuzzle
from gui.play.solutions_list import BATCH_ROWS, SolutionsList
from gui.shell.main_window import MainWindow
from gui.shell.settings import TF_CARD_COUNT
from gui.shell.settings_menu import TWENTYFOUR
from gui.twentyfour import analysis
from gui.twentyfour.answer_text import pretty_expression, shown_message
from gui.twentyfour.tab import TwentyFourTab
from tests.twentyfour_support import (
    click,
    feedback,
    find,
    type_answer,
    type_hand,
    type_symbols,
)

pytestmark = pytest.mark.game_tab("24", active=True)


def answer_box(tab):
    return find(tab, QLineEdit, "expressionInput")


def test_a_typed_hand_leaves_the_answer_box_focused(qtbot, tab):
    type_hand(qtbot, tab, "3 3 8 8")
    assert answer_box(tab).hasFocus()


def test_the_deal_button_leaves_the_answer_box_focused(qtbot, tab):
    click(qtbot, tab, "dealButton")
    assert find(tab, QPushButton, "dealButton").hasFocus() is False
    assert answer_box(tab).hasFocus()


def test_a_deal_from_the_keyboard_leaves_the_answer_box_focused(qtbot, tab):
    deal = find(tab, QPushButton, "dealButton")
    deal.setFocus()
    old_hand = tab.session
    qtbot.keyClick(deal, Qt.Key.Key_Space)
    assert tab.session is not old_hand
    assert answer_box(tab).hasFocus()


def test_a_five_card_deal_in_the_worker_focuses_the_answer_box_when_it_lands(qtbot, tab):
    qtbot.keyClick(find(tab, QComboBox, "cardCountCombo"), Qt.Key.Key_Down)
    qtbot.waitUntil(lambda: len(tab.hand) == 5, timeout=5000)
    assert answer_box(tab).hasFocus()


def test_typing_on_the_table_goes_to_the_answer_box(qtbot, tab):
    type_hand(qtbot, tab, "3 3 8 8")
    check = find(tab, QPushButton, "checkButton")
    check.setFocus()
    qtbot.keyClicks(check, "8x3")
    assert answer_box(tab).hasFocus()
    assert answer_box(tab).text() == "8x3"
    assert tab.answer.tokens == (2, "*", 0)


@pytest.mark.parametrize(
    "typed",
    ["8/(3-8/3)", "8:(3-8:3)", "8÷(3−8÷3)", "８／（３－８÷３）", "８÷（３－８：３）"],
)

def test_every_spelling_of_an_answer_is_read_and_checked(qtbot, tab, typed):
    type_hand(qtbot, tab, "3 3 8 8")
    box = answer_box(tab)
    type_symbols(box, typed)
    assert tab.answer.tokens == (2, "/", "(", 0, "-", 3, "/", 1, ")")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert find(tab, QLabel, "feedbackLabel").property("kind") == "success"
    assert feedback(tab) == f"{pretty_expression(typed)} = 24. Well done!"
    assert feedback(tab).startswith("8 ÷ (3 − 8 ÷ 3)")


@pytest.mark.parametrize("typed", ["1x2x3x4", "1X2X3X4", "1×2×3×4", "１＊２×３ｘ４"])
def test_times_may_be_typed_as_x(qtbot, tab, typed):
    type_hand(qtbot, tab, "1 2 3 4")
    type_symbols(answer_box(tab), typed)
    assert tab.answer.tokens == (0, "*", 1, "*", 2, "*", 3)
    assert all(card.look.used for card in tab.cards)
    qtbot.keyClick(answer_box(tab), Qt.Key.Key_Return)
    assert feedback(tab) == "1 × 2 × 3 × 4 = 24. Well done!"


def test_a_full_width_hand_is_dealt(qtbot, tab):
    hand_input = find(tab, QLineEdit, "handInput")
    type_symbols(hand_input, "３　３　８　Ｋ")
    qtbot.keyClick(hand_input, Qt.Key.Key_Return)
    assert tab.hand == (3, 3, 8, 13)


def test_ctrl_z_and_ctrl_shift_z_in_the_answer_box_walk_tokens(qtbot, tab):
    type_hand(qtbot, tab, "2 4 6 8")
    box = answer_box(tab)
    qtbot.keyClicks(box, "2+4")
    assert tab.answer.tokens == (0, "+", 1)
    qtbot.keyClick(box, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert tab.answer.tokens == (0, "+")
    assert box.text() == "2+"
    qtbot.keyClick(box, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert box.text() == "2"
    shift_control = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(box, Qt.Key.Key_Z, shift_control)
    assert tab.answer.tokens == (0, "+")
    qtbot.keyClick(box, Qt.Key.Key_Z, shift_control)
    assert box.text() == "2+4"
    assert box.hasFocus()


def claim_no_solution(qtbot, tab):
    click(qtbot, tab, "noSolutionButton")


def test_no_solution_is_right_and_scored_for_an_unsolvable_hand(qtbot, tab):
    tab.play_puzzle(TwentyFourPuzzle((1, 1, 1, 1)), "practice", DEALT)  # dealt, not typed
    assert not tf.is_solvable((1, 1, 1, 1))
    claim_no_solution(qtbot, tab)
    assert find(tab, QLabel, "feedbackLabel").property("kind") == "success"
    assert "cannot make 24" in feedback(tab)
    assert (tab.scoreboard.score, tab.scoreboard.streak) == (POINTS_PER_SOLVE, 1)
    assert tab.session.solved
    claim_no_solution(qtbot, tab)
    assert tab.scoreboard.score == POINTS_PER_SOLVE


def test_no_solution_on_a_typed_unsolvable_hand_is_right_but_scores_nothing(qtbot, tab):
    type_hand(qtbot, tab, "1 1 1 2")
    claim_no_solution(qtbot, tab)
    assert find(tab, QLabel, "feedbackLabel").property("kind") == "success"
    assert "you chose this hand" in feedback(tab).lower()
    assert (tab.scoreboard.score, tab.scoreboard.streak) == (0, 0)
    assert not tab.session.finished


def test_no_solution_is_wrong_and_ends_the_streak_for_a_solvable_hand(qtbot, tab):
    type_hand(qtbot, tab, "1 2 3 4")
    type_answer(qtbot, tab, "1*2*3*4")
    assert tab.scoreboard.streak == 1
    type_hand(qtbot, tab, "3 3 8 8")
    claim_no_solution(qtbot, tab)
    assert find(tab, QLabel, "feedbackLabel").property("kind") == "error"
    assert "can make 24" in feedback(tab)
    assert (tab.scoreboard.score, tab.scoreboard.streak) == (POINTS_PER_SOLVE, 0)
    assert not tab.session.finished


def test_no_solution_is_reachable_from_the_keyboard(qtbot, tab):
    type_hand(qtbot, tab, "1 1 1 1")
    shift_control = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(answer_box(tab), Qt.Key.Key_N, shift_control)
    assert find(tab, QLabel, "feedbackLabel").property("kind") == "success"
    assert "cannot make 24" in feedback(tab)
    button = find(tab, QPushButton, "noSolutionButton")
    assert button.focusPolicy() & Qt.FocusPolicy.TabFocus


def test_no_solution_on_a_five_card_hand_waits_for_the_worker(qtbot, tab):
    tab.play_puzzle(TwentyFourPuzzle((1, 1, 1, 1, 1)), "practice", DEALT)
    claim_no_solution(qtbot, tab)
    qtbot.waitUntil(lambda: tab.session.finished, timeout=10000)
    assert tab.session.solved


def test_the_card_count_stays_the_players_beside_a_typed_hand(qtbot, tab, settings):
    combo = find(tab, QComboBox, "cardCountCombo")
    type_hand(qtbot, tab, "1 2 3 4 5")
    assert combo.currentText() == "4"
    assert settings.get(TF_CARD_COUNT) == 4
    assert tab.scoreboard.rules_label.text() == "this puzzle: 5 cards"
    type_hand(qtbot, tab, "3 3 8 8")
    assert tab.scoreboard.rules_note() == ""


def test_a_hand_below_the_tables_range_is_refused(qtbot, tab):
    type_hand(qtbot, tab, "3 3 8 8")
    type_hand(qtbot, tab, "3 8")
    assert feedback(tab) == "a hand has 4 to 6 cards"
    assert tab.hand == (3, 3, 8, 8)


def test_hints_show_on_the_table_in_display_signs(qtbot, tab):
    type_hand(qtbot, tab, "3 3 8 8")
    ladder = tf.hints((3, 3, 8, 8))
    table_hint = find(tab, QLabel, "tableHintLabel")
    for _ in ladder:
        click(qtbot, tab, "hintButton")
    assert table_hint.isVisible()
    assert shown_message(ladder[-1].message) in table_hint.text()
    assert "8 ÷ (3 − 8 ÷ 3)" in table_hint.text()
    felt = find(tab, QLabel, "promptLabel").parentWidget()
    assert table_hint.parentWidget() is felt
    type_hand(qtbot, tab, "1 2 3 4")
    assert not table_hint.isVisible()


class ManySolutions:
    """100,000 solutions of a hand, made only when a row asks for one; counts what is made."""

    def __init__(self, solution: tf.Solution, count: int = 100_000) -> None:
        self.solution = solution
        self.count = count
        self.made = 0

    def __len__(self) -> int:
        return self.count

    def __getitem__(self, row: int) -> tf.Solution:
        if not 0 <= row < self.count:
            raise IndexError(row)
        self.made += 1
        return self.solution


def test_a_hundred_thousand_solutions_are_listed_lazily(qtbot, tab, monkeypatch):
    many = ManySolutions(tf.solve((3, 3, 8, 8))[0])

    def analyse(hand, rules):
        return analysis.HandAnalysis(hand, rules, many, tuple(tf.hints(hand, rules)), ())

    monkeypatch.setattr(analysis, "analyse_hand", analyse)
    type_hand(qtbot, tab, "3 3 8 8")
    click(qtbot, tab, "solutionsButton")
    listing = find(tab, SolutionsList, "solutionsList")
    assert listing.isVisible()
    assert find(tab, QLabel, "solutionsCount").text() == "100,000 solutions"
    assert listing.model.rowCount() <= BATCH_ROWS
    qtbot.waitUntil(lambda: many.made > 0)
    assert many.made <= BATCH_ROWS
    assert listing.model.data(listing.model.index(0)) == "8 ÷ (3 − 8 ÷ 3)"


def test_in_the_window_ctrl_z_and_ctrl_n_reach_the_answer_box_once(qtbot, settings):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    tab = window.games[TWENTYFOUR]
    type_hand(qtbot, tab, "2 4 6 8")
    box = answer_box(tab)
    qtbot.keyClicks(box, "2+4*6")
    qtbot.keyClick(box, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert box.text() == "2+4×"  # the box writes the keypad's symbols
    old_session = tab.session
    qtbot.keyClick(box, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert tab.session is not old_session
    assert box.hasFocus()


def test_the_rules_explain_no_solution_and_how_many_ways(tab):
    rules = tab.rules_text()
    assert "No solution (Ctrl+Shift+N)" in rules
    assert "How many ways?" in rules


def test_a_played_tab_is_freed_without_the_cycle_collector(qtbot, settings):
    """No reference cycle through the tab: the collector could free it on a worker thread."""
    gc.collect()
    gc.disable()
    try:
        played = TwentyFourTab(settings)
        played.show()
        type_hand(qtbot, played, "1 1 1 1")
        click(qtbot, played, "noSolutionButton")
        type_hand(qtbot, played, "3 3 8 8")
        click(qtbot, played, "noSolutionButton")
        qtbot.keyClick(answer_box(played), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClick(find(played, QComboBox, "modeCombo"), Qt.Key.Key_End)
        type_answer(qtbot, played, "8/(3-8/3)")
        alive = weakref.ref(played)
        played.close()
        del played
        assert alive() is None
    finally:
        gc.enable()
