"""Matchstick codes: `MS:5+7=2`, `MS:6-4=9:M2`, `MS:3*4=2:A1EZO+*`, `MS:XI+I=X:GR`.

The puzzle part is the equation as typed. The options part, left out for the usual one-stick
move under standard rules, holds the task (`M`, `A` or `R`: move, add or remove, then the
number of sticks), `E` when sticks may move in and out of "=", `Z` when no number may have a
leading zero, `O` followed by the operators allowed when they are not `+-`, and `G` followed by
the glyph set when it is not the standard one: `F` flexible, `H` handwritten, `R` Roman.
Codes made before glyph sets existed have no `G` and read as they always did. The engine's own
command line reads and writes codes here; `engines.sharing.codes` opens them into play puzzles.
"""

from __future__ import annotations

import re

from engines.common import PuzzleInputError
from engines.common.codes import (
    BAD_MATCHSTICK_OPTIONS,
    check_game,
    fail,
    join_code,
    pointing_at,
    split_code,
)
from engines.matchsticks.model import STANDARD_RULES, Kind, Puzzle, Rules
from engines.matchsticks.parsing import parse

GAME = "MS"
KIND_LETTERS: dict[Kind, str] = {"move": "M", "add": "A", "remove": "R"}
_KINDS = {letter: kind for kind, letter in KIND_LETTERS.items()}
_OPTIONS = re.compile(r"(?:([MAR])(\d))?(E)?(Z)?(?:O([-+*/]{1,4}))?(?:G([FHR]))?")
GLYPH_LETTERS = {"flexible": "F", "handwritten": "H", "roman": "R"}
_GLYPHS = {letter: glyphs for glyphs, letter in GLYPH_LETTERS.items()}
_DEFAULT_TASK = ("move", 1)


def encode(puzzle: Puzzle, rules: Rules = STANDARD_RULES) -> str:
    """The canonical code of `puzzle` under `rules`."""
    options = ""
    if (puzzle.kind, puzzle.count) != _DEFAULT_TASK:
        options += f"{KIND_LETTERS[puzzle.kind]}{puzzle.count}"
    if rules.equals_mutable:
        options += "E"
    if not rules.leading_zeros:
        options += "Z"
    if rules.ops != STANDARD_RULES.ops:
        options += "O" + rules.ops
    if rules.glyphs in GLYPH_LETTERS:
        options += "G" + GLYPH_LETTERS[rules.glyphs]
    equation = puzzle.start.text()
    if equation is None:
        raise ValueError("a puzzle starts from a readable equation")
    return join_code(GAME, equation, options)


def decode(text: str) -> tuple[Puzzle, Rules]:
    """The puzzle and rules a matchstick code names; CodeError (or the equation's own error)
    if none."""
    game, equation, options = split_code(text)
    check_game(game, GAME, text.strip().upper())
    match = _OPTIONS.fullmatch(options)
    if match is None:
        raise fail(BAD_MATCHSTICK_OPTIONS, options=options)
    kind_letter, count, equals_mutable, no_leading_zeros, ops, glyphs = match.groups()
    rules = Rules(
        equals_mutable=equals_mutable is not None,
        ops=ops or STANDARD_RULES.ops,
        leading_zeros=no_leading_zeros is None,
        glyphs=_GLYPHS[glyphs] if glyphs else STANDARD_RULES.glyphs,
    )
    kind, number = (_KINDS[kind_letter], int(count)) if kind_letter else _DEFAULT_TASK
    try:
        layout = parse(equation, rules)
    except PuzzleInputError as error:
        raise pointing_at(error, text, equation, len(game) + 1) from None
    return Puzzle(layout, kind, number), rules
