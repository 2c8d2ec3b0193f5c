"""Cards and targets as players type them: `A 2-10 J Q K`, plain numbers, and rational targets."""

from __future__ import annotations

import re
from collections.abc import Sequence
from fractions import Fraction

from engines.common import Message, PuzzleInputError, refuse, shown, whole_number
from engines.common.typed_text import plain_text
from engines.twentyfour import messages

MIN_CARDS = 1
MAX_CARDS = 7
HIGHEST_CARD = 13
"""The highest playing card (K); rules for other games raise it (see `Rules.highest_card`)."""
LARGEST_CARD = 100
"""The largest number card any game deals: Countdown's 100."""
MAX_INPUT_CHARS = 200
MAX_TARGET_CHARS = 24
MAX_TARGET_DIGITS = 9
"""Digits of a target's numerator and of its denominator: play needs no more, and a bound here
keeps a typed `1e99999999` or a huge Fraction from stalling every calculation."""

_NAMES = {1: "A", 11: "J", 12: "Q", 13: "K"}
_VALUES = {name: value for value, name in _NAMES.items()} | {
    str(value): value for value in range(1, 14)
}
_TARGET = re.compile(
    rf"\s*(-?\d{{1,{MAX_TARGET_DIGITS}}})(?:\s*/\s*(\d{{1,{MAX_TARGET_DIGITS}}}))?\s*", re.ASCII
)


class HandError(PuzzleInputError):
    """A hand that cannot be played: a bad card, a joker, or the wrong number of cards."""


def card_name(value: int) -> str:
    """The name printed on the card: 1 -> "A", 11 -> "J", 12 -> "Q", 13 -> "K", else the number
    (up to LARGEST_CARD, for the number cards of Countdown and Krypto)."""
    value = whole_number(value, "a card", 1, LARGEST_CARD)
    return _NAMES.get(value, str(value))


def shown_card(value: int, highest: int = HIGHEST_CARD) -> str:
    """A card as a game shows it: by its name (`A`, `K`) among playing cards, and as a plain
    number where the rules deal number cards above K (Countdown, Krypto)."""
    return card_name(value) if highest <= HIGHEST_CARD else str(value)


def card_value(token: str | int, highest: int = HIGHEST_CARD) -> int:
    """The value of one card token (`"K"`, `"k"`, `"10"`, `7`, and numbers up to `highest`);
    HandError for anything else."""
    if isinstance(token, int) and not isinstance(token, bool):
        if 1 <= token <= highest:
            return token
    elif isinstance(token, str):
        text = token.strip()
        if text.lower() == "joker":
            raise HandError(Message.of(messages.JOKER))
        value = _VALUES.get(text.upper())
        if value is None and text.isascii() and text.isdigit() and len(text) <= 3:
            value = int(text) if 1 <= int(text) <= highest else None
        if value is not None:
            return value
    raise _not_a_card(token, highest)


def _not_a_card(token: object, highest: int) -> HandError:
    if highest == HIGHEST_CARD:
        return HandError(Message.of(messages.NOT_A_CARD, token=shown(token)[:12]))
    return HandError(Message.of(messages.NOT_A_NUMBER_CARD, token=shown(token)[:12], high=highest))


def parse_hand(
    cards: str | Sequence[str | int], max_cards: int = MAX_CARDS, highest: int = HIGHEST_CARD
) -> tuple[int, ...]:
    """The values of a hand such as "3 3 8 8", "A,5,5,5" or ["K", "a", 10], in the given order.

    `max_cards` lets a front end that shows fewer cards refuse larger hands in the same words;
    `highest` is the largest card value the rules allow (see `Rules.highest_card`).
    """
    max_cards = whole_number(max_cards, "a card limit", MIN_CARDS, MAX_CARDS)
    if isinstance(cards, bytes) or not isinstance(cards, str | Sequence):
        raise refuse("a hand", cards)
    if isinstance(cards, str):
        if len(cards) > MAX_INPUT_CHARS:
            raise HandError(Message.of(messages.HAND_TOO_LONG, limit=MAX_INPUT_CHARS))
        separated = plain_text(cards, operators=False).replace(",", " ").replace("、", " ")
        tokens: Sequence[str | int] = separated.split()
    else:
        tokens = cards
    if not MIN_CARDS <= len(tokens) <= max_cards:
        raise HandError(Message.of(messages.HAND_SIZE, low=MIN_CARDS, high=max_cards))
    return tuple(card_value(token, highest) for token in tokens)


def checked_hand(
    hand: object, max_cards: int = MAX_CARDS, highest: int = HIGHEST_CARD
) -> tuple[int, ...]:
    """A hand as the public functions take it: a sequence of card values, as a tuple.

    Cards are whole numbers from 1 to `highest` (13 unless the rules say otherwise) and a hand
    has MIN_CARDS to `max_cards` of them; beyond seven cards a search would take minutes.
    """
    if isinstance(hand, str | bytes) or not isinstance(hand, Sequence):
        raise refuse("a hand", hand)
    if not MIN_CARDS <= len(hand) <= max_cards:
        raise HandError(Message.of(messages.HAND_SIZE, low=MIN_CARDS, high=max_cards))
    for value in hand:
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= highest:
            raise _not_a_card(value, highest)
    return tuple(hand)


def parse_target(text: str) -> Fraction:
    """A target such as "24", "-3" or "7/2"; raises PuzzleInputError for anything else.

    The one reader of typed targets (settings, the Target dialog, the command line): it looks at
    no more than MAX_TARGET_CHARS characters, so no text can make it slow.
    """
    if not isinstance(text, str):
        raise refuse("a target", text)
    match = _TARGET.fullmatch(plain_text(text)) if len(text) <= MAX_TARGET_CHARS else None
    if match is None or (match.group(2) is not None and int(match.group(2)) == 0):
        raise PuzzleInputError(
            Message.of(messages.NOT_A_TARGET, text=shown(text[:MAX_TARGET_CHARS]))
        )
    return Fraction(int(match.group(1)), int(match.group(2) or 1))


def checked_target(target: object) -> Fraction:
    """A target given as a number or text, within the bounds `parse_target` keeps."""
    if isinstance(target, str):
        return parse_target(target)
    if isinstance(target, bool) or not isinstance(target, int | Fraction):
        raise refuse("a target", target)
    value = Fraction(target)
    limit = 10**MAX_TARGET_DIGITS
    if abs(value.numerator) >= limit or value.denominator >= limit:
        raise PuzzleInputError(Message.of(messages.NOT_A_TARGET, text=shown(target)))
    return value
