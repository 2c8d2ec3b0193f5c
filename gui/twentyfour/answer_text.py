"""Answers as text: what a player types mapped onto the cards, and answers as a player writes them.

Typing and clicking build the same engine `Answer`, so undo, the used cards and saving work the
same whichever way the answer was entered.
"""

from __future__ import annotations

from contextlib import suppress

from PySide6.QtCore import QCoreApplication

from engines.common import Message, PuzzleInputError
from engines.common.typed_text import plain_text
from engines.twentyfour import Answer, Token, apply
from engines.twentyfour import messages as engine_messages
from gui.shell.i18n import translate_message

DISPLAY_SYMBOLS = {"+": "+", "-": "−", "*": "×", "/": "÷", "(": "(", ")": ")"}
_TYPED_OPERATORS = {"+": "+", "-": "-", "*": "*", "/": "/", "(": "(", "[": "(", ")": ")", "]": ")"}
_LETTER_VALUES = {"A": 1, "J": 11, "Q": 12, "K": 13}
_DIGITS = "0123456789"


def answer_from_text(text: str, hand: tuple[int, ...]) -> tuple[Answer, bool]:
    """The Answer a typed expression stands for, and whether all of the text could be read.

    Each number or card letter takes the first unused hand position holding that value, so
    typing and clicking build the same Answer. Reading stops at anything that is not a token
    of this hand; checking the text then lets the engine name the problem. Text is read as
    the engine reads it (`plain_text`): `x`, `×`, `:`, `÷`, full-width forms and digits.
    """
    text = plain_text(text)
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


def box_text(answer: Answer) -> str:
    """An answer as the answer box shows it: cards as their numbers (a typed 11 stays 11,
    a clicked Q comes in as 12) and the keypad's × − ÷, so clicks, steps and typing agree."""
    return "".join(
        str(answer.hand[token]) if isinstance(token, int) else DISPLAY_SYMBOLS[token]
        for token in answer.tokens
    )


def boxed_expression(text: str) -> str:
    """An ASCII expression (a solution, a step's) in the answer box's symbols, unspaced."""
    return "".join(DISPLAY_SYMBOLS.get(char, char) for char in text if not char.isspace())


def pretty_expression(text: str) -> str:
    """An expression as a player writes it on paper: × ÷ −, spaced operators, however typed."""
    return "".join(
        f" {DISPLAY_SYMBOLS[char]} " if char in "+-*/" else char
        for char in plain_text(text)
        if not char.isspace()
    ).strip()


_EXPRESSION_PARAMS = ("expression", "solution", "op")
_OPERATOR_TEMPLATES = (engine_messages.UNEVEN_DIVISION,)
"""Templates that write an operator themselves, in ASCII for the command line."""


def shown_message(message: Message) -> str:
    """An engine message as the window shows it: translated, with × ÷ − for the operators."""
    params = tuple(
        (name, pretty_expression(value) if name in _EXPRESSION_PARAMS else value)
        for name, value in message.params
    )
    shown = Message(message.template, params)
    if message.template in _OPERATOR_TEMPLATES:
        template = QCoreApplication.translate("engine", message.template)
        with suppress(KeyError, IndexError, ValueError):
            return shown.format(template.replace(" / ", " ÷ "))
    return translate_message(shown)
