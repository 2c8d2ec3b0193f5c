"""Reading an equation typed as ASCII text (`5+7=2`, `XI+I=X`) into a layout, with clear errors.

Input is bounded: at most MAX_LENGTH characters, so every search on a parsed equation stays small.
Under the flexible glyph set each side may start with a minus (`5-7=-2`), and its layout has a
sign cell there, empty or not; a Roman equation's numbers get an empty letter cell before,
between and after their letters (see `glyphs`).
"""

from __future__ import annotations

from itertools import pairwise

from engines.common import Message, PuzzleInputError, of_type
from engines.common.typed_text import plain_text
from engines.matchsticks.glyphs import ALL_OPERATORS, ROMAN_LETTERS, CellKind
from engines.matchsticks.model import STANDARD_RULES, Layout, Rules, layout_of

MAX_LENGTH = 24
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


_ROMAN_SPELLINGS = str.maketrans("×÷:−–", "*//--")


def _plain(text: str, rules: Rules) -> str:
    """`text` without spaces, typed spellings folded; Roman letters upper-cased and kept (an x
    there is the letter X, not a times sign)."""
    if not rules.roman:
        return "".join(plain_text(text).split())
    return "".join(plain_text(text, operators=False).translate(_ROMAN_SPELLINGS).split()).upper()


def _number_characters(rules: Rules) -> str:
    return ROMAN_LETTERS if rules.roman else "0123456789"


def validate(text: str, rules: Rules = STANDARD_RULES) -> str:
    """The equation in plain ASCII if it is well-formed; raises EquationError otherwise.

    Spaces are dropped and typed spellings folded (`5 x 7 ＝ 35` reads as `5*7=35`).
    """
    of_type(text, str, "an equation")
    of_type(rules, Rules, "rules")
    if len(text) > MAX_TYPED_LENGTH:
        raise _fail(TOO_LONG, length=len(text), limit=MAX_LENGTH)
    text = _plain(text, rules)
    numerals = _number_characters(rules)
    if not text:
        raise _fail(EMPTY)
    if len(text) > MAX_LENGTH:
        raise _fail(TOO_LONG, length=len(text), limit=MAX_LENGTH)
    for character in text:
        if character in ALL_OPERATORS and character not in rules.ops:
            raise _fail(OPERATOR_NOT_ALLOWED, text=text, operator=character)
        if character not in numerals and character not in ALL_OPERATORS + "=":
            raise _fail(NOT_ALLOWED, text=text, character=character)
    equals = text.count("=")
    if equals == 0:
        raise _fail(NO_EQUALS, text=text)
    if equals > 1:
        raise _fail(MANY_EQUALS, text=text)
    unsigned = _without_signs(text) if rules.glyphs == "flexible" else text
    symbols = [index for index, character in enumerate(unsigned) if character not in numerals]
    if symbols[0] == 0 or symbols[-1] == len(unsigned) - 1:
        raise _fail(NUMBER_MISSING, text=text)
    if any(after - before == 1 for before, after in pairwise(symbols)):
        raise _fail(NUMBER_MISSING, text=text)
    return text


def _without_signs(text: str) -> str:
    """`text` without the minus that may start each side."""
    return "=".join(side[1:] if side.startswith("-") else side for side in text.split("="))


def cells_of(text: str, rules: Rules) -> tuple[tuple[CellKind, str], ...]:
    """(kind, glyph) of each cell of the well-formed equation `text` under `rules`."""
    number_kind = rules.number_kind
    cells: list[tuple[CellKind, str]] = []
    for side_index, side in enumerate(text.split("=")):
        if side_index:
            cells.append(("symbol", "="))
        if rules.glyphs == "flexible":
            signed = side.startswith("-")
            cells.append(("sign", "-" if signed else ""))
            side = side[signed:]
        for index, character in enumerate(side):
            if character in ALL_OPERATORS:
                cells.append(("symbol", character))
            elif rules.roman:
                if index == 0 or side[index - 1] in ALL_OPERATORS:
                    cells.append(("gap", ""))
                cells += [(number_kind, character), ("gap", "")]
            else:
                cells.append((number_kind, character))
    return tuple(cells)


def parse(text: str, rules: Rules = STANDARD_RULES) -> Layout:
    """The layout of an equation such as "5+7=2"; raises EquationError if it is malformed."""
    text = validate(text, rules)
    if rules.glyphs == "standard":
        return layout_of(text)
    cells = cells_of(text, rules)
    return layout_of([glyph for _, glyph in cells], [kind for kind, _ in cells])
