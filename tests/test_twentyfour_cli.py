"""Every form of `python -m engines.twentyfour`: output, exit status, one-line errors."""

import io
import subprocess
import sys
from fractions import Fraction

import pytest

from engines.twentyfour import Rules, check, difficulty, is_solvable, parse_hand
from engines.twentyfour.cli import main
from tests.import_log import engine_modules, imports_of


def run(*argv: str, stdin: str = "") -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(list(argv), io.StringIO(stdin), out, err)
    return status, out.getvalue(), err.getvalue()


def test_solve_prints_each_distinct_solution():
    assert run("solve", "3", "3", "8", "8") == (0, "8/(3-8/3)\n", "")
    status, out, _ = run("solve", "1", "2", "3", "4")
    assert status == 0
    assert out.splitlines() == ["4*3*2*1", "(3+2+1)*4", "(4+2)*(3+1)"]


def test_solve_with_names_a_target_andRules(left_to_right=True):
    assert run("solve", "A", "1", "1", "1") == (0, "NONE\n", "")
    assert run("solve", "a", "2", "--target", "-1") == (0, "1-2\n", "")
    assert run("solve", "2", "3", "--target", "2/3") == (0, "2/3\n", "")
    status, out, _ = run("solve", "4", "2", "K", "A", "--left-to-right")
    assert status == 0
    assert "13-1*4/2" in out.splitlines()


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["solve", "3", "3", "Z", "8"], "Z is not a card: use A, 2-10, J, Q, K"),
        (["solve", "joker", "1", "2", "3"], "a joker cannot be played"),
        (["solve", "1", "2", "3", "4", "5", "6", "7", "8"], "a hand has 1 to 7 cards"),
        (["solve", "3", "3", "8", "8", "--target", "x"], "x is not a target"),
        (["check", "8*3", "3", "0"], "0 is not a card"),
        (["table", "--low", "9", "--high", "2"], "--low must not be above --high"),
        (["table", "--cards", "8"], "cards must be 1 to 7"),
        (["table", "--high", "14"], "a card value must be 1 to 13"),
        (["deal", "--level", "extreme"], "invalid choice"),
        (["deal", "--seed", "x"], "a seed is a whole number of up to 18 digits, not x"),
        (["oj", "--division", "round"], "invalid choice"),
        (["launch"], "invalid choice"),
        ([], "required"),
    ],
)
def test_bad_input_is_one_line_on_stderr_with_status_2(argv, message):
    status, out, err = run(*argv)
    assert status == 2
    assert out == ""
    assert err.count("\n") == 1
    assert err.startswith("error: ")
    assert message in err


def test_table_lists_every_hand_with_its_solutions():
    status, out, _ = run("table", "--cards", "2", "--low", "3", "--high", "8")
    lines = out.splitlines()
    assert status == 0
    assert len(lines) == 21
    assert "3 8\t1\t8*3" in lines
    assert "4 6\t1\t6*4" in lines
    assert "3 3\t0" in lines
    hands = [line.split("\t")[0] for line in lines]
    assert hands == sorted(hands, key=lambda hand: tuple(map(int, hand.split())))


def test_table_counts_follow_the_solutions():
    status, out, _ = run("table", "--cards", "3", "--high", "6", "--target", "10")
    assert status == 0
    assert len(out.splitlines()) == 56
    for line in out.splitlines():
        hand, count, *solutions = line.split("\t")
        assert int(count) == len(solutions)
        for text in solutions:
            assert check(text, parse_hand(hand), Rules(target=Fraction(10))).ok


def test_oj_answers_each_handRules(left_to_right=True):
    status, out, _ = run("oj", stdin="4 2 K A\nA A A A\njoker 2 3 4\n\n3 4 5 JOKER\n7 2 1 10\n")
    lines = out.splitlines()
    assert status == 0
    assert lines[1:4] == ["NONE", "ERROR", "ERROR"]
    assert lines[0] == "K+A*2-4"
    assert len(lines) == 5
    assert check(lines[4].replace("A", "1"), (7, 2, 1, 10), Rules(left_to_right=True)).ok


