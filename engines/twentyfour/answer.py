"""An answer built card by card and symbol by symbol: immutable states for undo.

The GUI keeps a list of Answers; Backspace goes back one. `apply` returns a new Answer.
"""

from __future__ import annotations

from engines.common import Message, PuzzleInputError, refuse
from engines.common.frozen import Frozen
from engines.twentyfour import messages
from engines.twentyfour.cards import LARGEST_CARD, MAX_CARDS, card_name, checked_hand

Token = int | str
"""An int is a position in the hand; a str is one of the symbols."""

SYMBOLS: tuple[str, ...] = ("+", "-", "*", "/", "(", ")")


class Answer(Frozen):
    _fields = ("hand", "tokens")
    __slots__ = _fields
    hand: tuple[int, ...]
    tokens: tuple[Token, ...]

    def __init__(self, hand: tuple[int, ...], tokens: tuple[Token, ...] = ()) -> None:
        """An empty hand is allowed: it is the table while cards are being dealt."""
        if hand != ():
            hand = checked_hand(hand, MAX_CARDS, LARGEST_CARD)
        if not isinstance(tokens, tuple):
            raise refuse("answer tokens", tokens)
        self._set(hand=hand, tokens=tokens)

    @property
    def text(self) -> str:
        """ASCII text with card names, e.g. `8/(3-8/3)` or `K-A`."""
        return "".join(
            card_name(self.hand[token]) if isinstance(token, int) else token
            for token in self.tokens
        )

    @property
    def used_positions(self) -> frozenset[int]:
        return frozenset(token for token in self.tokens if isinstance(token, int))


def apply(answer: Answer, token: Token) -> Answer:
    """The answer with one more card (a hand position) or symbol; refuses a card used already."""
    if not isinstance(answer, Answer):
        raise refuse("an answer", answer)
    if isinstance(token, bool) or not isinstance(token, int | str):
        raise PuzzleInputError(Message.of(messages.NOT_A_SYMBOL, token=repr(token)))
    if isinstance(token, int):
        if not 0 <= token < len(answer.hand):
            raise PuzzleInputError(Message.of(messages.NO_SUCH_POSITION, position=token))
        if token in answer.used_positions:
            card = card_name(answer.hand[token])
            raise PuzzleInputError(Message.of(messages.CARD_ALREADY_USED, card=card))
    elif token not in SYMBOLS:
        raise PuzzleInputError(Message.of(messages.NOT_A_SYMBOL, token=token[:8]))
    return Answer(answer.hand, (*answer.tokens, token))
