"""Step play on the 24-point table, a solution played on the table, one set of symbols and a
steady layout, with real clicks and keys on the cards and keys."""

from fractions import Fraction

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel, QLineEdit, QListView, QPushButton

from engines import twentyfour as tf
from engines.common.typed_text import plain_text
from engines.play import TwentyFourPuzzle
from engines.play.scoring import DEALT
from gui.twentyfour.step_cards import PICK_RING
from tests.twentyfour_support import (
    click,
    click_card,
    feedback,
    find,
    make_settings,
    play_first_solution,
    shown_tab,
    step,
    type_answer,
    type_hand,
)

pytestmark = pytest.mark.game_tab("24")


def box(tab):
    return find(tab, QLineEdit, "expressionInput")


def shown_values(tab):
    return {card.objectName(): card.value for card in tab.cards if card.isVisible()}


def test_three_steps_merge_the_cards_and_the_last_card_is_checked_and_scored(qtbot, tab):
    type_hand(qtbot, tab, "3 3 8 8")
    step(qtbot, tab, 2, "stepDivide", 0)
    assert shown_values(tab) == {"card1": 3, "card2": Fraction(8, 3), "card3": 8}
    assert box(tab).text() == "8÷3"
    assert feedback(tab) == "" or not find(tab, QLabel, "feedbackLabel").isVisible()
    step(qtbot, tab, 1, "stepMinus", 2)
    assert shown_values(tab) == {"card1": Fraction(1, 3), "card3": 8}
    assert box(tab).text() == "3−8÷3"
    step(qtbot, tab, 3, "stepDivide", 1)
    assert shown_values(tab) == {"card3": 24}
    assert box(tab).text() == "8÷(3−8÷3)"
    assert feedback(tab) == "8 ÷ (3 − 8 ÷ 3) = 24. Well done!"
    assert tab.session.solved
    assert tab.scoreboard.streak == 1


def test_steps_and_typing_score_the_same(qtbot, tmp_path):
    typed = shown_tab(qtbot, make_settings(tmp_path / "typed"))
    stepped = shown_tab(qtbot, make_settings(tmp_path / "stepped"))
    for tab in (typed, stepped):
        type_hand(qtbot, tab, "1 2 3 4")
    type_answer(qtbot, typed, "(1+2+3)*4")
    step(qtbot, stepped, 0, "stepPlus", 1)
    step(qtbot, stepped, 0, "stepPlus", 2)
    step(qtbot, stepped, 0, "stepTimes", 3)
    assert plain_text(box(stepped).text()) == "(1+2+3)*4"
    assert stepped.session.solved and typed.session.solved
    assert stepped.scoreboard.score == typed.scoreboard.score > 0
    assert feedback(stepped) == feedback(typed)


def test_a_wrong_last_card_is_a_wrong_check_like_a_typed_one(qtbot, tab):
    type_hand(qtbot, tab, "1 2 3 4")
    step(qtbot, tab, 0, "stepPlus", 1)
    step(qtbot, tab, 0, "stepPlus", 2)
    step(qtbot, tab, 0, "stepPlus", 3)
    assert shown_values(tab) == {"card0": 10}
    assert feedback(tab) == "the result is 10, not 24"
    assert tab.session.wrong_checks == 1


def test_undo_a_step_brings_both_cards_back(qtbot, tab):
    type_hand(qtbot, tab, "3 3 8 8")
    step(qtbot, tab, 2, "stepDivide", 0)
    step(qtbot, tab, 1, "stepMinus", 2)
    click(qtbot, tab, "stepUndo")
    assert shown_values(tab) == {"card1": 3, "card2": Fraction(8, 3), "card3": 8}
    assert box(tab).text() == "3"
    click(qtbot, tab, "stepUndo")
    assert shown_values(tab) == {"card0": 3, "card1": 3, "card2": 8, "card3": 8}
    assert box(tab).text() == "8"
    assert all(not card.look.used for card in tab.cards)


