"""Every public function of both engines, fed arbitrary text, bytes and numbers.

Each call must end in one of two ways: a result, or PuzzleInputError. Anything else (TypeError,
KeyError, StopIteration, ZeroDivisionError...) fails. Valid hands are kept to four cards and
valid puzzles to one-digit numbers so that a search stays fast; larger valid input is the
solvers' own tests' business.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from fractions import Fraction

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines import matchsticks as ms
from engines import twentyfour as tf
from engines.common import PuzzleInputError
from engines.twentyfour.rules import DIVISIONS

FUZZ = settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(min_value=10**30),
    st.floats(),
    st.fractions(),
    st.text(max_size=30),
    st.binary(max_size=30),
)
anything = st.one_of(
    scalars,
    st.lists(scalars, max_size=5),
    st.tuples(scalars, scalars),
    st.frozensets(st.tuples(st.integers(-2, 30), st.text(max_size=2)), max_size=4),
)


def refused_or_returned(call: Callable[[], object]) -> None:
    """A result or PuzzleInputError, nothing else."""
    try:
        call()
    except PuzzleInputError as error:
        assert str(error).isprintable()


# ----- 24 points ------------------------------------------------------------------------------

cards = st.integers(-2, 15)
hands = st.one_of(
    st.lists(cards, max_size=4),
    st.tuples(cards, cards, cards),
    st.lists(st.integers(1, 13), min_size=8, max_size=12),
    st.lists(anything, max_size=4),
    anything,
)
targets = st.one_of(
    st.integers(-30, 30),
    st.fractions(max_denominator=12).filter(lambda value: abs(value) < 100),
    st.sampled_from(["24", "7/2", "1e99999999", "1.5", "-3", "1/0", " 10 / 4 "]),
    anything,
)
divisions = st.one_of(st.sampled_from(DIVISIONS), anything)


@st.composite
def twentyfour_rules(draw):
    """Rules, or the exception their constructor raises for the drawn values."""
    target, left_to_right, division = draw(targets), draw(st.booleans()), draw(divisions)
    if draw(st.booleans()):
        return draw(anything)
    try:
        return tf.Rules(target=target, left_to_right=left_to_right, division=division)
    except PuzzleInputError:
        return tf.Rules()


@FUZZ
@given(target=targets, left_to_right=st.one_of(st.booleans(), anything), division=divisions)
def test_twentyfour_rules(target, left_to_right, division):
    refused_or_returned(
        lambda: tf.Rules(target=target, left_to_right=left_to_right, division=division)
    )


@FUZZ
@given(hand=hands, rules=twentyfour_rules())
def test_twentyfour_solving(hand, rules):
    refused_or_returned(lambda: tf.solve(hand, rules))
    refused_or_returned(lambda: tf.is_solvable(hand, rules))
    refused_or_returned(lambda: tf.hints(hand, rules))
    refused_or_returned(lambda: tf.difficulty(hand, rules))


@FUZZ
@given(hand=hands, rules=twentyfour_rules(), count=st.one_of(st.integers(-2, 200), anything))
def test_twentyfour_nearest_values(hand, rules, count):
    refused_or_returned(lambda: tf.nearest_values(hand, rules, count))


@FUZZ
@given(
    expression=st.one_of(
        st.text(max_size=40), st.from_regex(r"[0-9AJQK+\-*/()\s]{0,20}"), anything
    ),
    hand=hands,
    rules=twentyfour_rules(),
)
def test_twentyfour_check(expression, hand, rules):
    refused_or_returned(lambda: tf.check(expression, hand, rules))


@FUZZ
@given(
    text=st.one_of(st.text(max_size=60), st.text("AJQK0123456789 ,", max_size=30), anything),
    max_cards=st.one_of(st.integers(-1, 9), anything),
)
def test_twentyfour_parsing(text, max_cards):
    refused_or_returned(lambda: tf.parse_hand(text, max_cards))
    refused_or_returned(lambda: tf.parse_hand(text))
    refused_or_returned(lambda: tf.parse_target(text))
    refused_or_returned(lambda: tf.card_name(text))


@FUZZ
@given(
    hand=hands,
    tokens=st.lists(
        st.one_of(st.integers(-1, 8), st.sampled_from(tf.SYMBOLS), anything), max_size=6
    ),
)
def test_twentyfour_answers(hand, tokens):
    def build() -> None:
        answer = tf.Answer(hand)
        for token in tokens:
            answer = tf.apply(answer, token)

    refused_or_returned(build)
    refused_or_returned(lambda: tf.apply(hand, "+"))


@FUZZ
@given(
    level=st.one_of(st.none(), st.sampled_from(["easy", "medium", "hard"]), anything),
    seed=st.one_of(st.none(), st.integers(), anything),
    count=st.one_of(st.integers(1, 4), anything.filter(lambda value: value not in (5, 6, 7))),
    target=st.one_of(st.sampled_from([24, 10, "7/2"]), anything),
    solvable_only=st.one_of(st.booleans(), anything),
)
def test_twentyfour_dealing(level, seed, count, target, solvable_only):
    def dealt() -> None:
        rules = tf.Rules(target=target)
        tf.deal(level, seed=seed, cards=count, rules=rules, solvable_only=solvable_only)

    refused_or_returned(dealt)
    refused_or_returned(lambda: tf.daily_hand(datetime.date(2026, 1, 1), cards=count))
    refused_or_returned(lambda: tf.daily_hand(seed))


# ----- matchsticks ----------------------------------------------------------------------------

EQUATIONS = ["5+7=2", "6+2=6", "1+1=3", "9-5=3", "8*1=9", "6/2=4", "0=0", "3=3+3"]
equations = st.one_of(
    st.sampled_from(EQUATIONS),
    st.text("0123456789+-*/=x ", max_size=12),
    st.text(max_size=30),
    anything,
)
ops = st.one_of(st.sampled_from(["+-", "+-*/", "*", "", "+%"]), anything)


@st.composite
def matchstick_rules(draw):
    if draw(st.integers(0, 3)) == 0:
        return draw(anything)
    try:
        return ms.Rules(
            equals_mutable=draw(st.booleans()), ops=draw(ops), leading_zeros=draw(st.booleans())
        )
    except PuzzleInputError:
        return ms.STANDARD_RULES


@st.composite
def layouts(draw):
    choice = draw(st.integers(0, 2))
    if choice == 0:
        return ms.parse(draw(st.sampled_from(EQUATIONS)), ms.Rules(ops="+-*/"))
    if choice == 1:
        return draw(anything)
    kinds = draw(st.lists(st.sampled_from(["digit", "symbol", "x", None]), max_size=8))
    slots = st.tuples(st.integers(-1, 9), st.sampled_from("abcghvxz"))
    sticks = draw(st.frozensets(slots, max_size=10))
    try:
        return ms.Layout(tuple(kinds), sticks)
    except PuzzleInputError:
        return draw(anything)


kinds_of_puzzle = st.one_of(st.sampled_from(ms.model.KINDS), anything)
counts = st.one_of(st.integers(-1, 4), anything.filter(lambda value: value not in (2, 3)))


@st.composite
def puzzles(draw):
    start, kind, count = draw(layouts()), draw(kinds_of_puzzle), draw(st.one_of(st.just(1), counts))
    try:
        return ms.Puzzle(start, kind, count)
    except PuzzleInputError:
        return draw(anything)


@FUZZ
@given(equals_mutable=st.one_of(st.booleans(), anything), operators=ops, leading=anything)
def test_matchstick_rules(equals_mutable, operators, leading):
    refused_or_returned(lambda: ms.Rules(equals_mutable, operators))
    refused_or_returned(lambda: ms.Rules(leading_zeros=leading))


@FUZZ
@given(text=equations, rules=matchstick_rules())
def test_matchstick_parse(text, rules):
    refused_or_returned(lambda: ms.parse(text, rules))


@FUZZ
@given(kinds=anything, sticks=anything, start=layouts(), kind=kinds_of_puzzle, count=counts)
def test_matchstick_values(kinds, sticks, start, kind, count):
    refused_or_returned(lambda: ms.Layout(kinds, sticks))
    refused_or_returned(lambda: ms.Puzzle(start, kind, count))
    refused_or_returned(lambda: ms.Move(kinds, sticks))


@FUZZ
@given(puzzle=puzzles(), rules=matchstick_rules(), answer=layouts())
def test_matchstick_solving(puzzle, rules, answer):
    refused_or_returned(lambda: ms.solve(puzzle, rules))
    refused_or_returned(lambda: ms.hints(puzzle, rules))
    refused_or_returned(lambda: ms.difficulty(puzzle, rules))
    refused_or_returned(lambda: ms.check(puzzle, answer, rules))
    refused_or_returned(lambda: ms.sticks_used(puzzle, answer))


@FUZZ
@given(
    layout=layouts(),
    cell=st.one_of(st.integers(-2, 10), anything),
    slot=st.one_of(st.tuples(st.integers(-1, 8), st.sampled_from("abhxq")), anything),
    target=st.one_of(st.none(), st.tuples(st.integers(-1, 8), st.sampled_from("abhxq")), anything),
)
def test_matchstick_board(layout, cell, slot, target):
    refused_or_returned(lambda: ms.board_size(layout))
    refused_or_returned(lambda: ms.cell_box(layout, cell))
    refused_or_returned(lambda: ms.slot_line(layout, slot))
    refused_or_returned(lambda: ms.apply(layout, ms.Move(slot, target)))
    refused_or_returned(lambda: ms.apply(layout, slot))


@FUZZ
@given(
    kind=kinds_of_puzzle,
    count=st.one_of(st.just(1), counts),
    digits=st.one_of(st.just(1), anything.filter(lambda value: value not in (2, 3))),
    unique=st.one_of(st.booleans(), anything),
    level=st.one_of(st.none(), st.sampled_from(["easy", "medium", "hard"]), anything),
    seed=st.one_of(st.none(), st.integers(), anything),
    rules=matchstick_rules(),
)
def test_matchstick_generate(kind, count, digits, unique, level, seed, rules):
    refused_or_returned(
        lambda: ms.generate(kind, count, digits, unique=unique, level=level, seed=seed, rules=rules)
    )


def test_the_reported_failures_are_refused_in_one_message():
    """The inputs the reliability pass reported, each now a PuzzleInputError."""
    calls = [
        lambda: tf.solve((3, 0, 3, 0), tf.Rules(target=0)),
        lambda: tf.solve([-1, 25]),
        lambda: tf.hints((3, 0, 3, 0), tf.Rules(left_to_right=True)),
        lambda: ms.Layout((3,), frozenset()),
        lambda: ms.generate(digits=2.5),
        lambda: ms.Rules(ops=None),
        lambda: tf.is_solvable((1, 2, 3, 4, 5, 6, 7, 8)),
        lambda: tf.Rules(target="1e99999999"),
        lambda: tf.Rules(target=Fraction(10**12, 7)),
        lambda: tf.card_name(10**5000),
        lambda: ms.Puzzle(ms.parse("5+7=2"), "move", 10**5000),
        lambda: tf.nearest_values((1, 2), count=-(10**5000)),
    ]
    for call in calls:
        try:
            call()
        except PuzzleInputError as error:
            assert "unexpected" not in str(error)
        else:
            raise AssertionError("accepted")
