"""24 points: hints from the answer typed so far, in the engine and on the table."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QLabel, QLineEdit

from engines import twentyfour as tf
from engines.twentyfour import MESSAGE_TEMPLATES, Answer, Rules, apply, hints_from
from engines.twentyfour.expression import evaluate, parse
from engines.twentyfour.written_forms import written_forms
from gui.twentyfour.answer_text import shown_message
from tests.twentyfour_support import click, click_card, find, type_hand

pytestmark = pytest.mark.game_tab("24")


def typed(hand: tuple[int, ...], text: str) -> Answer:
    """The Answer a player builds by typing `text` (one-digit cards)."""
    answer = Answer(hand)
    for char in text:
        if char.isdigit():
            used = answer.used_positions
            char = next(i for i, card in enumerate(hand) if card == int(char) and i not in used)
            answer = apply(answer, char)
        else:
            answer = apply(answer, char)
    return answer


def test_written_forms_reorder_terms_and_factors_keeping_the_value():
    forms = {"".join(form) for form in written_forms(parse("(8-4)*6"))}
    assert forms == {"(8-4)*6", "6*(8-4)"}
    sums = {"".join(form) for form in written_forms(parse("8-(4-2)"))}
    assert sums == {"8-4+2", "8+2-4", "2+8-4", "2-4+8"}
    for text in ("8/(3-8/3)", "(1+2+3)*4", "6/(1-3/4)"):
        for form in written_forms(parse(text)):
            assert evaluate(parse("".join(form))) == evaluate(parse(text))


def test_a_start_on_the_way_is_carried_on_in_the_players_order():
    hand = (3, 3, 8, 8)
    first, second, whole = hints_from(typed(hand, "8/("))
    assert str(first.message) == "keep going: use 3 next"
    assert hand[first.cards[0]] == 3
    assert str(second.message) == "keep going: 8/(3 …"
    assert str(whole.message) == "one solution is 8/(3-8/3)"


def test_a_start_that_leads_nowhere_is_taken_back():
    hand = (3, 3, 8, 8)
    first, second, _ = hints_from(typed(hand, "3*"))
    assert str(first.message) == "take back 3*: no solution goes on from there"
    assert [hand[position] for position in first.cards] == [3]
    assert str(second.message) == "take back 3*, then go on: 8 …"


def test_the_players_order_is_followed_not_the_listed_one():
    hand = (4, 6, 8, 1)
    answer = typed(hand, "6*(")
    first, _, whole = hints_from(answer)
    assert "take back" not in str(first.message)
    solution = str(whole.message).removeprefix("one solution is ")
    assert solution.startswith("6*(")
    assert evaluate(parse(solution)) == 24


def test_a_finished_right_answer_is_told_to_check():
    ladder = hints_from(typed((3, 3, 8, 8), "8/(3-8/3)"))
    assert str(ladder[0].message) == "8/(3-8/3) makes 24: press Check"


def test_nothing_typed_is_the_usual_ladder_and_no_solution_no_hints():
    assert hints_from(Answer((3, 3, 8, 8))) == tf.hints((3, 3, 8, 8))
    assert hints_from(typed((1, 1, 1, 1), "1+")) == []


def test_left_to_right_hints_follow_the_row():
    rules = Rules(left_to_right=True)
    hand = (2, 3, 4, 1)
    first, _, whole = hints_from(typed(hand, "2*3"), rules)
    assert "take back" not in str(first.message)
    assert str(whole.message).startswith("one solution is 2*3")


@settings(max_examples=60, deadline=None)
@given(
    hand=st.tuples(*[st.integers(1, 9)] * 4),
    length=st.integers(1, 7),
    data=st.data(),
)

def test_a_kept_start_always_leads_to_a_solution(hand, length, data):
    solutions = tf.solve(hand)
    answer = Answer(hand)
    for _ in range(length):
        unused = [i for i in range(4) if i not in answer.used_positions]
        answer = apply(answer, data.draw(st.sampled_from([*unused, "+", "-", "*", "/", "("])))
    ladder = hints_from(answer, solutions=solutions)
    if not solutions:
        assert ladder == []
        return
    first, _, whole = ladder
    assert first.message.template in MESSAGE_TEMPLATES
    solution = str(whole.message).removeprefix("one solution is ")
    assert evaluate(parse(solution)) == Fraction(24)
    if "take back" not in str(first.message):
        typed_text = "".join(
            str(hand[token]) if isinstance(token, int) else token for token in answer.tokens
        )
        assert solution.startswith(typed_text)


def test_the_hint_button_works_from_what_is_typed(qtbot, tab):
    type_hand(qtbot, tab, "3 3 8 8")
    expression = find(tab, QLineEdit, "expressionInput")
    qtbot.keyClicks(expression, "3*")
    click(qtbot, tab, "hintButton")
    hint_label = find(tab, QLabel, "tableHintLabel")
    first = hints_from(typed((3, 3, 8, 8), "3*"))[0]
    assert hint_label.text() == f"Hint 1 of 3: {shown_message(first.message)}"
    assert "take back 3 ×" in hint_label.text()
    highlighted = [card.position for card in tab.cards if card.look.highlighted]
    assert [tab.hand[position] for position in highlighted] == [3]
    click(qtbot, tab, "clearButton")
    click_card(qtbot, tab, 2)
    qtbot.keyClicks(expression, "/(")
    click(qtbot, tab, "hintButton")
    ladder = hints_from(typed((3, 3, 8, 8), "8/("))
    assert shown_message(ladder[1].message) in hint_label.text()
    assert expression.text() == "8/("
