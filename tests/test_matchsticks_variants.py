"""Glyph sets and Roman numerals: the solver against an independent brute force, and properties.

The brute force here shares nothing with the engine but the slot names a layout uses: its own
shape tables, its own reading of a Roman numeral (a regular expression), its own arithmetic
(Python's, on Fractions) and its own statement of the rules. It tries every choice of sticks to
take from the start and empty slots to fill, and keeps the true equations.
"""

import random
import re
from fractions import Fraction
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.common import PuzzleInputError
from engines.matchsticks import Layout, Puzzle, Rules, check, generate, hints, parse, solve
from engines.matchsticks import code as codes
from engines.matchsticks.checker import check_text
from engines.matchsticks.cli import main
from engines.matchsticks.puzzles_from import puzzles_from
from engines.matchsticks.roman import to_roman
from engines.matchsticks.solver import count_solutions, solution_texts

SEVEN = {
    "0": "abcdef", "1": "bc", "2": "abdeg", "3": "abcdg", "4": "bcfg",
    "5": "acdfg", "6": "acdefg", "7": "abc", "8": "abcdefg", "9": "abcdfg",
}  # fmt: skip
FLEXIBLE_EXTRA = {"1": "ef", "6": "cdefg", "7": "abcf", "9": "abcfg"}
HANDWRITTEN = {**SEVEN, "1": "i", "4": "fgi", "7": "ak"}
LETTERS = {"I": "i", "V": "pq", "X": "rs", "L": "uw", "C": "tuw", "D": "umn", "M": "ujkz"}
SYMBOLS = {"+": "hv", "-": "h", "=": "hl", "*": "xy", "/": "x"}


def _table(*shapes):
    return {frozenset(shape): glyph for table in shapes for glyph, shape in table.items()}


TABLES = {
    "digit": _table(SEVEN),
    "flexible": _table(SEVEN, FLEXIBLE_EXTRA),
    "handwritten": _table(HANDWRITTEN),
    "letter": {**_table(LETTERS), frozenset(): ""},
    "gap": {**_table(LETTERS), frozenset(): ""},
    "sign": {frozenset(): "", frozenset("h"): "-"},
    "symbol": _table(SYMBOLS),
}
SLOTS = {
    "digit": "abcdefg",
    "flexible": "abcdefg",
    "handwritten": "abcdefgik",
    "letter": "ipqrsutwmnjkz",
    "gap": "ipqrsutwmnjkz",
    "sign": "h",
    "symbol": "hvlxy",
}
ROMAN = re.compile(r"M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})")
ROMAN_VALUE = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}


def roman_value(numeral):
    """The value of a standard numeral: a letter before a larger one is subtracted."""
    values = [ROMAN_VALUE[letter] for letter in numeral]
    return sum(-v if v < after else v for v, after in zip(values, [*values[1:], 0], strict=True))


def value_of(number, roman):
    if roman:
        return roman_value(number) if number and ROMAN.fullmatch(number) else None
    return int(number)


def is_true(text, rules):
    """Whether `text` is a well-formed, true equation whose numbers are valid under `rules`."""
    sides = text.split("=")
    if len(sides) != 2:
        return False
    values = []
    for side in sides:
        signed = rules.glyphs == "flexible" and side.startswith("-")
        parts = re.split(r"([-+*/])", side[signed:])
        numbers, operators = parts[::2], parts[1::2]
        if any(not number for number in numbers) or any(op not in rules.ops for op in operators):
            return False
        if not rules.leading_zeros and any(len(n) > 1 and n[0] == "0" for n in numbers):
            return False
        exact = [value_of(number, rules.roman) for number in numbers]
        if None in exact or (signed and exact[0] == 0):
            return False
        expression = "-" * signed + "".join(
            f"F({exact[index // 2]})" if index % 2 == 0 else part
            for index, part in enumerate(parts)
        )
        try:
            values.append(eval(expression, {"F": Fraction}))
        except ZeroDivisionError:
            return False
    return values[0] == values[1]


