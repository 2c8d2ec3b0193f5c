"""Solving and checking: the published examples, and agreement with a brute force over sticks."""

import random
import re

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from engines.matchsticks import Move, Puzzle, Rules, apply, check, parse, solve, solver
from engines.matchsticks.arithmetic import equation_holds
from engines.matchsticks.meet import meet_in_the_middle
from engines.matchsticks.model import STANDARD_RULES
from engines.matchsticks.reference import brute_force_solve


def texts(text, kind="move", count=1, rules=STANDARD_RULES):
    return [solution.text for solution in solve(Puzzle(parse(text, rules), kind, count), rules)]


@pytest.mark.parametrize(
    ("text", "kind", "count", "expected"),
    [
        ("5+7=2", "move", 1, ["9-7=2"]),
        ("6+2=6", "move", 1, ["8-2=6"]),
        ("6+2=6", "move", 2, ["5+3=8", "6+3=9", "6-0=6"]),
        ("8+3=9", "remove", 1, ["6+3=9"]),
    ],
)
def test_published_examples(text, kind, count, expected):
    assert texts(text, kind, count) == expected


def test_solutions_carry_the_exact_sticks_moved():
    puzzle = Puzzle(parse("5+7=2"))
    (solution,) = solve(puzzle)
    assert solution.moves == (Move((1, "v"), (0, "b")),)
    layout = puzzle.start
    for move in solution.moves:
        layout = apply(layout, move)
    assert layout == solution.layout


def random_equation(rng, digits, operators="+-"):
    def number():
        return str(rng.randrange(10 ** rng.randint(1, digits)))

    count = rng.randint(2, 3)
    terms = [number() for _ in range(count)]
    ops = [rng.choice(operators) for _ in range(count - 1)]
    cut = rng.randint(1, count - 1)
    text = terms[0]
    for position, (op, term) in enumerate(zip(ops, terms[1:], strict=True), start=1):
        text += ("=" if position == cut else op) + term
    return text


def assert_same_as_brute_force(text, kind, count, rules):
    puzzle = Puzzle(parse(text, rules), kind, count)
    fast = solve(puzzle, rules)
    slow = brute_force_solve(puzzle, rules)
    assert [s.layout for s in fast] == [s.layout for s in slow], (text, kind, count, rules)
    taken, put = puzzle.budget()
    for solution in fast:
        assert equation_holds(solution.text)
        assert solution.layout.text() == solution.text
        assert len(puzzle.start.sticks - solution.layout.sticks) == taken
        assert len(solution.layout.sticks - puzzle.start.sticks) == put
        assert check(puzzle, solution.layout, rules).ok
        layout = puzzle.start
        for move in solution.moves:
            layout = apply(layout, move)
        assert layout == solution.layout
        assert len(solution.moves) == count


@pytest.mark.parametrize("seed", range(4))
def test_standard_rules_agree_with_brute_force(seed):
    rng = random.Random(seed)
    for _ in range(12):
        text = random_equation(rng, 2)
        kind = rng.choice(["move", "move", "add", "remove"])
        count = rng.choice([1, 2]) if kind == "move" else rng.choice([1, 2, 3])
        assert_same_as_brute_force(text, kind, count, Rules())


@pytest.mark.parametrize(
    "rules",
    [
        Rules(equals_mutable=True),
        Rules(ops="+-*/"),
        Rules(leading_zeros=False),
        Rules(equals_mutable=True, ops="+-*/", leading_zeros=False),
    ],
    ids=["equals-mutable", "all-ops", "no-leading-zeros", "everything"],
)
def test_rule_options_agree_with_brute_force(rules):
    rng = random.Random(str(rules))
    for _ in range(10):
        text = random_equation(rng, 2, rules.ops)
        kind = rng.choice(["move", "add", "remove"])
        assert_same_as_brute_force(text, kind, rng.choice([1, 2]), rules)


