"""Random puzzles: a true equation, scrambled by k reverse moves into one that is false.

Scrambling works backwards from the answer, so every puzzle is solvable by construction; it is
rejected if it is already true, shows a number with a leading zero, or fails the requested
uniqueness or level. A seed makes the whole process repeatable.

Few one-digit equations exist, so a worksheet of sixty hard puzzles meets the same few hundred
candidates thousands of times: what is judged of a candidate from its text alone (presentable,
solvable, its level) is remembered, which leaves every draw and every verdict as it was.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache, lru_cache

from engines.common import (
    Level,
    Message,
    PuzzleInputError,
    flag,
    level_or_none,
    of_type,
    seed_or_none,
    shown,
)
from engines.matchsticks.arithmetic import equation_holds
from engines.matchsticks.glyphs import CellKind, cell_options, change_cost, kind_of_glyph, shape_of
from engines.matchsticks.grading import change_score, fits, level_of_score
from engines.matchsticks.model import (
    STANDARD_RULES,
    Kind,
    Layout,
    Puzzle,
    Rules,
    layout_of,
)
from engines.matchsticks.parsing import EquationError, cells_of, parse, validate
from engines.matchsticks.roman import to_roman
from engines.matchsticks.solver import count_up_to
from engines.matchsticks.validity import numbers_read_well

MAX_DIGITS = 3
JUDGED_MEMO = 1 << 14
"""Candidates whose verdicts are remembered (a few hundred bytes each)."""
RULES_MEMO = 64
MAX_ATTEMPTS = 3000
SCRAMBLE_TRIES = 40

BAD_DIGITS = "numbers have 1 to {limit} digits, not {digits}"
NOT_FOUND = "no puzzle with these settings was found; try other settings"
ONE_STICK_NEVER_HARD = (
    "adding or taking away one stick never makes a hard puzzle: choose medium, or two or more "
    "sticks"
)
TEMPLATES = (BAD_DIGITS, NOT_FOUND, ONE_STICK_NEVER_HARD)


class GenerationError(PuzzleInputError):
    """No puzzle fits the requested settings."""


ROMAN_LIMITS = {1: 10, 2: 50, 3: 400}
"""The largest Roman operand for each `digits` setting."""


def _true_equation(rng: random.Random, digits: int, rules: Rules) -> str:
    """A true equation whose every number has at most `digits` digits. The operands of + and -
    have exactly that many; a product or quotient has a one-digit factor, as two factors of
    `digits` digits would need more for their product."""
    if rules.roman:
        return _roman_equation(rng, ROMAN_LIMITS[digits], rules.ops)
    low, limit = (10 ** (digits - 1) if digits > 1 else 0), 10**digits
    operator = rng.choice(rules.ops)
    if operator in "+-":
        left = rng.randrange(low, limit - low)
        right = rng.randrange(low, limit - left)
        if operator == "+":
            return f"{left}+{right}={left + right}"
        return f"{left + right}-{right}={left}"
    factor = rng.randrange(1 if operator == "/" else 0, 10)
    left = rng.randrange(low, max(low, (limit - 1) // max(factor, 1)) + 1)
    if operator == "*":
        return f"{left}*{factor}={left * factor}"
    return f"{left * factor}/{factor}={left}"


def _roman_equation(rng: random.Random, limit: int, ops: str) -> str:
    """A true Roman equation with operands from 1 to `limit`; a factor or divisor is at most 9.
    Its numbers are drawn as `rng.choice` and `rng.randint` draw them (`_below`)."""
    bits = rng.getrandbits
    operator = ops[_below(bits, len(ops))]
    if operator in "+-":
        left = 1 + _below(bits, limit - 1)
        right = 1 + _below(bits, limit - left)
        total = left + right
        numbers = (left, right, total) if operator == "+" else (total, right, left)
    else:
        factor = 1 + _below(bits, min(9, limit))
        left = 1 + _below(bits, max(1, limit // factor))
        numbers = (
            (left, factor, left * factor) if operator == "*" else (left * factor, factor, left)
        )
    first, second, result = map(to_roman, numbers)
    return f"{first}{operator}{second}={result}"


@lru_cache(maxsize=JUDGED_MEMO)
def _changes(
    kind: CellKind, glyph: str, taken: int, put: int, rules: Rules
) -> tuple[tuple[str, int, int], ...]:
    """What a cell of `kind` showing `glyph` may change into taking at most `taken` sticks and
    putting at most `put`: (glyph, sticks taken, sticks put)."""
    if kind == "symbol":
        original = shape_of(glyph)
        choices = [(*change_cost(original, other), other) for other in rules.symbol_choices(glyph)]
    else:
        choices = list(cell_options(kind, shape_of(glyph, kind)))
    return tuple(
        (other, cell_taken, cell_put)
        for cell_taken, cell_put, other in choices
        if other != glyph and cell_taken <= taken and cell_put <= put
    )


def _scramble(rng: random.Random, answer: str, budget: tuple[int, int], rules: Rules) -> str | None:
    """A random equation at exactly `budget` (taken, put) from `answer`, or None."""
    cells, shown, changes = _answer_cells(answer, rules)
    chance, bits = rng.random, rng.getrandbits
    for _ in range(SCRAMBLE_TRIES):
        glyphs = list(shown)
        taken, put = budget
        for cell in _shuffled(rng, len(cells)):
            options = changes.get((cell, taken, put))
            if options is None:
                options = changes[cell, taken, put] = _changes(*cells[cell], taken, put, rules)
            if options and chance() < 0.6:
                glyph, cell_taken, cell_put = options[_below(bits, len(options))]
                glyphs[cell] = glyph
                taken, put = taken - cell_taken, put - cell_put
            if taken == put == 0:
                return "".join(glyphs)
    return None


def _below(getrandbits: Callable[[int], int], bound: int) -> int:
    """A number from 0 to `bound` - 1 drawn from the same bits, by the same rejection, as
    `Random.randrange(bound)`, and so `randint` and `choice`, draw it, without the three
    method calls each of those makes: a worksheet of hard Roman puzzles draws half a million."""
    if bound < 1:
        raise ValueError(f"nothing below {bound} to draw")
    size = bound.bit_length()
    drawn = getrandbits(size)
    while drawn >= bound:
        drawn = getrandbits(size)
    return drawn


@cache
def _swaps(size: int) -> tuple[tuple[int, int, int], ...]:
    """(place, bound, bits) of each draw `Random.shuffle` makes for `size` items."""
    return tuple((place, place + 1, (place + 1).bit_length()) for place in range(size - 1, 0, -1))


def _shuffled(rng: random.Random, size: int) -> list[int]:
    """`range(size)` in the order `rng.shuffle` leaves it, from the same random bits (from the
    end, each place drawn as `_below` draws), without a call for every place: a worksheet of
    hard Roman puzzles shuffles a hundred thousand times."""
    order = list(range(size))
    getrandbits = rng.getrandbits
    for place, bound, bits in _swaps(size):
        other = getrandbits(bits)
        while other >= bound:
            other = getrandbits(bits)
        order[place], order[other] = order[other], order[place]
    return order


@lru_cache(maxsize=JUDGED_MEMO)
def _answer_cells(
    answer: str, rules: Rules
) -> tuple[tuple[tuple[CellKind, str], ...], tuple[str, ...], dict[tuple[int, int, int], tuple]]:
    """(kind, glyph) of each cell of the true equation `answer`, the glyphs alone, and a table
    the scramble fills with what a cell may change into for the sticks still to take and put:
    all kept with the answer, which a sheet of hard Roman puzzles meets thousands of times."""
    if rules.glyphs != "standard":
        cells = cells_of(answer, rules)
    else:
        cells = tuple((kind_of_glyph(glyph), glyph) for glyph in answer)
    return cells, tuple(glyph for _, glyph in cells), {}


@lru_cache(maxsize=RULES_MEMO)
def _one_of_equal(rules: Rules) -> Rules:
    """The first of the rules equal to `rules` seen: with one object for equal rules, the
    memos keyed by rules find their entries by identity, without comparing the rules' fields
    (a worksheet makes its rules afresh for each of its hundreds of calls)."""
    return rules


@lru_cache(maxsize=JUDGED_MEMO)
def _presentable(text: str, rules: Rules) -> bool:
    try:
        validate(text, rules)
    except EquationError:
        return False
    return numbers_read_well(text, leading_zeros=False) and not equation_holds(text)


def _layout(start: str, rules: Rules) -> Layout:
    """The layout of a candidate, quickly when its digits are standard."""
    return layout_of(start) if rules.glyphs == "standard" else parse(start, rules)


@lru_cache(maxsize=JUDGED_MEMO)
def _fits(
    start: str, kind: Kind, count: int, rules: Rules, level: Level | None, unique: bool
) -> bool:
    """Whether the puzzle that starts from the equation `start` has a solution at `level`
    (any when None), the only one when `unique` (`grading.fits`)."""
    return fits(Puzzle(_layout(start, rules), kind, count), level, rules, unique=unique)


def generate(
    kind: Kind = "move",
    count: int = 1,
    digits: int = 1,
    *,
    unique: bool = False,
    level: Level | None = None,
    seed: int | None = None,
    rules: Rules = STANDARD_RULES,
) -> Puzzle:
    """A solvable, false puzzle of `kind` with `count` sticks and `digits`-digit operands.

    Raises GenerationError when no puzzle with the settings turns up in a bounded number of tries.
    """
    if isinstance(digits, bool) or not isinstance(digits, int) or not 1 <= digits <= MAX_DIGITS:
        raise PuzzleInputError(Message.of(BAD_DIGITS, limit=MAX_DIGITS, digits=shown(digits)))
    Puzzle(layout_of("0=0"), kind, count)  # refuses a bad kind or count before any search
    unique, level, seed = flag(unique, "unique"), level_or_none(level), seed_or_none(seed)
    rules = _one_of_equal(of_type(rules, Rules, "rules"))
    if level == "hard" and kind != "move" and count == 1:
        # One added or removed stick changes one cell, which never scores hard: say so rather
        # than "try other settings", so the teacher knows which setting to change.
        raise GenerationError(Message.of(ONE_STICK_NEVER_HARD))
    # The start is the answer after reverse moves: what a solution takes out, the scramble put in.
    solution_taken, solution_put = Puzzle(layout_of("0=0"), kind, count).budget()
    rng = random.Random(seed)
    for _ in range(MAX_ATTEMPTS):
        answer = _true_equation(rng, digits, rules)
        start = _scramble(rng, answer, (solution_put, solution_taken), rules)
        if start is None:
            continue
        # The answer solves the puzzle, so a unique puzzle's level is the answer's: judge that
        # first, from the texts alone, then stop the search at a second solution. (Other glyph
        # sets read the start back in usual shapes, which may move the answer out of reach.)
        standard = rules.glyphs == "standard"
        if (
            standard
            and unique
            and level is not None
            and level_of_score(change_score(kind, start, answer), 1) != level
        ):
            continue
        if not _presentable(start, rules):
            continue
        if unique and standard:
            puzzle = Puzzle(layout_of(start), kind, count)
            if count_up_to(puzzle, 2, rules) == 1:
                return puzzle
            continue
        if not _fits(start, kind, count, rules, level, unique):
            continue
        return Puzzle(_layout(start, rules), kind, count)
    raise GenerationError(Message.of(NOT_FOUND))


def generate_unsolvable(
    kind: Kind = "move",
    count: int = 1,
    digits: int = 1,
    *,
    seed: int | None = None,
    rules: Rules = STANDARD_RULES,
) -> Puzzle:
    """A false puzzle of `kind` with `count` sticks that has no solution: for a worksheet's
    "no solution" items. It is a true equation scrambled twice as far as the task allows, so it
    looks like the others; the solver confirms that no true equation is within reach.

    Raises GenerationError when none turns up in a bounded number of tries.
    """
    if isinstance(digits, bool) or not isinstance(digits, int) or not 1 <= digits <= MAX_DIGITS:
        raise PuzzleInputError(Message.of(BAD_DIGITS, limit=MAX_DIGITS, digits=shown(digits)))
    taken, put = Puzzle(layout_of("0=0"), kind, count).budget()
    rules = _one_of_equal(of_type(rules, Rules, "rules"))
    rng = random.Random(seed_or_none(seed))
    for _ in range(MAX_ATTEMPTS):
        answer = _true_equation(rng, digits, rules)
        start = _scramble(rng, answer, (2 * put, 2 * taken), rules)
        if start is None or not _presentable(start, rules):
            continue
        if not _fits(start, kind, count, rules, None, False):
            return Puzzle(_layout(start, rules), kind, count)
    raise GenerationError(Message.of(NOT_FOUND))
