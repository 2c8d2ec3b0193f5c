"""The 24-point engine's shortcuts against the slow, plain ways they replace.

Sorting reads each solution's step values straight from its text (`step_values`) instead of
building its steps; cancelling `+5-5` pairs first looks for a card on both sides. Each must
change nothing but the time taken.
"""

from collections import Counter
from fractions import Fraction

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines.twentyfour import Rules, forms, solve
from engines.twentyfour.solution import Solution, simplicity
from engines.twentyfour.solver import TooManySolutions

cards = st.integers(min_value=1, max_value=13)
targets = st.one_of(
    st.just(Fraction(24)),
    st.integers(min_value=-30, max_value=60).map(Fraction),
    st.builds(Fraction, st.integers(-20, 20), st.integers(1, 6)),
)
rule_sets = st.builds(
    Rules,
    target=targets,
    left_to_right=st.booleans(),
    division=st.sampled_from(["exact", "truncate"]),
)


def plain_key(solution: Solution) -> tuple:
    """`simplicity` as it was, from the steps worked out in full."""
    results = [step.result for step in solution.steps]
    text = solution.text
    return (
        any(result.denominator != 1 for result in results),
        text.count("/"),
        text.count("("),
        max((abs(result) for result in results), default=Fraction(0)),
        len(text),
        text,
    )


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(cards, min_size=1, max_size=5), rule_sets)
def test_sorting_by_step_values_matches_sorting_by_full_steps(hand, rules):
    try:
        solutions = solve(hand, rules)
    except TooManySolutions:
        return
    for solution in solutions:
        assert simplicity(solution) == plain_key(solution)
        if solution.steps:
            assert solution.steps[-1].result == rules.target
    assert solutions == sorted(solutions, key=plain_key)


def test_step_values_of_a_fraction_solution():
    solution = Solution("8/(3-8/3)")
    assert [step.result for step in solution.steps] == [Fraction(8, 3), Fraction(1, 3), 24]
    assert solution.needs_fraction
    assert solution.largest_step == 24


def test_truncated_steps_in_a_row():
    solution = Solution("7/2*8", Rules(target=24, left_to_right=True, division="truncate"))
    assert not solution.needs_fraction
    assert [step.result for step in solution.steps] == [3, 24]


def plain_cancel_pairs(items, keep):
    """`forms._cancel_pairs` without its shortcut."""
    plus = Counter(node[1] for sign, node in items if sign == 1 and node[0] == forms.LEAF)
    minus = Counter(node[1] for sign, node in items if sign == -1 and node[0] == forms.LEAF)
    positives = sum(1 for sign, _ in items if sign == 1)
    for value in sorted(plus.keys() & minus.keys()):
        for _ in range(min(plus[value], minus[value])):
            if positives - 1 < keep or len(items) - 2 < 1:
                return items
            items.remove((1, (forms.LEAF, value)))
            items.remove((-1, (forms.LEAF, value)))
            positives -= 1
    return items


members = st.one_of(
    st.tuples(st.sampled_from([1, -1]), cards.map(lambda card: (forms.LEAF, card))),
    st.tuples(
        st.sampled_from([1, -1]),
        st.lists(cards, min_size=2, max_size=3).map(
            lambda values: forms.add(*[forms.leaf(v) for v in values[:2]])[1]
        ),
    ),
)


@settings(max_examples=500, deadline=None)
@given(st.lists(members, min_size=1, max_size=7), st.integers(0, 1))
def test_cancelling_pairs_matches_the_plain_count(items, keep):
    assert forms._cancel_pairs(list(items), keep) == plain_cancel_pairs(list(items), keep)
