"""Command-line edges: a byte-order mark, huge arguments, what counts as a number, hands the
table cannot hold, and text that only looks like HTML."""

import io
import time

import pytest
from PySide6.QtCore import Qt

from engines.common.command_line import MAX_ECHOED_CHARS, NUMBER_RULE
from engines.matchsticks.cli import main as matchsticks_main
from engines.twentyfour import solver
from engines.twentyfour.cli import main as twentyfour_main
from gui.shell import app
from tests.test_puzzle_set_menu import make_window

BOM = "\ufeff"


def run(main, *argv, stdin=""):
    source, out, err = io.StringIO(stdin), io.StringIO(), io.StringIO()
    if main is matchsticks_main:
        status = main(list(argv), (source, out, err))
    else:
        status = main(list(argv), source, out, err)
    return status, out.getvalue(), err.getvalue()


# --- a byte-order mark on the first line of stdin ---------------------------------------------


def test_judge_skips_a_byte_order_mark():
    status, out, _ = run(twentyfour_main, "judge", "3", "3", "8", "8", stdin=f"{BOM}8/(3-8/3)\n")
    assert status == 0
    assert out.splitlines() == ["NEW 1", "SCORE 1"]


@pytest.mark.parametrize(
    ("main", "argv", "line"),
    [
        (twentyfour_main, ["grade", "--batch"], "3 3 8 8"),
        (twentyfour_main, ["oj"], "4 2 K A"),
        (matchsticks_main, ["solve", "--batch"], "5+7=2"),
    ],
)
def test_batch_commands_skip_a_byte_order_mark(main, argv, line):
    plain = run(main, *argv, stdin=f"{line}\n")
    assert plain[0] == 0
    assert run(main, *argv, stdin=f"{BOM}{line}\n") == plain


def test_a_byte_order_mark_inside_the_input_is_still_refused():
    status, out, _ = run(twentyfour_main, "judge", "3", "3", "8", "8", stdin=f"1+1\n{BOM}8\n")
    # Not a well-formed answer: refused as unfinished, which costs nothing (docs/RULES.md).
    assert out.splitlines()[1] == "UNFINISHED unexpected '\\ufeff' at position 1"
    assert status == 0


# --- huge arguments are not echoed whole ------------------------------------------------------


HUGE = "9" * 100_000


@pytest.mark.parametrize(
    ("main", "argv"),
    [
        (twentyfour_main, ["solve", "3", "3", "8", HUGE]),
        (twentyfour_main, ["deal", "--seed", HUGE]),
        (twentyfour_main, ["solve", "3", "3", "8", "8", "--target", HUGE]),
        (twentyfour_main, ["solve", HUGE + "x"]),
        (twentyfour_main, ["bogus-command-" + HUGE]),
        (matchsticks_main, ["solve", HUGE]),
        (matchsticks_main, ["generate", "--seed", HUGE]),
    ],
)
def test_error_lines_trim_huge_arguments(main, argv):
    status, _, err = run(main, *argv)
    assert status == 2
    assert err.count("\n") == 1
    assert len(err) <= MAX_ECHOED_CHARS + 20


def test_the_app_trims_huge_arguments_too(capsys):
    assert app.main(["--hand", "3 3 8 " + HUGE]) == 2
    assert app.main(["--tab", HUGE]) == 2
    for line in capsys.readouterr().err.splitlines():
        assert len(line) <= MAX_ECHOED_CHARS + 40


# --- what a number is ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("typed", "plain"), [("４２", "42"), (" 42 ", "42"), ("－４２", "-42"), ("0042", "42")]
)
def test_seeds_in_ascii_or_full_width_digits_are_the_same_seed(typed, plain):
    expected = run(twentyfour_main, "deal", "--seed", plain)
    assert expected[0] == 0
    assert run(twentyfour_main, "deal", "--seed", typed) == expected


