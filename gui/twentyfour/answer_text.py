"""Answers as text: what a player types mapped onto the cards, and answers as a player writes them.

Typing and clicking build the same engine `Answer`, so undo, the used cards and saving work the
same whichever way the answer was entered.
"""

from __future__ import annotations

from engines.common import PuzzleInputError
from engines.twentyfour import Answer, Token, apply

DISPLAY_SYMBOLS = {"+": "+", "-": "−", "*": "×", "/": "÷", "(": "(", ")": ")"}
_TYPED_OPERATORS = {
    "+": "+",
    "-": "-",
    "−": "-",
    "*": "*",
    "×": "*",
    "/": "/",
    "÷": "/",
    "(": "(",
    "[": "(",
    ")": ")",
    "]": ")",
}
_LETTER_VALUES = {"A": 1, "J": 11, "Q": 12, "K": 13}
_DIGITS = "0123456789"


def answer_from_text(text: str, hand: tuple[int, ...]) -> tuple[Answer, bool]:
    """The Answer a typed expression stands for, and whether all of the text could be read.

    Each number or card letter takes the first unused hand position holding that value, so
    typing and clicking build the same Answer. Reading stops at anything that is not a token
    of this hand; checking the text then lets the engine name the problem.
    """
    answer = Answer(hand)
    index = 0
    while index < len(text):
        char = text[index]
        if char.isspace():
            index += 1
            continue
        token: Token
        if char in _TYPED_OPERATORS:
            token = _TYPED_OPERATORS[char]
            index += 1
        else:
            end = index + 1
            if char in _DIGITS:
                while end < len(text) and text[end] in _DIGITS:
                    end += 1
                value = int(text[index:end])
            elif char.upper() in _LETTER_VALUES:
                value = _LETTER_VALUES[char.upper()]
            else:
                return answer, False
            free = next(
                (
                    position
                    for position, card in enumerate(hand)
                    if card == value and position not in answer.used_positions
                ),
                None,
            )
            if free is None:
                return answer, False
            token = free
            index = end
        try:
            answer = apply(answer, token)
        except PuzzleInputError:
            return answer, False
    return answer, True


def pretty_expression(text: str) -> str:
    """An engine expression as a player writes it on paper: × and ÷, spaced operators."""
    return "".join(
        f" {DISPLAY_SYMBOLS[char]} " if char in "+-*/" else char for char in text
    ).strip()
