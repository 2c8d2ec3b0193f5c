"""The rules a player can choose for a 24-point game, and the variants other games play
(Countdown, Krypto: see `presets`)."""

from __future__ import annotations

from fractions import Fraction

from engines.common import Message, PuzzleInputError, flag, refuse, whole_number
from engines.common.frozen import Frozen
from engines.twentyfour import messages
from engines.twentyfour.cards import HIGHEST_CARD, LARGEST_CARD, checked_target

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Literal

    Division = Literal["exact", "truncate"]
    PresetName = Literal["24", "countdown", "krypto"]
else:
    Division = PresetName = str
DIVISIONS: tuple[Division, ...] = ("exact", "truncate")
PRESET_NAMES: tuple[PresetName, ...] = ("24", "countdown", "krypto")
"""The rule books of `presets`: today's game, Countdown's numbers round, Krypto."""
MAX_VARIANT_CARDS = 6
"""Six is Countdown's hand (Krypto's is five). Any subset of seven cards means searching 127
parts, and seven cards under whole or positive steps take the `variants` search a minute."""


class Rules(Frozen):
    """What counts as a solution.

    `target` may be given as an int, a Fraction or text such as "7/2" (see `cards.parse_target`
    for the bounds). `left_to_right` is the bracket-free exercise where operators apply strictly
    in order; only there does `division` matter: "exact" allows a division only where it
    divides evenly, "truncate" is integer division rounding towards zero.

    The variants (with brackets only): `any_subset` lets a solution leave cards out (Countdown),
    `whole_steps` keeps every intermediate result a whole number and `positive_steps` keeps it
    above zero. `highest_card` is the largest card value a hand may hold (13 for playing cards,
    100 for Countdown's numbers). `replace` gives a copy with some rules changed.
    """

    _fields = (
        "target",
        "left_to_right",
        "division",
        "any_subset",
        "whole_steps",
        "positive_steps",
        "highest_card",
    )
    __slots__ = _fields
    target: Fraction
    left_to_right: bool
    division: Division
    any_subset: bool
    whole_steps: bool
    positive_steps: bool
    highest_card: int

    def __init__(
        self,
        target: Fraction | int | str = 24,
        left_to_right: bool = False,
        division: Division = "exact",
        any_subset: bool = False,
        whole_steps: bool = False,
        positive_steps: bool = False,
        highest_card: int = HIGHEST_CARD,
    ) -> None:
        self._set(
            target=target,
            left_to_right=left_to_right,
            division=division,
            any_subset=any_subset,
            whole_steps=whole_steps,
            positive_steps=positive_steps,
            highest_card=highest_card,
        )
        if self.division not in DIVISIONS:
            raise refuse("a division rule", self.division)
        flag(self.left_to_right, "left_to_right")
        for name in ("any_subset", "whole_steps", "positive_steps"):
            flag(getattr(self, name), name)
        whole_number(self.highest_card, "a highest card", HIGHEST_CARD, LARGEST_CARD)
        self._set(target=checked_target(self.target))
        if self.variant and self.left_to_right:
            raise PuzzleInputError(Message.of(messages.VARIANT_LEFT_TO_RIGHT))
        if self.whole_steps and self.target.denominator != 1:
            raise PuzzleInputError(Message.of(messages.WHOLE_TARGET, target=self.target))
        if self.positive_steps and self.target <= 0:
            raise PuzzleInputError(Message.of(messages.POSITIVE_TARGET, target=self.target))

    @property
    def variant(self) -> bool:
        """Whether a rule beyond today's game is on: such hands take the `variants` search."""
        return self.any_subset or self.whole_steps or self.positive_steps


def checked_rules(rules: object) -> Rules:
    """`rules` if it is a Rules; the public functions refuse anything else in one message."""
    if not isinstance(rules, Rules):
        raise refuse("rules", rules)
    return rules


DEFAULT_RULES = Rules()
"""Brackets allowed, target 24: the usual game."""
