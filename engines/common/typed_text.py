"""Text as people type it, in the one spelling the parsers read.

Players type on Chinese input methods (full-width `＋－（）＝`, full-width digits, the ideographic
space) and write operators the way they learnt them (`x` or `×` for times, `:` or `÷` for divide,
`−` or `–` for minus). Every parser of typed input reads it through `plain_text`, so the same
spellings work for hands, answers and equations alike.

Each character maps to at most one character, so positions in error messages still point at
what the player typed.
"""

from __future__ import annotations

import unicodedata

_OPERATOR_SPELLINGS = {
    "x": "*",
    "X": "*",
    "×": "*",
    "÷": "/",
    ":": "/",
    "−": "-",
    "–": "-",
}


def _plain_character(character: str) -> str:
    """The ASCII twin of a full-width character (`２` `＋` `（`, the ideographic space).

    Only full-width forms fold: other look-alike digits (`٣`, `²`, `𝟐`) are refused by the
    parsers rather than read as numbers nobody meant to type."""
    if character.isascii() or unicodedata.east_asian_width(character) != "F":
        return character
    folded = unicodedata.normalize("NFKC", character)
    return folded if len(folded) == 1 else character


def plain_text(text: str, operators: bool = True) -> str:
    """`text` with full-width forms folded and, if `operators`, operator spellings unified.

    Hands keep `operators=False`: there `x` is no operator, only a character to refuse.
    """
    # ASCII has no full-width forms: most text, and every generated puzzle, is left as it is.
    folded = text if text.isascii() else "".join(map(_plain_character, text))
    if not operators:
        return folded
    return "".join(_OPERATOR_SPELLINGS.get(character, character) for character in folded)
