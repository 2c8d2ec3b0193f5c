"""What makes a layout a solution under the rules, with the first problem worded for the player.

Shared by the checker (which reports the problem) and the reference solver (which only needs to
know that there is none), so both judge layouts the same way.
"""

from __future__ import annotations

import re

from engines.common import Message
from engines.matchsticks.arithmetic import equation_holds
from engines.matchsticks.glyphs import ALL_OPERATORS
from engines.matchsticks.model import Layout, Rules
from engines.matchsticks.parsing import OPERATOR_NOT_ALLOWED
from engines.matchsticks.roman import numerals as roman_numerals

ORDINALS = (
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
)
_KIND_NOUNS = {"digit": "a digit", "symbol": "an operator", "letter": "a Roman numeral letter"}
_NOUN_OF_KIND = {"flexible": "digit", "handwritten": "digit", "gap": "letter", "sign": "symbol"}
# Ordinals are part of the templates, not parameters, so that translations can inflect them.
NOT_A_GLYPH_ORDINAL = {
    (ordinal, kind): f"the {ordinal} cell is not {noun}"
    for ordinal in ORDINALS
    for kind, noun in _KIND_NOUNS.items()
}
NOT_A_GLYPH_NUMBERED = {
    kind: f"cell {{number}} is not {noun}" for kind, noun in _KIND_NOUNS.items()
}
EQUALS_FIXED = "the = sign cannot change under these rules"
ONE_EQUALS = "the equation must have exactly one ="
LEADING_ZERO = "{number} starts with 0, which these rules do not allow"
NOT_ROMAN = "{number} is not a Roman numeral in its standard form"
MINUS_ZERO = "a minus sign cannot stand before 0"
FALSE = "{equation} is false"
OPERATOR_NAMES = {"+": "+", "-": "−", "*": "×", "/": "÷"}
TEMPLATES = (
    *NOT_A_GLYPH_ORDINAL.values(),
    *NOT_A_GLYPH_NUMBERED.values(),
    EQUALS_FIXED,
    ONE_EQUALS,
    LEADING_ZERO,
    NOT_ROMAN,
    MINUS_ZERO,
    FALSE,
)


def minus_before_zero(text: str) -> bool:
    """Whether a side of the equation `text` starts with a minus before 0 (as in 5-5=-0)."""
    return re.search(r"(^|=)-0+(\D|$)", text) is not None


def numbers_read_well(text: str, leading_zeros: bool) -> bool:
    """Whether every number of a well-formed equation is one a puzzle may show: a standard
    Roman numeral, no minus before 0, and no leading zero unless `leading_zeros`."""
    numbers = re.findall(r"\d+", text)
    if not leading_zeros and any(len(number) > 1 and number[0] == "0" for number in numbers):
        return False
    letters = re.findall(r"[A-Z]+", text)
    return all(number in roman_numerals() for number in letters) and not minus_before_zero(text)


def not_a_glyph(cell: int, kind: str) -> Message:
    """ "the third cell is not a digit", counting cells from 1, or "cell 11 is not a digit"."""
    kind = _NOUN_OF_KIND.get(kind, kind)
    if cell < len(ORDINALS):
        return Message.of(NOT_A_GLYPH_ORDINAL[ORDINALS[cell], kind])
    return Message.of(NOT_A_GLYPH_NUMBERED[kind], number=cell + 1)


def first_problem(start: Layout, layout: Layout, rules: Rules) -> Message | None:
    """Why `layout` is not a solution for a puzzle starting at `start`, or None if it is one.

    Stick counts are the caller's concern; this judges only the equation the layout shows.
    """
    for cell, kind in enumerate(layout.kinds):
        glyph, start_glyph = layout.glyph(cell), start.glyph(cell)
        if kind == "symbol" and not rules.equals_mutable and "=" in (glyph, start_glyph):
            if glyph == start_glyph or (
                glyph is not None and start_glyph and glyph in rules.symbol_choices(start_glyph)
            ):
                continue
            return Message.of(EQUALS_FIXED)
        if kind == "symbol" and glyph and glyph in ALL_OPERATORS and glyph not in rules.ops:
            text = layout.text() or ""
            return Message.of(OPERATOR_NOT_ALLOWED, text=text, operator=OPERATOR_NAMES[glyph])
        if glyph is None or (kind == "symbol" and glyph not in rules.symbol_choices(start_glyph)):
            return not_a_glyph(cell, kind)
    text = layout.text()
    assert text is not None
    if text.count("=") != 1:
        return Message.of(ONE_EQUALS)
    if not rules.leading_zeros:
        for number in re.findall(r"\d+", text):
            if len(number) > 1 and number.startswith("0"):
                return Message.of(LEADING_ZERO, number=number)
    for number in re.findall(r"[A-Z]+", text):
        if number not in roman_numerals():
            return Message.of(NOT_ROMAN, number=number)
    if minus_before_zero(text):
        return Message.of(MINUS_ZERO)
    if not equation_holds(text):
        return Message.of(FALSE, equation=text)
    return None
