"""The 24-point engine's shortcuts against the slow, plain ways they replace.

Sorting reads each solution's step values straight from its text (`step_values`) instead of
building its steps, and the solver carries them up from the parts of a core as it writes it;
cancelling `+5-5` pairs first looks for a card on both sides. Each must change nothing but the
time taken.
"""

from collections import Counter
from fractions import Fraction

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from engines.common import PuzzleInputError
from engines.twentyfour import Rules, forms, pairs, solve, solver, writing
from engines.twentyfour.expression import Card, Tree, apply_operator, parse
from engines.twentyfour.solution import Solution, simplicity, step_values
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


def key_from_values(text: str, values: list[Fraction]) -> tuple:
    """`simplicity` as it was, from a solution's text and the results of its steps."""
    return (
        any(value.denominator != 1 for value in values),
        text.count("/"),
        text.count("("),
        max((abs(value) for value in values), default=Fraction(0)),
        len(text),
        text,
    )


def plain_key(solution: Solution) -> tuple:
    """`simplicity` from the steps worked out in full."""
    return key_from_values(solution.text, [step.result for step in solution.steps])


def parsed_step_values(text: str, rules: Rules) -> list[Fraction]:
    """Each step's result, from the expression tree of the text, left side before right."""
    division = rules.division if rules.left_to_right else None
    found: list[Fraction] = []

    def value(tree: Tree) -> Fraction:
        if isinstance(tree, Card):
            return Fraction(tree.value)
        left, right = value(tree.left), value(tree.right)
        found.append(apply_operator(tree.op, left, right, division))
        return found[-1]

    value(parse(text, rules.left_to_right))
    return found


def assert_agrees_with_the_parsed_text(solution: Solution) -> None:
    expected = parsed_step_values(solution.text, solution.rules)
    values = step_values(solution.text, solution.rules)
    assert values == expected
    assert [type(value) is int for value in values] == [v.denominator == 1 for v in expected]
    assert simplicity(solution) == key_from_values(solution.text, expected)
    assert solution.needs_fraction == any(value.denominator != 1 for value in expected)
    assert solution.largest_step == max(map(abs, expected), default=0)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(cards, min_size=1, max_size=5), rule_sets)
def test_sorting_by_step_values_matches_sorting_by_full_steps(hand, rules):
    try:
        solutions = solve(hand, rules)
    except TooManySolutions:
        return
    for solution in solutions:
        assert_agrees_with_the_parsed_text(solution)
        if solution.steps:
            assert solution.steps[-1].result == rules.target
    assert solutions == sorted(solutions, key=plain_key)


def written(operand: tuple[str, int], op: str, other: tuple[str, int], bracket: bool):
    """`operand op other` as (text, binding), bracketing a side only where needed, and the
    whole when `bracket` says so (needless brackets are allowed in a solution's text)."""
    binding = 1 if op in "+-" else 2
    left = operand[0] if operand[1] >= binding else f"({operand[0]})"
    right = other[0] if other[1] > binding else f"({other[0]})"
    text = f"{left}{op}{right}"
    return (f"({text})", 3) if bracket else (text, binding)


bracketed_texts = st.recursive(
    cards.map(lambda card: (str(card), 3)),
    lambda parts: st.builds(written, parts, st.sampled_from("+-*/"), parts, st.booleans()),
    max_leaves=8,
).map(lambda written_text: written_text[0])
texts_in_a_row = st.builds(
    lambda first, steps: str(first) + "".join(f"{op}{card}" for op, card in steps),
    cards,
    st.lists(st.tuples(st.sampled_from("+-*/"), cards), max_size=7),
)


@settings(max_examples=500, deadline=None)
@given(bracketed_texts)
def test_step_values_of_any_bracketing_agree_with_the_parsed_text(text):
    try:
        parsed_step_values(text, Rules())
    except PuzzleInputError:  # a division by zero
        return
    assert_agrees_with_the_parsed_text(Solution(text))


@settings(max_examples=300, deadline=None)
@given(texts_in_a_row, st.sampled_from(["exact", "truncate"]))
def test_step_values_in_a_row_agree_with_the_parsed_text(text, division):
    rules = Rules(left_to_right=True, division=division)
    try:
        parsed_step_values(text, rules)
    except PuzzleInputError:  # an uneven division under the exact rule
        return
    assert_agrees_with_the_parsed_text(Solution(text, rules))


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


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(cards, min_size=1, max_size=6), targets)
@example([1, 1, 13, 13], Fraction(-1))  # 13-1-13*1: 13*1 is the largest step
@example([1, 1, 1, 3, 3], Fraction(-2))  # 1-3/3-1*1
@example([1, 1, 2, 3, 3], Fraction(-3))
@example([1, 2, 5, 5, 7, 7], Fraction(0))
@example([1, 1, 5, 5, 6, 6, 2], Fraction(24))
def test_sort_keys_carried_up_from_a_core_match_those_read_from_its_text(hand, target):
    """Every core of a hand, with or without neutral parts put back (1s, `5 5`, terms worth 0,
    a pair carrying the sign as in `1-1-1*1`), gets the key its text would get. Left to right,
    solutions are not cores and keys are read from the text (see the sorting test above)."""
    rules = Rules(target=target)
    try:
        cores = solver.solution_cores(hand, rules)
    except TooManySolutions:
        return
    for core, stripped in cores.items():
        key = solver._core_key(core, stripped, hand)
        if key is not None:
            assert key == simplicity(Solution(key[-1], rules))


def plain_value(node: forms.Node) -> Fraction:
    """A node's value from its definition; ZeroDivisionError for a division by 0."""
    if node[0] == forms.LEAF:
        return Fraction(node[1])
    if node[0] == forms.SUM:
        return sum((sign * plain_value(term) for sign, term in node[1]), Fraction(0))
    value = Fraction(1)
    for exponent, factor in node[1]:
        value = value * plain_value(factor) if exponent == 1 else value / plain_value(factor)
    return value


expression_forms = st.recursive(
    cards.map(forms.leaf),
    lambda parts: st.builds(
        lambda op, left, right: forms.COMBINE[op](left, right),
        st.sampled_from("+-*/"),
        parts,
        parts,
    ),
    max_leaves=7,
)


@settings(max_examples=500, deadline=None)
@given(expression_forms)
def test_a_core_written_alone_carries_the_steps_of_its_text(form):
    try:
        value = form[0] * plain_value(form[1])
    except ZeroDivisionError:
        return
    core, _ = forms.core(form)
    carried = writing.write(core)
    if carried is None:
        return
    text, fraction, largest, cards_used = carried
    steps = parsed_step_values(text, Rules())
    assert fraction == any(step.denominator != 1 for step in steps)
    assert pairs.number(largest) == max(map(abs, steps), default=0)
    assert cards_used == len(forms.cards_of(core[1]))
    assert (steps[-1] if steps else Fraction(text)) == value
