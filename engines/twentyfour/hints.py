"""The hint ladder: each hint reveals a little more of the simplest solution."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from engines.common import Message
from engines.twentyfour import left_to_right, messages
from engines.twentyfour.api import solve
from engines.twentyfour.expression import cards_in, parse, to_text
from engines.twentyfour.rules import DEFAULT_RULES, Rules
from engines.twentyfour.solution import Solution, solution_from_text
from engines.twentyfour.solver import TooManySolutions


@dataclass(frozen=True)
class Hint:
    """A hint and the hand positions it points at, for the GUI to highlight."""

    message: Message
    cards: tuple[int, ...]


def _positions(hand: Sequence[int], texts: Sequence[str]) -> tuple[int, ...]:
    """Distinct hand positions holding the cards written as `texts`."""
    taken: list[int] = []
    for text in texts:
        taken.append(
            next(i for i, value in enumerate(hand) if str(value) == text and i not in taken)
        )
    return tuple(taken)


def _first_in_a_row(hand: Sequence[int], rules: Rules) -> Solution | None:
    """For a hand with too many solutions to rank: the first one a left-to-right search finds
    (with exact division, also a solution with brackets), written for `rules`; None if none."""
    division = rules.division if rules.left_to_right else "exact"
    in_a_row = replace(rules, left_to_right=True, division=division)
    text = next(left_to_right.texts_in_search_order(hand, in_a_row), None)
    if text is None:
        return None
    if not rules.left_to_right:
        text = to_text(parse(text, left_to_right=True))
    return solution_from_text(text, rules)


def hints(hand: Sequence[int], rules: Rules = DEFAULT_RULES) -> list[Hint]:
    """Which two cards to combine first, then that step with its result, then a whole solution:
    the simplest, or for a hand with too many solutions to rank, the first one found in a row.

    Empty for a hand without a solution.
    """
    try:
        solutions = solve(hand, rules)
    except TooManySolutions:
        if rules.variant:
            raise
        found = _first_in_a_row(hand, rules)
        if found is None:
            raise
        solutions = [found]
    if not solutions:
        return []
    best = solutions[0]
    used = tuple(range(len(hand)))
    if rules.any_subset:
        used = _positions(hand, [str(card.value) for card in cards_in(parse(best.text))])
    whole = Hint(Message.of(messages.HINT_SOLUTION, solution=best.text), used)
    if not best.steps:
        return [whole]
    step = best.steps[0]
    pair = _positions(hand, (step.left, step.right))
    return [
        Hint(Message.of(messages.HINT_COMBINE, first=step.left, second=step.right), pair),
        Hint(
            Message.of(
                messages.HINT_FIRST_STEP,
                left=step.left,
                op=step.op,
                right=step.right,
                result=step.result,
            ),
            pair,
        ),
        whole,
    ]
