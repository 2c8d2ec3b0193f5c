"""The fast solver: a search over per-cell glyph changes with precomputed stick costs.

A solution is a choice of glyph for every cell whose total cost, (sticks taken out, sticks put
in), equals the puzzle's budget: (k, k) for k moves, (0, k) for adding k, (k, 0) for removing k.
Each number's possible values are enumerated once with their costs. A depth-first search then
walks the numbers and operators from left to right, evaluating the equation as it goes; instead
of trying every variant of the last number it computes the value that number must have and looks
it up. When long numbers or many symbols would make that walk large, the search meets in the
middle instead (see `meet`). Arithmetic is exact: integers, and fractions only where a division
needs one; a division by zero is never a solution.

Other glyph sets go the same way: a number's cells may include a leading sign cell (flexible) or
empty letter cells (Roman, where a variant counts only if its letters are a valid numeral). As
several stick layouts can then show one equation, their solutions are equations: each is listed
once, with one layout that reaches it at exactly the puzzle's budget.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from functools import cache, lru_cache
from itertools import islice
from math import prod

from engines.common import Message, of_type
from engines.matchsticks.glyphs import cell_options, change_cost, shapes_by_cost
from engines.matchsticks.meet import meet_in_the_middle
from engines.matchsticks.model import (
    STANDARD_RULES,
    Layout,
    Puzzle,
    Rules,
    Solution,
    layout_of,
    moves_between,
)
from engines.matchsticks.parsing import EquationError, validate
from engines.matchsticks.tokens import Cost, NumberVariants, SymbolChoices, quotient

TYPE_CHECKING = False
if TYPE_CHECKING:
    from engines.matchsticks.glyphs import CellKind
    from engines.matchsticks.tokens import Value

    State = tuple[Value, Value, int]
    Partial = tuple[int, int, State, int, list[tuple[str, ...]]]

VARIANTS_MEMO = 64
"""Numbers whose variants are remembered: a Roman worksheet of sixty hard puzzles meets about
55, and a long number's variants can take a megabyte."""

# Below this many combinations (ignoring the budget) choosing a search costs more than it saves.
SMALL_SEARCH = 20_000

NOT_AN_EQUATION = "the puzzle does not show an equation"
TEMPLATES = (NOT_AN_EQUATION,)


def _number_variants(layout: Layout, cells: range, budget: Cost, rules: Rules) -> NumberVariants:
    kinds = layout.kinds[cells.start : cells.stop]
    return _variants_of(kinds, layout.cells_sticks(cells), budget, rules)


@lru_cache(maxsize=VARIANTS_MEMO)
def _variants_of(
    kinds: tuple[CellKind, ...], sticks: tuple[frozenset[str], ...], budget: Cost, rules: Rules
) -> NumberVariants:
    """The variants of a number whose cells are of `kinds` holding `sticks` (a leading sign
    cell included). Remembered: generating a worksheet solves hundreds of candidates whose
    numbers are mostly the same few (a Roman number's variants cost the most to list)."""
    max_taken, max_put = budget
    sign_cell = kinds[0] == "sign"
    first = 1 if sign_cell else 0
    options = [
        [
            option
            for option in cell_options(kind, cell_sticks)
            if option[0] <= max_taken and option[1] <= max_put
        ]
        for kind, cell_sticks in zip(kinds[first:], sticks[first:], strict=True)
    ]
    partials = (_roman_partials if rules.roman else _digit_partials)(options, budget)
    by_cost: dict[Cost, list[tuple[int, tuple[str, ...]]]] = defaultdict(list)
    no_leading_zero = not rules.leading_zeros and len(options) > 1
    for taken, put, value, digits in partials:
        if not (no_leading_zero and digits[0] == "0"):
            by_cost[taken, put].append((value, digits))
    if sign_cell:
        by_cost = _signed(by_cost, sticks[0], budget)
    if rules.glyphs != "standard":
        # Shapes of one glyph at different costs can add up to one cost twice.
        by_cost = {cost: list(dict.fromkeys(variants)) for cost, variants in by_cost.items()}
    return NumberVariants(dict(by_cost))


def _digit_partials(options: list[list[tuple[int, int, str]]], budget: Cost) -> list:
    """(taken, put, value, digits) of every choice of digits within budget. Grown a cell at a
    time, in the order of the digits, so every cost lists its variants in increasing order of
    their digits."""
    max_taken, max_put = budget
    partials: list[tuple[int, int, int, tuple[str, ...]]] = [(0, 0, 0, ())]
    for cell_options_ in options:
        partials = [
            (taken + cell_taken, put + cell_put, 10 * value + int(digit), (*digits, digit))
            for taken, put, value, digits in partials
            for cell_taken, cell_put, digit in cell_options_
            if taken + cell_taken <= max_taken and put + cell_put <= max_put
        ]
    return partials