def symbols_allowed(start_glyphs, glyphs, kinds, rules):
    """The rules for symbol and sign cells, stated on their own."""
    for cell, (kind, before, after) in enumerate(zip(kinds, start_glyphs, glyphs, strict=True)):
        if kind == "sign" and after == "-" and cell > 0 and glyphs[cell - 1] != "=":
            return False
        if kind != "symbol" or after == before:
            continue
        if rules.equals_mutable:
            allowed = rules.ops + "="
        elif rules.glyphs == "flexible" and "-" in rules.ops and before in "-=":
            allowed = "-=" if before == "=" else rules.ops + "="
        else:
            allowed = "" if before == "=" else rules.ops
        if after not in allowed:
            return False
    return glyphs.count("=") == 1


def brute_force(puzzle, rules):
    start = puzzle.start
    kinds = start.kinds
    cells = [frozenset(s for c, s in start.sticks if c == cell) for cell in range(len(kinds))]
    start_glyphs = [TABLES[kind].get(cell) for kind, cell in zip(kinds, cells, strict=True)]
    slots = [(cell, slot) for cell, kind in enumerate(kinds) for slot in SLOTS[kind]]
    occupied = sorted(start.sticks)
    empty = [slot for slot in slots if slot not in start.sticks]
    taken_count, put_count = puzzle.budget()
    found = set()
    for taken in combinations(occupied, taken_count):
        for put in combinations(empty, put_count):
            changed = {}
            for cell, slot in taken:
                changed.setdefault(cell, set(cells[cell])).discard(slot)
            for cell, slot in put:
                changed.setdefault(cell, set(cells[cell])).add(slot)
            glyphs = list(start_glyphs)
            for cell, sticks in changed.items():
                glyphs[cell] = TABLES[kinds[cell]].get(frozenset(sticks))
            if None in glyphs or not symbols_allowed(start_glyphs, glyphs, kinds, rules):
                continue
            text = "".join(glyphs)
            if is_true(text, rules):
                found.add(text)
    return sorted(found)


def random_arabic(rng, ops, signs, digits):
    def number():
        sign = "-" if signs and rng.random() < 0.2 else ""
        return sign + str(rng.randrange(10**digits))

    return f"{number()}{rng.choice(ops)}{rng.randrange(10**digits)}={number()}"


def random_roman(rng, ops):
    numbers = [to_roman(rng.randint(1, rng.choice((10, 30, 60)))) for _ in range(3)]
    return f"{numbers[0]}{rng.choice(ops)}{numbers[1]}={numbers[2]}"


ONE_STICK = [("move", 1), ("add", 1), ("remove", 1)]
TWO_STICKS = [("add", 2), ("remove", 2)]


def assert_agrees(text, tasks, rules):
    for kind, count in tasks:
        puzzle = Puzzle(parse(text, rules), kind, count)
        assert solution_texts(puzzle, rules) == brute_force(puzzle, rules), (text, kind, count)


@pytest.mark.parametrize("glyphs", ["standard", "flexible", "handwritten"])
@pytest.mark.parametrize("seed", range(2))
def test_digit_sets_agree_with_brute_force(glyphs, seed):
    rng = random.Random(f"{glyphs}{seed}")
    rules = Rules(ops=rng.choice(("+-", "+-*/")), glyphs=glyphs, equals_mutable=seed == 1)
    for _ in range(5):
        assert_agrees(random_arabic(rng, rules.ops, glyphs == "flexible", 2), ONE_STICK, rules)
        # Two moves try every pair of sticks with every pair of places: one-digit numbers.
        one_digit = random_arabic(rng, rules.ops, glyphs == "flexible", 1)
        assert_agrees(one_digit, [*ONE_STICK, *TWO_STICKS, ("move", 2)], rules)


@pytest.mark.parametrize("seed", range(2))
def test_roman_numerals_agree_with_brute_force(seed):
    rng = random.Random(seed)
    rules = Rules(ops=rng.choice(("+-", "+-*/")), glyphs="roman")
    for _ in range(6):
        assert_agrees(random_roman(rng, rules.ops), [*ONE_STICK, *TWO_STICKS], rules)


