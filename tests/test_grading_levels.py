"""Five- and six-card levels mean something to a teacher: a harder level has fewer solutions.

The level of a five- or six-card hand (with brackets) comes from its number of distinct
solutions (`grading.SOLUTION_CUT_OFFS`); these tests measure the cut-offs again from the
shipped tables and check what a sheet of each level holds.
"""

from collections import Counter
from math import comb, prod
from statistics import mean

import pytest

from engines.classroom.worksheet import Options, entries
from engines.common import LEVELS
from engines.twentyfour import Rules, count_solutions, difficulty
from engines.twentyfour.grading import SOLUTION_CUT_OFFS, level_of_count, levelled_by_solutions
from engines.twentyfour.known_hands import _table, dealable, known


def _weighted_counts(cards: int) -> list[tuple[int, int]]:
    """(solutions, how many ways a deck deals the hand) for every solvable hand."""
    rows = []
    for hand in dealable(cards):
        line = known(hand, Rules())
        if line is not None and line.count:
            rows.append((line.count, prod(comb(4, k) for k in Counter(hand).values())))
    return rows


@pytest.mark.parametrize("cards", [5, 6])
def test_the_cut_offs_are_the_40_and_70_percent_points_of_dealt_hands(cards):
    assert _table(cards) is not None
    rows = sorted(_weighted_counts(cards), reverse=True)
    total = sum(weight for _, weight in rows)
    share = Counter()
    for count, weight in rows:
        share[level_of_count(count, cards)] += weight / total
    assert 0.38 <= share["easy"] <= 0.44
    assert 0.26 <= share["medium"] <= 0.32
    assert 0.28 <= share["hard"] <= 0.32
    seen, points = 0, []
    for count, weight in rows:
        seen += weight
        while len(points) < 2 and seen >= (0.4, 0.7)[len(points)] * total:
            points.append(count)
    easy, medium = SOLUTION_CUT_OFFS[cards]
    assert (easy, medium - 1) == tuple(points)


@pytest.mark.parametrize("cards", [5, 6])
def test_a_harder_level_never_has_more_solutions(cards):
    by_level = {level: [] for level in LEVELS}
    for count, _weight in _weighted_counts(cards):
        by_level[level_of_count(count, cards)].append(count)
    assert min(by_level["easy"]) > max(by_level["medium"])
    assert min(by_level["medium"]) > max(by_level["hard"])


@pytest.mark.parametrize("cards", [5, 6])
def test_a_hard_sheet_has_fewer_solutions_per_hand_than_an_easy_one(cards):
    solutions = {
        level: mean(entry.solution_count for entry in entries(Options("24", 6, level, cards), 3))
        for level in LEVELS
    }
    assert solutions["easy"] > solutions["medium"] > solutions["hard"]


def test_without_a_table_the_level_comes_from_counting_solutions():
    hand = (13, 12, 11, 10, 9)
    assert count_solutions(hand) == 10
    assert difficulty(hand) == "hard"
    assert difficulty(hand, Rules(target=30)) == level_of_count(
        count_solutions(hand, Rules(target=30)), 5
    )


def test_four_cards_and_left_to_right_keep_the_score_levels():
    assert not levelled_by_solutions(4)
    assert not levelled_by_solutions(6, Rules(left_to_right=True))
    assert levelled_by_solutions(6)
