"""How many cards the table holds, and the one check of a hand against it.

The engine plays 1 to 7 cards, the table shows 4 to 6. A typed hand, `--hand`, `--puzzle` and a
code opened from the Game menu all pass through `table_hand`, so each refuses a hand the table
cannot hold with the same words ("a hand has 4 to 6 cards") before anything is changed.
"""

from __future__ import annotations

from collections.abc import Sequence

from engines.common import Message
from engines.twentyfour import HandError, parse_hand
from engines.twentyfour import messages as engine_messages
from engines.twentyfour.cards import HIGHEST_CARD

MIN_TABLE_CARDS = 4
MAX_TABLE_CARDS = 6


def table_hand(cards: str | Sequence[int], highest: int = HIGHEST_CARD) -> tuple[int, ...]:
    """The hand as the table plays it; HandError with the engine's message otherwise.
    `highest` is the largest card the hand's rules allow (100 for Countdown's numbers)."""
    table_size = HandError(
        Message.of(engine_messages.HAND_SIZE, low=MIN_TABLE_CARDS, high=MAX_TABLE_CARDS)
    )
    try:
        hand = parse_hand(
            cards if isinstance(cards, str) else list(cards), MAX_TABLE_CARDS, highest
        )
    except HandError as error:
        if error.message.template != engine_messages.HAND_SIZE:
            raise
        raise table_size from None
    if len(hand) < MIN_TABLE_CARDS:
        raise table_size
    return hand
