"""How hard a Countdown or Krypto hand is: by how many distinct ways reach the target.

The difficulty model of `grading` was fitted on four playing cards making 24; a Countdown
target of 100 to 999, or five Krypto cards, are other puzzles. What stays meaningful is how
many distinct solutions the rules allow: a hand with one way to its target is harder to find
than one with sixty. The cut-offs are the 40% and 70% points of the hands each preset deals
(most solutions first), measured on seeded deals (`tests/test_preset_grading.py` measures
them again on a smaller sample), so about 40% are easy, 30% medium and 30% hard.

A Countdown hand that cannot make its target exactly has no level: it is played for the
closest answer (see `presets.closest`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from engines.common import Level, Message, PuzzleInputError, level_or_none, seed_or_none
from engines.twentyfour import messages
from engines.twentyfour.api import count_solutions
from engines.twentyfour.presets import (
    DEFAULT_LARGE,
    PRESETS,
    PresetName,
    deal_countdown,
    deal_krypto,
    preset_of,
)
from engines.twentyfour.rules import Rules

MAX_LEVEL_DEALS = 60
"""Deals tried for a hand of the asked level before giving up (counted, never timed); a level
holds about a third of the deals, so sixty misses in a row do not happen in practice."""

SOLUTION_CUT_OFFS: dict[str, tuple[int, int]] = {"countdown": (15, 7), "krypto": (17, 11)}
"""preset -> (fewest solutions of an easy hand, fewest of a medium one).

Measured on 500 seeded solvable Countdown deals (0 to 4 large numbers, 100 of each) and 1000
seeded Krypto deals: the 40% points are 15 and 17 solutions, the 70% points 6 and 10.
"""


def graded_by_preset(rules: Rules) -> bool:
    """Whether hands under these rules are graded here (Countdown's and Krypto's rules)."""
    return preset_of(rules) in SOLUTION_CUT_OFFS


def level_of_count(solutions: int, rules: Rules) -> Level | None:
    """The level of a hand with `solutions` distinct solutions under a preset's rules."""
    if solutions == 0:
        return None
    easy, medium = SOLUTION_CUT_OFFS[preset_of(rules)]
    return "easy" if solutions >= easy else "medium" if solutions >= medium else "hard"


def grade(hand: Sequence[int], rules: Rules) -> tuple[Level, float] | None:
    """(level, score) of a preset's hand, or None when it cannot make its target exactly.

    The score is minus the natural log of the number of solutions: higher is harder, one
    more for a hand with e times fewer ways."""
    solutions = count_solutions(hand, rules)
    level = level_of_count(solutions, rules)
    return None if level is None else (level, -math.log(solutions))


def deal(
    name: PresetName,
    level: Level | None = None,
    *,
    seed: int | None = None,
    large: int = DEFAULT_LARGE,
    solvable_only: bool = True,
) -> tuple[tuple[int, ...], int]:
    """A hand and its target under the preset, reproducible from `seed`; with a level, one of
    that level (so one that makes its target exactly)."""
    if name not in SOLUTION_CUT_OFFS:
        raise PuzzleInputError(Message.of(messages.NO_HAND_FOUND, cards=PRESETS["24"].cards))
    level, seed = level_or_none(level), seed_or_none(seed)
    import random

    seeds = random.Random(seed)
    for _ in range(MAX_LEVEL_DEALS):
        next_seed = seeds.randrange(2**32)
        if name == "countdown":
            hand, target = deal_countdown(next_seed, large, solvable_only or level is not None)
        else:
            hand, target = deal_krypto(next_seed, solvable_only or level is not None)
        rules = PRESETS[name].rules(target)
        if level is None or level_of_count(count_solutions(hand, rules), rules) == level:
            return hand, target
    raise PuzzleInputError(Message.of(messages.NO_HAND_FOUND, cards=PRESETS[name].cards))