def test_solvable_roman_puzzles_agree_with_brute_force():
    """Random Roman equations are seldom one move from a true one; generated puzzles are."""
    rules = Rules(glyphs="roman", ops="+-*/")
    for seed in range(9):
        kind = ["move", "add", "remove"][seed % 3]
        puzzle = generate(kind, 1, 1 + seed % 2, seed=seed, rules=rules)
        found = brute_force(puzzle, rules)
        assert found and solution_texts(puzzle, rules) == found


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("XI+I=X", ["IX+I=X", "X+I=XI"]),
        ("IV=XII-VI", ["IV=XI-VII", "V=XII-VII", "VI=XII-VI"]),
    ],
)
def test_the_classic_roman_puzzles(text, expected):
    rules = Rules(glyphs="roman")
    puzzle = Puzzle(parse(text, rules))
    assert solution_texts(puzzle, rules) == expected == brute_force(puzzle, rules)


def test_flexible_shapes_find_more_than_standard_ones():
    flexible = Rules(glyphs="flexible")
    assert solution_texts(Puzzle(parse("5+7=2"))) == ["9-7=2"]
    # The + gives its upright to a leading minus on the right.
    assert solution_texts(Puzzle(parse("5+7=2", flexible)), flexible) == ["5-7=-2", "9-7=2"]
    layout = parse("7=7", flexible)
    four_stick_seven = Layout(layout.kinds, layout.sticks | {(1, "f")})
    left_one = Layout(
        layout.kinds, layout.sticks - {(1, "a"), (1, "b"), (1, "c")} | {(1, "e"), (1, "f")}
    )
    assert four_stick_seven.text() == "7=7" and left_one.text() == "1=7"
    assert parse("-5+7=2", flexible).text() == "-5+7=2"


def test_a_minus_and_the_equals_sign_trade_a_stick_under_flexible_rules():
    flexible = Rules(glyphs="flexible")
    found = solution_texts(Puzzle(parse("9-7=2", flexible), "move", 2), flexible)
    assert "5=7-2" in found
    assert "5=7-2" not in solution_texts(Puzzle(parse("9-7=2"), "move", 2))


def test_handwritten_digits_have_their_own_stick_counts():
    rules = Rules(glyphs="handwritten")
    layout = parse("1+7=4", rules)
    assert [len(layout.cell_sticks(cell)) for cell in (0, 2, 4)] == [1, 2, 3]
    # 4 (f g i) less f and g is 1 (i): two sticks taken away.
    assert "1+7=1" not in solution_texts(Puzzle(layout, "remove", 2), rules)
    assert solution_texts(Puzzle(parse("7-4=3", rules), "remove", 2), rules) == brute_force(
        Puzzle(parse("7-4=3", rules), "remove", 2), rules
    )


@pytest.mark.parametrize("numeral", ["IIII", "VX", "IL", "XIIX", "VV", "IC", "MMMM"])
def test_only_standard_roman_forms_count(numeral):
    rules = Rules(glyphs="roman")
    assert not ROMAN.fullmatch(numeral)
    result = check_text(Puzzle(parse("XI+I=X", rules)), f"{numeral}=I", rules)
    assert str(result.message) == f"{numeral} is not a Roman numeral in its standard form"


def test_every_solution_checks_and_its_moves_use_the_budget():
    for glyphs, text in [("flexible", "6+4=4"), ("handwritten", "7+1=4"), ("roman", "IV=XII-VI")]:
        rules = Rules(glyphs=glyphs)
        for kind, count in [*ONE_STICK, ("move", 2)]:
            puzzle = Puzzle(parse(text, rules), kind, count)
            for solution in solve(puzzle, rules):
                assert check(puzzle, solution.layout, rules).ok
                assert check_text(puzzle, solution.text, rules).ok
                assert len(solution.moves) == count


def test_roman_check_finds_the_drawing_that_solves():
    rules = Rules(glyphs="roman")
    puzzle = Puzzle(parse("XI+I=X", rules))
    assert check_text(puzzle, "ix + i = x", rules).ok
    assert str(check_text(puzzle, "X+II=XI", rules).message) == "X+II=XI is false"
    assert str(check_text(puzzle, "X=X", rules).message) == (
        "the puzzle cannot become X=X with the sticks it allows"
    )


