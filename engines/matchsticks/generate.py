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
import re
from functools import lru_cache

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
from engines.matchsticks.difficulty import change_score, level_of, level_of_score
from engines.matchsticks.glyphs import DIGIT_SHAPES, change_cost, shape_of
from engines.matchsticks.model import (
    STANDARD_RULES,
    Kind,
    Puzzle,
    Rules,
    layout_of,
)
from engines.matchsticks.parse import EquationError, validate
from engines.matchsticks.solver import count_up_to, solve

MAX_DIGITS = 3
JUDGED_MEMO = 1 << 14
"""Candidates whose verdicts are remembered (a few hundred bytes each)."""
MAX_ATTEMPTS = 3000
SCRAMBLE_TRIES = 40

BAD_DIGITS = "numbers have 1 to {limit} digits, not {digits}"
NOT_FOUND = "no puzzle with these settings was found; try other settings"
TEMPLATES = (BAD_DIGITS, NOT_FOUND)


class GenerationError(PuzzleInputError):
    """No puzzle fits the requested settings."""


def _true_equation(rng: random.Random, digits: int, rules: Rules) -> str:
    """A true equation whose every number has at most `digits` digits. The operands of + and -
    have exactly that many; a product or quotient has a one-digit factor, as two factors of
    `digits` digits would need more for their product."""
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


@lru_cache(maxsize=JUDGED_MEMO)
def _changes(
    glyph: str, taken: int, put: int, rules: Rules
) -> tuple[tuple[str, int, int], ...]:
    """What a cell showing `glyph` may change into taking at most `taken` sticks and putting
    at most `put`: (glyph, sticks taken, sticks put)."""
    original = shape_of(glyph)
    choices = DIGIT_SHAPES if glyph in DIGIT_SHAPES else rules.symbol_choices(glyph)
    options = []
    for other in choices:
        cell_taken, cell_put = change_cost(original, other)
        if other != glyph and cell_taken <= taken and cell_put <= put:
            options.append((other, cell_taken, cell_put))
    return tuple(options)


def _scramble(rng: random.Random, answer: str, budget: tuple[int, int], rules: Rules) -> str | None:
    """A random equation at exactly `budget` (taken, put) from `answer`, or None."""
    for _ in range(SCRAMBLE_TRIES):
        glyphs = list(answer)
        taken, put = budget
        cells = list(range(len(answer)))
        rng.shuffle(cells)
        for cell in cells:
            options = _changes(answer[cell], taken, put, rules)
            if options and rng.random() < 0.6:
                glyph, cell_taken, cell_put = rng.choice(options)
                glyphs[cell] = glyph
                taken, put = taken - cell_taken, put - cell_put
            if taken == put == 0:
                return "".join(glyphs)
    return None


@lru_cache(maxsize=JUDGED_MEMO)
def _presentable(text: str, rules: Rules) -> bool:
    try:
        validate(text, rules)
    except EquationError:
        return False
    numbers = re.findall(r"\d+", text)
    return all(len(n) == 1 or n[0] != "0" for n in numbers) and not equation_holds(text)


@lru_cache(maxsize=JUDGED_MEMO)
def _level_if_solvable(start: str, kind: Kind, count: int, rules: Rules) -> Level | None:
    """The level of the puzzle that starts from the equation `start`; None if it has no
    solution."""
    puzzle = Puzzle(layout_of(start), kind, count)
    solutions = solve(puzzle, rules)
    return level_of(puzzle, solutions) if solutions else None


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
    rules = of_type(rules, Rules, "rules")
    if level == "hard" and kind != "move" and count == 1:
        # One added or removed stick changes one cell, which never scores hard.
        raise GenerationError(Message.of(NOT_FOUND))
    # The start is the answer after reverse moves: what a solution takes out, the scramble put in.
    solution_taken, solution_put = Puzzle(layout_of("0=0"), kind, count).budget()
    rng = random.Random(seed)
    for _ in range(MAX_ATTEMPTS):
        answer = _true_equation(rng, digits, rules)
        start = _scramble(rng, answer, (solution_put, solution_taken), rules)
        if start is None:
            continue
        # The answer solves the puzzle, so a unique puzzle's level is the answer's: judge that
        # first, from the texts alone, then stop the search at a second solution.
        if (
            unique
            and level is not None
            and level_of_score(change_score(kind, start, answer), 1) != level
        ):
            continue
        if not _presentable(start, rules):
            continue
        if unique:
            puzzle = Puzzle(layout_of(start), kind, count)
            if count_up_to(puzzle, 2, rules) == 1:
                return puzzle
            continue
        found = _level_if_solvable(start, kind, count, rules)
        if found is None or level not in (None, found):
            continue
        return Puzzle(layout_of(start), kind, count)
    raise GenerationError(Message.of(NOT_FOUND))
