"""The puzzle of the day, as a play session plays it: the same for everyone on a date.

Each engine deals its own puzzle of the day from a seed of the date (`engines.common.daily`);
this wraps it with its rules and level, for the Daily puzzle entry and its records.
"""

from __future__ import annotations

import datetime

from engines.common.daily import LEVEL, seed_of
from engines.play.puzzles import TwentyFourPuzzle
from engines.twentyfour.daily import hand_of_the_day
from engines.twentyfour.rules import DEFAULT_RULES

TYPE_CHECKING = False
if TYPE_CHECKING:
    from engines.play.matchstick_puzzle import MatchstickPuzzle

__all__ = ["LEVEL", "daily_matchsticks", "daily_twentyfour", "seed_of"]


def daily_twentyfour(day: datetime.date) -> TwentyFourPuzzle:
    """The day's 24-point hand: four cards, medium level, the usual rules."""
    return TwentyFourPuzzle(hand_of_the_day(day), DEFAULT_RULES, LEVEL)


def daily_matchsticks(day: datetime.date) -> MatchstickPuzzle:
    """The day's matchstick puzzle: move one or two sticks, medium level, standard rules."""
    from engines.matchsticks.daily import daily_puzzle
    from engines.matchsticks.model import STANDARD_RULES
    from engines.play.matchstick_puzzle import MatchstickPuzzle

    return MatchstickPuzzle(daily_puzzle(day), STANDARD_RULES, LEVEL)
