"""The play rules both games share, written once; docs/RULES.md lists them with their tests.

A solve scores `POINTS_PER_SOLVE`, less `HINT_COST` for each hint rung taken (never below
`LEAST_POINTS`), times the streak it extends. Once the whole answer has been shown, solving
scores nothing and the streak ends; a wrong check, or skipping a solvable puzzle after trying
it, also ends it. A check that is not an answer yet costs nothing.

Modes: free play ("practice"), the daily puzzle and Beat the clock ("clock") all follow these
rules. A "How many ways?" round ("ways") keeps its own +1/-1 score: its hand is never scored,
never recorded, and skipping or revealing it leaves the streak alone.

Records and statistics keep a puzzle when it moved the streak or was tried: solved, revealed,
skipped when that ended the streak, or given up after a wrong check. So the statistics' streak
(`engines.records.figures`) is always the panel's.

Where a puzzle came from matters once: "no solution" on a puzzle the player chose (typed, or
opened from a code) is right but worth nothing, since whoever typed `1 1 1 2` knows.
"""

from __future__ import annotations

from typing import Literal

POINTS_PER_SOLVE = 10
HINT_COST = 3
LEAST_POINTS = 1

AUTOSAVE_SECONDS = 10
"""A game on screen is saved at least this often, so a crash loses at most this much clock."""

PRACTICE = "practice"
DAILY = "daily"
CLOCK = "clock"
WAYS = "ways"
MODES = (PRACTICE, DAILY, CLOCK, WAYS)

Origin = Literal["dealt", "chosen"]
DEALT: Origin = "dealt"
CHOSEN: Origin = "chosen"
ORIGINS: tuple[Origin, ...] = (DEALT, CHOSEN)


def points_for(streak: int, hints_taken: int) -> int:
    """Points for a solve that makes the streak `streak`, after `hints_taken` hint rungs."""
    return max(LEAST_POINTS, POINTS_PER_SOLVE - HINT_COST * hints_taken) * streak


def claim_scores(origin: Origin) -> bool:
    """Whether a right "no solution" call scores, extends the streak and goes into records."""
    return origin == DEALT


def mode_scores(mode: str) -> bool:
    """Whether puzzles played in `mode` score, move the streak and go into records."""
    return mode != WAYS


def skip_ends_streak(mode: str, *, solvable: bool, tried: bool) -> bool:
    """Moving on from an unfinished puzzle the player tried ends the streak when it had a
    solution; one only looked at is dealt away freely (and the records never see it)."""
    return solvable and tried and mode_scores(mode)
