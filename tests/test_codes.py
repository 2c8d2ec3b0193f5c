"""Puzzle codes: round trips for every rule option, canonical spelling, and clear refusals."""

import io
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engines.common import PuzzleInputError
from engines.matchsticks import Puzzle, generate, parse
from engines.matchsticks import Rules as MatchstickRules
from engines.matchsticks.cli import main as matchstick_main
from engines.matchsticks.model import KINDS, MAX_COUNT
from engines.sharing.codes import (
    MAX_CODE_LENGTH,
    CodeError,
    MatchstickPuzzle,
    TwentyFourPuzzle,
    code_of,
    matchsticks,
    read_code,
    twentyfour,
)
from engines.twentyfour import Rules as TwentyFourRules
from engines.twentyfour.cards import MAX_CARDS
from engines.twentyfour.cli import main as twentyfour_main
from engines.twentyfour.rules import DIVISIONS

hands = st.lists(st.integers(1, 13), min_size=1, max_size=MAX_CARDS).map(tuple)
targets = st.builds(
    Fraction, st.integers(-(10**9) + 1, 10**9 - 1), st.integers(1, 10**9 - 1)
).filter(lambda value: abs(value.numerator) < 10**9 and value.denominator < 10**9)
twentyfour_rules = st.builds(
    TwentyFourRules,
    target=targets,
    left_to_right=st.booleans(),
    division=st.sampled_from(DIVISIONS),
)
operators = st.sets(st.sampled_from("+-*/"), min_size=1).map("".join)
matchstick_rules = st.builds(
    MatchstickRules, equals_mutable=st.booleans(), ops=operators, leading_zeros=st.booleans()
)


def twentyfour_cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    return twentyfour_main(list(argv), io.StringIO(), out, err), out.getvalue(), err.getvalue()


def matchstick_cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    return matchstick_main(list(argv), (io.StringIO(), out, err)), out.getvalue(), err.getvalue()


def _case_and_spaces(code: str, lower: bool) -> str:
    return f"  {code.lower() if lower else code} "


@given(hands, twentyfour_rules, st.booleans())
def test_every_hand_and_rule_survives_a_round_trip(hand, rules, lower):
    code = twentyfour.encode(hand, rules)
    assert code.isascii() and code == code.upper()
    assert read_code(_case_and_spaces(code, lower)) == TwentyFourPuzzle(hand, rules)


@given(st.integers(0, 2**32), matchstick_rules, st.sampled_from(KINDS), st.booleans())
def test_every_matchstick_puzzle_and_rule_survives_a_round_trip(seed, rules, kind, lower):
    count = 1 + seed % MAX_COUNT
    try:
        puzzle = generate(kind, count, digits=1 + seed % 2, seed=seed, rules=rules)
    except PuzzleInputError:
        return
    code = matchsticks.encode(puzzle, rules)
    assert code.isascii() and len(code) < 40
    assert read_code(_case_and_spaces(code, lower)) == MatchstickPuzzle(puzzle, rules)


@given(st.integers(0, 99), st.integers(0, 99), st.integers(0, 999))
def test_ordinary_equations_give_short_codes(left, right, result):
    puzzle = Puzzle(parse(f"{left}+{right}={result}"), "add", 2)
    rules = MatchstickRules(equals_mutable=True, ops="+-*/", leading_zeros=False)
    assert len(matchsticks.encode(puzzle, rules)) < 40


@pytest.mark.parametrize(
    ("hand", "rules", "code"),
    [
        ((3, 3, 8, 8), TwentyFourRules(), "24:3388"),
        ((1, 13, 12, 11, 10), TwentyFourRules(target=Fraction(36)), "24:AKQJT:T36"),
        ((5, 5, 5, 5), TwentyFourRules(Fraction(-7, 2), True, "truncate"), "24:5555:T-7/2LI"),
        ((4, 2, 13, 1), TwentyFourRules(left_to_right=True), "24:42KA:L"),
    ],
)
def test_twentyfour_codes_are_short_and_readable(hand, rules, code):
    assert twentyfour.encode(hand, rules) == code
    assert read_code(code.lower()) == TwentyFourPuzzle(hand, rules)


@pytest.mark.parametrize(
    ("equation", "kind", "count", "rules", "code"),
    [
        ("5+7=2", "move", 1, MatchstickRules(), "MS:5+7=2"),
        ("6-4=9", "move", 2, MatchstickRules(), "MS:6-4=9:M2"),
        ("3*4=2", "add", 1, MatchstickRules(True, "+*", False), "MS:3*4=2:A1EZO+*"),
        ("8-3=9", "remove", 3, MatchstickRules(ops="/-"), "MS:8-3=9:R3O-/"),
    ],
)
def test_matchstick_codes_are_short_and_readable(equation, kind, count, rules, code):
    puzzle = Puzzle(parse(equation, rules), kind, count)
    assert matchsticks.encode(puzzle, rules) == code
    assert code_of(read_code(code.lower())) == code


