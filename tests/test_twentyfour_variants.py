"""The rule variants (any subset, whole steps, positive steps) against an independent brute
force over Fractions, with property-based tests; today's rules keep their exact output."""

import hashlib
from fractions import Fraction
from functools import cache
from itertools import combinations, combinations_with_replacement

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines.common import PuzzleInputError
from engines.twentyfour import (
    Rules,
    check,
    count_solutions,
    forms,
    is_solvable,
    nearest_values,
    solve,
)
from engines.twentyfour.expression import Card, parse

VARIANTS = [
    {"any_subset": True},
    {"whole_steps": True},
    {"positive_steps": True},
    {"whole_steps": True, "positive_steps": True},
    {"any_subset": True, "whole_steps": True, "positive_steps": True},
    {"any_subset": True, "whole_steps": True},
]
variant_options = st.sampled_from(VARIANTS)
small_cards = st.integers(min_value=1, max_value=13)
number_cards = st.sampled_from([*range(1, 11), 25, 50, 75, 100])


def allowed(value: Fraction, options: dict) -> bool:
    if options.get("whole_steps") and value.denominator != 1:
        return False
    return not (options.get("positive_steps") and value <= 0)


def moves(a, b):
    """Every `(value, op, swapped)` of two numbers: `b op a` when swapped."""
    yield a + b, "+", False
    yield a - b, "-", False
    yield b - a, "-", True
    yield a * b, "*", False
    if b:
        yield a / b, "/", False
    if a:
        yield b / a, "/", True


def _pairs(items):
    for i, j in combinations(range(len(items)), 2):
        yield items[i], items[j], items[:i] + items[i + 1 : j] + items[j + 1 :]


def brute_force_cores(hand, target, options):
    """The cores of every expression tree over the hand (over any part of it, with any subset)
    worth the target, every step allowed: numbers are combined two at a time, and with any
    subset a number worth the target at any point is a solution on its own."""
    found = set()
    any_subset = options.get("any_subset", False)

    def search(items):
        candidates = items if any_subset or len(items) == 1 else []
        for value, form in candidates:
            if value == target:
                found.add(forms.core(form)[0])
        for (a, fa), (b, fb), rest in _pairs(items):
            for value, op, swapped in moves(a, b):
                if allowed(value, options):
                    left, right = (fb, fa) if swapped else (fa, fb)
                    search([*rest, (value, forms.COMBINE[op](left, right))])

    search([(Fraction(card), forms.leaf(card)) for card in hand])
    return found


@cache
def brute_force_values(values: tuple[Fraction, ...], whole: bool, positive: bool, subset: bool):
    """Every value reachable by repeatedly replacing two numbers with an allowed result."""
    options = {"whole_steps": whole, "positive_steps": positive}
    found = set(values) if subset or len(values) == 1 else set()
    for a, b, rest in _pairs(values):
        for value, _, _ in moves(a, b):
            if allowed(value, options):
                following = tuple(sorted((*rest, value)))
                found |= brute_force_values(following, whole, positive, subset)
    return frozenset(found)


def reachable(hand, options):
    values = tuple(sorted(map(Fraction, hand)))
    flags = (options.get("whole_steps", False), options.get("positive_steps", False))
    return brute_force_values(values, *flags, options.get("any_subset", False))


def rules_for(options, target, highest=13):
    return Rules(target=target, highest_card=highest, **options)


def targets_for(options):
    if options.get("positive_steps"):
        return st.integers(min_value=1, max_value=60)
    return st.integers(min_value=-20, max_value=60)


def steps_of(tree):
    """`(value, [each step's value])` of a parsed expression, worked out here with Fractions."""
    if isinstance(tree, Card):
        return Fraction(tree.value), []
    left, left_steps = steps_of(tree.left)
    right, right_steps = steps_of(tree.right)
    value = {"+": left + right, "-": left - right, "*": left * right}.get(tree.op)
    if value is None:
        value = left / right
    return value, [*left_steps, *right_steps, value]


def cards_used(tree):
    if isinstance(tree, Card):
        return [tree.value]
    return cards_used(tree.left) + cards_used(tree.right)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), variant_options, st.lists(small_cards, min_size=1, max_size=4))
def test_distinct_solutions_are_those_of_every_allowed_expression_tree(data, options, hand):
    target = data.draw(targets_for(options))
    rules = rules_for(options, target)
    expected = brute_force_cores(hand, Fraction(target), options)
    assert count_solutions(hand, rules) == len(expected)
    assert len(solve(hand, rules)) == len(expected)
    assert is_solvable(hand, rules) == bool(expected)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), variant_options, st.lists(small_cards, min_size=1, max_size=5))