def _roman_partials(options: list[list[tuple[int, int, str]]], budget: Cost) -> list:
    """(taken, put, value, letters per cell) of every choice within budget whose letters are
    a valid numeral; a choice is dropped as soon as its letters begin no numeral."""
    from engines.matchsticks import roman

    max_taken, max_put = budget
    numerals, beginnings = roman.numerals(), roman.prefixes()
    partials: list[tuple[int, int, str, tuple[str, ...]]] = [(0, 0, "", ())]
    for cell_options_ in options:
        partials = [
            (taken + cell_taken, put + cell_put, letters + letter, (*cells, letter))
            for taken, put, letters, cells in partials
            for cell_taken, cell_put, letter in cell_options_
            if taken + cell_taken <= max_taken
            and put + cell_put <= max_put
            and letters + letter in beginnings
        ]
    return [
        (taken, put, numerals[letters], cells)
        for taken, put, letters, cells in partials
        if letters
    ]


def _signed(
    by_cost: dict[Cost, list[tuple[int, tuple[str, ...]]]], sign: frozenset[str], budget: Cost
) -> dict[Cost, list[tuple[int, tuple[str, ...]]]]:
    """The variants with a sign cell in front: empty, or a minus before a number other than 0."""
    signed: dict[Cost, list[tuple[int, tuple[str, ...]]]] = defaultdict(list)
    for sign_taken, sign_put, glyph in cell_options("sign", sign):
        for (taken, put), variants in by_cost.items():
            cost = (taken + sign_taken, put + sign_put)
            if cost[0] > budget[0] or cost[1] > budget[1]:
                continue
            signed[cost] += [
                (-value if glyph else value, (glyph, *digits))
                for value, digits in variants
                if not (glyph and value == 0)
            ]
    return signed


def _symbol_variants(layout: Layout, cell: int, start_glyph: str, rules: Rules) -> SymbolChoices:
    sticks = layout.cell_sticks(cell)
    return SymbolChoices(
        tuple((*change_cost(sticks, glyph), glyph) for glyph in rules.symbol_choices(start_glyph))
    )


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
        return None if number == 0 else (committed, quotient(term, number), sign)
    if operator == "=":
        return committed + term, -number, -1
    return committed + term, (sign if operator == "+" else -sign) * number, sign


def _last_number_values(
    committed: Value, term: Value, sign: int, operator: str
) -> list[int] | None:
    """The values the last number may take to make the equation true; None means any value.

    The last number follows `operator`; values must be whole (a negative one needs a sign
    cell, so the caller's table of variants has none), and the caller must leave out 0 after
    "/".
    """
    needed: Value
    if operator == "*":
        if term == 0:
            return None if committed == 0 else []
        needed = quotient(-committed, term)
    elif operator == "/":
        if committed == 0:
            return None if term == 0 else []
        needed = quotient(-term, committed)
        if needed == 0:
            return []
    elif operator == "=":
        needed = committed + term
    else:
        needed = (committed + term) * (-sign if operator == "+" else sign)
    # An int or a Fraction: whole exactly when its denominator is 1.
    if needed.denominator != 1:
        return []
    return [needed.numerator]


def _tokens(start: Layout, budget: Cost, rules: Rules) -> list[NumberVariants | SymbolChoices]:
    tokens: list[NumberVariants | SymbolChoices] = []
    number_start = 0
    for cell, kind in enumerate((*start.kinds, "symbol")):
        if kind != "symbol":
            continue
        tokens.append(_number_variants(start, range(number_start, cell), budget, rules))
        if cell < len(start.kinds):
            glyph = start.glyph(cell)
            assert glyph is not None
            tokens.append(_symbol_variants(start, cell, glyph, rules))
        number_start = cell + 1
    return tokens


