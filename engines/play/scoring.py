"""The play rules both games share, written once; docs/RULES.md lists them with their tests.

A solve scores `POINTS_PER_SOLVE`, less `HINT_COST` for each hint rung taken (never below
`LEAST_POINTS`), times the streak it extends. Once the whole answer has been shown, solving
scores nothing and the streak ends; a wrong check or skipping a solvable puzzle also ends it.
A check that is not an answer yet costs nothing.

Where a puzzle came from matters once: "no solution" on a puzzle the player chose (typed, or
opened from a code) is right but worth nothing, since whoever typed `1 1 1 2` knows.
"""

from __future__ import annotations

from typing import Literal

POINTS_PER_SOLVE = 10
HINT_COST = 3
LEAST_POINTS = 1

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
