"""The solver against an independent brute force, with property-based tests."""

from fractions import Fraction
from functools import cache
from itertools import combinations
from math import gcd

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from engines.twentyfour import (
    Rules,
    check,
    forms,
    is_solvable,
    merging,
    nearest_values,
    solve,
    solver,
    whole_steps,
)

cards = st.integers(min_value=1, max_value=13)
targets = st.one_of(
    st.just(Fraction(24)),
    st.integers(min_value=-30, max_value=60).map(Fraction),
    st.builds(Fraction, st.integers(-20, 20), st.integers(1, 6)),
)


def _pairs(values):
    """Each way to take two of the values out, with the rest."""
    for i, j in combinations(range(len(values)), 2):
        rest = values[:i] + values[i + 1 : j] + values[j + 1 :]
        yield values[i], values[j], rest


Ratio = tuple[int, int]
"""A fraction as (numerator, denominator), reduced, the denominator positive: the brute forces
below meet millions of values on five and six cards, and tuples of ints hash, compare and
sort in C where a Fraction runs Python code for each."""


def _ratio(top: int, bottom: int) -> Ratio:
    if bottom < 0:
        top, bottom = -top, -bottom
    common = gcd(top, bottom)
    return top // common, bottom // common


def _ratio_results(a: Ratio, b: Ratio):
    """`a+b`, `a-b`, `b-a`, `a*b`, `a/b`, `b/a`, leaving out a division by 0."""
    (an, ad), (bn, bd) = a, b
    yield _ratio(an * bd + bn * ad, ad * bd)
    yield _ratio(an * bd - bn * ad, ad * bd)
    yield _ratio(bn * ad - an * bd, ad * bd)
    yield _ratio(an * bn, ad * bd)
    if bn:
        yield _ratio(an * bd, ad * bn)
    if an:
        yield _ratio(bn * ad, bd * an)


@cache
def _ratio_values(values: tuple[Ratio, ...]) -> frozenset[Ratio]:
    """Every value reachable by repeatedly replacing two numbers with one result."""
    if len(values) == 1:
        return frozenset(values)
    found: set[Ratio] = set()
    for a, b, rest in _pairs(values):
        for result in _ratio_results(a, b):
            found |= _ratio_values(tuple(sorted((*rest, result))))
    return frozenset(found)


def _as_ratios(hand) -> tuple[Ratio, ...]:
    return tuple(sorted((card, 1) for card in hand))


def brute_force_values(hand) -> set[Fraction]:
    return {Fraction(*ratio) for ratio in _ratio_values(_as_ratios(hand))}


def brute_force_solvable(hand, target: Fraction) -> bool:
    return (target.numerator, target.denominator) in _ratio_values(_as_ratios(hand))


def brute_force_finds(values: tuple[Ratio, ...], target: Ratio, failed: set) -> bool:
    """Depth-first: stop at the first way to reach the target."""
    if len(values) == 1:
        return values[0] == target
    if values in failed:
        return False
    for a, b, rest in _pairs(values):
        for result in _ratio_results(a, b):
            if brute_force_finds(tuple(sorted((*rest, result))), target, failed):
                return True
    failed.add(values)
    return False


def brute_force_cores(hand, target):
    """The cores of every expression tree over the hand that reaches the target."""
    found = set()
    goal = Fraction(target)
    goal = (goal.numerator, goal.denominator)

    def search(items):
        if len(items) == 1:
            value, form = items[0]
            if value == goal:
                found.add(forms.core(form)[0])
            return
        for (a, fa), (b, fb), rest in _pairs(items):
            made = [forms.add(fa, fb), forms.subtract(fa, fb), forms.subtract(fb, fa)]
            made.append(forms.multiply(fa, fb))
            if b[0]:
                made.append(forms.divide(fa, fb))
            if a[0]:
                made.append(forms.divide(fb, fa))
            for move in zip(_ratio_results(a, b), made, strict=True):
                search([*rest, move])

    search([((card, 1), forms.leaf(card)) for card in hand])
    return found


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(cards, min_size=1, max_size=5), targets)
def test_every_solution_makes_the_target_with_each_card_once(hand, target):
    rules = Rules(target=target)
    solutions = solve(hand, rules)
    texts = [solution.text for solution in solutions]
    assert len(texts) == len(set(texts))
    for solution in solutions:
        assert check(solution.text, hand, rules).ok, solution.text
        if solution.steps:
            assert solution.steps[-1].result == target


