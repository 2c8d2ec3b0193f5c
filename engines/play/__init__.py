"""The mid-end: a game in progress, the same for both games, and where it is saved.

`Session` holds one puzzle being played (history, clock, hints, checks, outcome) and the
shared play rules. A check hands it the answer; it asks the puzzle's engine for a `Verdict`
(right, wrong, or not an answer) and decides what that is worth (`Judgement`).
`TwentyFourPuzzle` and `MatchstickPuzzle` are what it plays; `SessionStore` keeps each game's
session on disk between runs. Nothing here imports Qt.

`MatchstickPuzzle` is loaded on first use (PEP 562), and the matchstick engine with it: the
window's first screen is 24 points.
"""

from engines.play.clock import Clock
from engines.play.puzzles import NO_SOLUTION, PlayPuzzle, TwentyFourPuzzle
from engines.play.scoring import CHOSEN, DEALT, HINT_COST, POINTS_PER_SOLVE, points_for
from engines.play.session import Check, Finished, Outcome, Session, Standing
from engines.play.store import SessionStore
from engines.play.verdicts import NOT_AN_ANSWER, RIGHT, WRONG, Judgement, Verdict

__all__ = [
    "CHOSEN",
    "DEALT",
    "HINT_COST",
    "NOT_AN_ANSWER",
    "NO_SOLUTION",
    "POINTS_PER_SOLVE",
    "RIGHT",
    "WRONG",
    "Check",
    "Clock",
    "Finished",
    "Judgement",
    "MatchstickPuzzle",
    "Outcome",
    "PlayPuzzle",
    "Session",
    "SessionStore",
    "Standing",
    "TwentyFourPuzzle",
    "Verdict",
    "points_for",
]


def __getattr__(name: str) -> object:
    if name != "MatchstickPuzzle":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from engines.play.matchstick_puzzle import MatchstickPuzzle

    return MatchstickPuzzle
