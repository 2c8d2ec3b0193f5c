"""The fast solver: a search over per-cell glyph changes with precomputed stick costs.

A solution is a choice of glyph for every cell whose total cost, (sticks taken out, sticks put
in), equals the puzzle's budget: (k, k) for k moves, (0, k) for adding k, (k, 0) for removing k.
Each number's possible values are enumerated once with their costs; a depth-first search then
walks the numbers and operators from left to right, evaluating the equation as it goes, and
instead of trying every variant of the last number it computes the value that number must have
and looks it up. Arithmetic is exact: integers, and fractions only where a division needs one.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction

from engines.common import Message
from engines.matchsticks.glyphs import DIGIT_SHAPES, change_cost
from engines.matchsticks.model import (
    STANDARD_RULES,
    Layout,
    Puzzle,
    Rules,
    Solution,
    layout_of,
    moves_between,
)
from engines.matchsticks.parse import EquationError, validate

NOT_AN_EQUATION = "the puzzle does not show an equation"
TEMPLATES = (NOT_AN_EQUATION,)

Cost = tuple[int, int]
Value = int | Fraction


@dataclass(frozen=True)
class _Number:
    """The variants of one number within budget, grouped by exact cost and by value."""

    by_cost: dict[Cost, list[tuple[int, tuple[str, ...]]]]
    by_cost_and_value: dict[Cost, dict[int, list[tuple[str, ...]]]]


@dataclass(frozen=True)
class _Symbol:
    choices: tuple[tuple[int, int, str], ...]


def _number_variants(layout: Layout, cells: range, budget: Cost, rules: Rules) -> _Number:
    options = []
    for cell in cells:
        sticks = layout.cell_sticks(cell)
        costs = ((*change_cost(sticks, digit), digit) for digit in DIGIT_SHAPES)
        options.append([cost for cost in costs if cost[0] <= budget[0] and cost[1] <= budget[1]])
    by_cost: dict[Cost, list[tuple[int, tuple[str, ...]]]] = defaultdict(list)
    max_taken, max_put = budget
    no_leading_zero = not rules.leading_zeros and len(cells) > 1

    def extend(position: int, taken: int, put: int, digits: tuple[str, ...]) -> None:
        if position == len(options):
            if not (no_leading_zero and digits[0] == "0"):
                by_cost[taken, put].append((int("".join(digits)), digits))
            return
        for cell_taken, cell_put, digit in options[position]:
            if taken + cell_taken <= max_taken and put + cell_put <= max_put:
                extend(position + 1, taken + cell_taken, put + cell_put, (*digits, digit))

    extend(0, 0, 0, ())
    by_value: dict[Cost, dict[int, list[tuple[str, ...]]]] = {}
    for cost, variants in by_cost.items():
        grouped: dict[int, list[tuple[str, ...]]] = defaultdict(list)
        for value, digits in variants:
            grouped[value].append(digits)
        by_value[cost] = dict(grouped)
    return _Number(dict(by_cost), by_value)


def _symbol_variants(layout: Layout, cell: int, start_glyph: str, rules: Rules) -> _Symbol:
    sticks = layout.cell_sticks(cell)
    return _Symbol(
        tuple((*change_cost(sticks, glyph), glyph) for glyph in rules.symbol_choices(start_glyph))
    )


def _divide(dividend: Value, divisor: Value) -> Value:
    if isinstance(dividend, int) and isinstance(divisor, int) and dividend % divisor == 0:
        return dividend // divisor
    return Fraction(dividend) / divisor


def _combine(
    committed: Value, term: Value, sign: int, operator: str, number: int
) -> tuple[Value, Value, int] | None:
    """The evaluation state after `operator number`; None after a division by zero.

    `committed` is left side minus right side of the finished terms, `term` the signed term
    still being multiplied or divided, `sign` +1 on the left of "=" and -1 on the right.
    """
    if operator == "*":
        return committed, term * number, sign
    if operator == "/":
        return None if number == 0 else (committed, _divide(term, number), sign)
    if operator == "=":
        return committed + term, -number, -1
    return committed + term, (sign if operator == "+" else -sign) * number, sign


def _last_number_values(
    committed: Value, term: Value, sign: int, operator: str
) -> list[int] | None:
    """The values the last number may take to make the equation true; None means any value.

    The last number follows `operator`; values must be whole and not negative.
    """
    needed: Value
    if operator == "*":
        if term == 0:
            return None if committed == 0 else []
        needed = _divide(-committed, term)
    elif operator == "/":
        if committed == 0:
            return None if term == 0 else []
        needed = _divide(-term, committed)
    elif operator == "=":
        needed = committed + term
    else:
        needed = (committed + term) * (-sign if operator == "+" else sign)
    if isinstance(needed, Fraction):
        if needed.denominator != 1:
            return []
        needed = needed.numerator
    return [needed] if needed >= 0 else []


def _tokens(start: Layout, budget: Cost, rules: Rules) -> list[_Number | _Symbol]:
    text = start.text()
    assert text is not None
    tokens: list[_Number | _Symbol] = []
    number_start = 0
    for cell, glyph in enumerate(text + "="):
        if glyph in DIGIT_SHAPES:
            continue
        tokens.append(_number_variants(start, range(number_start, cell), budget, rules))
        if cell < len(text):
            tokens.append(_symbol_variants(start, cell, glyph, rules))
        number_start = cell + 1
    return tokens


def _assignments(tokens: list[_Number | _Symbol], budget: Cost) -> Iterator[tuple[str, ...]]:
    """Every choice of glyphs (per token) costing exactly `budget` that makes the equation true."""
    max_taken, max_put = budget
    last = len(tokens) - 1
    chosen: list[tuple[str, ...]] = []

    def last_number(taken: int, put: int, values: list[int] | None) -> Iterator[tuple[str, ...]]:
        number = tokens[last]
        assert isinstance(number, _Number)
        cost = (max_taken - taken, max_put - put)
        if values is None:
            for _, digits in number.by_cost.get(cost, ()):
                yield (*chosen, digits)
            return
        variants = number.by_cost_and_value.get(cost, {})
        for value in values:
            for digits in variants.get(value, ()):
                yield (*chosen, digits)

    def walk(
        index: int, taken: int, put: int, state: tuple[Value, Value, int], equals: bool
    ) -> Iterator[tuple[str, ...]]:
        symbol, number = tokens[index], tokens[index + 1]
        assert isinstance(symbol, _Symbol) and isinstance(number, _Number)
        for symbol_taken, symbol_put, operator in symbol.choices:
            taken_after, put_after = taken + symbol_taken, put + symbol_put
            if taken_after > max_taken or put_after > max_put:
                continue
            is_equals = operator == "="
            if is_equals and equals:
                continue
            chosen.append((operator,))
            if index + 1 == last:
                if equals or is_equals:
                    yield from last_number(
                        taken_after, put_after, _last_number_values(*state, operator)
                    )
            else:
                yield from walk_number(
                    number, index + 2, taken_after, put_after, state, operator, equals or is_equals
                )
            chosen.pop()

    def walk_number(
        number: _Number,
        next_index: int,
        taken: int,
        put: int,
        state: tuple[Value, Value, int],
        operator: str,
        equals: bool,
    ) -> Iterator[tuple[str, ...]]:
        for (number_taken, number_put), variants in number.by_cost.items():
            taken_after, put_after = taken + number_taken, put + number_put
            if taken_after > max_taken or put_after > max_put:
                continue
            for value, digits in variants:
                next_state = _combine(*state, operator, value)
                if next_state is None:
                    continue
                chosen.append(digits)
                yield from walk(next_index, taken_after, put_after, next_state, equals)
                chosen.pop()

    first = tokens[0]
    assert isinstance(first, _Number)
    yield from walk_number(first, 1, 0, 0, (0, 0, 1), "+", False)


def solve(puzzle: Puzzle, rules: Rules = STANDARD_RULES) -> list[Solution]:
    """Every layout that solves `puzzle` under `rules`, with the stick moves; sorted by text.

    Raises EquationError if the start does not show a well-formed equation under the rules.
    """
    start = puzzle.start
    text = start.text()
    if text is None:
        raise EquationError(Message.of(NOT_AN_EQUATION))
    validate(text, rules)
    budget = puzzle.budget()
    solutions = []
    for parts in _assignments(_tokens(start, budget, rules), budget):
        glyphs = [glyph for part in parts for glyph in part]
        layout = layout_of(glyphs)
        solutions.append(Solution(layout, "".join(glyphs), moves_between(puzzle, layout)))
    return sorted(solutions, key=lambda solution: solution.text)
