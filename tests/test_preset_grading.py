"""Countdown and Krypto hands are graded by their number of solutions, and the model's figures
(solve rate, nearest values with their expressions) say what they claim."""

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.twentyfour import Rules, check, count_solutions, grade, nearest_ways, presets
from engines.twentyfour.grading import level_of_solvable, score
from engines.twentyfour.preset_grading import SOLUTION_CUT_OFFS, graded_by_preset, level_of_count
from engines.twentyfour.solve_rate import SOLVE_RATE_GROUPS, predicted_solve_rate

COUNTDOWN = presets.PRESETS["countdown"]
KRYPTO = presets.PRESETS["krypto"]


def test_the_rules_name_their_preset():
    assert presets.preset_of(COUNTDOWN.rules(517)) == "countdown"
    assert presets.preset_of(KRYPTO.rules(12)) == "krypto"
    assert presets.preset_of(Rules()) == "24"
    assert presets.preset_of(Rules(any_subset=True)) == "24"
    assert graded_by_preset(KRYPTO.rules(12)) and not graded_by_preset(Rules())


@pytest.mark.parametrize("name", ["countdown", "krypto"])
def test_preset_levels_follow_the_number_of_solutions(name):
    rules = presets.PRESETS[name].rules(100 if name == "countdown" else 10)
    easy, medium = SOLUTION_CUT_OFFS[name]
    assert level_of_count(easy, rules) == "easy"
    assert level_of_count(easy - 1, rules) == "medium"
    assert level_of_count(medium, rules) == "medium"
    assert level_of_count(medium - 1, rules) == "hard"
    assert level_of_count(0, rules) is None


def test_a_countdown_hand_is_graded_by_its_own_measure_not_the_24_model():
    hand, target = (100, 75, 1, 2, 3, 4), 175
    rules = COUNTDOWN.rules(target)
    solutions = count_solutions(hand, rules)
    level, value = grade(hand, rules)
    assert level == level_of_count(solutions, rules) == level_of_solvable(hand, rules)
    assert value == pytest.approx(-__import__("math").log(solutions))


def test_a_countdown_hand_without_an_exact_answer_has_no_level():
    hand = (1, 1, 2, 2, 3, 3)
    rules = COUNTDOWN.rules(999)
    assert count_solutions(hand, rules) == 0
    assert grade(hand, rules) is None


def _measured_points(name: str, deals: int) -> tuple[int, int]:
    counts = []
    for seed in range(deals):
        if name == "countdown":
            hand, target = presets.deal_countdown(seed, seed % 5, solvable_only=True)
        else:
            hand, target = presets.deal_krypto(seed)
        counts.append(count_solutions(hand, presets.PRESETS[name].rules(target)))
    counts.sort(reverse=True)
    return counts[int(0.4 * deals)], counts[int(0.7 * deals)]


@pytest.mark.parametrize(("name", "deals"), [("krypto", 300), ("countdown", 60)])
def test_the_cut_offs_split_seeded_deals_about_40_30_30(name, deals):
    forty, seventy = _measured_points(name, deals)
    easy, medium = SOLUTION_CUT_OFFS[name]
    # A smaller sample than the one measured: the points may move by a few solutions.
    assert abs(forty - easy) <= 4
    assert abs(seventy - (medium - 1)) <= 3


def test_harder_krypto_hands_have_fewer_ways():
    by_level: dict[str, list[int]] = {"easy": [], "medium": [], "hard": []}
    for seed in range(60):
        hand, target = presets.deal_krypto(seed)
        rules = KRYPTO.rules(target)
        by_level[level_of_solvable(hand, rules)].append(count_solutions(hand, rules))
    assert min(by_level["easy"]) > max(by_level["medium"]) >= min(by_level["medium"])
    assert min(by_level["medium"]) > max(by_level["hard"])


def test_the_solve_rate_groups_are_the_human_datas(human_hands):
    data = sorted((score(row.hand), row.solve_rate) for row in human_hands)
    groups = len(SOLVE_RATE_GROUPS)
    for index, (highest, rate) in enumerate(SOLVE_RATE_GROUPS):
        part = data[index * len(data) // groups : (index + 1) * len(data) // groups]
        assert sum(r for _, r in part) / len(part) == pytest.approx(rate, abs=0.005)
        if index < groups - 1:
            assert part[-1][0] == pytest.approx(highest, abs=0.001)
    rates = [rate for _, rate in SOLVE_RATE_GROUPS]
    assert rates == sorted(rates, reverse=True)


def test_a_predicted_solve_rate_only_for_the_calibrated_game():
    assert predicted_solve_rate((3, 3, 8, 8)) == 0.62
    assert predicted_solve_rate((1, 2, 3, 4)) == 0.97
    assert predicted_solve_rate((1, 2, 3, 4, 5)) is None
    assert predicted_solve_rate((3, 3, 8, 8), Rules(target=10)) is None


def test_nearest_values_come_with_an_expression_that_reaches_them():
    ways = nearest_ways((1, 1, 1, 1))
    assert [(value, way.text) for value, way in ways] == [
        (4, "1+1+1+1"),
        (3, "1*1+1+1"),
        (2, "1+1+1-1"),
    ]


RULES = st.sampled_from(
    [Rules(), Rules(target=Fraction(7, 2)), Rules(left_to_right=True), COUNTDOWN.rules(999)]
)


@settings(max_examples=25, deadline=None)
@given(st.lists(st.integers(1, 13), min_size=2, max_size=4), RULES)
def test_every_nearest_expression_is_exactly_its_value_under_the_rules(hand, rules):
    for value, way in nearest_ways(hand, rules, 3):
        assert check(way.text, hand, rules.replace(target=value)).ok, (hand, value, way)
