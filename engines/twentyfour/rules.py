"""The rules a player can choose for a 24-point game."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

Division = Literal["exact", "truncate"]
DIVISIONS: tuple[Division, ...] = ("exact", "truncate")


@dataclass(frozen=True)
class Rules:
    """What counts as a solution.

    `left_to_right` is the bracket-free exercise where operators apply strictly in order; only
    there does `division` matter: "exact" allows a division only where it divides evenly,
    "truncate" is integer division rounding towards zero.
    """

    target: Fraction = Fraction(24)
    left_to_right: bool = False
    division: Division = "exact"

    def __post_init__(self) -> None:
        if self.division not in DIVISIONS:
            raise ValueError(f"division must be one of {DIVISIONS}, not {self.division!r}")
        object.__setattr__(self, "target", Fraction(self.target))


DEFAULT_RULES = Rules()
"""Brackets allowed, target 24: the usual game."""
