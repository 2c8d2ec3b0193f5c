"""The command line `python -m engines.matchsticks`: every form, and clean errors."""

import io
import pkgutil
import subprocess
import sys

import pytest

from engines import matchsticks
from engines.matchsticks.cli import main
from tests.import_log import engine_modules, imports_of


def run(*argv, stdin=""):
    source, out, err = io.StringIO(stdin), io.StringIO(), io.StringIO()
    try:
        status = main(list(argv), (source, out, err))
    except SystemExit as exit_:
        status = exit_.code
    return status, out.getvalue(), err.getvalue()


def test_solve_prints_one_solution_per_line():
    assert run("solve", "5+7=2") == (0, "9-7=2\n", "")
    assert run("solve", "6+2=6", "--moves", "2") == (0, "5+3=8\n6+3=9\n6-0=6\n", "")
    assert run("solve", "8+3=9", "--remove", "1") == (0, "6+3=9\n", "")
    assert run("solve", "5+3=9", "--add", "1") == (0, "5+3=8\n6+3=9\n", "")


def test_solve_prints_none_without_solutions():
    assert run("solve", "1+1=2") == (0, "NONE\n", "")


def test_solve_rule_options():
    status, out, _ = run("solve", "2=1-1", "--equals-mutable")
    assert "2-1=1" in out.split()
    status, out, _ = run("solve", "8/4=6", "--ops", "+-*/")
    assert status == 0 and out
    status, out, _ = run("solve", "98-8=0", "--no-leading-zeros")
    assert "08-8=0" not in out.split()
    assert "08-8=0" in run("solve", "98-8=0")[1].split()


def test_solve_batch_prints_tab_separated_lines():
    status, out, err = run("solve", "--batch", "--moves", "2", stdin="6+2=6\n\n1=7\n")
    assert status == 0 and err == ""
    assert out == "6+2=6\t3\t5+3=8\t6+3=9\t6-0=6\n1=7\t0\n"


def test_solve_batch_reports_bad_lines_and_goes_on():
    status, out, err = run("solve", "--batch", stdin="5+=2\n5+7=2\n")
    assert status == 2
    assert out == "5+7=2\t1\t9-7=2\n"
    assert err == "error: line 1: 5+=2 is not an equation: a number is missing\n"


def test_solve_limit_lists_the_first_solutions_and_count_says_how_many():
    assert run("solve", "6+2=6", "--moves", "2", "--limit", "2") == (0, "5+3=8\n6+3=9\n", "")
    assert run("solve", "6+2=6", "--moves", "2", "--limit", "9") == (
        0,
        "5+3=8\n6+3=9\n6-0=6\n",
        "",
    )
    assert run("solve", "6+2=6", "--moves", "2", "--count") == (0, "3\n", "")
    assert run("solve", "1+1=2", "--count") == (0, "0\n", "")
    assert run("solve", "1+1=2", "--limit", "4") == (0, "NONE\n", "")


def test_a_huge_listing_can_be_counted_or_cut_short():
    everything = ("--moves", "3", "--equals-mutable", "--ops", "+-*/")
    status, out, _ = run("solve", "9-9-9-9-9-9=9-9-9-9-9-9", *everything, "--limit", "3")
    assert status == 0 and len(out.split()) == 3
    assert run("solve", "9-9-9-9-9-9=9-9-9-9-9-9", *everything, "--count") == (0, "77514\n", "")


@pytest.mark.parametrize(
    "argv",
    [
        ("solve", "5+7=2", "--limit", "0"),
        ("solve", "5+7=2", "--limit", "x"),
        ("solve", "5+7=2", "--limit", "2", "--count"),
        ("solve", "--batch", "--count"),
    ],
)
def test_bad_listing_options_are_refused_in_one_line(argv):
    status, out, err = run(*argv)
    assert status == 2 and out == ""
    assert err.startswith("error: ") and err.count("\n") == 1


def test_generate_prints_the_puzzle_then_its_solutions():
    status, out, _ = run("generate", "--moves", "2", "--digits", "2", "--unique", "--seed", "3")
    lines = out.split()
    assert status == 0 and len(lines) == 2
    assert run("solve", lines[0], "--moves", "2")[1].split() == lines[1:]
    assert run("generate", "--moves", "2", "--digits", "2", "--unique", "--seed", "3")[1] == out
    status, out, _ = run("generate", "--level", "hard", "--seed", "1")
    assert status == 0 and len(out.split()) >= 2


