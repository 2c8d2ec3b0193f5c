"""The Countdown and Krypto presets: dealing, the hands and targets they accept, closest
answers and their points, codes and saved games that carry the rules, and the command line."""

import io
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.classroom.worksheet import Options, entries
from engines.common import PuzzleInputError
from engines.play.puzzles import TwentyFourPuzzle
from engines.twentyfour import Rules, check, presets, solve
from engines.twentyfour import code as codes
from engines.twentyfour.cli import main

COUNTDOWN = presets.PRESETS["countdown"]
KRYPTO = presets.PRESETS["krypto"]


def cli(*argv):
    out, err = io.StringIO(), io.StringIO()
    status = main(list(argv), io.StringIO(), out, err)
    return status, out.getvalue(), err.getvalue()


def test_the_krypto_deck_has_its_56_cards():
    deck = Counter(presets.KRYPTO_DECK)
    assert len(presets.KRYPTO_DECK) == 56
    assert deck[1] == deck[6] == 3 and deck[7] == deck[10] == 4
    assert deck[11] == deck[17] == 2 and deck[18] == deck[25] == 1


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 4))
def test_countdown_deals_are_reproducible_and_follow_the_show(seed, large):
    hand, target = presets.deal_countdown(seed, large)
    assert (hand, target) == presets.deal_countdown(seed, large)
    assert len(hand) == 6 and 100 <= target <= 999
    assert sum(number in presets.LARGE_NUMBERS for number in hand) == large
    presets.check_hand("countdown", hand, Fraction(target))


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 10**6))
def test_krypto_deals_are_reproducible_solvable_and_from_the_deck(seed):
    hand, target = presets.deal_krypto(seed)
    assert (hand, target) == presets.deal_krypto(seed)
    assert not Counter([*hand, target]) - Counter(presets.KRYPTO_DECK)
    assert solve(hand, KRYPTO.rules(target))


@pytest.mark.parametrize(
    ("name", "hand", "target"),
    [
        ("countdown", (25, 25, 1, 2, 3, 4), 500),
        ("countdown", (7, 7, 7, 1, 2, 3), 500),
        ("countdown", (30, 1, 2, 3, 4, 5), 500),
        ("countdown", (25, 1, 2, 3, 4, 5), 1000),
        ("krypto", (1, 2, 3, 4), 10),
        ("krypto", (25, 25, 1, 2, 3), 10),
        ("krypto", (1, 2, 3, 4, 5), 26),
    ],
)
def test_presets_refuse_hands_and_targets_they_cannot_deal(name, hand, target):
    with pytest.raises(PuzzleInputError):
        presets.check_hand(name, hand, Fraction(target))


@pytest.mark.parametrize(
    ("value", "points"), [(500, 10), (495, 7), (505, 7), (490, 5), (510, 5), (489, 0), (511, 0)]
)
def test_countdown_scores_exact_within_5_and_within_10(value, points):
    assert presets.countdown_points(Fraction(value), Fraction(500)) == points


def test_the_closest_answer_comes_with_its_points_and_ways():
    rules = COUNTDOWN.rules(997)
    best = presets.closest((1, 1, 2, 3, 4, 5), rules)
    assert best.value == 240 and best.points == 0
    for solution in best.solutions:
        assert check(solution.text, (1, 1, 2, 3, 4, 5), COUNTDOWN.rules(240)).ok
    exact = presets.closest((25, 50, 75, 100, 3, 6), COUNTDOWN.rules(952))
    assert exact.value == 952 and exact.points == 10 and exact.solutions


def test_a_near_miss_scores_seven():
    best = presets.closest((100, 4, 2), COUNTDOWN.rules(406))
    assert best.value == 408 and best.points == 7
    assert [solution.text for solution in best.solutions] == ["(100+2)*4"]


VARIANT_RULES = [
    COUNTDOWN.rules(512),
    KRYPTO.rules(13),
    Rules(target=24, any_subset=True),
    Rules(target=10, positive_steps=True),
]


@pytest.mark.parametrize("rules", VARIANT_RULES)
def test_codes_and_saved_games_carry_the_variant_rules(rules):
    hand = (100, 75, 3, 8, 2, 1) if rules.highest_card == 100 else (6, 12, 11, 3, 8)
    if rules.highest_card == 13:
        hand = (1, 2, 3, 4)
    assert codes.decode(codes.encode(hand, rules)) == (hand, rules)
    saved = TwentyFourPuzzle(hand, rules)
    assert TwentyFourPuzzle.from_json(saved.to_json()) == saved