@settings(max_examples=80, deadline=None)
@given(st.lists(cards, min_size=1, max_size=5), targets)
def test_solvable_exactly_when_brute_force_says_so(hand, target):
    rules = Rules(target=target)
    expected = brute_force_solvable(hand, target)
    assert is_solvable(hand, rules) == expected
    assert bool(solve(hand, rules)) == expected


@settings(max_examples=15, deadline=None)
@given(st.lists(cards, min_size=6, max_size=6), st.integers(min_value=1, max_value=3000))
def test_six_card_hands_solvable_exactly_when_brute_force_says_so(hand, target):
    expected = brute_force_finds(_as_ratios(hand), (target, 1), set())
    assert is_solvable(hand, Rules(target=Fraction(target))) == expected


@settings(max_examples=60, deadline=None)
@given(st.lists(cards, min_size=2, max_size=4), targets)
def test_distinct_solutions_are_those_of_every_expression_tree(hand, target):
    rules = Rules(target=target)
    expected = brute_force_cores(hand, target)
    assert set(solver.solution_cores(hand, rules)) == expected
    assert len(solve(hand, rules)) == len(expected)


def test_zero_targets_count_a_self_negating_solution_once():
    zero = Rules(target=Fraction(0))
    assert set(solver.solution_cores((2, 3, 3, 8), zero)) == brute_force_cores((2, 3, 3, 8), 0)
    texts = [solution.text for solution in solve((2, 3, 3, 8), zero)]
    assert len(texts) == 10
    assert "(8-2)*(3-3)" in texts
    assert "(2-8)*(3-3)" not in texts


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(cards, min_size=5, max_size=5), targets)
def test_distinct_solutions_of_five_card_hands_are_those_of_every_expression_tree(hand, target):
    """A search that skips work (a merge kept from one way of parting a sum or product, a
    part asked only for the value that completes the target) neither drops nor doubles a
    solution: the cores listed are those of every expression tree, one solution each."""
    rules = Rules(target=target)
    try:
        listed = solve(hand, rules)
    except solver.TooManySolutions:
        assume(False)
    expected = brute_force_cores(hand, target)
    assert set(solver.solution_cores(hand, rules)) == expected
    assert len(listed) == len(expected)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(cards, min_size=6, max_size=6, unique=True) | st.lists(cards, min_size=6, max_size=6),
    st.one_of(st.integers(1, 100).map(Fraction), targets),
)
def test_six_card_cores_are_those_of_whole_forms(hand, target):
    """Six cards search with four-card tables and parts asked for many values, too many trees
    for the brute force: the cores merged as the search goes, each with its fewest neutral
    parts, are those of the search that builds every whole form (no way of parting skipped)."""
    rules = Rules(target=target)
    try:
        exact = solver._found_forms(hand, solver.pairs.of(target))
        listed = solve(hand, rules)
    except solver.TooManySolutions:
        assume(False)
    assert solver.solution_cores(hand, rules) == {core: way.stripped for core, way in exact.items()}
    assert len(listed) == len(exact)


def test_distinct_solutions_of_a_five_card_hand_match_every_expression_tree():
    hand = (1, 2, 3, 5, 9)
    assert set(solver.solution_cores(hand, Rules())) == brute_force_cores(hand, 24)
    assert len(solve(hand)) == len(brute_force_cores(hand, 24))


@settings(max_examples=60, deadline=None)
@given(st.lists(cards, min_size=1, max_size=4), targets)
def test_nearest_values_are_reachable_and_nearest(hand, target):
    reachable = brute_force_values(hand)
    nearest = nearest_values(hand, Rules(target=target), count=3)
    assert set(nearest) <= reachable
    closest = sorted(reachable, key=lambda value: (abs(value - target), value))[:3]
    assert nearest == closest


