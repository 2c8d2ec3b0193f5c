"""Reading an equation typed as ASCII text (`5+7=2`) into a layout, with clear errors.

Input is bounded: at most MAX_LENGTH characters, so every search on a parsed equation stays small.
"""

from __future__ import annotations

from itertools import pairwise

from engines.common import Message, PuzzleInputError, of_type
from engines.common.typed_text import plain_text
from engines.matchsticks.glyphs import ALL_OPERATORS, DIGIT_SHAPES
from engines.matchsticks.model import MAX_CELLS, STANDARD_RULES, Layout, Rules, layout_of

MAX_LENGTH = MAX_CELLS
# Room for spaces between the symbols; anything longer is refused before it is read.
MAX_TYPED_LENGTH = 4 * MAX_LENGTH

EMPTY = "the equation is empty"
TOO_LONG = "the equation has {length} characters; at most {limit} are allowed"
NOT_ALLOWED = "{text} is not an equation: {character} is not allowed"
OPERATOR_NOT_ALLOWED = "{text} uses {operator}, which these rules do not allow"
NO_EQUALS = "{text} is not an equation: it has no ="
MANY_EQUALS = "{text} is not an equation: it has more than one ="
NUMBER_MISSING = "{text} is not an equation: a number is missing"
TEMPLATES = (
    EMPTY,
    TOO_LONG,
    NOT_ALLOWED,
    OPERATOR_NOT_ALLOWED,
    NO_EQUALS,
    MANY_EQUALS,
    NUMBER_MISSING,
)


class EquationError(PuzzleInputError):
    """Text that is not a well-formed equation under the given rules."""


def _fail(template: str, **params: object) -> EquationError:
    return EquationError(Message.of(template, **params))


def validate(text: str, rules: Rules = STANDARD_RULES) -> str:
    """The equation in plain ASCII if it is well-formed; raises EquationError otherwise.

    Spaces are dropped and typed spellings folded (`5 x 7 ＝ 35` reads as `5*7=35`).
    """
    of_type(text, str, "an equation")
    of_type(rules, Rules, "rules")
    if len(text) > MAX_TYPED_LENGTH:
        raise _fail(TOO_LONG, length=len(text), limit=MAX_LENGTH)
    text = "".join(plain_text(text).split())
    if not text:
        raise _fail(EMPTY)
    if len(text) > MAX_LENGTH:
        raise _fail(TOO_LONG, length=len(text), limit=MAX_LENGTH)
    for character in text:
        if character in ALL_OPERATORS and character not in rules.ops:
            raise _fail(OPERATOR_NOT_ALLOWED, text=text, operator=character)
        if character not in DIGIT_SHAPES and character not in ALL_OPERATORS + "=":
            raise _fail(NOT_ALLOWED, text=text, character=character)
    equals = text.count("=")
    if equals == 0:
        raise _fail(NO_EQUALS, text=text)
    if equals > 1:
        raise _fail(MANY_EQUALS, text=text)
    symbols = [index for index, character in enumerate(text) if character not in DIGIT_SHAPES]
    if symbols[0] == 0 or symbols[-1] == len(text) - 1:
        raise _fail(NUMBER_MISSING, text=text)
    if any(after - before == 1 for before, after in pairwise(symbols)):
        raise _fail(NUMBER_MISSING, text=text)
    return text


def parse(text: str, rules: Rules = STANDARD_RULES) -> Layout:
    """The layout of an equation such as "5+7=2"; raises EquationError if it is malformed."""
    return layout_of(validate(text, rules))
