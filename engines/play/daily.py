"""The puzzle of the day: the same for everyone on a date, with no network and no shared state.

Everything follows from the date: a SHA-256 of the game and the ISO date seeds the engines'
own seeded generators (never Python's `hash`, which changes per process). Days alternate
between two kinds of puzzle so that two days in a row can never give the same one: a 24-point
hand's card total is even on even days (counted from 1 January of year 1) and odd on odd days;
matchsticks take one stick on even days and two on odd days.
"""

from __future__ import annotations

import datetime
import hashlib

from engines.common import Level
from engines.matchsticks.generate import generate
from engines.matchsticks.model import STANDARD_RULES
from engines.play.puzzles import MatchstickPuzzle, TwentyFourPuzzle
from engines.twentyfour.dealing import deal
from engines.twentyfour.rules import DEFAULT_RULES

LEVEL: Level = "medium"
CARDS = 4
DIGITS = 1


def seed_of(game: str, day: datetime.date, attempt: int = 0) -> int:
    """A 64-bit seed that depends only on the game, the date and the attempt number."""
    text = f"puzzle-suite daily {game} {day.isoformat()} {attempt}"
    return int.from_bytes(hashlib.sha256(text.encode("ascii")).digest()[:8], "big")


def daily_twentyfour(day: datetime.date) -> TwentyFourPuzzle:
    """The day's 24-point hand: four cards, medium level, the usual rules."""
    parity = day.toordinal() % 2
    attempt = 0
    while True:
        hand = deal(LEVEL, seed=seed_of("24", day, attempt), cards=CARDS, rules=DEFAULT_RULES)
        if sum(hand) % 2 == parity:
            return TwentyFourPuzzle(hand, DEFAULT_RULES, LEVEL)
        attempt += 1


def daily_matchsticks(day: datetime.date) -> MatchstickPuzzle:
    """The day's matchstick puzzle: move one or two sticks, medium level, standard rules."""
    sticks = 1 + day.toordinal() % 2
    puzzle = generate(
        "move", sticks, DIGITS, level=LEVEL, seed=seed_of("MS", day), rules=STANDARD_RULES
    )
    return MatchstickPuzzle(puzzle, STANDARD_RULES, LEVEL)
