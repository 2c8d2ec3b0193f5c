"""The values every command line loads (`Message`, `Rules`, `Solution`) are written-out immutable
classes (`engines.common.frozen`), and behave as the frozen dataclasses they replace."""

import copy
import pickle
from fractions import Fraction

import pytest

from engines.common import Message, PuzzleInputError
from engines.twentyfour.api import SolutionList
from engines.twentyfour.rules import DEFAULT_RULES, Rules
from engines.twentyfour.solution import Solution, Step


def test_equal_values_are_equal_and_hash_alike():
    assert Message.of("{a}", a=1) == Message("{a}", (("a", "1"),))
    assert hash(Message.of("{a}", a=1)) == hash(Message("{a}", (("a", "1"),)))
    assert Rules(target=24) == DEFAULT_RULES and hash(Rules("24")) == hash(DEFAULT_RULES)
    assert Rules(left_to_right=True) != DEFAULT_RULES
    assert Message("x") != "x" and Message("x") != Solution("x")


def test_a_value_is_shown_with_its_fields():
    assert repr(Message("{a}", (("a", "1"),))) == "Message(template='{a}', params=(('a', '1'),))"
    assert repr(Step("3", "*", "8", Fraction(24))) == (
        "Step(left='3', op='*', right='8', result=Fraction(24, 1))"
    )
    assert repr(SolutionList(1, ())) == "SolutionList(count=1, first=())"


def test_a_solution_is_its_text_whatever_its_rules():
    in_a_row = Rules(left_to_right=True)
    assert Solution("3*8", in_a_row) == Solution("3*8")
    assert {Solution("3*8", in_a_row), Solution("3*8")} == {Solution("3*8")}
    assert repr(Solution("3*8", in_a_row)) == "Solution(text='3*8')"
    assert Solution("3*8", in_a_row).rules is in_a_row


@pytest.mark.parametrize(
    "value",
    [
        Message("m", (("a", "b"),)),
        Rules(target="7/2", left_to_right=True),
        Step("1", "+", "2", Fraction(3)),
    ],
)
def test_a_value_cannot_be_changed(value):
    name = type(value)._fields[0]
    with pytest.raises(AttributeError):
        setattr(value, name, "other")
    with pytest.raises(AttributeError):
        delattr(value, name)


@pytest.mark.parametrize(
    "value",
    [
        Message("m", (("a", "b"),)),
        Rules(target="7/2", left_to_right=True, division="truncate"),
        Solution("8/(3-8/3)", Rules(highest_card=20, whole_steps=True)),
        SolutionList(2, (Solution("1+1"),)),
    ],
)
def test_a_value_survives_pickling_and_copying(value):
    for other in (pickle.loads(pickle.dumps(value)), copy.copy(value), copy.deepcopy(value)):
        assert other == value and repr(other) == repr(value)
    if isinstance(value, Solution):
        assert pickle.loads(pickle.dumps(value)).rules == value.rules


def test_replace_checks_the_new_rules_again():
    assert DEFAULT_RULES.replace(target=Fraction(10)).target == 10
    assert DEFAULT_RULES.replace(left_to_right=True) == Rules(left_to_right=True)
    assert DEFAULT_RULES.target == 24
    with pytest.raises(PuzzleInputError):
        DEFAULT_RULES.replace(positive_steps=True, target=-1)
    with pytest.raises(TypeError):
        DEFAULT_RULES.replace(colour="red")
