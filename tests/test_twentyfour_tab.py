"""The 24 Points tab, driven as a player would through its named widgets."""

from fractions import Fraction
from html import escape

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QPushButton,
)

from engines import twentyfour as tf
from engines.common import PuzzleInputError
from engines.common.typed_text import plain_text
from engines.play import POINTS_PER_SOLVE
from gui.play.solutions_list import SolutionsList
from gui.shell.i18n import translate_message
from gui.shell.resource_files import resource_path
from gui.shell.settings import (
    TF_CARD_COUNT,
    TF_DIFFICULTY,
    TF_DIVISION,
    TF_LEFT_TO_RIGHT,
    TF_SOLVABLE_ONLY,
    TF_TARGET,
)
from gui.twentyfour.answer_text import (
    answer_from_text,
    box_text,
    pretty_expression,
    shown_message,
)
from gui.twentyfour.messages import ENGINE_TEMPLATES
from gui.twentyfour.tab import TwentyFourTab
from tests.twentyfour_support import (
    chinese_translation,
    click,
    click_card,
    feedback,
    find,
    listed,
    shown_rows,
    type_answer,
    type_hand,
    type_symbols,
)

pytestmark = pytest.mark.game_tab("24")


@pytest.fixture
def chinese(qapp, tmp_path):
    with chinese_translation(qapp, tmp_path):
        yield


def test_a_typed_hand_is_dealt_face_up(qtbot, tab):
    type_hand(qtbot, tab, "3 3 8 8")
    assert tab.hand == (3, 3, 8, 8)
    assert [card.value for card in tab.cards] == [3, 3, 8, 8]
    assert [card.objectName() for card in tab.cards] == ["card0", "card1", "card2", "card3"]
    assert not any(card.look.face_down for card in tab.cards)


def test_a_correct_answer_is_celebrated_and_scored(qtbot, tab):
    type_hand(qtbot, tab, "3 3 8 8")
    type_answer(qtbot, tab, "8/(3-8/3)")
    expected = tf.check("8/(3-8/3)", (3, 3, 8, 8))
    assert expected.ok
    assert feedback(tab) == shown_message(expected.message)
    assert find(tab, QLabel, "feedbackLabel").property("kind") == "success"
    assert tab.scoreboard.score == POINTS_PER_SOLVE
    assert tab.scoreboard.streak == 1
    qtbot.waitUntil(lambda: any(card.is_celebrating for card in tab.cards), timeout=1000)
    type_answer(qtbot, tab, "8/(3-8/3)")
    assert tab.scoreboard.score == POINTS_PER_SOLVE


@pytest.mark.parametrize(
    "expression",
    ["8*3", "8*3+3-8+8", "8/(3-8/3)+7", "8/(3-3)*8", "(8+8)*3-3)", "8/(3-8/3", "", "8+8+8+3"],
)

def test_wrong_answers_show_the_engines_exact_message(qtbot, tab, expression):
    type_hand(qtbot, tab, "3 3 8 8")
    type_answer(qtbot, tab, expression)
    result = tf.check(expression, (3, 3, 8, 8))
    assert not result.ok
    assert feedback(tab) == translate_message(result.message)
    assert find(tab, QLabel, "feedbackLabel").property("kind") == "error"


def test_a_wrong_result_breaks_the_streak_but_a_typo_does_not(qtbot, tab):
    type_hand(qtbot, tab, "1 2 3 4")
    type_answer(qtbot, tab, "1*2*3*4")
    assert tab.scoreboard.streak == 1
    type_hand(qtbot, tab, "3 3 8 8")
    type_answer(qtbot, tab, "3*8+(3")
    assert tab.scoreboard.streak == 1
    type_answer(qtbot, tab, "3*8+3-8")
    assert tab.scoreboard.streak == 0


def test_the_hint_ladder_climbs_one_step_per_press(qtbot, tab):
    type_hand(qtbot, tab, "3 3 8 8")
    ladder = tf.hints((3, 3, 8, 8))
    assert len(ladder) >= 2
    hint_label = find(tab, QLabel, "tableHintLabel")
    for hint in ladder:
        click(qtbot, tab, "hintButton")
        assert shown_message(hint.message) in hint_label.text()
        highlighted = {card.position for card in tab.cards if card.look.highlighted}
        assert highlighted == set(hint.cards)
    click(qtbot, tab, "hintButton")
    assert shown_message(ladder[-1].message) in hint_label.text()


