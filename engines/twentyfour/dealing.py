"""How hard a hand is, and dealing hands: random, by level, reproducible, or one per day."""

from __future__ import annotations

import datetime
import random
import time
from collections.abc import Sequence

from engines.common import Level, Message, PuzzleInputError
from engines.twentyfour import left_to_right, messages, solver
from engines.twentyfour.api import is_solvable
from engines.twentyfour.arithmetic import exact
from engines.twentyfour.cards import MAX_CARDS, MIN_CARDS, HandError
from engines.twentyfour.rules import DEFAULT_RULES, Rules

DECK: tuple[int, ...] = tuple(value for value in range(1, 14) for _suit in range(4))
MAX_DEALS = 2000
MAX_DEAL_SECONDS = 2.0
"""Draws, and seconds, before giving up on a level or target the rules make (nearly)
impossible; a hand that is found is the same for the same seed however long it took."""


def _solvable_with(hand: Sequence[int], rules: Rules, division: bool, ceiling: int | None) -> bool:
    if rules.left_to_right:
        operators = "+-*/" if division else "+-*"
        return left_to_right.is_solvable(hand, rules, operators, ceiling)
    return solver.reaches_whole(hand, exact(rules.target), division=division, ceiling=ceiling)


def difficulty(hand: Sequence[int], rules: Rules = DEFAULT_RULES) -> Level | None:
    """How hard the hand is, from what its solutions need; None when it has none.

    - hard: every solution needs a division (`8/(3-8/3)`, `(10*10-4)/4`);
    - easy: some solution uses only `+ - *` with every step a whole number from 0 to the
      target (`(3+2+1)*4`);
    - medium: the rest, where every solution without division has a step beyond the target or
      below zero (`5*5+1-2` goes through 25).

    Of the 1820 four-card hands 993 are easy, 170 medium and 199 hard. The rule asks only
    whether such solutions exist, so it stays cheap for any number of cards; with six or more
    cards nearly every hand is easy.
    """
    if not is_solvable(hand, rules):
        return None
    if not _solvable_with(hand, rules, division=False, ceiling=None):
        return "hard"
    target = rules.target
    ceiling = int(target) if target.denominator == 1 and target > 0 else None
    if ceiling is not None and _solvable_with(hand, rules, division=False, ceiling=ceiling):
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
    if `solvable_only`. Raises PuzzleInputError when no such hand turns up in MAX_DEALS draws
    or MAX_DEAL_SECONDS, as for a hard hand of six cards, which hardly exists.
    """
    if not MIN_CARDS <= cards <= MAX_CARDS:
        raise HandError(Message.of(messages.HAND_SIZE, low=MIN_CARDS, high=MAX_CARDS))
    draw = random.Random(seed)
    give_up = time.monotonic() + MAX_DEAL_SECONDS
    for _ in range(MAX_DEALS):
        if time.monotonic() > give_up:
            break
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
