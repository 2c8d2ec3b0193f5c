"""Reading and evaluating arithmetic expressions over cards, safely and exactly (no eval).

Used to check a player's answer and to split a solution into the steps a player would compute.
Accepts `+ - * / × ÷ −` (and every spelling `typed_text` folds: `x`, `:`, full-width forms),
brackets `( )` and `[ ]`, numbers and the card letters A J Q K in any case. In left-to-right
mode there are no brackets and every operator applies in order.
"""

from __future__ import annotations

import operator
from fractions import Fraction
from typing import NamedTuple

from engines.common import Message, PuzzleInputError
from engines.common.frozen import Frozen
from engines.common.typed_text import plain_text
from engines.twentyfour import messages
from engines.twentyfour.arithmetic import whole_step
from engines.twentyfour.rules import Division

MAX_EXPRESSION_CHARS = 200

_OPERATORS = {"+": "+", "-": "-", "*": "*", "/": "/"}
_CLOSING = {"(": ")", "[": "]"}
_LETTERS = {"A": 1, "J": 11, "Q": 12, "K": 13}


_set_field = object.__setattr__
"""Sets a field of a new Card or Operation: the fastest way, as every answer checked makes some."""


class Card(Frozen):
    """A card in an expression; `position` is its 1-based character position in the text and
    `written` is how the player wrote it (`11` or `J`), so messages can echo their own words."""

    _fields = ("value", "position", "written")
    __slots__ = _fields
    value: int
    position: int
    written: str

    def __init__(self, value: int, position: int, written: str) -> None:
        _set_field(self, "value", value)
        _set_field(self, "position", position)
        _set_field(self, "written", written)


class Operation(Frozen):
    _fields = ("op", "left", "right")
    __slots__ = _fields
    op: str
    left: Tree
    right: Tree

    def __init__(self, op: str, left: Tree, right: Tree) -> None:
        _set_field(self, "op", op)
        _set_field(self, "left", left)
        _set_field(self, "right", right)


Tree = Card | Operation


class _Token(NamedTuple):
    """A named tuple rather than a `Frozen` value: cheaper to make for each token of an answer."""

    kind: str  # "card", "op", "open", "close"
    text: str
    position: int
    value: int = 0


def _tokens(text: str) -> list[_Token]:
    tokens = []
    index = 0
    while index < len(text):
        char = text[index]
        position = index + 1
        if char.isspace():
            index += 1
            continue
        if char in "0123456789":
            end = index
            while end < len(text) and text[end] in "0123456789":
                end += 1
            digits = text[index:end]
            tokens.append(_Token("card", digits, position, int(digits)))
            index = end
            continue
        if char.upper() in _LETTERS:
            tokens.append(_Token("card", char, position, _LETTERS[char.upper()]))
        elif char in _OPERATORS:
            tokens.append(_Token("op", _OPERATORS[char], position))
        elif char in _CLOSING:
            tokens.append(_Token("open", char, position))
        elif char in _CLOSING.values():
            tokens.append(_Token("close", char, position))
        else:
            raise _unexpected(_Token("?", char, position))
        index += 1
    return tokens


def _unexpected(token: _Token) -> PuzzleInputError:
    return PuzzleInputError(
        Message.of(messages.UNEXPECTED, token=f"'{token.text}'", position=token.position)
    )