def test_check_says_ok_or_what_is_wrong():
    assert run("check", "5+7=2", "9-7=2") == (0, "OK\n", "")
    assert run("check", "5+7=2", "9-7=3") == (1, "2 sticks moved, 1 allowed\n", "")
    assert run("check", "6+2=6", "5+3=8", "--moves", "2") == (0, "OK\n", "")
    forbidden = (1, "5/7=2 uses ÷, which these rules do not allow\n")
    assert run("check", "5-7=2", "5/7=2")[0:2] == forbidden
    assert run("check", "6+2=6", "8-2=6", "--moves", "2")[0:2] == (
        1,
        "1 of 2 sticks moved: exactly 2 must move\n",
    )
    assert run("check", "9-7=2", "9-7=2")[0:2] == (1, "nothing has moved yet\n")


@pytest.mark.parametrize(
    "argv",
    [
        ("solve", "5+=2"),
        ("solve", "12"),
        ("solve", "5+7=2=2"),
        ("solve", "five=5"),
        ("solve", "1" * 5000 + "=1"),
        ("solve",),
        ("solve", "5+7=2", "--batch"),
        ("solve", "5+7=2", "--moves", "4"),
        ("solve", "5+7=2", "--moves", "1", "--add", "1"),
        ("solve", "5+7=2", "--ops", "+%"),
        ("check", "5+7=2", "5+7=12"),
        ("check", "5+7=2", "5+7"),
        ("generate", "--digits", "9"),
        ("generate", "--level", "extreme"),
    ],
)
def test_bad_input_gives_one_line_and_status_2(argv):
    status, out, err = run(*argv)
    assert status == 2
    assert out == ""
    assert err.startswith("error: ") and err.count("\n") == 1
    assert len(err) < 200


def test_the_module_runs_as_a_program_without_tracebacks():
    command = [sys.executable, "-m", "engines.matchsticks"]
    good = subprocess.run([*command, "solve", "5+7=2"], capture_output=True, text=True)
    assert (good.returncode, good.stdout, good.stderr) == (0, "9-7=2\n", "")
    bad = subprocess.run([*command, "solve", "5+=2"], capture_output=True, text=True)
    assert bad.returncode == 2 and bad.stdout == ""
    assert bad.stderr == "error: 5+=2 is not an equation: a number is missing\n"
    batch = subprocess.run(
        [*command, "solve", "--batch"], input="5+7=2\n", capture_output=True, text=True
    )
    assert batch.stdout == "5+7=2\t1\t9-7=2\n"


def test_hint_prints_the_three_rungs():
    assert run("hint", "5+7=2") == (
        0,
        "look at cells 1, 2\nmove a stick from cell 2 to cell 1\nthe answer is 9-7=2\n",
        "",
    )
    assert run("hint", "1+1=2") == (0, "NONE\n", "")
    assert run("hint", "5+=2")[0] == 2


def test_help_lists_every_command_though_a_command_builds_only_its_own_options():
    status, out, _ = run("--help")
    assert status == 0
    for command in ("solve", "generate", "check", "hint", "code", "daily", "puzzles-from"):
        assert command in out
    status, _, err = run("solv", "5+7=2")
    assert status == 2 and "choose from" in err and "puzzles-from" in err


SOLVING_MODULES = {
    "engines",
    "engines.common",
    "engines.common.code_commands",
    "engines.common.command_line",
    "engines.common.frozen",
    "engines.common.lazy_names",
    "engines.common.typed_text",
    "engines.matchsticks",
    "engines.matchsticks.cli",
    "engines.matchsticks.code_commands",
    "engines.matchsticks.glyphs",
    "engines.matchsticks.meet",
    "engines.matchsticks.model",
    "engines.matchsticks.parsing",
    "engines.matchsticks.solver",
    "engines.matchsticks.tokens",
}
"""Every module of ours `solve 5+7=2` loads: the parser, the model and the search."""
NOT_FOR_SOLVING = ("dataclasses", "typing", "inspect", "fractions", "random", "datetime", "json")
"""Standard modules `solve 5+7=2` has no use for, each of which took a noticeable part of its
start: `dataclasses` and `typing` (with `inspect`, `ast`, `dis`) for class definitions of the
checker, hints and generator, `fractions` for a division that does not divide evenly, `random`
and `datetime` for generating and the puzzle of the day."""


def test_solve_imports_only_what_it_uses():
    """A command line should start like a plain script: `solve` loads the parser and solver,
    not the checker, hints, generator or every module the package re-exports (read from the
    interpreter's own import log)."""
    out, imported = imports_of("-m", "engines.matchsticks", "solve", "5+7=2")
    assert out == "9-7=2\n"
    assert engine_modules(imported) == SOLVING_MODULES
    unused = {name for name in imported if name.split(".")[0] in NOT_FOR_SOLVING}
    assert not unused


def test_no_module_is_named_after_a_name_the_package_exports():
    """The package loads its names on first use; a submodule, once imported, is bound to the
    package under its own name, and one named `parse` would hide the function `parse`."""
    modules = {module.name for module in pkgutil.iter_modules(matchsticks.__path__)}
    assert modules.isdisjoint(matchsticks.__all__)
