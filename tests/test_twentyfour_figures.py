"""The published figures: distinct solutions as counted by 4nums.com, left-to-right counts."""

from itertools import combinations_with_replacement

import pytest

from engines.twentyfour import Rules, is_solvable, solve

ALL_HANDS = list(combinations_with_replacement(range(1, 14), 4))


def test_all_hands_solvable_and_distinct_solutions():
    counts = [len(solve(hand)) for hand in ALL_HANDS]
    assert len(ALL_HANDS) == 1820
    assert sum(count > 0 for count in counts) == 1362
    assert sum(counts) == 3017


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        ((4, 5, 5, 6), ["6*4+5-5"]),
        ((1, 1, 3, 8), ["8*3+1-1"]),
        ((1, 1, 1, 12), ["(1+1)*12*1"]),
        ((1, 2, 2, 5), ["(5+1)*2*2", "(5+1)*(2+2)"]),
        ((1, 1, 5, 5), ["5*5*1-1", "(5+1)*(5-1)"]),
        ((1, 2, 3, 4), ["4*3*2*1", "(3+2+1)*4", "(4+2)*(3+1)"]),
        ((3, 3, 8, 8), ["8/(3-8/3)"]),
        ((1, 5, 5, 5), ["(5-1/5)*5"]),
        ((4, 4, 10, 10), ["(10*10-4)/4"]),
        ((1, 3, 4, 6), ["6/(1-3/4)"]),
        ((1, 2, 11, 13), ["13*(2-1)+11"]),
    ],
)
def test_published_examples_in_their_readable_form(hand, expected):
    assert sorted(solution.text for solution in solve(hand)) == sorted(expected)


@pytest.mark.parametrize(
    ("hand", "count"), [((2, 4, 8, 10), 11), ((2, 4, 6, 12), 10), ((5, 6, 7, 8), 3)]
)
def test_published_counts(hand, count):
    assert len(solve(hand)) == count


@pytest.mark.parametrize(("division", "count"), [("exact", 1225), ("truncate", 1500)])
def test_left_to_right_solvable_counts(division, count):
    rules = Rules(left_to_right=True, division=division)
    assert sum(is_solvable(hand, rules) for hand in ALL_HANDS) == count