class _Parser:
    def __init__(self, tokens: list[_Token], left_to_right: bool) -> None:
        self.tokens = tokens
        self.index = 0
        self.left_to_right = left_to_right

    def peek(self) -> _Token | None:
        return self.tokens[self.index] if self.index < len(self.tokens) else None

    def take(self) -> _Token:
        token = self.peek()
        if token is None:
            raise PuzzleInputError(Message.of(messages.ENDS_EARLY))
        self.index += 1
        return token

    def expression(self, operators: str = "+-") -> Tree:
        tree = self.term() if operators == "+-" else self.operand()
        while (token := self.peek()) is not None and token.kind == "op":
            if token.text not in operators:
                break
            self.index += 1
            right = self.term() if operators == "+-" else self.operand()
            tree = Operation(token.text, tree, right)
        return tree

    def term(self) -> Tree:
        tree = self.operand()
        while (token := self.peek()) is not None and token.kind == "op" and token.text in "*/":
            self.index += 1
            tree = Operation(token.text, tree, self.operand())
        return tree

    def operand(self) -> Tree:
        token = self.take()
        if token.kind == "card":
            written = token.text.upper() if token.text.isalpha() else str(token.value)
            return Card(token.value, token.position, written)
        if token.kind == "open":
            if self.left_to_right:
                raise PuzzleInputError(Message.of(messages.NO_BRACKETS))
            inner = self.expression()
            closing = self.take()
            if closing.text != _CLOSING[token.text]:
                raise _unexpected(closing)
            return inner
        raise _unexpected(token)


def parse(text: str, left_to_right: bool = False) -> Tree:
    """The expression tree of `text`; PuzzleInputError with a message saying what is wrong."""
    if len(text) > MAX_EXPRESSION_CHARS:
        raise PuzzleInputError(Message.of(messages.TOO_LONG, limit=MAX_EXPRESSION_CHARS))
    tokens = _tokens(plain_text(text))
    if not tokens:
        raise PuzzleInputError(Message.of(messages.EMPTY))
    parser = _Parser(tokens, left_to_right)
    tree = parser.expression("+-*/" if left_to_right else "+-")
    leftover = parser.peek()
    if leftover is not None:
        if left_to_right and leftover.kind == "open":
            raise PuzzleInputError(Message.of(messages.NO_BRACKETS))
        raise _unexpected(leftover)
    return tree


def cards_in(tree: Tree) -> list[Card]:
    """The cards of an expression in the order they are written."""
    if isinstance(tree, Card):
        return [tree]
    return cards_in(tree.left) + cards_in(tree.right)


_RATIONAL = {"+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.truediv}


def apply_operator(op: str, left: Fraction, right: Fraction, division: Division | None) -> Fraction:
    """`left op right`, exactly; `division` is the left-to-right rule, None for rational division.

    Raises PuzzleInputError for a division by zero or, with the exact rule, an uneven division.
    """
    if op == "/" and right == 0:
        raise PuzzleInputError(Message.of(messages.DIVISION_BY_ZERO))
    if division is None:
        return _RATIONAL[op](left, right)
    result = whole_step(op, int(left), int(right), division)
    if result is None:
        raise PuzzleInputError(Message.of(messages.UNEVEN_DIVISION, left=left, right=right))
    return Fraction(result)


def evaluate(tree: Tree, division: Division | None = None) -> Fraction:
    """The exact value of an expression (see `apply_operator` for `division`)."""
    if isinstance(tree, Card):
        return Fraction(tree.value)
    left = evaluate(tree.left, division)
    return apply_operator(tree.op, left, evaluate(tree.right, division), division)


_PRECEDENCE = {"+": 1, "-": 1, "*": 2, "/": 2}


def to_text(tree: Tree) -> str:
    """ASCII text with only the brackets the tree needs (numbers, not card letters)."""
    if isinstance(tree, Card):
        return str(tree.value)
    precedence = _PRECEDENCE[tree.op]
    left = to_text(tree.left)
    right = to_text(tree.right)
    if isinstance(tree.left, Operation) and _PRECEDENCE[tree.left.op] < precedence:
        left = f"({left})"
    if isinstance(tree.right, Operation) and _PRECEDENCE[tree.right.op] <= precedence:
        right = f"({right})"
    return f"{left}{tree.op}{right}"


def left_to_right_text(tree: Tree) -> str:
    """Text of a left-to-right expression: no brackets, operators in order."""
    if isinstance(tree, Card):
        return str(tree.value)
    return f"{left_to_right_text(tree.left)}{tree.op}{left_to_right_text(tree.right)}"
