"""The 24-point hand of the day: four cards, medium level, the usual rules.

Days alternate so that two days in a row can never give the same hand: the card total is even
on even days (counted from 1 January of year 1) and odd on odd days.
"""

from __future__ import annotations

import datetime

from engines.common.daily import LEVEL, seed_of
from engines.twentyfour.dealing import deal
from engines.twentyfour.rules import DEFAULT_RULES

CARDS = 4


def hand_of_the_day(day: datetime.date) -> tuple[int, ...]:
    """The hand of `day`, under DEFAULT_RULES at LEVEL."""
    parity = day.toordinal() % 2
    attempt = 0
    while True:
        hand = deal(LEVEL, seed=seed_of("24", day, attempt), cards=CARDS, rules=DEFAULT_RULES)
        if sum(hand) % 2 == parity:
            return hand
        attempt += 1
