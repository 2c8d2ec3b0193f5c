"""The games, in one table: what a third game adds is one more entry here.

Each game names its puzzle type (what a session plays, with its codes), the prefix of its
codes and its puzzle of the day. The mid-end, the codes, the daily puzzle and the records look
a game up here instead of asking "is this 24 points?".
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from dataclasses import dataclass

from engines.matchsticks.code import GAME as MATCHSTICK_CODE
from engines.play.daily import daily_matchsticks, daily_twentyfour
from engines.play.puzzles import MatchstickPuzzle, TwentyFourPuzzle
from engines.twentyfour.code import GAME as TWENTYFOUR_CODE

PlayPuzzleType = type[TwentyFourPuzzle] | type[MatchstickPuzzle]


@dataclass(frozen=True)
class Game:
    """One game: its key (`PlayPuzzle.GAME`), puzzle type, code prefix and daily puzzle."""

    key: str
    puzzle_type: PlayPuzzleType
    code_prefix: str
    daily: Callable[[datetime.date], TwentyFourPuzzle | MatchstickPuzzle]


GAMES: dict[str, Game] = {
    game.key: game
    for game in (
        Game(TwentyFourPuzzle.GAME, TwentyFourPuzzle, TWENTYFOUR_CODE, daily_twentyfour),
        Game(MatchstickPuzzle.GAME, MatchstickPuzzle, MATCHSTICK_CODE, daily_matchsticks),
    )
}
BY_CODE_PREFIX = {game.code_prefix: game for game in GAMES.values()}
PUZZLE_TYPES: dict[str, PlayPuzzleType] = {key: game.puzzle_type for key, game in GAMES.items()}
