"""Puzzle codes: a short, typeable text that carries a whole puzzle and its rules.

`24:3388` is the usual 24-point hand 3 3 8 8; `MS:5+7=2` the usual one-stick matchstick move.
Anyone who types the code gets the same puzzle under the same rules, so a teacher can write one
on the board and a player can share one. `read_code` opens a code of either game; each game's
module writes and reads its own (see `format` for what they share).
"""

from __future__ import annotations

from engines.play.puzzles import MatchstickPuzzle, TwentyFourPuzzle
from engines.sharing.codes import matchsticks, twentyfour
from engines.sharing.codes.format import GAMES, MAX_CODE_LENGTH, TEMPLATES, CodeError, split_code

SharedPuzzle = TwentyFourPuzzle | MatchstickPuzzle
"""The play session's own puzzle values: a code opens straight into a session."""

_READERS = {twentyfour.GAME: twentyfour.decode, matchsticks.GAME: matchsticks.decode}


def read_code(text: str) -> SharedPuzzle:
    """The puzzle of a code of either game; CodeError or the game's own error if malformed."""
    game, _puzzle, _options = split_code(text)
    reader = _READERS.get(game, twentyfour.decode)
    return reader(text)


def code_of(puzzle: SharedPuzzle) -> str:
    """The code of a puzzle of either game (its level is not part of it)."""
    if isinstance(puzzle, TwentyFourPuzzle):
        return twentyfour.encode(puzzle.hand, puzzle.rules)
    return matchsticks.encode(puzzle.puzzle, puzzle.rules)


__all__ = [
    "GAMES",
    "MAX_CODE_LENGTH",
    "TEMPLATES",
    "CodeError",
    "MatchstickPuzzle",
    "SharedPuzzle",
    "TwentyFourPuzzle",
    "code_of",
    "matchsticks",
    "read_code",
    "twentyfour",
]