def test_the_picked_card_wears_a_ring_and_a_merged_card_shows_its_fraction(qtbot, tab):
    type_hand(qtbot, tab, "3 3 8 8")
    step(qtbot, tab, 2, "stepDivide", 0)
    click(qtbot, tab, "stepPlus")  # the merged card is picked, + waits for a second card

    def ring_pixels(card):
        image = card.grab().toImage()
        return sum(
            image.pixelColor(x, y) == PICK_RING
            for x in range(0, image.width(), 2)
            for y in range(0, image.height(), 2)
        )

    assert ring_pixels(tab.cards[2]) > 20
    assert ring_pixels(tab.cards[1]) == 0
    image = tab.cards[2].grab().toImage()
    centre = image.rect().center()
    dark_rows = [
        y for y in range(image.height()) if image.pixelColor(centre.x(), y).lightness() < 80
    ]
    assert dark_rows, "the value is written in the middle of the card"
    assert min(dark_rows) < centre.y() < max(dark_rows)  # numerator above, denominator below


def test_division_by_zero_and_rule_breaking_steps_are_refused_with_a_message(qtbot, tab):
    type_hand(qtbot, tab, "3 3 8 8")
    step(qtbot, tab, 0, "stepMinus", 1)
    step(qtbot, tab, 2, "stepDivide", 0)
    assert feedback(tab) == "division by zero"
    assert shown_values(tab) == {"card0": 0, "card2": 8, "card3": 8}
    tab.play_puzzle(TwentyFourPuzzle((3, 3, 8, 8), tf.Rules(whole_steps=True)), "practice", DEALT)
    step(qtbot, tab, 0, "stepDivide", 2)
    assert feedback(tab) == "3 ÷ 8 is not a whole number"
    assert len(shown_values(tab)) == 4


def test_left_to_right_play_takes_a_hand_card_on_the_right(qtbot, tab):
    tab.play_puzzle(TwentyFourPuzzle((1, 2, 3, 4), tf.Rules(left_to_right=True)), "practice", DEALT)
    step(qtbot, tab, 2, "stepPlus", 3)
    step(qtbot, tab, 0, "stepPlus", 2)
    assert "step takes a card from the hand" in feedback(tab)
    click(qtbot, tab, "stepUndo")  # the + waiting for a card goes
    step(qtbot, tab, 2, "stepTimes", 1)
    assert box(tab).text() == "3+4×2"


def test_keys_on_the_cards_pick_choose_move_and_merge(qtbot, tab):
    type_hand(qtbot, tab, "3 3 8 8")
    first = tab.cards[0]
    first.setFocus()
    qtbot.keyClick(first, "+")
    assert tab.cards[0].picked
    qtbot.keyClick(first, Qt.Key.Key_Right)
    assert tab.cards[1].hasFocus()
    qtbot.keyClick(tab.cards[1], "8")
    assert tab.cards[2].hasFocus()
    qtbot.keyClick(tab.cards[2], Qt.Key.Key_Return)
    assert shown_values(tab) == {"card0": 11, "card1": 3, "card3": 8}
    assert box(tab).text() == "3+8"
    qtbot.keyClick(tab.cards[0], Qt.Key.Key_Backspace)
    assert len(shown_values(tab)) == 4


def test_typing_in_the_box_puts_the_cards_back_as_dealt(qtbot, tab):
    type_hand(qtbot, tab, "3 3 8 8")
    step(qtbot, tab, 2, "stepDivide", 0)
    type_answer(qtbot, tab, "8*3")
    assert shown_values(tab) == {"card0": 3, "card1": 3, "card2": 8, "card3": 8}
    assert [card.look.used for card in tab.cards] == [True, False, True, False]


def test_a_listed_solution_is_played_on_the_table_step_by_step(qtbot, tab):
    type_hand(qtbot, tab, "3 3 8 8")
    play_first_solution(qtbot, tab)
    assert find(tab, QListView, "solutionsView").model().rowCount() == 1
    assert plain_text(box(tab).text()) == "8/(3-8/3)"
    seen = []

    def one_card_left():
        seen.append(len(shown_values(tab)))
        return seen[-1] == 1

    qtbot.waitUntil(one_card_left)
    assert {3, 2, 1} <= set(seen)  # one merge at a time
    assert shown_values(tab) == {"card2": 24}
    assert not tab.session.solved  # shown, not played: the list revealed it
    click(qtbot, tab, "stepUndo")
    assert len(shown_values(tab)) == 2