@settings(max_examples=40, deadline=None, derandomize=True)
@given(
    numbers=st.lists(st.integers(0, 99), min_size=3, max_size=3),
    op=st.sampled_from("+-"),
    kind=st.sampled_from(["move", "add", "remove"]),
    count=st.integers(1, 2),
)
def test_flexible_solutions_include_the_standard_ones(numbers, op, kind, count):
    text = f"{numbers[0]}{op}{numbers[1]}={numbers[2]}"
    flexible = Rules(glyphs="flexible")
    standard = solution_texts(Puzzle(parse(text), kind, count))
    assert set(standard) <= set(
        solution_texts(Puzzle(parse(text, flexible), kind, count), flexible)
    )


@settings(max_examples=25, deadline=None, derandomize=True)
@given(
    numbers=st.lists(st.integers(1, 40), min_size=3, max_size=3),
    op=st.sampled_from("+-*"),
    kind=st.sampled_from(["move", "add", "remove"]),
)
def test_roman_solutions_are_true_standard_numerals_and_counted_once(numbers, op, kind):
    rules = Rules(glyphs="roman", ops="+-*/")
    text = f"{to_roman(numbers[0])}{op}{to_roman(numbers[1])}={to_roman(numbers[2])}"
    puzzle = Puzzle(parse(text, rules), kind, 1)
    found = solution_texts(puzzle, rules)
    assert len(found) == len(set(found)) == count_solutions(puzzle, rules)
    assert all(is_true(equation, rules) for equation in found)
    assert found == brute_force(puzzle, rules)


@settings(max_examples=60, deadline=None, derandomize=True)
@given(value=st.integers(1, 3999))
def test_roman_numerals_read_back_to_their_value(value):
    numeral = to_roman(value)
    assert ROMAN.fullmatch(numeral) and roman_value(numeral) == value


@settings(max_examples=30, deadline=None, derandomize=True)
@given(
    glyphs=st.sampled_from(["flexible", "handwritten", "roman"]),
    kind=st.sampled_from(["move", "add", "remove"]),
    seed=st.integers(0, 10_000),
    unique=st.booleans(),
)
def test_generated_puzzles_are_false_solvable_and_unique_when_asked(glyphs, kind, seed, unique):
    rules = Rules(glyphs=glyphs)
    puzzle = generate(kind, 1, 1, unique=unique, seed=seed, rules=rules)
    found = solution_texts(puzzle, rules)
    assert found and (len(found) == 1 or not unique)
    assert not is_true(str(puzzle.start.text()), rules)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_roman_puzzles_come_in_levels(level):
    from engines.matchsticks import difficulty

    rules = Rules(glyphs="roman")
    puzzle = generate("move", 1, 2, unique=True, level=level, seed=5, rules=rules)
    assert difficulty(puzzle, rules) == level


@settings(max_examples=40, deadline=None, derandomize=True)
@given(
    glyphs=st.sampled_from(["standard", "flexible", "handwritten", "roman"]),
    kind=st.sampled_from(["move", "add", "remove"]),
    count=st.integers(1, 3),
    equals_mutable=st.booleans(),
    ops=st.sampled_from(["+-", "+-*/", "+"]),
)
def test_codes_carry_the_glyph_set(glyphs, kind, count, equals_mutable, ops):
    rules = Rules(equals_mutable=equals_mutable, ops=ops, glyphs=glyphs)
    text = "XI+I=X" if glyphs == "roman" else "5+7=2"
    puzzle = Puzzle(parse(text, rules), kind, count)
    assert codes.decode(codes.encode(puzzle, rules)) == (puzzle, rules)


def test_old_codes_read_as_before():
    puzzle, rules = codes.decode("MS:6-4=9:M2EO+-*")
    assert rules == Rules(equals_mutable=True, ops="+-*")
    assert rules.glyphs == "standard"
    assert codes.encode(puzzle, rules) == "MS:6-4=9:M2EO+-*"
    assert codes.encode(Puzzle(parse("XI+I=X", Rules(glyphs="roman"))), Rules(glyphs="roman")) == (
        "MS:XI+I=X:GR"
    )


