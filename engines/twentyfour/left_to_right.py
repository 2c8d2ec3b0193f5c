"""The left-to-right exercise (the classic "24点运算" judge problem).

No brackets: the cards are laid out in any order and the operators apply strictly from left to
right, so `13-1*4/2` means `((13-1)*4)/2`. Every value is an integer. Division follows
`Rules.division`: "exact" allows it only where it divides evenly (as the judge's reference code
does); "truncate" is integer division rounding towards zero (C and Java; rounding down gives the
same 1500 solvable four-card hands).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from engines.twentyfour.arithmetic import whole_step
from engines.twentyfour.cards import card_name
from engines.twentyfour.rules import Division, Rules
from engines.twentyfour.solution import Solution, simplicity, solution_from_text

OPERATORS = "+-*/"
Cards = tuple[int, ...]


def _moves(rest: Cards, value: int, division: Division) -> Iterator[tuple[str, int, Cards, int]]:
    """Each (op, card, cards left, new value) from a position, each distinct card once."""
    for index, card in enumerate(rest):
        if index and rest[index - 1] == card:
            continue
        left = rest[:index] + rest[index + 1 :]
        for op in OPERATORS:
            result = whole_step(op, value, card, division)
            if result is not None:
                yield op, card, left, result


def _starts(hand: Sequence[int]) -> Iterator[tuple[int, Cards]]:
    cards = tuple(sorted(hand))
    for index, card in enumerate(cards):
        if not index or cards[index - 1] != card:
            yield card, cards[:index] + cards[index + 1 :]


def _texts(hand: Sequence[int], rules: Rules) -> list[str]:
    memo: dict[tuple[Cards, int], list[str]] = {}

    def endings(rest: Cards, value: int) -> list[str]:
        if not rest:
            return [""] if value == rules.target else []
        key = (rest, value)
        known = memo.get(key)
        if known is None:
            known = [
                f"{op}{card}{ending}"
                for op, card, left, result in _moves(rest, value, rules.division)
                for ending in endings(left, result)
            ]
            memo[key] = known
        return known

    return [f"{card}{ending}" for card, rest in _starts(hand) for ending in endings(rest, card)]


def solve(hand: Sequence[int], rules: Rules) -> list[Solution]:
    """Every left-to-right expression reaching the target (distinct texts), simplest first."""
    solutions = (solution_from_text(text, rules) for text in _texts(hand, rules))
    return sorted(solutions, key=simplicity)


def _ending_counter(rules: Rules) -> Callable[[Cards, int], int]:
    """How many ways the cards left can take a value to the target, remembering positions."""
    memo: dict[tuple[Cards, int], int] = {}

    def endings(rest: Cards, value: int) -> int:
        if not rest:
            return int(value == rules.target)
        key = (rest, value)
        known = memo.get(key)
        if known is None:
            known = sum(
                endings(left, result) for _, _, left, result in _moves(rest, value, rules.division)
            )
            memo[key] = known
        return known

    return endings


def count(hand: Sequence[int], rules: Rules) -> int:
    """How many expressions `solve` would list, without writing any of them."""
    endings = _ending_counter(rules)
    return sum(endings(rest, card) for card, rest in _starts(hand))


def texts_in_search_order(hand: Sequence[int], rules: Rules) -> Iterator[str]:
    """The texts of `solve` one at a time, in search order (not simplest first): for a hand
    with millions of them, the first few come at once and nothing is kept."""
    endings = _ending_counter(rules)

    def walk(rest: Cards, value: int, prefix: str) -> Iterator[str]:
        if not rest:
            yield prefix
            return
        for op, card, left, result in _moves(rest, value, rules.division):
            if endings(left, result):
                yield from walk(left, result, f"{prefix}{op}{card}")

    for card, rest in _starts(hand):
        if endings(rest, card):
            yield from walk(rest, card, str(card))


def value_reacher(rules: Rules) -> Callable[[Cards, int], bool]:
    """Whether the target is reachable from a value with some (sorted) cards left, remembering
    the positions that failed."""
    failed: set[tuple[Cards, int]] = set()

    def reaches(rest: Cards, value: int) -> bool:
        if not rest:
            return value == rules.target
        if (rest, value) in failed:
            return False
        moves = _moves(rest, value, rules.division)
        if any(reaches(left, result) for _, _, left, result in moves):
            return True
        failed.add((rest, value))
        return False

    return reaches


def is_solvable(hand: Sequence[int], rules: Rules) -> bool:
    """Whether a left-to-right expression makes the target."""
    reaches = value_reacher(rules)
    return any(reaches(rest, card) for card, rest in _starts(hand))


def openings(hand: Sequence[int]) -> Iterator[tuple[int, int, Cards]]:
    """Each (first card, second card, cards left) a row can start with, each once."""
    for first, rest in _starts(hand):
        for second, left in _starts(rest):
            yield first, second, left


def reachable_values(hand: Sequence[int], rules: Rules) -> set[int]:
    """Every value a left-to-right expression over the whole hand can have."""
    seen: set[tuple[Cards, int]] = set()
    finals: set[int] = set()
    pending = [(rest, card) for card, rest in _starts(hand)]
    while pending:
        state = pending.pop()
        if state in seen:
            continue
        seen.add(state)
        rest, value = state
        if not rest:
            finals.add(value)
        pending.extend((left, result) for _, _, left, result in _moves(rest, value, rules.division))
    return finals


def first_expression(hand: Sequence[int], rules: Rules) -> str | None:
    """The judge's answer: the first hit of a search over the cards in the order given, trying
    `+ - * /` in turn, written with card names (`K-A*4/2`); None if there is none."""
    failed: set[tuple[Cards, int]] = set()

    def search(used: frozenset[int], value: int) -> list[str] | None:
        if len(used) == len(hand):
            return [] if value == rules.target else None
        state = (tuple(sorted(hand[i] for i in range(len(hand)) if i not in used)), value)
        if state in failed:
            return None
        for index, card in enumerate(hand):
            if index in used:
                continue
            for op in OPERATORS:
                result = whole_step(op, value, card, rules.division)
                if result is not None:
                    rest = search(used | {index}, result)
                    if rest is not None:
                        return [op, card_name(card), *rest]
        failed.add(state)
        return None

    for index, card in enumerate(hand):
        found = search(frozenset((index,)), card)
        if found is not None:
            return card_name(card) + "".join(found)
    return None