@pytest.mark.parametrize("number", ["1_0", "٣", "²⁴", "𝟐𝟒", "0x18", "1e3", "", " ", "+-1"])
def test_look_alike_numbers_are_refused_everywhere(number):
    for argv in (
        ["deal", "--seed", number],
        ["solve", "1", "2", "3", "4", "--limit", number],
        ["solve", "3", "3", "8", "8", "--target", number],
        ["table", "--cards", number],
    ):
        status, _, err = run(twentyfour_main, *argv)
        assert status == 2, argv
        assert err.startswith("error: ")
    for argv in (["generate", "--seed", number], ["solve", "5+7=2", "--moves", number]):
        assert run(matchsticks_main, *argv)[0] == 2, argv


def test_full_width_targets_and_counts_are_read():
    assert run(twentyfour_main, "solve", "3", "3", "8", "8", "--target", "２４")[1] == "8/(3-8/3)\n"
    assert run(matchsticks_main, "solve", "6+2=6", "--moves", "２")[0] == 0


def test_the_number_rule_is_documented():
    assert "full-width" in NUMBER_RULE and "𝟐𝟒" in NUMBER_RULE


# --- seven cards for a target of 0 -------------------------------------------------------------


def test_seven_cards_for_a_target_of_zero_are_refused_before_any_search(monkeypatch):
    def no_search(*args, **kwargs):
        raise AssertionError("the search ran")

    monkeypatch.setattr(solver, "Search", no_search)
    started = time.perf_counter()
    status, _, err = run(
        twentyfour_main, "solve", "1", "2", "3", "4", "5", "6", "7", "--target", "0", "--count"
    )
    assert status == 2
    assert "too many ways" in err
    assert time.perf_counter() - started < 5


# --- hands the table cannot hold, codes included -----------------------------------------------


@pytest.mark.parametrize(
    "argv",
    [
        ["--hand", "1 2 3", "--screenshot", "{out}"],
        ["--hand", "1 2 3 4 5 6 7", "--screenshot", "{out}"],
        ["--puzzle", "24:A234567", "--screenshot", "{out}"],
        ["--puzzle", "24:A", "--screenshot", "{out}"],
    ],
)
def test_hands_the_table_cannot_hold_are_one_line_saying_4_to_6(capsys, tmp_path, argv):
    out = tmp_path / "shot.png"
    assert app.main([part.format(out=out) for part in argv]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "a hand has 4 to 6 cards" in err
    assert not out.exists()


def test_a_typed_seven_card_code_is_refused_in_the_window(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    assert not window.open_code("24:A234567")
    assert window.statusBar().currentMessage() == "a hand has 4 to 6 cards"


# --- text that looks like HTML ------------------------------------------------------------


def test_a_set_line_that_looks_like_html_is_shown_as_text(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    bad = tmp_path / "bad.txt"
    bad.write_text("24:3388\n<h1>x</h1>\n", encoding="utf-8")
    assert not window.puzzle_sets.open_file(bad)
    box = window.puzzle_sets.problem_box
    assert box.textFormat() == Qt.TextFormat.PlainText
    assert "<H1>X</H1>" in box.informativeText()  # codes are read in capitals
    box.close()


@pytest.mark.parametrize("name", ["countdown", "krypto"])
def test_a_preset_hands_code_opens_from_the_command_line_and_the_game_menu(qtbot, tmp_path, name):
    """Countdown's 75 and 100 and Krypto's 25 are cards under their rules: the code the status
    bar shows opens again, on the command line and from Game ▸ Open puzzle code."""
    from engines.play import TwentyFourPuzzle
    from engines.sharing.codes import code_of, read_code
    from engines.twentyfour import presets
    from gui.shell.arguments import parse_arguments

    deal = presets.deal_countdown if name == "countdown" else presets.deal_krypto
    for seed in range(5):
        hand, target = deal(seed=seed)
        if max(hand) > 13:
            break
    assert max(hand) > 13, "a hand with a card above K"
    code = code_of(TwentyFourPuzzle(hand, presets.preset(name).rules(target)))
    assert parse_arguments(["--puzzle", code]).puzzle == code
    window = make_window(qtbot, tmp_path)
    assert window.open_code(code)
    tab = window.games["24"]
    assert tab.hand == hand and tab.rules == read_code(code).rules
