"""The seed of the day: the same for everyone on a date, with no network and no shared state.

A SHA-256 of the game and the ISO date seeds each engine's own seeded generator (never Python's
`hash`, which changes per process). Each engine deals its puzzle of the day from it
(`engines.twentyfour.daily`, `engines.matchsticks.daily`); the mid-end plays it
(`engines.play.daily`).
"""

from __future__ import annotations

import datetime

from engines.common import Level
from engines.common.digest import sha256

LEVEL: Level = "medium"


def seed_of(game: str, day: datetime.date, attempt: int = 0) -> int:
    """A 64-bit seed that depends only on the game, the date and the attempt number."""
    text = f"puzzle-suite daily {game} {day.isoformat()} {attempt}"
    return int.from_bytes(sha256(text.encode("ascii")).digest()[:8], "big")