def test_hints_and_puzzles_from_follow_the_glyph_set():
    rules = Rules(glyphs="roman")
    ladder = hints(Puzzle(parse("IV=XII-VI", rules)), rules)
    assert str(ladder[-1].message) == "the answer is IV=XI-VII"
    made = puzzles_from("X+I=XI", unique=True, rules=rules)
    assert made and all(solution_texts(puzzle, rules) == ["X+I=XI"] for puzzle in made)
    flexible = Rules(glyphs="flexible")
    assert all(
        "5-7=-2" in solution_texts(puzzle, flexible)
        for puzzle in puzzles_from("5-7=-2", rules=flexible)
    )


def test_glyph_sets_are_checked():
    with pytest.raises(PuzzleInputError, match="not a set of shapes"):
        Rules(glyphs="cursive")
    with pytest.raises(PuzzleInputError, match="V is not allowed"):
        parse("VI=VI")
    with pytest.raises(PuzzleInputError, match="a number is missing"):
        parse("5=--2", Rules(glyphs="flexible"))


def run(*argv):
    import io

    out, err = io.StringIO(), io.StringIO()
    status = main(list(argv), (io.StringIO(), out, err))
    return status, out.getvalue(), err.getvalue()


def test_the_command_line_takes_glyph_sets_and_the_roman_script():
    assert run("solve", "IV=XII-VI", "--script", "roman")[1].split() == [
        "IV=XI-VII",
        "V=XII-VII",
        "VI=XII-VI",
    ]
    assert run("solve", "5+7=2", "--glyphs", "flexible")[1].split() == ["5-7=-2", "9-7=2"]
    assert run("check", "XI+I=X", "IX+I=X", "--script", "roman")[:2] == (0, "OK\n")
    assert run("code", "XI+I=X", "--script", "roman")[1] == "MS:XI+I=X:GR\n"
    status, out, _ = run("generate", "--script", "roman", "--unique", "--seed", "1")
    assert status == 0 and len(out.split()) == 2


@pytest.mark.parametrize(
    "argv",
    [
        ["solve", "XI+I=X", "--script", "roman", "--glyphs", "flexible"],
        ["generate", "--script", "roman", "--no-leading-zeros"],
        ["solve", "5+7=2", "--glyphs", "cursive"],
        ["solve", "5+7=2", "--script", "greek"],
    ],
)
def test_bad_combinations_give_one_line_and_status_2(argv):
    status, out, err = run(*argv)
    assert status == 2 and out == "" and err.count("\n") == 1 and err.startswith("error:")


@pytest.mark.parametrize("glyphs", ["flexible", "handwritten", "roman"])
def test_both_searches_find_the_same_solutions_under_every_set(glyphs):
    """Signed numbers (flexible) and gap cells (Roman) meet in the middle like any number."""
    from engines.matchsticks import solver
    from engines.matchsticks.meet import meet_in_the_middle

    rng = random.Random(glyphs)
    rules = Rules(ops="+-*/", glyphs=glyphs, equals_mutable=rng.random() < 0.5)
    for _ in range(12):
        if glyphs == "roman":
            last = to_roman(rng.randint(1, 20))
            text = f"{random_roman(rng, rules.ops)}{rng.choice(rules.ops)}{last}"
        else:
            text = f"{random_arabic(rng, rules.ops, glyphs == 'flexible', 2)}-{rng.randrange(50)}"
        puzzle = Puzzle(
            parse(text, rules), rng.choice(["move", "add", "remove"]), rng.randint(1, 2)
        )
        budget = puzzle.budget()
        tokens = solver._tokens(puzzle.start, budget, rules)
        expected = sorted(solver._solve_last_number(tokens, budget))
        for split in range(1, len(tokens) - 1, 2):
            assert sorted(meet_in_the_middle(tokens, budget, split)) == expected, (text, split)
