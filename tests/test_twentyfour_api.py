"""The public API of the 24-point engine: cards, targets, answers, hints, deals."""

import datetime
import random
import subprocess
import sys
from collections import Counter
from fractions import Fraction
from itertools import combinations_with_replacement

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.common import PuzzleInputError
from engines.twentyfour import (
    Answer,
    HandError,
    Rules,
    SolutionList,
    apply,
    calibration,
    card_name,
    check,
    count_solutions,
    daily_hand,
    deal,
    difficulty,
    first_solutions,
    hints,
    is_solvable,
    nearest_values,
    parse_hand,
    parse_target,
    solve,
    solver,
)
from engines.twentyfour.dealing import DECK
from engines.twentyfour.grading import ONE_WEIGHT, findability, score


def test_hands_accept_card_names_numbers_and_commas():
    assert parse_hand("3 3 8 8") == (3, 3, 8, 8)
    assert parse_hand("A,5, 5 ,5") == (1, 5, 5, 5)
    assert parse_hand(["K", "a", 10, "q", "j"]) == (13, 1, 10, 12, 11)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("3 3 Z 8", "Z is not a card: use A, 2-10, J, Q, K"),
        ("joker 1 2 3", "a joker cannot be played"),
        ("1 2 3 JOKER", "a joker cannot be played"),
        ("14 1 2 3", "14 is not a card: use A, 2-10, J, Q, K"),
        ("", "a hand has 1 to 7 cards"),
        ("1 2 3 4 5 6 7 8", "a hand has 1 to 7 cards"),
        ("1 " * 150, "the hand is too long (at most 200 characters)"),
    ],
)
def test_bad_hands_name_the_problem(text, message):
    with pytest.raises(HandError) as raised:
        parse_hand(text)
    assert str(raised.value.message) == message


def test_a_front_end_can_hold_fewer_cards():
    assert parse_hand("1 2 3 4 5 6", max_cards=6) == (1, 2, 3, 4, 5, 6)
    with pytest.raises(HandError) as raised:
        parse_hand("1 2 3 4 5 6 7", max_cards=6)
    assert str(raised.value.message) == "a hand has 1 to 6 cards"


def test_card_names():
    assert [card_name(value) for value in (1, 2, 10, 11, 12, 13)] == ["A", "2", "10", "J", "Q", "K"]


def test_targets_are_exact_rationals():
    assert parse_target("24") == 24
    assert parse_target("-3") == -3
    assert parse_target(" 7 / 2 ") == Fraction(7, 2)
    for bad in ("", "x", "1/0", "2.5", "9" * 30):
        with pytest.raises(PuzzleInputError):
            parse_target(bad)


def test_the_famous_hand_needs_a_fraction():
    solutions = solve((3, 3, 8, 8))
    assert [solution.text for solution in solutions] == ["8/(3-8/3)"]
    assert [step.result for step in solutions[0].steps] == [Fraction(8, 3), Fraction(1, 3), 24]
    assert solutions[0].steps[-1].left == "8"
    assert solutions[0].steps[-1].right == "3-8/3"


def test_solvable_and_nearest_values():
    assert is_solvable((3, 3, 8, 8))
    assert not is_solvable((1, 1, 1, 1))
    assert solve((1, 1, 1, 1)) == []
    assert nearest_values((1, 1, 1, 1)) == [4, 3, 2]
    assert nearest_values((1, 1, 1, 1), Rules(target=Fraction(5, 2)), count=2) == [2, 3]


def test_other_targets():
    assert [s.text for s in solve((2, 3), Rules(target=Fraction(2, 3)))] == ["2/3"]
    assert [s.text for s in solve((2, 3), Rules(target=Fraction(-1)))] == ["2-3"]
    assert {s.text for s in solve((3, 8, 2), Rules(target=Fraction(-10)))} == {"(3-8)*2"}


def test_check_accepts_a_right_answer_with_any_symbols():
    result = check("8 ÷ (3 − 8 ÷ 3)", (3, 3, 8, 8))
    assert result.ok
    assert str(result.message) == "8/(3-8/3) = 24. Well done!"
    assert result.value == 24


