"""The solver's integer-pair values against `Fraction`: same results, one spelling per value."""

from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from engines.twentyfour import pairs

numbers = st.one_of(
    st.integers(min_value=-200, max_value=200).map(Fraction),
    st.builds(Fraction, st.integers(-200, 200), st.integers(1, 50)),
)
OPERATIONS = [
    (pairs.add, lambda a, b: a + b),
    (pairs.subtract, lambda a, b: a - b),
    (pairs.multiply, lambda a, b: a * b),
    (pairs.divide, lambda a, b: a / b),
]


def is_canonical(value: pairs.Value) -> bool:
    """An int, or a pair in lowest terms with a denominator above 1."""
    if type(value) is int:
        return True
    top, bottom = value
    return bottom > 1 and Fraction(top, bottom).denominator == bottom


@given(numbers, numbers)
def test_each_operation_agrees_with_fraction(a: Fraction, b: Fraction) -> None:
    for operation, expected in OPERATIONS:
        if operation is pairs.divide and b == 0:
            continue
        result = operation(pairs.of(a), pairs.of(b))
        assert is_canonical(result)
        assert pairs.number(result) == expected(a, b)
        assert result == pairs.of(expected(a, b))


@given(numbers)
def test_a_value_keeps_its_sign_and_denominator(a: Fraction) -> None:
    value = pairs.of(a)
    assert is_canonical(value)
    assert pairs.number(value) == a
    assert (pairs.numerator(value) < 0) == (a < 0)
    assert pairs.denominator(value) == a.denominator


def test_whole_values_are_ints_and_never_equal_a_pair() -> None:
    assert pairs.of(Fraction(48, 2)) == 24
    assert type(pairs.of(Fraction(48, 2))) is int
    assert pairs.divide(6, 4) == (3, 2)
    assert pairs.divide(-6, 4) == pairs.divide(6, -4) == (-3, 2)
    assert pairs.multiply((3, 2), (2, 3)) == 1
    assert pairs.subtract((1, 3), (1, 3)) == 0
