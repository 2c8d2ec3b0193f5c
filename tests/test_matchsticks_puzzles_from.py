"""Puzzles from an answer: the same list as a brute force over sticks, checked by the solvers."""

import io
import re
from itertools import combinations

import pytest

from engines.common import PuzzleInputError
from engines.matchsticks.arithmetic import equation_holds
from engines.matchsticks.cli import main
from engines.matchsticks.model import Layout, Puzzle, Rules
from engines.matchsticks.parsing import EquationError, parse, validate
from engines.matchsticks.puzzles_from import puzzles_from
from engines.matchsticks.reference import brute_force_solve
from engines.matchsticks.solver import solve

TASKS = [("move", 1), ("move", 2), ("add", 1), ("add", 2), ("remove", 1), ("remove", 2)]


def brute_force_puzzles(answer: str, kind: str, count: int, rules: Rules) -> set[str]:
    """Every false, well-formed layout at the right stick distance, by trying every stick."""
    layout = parse(answer, rules)
    # A puzzle solved by adding k sticks lacks k of the answer's; one solved by removing has k
    # more; a move puzzle differs by k taken and k put.
    taken, put = Puzzle(layout, kind, count).budget()
    occupied = sorted(layout.sticks)
    empty = [slot for slot in layout.slots() if slot not in layout.sticks]
    found = set()
    for gone in combinations(occupied, put):
        for extra in combinations(empty, taken):
            start = Layout(layout.kinds, layout.sticks.difference(gone).union(extra))
            text = start.text()
            if text is None:
                continue
            try:
                validate(text, rules)
            except EquationError:
                continue
            fixed_equals = rules.equals_mutable or all(
                (a == "=") == (b == "=") for a, b in zip(answer, text, strict=True)
            )
            no_bad_zero = rules.leading_zeros or not any(
                len(n) > 1 and n[0] == "0" for n in re.findall(r"\d+", text)
            )
            if fixed_equals and no_bad_zero and not equation_holds(text):
                found.add(text)
    return found


@pytest.mark.parametrize(("kind", "count"), TASKS)
@pytest.mark.parametrize("answer", ["9-7=2", "5+3=8", "1+1=2", "0=8-8"])
def test_every_puzzle_is_found_and_the_answer_solves_it(answer, kind, count):
    puzzles = puzzles_from(answer, kind, count)
    texts = [puzzle.start.text() for puzzle in puzzles]
    assert texts == sorted(brute_force_puzzles(answer, kind, count, Rules()))
    for puzzle in puzzles:
        assert (puzzle.kind, puzzle.count) == (kind, count)
        assert answer in [solution.text for solution in brute_force_solve(puzzle)]


@pytest.mark.parametrize(("kind", "count"), TASKS)
def test_unique_keeps_the_puzzles_with_only_that_answer(kind, count):
    answer = "9-7=2"
    unique = {puzzle.start.text() for puzzle in puzzles_from(answer, kind, count, unique=True)}
    for puzzle in puzzles_from(answer, kind, count):
        solutions = [solution.text for solution in brute_force_solve(puzzle)]
        assert (puzzle.start.text() in unique) == (solutions == [answer])


def test_the_kinds_go_in_the_right_direction():
    assert [p.start.text() for p in puzzles_from("9-7=2", "add", 1)] == ["3-7=2", "5-7=2", "9-1=2"]
    assert [p.start.text() for p in puzzles_from("9-7=2", "remove", 1)] == ["8-7=2", "9+7=2"]
    for puzzle in puzzles_from("9-7=2", "add", 2):
        assert puzzle.start.stick_count() == parse("9-7=2").stick_count() - 2


@pytest.mark.parametrize(
    "rules",
    [Rules(equals_mutable=True), Rules(ops="+-*/"), Rules(leading_zeros=False)],
    ids=["equals-mutable", "all-ops", "no-leading-zeros"],
)
def test_rule_options_match_the_brute_force(rules):
    for answer in ["6+4=10", "2*3=6"] if "*" in rules.ops else ["6+4=10", "8-8=0"]:
        puzzles = puzzles_from(answer, "move", 1, rules=rules)
        texts = [puzzle.start.text() for puzzle in puzzles]
        assert texts == sorted(brute_force_puzzles(answer, "move", 1, rules))
        for puzzle in puzzles:
            assert answer in [solution.text for solution in solve(puzzle, rules)]


def test_a_false_or_malformed_answer_is_refused():
    with pytest.raises(PuzzleInputError, match="9-7=3 is false"):
        puzzles_from("9-7=3")
    with pytest.raises(EquationError):
        puzzles_from("9-7")
    with pytest.raises(PuzzleInputError, match="starts with 0"):
        puzzles_from("08-8=0", rules=Rules(leading_zeros=False))


def run(*argv):
    out, err = io.StringIO(), io.StringIO()
    status = main(list(argv), (io.StringIO(), out, err))
    return status, out.getvalue(), err.getvalue()


def test_cli_prints_one_puzzle_per_line():
    assert run("puzzles-from", "9-7=2", "--add", "1") == (0, "3-7=2\n5-7=2\n9-1=2\n", "")
    status, out, _ = run("puzzles-from", "9-7=2", "--moves", "2", "--unique")
    assert status == 0
    assert out.split() == [p.start.text() for p in puzzles_from("9-7=2", "move", 2, unique=True)]


def test_cli_prints_none_when_no_puzzle_fits():
    assert run("puzzles-from", "1=1", "--add", "1") == (0, "NONE\n", "")


@pytest.mark.parametrize(
    ("answer", "message"),
    [("9-7=3", "error: 9-7=3 is false\n"), ("9-7", "error: 9-7 is not an equation: it has no =\n")],
)
def test_cli_refuses_a_bad_answer_in_one_line(answer, message):
    assert run("puzzles-from", answer) == (2, "", message)
