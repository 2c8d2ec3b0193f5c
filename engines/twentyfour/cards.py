"""Cards and targets as players type them: `A 2-10 J Q K`, plain numbers, and rational targets."""

from __future__ import annotations

import re
from collections.abc import Sequence
from fractions import Fraction

from engines.common import Message, PuzzleInputError
from engines.twentyfour import messages
from engines.typed_text import plain_text

MIN_CARDS = 1
MAX_CARDS = 7
MAX_INPUT_CHARS = 200
MAX_TARGET_CHARS = 24

_NAMES = {1: "A", 11: "J", 12: "Q", 13: "K"}
_VALUES = {name: value for value, name in _NAMES.items()} | {
    str(value): value for value in range(1, 14)
}
_TARGET = re.compile(r"\s*(-?\d{1,9})(?:\s*/\s*(\d{1,9}))?\s*")


class HandError(PuzzleInputError):
    """A hand that cannot be played: a bad card, a joker, or the wrong number of cards."""


def card_name(value: int) -> str:
    """The name printed on the card: 1 -> "A", 11 -> "J", 12 -> "Q", 13 -> "K", else the number."""
    return _NAMES.get(value, str(value))


def card_value(token: str | int) -> int:
    """The value of one card token (`"K"`, `"k"`, `"10"`, `7`); HandError for anything else."""
    if isinstance(token, int) and not isinstance(token, bool):
        if 1 <= token <= 13:
            return token
    elif isinstance(token, str):
        text = token.strip()
        if text.lower() == "joker":
            raise HandError(Message.of(messages.JOKER))
        value = _VALUES.get(text.upper())
        if value is not None:
            return value
    raise HandError(Message.of(messages.NOT_A_CARD, token=str(token)[:12]))


def parse_hand(cards: str | Sequence[str | int], max_cards: int = MAX_CARDS) -> tuple[int, ...]:
    """The values of a hand such as "3 3 8 8", "A,5,5,5" or ["K", "a", 10], in the given order.

    `max_cards` lets a front end that shows fewer cards refuse larger hands in the same words.
    """
    if isinstance(cards, str):
        if len(cards) > MAX_INPUT_CHARS:
            raise HandError(Message.of(messages.HAND_TOO_LONG, limit=MAX_INPUT_CHARS))
        separated = plain_text(cards, operators=False).replace(",", " ").replace("、", " ")
        tokens: Sequence[str | int] = separated.split()
    else:
        tokens = cards
    if not MIN_CARDS <= len(tokens) <= max_cards:
        raise HandError(Message.of(messages.HAND_SIZE, low=MIN_CARDS, high=max_cards))
    return tuple(card_value(token) for token in tokens)


def parse_target(text: str) -> Fraction:
    """A target such as "24", "-3" or "7/2"; raises PuzzleInputError for anything else."""
    match = _TARGET.fullmatch(plain_text(text)) if len(text) <= MAX_TARGET_CHARS else None
    if match is None or (match.group(2) is not None and int(match.group(2)) == 0):
        raise PuzzleInputError(Message.of(messages.NOT_A_TARGET, text=text[:MAX_TARGET_CHARS]))
    return Fraction(int(match.group(1)), int(match.group(2) or 1))
