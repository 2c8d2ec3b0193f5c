"""Hints from where the player is: the ladder carries on from the board, or says what to take
back; following a rung is always a move the board allows."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engines.matchsticks import (
    MESSAGE_TEMPLATES,
    STANDARD_RULES,
    Layout,
    Move,
    Puzzle,
    Rules,
    check,
    hints,
    offer,
    open_places,
    parse,
    solve,
)

PLUS_VERTICAL = (1, "v")
FIVE_UPPER_RIGHT = (0, "b")
FIVE_LOWER_LEFT = (0, "e")
FIVE_UPPER_LEFT = (0, "f")


def follow(puzzle: Puzzle, layout: Layout, moves, rules: Rules = STANDARD_RULES) -> Layout:
    """Play `moves` through the board's rules; every one of them must be allowed."""
    for move in moves:
        answer = offer(puzzle, rules, layout, move)
        assert answer.refusal is None, (move, str(answer.refusal))
        layout = answer.layout
    return layout


def test_after_a_wrong_move_the_first_rung_says_to_take_it_back():
    puzzle = Puzzle(parse("5+7=2"))
    wrong = follow(puzzle, puzzle.start, [Move(PLUS_VERTICAL, FIVE_LOWER_LEFT)])
    assert wrong.text() == "6-7=2"
    first, then, answer = hints(puzzle, layout=wrong)
    # Worked out from the start, the second rung said "move a stick from cell 2 to cell 1"
    # and marked the empty + upright as the stick to take; taking it was refused.
    assert str(first.message) == "take back your move in cell 1: it leads to no solution"
    assert first.moves == (Move(FIVE_LOWER_LEFT, PLUS_VERTICAL),)
    assert str(then.message) == "move a stick from cell 1 to cell 1"
    assert then.moves == (Move(FIVE_LOWER_LEFT, FIVE_UPPER_RIGHT),)
    assert check(puzzle, follow(puzzle, wrong, then.moves)).ok
    assert answer.solution.text() == "9-7=2"


def test_a_rung_marks_only_sticks_there_are_and_places_that_are_empty():
    puzzle = Puzzle(parse("5+7=2"))
    wrong = follow(puzzle, puzzle.start, [Move(PLUS_VERTICAL, FIVE_LOWER_LEFT)])
    first, then, _ = hints(puzzle, layout=wrong)
    for move in (*first.moves, *then.moves):
        assert wrong.has_stick(move.source)
        assert not wrong.has_stick(move.target)
    assert PLUS_VERTICAL not in [move.source for move in (*first.moves, *then.moves)]


def test_on_the_way_the_ladder_names_only_what_is_left():
    puzzle = Puzzle(parse("6+2=6"), "move", 2)
    half = follow(puzzle, puzzle.start, [Move((2, "e"), (2, "c"))])
    look, step, answer = hints(puzzle, layout=half)
    assert str(look.message) == "look at cells 1, 5"
    assert step.moves == (Move((0, "e"), (4, "b")),)
    assert answer.solution.text() == "5+3=8"


def test_a_solved_board_is_told_to_check():
    puzzle = Puzzle(parse("5+7=2"))
    solved = follow(puzzle, puzzle.start, [Move(PLUS_VERTICAL, FIVE_UPPER_RIGHT)])
    first, second, _ = hints(puzzle, layout=solved)
    assert str(first.message) == "the board already shows a solution: press Check"
    assert first.moves == second.moves == ()


def test_a_move_inside_a_cell_is_taken_back_before_the_stick_that_must_come():
    puzzle = Puzzle(parse("5+7=2"))
    wrong = follow(puzzle, puzzle.start, [Move(FIVE_UPPER_LEFT, FIVE_UPPER_RIGHT)])
    first, then, _ = hints(puzzle, layout=wrong)
    assert first.moves == (Move(FIVE_UPPER_RIGHT, FIVE_UPPER_LEFT),)
    assert check(puzzle, follow(puzzle, wrong, then.moves)).ok


def test_take_back_messages_are_listed_templates():
    puzzle = Puzzle(parse("6+2=6"), "move", 2)
    wrong = follow(puzzle, puzzle.start, [Move((0, "a"), (2, "f")), Move((3, "l"), (0, "b"))])
    ladder = hints(puzzle, layout=wrong)
    assert "take back your moves" in str(ladder[0].message)
    for hint in ladder:
        assert hint.message.template in MESSAGE_TEMPLATES
        assert hint.first is None or hint.first.template in MESSAGE_TEMPLATES


PUZZLES = [
    Puzzle(parse("5+7=2")),
    Puzzle(parse("6+4=4")),
    Puzzle(parse("6+2=6"), "move", 2),
    Puzzle(parse("5+3=9"), "add", 1),
    Puzzle(parse("6+2=9"), "add", 2),
    Puzzle(parse("8+3=9"), "remove", 1),
    Puzzle(parse("9+3=8"), "remove", 2),
]


@st.composite
def played(draw):
    """A puzzle and a layout reached from its start by moves the board allows."""
    puzzle = draw(st.sampled_from(PUZZLES))
    layout = puzzle.start
    for _ in range(draw(st.integers(0, 3))):
        sources = [None, *sorted(layout.sticks)]
        targets = [None, *open_places(puzzle, Rules(), layout)]
        move = Move(draw(st.sampled_from(sources)), draw(st.sampled_from(targets)))
        answer = offer(puzzle, Rules(), layout, move) if move.source != move.target else None
        if answer is not None and answer.layout is not None:
            layout = answer.layout
    return puzzle, layout


@settings(max_examples=150, deadline=None)
@given(played())
def test_following_the_second_rung_from_anywhere_solves_the_puzzle(game):
    puzzle, layout = game
    ladder = hints(puzzle, layout=layout)
    if not solve(puzzle):
        assert ladder == []
        return
    first, then, answer = ladder
    assert check(puzzle, answer.solution).ok
    for hint in (first, then):
        for move in hint.moves[:1]:
            assert move.source is None or layout.has_stick(move.source)
            assert move.target is None or not layout.has_stick(move.target)
    if then.first is None and then.moves:
        assert check(puzzle, follow(puzzle, layout, then.moves)).ok
    elif not then.moves:
        assert check(puzzle, layout).ok


def test_only_the_wrong_one_of_two_moves_is_taken_back():
    puzzle = Puzzle(parse("6+2=6"), "move", 2)
    here = follow(puzzle, puzzle.start, [Move((0, "e"), (4, "b")), Move((0, "f"), (0, "b"))])
    assert here.text() == "3+2=8"
    first, then, answer = hints(puzzle, layout=here)
    assert answer.solution.text() == "5+3=8"
    assert first.moves == (Move((0, "b"), (0, "f")),), "the move to (4, b) was right"
    assert check(puzzle, follow(puzzle, here, then.moves)).ok