def test_every_listed_solution_obeys_the_options(data, options, hand):
    target = data.draw(targets_for(options))
    rules = rules_for(options, target)
    texts = [solution.text for solution in solve(hand, rules)]
    assert len(texts) == len(set(texts))
    for text in texts:
        tree = parse(text)
        value, steps = steps_of(tree)
        assert value == target, text
        assert all(allowed(step, options) for step in steps), text
        used = sorted(cards_used(tree))
        if options.get("any_subset"):
            assert all(used.count(card) <= hand.count(card) for card in used), text
        else:
            assert used == sorted(hand), text
        assert check(text, hand, rules).ok, text


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), variant_options, st.lists(small_cards, min_size=1, max_size=4))
def test_nearest_values_are_the_nearest_allowed_ones(data, options, hand):
    target = data.draw(targets_for(options))
    values = reachable(hand, options)
    expected = sorted(values, key=lambda value: (abs(value - target), value))[:3]
    nearest = nearest_values(hand, rules_for(options, target))
    assert [abs(value - target) for value in nearest] == [abs(v - target) for v in expected]
    assert set(nearest) <= values


COUNTDOWN = {"any_subset": True, "whole_steps": True, "positive_steps": True}


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(number_cards, min_size=5, max_size=5), st.integers(min_value=100, max_value=999))
def test_countdown_hands_match_the_brute_force(hand, target):
    rules = rules_for(COUNTDOWN, target, highest=100)
    expected = brute_force_cores(hand, Fraction(target), COUNTDOWN)
    assert len(solve(hand, rules)) == len(expected)


def test_a_famous_countdown_hand_is_solved_with_whole_positive_steps():
    rules = rules_for(COUNTDOWN, 952, highest=100)
    texts = [solution.text for solution in solve([25, 50, 75, 100, 3, 6], rules)]
    assert "((100+6)*75*3-50)/25" in texts or "((100+6)*3*75-50)/25" in texts
    for text in texts:
        assert check(text, [25, 50, 75, 100, 3, 6], rules).ok


def test_any_subset_counts_a_solution_with_a_neutral_card_once():
    rules = rules_for({"any_subset": True}, 24)
    assert [solution.text for solution in solve([1, 2, 3, 4], rules)] == [
        "4*3*2",
        "(3+2+1)*4",
        "(4+2)*(3+1)",
    ]


def test_whole_steps_leave_out_solutions_that_need_a_fraction():
    assert [solution.text for solution in solve([3, 3, 8, 8])] == ["8/(3-8/3)"]
    assert solve([3, 3, 8, 8], Rules(whole_steps=True)) == []


def test_positive_steps_refuse_a_step_of_zero_or_below():
    rules = Rules(target=10, positive_steps=True)
    assert not check("(2-5)+13", [2, 5, 13], rules).ok
    assert check("13-5+2", [2, 5, 13], rules).ok


@pytest.mark.parametrize(
    "options",
    [
        {"whole_steps": True, "target": Fraction(7, 2)},
        {"positive_steps": True, "target": 0},
        {"any_subset": True, "left_to_right": True},
        {"highest_card": 101},
    ],
)
def test_bad_combinations_are_refused(options):
    with pytest.raises(PuzzleInputError):
        Rules(**options)


@pytest.mark.parametrize("option", ["any_subset", "whole_steps", "positive_steps"])
def test_variants_refuse_seven_cards(option):
    with pytest.raises(PuzzleInputError, match="at most 6 cards"):
        solve([1, 2, 3, 4, 5, 6, 7], Rules(**{option: True}))


def test_cards_above_the_highest_are_refused():
    with pytest.raises(PuzzleInputError):
        solve([1, 2, 3, 30], Rules(any_subset=True, highest_card=25))


TODAYS_LISTING_DIGEST = "72b8e0aea57e761428a364d025d978292c3926d33f4f4e7f8f23886245d5769c"
"""sha256 of today's solution texts for every four-card hand and a few larger ones and other
targets, as listed before the variants were added."""


def test_todays_rules_list_exactly_the_same_texts_as_before_the_variants():
    digest = hashlib.sha256()
    for hand in combinations_with_replacement(range(1, 14), 4):
        digest.update((" ".join(s.text for s in solve(hand)) + "\n").encode())
    for hand, target in [
        ((1, 2, 3, 4, 5), 24),
        ((3, 3, 8, 8, 2), 0),
        ((1, 5, 5, 5), -3),
        ((2, 3, 7, 9, 11, 13), 24),
        ((1, 1, 2, 7), "7/2"),
    ]:
        texts = " ".join(solution.text for solution in solve(hand, Rules(target=target)))
        digest.update((texts + "\n").encode())
    assert digest.hexdigest() == TODAYS_LISTING_DIGEST


@pytest.mark.parametrize(
    ("hand", "target"),
    [((1, 1, 2), 1), ((1, 1, 1, 2), 2), ((1, 2, 2, 3), 1), ((3, 3, 1, 1), 9), ((2, 2, 1), 4)],
)
def test_countdown_search_skipping_parts_worth_one_still_finds_every_solution(hand, target):
    rules = rules_for(COUNTDOWN, target)
    assert len(solve(hand, rules)) == len(brute_force_cores(hand, Fraction(target), COUNTDOWN))