def test_equals_mutable_lets_plus_and_equals_trade_places():
    rules = Rules(equals_mutable=True)
    assert "7=4+3" in texts("7+4=3", "move", 2, rules)
    assert "7=4+3" not in texts("7+4=3", "move", 2)
    assert "2-1=1" in texts("2=1-1", "move", 1, rules)
    assert "2-1=1" not in texts("2=1-1", "move", 1)


def test_division_is_exact_and_never_by_zero():
    rules = Rules(ops="+-*/")
    assert equation_holds("1/2+1/2=1")
    assert not equation_holds("1/0=1")
    for solution in texts("8/4=6", "move", 1, rules):
        assert equation_holds(solution)


def has_leading_zero(text):
    return any(len(n) > 1 and n[0] == "0" for n in re.findall(r"\d+", text))


def test_no_leading_zeros_drops_exactly_the_solutions_with_leading_zeros():
    assert "08-8=0" in texts("98-8=0")
    assert "08-8=0" not in texts("98-8=0", rules=Rules(leading_zeros=False))
    rng = random.Random(7)
    for _ in range(20):
        text = random_equation(rng, 2)
        for count in (1, 2):
            kept = texts(text, "move", count, Rules(leading_zeros=False))
            assert kept == [s for s in texts(text, "move", count) if not has_leading_zero(s)]


def test_three_moves_in_three_digit_equations():
    solutions = texts("123+456=579", "move", 3)
    assert solutions
    assert len(solutions) == len(set(solutions))
    assert all(equation_holds(solution) for solution in solutions)


@pytest.mark.parametrize(
    "rules", [Rules(), Rules(equals_mutable=True, ops="+-*/")], ids=["standard", "everything"]
)
def test_both_searches_find_the_same_solutions(rules):
    rng = random.Random(99)
    for _ in range(25):
        text = random_equation(rng, 3, rules.ops)
        puzzle = Puzzle(
            parse(text, rules), rng.choice(["move", "add", "remove"]), rng.randint(1, 3)
        )
        budget = puzzle.budget()
        tokens = solver._tokens(puzzle.start, budget, rules)
        expected = sorted(solver._solve_last_number(tokens, budget))
        for split in range(1, len(tokens) - 1, 2):
            assert sorted(meet_in_the_middle(tokens, budget, split)) == expected


def test_long_numbers_on_both_sides_meet_in_the_middle():
    puzzle = Puzzle(parse("9999=9999+0"), "move", 3)
    budget = puzzle.budget()
    tokens = solver._tokens(puzzle.start, budget, Rules())
    found = sorted(meet_in_the_middle(tokens, budget, 1))
    assert found == sorted(solver._solve_last_number(tokens, budget))
    assert [s.text for s in solve(puzzle)] == sorted("".join(map("".join, f)) for f in found)
    assert "9999=9998+1" not in [s.text for s in solve(puzzle)]


def test_three_moves_agree_with_brute_force_on_small_equations():
    rng = random.Random(3)
    for _ in range(4):
        assert_same_as_brute_force(random_equation(rng, 1), "move", 3, Rules())


equations = st.builds(
    lambda numbers, operators, cut: (
        "".join(
            number + ("=" if position == cut else operator)
            for position, (number, operator) in enumerate(zip(numbers, operators, strict=False), 1)
        )
        + numbers[-1]
    ),
    st.lists(st.integers(0, 99).map(str), min_size=2, max_size=3),
    st.lists(st.sampled_from("+-*/"), min_size=2, max_size=2),
    st.integers(1, 2),
).filter(lambda text: text.count("=") == 1)


@settings(max_examples=60, deadline=None, derandomize=True)
@example(text="0=0+0", kind="move", count=2, equals_mutable=False, leading_zeros=True)
@given(
    text=equations,
    kind=st.sampled_from(["move", "add", "remove"]),
    count=st.integers(1, 2),
    equals_mutable=st.booleans(),
    leading_zeros=st.booleans(),
)
def test_any_small_equation_agrees_with_brute_force(
    text, kind, count, equals_mutable, leading_zeros
):
    rules = Rules(equals_mutable=equals_mutable, ops="+-*/", leading_zeros=leading_zeros)
    assert_same_as_brute_force(text, kind, count, rules)