@pytest.mark.parametrize(
    ("expression", "message"),
    [
        ("8*8/(3-3)", "division by zero"),
        ("8*3+3-8-3", "3 is used 3 times, but the hand has only 2"),
        ("7*3+3+8-8", "7 is not in the hand"),
        ("8*(8-3)", "3 is not used"),
        ("8*3-8/8+3", "8 is used 3 times, but the hand has only 2"),
        ("8*3-3/3+8", "3 is used 3 times, but the hand has only 2"),
        ("3*3+8+8", "the result is 25, not 24"),
        ("(3+3)*8-8)", "unexpected ')' at position 10"),
        ("3+3*8-", "the expression ends too early"),
        ("(3+3*8-8", "the expression ends too early"),
        ("   ", "type an expression"),
        ("3 ^ 3", "unexpected '^' at position 3"),
        ("1" * 201, "the expression is too long (at most 200 characters)"),
        ("(3+3]*8/8", "unexpected ']' at position 5"),
    ],
)
def test_check_errors_are_specific(expression, message):
    result = check(expression, (3, 3, 8, 8))
    assert not result.ok
    assert str(result.message) == message


def test_a_card_used_twice_is_named():
    assert str(check("8*3+8-9", (3, 8, 9, 9)).message) == "8 is used twice"


def test_check_left_to_right():
    rules = Rules(left_to_right=True)
    assert check("K-A*4/2", (4, 2, 13, 1), rules).ok
    assert str(check("(K-A)*4/2", (4, 2, 13, 1), rules).message) == (
        "brackets are not allowed in left-to-right mode"
    )
    assert str(check("3+8/3*8", (3, 3, 8, 8), rules).message) == "11 / 3 does not divide evenly"
    truncating = Rules(left_to_right=True, division="truncate", target=Fraction(11))
    assert check("3+8/3*8", (3, 3, 8, 8), truncating).value == 24


def test_answers_are_built_token_by_token():
    answer = Answer((3, 3, 8, 8))
    for token in (2, "/", "(", 0, "-", 3, "/", 1, ")"):
        answer = apply(answer, token)
    assert answer.text == "8/(3-8/3)"
    assert answer.used_positions == frozenset({0, 1, 2, 3})
    assert check(answer.text, answer.hand).ok
    with pytest.raises(PuzzleInputError) as raised:
        apply(answer, 2)
    assert str(raised.value.message) == "8 is already used"
    for bad in (4, -1, "^", True):
        with pytest.raises(PuzzleInputError):
            apply(answer, bad)
    assert apply(Answer((1, 13)), 1).text == "K"


def test_hint_ladder():
    ladder = hints((3, 3, 8, 8))
    assert [str(hint.message) for hint in ladder] == [
        "start by combining 8 and 3",
        "first work out 8 / 3 = 8/3",
        "one solution is 8/(3-8/3)",
    ]
    assert sorted(ladder[0].cards) in ([0, 2], [0, 3], [1, 2], [1, 3])
    assert hints((1, 1, 1, 1)) == []


def test_deals_are_reproducible_and_solvable():
    assert deal(seed=7) == deal(seed=7)
    for seed in range(20):
        hand = deal(seed=seed)
        assert len(hand) == 4
        assert is_solvable(hand)
    assert len(deal(seed=1, cards=6)) == 6


LEVELS = ("easy", "medium", "hard")
LEFT_TO_RIGHT = Rules(left_to_right=True)


@pytest.mark.parametrize("level", LEVELS)
def test_deal_at_a_level(level):
    for seed in range(5):
        assert difficulty(deal(level, seed=seed)) == level


def test_difficulty_examples():
    # Solved by under a third of players, each with one solution of the form (a*b-c)*d.
    for hand in ((3, 3, 7, 13), (3, 3, 5, 7), (2, 2, 10, 11), (3, 3, 8, 8), (4, 4, 10, 10)):
        assert difficulty(hand) == "hard", hand
    # Solved by over 95% of players.
    assert difficulty((4, 5, 5, 5)) == "easy"
    assert difficulty((5, 5, 5, 5)) != "hard"
    assert difficulty((3, 3, 3, 3)) != "hard"
    assert difficulty((1, 2, 3, 4)) == "easy"
    assert difficulty((1, 1, 1, 1)) is None
    assert difficulty((1, 2, 3, 4), LEFT_TO_RIGHT) == "easy"
    assert difficulty((4, 2, 13, 1), LEFT_TO_RIGHT) == "medium"
    assert difficulty((3, 3, 8, 8), LEFT_TO_RIGHT) is None