def test_the_solutions_list_is_the_engines_solutions(qtbot, tab):
    type_hand(qtbot, tab, "2 4 8 10")
    click(qtbot, tab, "solutionsButton")
    solutions = tf.solve((2, 4, 8, 10))
    listing = find(tab, SolutionsList, "solutionsList")
    assert listed(listing) == solutions
    assert shown_rows(listing) == [pretty_expression(s.text) for s in solutions]
    assert str(len(solutions)) in find(tab, QLabel, "solutionsCount").text()
    assert tab.scoreboard.streak == 0


def _shown_facts(tab) -> list[str]:
    """Every visible label of the tab that says the hand has no solution."""
    return [
        label.text()
        for label in tab.findChildren(QLabel)
        if label.isVisible() and "cannot make" in label.text()
    ]


def test_an_unsolvable_hand_says_so_once_and_lists_each_nearest_value_with_a_way(qtbot, tab):
    type_hand(qtbot, tab, "1 1 1 1")
    click(qtbot, tab, "hintButton")
    assert "No solution" in find(tab, QLabel, "tableHintLabel").text()
    assert len(_shown_facts(tab)) == 1
    click(qtbot, tab, "solutionsButton")
    heading = find(tab, QLabel, "solutionsHeading").text()
    nearest = tf.nearest_ways((1, 1, 1, 1))
    assert nearest[0][0] == 4
    assert heading.startswith("No solution")
    for value, way in nearest:
        assert f"{value} = {pretty_expression(way.text)}" in heading.splitlines()
    assert _shown_facts(tab) == [heading]
    assert not find(tab, SolutionsList, "solutionsList").isVisible()
    click(qtbot, tab, "hintButton")
    assert _shown_facts(tab) == [heading]


@pytest.mark.parametrize("hand_text", ["3 3 joker 8", "3 Z 8 8"])
def test_a_bad_hand_shows_the_engines_message_and_keeps_the_table(qtbot, tab, hand_text):
    type_hand(qtbot, tab, "3 3 8 8")
    type_hand(qtbot, tab, hand_text)
    with pytest.raises(tf.HandError) as error:
        tf.parse_hand(hand_text, max_cards=6)
    assert feedback(tab) == translate_message(error.value.message)
    assert tab.hand == (3, 3, 8, 8)


@pytest.mark.parametrize("hand_text", ["1 2 3 4 5 6 7", "3 3 8 8 8 8 8 8 8 8 8 8", "1 2 3", "K"])
def test_hands_the_table_cannot_hold_are_refused_in_the_engines_words(qtbot, tab, hand_text):
    type_hand(qtbot, tab, hand_text)
    assert feedback(tab) == "a hand has 4 to 6 cards"
    assert "a hand has {low} to {high} cards" in ENGINE_TEMPLATES
    assert len(tab.cards) == 4
    with pytest.raises(PuzzleInputError):
        tab.deal_hand("3 3 joker 8")


def test_clicking_cards_and_keys_builds_the_answer(qtbot, tab):
    type_hand(qtbot, tab, "3 3 8 8")
    expression = find(tab, QLineEdit, "expressionInput")
    click_card(qtbot, tab, 2)
    click(qtbot, tab, "divideButton")
    click(qtbot, tab, "openButton")
    click_card(qtbot, tab, 0)
    click(qtbot, tab, "minusButton")
    click_card(qtbot, tab, 3)
    click(qtbot, tab, "divideButton")
    click_card(qtbot, tab, 1)
    click(qtbot, tab, "closeButton")
    assert tab.answer.tokens == (2, "/", "(", 0, "-", 3, "/", 1, ")")
    assert expression.text() == "8÷(3−8÷3)" == box_text(tab.answer)
    assert all(card.look.used for card in tab.cards)
    click(qtbot, tab, "checkButton")
    assert tab.scoreboard.streak == 1


def test_a_used_card_cannot_be_clicked_twice(qtbot, tab):
    type_hand(qtbot, tab, "3 3 8 8")
    click_card(qtbot, tab, 0)
    click_card(qtbot, tab, 0)
    assert tab.answer.tokens == (0,)
    with pytest.raises(PuzzleInputError) as error:
        tf.apply(tab.answer, 0)
    assert feedback(tab) == translate_message(error.value.message)


def test_backspace_undo_and_redo_walk_the_answer_history(qtbot, tab):
    type_hand(qtbot, tab, "1 2 3 4")
    for step in ("card0", "plusButton", "card1"):
        if step.startswith("card"):
            click_card(qtbot, tab, int(step[-1]))
        else:
            click(qtbot, tab, step)
    tab.setFocus()
    qtbot.keyClick(tab, Qt.Key.Key_Backspace)
    assert tab.answer.tokens == (0, "+")
    assert not tab.cards[1].look.used
    click(qtbot, tab, "backspaceButton")
    assert tab.answer.tokens == (0,)
    tab.redo()
    assert tab.answer.tokens == (0, "+")
    assert find(tab, QLineEdit, "expressionInput").text() == box_text(tab.answer)
    click_card(qtbot, tab, 3)
    tab.redo()
    assert tab.answer.tokens == (0, "+", 3)


