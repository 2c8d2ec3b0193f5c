"""Hands, answers, targets and equations as people type them, Chinese input methods included."""

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engines.common.typed_text import plain_text
from engines.matchsticks.model import Rules
from engines.matchsticks.parsing import EquationError, parse
from engines.twentyfour.cards import HandError, parse_hand, parse_target
from engines.twentyfour.checker import check

FULL_WIDTH_DIGITS = "０１２３４５６７８９"
IDEOGRAPHIC_SPACE = "\u3000"


@pytest.mark.parametrize(
    "answer",
    [
        "(5-1/5)*5",
        "(5-1/5)x5",
        "(5-1/5)X5",
        "(5-1/5)×5",
        "(5−1÷5)×5",
        "(5–1:5)*5",
        "（５－１÷５）×５",
        "（５－１：５）＊５",
        f"({IDEOGRAPHIC_SPACE}5 - 1 / 5 ) * 5",
    ],
)
def test_every_spelling_of_an_answer_is_checked_alike(answer):
    assert check(answer, (1, 5, 5, 5)).ok


@pytest.mark.parametrize(
    "typed",
    ["A 5 5 5", "Ａ　５　５　５", "１，５，５，５", "1、5、5、5", "ａ 5 5 5"],
)
def test_hands_typed_with_a_chinese_input_method(typed):
    assert sorted(parse_hand(typed)) == [1, 5, 5, 5]


def test_an_operator_is_not_a_card():
    with pytest.raises(HandError, match="x"):
        parse_hand("3 x 8 8")


@pytest.mark.parametrize(
    ("typed", "value"), [("２４", 24), ("－３", -3), ("−1/3", Fraction(-1, 3))]
)
def test_targets_in_full_width_and_with_a_real_minus(typed, value):
    assert parse_target(typed) == value


@pytest.mark.parametrize(
    ("typed", "plain"),
    [
        ("5 + 7 = 2", "5+7=2"),
        ("５＋７＝２", "5+7=2"),
        (f"9{IDEOGRAPHIC_SPACE}−{IDEOGRAPHIC_SPACE}7 = 2", "9-7=2"),
        ("6 x 2 = 12", "6*2=12"),
        ("6 × 2 = 12", "6*2=12"),
        ("8 ÷ 2 = 4", "8/2=4"),
        ("8 : 2 = 4", "8/2=4"),
        ("８÷２＝４", "8/2=4"),
    ],
)
def test_equations_with_spaces_and_typed_operators(typed, plain):
    assert parse(typed, Rules(ops="+-*/")).text() == plain


def test_a_forbidden_operator_is_still_refused_however_it_is_typed():
    with pytest.raises(EquationError, match="do not allow"):
        parse("6 x 2 = 12")


@given(st.text(alphabet="0123456789+-*/=() ", max_size=40))
def test_full_width_text_folds_to_its_ascii_twin(ascii_text):
    full_width = "".join(
        IDEOGRAPHIC_SPACE if c == " " else chr(ord(c) + 0xFEE0) for c in ascii_text
    )
    assert plain_text(full_width) == ascii_text
    assert len(plain_text(full_width)) == len(full_width)


def test_digits_stay_digits():
    assert plain_text(FULL_WIDTH_DIGITS) == "0123456789"
