"""The solver's quick paths for one step of a search against `Fraction`: the results of a pair,
the results a table keeps, and the values that complete a target (ints in int arithmetic)."""

from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from engines.twentyfour import pairs, solver
from tests.test_twentyfour_pairs import is_canonical

whole = st.integers(min_value=-60, max_value=60).map(Fraction)
values = st.one_of(whole, st.builds(Fraction, st.integers(-60, 60), st.integers(1, 12)))
MOVES = {
    ("+", False): lambda a, b: a + b,
    ("-", False): lambda a, b: a - b,
    ("-", True): lambda a, b: b - a,
    ("*", False): lambda a, b: a * b,
    ("/", False): lambda a, b: a / b if b else None,
    ("/", True): lambda a, b: b / a if a else None,
}


@given(st.one_of(whole, values), st.one_of(whole, values))
def test_the_results_of_a_pair_are_those_of_fraction(a: Fraction, b: Fraction) -> None:
    results = solver._results(pairs.of(a), pairs.of(b))
    for result, move in zip(results, MOVES, strict=True):
        expected = MOVES[move](a, b)
        if expected is None:
            assert result is None
        else:
            assert is_canonical(result)
            assert result == pairs.of(expected)


@given(st.one_of(whole, values), st.one_of(whole, values), st.booleans())
def test_a_table_keeps_each_result_of_a_pair_it_may_hold(a, b, signed) -> None:
    kept = solver._kept_outcomes(pairs.of(a), pairs.of(b), signed)
    expected = [
        (pairs.of(value), op, swapped)
        for (op, swapped), move in MOVES.items()
        if (value := move(a, b)) is not None and (signed or value >= 0)
    ]
    assert list(kept) == expected


@given(st.one_of(whole, values), st.one_of(whole, values), st.booleans())
def test_the_needs_of_a_value_are_every_value_that_completes_the_target(a, target, signed):
    """Each need completes `a op b == target`; every op that some b (not negative unless
    signed) completes is there, but for `0*b` and `0/b`, which every b completes."""
    needs = solver._needs(pairs.of(a), pairs.of(target), signed)
    for b, op, swapped in needs:
        assert is_canonical(b)
        assert signed or pairs.numerator(b) >= 0
        assert MOVES[(op, swapped)](a, pairs.number(b)) == target
    listed = {(op, swapped) for _, op, swapped in needs}
    for (op, swapped), move in MOVES.items():
        if a == 0 and op in "*/":
            continue
        completing = _completing(op, swapped, a, target)
        if completing is not None and (signed or completing >= 0):
            assert move(a, completing) == target
            assert (op, swapped) in listed


def _completing(op: str, swapped: bool, a: Fraction, target: Fraction) -> Fraction | None:
    """The b with `a op b == target` (`b op a` if swapped), a not 0 for `*` and `/`."""
    if op == "+":
        return target - a
    if op == "-":
        return target + a if swapped else a - target
    if op == "*":
        return target / a
    if swapped:
        return target * a
    return a / target if target else None
