"""Judging a candidate puzzle while generating: `grading.fits` walks only as many solutions as
its answer needs, and must say what the level of every solution says; the generator's output
for a seed stays what it was before judging was made lazy."""

import random

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from engines.common import LEVELS
from engines.matchsticks import GenerationError, Rules, generate, generate_unsolvable, solve
from engines.matchsticks.generator import ROMAN_LIMITS, _below, _roman_equation, _shuffled
from engines.matchsticks.grading import fits, level_of
from engines.matchsticks.roman import to_roman

GLYPH_SETS = ["standard", "flexible", "handwritten", "roman"]
TASKS = [("move", 1), ("move", 2), ("move", 3), ("add", 2), ("remove", 2), ("add", 3)]


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    task=st.sampled_from(TASKS),
    glyphs=st.sampled_from(GLYPH_SETS),
    solvable=st.booleans(),
)
def test_fits_says_what_every_solution_says(seed, task, glyphs, solvable):
    rules = Rules(glyphs=glyphs)
    make = generate if solvable else generate_unsolvable
    try:
        puzzle = make(*task, seed=seed, rules=rules)
    except GenerationError:  # some seeds find no puzzle without a solution in time
        assume(False)
    solutions = solve(puzzle, rules)
    level = level_of(puzzle, solutions) if solutions else None
    for asked in (None, *LEVELS):
        for unique in (False, True):
            expected = bool(solutions) and asked in (None, level)
            expected = expected and not (unique and len(solutions) > 1)
            assert fits(puzzle, asked, rules, unique=unique) == expected, (asked, unique)


# Recorded with the generator that solved every candidate in full.
RECORDED = [
    ("standard", "remove", 2, "medium", False, 3, "9-2=9"),
    ("standard", "move", 2, "hard", True, 1, "1-5=6"),
    ("standard", "move", 3, "medium", True, 3, "1-7=3"),
    ("standard", "remove", 2, "hard", True, 0, "6+0=8"),
    ("flexible", "add", 3, "hard", True, 3, "6-2=3"),
    ("flexible", "remove", 2, "hard", False, 2, "8+0=-8"),
    ("flexible", "move", 1, "medium", False, 3, "9+0=-5"),
    ("handwritten", "add", 3, "hard", False, 0, "7-1=2"),
    ("handwritten", "remove", 2, "hard", False, 3, "9+4=6"),
    ("handwritten", "move", 1, "hard", True, 2, "1+1=3"),
    ("roman", "move", 3, "hard", False, 1, "II-I=LX"),
    ("roman", "add", 2, "medium", False, 3, "IV-V=X"),
    ("roman", "move", 2, "hard", True, 0, "XVI-I=VI"),
    ("roman", "add", 2, "hard", True, 0, "IV-II=V"),
]


@pytest.mark.parametrize(("glyphs", "kind", "count", "level", "unique", "seed", "start"), RECORDED)
def test_a_seed_gives_the_recorded_puzzle(glyphs, kind, count, level, unique, seed, start):
    rules = Rules(glyphs=glyphs)
    puzzle = generate(kind, count, level=level, unique=unique, seed=seed, rules=rules)
    assert puzzle.start.text() == start


@pytest.mark.parametrize(
    ("glyphs", "kind", "count", "seed", "start"),
    [("standard", "remove", 2, 2, "9-2=8"), ("roman", "add", 3, 0, "I+V=I")],
)
def test_a_seed_gives_the_recorded_puzzle_without_a_solution(glyphs, kind, count, seed, start):
    puzzle = generate_unsolvable(kind, count, seed=seed, rules=Rules(glyphs=glyphs))
    assert puzzle.start.text() == start


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 2**64), size=st.integers(0, 40))
def test_the_scramble_shuffles_as_random_does(seed, size):
    """The scramble's own shuffle keeps every seed's puzzles: same order, same bits drawn."""
    ours, theirs = random.Random(seed), random.Random(seed)
    order = list(range(size))
    theirs.shuffle(order)
    assert _shuffled(ours, size) == order
    assert ours.random() == theirs.random()


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 2**64), bound=st.integers(1, 2**70))
def test_a_number_below_is_drawn_as_random_draws_it(seed, bound):
    """`_below` stands for `randrange`, `randint` and `choice`: same number, same bits used."""
    ours, theirs = random.Random(seed), random.Random(seed)
    assert _below(ours.getrandbits, bound) == theirs.randrange(bound)
    assert ours.random() == theirs.random()


def test_nothing_is_drawn_below_one():
    with pytest.raises(ValueError):
        _below(random.Random(0).getrandbits, 0)


@settings(max_examples=300, deadline=None)
@given(
    seed=st.integers(0, 2**64),
    limit=st.sampled_from(sorted(ROMAN_LIMITS.values())),
    ops=st.sampled_from(["+-", "+-*/", "*", "/"]),
)
def test_a_roman_equation_is_drawn_as_random_draws_it(seed, limit, ops):
    """The same equation, and the same bits used, as drawing it with `choice` and `randint`."""
    ours, theirs = random.Random(seed), random.Random(seed)
    operator = theirs.choice(ops)
    if operator in "+-":
        left = theirs.randint(1, limit - 1)
        right = theirs.randint(1, limit - left)
        numbers = (left, right, left + right) if operator == "+" else (left + right, right, left)
    else:
        factor = theirs.randint(1, min(9, limit))
        left = theirs.randint(1, max(1, limit // factor))
        product = left * factor
        numbers = (left, factor, product) if operator == "*" else (product, factor, left)
    first, second, result = (to_roman(number) for number in numbers)
    assert _roman_equation(ours, limit, ops) == f"{first}{operator}{second}={result}"
    assert ours.random() == theirs.random()


def test_a_numbers_end_states_are_kept_only_as_long_as_its_variants():
    """The meeting's one-number states follow the number's variants, which the solver's own
    memo bounds: they never keep a dropped number (up to a megabyte) alive."""
    from engines.matchsticks import meet
    from engines.matchsticks.tokens import NumberVariants

    number = NumberVariants({(0, 0): [(7, ("7",))], (1, 0): [(1, ("1",))]})
    layer = meet._end_layer(number, (1, 1), from_right=False)
    assert layer == {(0, 0, 0, 0, 7): [(None, "", ("7",))], (1, 0, 0, 0, 1): [(None, "", ("1",))]}
    assert meet._end_layer(number, (1, 1), from_right=False) is layer
    assert number in meet._END_LAYERS
    kept = len(meet._END_LAYERS)
    del number
    assert len(meet._END_LAYERS) == kept - 1
