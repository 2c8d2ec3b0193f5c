"""The solving entry points, choosing between the bracket solver and the left-to-right one.

This is the public boundary: hands and rules are checked here (PuzzleInputError for anything
else), so the solvers behind it may assume good input. The searches other than today's game's
(left to right, the variants, the nearest values) are imported where they are chosen, so that a
command line loads only the one it runs.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import islice

from engines.common import Message, whole_number
from engines.common.frozen import Frozen
from engines.twentyfour import messages, pairs, solver
from engines.twentyfour.arithmetic import exact
from engines.twentyfour.cards import HandError, checked_hand
from engines.twentyfour.rules import DEFAULT_RULES, MAX_VARIANT_CARDS, Rules, checked_rules
from engines.twentyfour.solution import Solution, solution_from_text
from engines.twentyfour.solver import TooManySolutions

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence

MAX_LISTED = 250_000
"""Most solutions `solve` lists: six cards have at most about 100,000 (left to right, target 0,
truncating); seven cards can have millions."""

MAX_NEAREST = 100


def checked(hand: object, rules: object) -> tuple[tuple[int, ...], Rules]:
    """A hand and rules as the public functions take them: cards up to the rules' highest
    card, and no more than MAX_VARIANT_CARDS under a variant."""
    rules = checked_rules(rules)
    hand = checked_hand(hand, highest=rules.highest_card)
    if rules.variant and len(hand) > MAX_VARIANT_CARDS:
        raise HandError(Message.of(messages.VARIANT_HAND_SIZE, high=MAX_VARIANT_CARDS))
    return hand, rules


def solve(hand: Sequence[int], rules: Rules = DEFAULT_RULES) -> list[Solution]:
    """Every distinct solution, simplest first, in a deterministic order.

    With brackets, "distinct" follows 4nums.com (see `forms`); left to right, every expression
    text is listed once. Raises TooManySolutions (a PuzzleInputError) for a hand whose
    solutions are too many to list: `first_solutions` then still gives a count and a few.
    """
    hand, rules = checked(hand, rules)
    if rules.variant:
        from engines.twentyfour import variants

        return [solution_from_text(text, rules) for text in variants.solution_texts(hand, rules)]
    if rules.left_to_right:
        from engines.twentyfour import left_to_right

        count = left_to_right.count(hand, rules)
        if count > MAX_LISTED:
            raise TooManySolutions(Message.of(messages.TOO_MANY_SOLUTIONS, count=count))
        return left_to_right.solve(hand, rules)
    return solver.solve(hand, rules)


class SolutionList(Frozen):
    """How many distinct solutions a hand has, and the first few of them."""

    _fields = ("count", "first")
    __slots__ = _fields
    count: int
    first: tuple[Solution, ...]

    def __init__(self, count: int, first: tuple[Solution, ...]) -> None:
        self._set(count=count, first=first)


def first_solutions(
    hand: Sequence[int], rules: Rules = DEFAULT_RULES, limit: int = 50
) -> SolutionList:
    """The number of solutions and the first `limit` of them, simplest first; bounded where
    `solve` would refuse a left-to-right hand with millions of solutions, whose first ones
    then come in search order. A bracket hand too large to solve still raises TooManySolutions.
    """
    hand, rules = checked(hand, rules)
    limit = whole_number(limit, "a limit", 0, MAX_LISTED)
    if rules.left_to_right:
        from engines.twentyfour import left_to_right

        count = left_to_right.count(hand, rules)
        if count > MAX_LISTED:
            texts = islice(left_to_right.texts_in_search_order(hand, rules), limit)
            return SolutionList(count, tuple(solution_from_text(text, rules) for text in texts))
    solutions = solve(hand, rules)
    return SolutionList(len(solutions), tuple(solutions[:limit]))


def count_solutions(hand: Sequence[int], rules: Rules = DEFAULT_RULES) -> int:
    """How many distinct solutions the hand has; left to right without listing them."""
    hand, rules = checked(hand, rules)
    if rules.variant:
        from engines.twentyfour import variants

        return variants.count(hand, rules)
    if rules.left_to_right:
        from engines.twentyfour import left_to_right

        return left_to_right.count(hand, rules)
    return len(solver.solution_cores(hand, rules))


def is_solvable(hand: Sequence[int], rules: Rules = DEFAULT_RULES) -> bool:
    """Whether the hand has a solution; stops at the first one found."""
    hand, rules = checked(hand, rules)
    if rules.variant:
        from engines.twentyfour import variants

        return variants.is_solvable(hand, rules)
    if rules.left_to_right:
        from engines.twentyfour import left_to_right

        return left_to_right.is_solvable(hand, rules)
    return solver.is_solvable(hand, rules)


def nearest_values(
    hand: Sequence[int], rules: Rules = DEFAULT_RULES, count: int = 3
) -> list[Fraction]:
    """The `count` reachable values nearest the target, nearest first (ties: smaller first).

    Meant for a hand without a solution: `1 1 1 1` gives `[4, 3, 2]`.
    """
    hand, rules = checked(hand, rules)
    count = whole_number(count, "a count", 0, MAX_NEAREST)
    if rules.variant:
        from engines.twentyfour import variants

        closest = [pairs.number(value) for value in variants.nearest_values(hand, rules, count)]
    elif rules.left_to_right:
        from engines.twentyfour import left_to_right

        values = left_to_right.reachable_values(hand, rules)
        closest = sorted(values, key=lambda value: (abs(value - rules.target), value))[:count]
    else:
        from engines.twentyfour import nearest

        closest = nearest.nearest_values(hand, exact(rules.target), count)
    return [Fraction(value) for value in closest]


def nearest_ways(
    hand: Sequence[int], rules: Rules = DEFAULT_RULES, count: int = 3
) -> list[tuple[Fraction, Solution]]:
    """The `count` reachable values nearest the target (as `nearest_values`), each with the
    simplest expression that reaches it under the same rules."""
    return [
        (value, first_solutions(hand, rules.replace(target=value), 1).first[0])
        for value in nearest_values(hand, rules, count)
    ]