def test_typing_and_clicking_share_one_answer(qtbot, tab):
    type_hand(qtbot, tab, "3 3 8 8")
    expression = find(tab, QLineEdit, "expressionInput")
    type_symbols(expression, "8 ÷ (3 −")
    assert tab.answer.tokens == (2, "/", "(", 0, "-")
    assert [card.look.used for card in tab.cards] == [True, False, True, False]
    click_card(qtbot, tab, 3)
    assert tab.answer.tokens == (2, "/", "(", 0, "-", 3)
    qtbot.keyClicks(expression, "+7")
    click_card(qtbot, tab, 1)
    assert expression.text().endswith("+73")
    tab.undo()
    assert expression.text() == box_text(tab.answer)


def test_typed_text_maps_to_hand_positions():
    answer, complete = answer_from_text("K - a * [4/2]", (2, 4, 13, 1))
    assert complete
    assert answer.tokens == (2, "-", 3, "*", "(", 1, "/", 0, ")")
    assert answer_from_text("5+", (1, 2, 3, 4)) == (tf.Answer((1, 2, 3, 4)), False)
    partial, complete = answer_from_text("1+1", (1, 2, 3, 4))
    assert not complete
    assert partial.tokens == (0, "+")


def test_target_and_difficulty_are_saved_and_used(qtbot, tab, settings):
    target = find(tab, QLineEdit, "targetInput")
    assert target.text() == "24"
    target.clear()
    qtbot.keyClicks(target, "10")
    qtbot.keyClick(target, Qt.Key.Key_Return)
    assert settings.get(TF_TARGET) == "10"
    assert tab.rules.target == Fraction(10)
    type_hand(qtbot, tab, "1 2 3 4")
    type_answer(qtbot, tab, "1+2+3+4")
    assert feedback(tab) == "1 + 2 + 3 + 4 = 10. Well done!"
    qtbot.keyClick(find(tab, QComboBox, "difficultyCombo"), Qt.Key.Key_Home)
    assert settings.get(TF_DIFFICULTY) == "easy"
    reopened = TwentyFourTab(settings)
    qtbot.addWidget(reopened)
    assert reopened.findChild(QLineEdit, "targetInput").text() == "10"
    assert reopened.rules.target == Fraction(10)


def test_a_bad_target_shows_the_engines_message(qtbot, tab, settings):
    target = find(tab, QLineEdit, "targetInput")
    target.clear()
    qtbot.keyClicks(target, "1/0")
    qtbot.keyClick(target, Qt.Key.Key_Return)
    with pytest.raises(PuzzleInputError) as error:
        tf.parse_target("1/0")
    assert feedback(tab) == translate_message(error.value.message)
    assert target.text() == "24"
    assert settings.get(TF_TARGET) == "24"


def test_left_to_right_mode_checks_hints_and_solves_by_its_rules(qtbot, tab, settings):
    type_hand(qtbot, tab, "4 2 13 1")
    find(tab, QCheckBox, "leftToRightCheck").click()
    assert settings.get(TF_LEFT_TO_RIGHT) is True
    assert not find(tab, QPushButton, "openButton").isEnabled()
    rules = tf.Rules(left_to_right=True)
    click(qtbot, tab, "solutionsButton")
    listing = find(tab, SolutionsList, "solutionsList")
    assert listed(listing) == tf.solve((4, 2, 13, 1), rules)
    type_answer(qtbot, tab, "(13-1)*4/2")
    assert feedback(tab) == shown_message(tf.check("(13-1)*4/2", (4, 2, 13, 1), rules).message)


def test_a_five_card_hand_is_dealt_and_solved_in_the_worker(qtbot, tab, settings):
    settings.set(TF_DIFFICULTY, "easy")
    qtbot.keyClick(find(tab, QComboBox, "cardCountCombo"), Qt.Key.Key_Down)
    assert settings.get(TF_CARD_COUNT) == 5
    assert tab.is_busy()
    assert find(tab, QLabel, "busyLabel").isVisibleTo(tab)
    qtbot.waitUntil(lambda: len(tab.hand) == 5, timeout=5000)
    assert [card.objectName() for card in tab.cards][-1] == "card4"
    click(qtbot, tab, "solutionsButton")
    listing = find(tab, SolutionsList, "solutionsList")
    qtbot.waitUntil(lambda: listing.model.total() > 0, timeout=10000)
    expected = tf.solve(tab.hand, tab.rules)
    assert listing.model.total() == len(expected)
    assert not tab.is_busy()


