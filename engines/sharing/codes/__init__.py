"""Puzzle codes: a short, typeable text that carries a whole puzzle and its rules.

`24:3388` is the usual 24-point hand 3 3 8 8; `MS:5+7=2` the usual one-stick matchstick move.
Anyone who types the code gets the same puzzle under the same rules, so a teacher can write one
on the board and a player can share one. Each game's engine writes and reads its own codes
(`engines.twentyfour.code`, `engines.matchsticks.code`, over `engines.common.codes`); this
package opens them straight into the play session's puzzles.

The matchstick side (`matchsticks`, `MatchstickPuzzle`) is loaded on first use, with its engine.
"""

from __future__ import annotations

from engines.common.codes import GAMES, MAX_CODE_LENGTH, TEMPLATES, CodeError, split_code
from engines.play import games
from engines.play.puzzles import PlayPuzzle, TwentyFourPuzzle
from engines.twentyfour import code as twentyfour

TYPE_CHECKING = False
if TYPE_CHECKING:
    from engines.play.matchstick_puzzle import MatchstickPuzzle

    SharedPuzzle = TwentyFourPuzzle | MatchstickPuzzle
else:
    SharedPuzzle = PlayPuzzle
"""The play session's own puzzle values: a code opens straight into a session. (To type
checkers; at run time it names their shared interface, so that naming it loads no engine.)"""


def read_code(text: str) -> SharedPuzzle:
    """The puzzle of a code of either game; CodeError or the game's own error if malformed.
    A code of no known game is read as 24 points, whose error then says what codes look like."""
    prefix, _puzzle, _options = split_code(text)
    game = games.BY_CODE_PREFIX.get(prefix, games.GAMES[TwentyFourPuzzle.GAME])
    return game.puzzle_type.from_code(text)


def code_of(puzzle: SharedPuzzle) -> str:
    """The code of a puzzle of either game (its level is not part of it)."""
    return puzzle.code()


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


def __getattr__(name: str) -> object:
    if name == "matchsticks":
        from engines.matchsticks import code

        return code
    if name == "MatchstickPuzzle":
        from engines.play.matchstick_puzzle import MatchstickPuzzle

        return MatchstickPuzzle
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