def test_big_cards_and_few_ways_make_larger_hands_hard():
    assert difficulty((13, 12, 11, 10, 9)) == "hard"
    # Five and six cards are levelled by their number of solutions: 1 1 2 3 4 has only 12.
    assert difficulty((1, 2, 3, 4, 5)) == "easy"
    assert difficulty((1, 1, 2, 3, 4)) == "medium"
    assert difficulty((13, 13, 12, 11, 10, 9)) != "easy"
    assert difficulty((1, 2, 3, 4, 5, 6)) == "easy"
    assert difficulty((2, 2, 3, 3, 4, 4), LEFT_TO_RIGHT) == "easy"


def test_a_hand_is_harder_the_fewer_of_a_players_tries_succeed():
    fraction, division, plain = (3, 3, 8, 8), (4, 4, 10, 10), (2, 3, 4, 6)
    assert findability(fraction) == 0
    assert 0 < findability(division) < findability(plain)
    assert score(fraction) > score(plain)
    assert score((1, 2, 3, 4, 5, 6)) < score((13, 13, 12, 11, 10, 9))


def test_difficulty_of_all_four_card_hands():
    levels = Counter(difficulty(hand) for hand in combinations_with_replacement(range(1, 14), 4))
    assert levels == {"easy": 545, "medium": 409, "hard": 408, None: 458}


def test_score_ranks_hands_like_people_do(human_hands):
    """On the shared half of the 4nums.com data (tests/data), the score's rank correlation
    with the share of players who solve a hand stays at or below -0.80."""
    assert len(human_hands) == 681
    by_rate, by_time = calibration.correlations(human_hands)
    assert by_rate <= -0.80
    assert by_time >= 0.65


def test_spearman_of_known_rankings():
    assert calibration.spearman([1, 2, 3], [10, 20, 30]) == pytest.approx(1)
    assert calibration.spearman([1, 2, 3], [3, 2, 1]) == pytest.approx(-1)
    assert calibration.spearman([1, 1, 2, 3], [5, 5, 6, 7]) == pytest.approx(1)


@settings(max_examples=150, deadline=None)
@given(
    st.lists(st.integers(1, 13), min_size=1, max_size=5),
    st.sampled_from(
        [
            Rules(),
            LEFT_TO_RIGHT,
            Rules(left_to_right=True, division="truncate"),
            Rules(target=Fraction(0)),
            Rules(target=Fraction(-3)),
            Rules(target=Fraction(7, 2)),
        ]
    ),
)
def test_any_solvable_hand_gets_a_level_and_a_bounded_score(hand, rules):
    level = difficulty(hand, rules)
    assert (level is None) == (not is_solvable(hand, rules))
    assert -ONE_WEIGHT * len(hand) <= score(hand, rules) < 20


SHARE_SAMPLE = {4: 300, 5: 300, 6: 100}
"""Hands drawn per size: six-card hands are graded slowest, and `benchmarks/bench_twentyfour.py`
checks the same shares on 400 of each size with both rules."""


@pytest.mark.parametrize("rules", [Rules(), LEFT_TO_RIGHT], ids=["brackets", "left-to-right"])
@pytest.mark.parametrize("cards", [4, 5, 6])
def test_every_level_holds_a_fair_share_of_solvable_hands(rules, cards):
    draw = random.Random(1000 + cards)
    hands = [tuple(draw.sample(DECK, cards)) for _ in range(SHARE_SAMPLE[cards])]
    levels = Counter(difficulty(hand, rules) for hand in hands)
    solvable = len(hands) - levels[None]
    for level in LEVELS:
        assert levels[level] >= solvable / 5, levels