def _partials(
    tokens: list[NumberVariants | SymbolChoices],
    span: tuple[int, int],
    state: State,
    operator: str,
    budget: Cost,
) -> Iterator[Partial]:
    """Every choice for the tokens in `span` (a number, then symbol-number pairs) within budget.

    The first number joins `state` through `operator`. Yields (taken, put,
    state, number of "=", choices); the choices list is reused, so a caller that keeps it must
    copy it.
    """
    first, end = span
    max_taken, max_put = budget
    chosen: list[tuple[str, ...]] = []

    def number_step(
        index: int, taken: int, put: int, state: State, operator: str, equals: int
    ) -> Iterator[Partial]:
        number = tokens[index]
        assert isinstance(number, NumberVariants)
        for (number_taken, number_put), variants in number.by_cost.items():
            taken_after, put_after = taken + number_taken, put + number_put
            if taken_after > max_taken or put_after > max_put:
                continue
            for value, digits in variants:
                after = _combine(*state, operator, value)
                if after is None:
                    continue
                chosen.append(digits)
                if index + 1 == end:
                    yield taken_after, put_after, after, equals, chosen
                else:
                    yield from symbol_step(index + 1, taken_after, put_after, after, equals)
                chosen.pop()

    def symbol_step(
        index: int, taken: int, put: int, state: State, equals: int
    ) -> Iterator[Partial]:
        symbol = tokens[index]
        assert isinstance(symbol, SymbolChoices)
        for symbol_taken, symbol_put, glyph in symbol.choices:
            taken_after, put_after = taken + symbol_taken, put + symbol_put
            equals_after = equals + (glyph == "=")
            if taken_after > max_taken or put_after > max_put or equals_after > 1:
                continue
            chosen.append((glyph,))
            yield from number_step(index + 1, taken_after, put_after, state, glyph, equals_after)
            chosen.pop()

    yield from number_step(first, 0, 0, state, operator, 0)


_START: State = (0, 0, 1)


def _solve_last_number(
    tokens: list[NumberVariants | SymbolChoices], budget: Cost
) -> Iterator[tuple[tuple[str, ...], ...]]:
    """Walk every token but the last number, then compute the value the last number needs."""
    last = len(tokens) - 1
    symbol, number = tokens[last - 1], tokens[last]
    assert isinstance(symbol, SymbolChoices) and isinstance(number, NumberVariants)
    max_taken, max_put = budget
    choices, by_cost = symbol.choices, number.by_cost
    for taken, put, state, equals, chosen in _partials(tokens, (0, last - 1), _START, "+", budget):
        for symbol_taken, symbol_put, glyph in choices:
            cost = (max_taken - taken - symbol_taken, max_put - put - symbol_put)
            if equals + (glyph == "=") != 1 or cost not in by_cost:
                continue
            values = _last_number_values(*state, glyph)
            if values is None:
                matches = [digits for value, digits in by_cost[cost] if value or glyph != "/"]
            else:
                by_value = number.by_cost_and_value[cost]
                matches = [digits for value in values for digits in by_value.get(value, ())]
            for digits in matches:
                yield (*chosen, (glyph,), digits)


def _combination_counts(tokens: list[NumberVariants | SymbolChoices], budget: Cost) -> list[int]:
    """For each i, how many choices for tokens[:i] fit the budget: the work of walking them."""
    max_taken, max_put = budget
    counts: dict[Cost, int] = {(0, 0): 1}
    totals = [1]
    for token in tokens:
        steps = [
            (more_taken, more_put, more)
            for (more_taken, more_put), more in token.histogram.items()
            if more_taken <= max_taken and more_put <= max_put
        ]
        merged: dict[Cost, int] = {}
        for (taken, put), count in counts.items():
            room_taken, room_put = max_taken - taken, max_put - put
            for more_taken, more_put, more in steps:
                if more_taken <= room_taken and more_put <= room_put:
                    cost = (taken + more_taken, put + more_put)
                    merged[cost] = merged.get(cost, 0) + count * more
        counts = merged
        totals.append(sum(counts.values()))
    return totals


def _assignments(
    tokens: list[NumberVariants | SymbolChoices], budget: Cost, stops_early: bool = False
) -> Iterator[tuple[tuple[str, ...], ...]]:
    """Every choice of glyphs (per token) costing exactly `budget` that makes the equation true.

    Uses whichever search should cost least: solving for the last number, or meeting in the
    middle at one of the symbols. `stops_early`: the caller may not take every solution.
    """
    last = len(tokens) - 1
    bound = prod(sum(token.histogram.values()) for token in tokens[:last])
    if bound <= SMALL_SEARCH:
        return _solve_last_number(tokens, budget)
    prefixes = _combination_counts(tokens, budget)
    suffixes = _combination_counts(tokens[::-1], budget)[::-1]
    # Measured: a walked combination costs about one and a half times a state of the meeting.
    # The walk finds solutions as it goes, so a caller that stops early saves about half of it;
    # the meeting finds none before its tables are complete.
    best_work = (2 if stops_early else 3) * prefixes[last - 1] * len(tokens[last - 1].choices)
    best_split = None
    for split in range(1, last, 2):
        symbol = tokens[split]
        assert isinstance(symbol, SymbolChoices)
        # Each state of either part is reached once per choice of the symbol before it.
        work = 2 * len(symbol.choices) * (prefixes[split] + suffixes[split + 1])
        if work < best_work:
            best_work, best_split = work, split
    if best_split is None:
        return _solve_last_number(tokens, budget)
    return meet_in_the_middle(tokens, budget, best_split)