def test_zero_targets_use_products_with_zero():
    texts = {solution.text for solution in solve((2, 3, 3), Rules(target=Fraction(0)))}
    assert texts
    for text in texts:
        assert check(text, (2, 3, 3), Rules(target=Fraction(0))).ok


def test_solutions_come_simplest_first_and_in_a_stable_order():
    first = [solution.text for solution in solve((2, 4, 8, 10))]
    assert first == [solution.text for solution in solve((10, 8, 4, 2))]
    assert first[0] == "10+8+4+2"
    assert [s.needs_fraction for s in solve((1, 2, 3, 5, 9))][-1]


def test_nearest_values_of_a_five_card_hand_match_the_brute_force():
    hand = (1, 1, 2, 7, 13)
    target = Fraction(1000)
    reachable = brute_force_values(hand)
    closest = sorted(reachable, key=lambda value: (abs(value - target), value))[:5]
    assert nearest_values(hand, Rules(target=target), count=5) == closest


def test_whole_step_search_never_divides_zero_by_zero():
    assert not whole_steps.reaches_whole((3, 3, 8, 8), 24, division=True, ceiling=None)
    assert whole_steps.reaches_whole((4, 4, 10, 10), 24, division=True, ceiling=None)
    assert not whole_steps.reaches_whole((4, 4, 10, 10), 24, division=False, ceiling=None)


def test_neutral_parts_never_force_needless_brackets():
    # A neutral factor goes on the sum's first term rather than around the whole sum.
    assert "5*5*1-1" in [s.text for s in solve((1, 1, 5, 5), Rules())]
    # A sign the core alone cannot show is carried by a pair of neutral cards or a factor -1.
    assert [s.text for s in solve((1, 1, 1, 3), Rules(target=Fraction(-3)))] == ["1-3-1*1"]
    assert "3*(1-2)*1" in [s.text for s in solve((1, 1, 2, 3), Rules(target=Fraction(-3)))]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from([1, 1, 2, 3, 3, 5, 7, 8, 12, 13]), min_size=3, max_size=6), targets)
def test_merged_cores_are_those_of_whole_forms(hand, target):
    """The search that merges cores finds each core with the same fewest neutral parts as the
    one that builds whole forms and reduces them (duplicate cards and 1s make neutral parts)."""
    value = solver.pairs.of(target)
    try:
        found = solver._found_forms(hand, value)
        merged = solver._search(hand, value, solver.CORES)
    except (solver.TooManySolutions, merging.NotComposable):
        assume(False)
    exact = {core: way.stripped for core, way in found.items()}
    fewest: dict = {}
    for core, stripped, _, _ in merged:
        fewest[core] = min(stripped, fewest.get(core, stripped))
    assert fewest == exact


def test_a_sum_or_product_of_three_cards_is_merged_from_one_way_of_parting_it():
    """`3+5+7` is reached from three ways of parting its cards, all with one core: merges keep
    only the one that leaves the least card alone, and it gives the core of the whole."""
    for op, combine in (("+", forms.add), ("*", forms.multiply)):
        ways = {card: merging.Ways({merging.cored_leaf(card)}) for card in (3, 5, 7)}
        merged = []
        for alone, (x, y) in ((3, (5, 7)), (5, (3, 7)), (7, (3, 5))):
            pair_value = x + y if op == "+" else x * y
            pair = merging.Ways(
                merging.merge_all(op, False, ways[x], ways[y], (x, y, pair_value), False)
            )
            total = alone + pair_value if op == "+" else alone * pair_value
            values = (alone, pair_value, total)
            merged.append(merging.merge_all(op, False, ways[alone], pair, values, False))
        whole = combine(combine(forms.leaf(3), forms.leaf(5)), forms.leaf(7))
        assert [len(found) for found in merged] == [1, 0, 0]
        assert merged[0][0][0] == forms.core(whole)[0]