def test_a_click_on_the_felt_beside_a_card_types_nothing(qtbot, tab):
    type_hand(qtbot, tab, "3 3 8 8")
    card = tab.cards[0]
    drawn = card.card_rect()
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton, pos=QPoint(1, 1))
    assert not drawn.contains(QPoint(1, 1).toPointF())
    assert box(tab).text() == ""
    felt = find(tab, QLabel, "promptLabel").parentWidget()
    qtbot.mouseClick(felt, Qt.MouseButton.LeftButton, pos=QPoint(5, felt.height() // 2))
    assert box(tab).text() == ""
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton, pos=drawn.center().toPoint())
    assert box(tab).text() == "3"


def test_keypad_and_picture_cards_write_one_set_of_symbols(qtbot, tab):
    type_hand(qtbot, tab, "Q J 2 1")
    click_card(qtbot, tab, 0)
    click(qtbot, tab, "timesButton")
    click_card(qtbot, tab, 2)
    click(qtbot, tab, "minusButton")
    assert box(tab).text() == "12×2−"
    qtbot.keyClicks(box(tab), "11")
    click(qtbot, tab, "divideButton")
    assert box(tab).text() == "12×2−11÷"
    click(qtbot, tab, "backspaceButton")
    assert box(tab).text() == "12×2−11"


def test_a_verdict_clears_when_the_answer_changes_and_nothing_jumps(qtbot, tab):
    type_hand(qtbot, tab, "1 2 3 4")
    keypad = find(tab, QPushButton, "plusButton")
    qtbot.wait(50)  # the first layout settles (the side panel's scroller takes its width)
    before = (box(tab).y(), keypad.y())
    type_answer(qtbot, tab, "1+2+3+4")
    verdict = find(tab, QLabel, "feedbackLabel")
    assert verdict.isVisible()
    click(qtbot, tab, "hintButton")
    assert find(tab, QLabel, "tableHintLabel").isVisible()
    assert (box(tab).y(), keypad.y()) == before
    qtbot.keyClick(box(tab), Qt.Key.Key_Backspace)
    assert not verdict.isVisible()
    assert (box(tab).y(), keypad.y()) == before


def test_six_card_solutions_wrap_at_operators_without_a_sideways_scroll_bar(qtbot, tab):
    tab.resize(800, 600)
    type_hand(qtbot, tab, "K Q 10 9 8 A")
    click(qtbot, tab, "solutionsButton")
    view = find(tab, QListView, "solutionsView")
    qtbot.waitUntil(lambda: view.model().rowCount() > 100, timeout=20000)
    qtbot.wait(50)
    assert not view.horizontalScrollBar().isVisible()
    metrics = QFontMetrics(view.font())
    width = view.viewport().width() - 8
    for row in range(view.model().rowCount()):
        index = view.model().index(row)
        text = view.model().data(index)
        needed = metrics.boundingRect(0, 0, width, 10_000, Qt.TextFlag.TextWordWrap, text)
        assert needed.height() <= view.visualRect(index).height(), text


def test_one_click_on_a_listed_solution_plays_it(qtbot, tab):
    type_hand(qtbot, tab, "1 2 3 4")
    click(qtbot, tab, "solutionsButton")
    view = find(tab, QListView, "solutionsView")
    qtbot.waitUntil(lambda: view.model().rowCount() > 1)
    index = view.model().index(1)
    qtbot.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center()
    )
    solution = view.model().item(1)
    assert plain_text(box(tab).text()) == solution.text
    qtbot.waitUntil(lambda: len(shown_values(tab)) == 1)
    assert list(shown_values(tab).values()) == [24]


def test_a_hint_is_shown_in_one_place(qtbot, tab):
    type_hand(qtbot, tab, "3 3 8 8")
    click(qtbot, tab, "hintButton")
    hint = find(tab, QLabel, "tableHintLabel").text()
    assert hint.startswith("Hint 1 of")
    showing = [label for label in tab.findChildren(QLabel) if label.isVisible()]
    assert [label.objectName() for label in showing if hint in label.text()] == ["tableHintLabel"]


def test_a_countdown_step_that_makes_the_target_is_checked_at_once(qtbot, tab):
    countdown = tf.Rules(
        24, any_subset=True, whole_steps=True, positive_steps=True, highest_card=100
    )
    tab.play_puzzle(TwentyFourPuzzle((25, 1, 3, 50), countdown), "practice", DEALT)
    step(qtbot, tab, 0, "stepMinus", 1)
    assert shown_values(tab) == {"card0": 24, "card2": 3, "card3": 50}
    assert tab.session.solved
    assert feedback(tab) == "25 − 1 = 24. Well done!"
