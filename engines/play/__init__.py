"""The mid-end: a game in progress, the same for both games, and where it is saved.

`Session` holds one puzzle being played (history, clock, hints, checks, outcome) and the
shared play rules; `TwentyFourPuzzle` and `MatchstickPuzzle` are what it plays; `SessionStore`
keeps each game's session on disk between runs. Nothing here imports Qt.
"""

from engines.play.clock import Clock
from engines.play.puzzles import MatchstickPuzzle, PlayPuzzle, TwentyFourPuzzle
from engines.play.scoring import HINT_COST, POINTS_PER_SOLVE, points_for
from engines.play.session import NO_SOLUTION, Check, Finished, Outcome, Session, Standing
from engines.play.store import SessionStore

__all__ = [
    "HINT_COST",
    "NO_SOLUTION",
    "POINTS_PER_SOLVE",
    "Check",
    "Clock",
    "Finished",
    "MatchstickPuzzle",
    "Outcome",
    "PlayPuzzle",
    "Session",
    "SessionStore",
    "Standing",
    "TwentyFourPuzzle",
    "points_for",
]
