"""Step play in the engine: merges, the rules that refuse a step, the answer text and undo."""

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.common import PuzzleInputError
from engines.twentyfour import Rules, check, solve
from engines.twentyfour import messages as engine_messages
from engines.twentyfour.expression import evaluate, parse
from engines.twentyfour.steps import OPERATORS, solution_steps, start


def test_three_steps_make_the_classic_fraction_solution():
    table = start((3, 3, 8, 8))
    table = table.tap(3).choose("/").tap(1)
    assert table.cards[3].value == Fraction(8, 3)
    assert table.cards[1] is None
    assert table.answer_text == "8/3"
    table = table.tap(0).choose("-").tap(3)
    assert table.cards[0].value == Fraction(1, 3)
    table = table.tap(2).choose("/").tap(0)
    assert table.finished
    assert table.slots == (2,)
    assert table.cards[2].value == 24
    assert table.answer_text == "8/(3-8/3)"
    assert check(table.answer_text, (3, 3, 8, 8)).ok


def test_the_answer_text_shows_the_picked_card_and_the_operator_waiting():
    table = start((3, 8, 1, 2)).tap(0).choose("+").tap(1)
    assert table.answer_text == "3+8"
    assert table.choose("*").answer_text == "(3+8)*"
    assert table.choose("-").answer_text == "3+8-"
    assert start((3, 8, 1, 2)).answer_text == ""


def test_undo_takes_back_the_last_step_and_a_waiting_pick_first():
    fresh = start((1, 2, 3, 4))
    one = fresh.tap(0).choose("+").tap(1)
    two = one.tap(2).choose("*").tap(3)
    assert two.undo().cards == one.cards
    assert two.undo().selected == 2
    assert two.undo().undo().cards == fresh.cards
    assert one.choose("*").undo().cards == one.cards
    assert fresh.tap(2).undo() == fresh
    assert fresh.undo() == fresh


def test_tapping_the_picked_card_again_keeps_it_and_another_card_repicks():
    table = start((1, 2, 3, 4)).tap(1)
    assert table.selected == 1
    assert table.tap(1) == table
    assert table.choose("+").tap(1) == table
    assert table.tap(3).selected == 3
    merged = table.choose("+").tap(2)
    assert merged.tap(1).selected == 1  # the result stays picked


@pytest.mark.parametrize(
    ("rules", "steps", "template"),
    [
        (Rules(), [(0, "-", 1), (2, "/", 0)], engine_messages.DIVISION_BY_ZERO),
        (Rules(whole_steps=True), [(0, "/", 2)], engine_messages.NOT_WHOLE_STEP),
        (Rules(positive_steps=True), [(0, "-", 1)], engine_messages.NOT_POSITIVE_STEP),
        (Rules(left_to_right=True), [(2, "+", 3), (0, "+", 2)], engine_messages.STEP_LEFT_TO_RIGHT),
        (Rules(left_to_right=True), [(2, "/", 3)], engine_messages.UNEVEN_DIVISION),
    ],
)
def test_steps_the_rules_forbid_are_refused_with_the_engines_message(rules, steps, template):
    table = start((3, 3, 2, 4), rules)
    *allowed, refused = steps
    for step in allowed:
        table = table.step(step)
    with pytest.raises(PuzzleInputError) as error:
        table.step(refused)
    assert error.value.message.template == template


def test_an_operator_needs_a_picked_card_and_a_card_never_merges_with_itself():
    table = start((1, 2, 3, 4))
    with pytest.raises(PuzzleInputError) as error:
        table.choose("+")
    assert error.value.message.template == engine_messages.PICK_A_CARD_FIRST
    with pytest.raises(PuzzleInputError) as error:
        table.tap(0).choose("+").merge(0)
    assert error.value.message.template == engine_messages.PICK_ANOTHER_CARD
    with pytest.raises(PuzzleInputError):
        table.tap(0).choose("+").tap(1).tap(1)
    with pytest.raises(PuzzleInputError):
        table.tap(0).choose("%")


def test_with_any_subset_a_step_that_makes_the_target_finishes():
    countdown = Rules(24, any_subset=True, whole_steps=True, positive_steps=True, highest_card=100)
    table = start((25, 1, 3, 50), countdown).step((0, "-", 1))
    assert table.finished
    assert check(table.answer_text, table.hand, countdown).ok
    assert not start((25, 1, 3, 50)).step((0, "-", 1)).finished
    assert not table.pick(2).finished


def test_left_to_right_steps_write_no_brackets():
    table = start((1, 2, 3, 4), Rules(left_to_right=True))
    table = table.step((0, "+", 1)).step((0, "+", 2)).step((0, "*", 3))
    assert table.cards[0].value == 24
    assert table.answer_text == "1+2+3*4"
    assert check(table.answer_text, (1, 2, 3, 4), table.rules).ok


@pytest.mark.parametrize("hand", [(3, 3, 8, 8), (1, 5, 5, 5), (4, 7, 8, 8, 10, 12)])
def test_every_listed_solution_plays_on_the_table_to_its_own_text(hand):
    for solution in solve(hand)[:50]:
        table = start(hand)
        for step in solution_steps(solution.text, hand):
            table = table.step(step)
        assert table.finished
        assert table.cards[table.slots[0]].value == 24
        assert table.answer_text == solution.text


def test_a_solution_over_other_cards_is_refused():
    with pytest.raises(PuzzleInputError):
        solution_steps("9*3-3", (3, 3, 8, 8))


@st.composite
def merge_orders(draw):
    hand = tuple(draw(st.lists(st.integers(1, 13), min_size=2, max_size=6)))
    picks = draw(
        st.lists(
            st.tuples(st.integers(0, 5), st.sampled_from(OPERATORS), st.integers(0, 5)),
            min_size=len(hand) - 1,
            max_size=len(hand) - 1,
        )
    )
    return hand, picks


@settings(max_examples=200, deadline=None)
@given(merge_orders())
def test_any_merges_down_to_one_card_write_an_expression_worth_that_card(order):
    hand, picks = order
    table = start(hand)
    for left, op, right in picks:
        first = table.slots[left % len(table.slots)]
        others = [slot for slot in table.slots if slot != first]
        step = (first, op, others[right % len(others)])
        try:
            table = table.step(step)
        except PuzzleInputError as error:
            assert error.message.template == engine_messages.DIVISION_BY_ZERO
            table = table.step((first, "+", step[2]))
        assert evaluate(parse(table.answer_text)) == table.cards[first].value
    assert table.finished
    value = table.cards[table.slots[0]].value
    result = check(table.answer_text, hand)
    assert result.complete
    assert result.value == value
    assert table.undo().steps_taken == len(hand) - 2