@pytest.mark.parametrize("cards", [4, 5, 6])
def test_seeded_deals_are_the_same_every_time(cards):
    for rules in (Rules(), LEFT_TO_RIGHT):
        for level in (*LEVELS, None):
            for seed in range(3):
                hand = deal(level, seed=seed, cards=cards, rules=rules)
                assert deal(level, seed=seed, cards=cards, rules=rules) == hand
                assert level is None or difficulty(hand, rules) == level


def test_a_seeded_deal_depends_on_nothing_but_its_arguments():
    assert deal("hard", seed=5, cards=6) == (9, 1, 8, 4, 11, 1)
    assert deal("medium", seed=5, cards=5) == (10, 5, 12, 6, 13)
    assert deal(seed=7) == deal(seed=7)


def test_a_deal_that_cannot_succeed_says_so():
    with pytest.raises(PuzzleInputError) as raised:
        deal(seed=1, rules=Rules(target=Fraction(100000)))
    assert str(raised.value.message) == "no hand of 4 cards fits these settings"
    with pytest.raises(PuzzleInputError) as raised:
        deal("hard", seed=1, cards=5, rules=Rules(target=Fraction(100000), left_to_right=True))
    assert str(raised.value.message) == "no hand of 5 cards fits these settings"
    with pytest.raises(HandError):
        deal(cards=8)
    assert len(deal(seed=2, rules=Rules(target=Fraction(100000)), solvable_only=False)) == 4


def test_daily_hand_is_the_same_all_day():
    day = datetime.date(2026, 11, 22)
    assert daily_hand(day) == daily_hand(day)
    assert is_solvable(daily_hand(day))
    assert daily_hand(day) != daily_hand(day + datetime.timedelta(days=1))


def test_first_solutions_give_a_count_and_the_simplest_few():
    page = first_solutions((1, 2, 3, 4), limit=2)
    assert page.count == 3
    assert [solution.text for solution in page.first] == ["4*3*2*1", "(3+2+1)*4"]
    assert first_solutions((1, 1, 1, 1)) == SolutionList(0, ())


def test_millions_of_left_to_right_answers_stay_bounded():
    rules = Rules(target=Fraction(0), left_to_right=True, division="truncate")
    hand = (1, 2, 3, 4, 5, 6, 7)
    with pytest.raises(PuzzleInputError):
        solve(hand, rules)
    page = first_solutions(hand, rules, limit=5)
    assert page.count == count_solutions(hand, rules) == 2625444
    assert len(page.first) == 5
    assert all(check(solution.text, hand, rules).ok for solution in page.first)


def test_a_bracket_search_too_large_is_refused(monkeypatch):
    monkeypatch.setattr(solver, "MAX_COMBINATIONS", 1000)
    solver.clear_caches()
    with pytest.raises(PuzzleInputError) as raised:
        solve((1, 2, 3, 4, 5, 6))
    assert "use fewer cards or another target" in str(raised.value)
    assert count_solutions((1, 2, 3, 4)) == 3


def test_hints_for_a_hand_with_too_many_solutions_use_the_first_found(monkeypatch):
    rules = Rules(target=Fraction(0), left_to_right=True, division="truncate")
    ladder = hints((1, 2, 3, 4, 5, 6, 7), rules)
    assert str(ladder[-1].message) == "one solution is 1+2+3+4+5/6/7"
    monkeypatch.setattr(solver, "MAX_COMBINATIONS", 1000)
    solver.clear_caches()
    hand = (1, 2, 3, 4, 5, 6)
    with pytest.raises(PuzzleInputError):
        solve(hand)
    text = str(hints(hand)[-1].message).removeprefix("one solution is ")
    assert check(text, hand).ok


def test_every_name_the_package_exports_stays_itself_once_every_module_is_loaded():
    """The package loads its names on first use; a module loaded later (`hints`, say) must not
    take the place of a function of the same name."""
    script = (
        "import importlib, pkgutil, types\n"
        "import engines.twentyfour as package\n"
        "for module in pkgutil.iter_modules(package.__path__, 'engines.twentyfour.'):\n"
        "    importlib.import_module(module.name)\n"
        "print([n for n in package.__all__ if isinstance(getattr(package, n), types.ModuleType)])\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    assert result.stdout == "[]\n"
