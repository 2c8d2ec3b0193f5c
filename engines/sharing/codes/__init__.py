"""Puzzle codes: a short, typeable text that carries a whole puzzle and its rules.

`24:3388` is the usual 24-point hand 3 3 8 8; `MS:5+7=2` the usual one-stick matchstick move.
Anyone who types the code gets the same puzzle under the same rules, so a teacher can write one
on the board and a player can share one. Each game's engine writes and reads its own codes
(`engines.twentyfour.code`, `engines.matchsticks.code`, over `engines.common.codes`); this
package opens them straight into the play session's puzzles.
"""

from __future__ import annotations

from engines.common.codes import GAMES, MAX_CODE_LENGTH, TEMPLATES, CodeError, split_code
from engines.matchsticks import code as matchsticks
from engines.play.puzzles import MatchstickPuzzle, TwentyFourPuzzle
from engines.twentyfour import code as twentyfour

SharedPuzzle = TwentyFourPuzzle | MatchstickPuzzle
"""The play session's own puzzle values: a code opens straight into a session."""


def _twentyfour(text: str) -> TwentyFourPuzzle:
    return TwentyFourPuzzle(*twentyfour.decode(text))


def _matchsticks(text: str) -> MatchstickPuzzle:
    puzzle, rules = matchsticks.decode(text)
    return MatchstickPuzzle(puzzle, rules)


_READERS = {twentyfour.GAME: _twentyfour, matchsticks.GAME: _matchsticks}


def read_code(text: str) -> SharedPuzzle:
    """The puzzle of a code of either game; CodeError or the game's own error if malformed."""
    game, _puzzle, _options = split_code(text)
    reader = _READERS.get(game, _twentyfour)
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
