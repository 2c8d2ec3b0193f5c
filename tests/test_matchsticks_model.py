"""The matchstick board model: digit shapes, layouts, geometry, parsing and moves."""

import copy
import pickle
from itertools import pairwise

import pytest

from engines.common import PuzzleInputError
from engines.matchsticks import (
    EquationError,
    IllegalMove,
    Layout,
    Move,
    Puzzle,
    Rules,
    apply,
    board_size,
    cell_box,
    parse,
    slot_line,
    sticks_used,
)
from engines.matchsticks.glyphs import DIGIT_SHAPES


def test_digit_shapes_follow_the_seed_table():
    assert DIGIT_SHAPES["1"] == frozenset("bc")
    assert DIGIT_SHAPES["7"] == frozenset("abc")
    assert DIGIT_SHAPES["6"] == frozenset("acdefg")
    assert DIGIT_SHAPES["9"] == frozenset("abcdfg")
    assert DIGIT_SHAPES["4"] == frozenset("bcfg")
    assert {len(DIGIT_SHAPES[d]) for d in "069"} == {6}
    assert len(DIGIT_SHAPES["8"]) == 7


def test_parse_builds_the_layout_of_each_cell():
    layout = parse("5+7=2")
    assert layout.kinds == ("digit", "symbol", "digit", "symbol", "digit")
    assert layout.text() == "5+7=2"
    assert [layout.glyph(cell) for cell in range(5)] == list("5+7=2")
    assert layout.stick_count() == 5 + 2 + 3 + 2 + 5
    assert layout.has_stick((1, "v")) and layout.has_stick((3, "l"))
    assert not layout.has_stick((0, "b"))


def test_layouts_are_hashable_values():
    assert parse("5+7=2") == parse(" 5+7=2 ")
    assert len({parse("5+7=2"), parse("5+7=2"), parse("9-7=2")}) == 2


def test_slots_list_every_cell_in_drawing_order():
    slots = parse("1-1=0").slots()
    assert slots[:7] == tuple((0, segment) for segment in "abcdefg")
    assert slots[7:12] == tuple((1, segment) for segment in "hvlxy")
    assert len(slots) == 3 * 7 + 2 * 5


def test_a_cell_that_is_no_glyph_has_no_text():
    layout = apply(parse("5+7=2"), Move((0, "a"), None))
    assert layout.glyph(0) is None
    assert layout.text() is None


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("5+=2", "a number is missing"),
        ("12", "has no ="),
        ("5+7=2=2", "more than one ="),
        ("5+y=2", "y is not allowed"),
        ("5+x=2", r"uses \*, which these rules do not allow"),
        ("=5", "a number is missing"),
        ("5=", "a number is missing"),
        ("5*3=15", "which these rules do not allow"),
        ("", "empty"),
        ("1+" * 40 + "1=1", "at most"),
        ("5 + 7 = 2 = 2", "more than one ="),
        ("5x3=15", "which these rules do not allow"),
        ("1 " * 60 + "=1", "at most"),
    ],
)
def test_malformed_equations_raise_a_clear_error(text, fragment):
    with pytest.raises(EquationError, match=fragment) as error:
        parse(text)
    assert isinstance(error.value, PuzzleInputError)


def test_more_operators_can_be_allowed():
    layout = parse("6*2=4/2", Rules(ops="*/+-"))
    assert layout.text() == "6*2=4/2"
    assert layout.has_stick((1, "x")) and layout.has_stick((1, "y"))
    assert layout.cell_sticks(5) == frozenset("x")


def test_rules_reject_unknown_operators_and_keep_a_canonical_order():
    with pytest.raises(PuzzleInputError):
        Rules(ops="+%")
    assert Rules(ops="-+") == Rules()


def test_apply_moves_one_stick_and_returns_a_new_layout():
    start = parse("5+7=2")
    moved = apply(start, Move((1, "v"), (0, "b")))
    assert moved.text() == "9-7=2"
    assert start.text() == "5+7=2"
    assert apply(start, Move(None, (4, "f"))).glyph(4) is None
    assert apply(parse("8+3=9"), Move((0, "b"), None)).text() == "6+3=9"


