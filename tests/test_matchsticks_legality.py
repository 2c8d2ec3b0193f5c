"""Which moves the board allows, decided by the engine and tested without a window."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engines.matchsticks import (
    MESSAGE_TEMPLATES,
    STANDARD_RULES,
    Move,
    Puzzle,
    Rules,
    offer,
    open_places,
    parse,
    pick_refusal,
    sticks_used,
)

PLUS_VERTICAL = (1, "v")
PLUS_HORIZONTAL = (1, "h")
FIVE_UPPER_RIGHT = (0, "b")
SEVEN_TOP = (2, "a")
MOVE_ONE = Puzzle(parse("5+7=2"))


def test_a_legal_move_gives_the_new_layout_and_the_sticks_used():
    answer = offer(MOVE_ONE, STANDARD_RULES, MOVE_ONE.start, Move(PLUS_VERTICAL, FIVE_UPPER_RIGHT))
    assert answer.refusal is None
    assert answer.layout.text() == "9-7=2" and answer.used == 1


def test_the_stick_budget_refuses_a_second_stick_and_says_so():
    moved = offer(MOVE_ONE, STANDARD_RULES, MOVE_ONE.start, Move(PLUS_VERTICAL, FIVE_UPPER_RIGHT))
    answer = offer(MOVE_ONE, STANDARD_RULES, moved.layout, Move(SEVEN_TOP, PLUS_VERTICAL))
    assert answer.layout is None and answer.used == 1
    assert str(answer.refusal) == (
        "You have already moved the 1 stick allowed: undo or reset to try another."
    )
    again = offer(MOVE_ONE, STANDARD_RULES, moved.layout, Move(FIVE_UPPER_RIGHT, PLUS_VERTICAL))
    assert again.layout == MOVE_ONE.start and again.used == 0, "the moved stick may move again"


def test_places_no_allowed_sign_uses_are_not_offered():
    assert {
        slot for slot in open_places(MOVE_ONE, STANDARD_RULES, MOVE_ONE.start) if slot[0] == 1
    } == set()
    answer = offer(MOVE_ONE, STANDARD_RULES, MOVE_ONE.start, Move(PLUS_HORIZONTAL, (1, "x")))
    assert str(answer.refusal) == "A stick cannot go there: choose an empty place."
    both = Rules(ops="+-*/", equals_mutable=True)
    assert {(1, "x"), (1, "y"), (1, "l")} <= set(open_places(MOVE_ONE, both, MOVE_ONE.start))


def test_each_kind_of_puzzle_refuses_what_it_does_not_allow():
    add = Puzzle(parse("6+3=9"), "add", 1)
    assert str(pick_refusal(add, add.start, (0, "a"))) == (
        "In this puzzle you add sticks: the ones already there stay put."
    )
    added = offer(add, STANDARD_RULES, add.start, Move(None, FIVE_UPPER_RIGHT)).layout
    assert added.text() == "8+3=9"
    assert str(pick_refusal(add, added, None)) == "There are no spare sticks left to add."
    remove = Puzzle(parse("8+3=9"), "remove", 1)
    removed = offer(remove, STANDARD_RULES, remove.start, Move((0, "e"), None)).layout
    assert removed.text() == "9+3=9"
    refused = offer(remove, STANDARD_RULES, removed, Move((0, "b"), None))
    assert str(refused.refusal) == (
        "You have already removed the 1 stick allowed: undo or reset to try another."
    )
    into_tray = offer(MOVE_ONE, STANDARD_RULES, MOVE_ONE.start, Move(PLUS_VERTICAL, None))
    assert into_tray.refusal.template in MESSAGE_TEMPLATES
    moving = offer(remove, STANDARD_RULES, remove.start, Move((0, "e"), (0, "e")))
    assert moving.layout is None


def test_two_sticks_allowed_counts_in_the_message():
    puzzle = Puzzle(parse("6+2=6"), "move", 2)
    layout = puzzle.start
    for move in (Move((0, "a"), (2, "f")), Move((3, "l"), (0, "b"))):
        layout = offer(puzzle, STANDARD_RULES, layout, move).layout
    refusal = pick_refusal(puzzle, layout, (4, "a"))
    assert str(refusal) == (
        "You have already moved the 2 sticks allowed: undo or reset to try another."
    )


PUZZLES = [
    MOVE_ONE,
    Puzzle(parse("6+2=6"), "move", 2),
    Puzzle(parse("6+2=9"), "add", 2),
    Puzzle(parse("9+3=8"), "remove", 2),
]


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(PUZZLES), st.data())
def test_no_sequence_of_offers_breaks_the_puzzles_rules(puzzle, data):
    rules = Rules(ops="+-*/", equals_mutable=data.draw(st.booleans()))
    layout = puzzle.start
    for _ in range(data.draw(st.integers(1, 6))):
        sources = [None, *sorted(layout.sticks)]
        targets = [None, *sorted(slot for slot in layout.slots() if slot not in layout.sticks)]
        move = Move(data.draw(st.sampled_from(sources)), data.draw(st.sampled_from(targets)))
        if move.source == move.target:
            continue
        answer = offer(puzzle, rules, layout, move)
        assert (answer.layout is None) == (answer.refusal is not None)
        if answer.layout is None:
            assert answer.refusal.template in MESSAGE_TEMPLATES
            continue
        layout = answer.layout
        assert sticks_used(puzzle, layout) == answer.used <= puzzle.count
        if puzzle.kind == "add":
            assert puzzle.start.sticks <= layout.sticks
        if puzzle.kind == "remove":
            assert layout.sticks <= puzzle.start.sticks
        if puzzle.kind == "move":
            assert layout.stick_count() == puzzle.start.stick_count()
        assert all(
            slot in open_places(puzzle, rules, puzzle.start) or slot in puzzle.start.sticks
            for slot in layout.sticks
        )
