"""How hard a hand is, and dealing hands: random, by level, reproducible, or one per day."""

from __future__ import annotations

import datetime
import random
from collections.abc import Sequence

from engines.common import Level, Message, PuzzleInputError
from engines.twentyfour import messages
from engines.twentyfour.api import is_solvable, solve
from engines.twentyfour.cards import MAX_CARDS, MIN_CARDS, HandError
from engines.twentyfour.rules import DEFAULT_RULES, Rules
from engines.twentyfour.solution import Solution

DECK: tuple[int, ...] = tuple(value for value in range(1, 14) for _suit in range(4))
MAX_DEALS = 2000
"""Hands tried before giving up on a level that the rules make impossible."""


def _plain(solution: Solution, rules: Rules) -> bool:
    """Whole numbers all the way, no division, no step above the target."""
    return (
        not solution.needs_fraction
        and "/" not in solution.text
        and solution.largest_step <= abs(rules.target)
    )


def difficulty(hand: Sequence[int], rules: Rules = DEFAULT_RULES) -> Level | None:
    """How hard the hand is, from its distinct solutions; None when it has none.

    - hard: every solution needs a fraction on the way, or there is a single solution and it
      needs a division or a step above the target (`8/(3-8/3)`, `(5*5-1)*1`);
    - easy: at least three solutions, one of them plain: whole numbers, no division and no step
      above the target (`(3+2+1)*4`);
    - medium: everything else.
    """
    solutions = solve(hand, rules)
    if not solutions:
        return None
    if all(solution.needs_fraction for solution in solutions):
        return "hard"
    if len(solutions) == 1 and not _plain(solutions[0], rules):
        return "hard"
    if len(solutions) >= 3 and any(_plain(solution, rules) for solution in solutions):
        return "easy"
    return "medium"


def deal(
    level: Level | None = None,
    *,
    seed: int | None = None,
    cards: int = 4,
    rules: Rules = DEFAULT_RULES,
    solvable_only: bool = True,
) -> tuple[int, ...]:
    """A hand drawn from a 52-card deck; the same seed gives the same hand.

    With a level, only a hand of that level (so a solvable one); otherwise only a solvable hand
    if `solvable_only`. Raises PuzzleInputError when no such hand turns up.
    """
    if not MIN_CARDS <= cards <= MAX_CARDS:
        raise HandError(Message.of(messages.HAND_SIZE, low=MIN_CARDS, high=MAX_CARDS))
    draw = random.Random(seed)
    for _ in range(MAX_DEALS):
        hand = tuple(draw.sample(DECK, cards))
        if level is not None:
            if difficulty(hand, rules) == level:
                return hand
        elif not solvable_only or is_solvable(hand, rules):
            return hand
    raise PuzzleInputError(Message.of(messages.NO_HAND_FOUND, cards=cards))


def daily_hand(day: datetime.date, cards: int = 4, rules: Rules = DEFAULT_RULES) -> tuple[int, ...]:
    """The hand of the day: the same for everyone on that date, always solvable."""
    return deal(seed=day.toordinal() * 10 + cards, cards=cards, rules=rules)
