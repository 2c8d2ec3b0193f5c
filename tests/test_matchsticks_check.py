"""Checking a player's layout: each problem gets its own message, a true equation is praised."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.common import PuzzleInputError
from engines.matchsticks import (
    MESSAGE_TEMPLATES,
    Move,
    Puzzle,
    Rules,
    apply,
    check,
    parse,
    solve,
)


def play(puzzle, *moves):
    layout = puzzle.start
    for move in moves:
        layout = apply(layout, move)
    return check(puzzle, layout), layout


def test_the_right_move_is_praised():
    result, _ = play(Puzzle(parse("5+7=2")), Move((1, "v"), (0, "b")))
    assert result.ok
    assert str(result.message) == "9-7=2 is true. Well done!"


def test_a_cell_that_is_no_digit_is_named_with_an_ordinal():
    result, _ = play(Puzzle(parse("5+7=2")), Move((2, "b"), (0, "e")))
    assert not result.ok
    assert str(result.message) == "the third cell is not a digit"


def test_cells_past_the_tenth_are_numbered():
    puzzle = Puzzle(parse("11111+11111=22222"))
    result, _ = play(puzzle, Move((10, "b"), (12, "c")))
    assert str(result.message) == "cell 11 is not a digit"


def test_an_operator_cell_must_show_an_allowed_operator():
    result, _ = play(Puzzle(parse("5+7=2")), Move((1, "h"), (0, "b")))
    assert str(result.message) == "the second cell is not an operator"
    result, _ = play(Puzzle(parse("5+7=2")), Move((1, "v"), (1, "x")))
    assert str(result.message) == "the second cell is not an operator"


def test_too_many_sticks_moved():
    puzzle = Puzzle(parse("5+7=2"), "move", 2)
    result, _ = play(
        puzzle, Move((1, "v"), (0, "b")), Move((4, "a"), (2, "f")), Move((4, "g"), (2, "g"))
    )
    assert str(result.message) == "3 sticks moved, 2 allowed"


def test_a_false_equation_is_quoted():
    result, _ = play(Puzzle(parse("9-7=2")), Move((4, "e"), (4, "c")))
    assert str(result.message) == "9-7=3 is false"


def test_the_equals_sign_is_fixed_under_standard_rules():
    puzzle = Puzzle(parse("2=1-1"))
    moved = apply(puzzle.start, Move((1, "l"), (3, "l")))
    assert str(check(puzzle, moved).message) == "the = sign cannot change under these rules"
    assert check(puzzle, moved, Rules(equals_mutable=True)).ok


def test_exactly_one_equals_when_it_may_move():
    puzzle = Puzzle(parse("2=1+1"))
    moved = apply(puzzle.start, Move((3, "v"), (3, "l")))
    result = check(puzzle, moved, Rules(equals_mutable=True))
    assert str(result.message) == "the equation must have exactly one ="


def test_adding_and_removing_puzzles_only_allow_their_own_kind():
    puzzle = Puzzle(parse("8+3=9"), "remove", 1)
    result, _ = play(puzzle, Move((0, "b"), None))
    assert result.ok
    result, _ = play(puzzle, Move(None, (4, "e")))
    assert str(result.message) == "in this puzzle sticks may only be taken away"
    result, _ = play(Puzzle(parse("6+3=9"), "add", 1), Move(None, (0, "b")), Move(None, (4, "e")))
    assert str(result.message) == "2 sticks added, 1 allowed"


def test_leading_zeros_can_be_forbidden():
    puzzle = Puzzle(parse("98-8=0"))
    moved = apply(puzzle.start, Move((0, "g"), (0, "e")))
    assert check(puzzle, moved).ok
    result = check(puzzle, moved, Rules(leading_zeros=False))
    assert str(result.message) == "08 starts with 0, which these rules do not allow"


def test_a_layout_of_another_equation_is_an_input_error():
    with pytest.raises(PuzzleInputError):
        check(Puzzle(parse("5+7=2")), parse("5+7=12"))


def test_every_message_uses_a_listed_template():
    assert len(MESSAGE_TEMPLATES) == len(set(MESSAGE_TEMPLATES))
    assert "the third cell is not a digit" in MESSAGE_TEMPLATES
    assert "{used} sticks moved, {allowed} allowed" in MESSAGE_TEMPLATES
    assert "{equation} is false" in MESSAGE_TEMPLATES


def test_check_accepts_exactly_the_solved_layouts_one_move_away():
    puzzle = Puzzle(parse("6+2=6"), "move", 1)
    start = puzzle.start
    solved = {solution.layout for solution in solve(puzzle)}
    accepted = set()
    for source in sorted(start.sticks):
        for target in start.slots():
            if target not in start.sticks:
                layout = apply(start, Move(source, target))
                if check(puzzle, layout).ok:
                    accepted.add(layout)
    assert accepted == solved


def test_the_issue_examples_follow_solve():
    puzzle = Puzzle(parse("6+2=6"), "move", 2)
    assert parse("8-2=6") not in {solution.layout for solution in solve(puzzle)}
    assert str(check(puzzle, parse("8-2=6")).message) == "1 of 2 sticks moved: exactly 2 must move"
    true_already = Puzzle(parse("9-7=2"))
    assert str(check(true_already, true_already.start).message) == "nothing has moved yet"
    multiply = Puzzle(parse("3+2=6"), "move", 2)
    result = check(multiply, parse("3*2=6", Rules(ops="+-*")))
    assert str(result.message) == "3*2=6 uses ×, which these rules do not allow"
    assert check(multiply, parse("3*2=6", Rules(ops="+-*")), Rules(ops="+-*")).ok


RULE_CHOICES = [
    Rules(),
    Rules(equals_mutable=True, ops="+-*/"),
    Rules(ops="+-*", leading_zeros=False),
]


@settings(max_examples=150, deadline=None)
@given(
    left=st.integers(0, 99),
    operator=st.sampled_from("+-*"),
    right=st.integers(0, 9),
    result=st.integers(0, 99),
    kind=st.sampled_from(["move", "add", "remove"]),
    count=st.integers(1, 2),
    rules=st.sampled_from(RULE_CHOICES),
    data=st.data(),
)
def test_check_accepts_exactly_what_solve_lists(
    left, operator, right, result, kind, count, rules, data
):
    """Any layout a player can reach with up to count+1 sticks is OK for check exactly when
    solve lists it."""
    text = f"{left}{operator}{right}={result}"
    start = parse(text, Rules(ops="+-*"))
    puzzle = Puzzle(start, kind, count)
    try:
        solved = {solution.layout for solution in solve(puzzle, rules)}
    except PuzzleInputError:
        return
    layout = start
    for _ in range(data.draw(st.integers(0, count + 1))):
        empty = [slot for slot in layout.slots() if slot not in layout.sticks]
        sticks = sorted(layout.sticks)
        source = None if kind == "add" else data.draw(st.sampled_from(sticks))
        target = None if kind == "remove" else data.draw(st.sampled_from(empty))
        layout = apply(layout, Move(source, target))
    assert check(puzzle, layout, rules).ok == (layout in solved)
    for solution in sorted(solved, key=lambda layout: sorted(layout.sticks))[:5]:
        assert check(puzzle, solution, rules).ok