def test_full_width_input_reads_as_ascii():
    assert code_of(read_code("２４：３３８８")) == "24:3388"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "type a puzzle code"),
        ("3388", "3388 is not a puzzle code: codes look like 24:3388 or MS:5+7=2"),
        ("24:3388:L:I", "24:3388:L:I is not a puzzle code: codes look like 24:3388 or MS:5+7=2"),
        ("24::L", "24::L is not a puzzle code: codes look like 24:3388 or MS:5+7=2"),
        ("xy:3388", "XY is not a game: a code starts with 24: or MS:"),
        ("24:3X88", "3X88 are not cards: a code writes each card as one of A 2-9 T J Q K"),
        ("24:10388", "10388 are not cards: a code writes each card as one of A 2-9 T J Q K"),
        ("24:AAAAAAAA", "a hand has 1 to 7 cards"),
        ("24:3388:LT5", "LT5 is not a 24 points option: use T and a target, L or I"),
        ("24:3388:T1/0", "1/0 is not a target: use a whole number or a fraction such as 7/2"),
        ("ms:5+7=2:m4", "a puzzle moves, adds or removes 1 to 3 sticks, not 4"),
        (
            "ms:5+7=2:Q",
            "Q is not a matchstick option: use M, A or R with 1 to 3, E, Z or O and operators",
        ),
        ("ms:5*7=2", "5*7=2 uses *, which these rules do not allow"),
        ("ms:57=2+", "57=2+ is not an equation: a number is missing"),
        ("9" * (MAX_CODE_LENGTH + 1), f"a puzzle code has at most {MAX_CODE_LENGTH} characters"),
    ],
)
def test_malformed_codes_say_what_is_wrong(text, message):
    with pytest.raises(PuzzleInputError) as caught:
        read_code(text)
    assert str(caught.value) == message


def test_each_game_refuses_the_other_games_code():
    with pytest.raises(CodeError, match="MS:5\\+7=2 is a code for the other game"):
        twentyfour.decode("ms:5+7=2")
    with pytest.raises(CodeError, match="24:3388 is a code for the other game"):
        matchsticks.decode("24:3388")


@given(st.text(max_size=MAX_CODE_LENGTH + 5))
def test_any_text_is_a_puzzle_or_a_clear_refusal(text):
    try:
        puzzle = read_code(text)
    except PuzzleInputError as error:
        assert str(error.message)
    else:
        assert read_code(code_of(puzzle)) == puzzle


def test_the_command_lines_print_codes_and_solve_them():
    assert twentyfour_cli("code", "3", "3", "8", "8") == (0, "24:3388\n", "")
    assert twentyfour_cli(
        "code", "4", "2", "K", "A", "--target", "7/2", "--left-to-right", "--division", "truncate"
    ) == (0, "24:42KA:T7/2LI\n", "")
    assert twentyfour_cli("solve", "--code", "24:3388") == (0, "8/(3-8/3)\n", "")
    assert matchstick_cli("code", "5+7=2") == (0, "MS:5+7=2\n", "")
    assert matchstick_cli(
        "code", "6+2=6", "--moves", "2", "--ops", "*+-", "--equals-mutable", "--no-leading-zeros"
    ) == (0, "MS:6+2=6:M2EZO+-*\n", "")
    assert matchstick_cli("solve", "--code", "ms:6+2=6:m2") == (0, "5+3=8\n6+3=9\n6-0=6\n", "")


@pytest.mark.parametrize(
    ("cli", "argv", "message"),
    [
        ("24", ["solve", "--code", "24:3388", "3"], "give the cards or --code, not both"),
        ("24", ["solve", "--code", "ms:5+7=2"], "MS:5+7=2 is a code for the other game"),
        ("24", ["code", "3", "Z"], "Z is not a card: use A, 2-10, J, Q, K"),
        ("ms", ["solve", "5+7=2", "--code", "MS:5+7=2"], "give an equation, --batch or --code"),
        ("ms", ["solve", "--code", "24:3388"], "24:3388 is a code for the other game"),
        ("ms", ["code", "5*7=2"], "5*7=2 uses *, which these rules do not allow"),
    ],
)
def test_the_command_lines_refuse_bad_codes_in_one_line(cli, argv, message):
    status, out, err = (twentyfour_cli if cli == "24" else matchstick_cli)(*argv)
    assert (status, out) == (2, "")
    assert err.startswith(f"error: {message}") and err.count("\n") == 1


def test_daily_commands_print_the_puzzle_then_its_solutions():
    status, out, _ = twentyfour_cli("daily", "--date", "2026-11-23")
    assert status == 0
    assert out.splitlines()[0] == "K 7 3 8"
    assert "(13-7-3)*8" in out.splitlines()[1:]
    status, out, _ = matchstick_cli("daily", "--date", "2026-11-23")
    assert out.splitlines() == ["MS:9+5=4:M2", "4+5=9"]
    assert twentyfour_cli("daily")[0] == matchstick_cli("daily")[0] == 0
    status, _, err = twentyfour_cli("daily", "--date", "2026-02-30")
    assert status == 2
    assert "expected a date such as 2026-11-23" in err


@pytest.mark.parametrize(
    ("text", "at"),
    [
        ("24:3X88", 4),
        (" 24 : 33 Z8", 9),
        ("24:10388", 3),  # a ten is T in a code
        ("24:AKQJ:T36Y", None),  # options are read as a whole
        ("ms:5*7=2", 4),
        ("MS:5+7=2&", 8),
        ("hello", None),
    ],
)
def test_a_bad_code_points_at_its_wrong_character_as_typed(text, at):
    with pytest.raises(PuzzleInputError) as refused:
        read_code(text)
    assert refused.value.at == at
    if at is not None:
        assert text[at] in "XZ*&1"
