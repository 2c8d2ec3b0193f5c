"""The games, in one table: what a third game adds is one more entry here.

Each game names its puzzle type (what a session plays, with its codes), the prefix of its
codes and its puzzle of the day. The mid-end, the codes, the daily puzzle and the records look
a game up here instead of asking "is this 24 points?".

A game's puzzle type and puzzle of the day are loaded when first asked for, with its engine:
this table is read before the window's first frame, which shows one game only.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module

from engines.play.game_keys import MATCHSTICKS, TWENTYFOUR

TYPE_CHECKING = False
if TYPE_CHECKING:
    import datetime

    from engines.play.matchstick_puzzle import MatchstickPuzzle
    from engines.play.puzzles import TwentyFourPuzzle

    PlayPuzzleType = type[TwentyFourPuzzle] | type[MatchstickPuzzle]


@dataclass(frozen=True)
class Game:
    """One game: its key (`PlayPuzzle.GAME`), code prefix, and where its puzzle type (a class
    of `puzzle_module`) and its puzzle of the day (a function of `engines.play.daily`) are."""

    key: str
    code_prefix: str
    puzzle_module: str
    puzzle_name: str
    daily_name: str

    @property
    def puzzle_type(self) -> PlayPuzzleType:
        return getattr(import_module(self.puzzle_module), self.puzzle_name)

    def daily(self, day: datetime.date) -> TwentyFourPuzzle | MatchstickPuzzle:
        """The game's puzzle of the day for `day`."""
        return getattr(import_module("engines.play.daily"), self.daily_name)(day)


GAMES: dict[str, Game] = {
    game.key: game
    for game in (
        Game(TWENTYFOUR, "24", "engines.play.puzzles", "TwentyFourPuzzle", "daily_twentyfour"),
        Game(
            MATCHSTICKS,
            "MS",
            "engines.play.matchstick_puzzle",
            "MatchstickPuzzle",
            "daily_matchsticks",
        ),
    )
}
BY_CODE_PREFIX = {game.code_prefix: game for game in GAMES.values()}
