"""The rules a player can choose for a 24-point game."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from engines.common import flag, refuse
from engines.twentyfour.cards import checked_target

Division = Literal["exact", "truncate"]
DIVISIONS: tuple[Division, ...] = ("exact", "truncate")


@dataclass(frozen=True)
class Rules:
    """What counts as a solution.

    `target` may be given as an int, a Fraction or text such as "7/2" (see `cards.parse_target`
    for the bounds). `left_to_right` is the bracket-free exercise where operators apply strictly
    in order; only there does `division` matter: "exact" allows a division only where it
    divides evenly, "truncate" is integer division rounding towards zero.
    """

    target: Fraction = Fraction(24)
    left_to_right: bool = False
    division: Division = "exact"

    def __post_init__(self) -> None:
        if self.division not in DIVISIONS:
            raise refuse("a division rule", self.division)
        flag(self.left_to_right, "left_to_right")
        object.__setattr__(self, "target", checked_target(self.target))


def checked_rules(rules: object) -> Rules:
    """`rules` if it is a Rules; the public functions refuse anything else in one message."""
    if not isinstance(rules, Rules):
        raise refuse("rules", rules)
    return rules


DEFAULT_RULES = Rules()
"""Brackets allowed, target 24: the usual game."""
