"""Meeting in the middle at one symbol: the left part evaluated forwards, the right backwards.

The left part (the tokens before the symbol) is walked from left to right as states
(taken, put, "=" seen, finished terms, running term); the right part from right to left as
states (taken, put, "=" seen, finished terms, first number, product of the rest of the first
term). Read from the right, the side a term is on is known: "=" already seen means the left
side. So one table of the right part serves every glyph the middle symbol may take, and
choices that reach the same state are merged, each state keeping back-pointers to the states
it came from. Joining a left state with the middle glyph looks up the right states that make
left side minus right side zero; only the matched states are expanded into glyph choices.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from weakref import WeakKeyDictionary

from engines.matchsticks.tokens import quotient

TYPE_CHECKING = False
if TYPE_CHECKING:
    from engines.matchsticks.tokens import Cost, NumberVariants, SymbolChoices, Value

    LeftKey = tuple[int, int, int, Value, Value]
    """(taken, put, "=" count, finished terms, running term), left side minus right side."""
    RightKey = tuple[int, int, int, Value, int, Value]
    """(taken, put, "=" count, finished terms, first number, product of the rest of its
    term)."""

Parts = tuple[tuple[str, ...], ...]
Links = dict[tuple, list[tuple[tuple | None, str, tuple[str, ...]]]]
"""Each state of one layer, with every (neighbouring state or None, glyph or "", digits) that
reaches it."""


def _symbol_steps(
    symbol: SymbolChoices, taken: int, put: int, equals: int, budget: Cost
) -> list[tuple[str, int, int, int]]:
    """(glyph, taken, put, "=" count) after each glyph the symbol may show within budget, with
    at most one "=" in all."""
    return [
        (glyph, taken + symbol_taken, put + symbol_put, equals + (glyph == "="))
        for symbol_taken, symbol_put, glyph in symbol.choices
        if taken + symbol_taken <= budget[0]
        and put + symbol_put <= budget[1]
        and not (equals and glyph == "=")
    ]


_END_LAYERS: WeakKeyDictionary[NumberVariants, dict[tuple[Cost, bool], Links]] = (
    WeakKeyDictionary()
)


def _end_layer(number: NumberVariants, budget: Cost, *, from_right: bool) -> Links:
    """The states of a part that holds only its end number (the first, or read from the
    right the last): one per cost and value. Kept for as long as the number's variants are
    (the solver keeps those of a few dozen numbers): the candidates of a worksheet share most
    of their numbers, and a Roman number's variants run to thousands. Never changed once
    made."""
    kept = _END_LAYERS.setdefault(number, {})
    layer = kept.get((budget, from_right))
    if layer is None:
        states: Links = defaultdict(list)
        for taken, put, value, digits in number.after(0, 0, budget):
            key = (taken, put, 0, 0, value, 1) if from_right else (taken, put, 0, 0, value)
            states[key].append((None, "", digits))
        layer = kept[budget, from_right] = dict(states)
    return layer


def _left_states(tokens: list, split: int, budget: Cost) -> list[Links]:
    """The left part's states (LeftKey) after each number, with back-pointers to the states
    before."""
    layers = [_end_layer(tokens[0], budget, from_right=False)]
    for index in range(1, split, 2):
        symbol, number = tokens[index], tokens[index + 1]
        following: Links = defaultdict(list)
        for key in layers[-1]:
            taken, put, equals, committed, term = key
            sign = -1 if equals else 1
            for glyph, taken_so_far, put_so_far, after in _symbol_steps(
                symbol, taken, put, equals, budget
            ):
                variants = number.after(taken_so_far, put_so_far, budget)
                if glyph == "*":
                    for taken_after, put_after, value, digits in variants:
                        state = (taken_after, put_after, after, committed, term * value)
                        following[state].append((key, glyph, digits))
                    continue
                if glyph == "/":
                    for taken_after, put_after, value, digits in variants:
                        if value:
                            share = quotient(term, value)
                            following[taken_after, put_after, after, committed, share].append(
                                (key, glyph, digits)
                            )
                    continue
                # After "=", the number starts the right side: it counts negatively.
                finished = committed + term
                factor = -1 if glyph == "=" else (sign if glyph == "+" else -sign)
                for taken_after, put_after, value, digits in variants:
                    state = (taken_after, put_after, after, finished, factor * value)
                    following[state].append((key, glyph, digits))
        layers.append(following)
    return layers


def _right_states(tokens: list, split: int, budget: Cost) -> list[Links]:
    """The right part's states (RightKey) before each number, from the last number back to
    the split, with back-pointers to the states after."""
    layers = [_end_layer(tokens[-1], budget, from_right=True)]
    for index in range(len(tokens) - 2, split, -2):
        symbol, number = tokens[index], tokens[index - 1]
        preceding: Links = defaultdict(list)
        for key in layers[-1]:
            taken, put, equals, committed, lead, rest = key
            # Read from the right, a term before a seen "=" is on the left side.
            sign = 1 if equals else -1
            for glyph, taken_so_far, put_so_far, after in _symbol_steps(
                symbol, taken, put, equals, budget
            ):
                if glyph == "/" and lead == 0:
                    continue
                committed_after, rest_after = committed, 1
                if glyph == "*":
                    rest_after = lead * rest
                elif glyph == "/":
                    rest_after = quotient(rest, lead)
                elif glyph == "=":
                    committed_after = committed - lead * rest
                else:
                    signed = sign * lead * rest
                    committed_after = committed + (signed if glyph == "+" else -signed)
                for taken_after, put_after, value, digits in number.after(
                    taken_so_far, put_so_far, budget
                ):
                    state = (taken_after, put_after, after, committed_after, value, rest_after)
                    preceding[state].append((key, glyph, digits))
        layers.append(preceding)
    return layers


class _RightTables:
    """The right part's states indexed, on demand, for the join with each middle glyph.

    With a left state (committed C, running term T) and a right state (finished terms A,
    first number n, rest product r, sign s of its first term: +1 if it holds the "="):
    "+" needs C + T + s*n*r + A = 0, "-" C + T - s*n*r + A = 0, "=" (s = -1) the same as
    "+"; "*" needs C + T*n*r + A = 0 and "/" C + T*r/n + A = 0, which are looked up per
    distinct slope n*r or r/n. A table is built only for the costs a join asks for: a glyph
    that costs many sticks leaves few costs, and few states, to the right part.
    """

    def __init__(self, right: Links) -> None:
        self.by_cost: dict[tuple[int, int, int], list[RightKey]] = defaultdict(list)
        for key in right:
            self.by_cost[key[:3]].append(key)
        self.tables: dict[tuple[str, tuple[int, int, int]], dict] = {}

    def matches(self, glyph: str, cost: tuple[int, int, int], committed: Value, term: Value):
        """The right states that balance a left state through `glyph`, the right part having
        `cost` (taken, put, "=" count)."""
        kind = "+" if glyph == "=" else glyph
        table = self.tables.get((kind, cost))
        if table is None:
            table = self.tables[kind, cost] = self._table(kind, cost)
        if kind in "+-":
            return table.get(-(committed + term), ())
        return [
            key
            for slope, by_committed in table.items()
            for key in by_committed.get(-(committed + term * slope), ())
        ]

    def _table(self, kind: str, cost: tuple[int, int, int]) -> dict:
        table: dict = defaultdict(list) if kind in "+-" else defaultdict(lambda: defaultdict(list))
        sign = 1 if cost[2] else -1
        for key in self.by_cost.get(cost, ()):
            _, _, _, committed, lead, rest = key
            if kind == "+":
                table[committed + sign * lead * rest].append(key)
            elif kind == "-":
                table[committed - sign * lead * rest].append(key)
            elif kind == "*":
                table[lead * rest][committed].append(key)
            elif lead != 0:
                table[quotient(rest, lead)][committed].append(key)
        return table


def _expand(layers: list[Links], depth: int, key: tuple, reverse: bool) -> Iterator[list]:
    """Every list of parts (digits, glyph, digits, ...) that leads to `key` at `depth`."""
    for previous, glyph, digits in layers[depth][key]:
        if previous is None:
            yield [digits]
            continue
        for parts in _expand(layers, depth - 1, previous, reverse):
            yield [digits, (glyph,), *parts] if reverse else [*parts, (glyph,), digits]


def meet_in_the_middle(tokens: list, budget: Cost, split: int) -> Iterator[Parts]:
    """Every choice of glyphs per token costing exactly `budget` that makes the equation true,
    found by joining the parts left and right of the symbol at `split`."""
    symbol: SymbolChoices = tokens[split]
    left_layers = _left_states(tokens, split, budget)
    right_layers = _right_states(tokens, split, budget)
    tables = _RightTables(right_layers[-1])
    left_depth, right_depth = len(left_layers) - 1, len(right_layers) - 1
    for left_key in left_layers[-1]:
        taken, put, equals, committed, term = left_key
        for symbol_taken, symbol_put, glyph in symbol.choices:
            rest_taken = budget[0] - taken - symbol_taken
            rest_put = budget[1] - put - symbol_put
            rest_equals = 1 - equals - (glyph == "=")
            if rest_taken < 0 or rest_put < 0 or rest_equals < 0:
                continue
            cost = (rest_taken, rest_put, rest_equals)
            matches = tables.matches(glyph, cost, committed, term)
            for right_key in matches:
                for left_parts in _expand(left_layers, left_depth, left_key, False):
                    for right_parts in _expand(right_layers, right_depth, right_key, True):
                        yield (*left_parts, (glyph,), *right_parts)
