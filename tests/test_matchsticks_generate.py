"""Generated puzzles, difficulty levels and the hint ladder."""

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.common import LEVELS, PuzzleInputError
from engines.matchsticks import (
    MESSAGE_TEMPLATES,
    GenerationError,
    Puzzle,
    Rules,
    apply,
    check,
    difficulty,
    generate,
    generate_unsolvable,
    hints,
    parse,
    solve,
)
from engines.matchsticks.arithmetic import equation_holds


def numbers(text):
    return re.findall(r"\d+", text)


@pytest.mark.parametrize("kind", ["move", "add", "remove"])
@pytest.mark.parametrize("count", [1, 2, 3])
def test_generated_puzzles_are_false_solvable_and_the_right_size(kind, count):
    for seed in range(5):
        digits = 1 + seed % 3
        puzzle = generate(kind, count, digits, seed=seed)
        text = puzzle.start.text()
        assert (puzzle.kind, puzzle.count) == (kind, count)
        assert not equation_holds(text)
        assert solve(puzzle)
        left = text.split("=")[0]
        assert [len(number) for number in numbers(left)] == [digits, digits]
        assert all(len(n) == 1 or not n.startswith("0") for n in numbers(text))


def test_generation_is_repeatable_with_a_seed():
    assert generate("move", 2, 2, seed=11) == generate("move", 2, 2, seed=11)
    puzzles = {generate("move", 1, 2, seed=seed).start.text() for seed in range(10)}
    assert len(puzzles) > 5


@pytest.mark.parametrize("count", [1, 2, 3])
def test_unique_puzzles_have_exactly_one_solution(count):
    for seed in range(4):
        puzzle = generate("move", count, 1 if count < 3 else 2, unique=True, seed=seed)
        assert len(solve(puzzle)) == 1


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("count", [1, 2, 3])
def test_levels_can_be_asked_for(level, count):
    puzzle = generate("move", count, 1 if count < 3 else 2, level=level, seed=count)
    assert difficulty(puzzle) == level


def test_generation_follows_the_rules():
    rules = Rules(ops="+-*/", leading_zeros=False)
    for seed in range(6):
        puzzle = generate("move", 1, 2, seed=seed, rules=rules)
        for solution in solve(puzzle, rules):
            assert all(len(n) == 1 or not n.startswith("0") for n in numbers(solution.text))
    assert any(
        set(generate("move", 1, 1, seed=seed, rules=Rules(ops="*/")).start.text()) & set("*/")
        for seed in range(10)
    )


@pytest.mark.parametrize("kind", ["add", "remove"])
def test_one_stick_added_or_removed_is_never_hard(kind):
    for seed in range(20):
        assert difficulty(generate(kind, 1, 1 + seed % 2, seed=seed)) != "hard"
    with pytest.raises(GenerationError, match="one stick never makes a hard puzzle"):
        generate(kind, 1, level="hard")
    assert difficulty(generate(kind, 2, level="hard", seed=1)) == "hard"


def test_bad_sizes_are_input_errors():
    with pytest.raises(PuzzleInputError):
        generate("move", 1, 4)
    with pytest.raises(PuzzleInputError):
        generate("move", 4, 1)


@pytest.mark.parametrize(
    ("text", "level"),
    [("5-9=1", "easy"), ("6+3=5", "medium"), ("3+2=3", "hard")],
)
def test_difficulty_of_known_puzzles(text, level):
    assert difficulty(Puzzle(parse(text))) == level


def test_the_hint_ladder_leads_to_the_answer():
    puzzle = Puzzle(parse("5+7=2"))
    look, step, answer = hints(puzzle)
    assert str(look.message) == "look at cells 1, 2"
    assert look.cells == (0, 1) and look.moves == () and look.solution is None
    assert str(step.message) == "move a stick from cell 2 to cell 1"
    assert step.moves == solve(puzzle)[0].moves
    assert str(answer.message) == "the answer is 9-7=2"
    assert answer.solution is not None and answer.solution.text() == "9-7=2"
    layout = puzzle.start
    for move in answer.moves:
        layout = apply(layout, move)
    assert check(puzzle, layout).ok


def test_hints_for_adding_and_removing():
    look, step, _ = hints(Puzzle(parse("8+3=9"), "remove", 1))
    assert str(look.message) == "look at cell 1"
    assert str(step.message) == "take a stick away from cell 1"
    _, step, answer = hints(Puzzle(parse("5+3=9"), "add", 1))
    assert str(step.message) == "add a stick to cell 5"
    assert step.message.params == (("targets", "5"),)
    assert answer.solution.text() == "5+3=8"


@pytest.mark.parametrize("equation", ["5+7=2", "6+4=4", "9+3=5", "189+973=1162"])
def test_hints_from_given_solutions_match_hints_that_solve(equation):
    puzzle = Puzzle(parse(equation))
    assert hints(puzzle, solutions=solve(puzzle)) == hints(puzzle)
    assert hints(puzzle, solutions=()) == []


def test_an_unsolvable_puzzle_has_no_hints():
    assert hints(Puzzle(parse("1+1=2"))) == []


def test_hint_messages_use_listed_templates():
    for puzzle in (Puzzle(parse("6+2=6"), "move", 2), Puzzle(parse("8+3=9"), "remove", 1)):
        for hint in hints(puzzle):
            assert hint.message.template in MESSAGE_TEMPLATES


@pytest.mark.parametrize("digits", [1, 2, 3])
def test_no_number_of_a_puzzle_or_its_solutions_has_more_digits_than_asked(digits):
    for seed in range(40):
        rules = Rules(ops="+-*/" if seed % 2 else "+-", equals_mutable=seed % 4 == 1)
        kind = ("move", "add", "remove")[seed % 3]
        puzzle = generate(kind, 1 + seed % 3, digits, seed=seed, rules=rules)
        texts = [puzzle.start.text(), *(solution.text for solution in solve(puzzle, rules))]
        for text in texts:
            assert all(len(number) <= digits for number in numbers(text)), (seed, text)


def test_the_stick_hint_names_each_cell_once():
    _, step, _ = hints(Puzzle(parse("6+2=6"), "move", 2))
    assert str(step.message) == "move sticks from cells 3, 1 to cells 3, 5"
    for puzzle in (Puzzle(parse("5+7=2"), "move", 2), Puzzle(parse("8+3=9"), "remove", 2)):
        for hint in hints(puzzle):
            for name, value in hint.message.params:
                cells = value.split(", ")
                assert name == "equation" or len(cells) == len(set(cells)), hint.message


@settings(max_examples=12, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    task=st.sampled_from([("move", 1), ("add", 1), ("remove", 1), ("move", 2)]),
    glyphs=st.sampled_from(["standard", "flexible", "handwritten", "roman"]),
)
def test_an_unsolvable_puzzle_is_false_well_drawn_and_has_no_solution(seed, task, glyphs):
    rules = Rules(glyphs=glyphs)
    puzzle = generate_unsolvable(*task, seed=seed, rules=rules)
    assert (puzzle.kind, puzzle.count) == task
    assert not equation_holds(puzzle.start.text())
    assert solve(puzzle, rules) == []
    assert generate_unsolvable(*task, seed=seed, rules=rules) == puzzle
