"""What a check is: right, wrong, near, or not an answer at all, with the message that says why.

Every game's puzzle judges an answer through its engine (`PlayPuzzle.judge`) and returns a
`Verdict`; the session then decides what the verdict is worth (`Judgement`). Only a complete,
well-formed answer that is wrong is `WRONG`: an unchanged board, fewer sticks than the puzzle
asks, an empty or unfinished expression are `NOT_AN_ANSWER` and cost nothing, in every mode.
Under Countdown's rules a complete answer that misses the target by 10 or less is `NEAR`: not
right, not wrong either (the session keeps the closest one for when the time runs out).
"""

from __future__ import annotations

from typing import Literal

from engines.common import Message
from engines.common.frozen import Frozen

VerdictKind = Literal["right", "wrong", "not-an-answer", "near"]
RIGHT: VerdictKind = "right"
WRONG: VerdictKind = "wrong"
NOT_AN_ANSWER: VerdictKind = "not-an-answer"
NEAR: VerdictKind = "near"
VERDICT_KINDS: tuple[VerdictKind, ...] = (RIGHT, WRONG, NOT_AN_ANSWER, NEAR)


class Verdict(Frozen):
    """An engine's finding on one answer: its kind, the message for the player, and the
    answer as it is recorded (an expression, an equation, or "no solution")."""

    _fields = ("kind", "message", "answer")
    __slots__ = _fields
    kind: VerdictKind
    message: Message
    answer: str

    def __init__(self, kind: VerdictKind, message: Message, answer: str) -> None:
        self._set(kind=kind, message=message, answer=answer)

    @property
    def right(self) -> bool:
        return self.kind == RIGHT

    @property
    def is_answer(self) -> bool:
        """Whether the check counts at all (right or wrong)."""
        return self.kind != NOT_AN_ANSWER


class Judgement(Frozen):
    """What the session made of a verdict: the points it scored and whether this check is
    the one that solved the puzzle (so a front end celebrates once)."""

    _fields = ("verdict", "points", "solved_now")
    __slots__ = _fields
    verdict: Verdict
    points: int
    solved_now: bool

    def __init__(self, verdict: Verdict, points: int = 0, solved_now: bool = False) -> None:
        self._set(verdict=verdict, points=points, solved_now=solved_now)

    @property
    def kind(self) -> VerdictKind:
        return self.verdict.kind

    @property
    def message(self) -> Message:
        return self.verdict.message
