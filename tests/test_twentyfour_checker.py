"""The checker never crashes: any text gives OK or a clear message from the known templates."""

import ast
from fractions import Fraction
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

import engines.twentyfour
from engines.common import PuzzleInputError
from engines.twentyfour import MESSAGE_TEMPLATES, SYMBOLS, Answer, Rules, apply, check, messages

PACKAGE = Path(engines.twentyfour.__file__).parent
HAND = (3, 3, 8, 8)
RULES = [
    Rules(),
    Rules(target=Fraction(-7, 2)),
    Rules(left_to_right=True),
    Rules(left_to_right=True, division="truncate"),
]
expression_text = st.one_of(
    st.text(max_size=60),
    st.text(alphabet="0123456789AJQKajqk+-*/×÷−()[] x^.", max_size=60),
    st.lists(st.sampled_from(["3", "8", "A", "13", "(", ")", "+", "-", "*", "/", " "])).map(
        "".join
    ),
)


@settings(max_examples=400, deadline=None)
@given(expression_text, st.sampled_from(RULES))
def test_any_text_gives_ok_or_a_known_message(text, rules):
    result = check(text, HAND, rules)
    assert result.message.template in MESSAGE_TEMPLATES
    assert result.ok == (result.value == rules.target)
    str(result.message)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.one_of(st.integers(-1, 5), st.sampled_from(SYMBOLS), st.text(max_size=2))))
def test_answers_refuse_bad_tokens_with_a_message(tokens):
    answer = Answer(HAND)
    for token in tokens:
        try:
            answer = apply(answer, token)
        except PuzzleInputError as error:
            assert error.message.template in MESSAGE_TEMPLATES
    assert len(answer.used_positions) == sum(isinstance(t, int) for t in answer.tokens)
    assert check(answer.text, HAND).message.template in MESSAGE_TEMPLATES


def test_long_input_is_refused_before_parsing():
    assert str(check("(" * 5000, HAND).message) == (
        "the expression is too long (at most 200 characters)"
    )
    deep = "(" * 99 + "3" + ")" * 99
    assert str(check(deep, HAND).message) == "3 is not used"


def test_every_template_is_listed_and_no_text_is_built_elsewhere():
    constants = {
        value for name, value in vars(messages).items() if name.isupper() and isinstance(value, str)
    }
    assert constants == set(MESSAGE_TEMPLATES)
    for path in PACKAGE.glob("*.py"):
        if path.name == "messages.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "of":
                first = node.args[0]
                assert not isinstance(first, ast.Constant), f"{path.name}: literal template"


def test_a_card_the_player_wrote_is_named_as_they_wrote_it():
    def said(expression: str, hand: tuple[int, ...]) -> str:
        return str(check(expression, hand).message)

    assert said("1+1", HAND) == "1 is not in the hand"
    assert said("a+3", HAND) == "A is not in the hand"
    assert said("11+11+2", (11, 2, 3)) == "11 is used twice"
    assert said("J+J+2", (11, 2, 3)) == "J is used twice"
    assert said("j+11+2+3", (11, 2, 3)) == "11 is used twice"
    assert said("1*a*A", (1, 2, 3)) == "A is used 3 times, but the hand has only 1"
    assert said("01*2*3", (4, 2, 3)) == "1 is not in the hand"
    assert said("11+2", (11, 2, 3)) == "3 is not used"
    assert said("11+2+3", (1, 2, 3)) == "11 is not in the hand"
    assert said("1+2+3", (11, 2, 3)) == "1 is not in the hand"
    assert said("2+3", (11, 2, 3)) == "J is not used"
