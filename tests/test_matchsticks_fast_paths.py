"""The solver's fast paths against the brute force over sticks, and the generator's quick
level check against the level read off the stick moves."""

from hypothesis import given, settings
from hypothesis import strategies as st

from engines.matchsticks import Puzzle, Rules, parse, solve, solver
from engines.matchsticks.grading import change_score, solution_score
from engines.matchsticks.meet import meet_in_the_middle
from engines.matchsticks.reference import brute_force_solve

rule_options = st.builds(
    Rules,
    equals_mutable=st.booleans(),
    ops=st.sampled_from(["+-", "+-*/", "*/", "+*", "-/"]),
    leading_zeros=st.booleans(),
)


@st.composite
def puzzles(draw, max_numbers=4):
    """A well-formed equation under the drawn rules, and a task small enough to brute-force."""
    rules = draw(rule_options)
    # Mostly one digit: short equations have the most solutions to compare.
    number = st.one_of(st.integers(0, 9), st.integers(0, 9), st.integers(0, 99)).map(str)
    numbers = draw(st.lists(number, min_size=2, max_size=max_numbers))
    operators = [draw(st.sampled_from(rules.ops)) for _ in numbers[1:]]
    operators[draw(st.integers(0, len(operators) - 1))] = "="
    pairs = zip(operators, numbers[1:], strict=True)
    text = numbers[0] + "".join(operator + number for operator, number in pairs)
    kind = draw(st.sampled_from(["move", "add", "remove"]))
    count = draw(st.integers(1, 3 if len(text) <= 5 else 2))
    return Puzzle(parse(text, rules), kind, count), rules


def texts_of(assignments):
    return sorted("".join("".join(part) for part in parts) for parts in assignments)


@settings(max_examples=250, deadline=None, derandomize=True)
@given(puzzles())
def test_meeting_at_every_symbol_finds_exactly_the_brute_force_solutions(case):
    puzzle, rules = case
    budget = puzzle.budget()
    tokens = solver._tokens(puzzle.start, budget, rules)
    expected = [solution.text for solution in brute_force_solve(puzzle, rules)]
    assert texts_of(solver._solve_last_number(tokens, budget)) == expected
    for split in range(1, len(tokens) - 1, 2):
        assert texts_of(meet_in_the_middle(tokens, budget, split)) == expected, split
    for stops_early in (False, True):
        assert texts_of(solver._assignments(tokens, budget, stops_early)) == expected


def score_from_moves(puzzle, solution):
    """The level score as the stick moves show it: the yardstick for `change_score`."""
    start, end = puzzle.start, solution.layout
    changed = [cell for cell in range(len(start.kinds)) if start.glyph(cell) != end.glyph(cell)]
    operator = any(start.kinds[cell] == "symbol" for cell in changed)
    rearranges = any(
        start.kinds[cell] == "digit"
        and start.cell_sticks(cell) - end.cell_sticks(cell)
        and end.cell_sticks(cell) - start.cell_sticks(cell)
        for cell in changed
    )
    stays_in_cells = puzzle.kind == "move" and all(
        move.source is not None and move.target is not None and move.source[0] == move.target[0]
        for move in solution.moves
    )
    equals = solution.text.index("=")
    both_sides = min(changed) < equals < max(changed)
    return int(operator) + 2 * int(rearranges) + int(stays_in_cells) + int(both_sides)


@settings(max_examples=80, deadline=None, derandomize=True)
@given(puzzles(max_numbers=3))
def test_the_level_score_read_from_texts_matches_the_stick_moves(case):
    puzzle, rules = case
    for solution in solve(puzzle, rules):
        expected = score_from_moves(puzzle, solution)
        assert change_score(puzzle.kind, puzzle.start.text(), solution.text) == expected
        assert solution_score(puzzle, solution) == expected