@pytest.mark.parametrize(
    "move",
    [
        Move((0, "b"), (0, "e")),
        Move((0, "a"), (0, "a")),
        Move((0, "a"), (9, "a")),
        Move((0, "h"), None),
        Move(None, None),
    ],
)
def test_impossible_moves_raise_illegal_move(move):
    with pytest.raises(IllegalMove):
        apply(parse("5+7=2"), move)


@pytest.mark.parametrize(
    "slot", [(0, "h"), (1, "a"), (-1, "a"), (False, "a"), (0.0, "a"), ("0", "a"), (0, "ab"), 0]
)
def test_layouts_reject_slots_that_do_not_exist(slot):
    with pytest.raises(PuzzleInputError):
        Layout(("digit",), frozenset({(0, "b"), slot}))


def test_sticks_used_counts_slot_differences():
    puzzle = Puzzle(parse("5+7=2"), "move", 2)
    there = apply(puzzle.start, Move((1, "v"), (0, "b")))
    assert sticks_used(puzzle, there) == 1
    back = apply(there, Move((0, "b"), (1, "v")))
    assert sticks_used(puzzle, back) == 0
    assert sticks_used(puzzle, apply(there, Move((4, "a"), (2, "f")))) == 2


def test_puzzles_bound_the_stick_count():
    with pytest.raises(PuzzleInputError):
        Puzzle(parse("5+7=2"), "move", 4)
    with pytest.raises(PuzzleInputError):
        Puzzle(parse("5+7=2"), "move", 0)


def test_geometry_puts_cells_side_by_side_with_gaps():
    layout = parse("5+7=2")
    boxes = [cell_box(layout, cell) for cell in range(5)]
    assert boxes[0] == (0.0, 0.0, 1.0, 2.0)
    assert boxes[1][2] < 1.0
    for left, right in pairwise(boxes):
        assert right[0] > left[0] + left[2]
    width, height = board_size(layout)
    assert width == pytest.approx(boxes[-1][0] + boxes[-1][2])
    assert height == 2.0


def test_every_slot_line_lies_inside_its_cell():
    layout = parse("8+8=8", Rules(ops="+-*/"))
    for slot in layout.slots():
        x, y, width, height = cell_box(layout, slot[0])
        x1, y1, x2, y2 = slot_line(layout, slot)
        for px, py in ((x1, y1), (x2, y2)):
            assert x <= px <= x + width and y <= py <= y + height
    ax1, _, ax2, _ = slot_line(layout, (0, "a"))
    assert ax2 - ax1 == pytest.approx(0.8)


def test_digits_of_one_number_sit_closer_than_a_number_and_its_operators():
    layout = parse("643-901=834")
    boxes = [cell_box(layout, cell) for cell in range(len(layout.kinds))]
    gaps = [right[0] - (left[0] + left[2]) for left, right in pairwise(boxes)]
    inside = [gaps[i] for i in (0, 1, 4, 5, 8, 9)]
    around = [gaps[i] for i in (2, 3, 6, 7)]
    assert max(inside) < min(around)


@pytest.mark.parametrize(
    ("value", "other"),
    [
        (Rules(equals_mutable=True, ops="*+", glyphs="roman"), Rules(ops="*+", glyphs="roman")),
        (parse("5+7=2"), parse("5-7=2")),
        (Move((0, "a"), None), Move(None, (0, "a"))),
        (Puzzle(parse("5+7=2"), "add", 2), Puzzle(parse("5+7=2"), "add", 1)),
    ],
)
def test_model_values_behave_as_frozen_dataclasses(value, other):
    """Written out by hand (they load with every command line): equal by their fields, alike
    in hash, shown with their fields, unchangeable, and pickled and copied whole."""
    twin = pickle.loads(pickle.dumps(value))
    assert twin == value and hash(twin) == hash(value) and twin is not value
    assert copy.deepcopy(value) == value and value != other and value != (value,)
    assert repr(value).startswith(f"{type(value).__name__}({type(value)._fields[0]}=")
    with pytest.raises(AttributeError):
        setattr(value, type(value)._fields[0], None)


def test_rules_keep_their_operators_in_canonical_order_and_refuse_unknown_ones():
    assert Rules(ops="/*-").ops == "-*/"
    assert Rules(ops="*+") == Rules(ops="+*")
    with pytest.raises(PuzzleInputError):
        Rules(ops="^")
