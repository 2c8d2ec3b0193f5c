"""The rule books other card games of arithmetic play, as presets over `Rules`:

- "24 points": today's game.
- "Countdown numbers" (the television game's numbers round): six numbers, the player picks how
  many large ones (from 25 50 75 100) and the rest are small (1 to 10, two of each); a target
  from 100 to 999; any subset of the numbers, every step a whole number above zero; 30 seconds;
  10 points for the exact target, 7 within 5, 5 within 10.
- "Krypto": a 56-card deck (1-6 three times each, 7-10 four times, 11-17 twice, 18-25 once);
  five cards and a sixth, the objective card, as the target; every card used, whole numbers
  only.

Each preset deals reproducibly from a seed, and says which hands and targets belong to it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING

from engines.common import Message, PuzzleInputError, refuse, seed_or_none, whole_number
from engines.common.frozen import Frozen
from engines.twentyfour import messages
from engines.twentyfour.api import first_solutions, is_solvable, nearest_values
from engines.twentyfour.rules import DEFAULT_RULES, PresetName, Rules

if TYPE_CHECKING:
    from engines.twentyfour.checker import CheckResult
    from engines.twentyfour.solution import Solution

LARGE_NUMBERS = (25, 50, 75, 100)
SMALL_NUMBERS = tuple(value for value in range(1, 11) for _copy in range(2))
COUNTDOWN_NUMBERS = 6
COUNTDOWN_TARGETS = (100, 999)
COUNTDOWN_SECONDS = 30
DEFAULT_LARGE = 2

KRYPTO_COPIES = {**dict.fromkeys(range(1, 7), 3), **dict.fromkeys(range(7, 11), 4)}
KRYPTO_COPIES |= {**dict.fromkeys(range(11, 18), 2), **dict.fromkeys(range(18, 26), 1)}
KRYPTO_DECK = tuple(value for value, copies in KRYPTO_COPIES.items() for _copy in range(copies))
KRYPTO_CARDS = 5
MAX_DEALS = 500
"""Draws before a deal that must be solvable gives up (counted, never timed)."""


class Preset(Frozen):
    """A rule book: its rules for a given target, how many cards it deals, its clock."""

    _fields = ("name", "cards", "seconds")
    __slots__ = _fields
    name: PresetName
    cards: int
    seconds: int | None
    """The clock it plays against, None for none (the clock setting decides)."""

    def __init__(self, name: PresetName, cards: int, seconds: int | None) -> None:
        self._set(name=name, cards=cards, seconds=seconds)

    def rules(self, target: int | Fraction = DEFAULT_RULES.target) -> Rules:
        if self.name == "countdown":
            return Rules(
                target=target,
                any_subset=True,
                whole_steps=True,
                positive_steps=True,
                highest_card=max(LARGE_NUMBERS),
            )
        if self.name == "krypto":
            return Rules(target=target, whole_steps=True, highest_card=max(KRYPTO_DECK))
        return DEFAULT_RULES.replace(target=Fraction(target))


PRESETS = {
    "24": Preset("24", 4, None),
    "countdown": Preset("countdown", COUNTDOWN_NUMBERS, COUNTDOWN_SECONDS),
    "krypto": Preset("krypto", KRYPTO_CARDS, None),
}


def preset_of(rules: Rules) -> PresetName:
    """The preset whose rules these are: Countdown's or Krypto's for their variant rules,
    "24" for anything else (today's game and every rule a player sets by hand)."""
    if rules.variant and rules.target.denominator == 1 and rules.target > 0:
        for name in ("countdown", "krypto"):
            if PRESETS[name].rules(rules.target) == rules:
                return name
    return "24"


def preset(name: object) -> Preset:
    if name not in PRESETS:
        raise refuse("a preset", name)
    return PRESETS[name]  # type: ignore[index]


def _within(hand: Sequence[int], deck: Sequence[int]) -> bool:
    """Whether every card of the hand is in the deck, no more often than the deck holds it."""
    return not Counter(hand) - Counter(deck)


def check_hand(name: PresetName, hand: Sequence[int], target: Fraction) -> None:
    """Refuse (PuzzleInputError) a hand or target the preset cannot deal: a number not on its
    cards or held more often than its deck has it, a target out of its range."""
    if name == "countdown":
        low, high = COUNTDOWN_TARGETS
        if not _within(hand, LARGE_NUMBERS + SMALL_NUMBERS):
            raise PuzzleInputError(Message.of(messages.NOT_IN_COUNTDOWN, hand=_shown(hand)))
        if target.denominator != 1 or not low <= target <= high:
            raise PuzzleInputError(
                Message.of(messages.TARGET_RANGE, target=target, low=low, high=high)
            )
    elif name == "krypto":
        if len(hand) != KRYPTO_CARDS or not _within(hand, KRYPTO_DECK):
            raise PuzzleInputError(Message.of(messages.NOT_IN_KRYPTO, hand=_shown(hand)))
        rest = Counter(KRYPTO_DECK) - Counter(hand)
        if target.denominator != 1 or not rest[target.numerator]:
            low, high = min(KRYPTO_DECK), max(KRYPTO_DECK)
            raise PuzzleInputError(
                Message.of(messages.TARGET_RANGE, target=target, low=low, high=high)
            )


def _shown(hand: Sequence[int]) -> str:
    return " ".join(map(str, hand))[:40]


def deal_countdown(
    seed: int | None = None, large: int = DEFAULT_LARGE, solvable_only: bool = False
) -> tuple[tuple[int, ...], int]:
    """Six numbers (`large` of them large) and a target from 100 to 999, as the show deals them;
    with `solvable_only`, drawn again until the target can be made exactly."""
    large = whole_number(large, "a number of large numbers", 0, len(LARGE_NUMBERS))
    import random

    draw = random.Random(seed_or_none(seed))
    for _ in range(MAX_DEALS):
        numbers = draw.sample(LARGE_NUMBERS, large)
        numbers += draw.sample(SMALL_NUMBERS, COUNTDOWN_NUMBERS - large)
        target = draw.randint(*COUNTDOWN_TARGETS)
        hand = tuple(numbers)
        if not solvable_only or is_solvable(hand, PRESETS["countdown"].rules(target)):
            return hand, target
    raise PuzzleInputError(Message.of(messages.NO_HAND_FOUND, cards=COUNTDOWN_NUMBERS))


def deal_krypto(seed: int | None = None, solvable_only: bool = True) -> tuple[tuple[int, ...], int]:
    """Five cards and the objective card from a shuffled Krypto deck; with `solvable_only`,
    shuffled again until the five can make the objective."""
    import random

    draw = random.Random(seed_or_none(seed))
    for _ in range(MAX_DEALS):
        *hand, target = draw.sample(KRYPTO_DECK, KRYPTO_CARDS + 1)
        if not solvable_only or is_solvable(hand, PRESETS["krypto"].rules(target)):
            return tuple(hand), target
    raise PuzzleInputError(Message.of(messages.NO_HAND_FOUND, cards=KRYPTO_CARDS))


def countdown_points(value: Fraction, target: Fraction) -> int:
    """Countdown's score for reaching `value`: 10 exact, 7 within 5, 5 within 10, else 0."""
    distance = abs(value - target)
    return 10 if distance == 0 else 7 if distance <= 5 else 5 if distance <= 10 else 0


def answer_points(result: CheckResult, target: Fraction) -> int:
    """Countdown's points for a checked answer: by its value when it keeps to the cards and
    the step rules (right or not), 0 when it breaks them."""
    if result.ok or result.message.template == messages.WRONG_RESULT:
        assert result.value is not None
        return countdown_points(result.value, target)
    return 0


class Closest(Frozen):
    """The best a hand can do: the target itself or the value nearest it, Countdown's points
    for that, and the first solutions that reach it (none if nothing is reachable)."""

    _fields = ("value", "points", "solutions")
    __slots__ = _fields
    value: Fraction | None
    points: int
    solutions: tuple[Solution, ...]

    def __init__(
        self, value: Fraction | None, points: int, solutions: tuple[Solution, ...]
    ) -> None:
        self._set(value=value, points=points, solutions=solutions)


def closest(hand: Sequence[int], rules: Rules, limit: int = 50) -> Closest:
    """The exact target if the hand makes it, else the nearest value it makes (below the
    target on a tie), with how to make it."""
    found = first_solutions(hand, rules, limit)
    if found.count:
        return Closest(rules.target, countdown_points(rules.target, rules.target), found.first)
    nearest = nearest_values(hand, rules, 1)
    if not nearest:
        return Closest(None, 0, ())
    value = nearest[0]
    near = first_solutions(hand, rules.replace(target=value), limit)
    return Closest(value, countdown_points(value, rules.target), near.first)
