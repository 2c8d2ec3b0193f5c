"""Dealing hands: random, by level (see `grading`), reproducible, or one per day.

`random` and `datetime` are imported by the functions that use them: the package loads this
module for every command of the command line, and only dealing needs them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engines.common import (
    Level,
    Message,
    PuzzleInputError,
    flag,
    level_or_none,
    refuse,
    seed_or_none,
)
from engines.twentyfour import messages
from engines.twentyfour.api import is_solvable
from engines.twentyfour.cards import MAX_CARDS, MIN_CARDS, HandError
from engines.twentyfour.grading import level_of_solvable
from engines.twentyfour.known_hands import known
from engines.twentyfour.rules import DEFAULT_RULES, Rules, checked_rules

if TYPE_CHECKING:
    import datetime

DECK: tuple[int, ...] = tuple(value for value in range(1, 14) for _suit in range(4))
MAX_DEALS = 2000
"""Draws before giving up on a level or target the rules make (nearly) impossible. Only draws
are counted, never time, so a seed gives the same hand, or the same refusal, on any machine."""
UNSOLVABLE_COST = {5: 15, 6: 50, 7: 700}
"""How many draws an unsolvable hand of this many cards uses up (otherwise one): proving there
is no solution takes about 1 ms for four cards, 16 ms for five, 50 ms for six and 0.9 s for
seven, so a hopeless search gives up after about two seconds whatever the hand size."""


def _card_count(cards: object) -> int:
    if isinstance(cards, bool) or not isinstance(cards, int) or not MIN_CARDS <= cards <= MAX_CARDS:
        raise HandError(Message.of(messages.HAND_SIZE, low=MIN_CARDS, high=MAX_CARDS))
    return cards


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
    if `solvable_only`. The usual rules look the hand up in `known_hands` instead of solving it
    (the same answers, sooner). Raises PuzzleInputError when no such hand turns up within MAX_DEALS
    draws (see UNSOLVABLE_COST), as for a target no hand of that size can make.
    """
    cards = _card_count(cards)
    level, seed = level_or_none(level), seed_or_none(seed)
    rules, solvable_only = checked_rules(rules), flag(solvable_only, "solvable_only")
    import random

    draw = random.Random(seed)
    draws_left = MAX_DEALS
    while draws_left > 0:
        hand = tuple(draw.sample(DECK, cards))
        if level is None and not solvable_only:
            return hand
        table = known(hand, rules)
        if not (table.count > 0 if table else is_solvable(hand, rules)):
            draws_left -= UNSOLVABLE_COST.get(cards, 1)
            continue
        draws_left -= 1
        if level is None or level == (table.level if table else level_of_solvable(hand, rules)):
            return hand
    raise PuzzleInputError(Message.of(messages.NO_HAND_FOUND, cards=cards))


def daily_hand(day: datetime.date, cards: int = 4, rules: Rules = DEFAULT_RULES) -> tuple[int, ...]:
    """The hand of the day: the same for everyone on that date, always solvable."""
    import datetime

    if not isinstance(day, datetime.date):
        raise refuse("a day", day)
    cards = _card_count(cards)
    return deal(seed=day.toordinal() * 10 + cards, cards=cards, rules=rules)