def test_oj_truncating_division():
    _, exact, _ = run("oj", stdin="1 2 5 J\n")
    _, truncating, _ = run("oj", "--division", "truncate", stdin="1 2 5 J\n")
    assert exact == "NONE\n"
    assert truncating == "J/2*5-A\n"
    assert check("J/2*5-A", (1, 2, 5, 11), Rules(left_to_right=True, division="truncate")).ok


def test_oj_bad_card_stops_with_status_2():
    status, out, err = run("oj", stdin="4 2 K A\n4 2 X A\n")
    assert (status, out) == (2, "K+A*2-4\n")
    assert err == "error: X is not a card: use A, 2-10, J, Q, K\n"


def test_check_prints_ok_or_the_problem():
    assert run("check", "8/(3-8/3)", "3", "3", "8", "8") == (0, "OK\n", "")
    assert run("check", "8*3", "3", "3", "8", "8") == (1, "3 is not used\n", "")
    assert run("check", "(8*3", "3", "8") == (1, "the expression ends too early\n", "")
    assert run("check", "7+3", "3", "7", "--target", "10") == (0, "OK\n", "")
    assert run("check", "(3+7)", "3", "7", "--left-to-right", "--target", "10") == (
        1,
        "brackets are not allowed in left-to-right mode\n",
        "",
    )


def test_deal_prints_a_solvable_hand_reproducibly():
    status, out, _ = run("deal", "--seed", "11")
    assert status == 0
    assert out == run("deal", "--seed", "11")[1]
    assert len(out.split()) == 4
    assert is_solvable(parse_hand(out))
    status, out, _ = run("deal", "--level", "hard", "--seed", "3", "--cards", "4")
    assert status == 0
    assert is_solvable(parse_hand(out))


def test_every_level_deals_six_cards():
    for level in ("easy", "medium", "hard"):
        status, out, _ = run("deal", "--level", level, "--seed", "3", "--cards", "6")
        assert status == 0
        assert difficulty(parse_hand(out)) == level
        assert out == run("deal", "--level", level, "--seed", "3", "--cards", "6")[1]


def test_hint_prints_the_ladder():
    assert run("hint", "3", "3", "8", "8") == (
        0,
        "start by combining 8 and 3\nfirst work out 8 / 3 = 8/3\none solution is 8/(3-8/3)\n",
        "",
    )
    assert run("hint", "1", "1", "1", "1") == (0, "NONE\n", "")


