"""The hint ladder: each hint reveals a little more of the simplest solution."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engines.common import Message
from engines.twentyfour import messages
from engines.twentyfour.api import solve
from engines.twentyfour.rules import DEFAULT_RULES, Rules


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


def hints(hand: Sequence[int], rules: Rules = DEFAULT_RULES) -> list[Hint]:
    """Which two cards to combine first, then that step with its result, then a whole solution.

    Empty for a hand without a solution.
    """
    solutions = solve(hand, rules)
    if not solutions:
        return []
    best = solutions[0]
    whole = Hint(Message.of(messages.HINT_SOLUTION, solution=best.text), tuple(range(len(hand))))
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