def test_a_new_deal_cancels_a_slow_solve(qtbot, tab):
    type_hand(qtbot, tab, "13 11 7 5 3 1")
    assert tab.is_busy()
    click(qtbot, tab, "solutionsButton")
    type_hand(qtbot, tab, "3 3 8 8")
    assert not tab.is_busy()
    listing = find(tab, SolutionsList, "solutionsList")
    assert listing.model.total() == 0
    click(qtbot, tab, "solutionsButton")
    assert listing.model.total() == len(tf.solve((3, 3, 8, 8)))


def test_the_status_bar_hears_about_new_hands(qtbot, tab):
    with qtbot.waitSignal(tab.status_message) as blocker:
        type_hand(qtbot, tab, "A 5 5 5")
    assert "A 5 5 5" in blocker.args[0]


def test_rules_text_names_the_target(tab):
    assert "24" in tab.rules_text()


def test_the_translation_list_holds_exactly_the_engines_templates():
    assert ENGINE_TEMPLATES == tf.MESSAGE_TEMPLATES


def test_a_deal_that_cannot_succeed_says_why(qtbot, tab):
    target = find(tab, QLineEdit, "targetInput")
    target.clear()
    qtbot.keyClicks(target, "100000")
    qtbot.keyClick(target, Qt.Key.Key_Return)
    click(qtbot, tab, "dealButton")
    qtbot.waitUntil(lambda: not tab.is_busy(), timeout=10000)
    assert feedback(tab) == "no hand of 4 cards fits these settings"


def test_switching_to_chinese_retranslates_the_tab_and_engine_messages(qtbot, tab, chinese):
    assert find(tab, QPushButton, "dealButton").text() == "发一手新牌"
    assert find(tab, QPushButton, "checkButton").text() == "检查"
    type_hand(qtbot, tab, "3 3 8 8")
    type_hand(qtbot, tab, "3 3 joker 8")
    assert feedback(tab) == "王牌（大小王）不能用"
    type_answer(qtbot, tab, "8*3")
    assert feedback(tab) == "3 没有用到"
    click(qtbot, tab, "hintButton")
    # Hints start from the answer typed so far: a solution starts with 8, none with 8*3.
    assert find(tab, QLabel, "tableHintLabel").text().startswith("提示 1/3：撤回 × 3")


def test_the_chinese_translation_is_complete():
    text = resource_path("translations", "twentyfour_zh_CN.ts").read_text(encoding="utf-8")
    assert 'type="unfinished"' not in text
    assert text.count("<translation>") == text.count("<source>")
    for template in tf.MESSAGE_TEMPLATES:
        assert f"<source>{escape(template, quote=False)}</source>" in text


def test_reload_settings_follows_the_settings_menu(qtbot, tab, settings):
    type_hand(qtbot, tab, "4 2 13 1")
    settings.set(TF_LEFT_TO_RIGHT, True)
    tab.reload_settings()
    assert find(tab, QCheckBox, "leftToRightCheck").isChecked()
    assert tab.rules.left_to_right
    assert tab.hand == (4, 2, 13, 1)
    assert not find(tab, QPushButton, "closeButton").isEnabled()
    settings.set(TF_DIVISION, "truncate")
    settings.set(TF_SOLVABLE_ONLY, False)
    tab.reload_settings()
    assert tab.rules == tf.Rules(left_to_right=True, division="truncate")
    assert not find(tab, QComboBox, "difficultyCombo").isEnabled()
    settings.set(TF_SOLVABLE_ONLY, True)
    settings.set(TF_DIFFICULTY, "easy")
    settings.set(TF_CARD_COUNT, 5)
    tab.reload_settings()
    qtbot.waitUntil(lambda: len(tab.hand) == 5, timeout=5000)
    assert find(tab, QComboBox, "cardCountCombo").currentText() == "5"


def test_a_double_clicked_solution_becomes_the_answer(qtbot, tab):
    type_hand(qtbot, tab, "1 2 3 4")
    click(qtbot, tab, "solutionsButton")
    view = find(tab, SolutionsList, "solutionsList").view
    spot = view.visualRect(view.model().index(0, 0)).center()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    solution = tf.solve((1, 2, 3, 4))[0].text
    assert plain_text(find(tab, QLineEdit, "expressionInput").text()) == solution
    qtbot.waitUntil(lambda: sum(card.isVisible() for card in tab.cards) == 1, timeout=5000)
    assert [card.value for card in tab.cards if card.isVisible()] == [24]