def test_module_runs_without_traceback():
    result = subprocess.run(
        [sys.executable, "-m", "engines.twentyfour", "solve", "3", "3", "Z", "8"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr == "error: Z is not a card: use A, 2-10, J, Q, K\n"
    result = subprocess.run(
        [sys.executable, "-m", "engines.twentyfour", "solve", "4", "4", "10", "10"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert result.stdout == "(10*10-4)/4\n"


SOLVING_MODULES = {
    "engines",
    "engines.common",
    "engines.common.code_commands",
    "engines.common.command_line",
    "engines.common.frozen",
    "engines.common.lazy_names",
    "engines.common.typed_text",
    "engines.twentyfour",
    "engines.twentyfour.api",
    "engines.twentyfour.arithmetic",
    "engines.twentyfour.cards",
    "engines.twentyfour.cli",
    "engines.twentyfour.code_commands",
    "engines.twentyfour.forms",
    "engines.twentyfour.merging",
    "engines.twentyfour.messages",
    "engines.twentyfour.pairs",
    "engines.twentyfour.rules",
    "engines.twentyfour.solution",
    "engines.twentyfour.solver",
    "engines.twentyfour.writing",
}
"""Every module of ours `solve 3 3 8 8` loads: the search of today's game and what it writes."""
NOT_FOR_SOLVING = (
    "dataclasses",
    "typing",
    "inspect",
    "shutil",
    "random",
    "datetime",
)
"""Standard modules `solve` has no use for, each of which took a noticeable part of its start:
`dataclasses` and `typing` (with `inspect`, `ast`, `dis`) for class definitions, `shutil` for
argparse's help width, `random` and `datetime` for dealing and the puzzle of the day."""
NOT_FOR_SOLVING_PACKAGES = tuple(f"{name}." for name in NOT_FOR_SOLVING)


def test_solve_imports_only_what_it_uses():
    """A command line should start like a plain script: `solve` loads the solver and its parts,
    not every module the package re-exports, nor the checker, hints, other searches or other
    games (read from the interpreter's own import log)."""
    out, imported = imports_of("-m", "engines.twentyfour", "solve", *"3388")
    assert out == "8/(3-8/3)\n"
    assert engine_modules(imported) == SOLVING_MODULES
    unused = {name for name in imported if f"{name}.".startswith(NOT_FOR_SOLVING_PACKAGES)}
    assert not unused


def test_the_default_table_has_the_published_totals():
    status, out, _ = run("table")
    rows = [line.split("\t") for line in out.splitlines()]
    assert status == 0
    assert len(rows) == 1820
    assert sum(int(row[1]) > 0 for row in rows) == 1362
    assert sum(int(row[1]) for row in rows) == 3017
    assert ["3 3 8 8", "1", "8/(3-8/3)"] in rows


def test_a_negative_fraction_after_target_is_read_as_the_target():
    assert run("solve", "1", "2", "3", "--target", "-1/3") == (0, "2/3-1\n(1-2)/3\n", "")
    assert run("check", "(1-2)/3", "1", "2", "3", "--target", "-1/3")[0] == 0


def test_solve_limits_and_counts():
    assert run("solve", "1", "2", "3", "4", "--limit", "2") == (0, "4*3*2*1\n(3+2+1)*4\n", "")
    assert run("solve", "1", "2", "3", "4", "--count") == (0, "3\n", "")
    assert run("solve", "1", "1", "1", "1", "--count") == (0, "0\n", "")
    assert run("solve", "1", "2", "--limit", "0")[0] == 2
    assert run("solve", "1", "2", "--limit", "1", "--count")[0] == 2


def test_millions_of_answers_are_refused_at_once_or_counted_or_limited():
    worst = ("solve", "1", "2", "3", "4", "5", "6", "7", "--target", "0", "--left-to-right")
    worst += ("--division", "truncate")
    status, out, err = run(*worst)
    assert (status, out) == (2, "")
    assert err == (
        "error: 2625444 solutions are too many to list at once: add --limit N or --count\n"
    )
    assert run(*worst, "--count") == (0, "2625444\n", "")
    status, out, _ = run(*worst, "--limit", "3")
    rules = Rules(target=Fraction(0), left_to_right=True, division="truncate")
    assert status == 0 and len(out.splitlines()) == 3
    assert all(check(line, (1, 2, 3, 4, 5, 6, 7), rules).ok for line in out.splitlines())


def test_grade_prints_level_and_score():
    status, out, _ = run("grade", "3", "3", "8", "8")
    level, score = out.split()
    assert (status, level) == (0, "hard") and float(score) > 4
    assert run("grade", "1", "1", "1", "1") == (0, "none\n", "")
    status, out, _ = run("grade", "4", "2", "13", "1", "--left-to-right")
    assert out.split()[0] == difficulty((4, 2, 13, 1), Rules(left_to_right=True))


def test_grade_batch_reads_hands_from_stdin():
    status, out, err = run("grade", "--batch", stdin="3 3 8 8\n\nA 5 5 5\njoker 1 2 3\n1 1 1 1\n")
    lines = [line.split("\t") for line in out.splitlines()]
    assert [line[0] for line in lines] == ["3 3 8 8", "1 5 5 5", "1 1 1 1"]
    assert [line[1] for line in lines] == ["hard", difficulty((1, 5, 5, 5)), "none"]
    assert status == 2 and err == "error: line 4: a joker cannot be played\n"
    assert run("grade")[0] == 2
    assert run("grade", "--batch", "1", "2")[0] == 2