def _glyph_lists(puzzle: Puzzle, rules: Rules, stops_early: bool = False) -> Iterator[list[str]]:
    of_type(puzzle, Puzzle, "a puzzle")
    start = puzzle.start
    text = start.text()
    if text is None:
        raise EquationError(Message.of(NOT_AN_EQUATION))
    validate(text, rules)
    budget = puzzle.budget()
    assignments = _assignments(_tokens(start, budget, rules), budget, stops_early)
    if rules.glyphs == "standard":
        for parts in assignments:
            yield [glyph for part in parts for glyph in part]
        return
    seen: set[str] = set()
    for parts in assignments:
        glyphs = [glyph for part in parts for glyph in part]
        text = "".join(glyphs)
        if text not in seen and _signs_lead(start, glyphs):
            seen.add(text)
            yield glyphs


def _signs_lead(start: Layout, glyphs: list[str]) -> bool:
    """Whether every minus in a sign cell starts a side: when "-" and "=" trade a stick, the
    sign cell after the old "=" follows a "-" and must stay empty."""
    return all(
        glyph != "-" or kind != "sign" or cell == 0 or glyphs[cell - 1] == "="
        for cell, (kind, glyph) in enumerate(zip(start.kinds, glyphs, strict=True))
    )


def count_up_to(puzzle: Puzzle, limit: int, rules: Rules = STANDARD_RULES) -> int:
    """How many solutions the puzzle has, counting no further than `limit`: telling one
    solution from several stops at the second."""
    return sum(1 for _ in islice(_glyph_lists(puzzle, rules, stops_early=True), limit))


def count_solutions(puzzle: Puzzle, rules: Rules = STANDARD_RULES) -> int:
    """How many solutions the puzzle has, without keeping any of them."""
    return sum(1 for _ in _glyph_lists(puzzle, rules))


def solution_texts(
    puzzle: Puzzle, rules: Rules = STANDARD_RULES, limit: int | None = None
) -> list[str]:
    """The equations of `solve`, in the same order, without building layouts and moves: a
    puzzle with tens of thousands of solutions stays small in memory. With `limit`, only the
    first `limit` of them, and only that many are ever kept."""
    texts = ("".join(glyphs) for glyphs in _glyph_lists(puzzle, rules))
    if limit is None:
        return sorted(texts)
    import heapq

    return heapq.nsmallest(limit, texts)


def solve(puzzle: Puzzle, rules: Rules = STANDARD_RULES) -> list[Solution]:
    """Every layout that solves `puzzle` under `rules`, with the stick moves; sorted by text.

    Raises EquationError if the start does not show a well-formed equation under the rules.
    """
    solutions = [
        Solution(layout, text, moves_between(puzzle, layout))
        for text, layout in solutions_found(puzzle, rules)
    ]
    return sorted(solutions, key=lambda solution: solution.text)


def solutions_found(puzzle: Puzzle, rules: Rules = STANDARD_RULES) -> Iterator[tuple[str, Layout]]:
    """The equations and layouts of `solve`, one at a time in the order the search finds them
    and without their moves: a caller that needs only some of them (is there one? is the
    puzzle still hard?) stops the search there."""
    for glyphs in _glyph_lists(puzzle, rules):
        if rules.glyphs == "standard":
            layout = layout_of(glyphs)
        else:
            layout = layout_at_budget(puzzle, glyphs)
        yield "".join(glyphs), layout


def layout_at_budget(puzzle: Puzzle, glyphs: list[str]) -> Layout:
    """A layout showing `glyphs` (one per cell) at exactly the puzzle's budget from its start,
    choosing among each glyph's shapes; cells left unchanged keep their sticks."""
    start = puzzle.start
    choices = [
        shapes_by_cost(kind, start.cell_sticks(cell), glyph)
        for cell, (kind, glyph) in enumerate(zip(start.kinds, glyphs, strict=True))
    ]

    @cache
    def pick(cell: int, taken: int, put: int) -> tuple[frozenset[str], ...] | None:
        if cell == len(choices):
            return () if taken == put == 0 else None
        for (cell_taken, cell_put), shape in choices[cell]:
            if cell_taken <= taken and cell_put <= put:
                rest = pick(cell + 1, taken - cell_taken, put - cell_put)
                if rest is not None:
                    return (shape, *rest)
        return None

    shapes = pick(0, *puzzle.budget())
    assert shapes is not None, "the solver found these glyphs within budget"
    sticks = frozenset((cell, segment) for cell, shape in enumerate(shapes) for segment in shape)
    return Layout(start.kinds, sticks)