def test_the_countdown_code_reads_well_and_old_codes_decode_as_before():
    assert codes.encode((100, 75, 3, 8, 2, 1), COUNTDOWN.rules(512)) == (
        "24:100.75.3.8.2.1:T512SWPH100"
    )
    assert codes.decode("24:3388") == ((3, 3, 8, 8), Rules())
    assert "any_subset" not in TwentyFourPuzzle((3, 3, 8, 8)).to_json()["rules"]


def test_the_command_line_solves_a_countdown_hand():
    hand = ["25", "50", "75", "100", "3", "6"]
    status, out, _ = cli("solve", "--preset", "countdown", "--target", "952", *hand)
    assert status == 0
    assert "((100+6)*75*3-50)/25" in out.split()


def test_the_command_line_options_match_the_preset():
    argv = ["solve", "--target", "952", *["25", "50", "75", "100", "3", "6"]]
    options = ["--any-subset", "--whole-steps", "--positive-steps"]
    assert cli(*argv, *options) == cli(*argv, "--preset", "countdown")


def test_the_closest_answer_on_the_command_line():
    argv = ["--preset", "countdown", "--target", "406", "100", "4", "2"]
    assert cli("solve", *argv) == (0, "NONE\n", "")
    assert cli("solve", "--closest", *argv) == (0, "CLOSEST 408 7\n(100+2)*4\n", "")


def test_preset_deals_print_the_hand_then_the_target():
    status, out, _ = cli("deal", "--preset", "countdown", "--seed", "3", "--large", "1")
    hand, target = out.splitlines()
    assert status == 0
    assert (tuple(map(int, hand.split())), int(target)) == presets.deal_countdown(3, 1)


@pytest.mark.parametrize(
    "argv",
    [
        ["solve", "--preset", "krypto", "--target", "10", "1", "2", "3", "30", "5"],
        ["solve", "--preset", "countdown", "--target", "1000", "25", "50", "75", "100", "3", "6"],
        ["solve", "--any-subset", "1", "2", "3", "4", "5", "6", "7"],
        ["solve", "--any-subset", "--left-to-right", "1", "2", "3", "4"],
        ["solve", "--whole-steps", "--target", "7/2", "1", "2", "3", "4"],
        ["check", "--preset", "krypto", "--target", "10", "1+2+3+4", "1", "2", "3", "4"],
        ["deal", "--preset", "krypto", "--cards", "5"],
    ],
)
def test_bad_combinations_give_one_line_and_status_2(argv):
    status, out, err = cli(*argv)
    assert status == 2 and out == ""
    assert len(err.splitlines()) == 1 and err.startswith("error: ")


@pytest.mark.parametrize("preset", ["countdown", "krypto"])
def test_worksheets_print_preset_hands_with_their_targets_and_answer_keys(preset):
    options = Options(preset=preset, count=3, large=3)
    sheet = entries(options, 7)
    assert [entry.text for entry in sheet] == [entry.text for entry in entries(options, 7)]
    for entry in sheet:
        assert entry.rules == presets.PRESETS[preset].rules(entry.target)
        assert "→" in entry.text and "J" not in entry.text and "K" not in entry.text
        assert entry.solutions
        for text in entry.solutions:
            assert check(text, entry.hand, entry.rules).ok


@pytest.mark.parametrize(
    ("answer", "status", "points"),
    [
        ("100*4+2", 1, "7"),
        ("(100+2)*4", 1, "7"),
        ("100*4", 1, "5"),
        ("4-100", 1, "0"),
        ("4*2", 1, "0"),
    ],
)
def test_check_scores_a_countdown_answer_by_its_value(answer, status, points):
    argv = [
        "check",
        "--preset",
        "countdown",
        "--target",
        "406",
        "--points",
        answer,
        "100",
        "4",
        "2",
    ]
    code, out, _ = cli(*argv)
    assert code == status
    assert out.splitlines()[-1] == f"POINTS {points}"
    exact = cli(
        "check",
        "--preset",
        "countdown",
        "--target",
        "408",
        "--points",
        "(100+2)*4",
        "100",
        "4",
        "2",
    )
    assert exact == (0, "OK\nPOINTS 10\n", "")


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.integers(1, 100), min_size=1, max_size=6),
    st.integers(1, 999),
    st.booleans(),
    st.booleans(),
    st.booleans(),
    st.integers(13, 100),
)
def test_every_variant_code_reads_back_as_its_hand_and_rules(
    hand, target, any_subset, whole, positive, highest
):
    hand = [min(card, highest) for card in hand]
    rules = Rules(target, False, "exact", any_subset, whole, positive, highest)
    assert codes.decode(codes.encode(hand, rules)) == (tuple(hand), rules)
    assert len(codes.encode(hand, rules)) <= 60
