"""The play rules both games share, written once.

A solve scores `POINTS_PER_SOLVE`, less `HINT_COST` for each hint rung taken (never below
`LEAST_POINTS`), times the streak it extends. Once the whole answer has been shown, solving
scores nothing and the streak ends; a wrong check or skipping a solvable puzzle also ends it.
"""

from __future__ import annotations

POINTS_PER_SOLVE = 10
HINT_COST = 3
LEAST_POINTS = 1


def points_for(streak: int, hints_taken: int) -> int:
    """Points for a solve that makes the streak `streak`, after `hints_taken` hint rungs."""
    return max(LEAST_POINTS, POINTS_PER_SOLVE - HINT_COST * hints_taken) * streak
