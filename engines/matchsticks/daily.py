"""The matchstick puzzle of the day: move one or two sticks, medium level, standard rules.

Days alternate between one stick (even days, counted from 1 January of year 1) and two, so
two days in a row can never give the same puzzle.
"""

from __future__ import annotations

import datetime

from engines.common.daily import LEVEL, seed_of
from engines.matchsticks.generator import generate
from engines.matchsticks.model import STANDARD_RULES, Puzzle

DIGITS = 1


def daily_puzzle(day: datetime.date) -> Puzzle:
    """The puzzle of `day`, under STANDARD_RULES at LEVEL."""
    sticks = 1 + day.toordinal() % 2
    return generate(
        "move", sticks, DIGITS, level=LEVEL, seed=seed_of("MS", day), rules=STANDARD_RULES
    )
