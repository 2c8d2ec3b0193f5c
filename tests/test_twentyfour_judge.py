"""The "how many ways?" judge: rewritten repeats of every solution are SAME, the rest NEW."""

import io
import random
from collections.abc import Iterator

import pytest

from engines.twentyfour import cli
from engines.twentyfour.api import solve
from engines.twentyfour.checker import check
from engines.twentyfour.expression import Card, Operation, Tree, parse, to_text
from engines.twentyfour.judge import Judge
from engines.twentyfour.judge_cli import MAX_ANSWERS
from engines.twentyfour.rules import Rules

HANDS = [
    (2, 4, 6, 12),
    (1, 2, 3, 4),
    (6, 6, 6, 6),
    (1, 5, 5, 5),
    (3, 3, 8, 8),
    (1, 1, 12, 12),
    (4, 4, 10, 10),
    (1, 2, 3, 4, 5),
]

# (outer, inner) -> outer' and inner' such that (a inner b) outer c == a outer' (b inner' c).
_LEFT_TO_RIGHT = {
    ("+", "+"): ("+", "+"),
    ("-", "+"): ("+", "-"),
    ("+", "-"): ("-", "-"),
    ("-", "-"): ("-", "+"),
    ("*", "*"): ("*", "*"),
    ("/", "*"): ("*", "/"),
    ("*", "/"): ("/", "/"),
    ("/", "/"): ("/", "*"),
}
_RIGHT_TO_LEFT = {after: before for before, after in _LEFT_TO_RIGHT.items()}


def _here(tree: Operation) -> Iterator[Tree]:
    """Every tree one rewrite away at the root: commuted, regrouped, or signs swapped."""
    left, right, op = tree.left, tree.right, tree.op
    if op in "+*":
        yield Operation(op, right, left)
    if isinstance(left, Operation) and (op, left.op) in _LEFT_TO_RIGHT:
        outer, inner = _LEFT_TO_RIGHT[op, left.op]
        yield Operation(outer, left.left, Operation(inner, left.right, right))
    if isinstance(right, Operation) and (op, right.op) in _RIGHT_TO_LEFT:
        outer, inner = _RIGHT_TO_LEFT[op, right.op]
        yield Operation(outer, Operation(inner, left, right.left), right.right)
    both_differences = all(isinstance(side, Operation) and side.op == "-" for side in (left, right))
    if op in "*/" and both_differences:
        yield Operation(op, *(Operation("-", side.right, side.left) for side in (left, right)))


def _rewrites(tree: Tree) -> Iterator[Tree]:
    if isinstance(tree, Card):
        return
    yield from _here(tree)
    for left in _rewrites(tree.left):
        yield Operation(tree.op, left, tree.right)
    for right in _rewrites(tree.right):
        yield Operation(tree.op, tree.left, right)


def _bracketed(tree: Tree) -> str:
    if isinstance(tree, Card):
        return str(tree.value)
    return f"({_bracketed(tree.left)} {tree.op} {_bracketed(tree.right)})"


def rewritten(text: str, hand, rng: random.Random, steps: int = 6) -> str:
    """The solution written another way: a random walk of value-keeping rewrites."""
    tree = parse(text)
    for _ in range(steps):
        options = [option for option in _rewrites(tree) if check(to_text(option), hand).ok]
        if options:
            tree = rng.choice(options)
    return _bracketed(tree) if rng.random() < 0.5 else to_text(tree)


def test_rewriting_changes_the_text_but_keeps_it_correct():
    rng = random.Random(1)
    texts = {rewritten("(12-4)*6/2", (2, 4, 6, 12), rng) for _ in range(20)}
    assert len(texts) > 5
    assert all(check(text, (2, 4, 6, 12)).ok for text in texts)


@pytest.mark.parametrize("hand", HANDS, ids=lambda hand: " ".join(map(str, hand)))
def test_every_solution_is_new_once_and_every_rewrite_is_the_same(hand):
    rng = random.Random(sum(hand))
    solutions = solve(hand)
    judge = Judge(hand)
    first_line: dict[str, int] = {}
    for solution in solutions:
        verdict = judge.submit(rewritten(solution.text, hand, rng))
        assert verdict.kind == "new", solution.text
        first_line[solution.text] = len(judge.verdicts)
    assert judge.found == len(solutions)
    assert judge.missing() == []
    for solution in solutions * 3:
        repeat = rewritten(solution.text, hand, rng)
        verdict = judge.submit(repeat)
        assert verdict.kind == "same", (solution.text, repeat)
        assert verdict.same_as == first_line[solution.text]
    assert judge.score == len(solutions) - 3 * len(solutions)


def test_wrong_answers_cost_a_point_and_carry_the_checker_message():
    judge = Judge((2, 4, 6, 12))
    verdict = judge.submit("2*4+6+12")
    assert verdict.kind == "wrong"
    assert str(verdict.message) == "the result is 26, not 24"
    assert judge.submit("12+6+4+2").kind == "new"
    assert judge.score == 0


def test_missing_lists_the_solutions_not_given():
    hand = (1, 2, 3, 4)
    judge = Judge(hand)
    judge.submit("4*3*2*1")
    assert [solution.text for solution in judge.missing()] == [
        solution.text for solution in solve(hand) if solution.text != "4*3*2*1"
    ]


def test_left_to_right_answers_count_by_text():
    rules = Rules(left_to_right=True)
    judge = Judge((1, 2, 3, 4), rules)
    assert judge.submit("1+2+3*4").kind == "new"
    assert judge.submit("2+1+3*4").kind == "new"
    assert judge.submit("1+2+3*4").same_as == 1


def _run(argv, stdin):
    out, err = io.StringIO(), io.StringIO()
    status = cli.main(argv, source=io.StringIO(stdin), out=out, err=err)
    return status, out.getvalue(), err.getvalue()


def test_cli_prints_a_verdict_per_answer_then_the_score():
    answers = "12+6+4+2\n\n(6+12)+(2+4)\n12*2\n2*4+6+12\n(12-4)*6/2\n"
    status, out, err = _run(["judge", "2", "4", "6", "12"], answers)
    assert (status, err) == (0, "")
    assert out.splitlines() == [
        "NEW 1",
        "SAME 1",
        "UNFINISHED 4 is not used",
        "WRONG the result is 26, not 24",
        "NEW 2",
        "SCORE 0",
    ]


def test_cli_takes_the_target():
    status, out, _ = _run(["judge", "1", "2", "3", "--target", "6"], "1+2+3\n3*2*1\n")
    assert (status, out.splitlines()) == (0, ["NEW 1", "NEW 2", "SCORE 2"])


def test_cli_bounds_a_long_line_and_keeps_reading():
    status, out, _ = _run(["judge", "1", "2", "3", "4"], "(" * 10_000 + "\n1*2*3*4\n")
    assert status == 0
    assert out.splitlines()[0].startswith("UNFINISHED the expression is too long")
    assert out.splitlines()[1:] == ["NEW 1", "SCORE 1"]


def test_cli_refuses_a_round_longer_than_the_limit():
    status, out, err = _run(["judge", "1", "2", "3", "4"], "1*2*3*4\n" * (MAX_ANSWERS + 1))
    assert status == 2
    assert err == f"error: line {MAX_ANSWERS + 1}: at most {MAX_ANSWERS} answers in one round\n"
    assert "SCORE" not in out


def test_cli_refuses_a_bad_hand_in_one_line():
    status, out, err = _run(["judge", "2", "4", "Z"], "")
    assert (status, out) == (2, "")
    assert err.startswith("error: Z is not a card")
