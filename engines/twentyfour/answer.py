"""An answer built card by card and symbol by symbol: immutable states for undo.

The GUI keeps a list of Answers; Backspace goes back one. `apply` returns a new Answer.
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.common import Message, PuzzleInputError, refuse
from engines.twentyfour import messages
from engines.twentyfour.cards import LARGEST_CARD, MAX_CARDS, card_name, checked_hand

Token = int | str
"""An int is a position in the hand; a str is one of the symbols."""

SYMBOLS: tuple[str, ...] = ("+", "-", "*", "/", "(", ")")


@dataclass(frozen=True)
class Answer:
    hand: tuple[int, ...]
    tokens: tuple[Token, ...] = ()

    def __post_init__(self) -> None:
        """An empty hand is allowed: it is the table while cards are being dealt."""
        if self.hand != ():
            object.__setattr__(self, "hand", checked_hand(self.hand, MAX_CARDS, LARGEST_CARD))
        if not isinstance(self.tokens, tuple):
            raise refuse("answer tokens", self.tokens)

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
