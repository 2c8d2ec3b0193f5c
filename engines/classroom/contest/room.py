"""A contest room: the puzzles, the pupils, their answers and scores, and what everyone sees.

The room is plain data and rules, with no network: the server feeds it pupils' messages and the
teacher's commands and sends what it returns. One lock guards it, so the host window may read a
snapshot from its own thread while the server's thread judges answers.

Scoring, per puzzle: "ways" is the "how many ways?" contest (+1 for each solution new to that
pupil, -1 for a repeat or a wrong answer; the class board counts the distinct solutions the
whole class found). "first" rewards the order of right answers: the first right answer earns
FIRST_POINTS, the next one point less, and every later right answer at least one; a wrong
answer costs nothing and the pupil may try again until right.
"""

from __future__ import annotations

import datetime
import secrets
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import wraps
from typing import Any, Literal, ParamSpec, TypeVar

from engines.classroom.contest.judging import ContestPuzzle, Key, PupilJudge
from engines.classroom.contest.protocol import Join, checked_name
from engines.common import Message
from engines.sharing.codes import SharedPuzzle

Phase = Literal["lobby", "playing", "revealed", "ended"]
Mode = Literal["ways", "first"]
MODES: tuple[Mode, ...] = ("ways", "first")
MAX_PUPILS = 200
FIRST_POINTS = 10
MAX_ANSWERS_PER_PUZZLE = 200
RECENT_ANSWERS = 30
PIN_DIGITS = 4

P = ParamSpec("P")
R = TypeVar("R")


def _locked(method: Callable[P, R]) -> Callable[P, R]:
    @wraps(method)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        with args[0].lock:  # type: ignore[attr-defined]
            return method(*args, **kwargs)

    return wrapper


def new_pin() -> str:
    return "".join(secrets.choice("0123456789") for _ in range(PIN_DIGITS))


def message_json(message: Message | None) -> dict[str, Any] | None:
    """An engine message as the page translates it: the English template and its fields."""
    if message is None:
        return None
    return {"template": message.template, "params": dict(message.params), "text": str(message)}


@dataclass
class Answered:
    """One judged answer of a pupil to a puzzle."""

    text: str
    shown: str
    kind: str
    points: int
    seconds: float
    same_as: int | None = None
    message: Message | None = None
    key: Key | None = None

    def to_page(self, number: int) -> dict[str, Any]:
        return {
            "number": number,
            "answer": self.shown,
            "kind": self.kind,
            "points": self.points,
            "same_as": self.same_as,
            "message": message_json(self.message),
        }


@dataclass
class PupilRound:
    """One pupil's answers to one puzzle, with their running score (kept, not summed, so a
    snapshot of 200 pupils stays cheap)."""

    judge: PupilJudge
    answers: list[Answered] = field(default_factory=list)
    score: int = 0
    right: bool = False

    def add(self, answer: Answered) -> None:
        self.answers.append(answer)
        self.score += answer.points
        self.right = self.right or answer.key is not None

    def numbered(self) -> list[Answered]:
        """The answers the judge numbers: all but those that were not answers yet."""
        return [answer for answer in self.answers if answer.kind != "unfinished"]


@dataclass
class Pupil:
    number: int
    name: str
    token: str
    kicked: bool = False
    connected: bool = False
    rounds: dict[int, PupilRound] = field(default_factory=dict)

    @property
    def score(self) -> int:
        return sum(played.score for played in self.rounds.values())


@dataclass
class Round:
    puzzle: ContestPuzzle
    started: datetime.datetime
    started_at: float
    seconds_left: float | None = None
    """With a countdown: the time left when paused, else None (the deadline runs)."""
    deadline: float | None = None
    finders: dict[Key, list[int]] = field(default_factory=dict)
    """Each distinct correct answer and the pupils who gave it, first finder first."""
    right: list[int] = field(default_factory=list)
    """In "first" mode: the pupils with a right answer, in the order they gave it."""
    given: dict[Key, tuple[str, int]] = field(default_factory=dict)
    """Each distinct correct answer as first written, and how often it has been given."""
    recent: list[tuple[int, str, str]] = field(default_factory=list)


@dataclass(frozen=True)
class Refusal:
    """Why a join was refused: a code the page translates (`unknown-pin`, `bad-name`,
    `name-taken`, `room-full`, `unknown-token`, `kicked`, `ended`)."""

    reason: str


@dataclass(frozen=True)
class Logged:
    """An answer in the order the room received it: what a saved contest replays."""

    pupil: int
    round: int
    text: str
    seconds: float


class Room:
    """One contest. `now` is a monotonic clock in seconds, `today` the wall clock (tests pass
    their own)."""

    def __init__(
        self,
        puzzles: Sequence[SharedPuzzle],
        mode: Mode = "ways",
        pin: str | None = None,
        max_pupils: int = MAX_PUPILS,
        countdown: int | None = None,
        now: Callable[[], float] = time.monotonic,
        clock: Callable[[], datetime.datetime] = lambda: datetime.datetime.now(datetime.UTC),
    ) -> None:
        if not puzzles:
            raise ValueError("a contest has at least one puzzle")
        if mode not in MODES:
            raise ValueError(f"mode is one of {MODES}")
        self.lock = threading.RLock()
        self.puzzles = [ContestPuzzle(puzzle) for puzzle in puzzles]
        self.mode: Mode = mode
        self.pin = pin or new_pin()
        self.max_pupils = max_pupils
        self.countdown = countdown
        self.now = now
        self.clock = clock
        self.phase: Phase = "lobby"
        self.paused = False
        self.rounds: list[Round] = []
        self.pupils: dict[int, Pupil] = {}
        self.log: list[Logged] = []
        self._by_token: dict[str, Pupil] = {}
        self.version = 0
        """Counts every change a page or the host view shows, so watchers redraw only then."""

    # Pupils ------------------------------------------------------------------------------

    @_locked
    def join(self, request: Join) -> Pupil | Refusal:
        """A new pupil, the same pupil back (by token), or why not."""
        if request.pin != self.pin:
            return Refusal("unknown-pin")
        if request.token is not None:
            pupil = self._by_token.get(request.token)
            if pupil is None:
                return Refusal("unknown-token")
            return Refusal("kicked") if pupil.kicked else pupil
        if self.phase == "ended":
            return Refusal("ended")
        name = checked_name(request.name or "")
        if name is None:
            return Refusal("bad-name")
        if any(pupil.name.casefold() == name.casefold() for pupil in self.pupils.values()):
            return Refusal("name-taken")
        if sum(not pupil.kicked for pupil in self.pupils.values()) >= self.max_pupils:
            return Refusal("room-full")
        return self._add_pupil(name, secrets.token_urlsafe(18))

    def _add_pupil(self, name: str, token: str, number: int | None = None) -> Pupil:
        number = number if number is not None else len(self.pupils) + 1
        pupil = Pupil(number, name, token)
        self.pupils[number] = pupil
        self._by_token[token] = pupil
        self.version += 1
        return pupil

    @_locked
    def set_connected(self, pupil: Pupil, connected: bool) -> None:
        pupil.connected = connected
        self.version += 1

    @_locked
    def kick(self, name: str) -> Pupil | None:
        """Send a pupil away for good (their answers stay in the results)."""
        for pupil in self.pupils.values():
            if pupil.name.casefold() == name.strip().casefold() and not pupil.kicked:
                pupil.kicked = True
                self.version += 1
                return pupil
        return None

    # The teacher's commands ----------------------------------------------------------------

    @property
    def current(self) -> Round | None:
        return self.rounds[-1] if self.rounds else None

    def _open_round(self, started: datetime.datetime | None = None) -> None:
        puzzle = self.puzzles[len(self.rounds)]
        moment = self.now()
        deadline = None if self.countdown is None else moment + self.countdown
        self.rounds.append(Round(puzzle, started or self.clock(), moment, deadline=deadline))
        self.phase = "playing"
        self.version += 1

    @_locked
    def start(self) -> bool:
        if self.phase != "lobby":
            return False
        self._open_round()
        return True

    @_locked
    def next(self) -> bool:
        """The next puzzle; after the last one, the contest ends."""
        if self.phase not in ("playing", "revealed"):
            return False
        if len(self.rounds) == len(self.puzzles):
            return self.end()
        self.paused = False
        self._open_round()
        return True

    @_locked
    def reveal(self) -> bool:
        if self.phase != "playing":
            return False
        self.phase = "revealed"
        self.paused = False
        self.version += 1
        return True

    @_locked
    def end(self) -> bool:
        if self.phase == "ended":
            return False
        self.phase = "ended"
        self.paused = False
        self.version += 1
        return True

    @_locked
    def pause(self, paused: bool) -> bool:
        current = self.current
        if self.phase != "playing" or paused == self.paused or current is None:
            return False
        self.paused = paused
        if current.deadline is not None and paused:
            current.seconds_left = max(0.0, current.deadline - self.now())
        elif current.seconds_left is not None:
            current.deadline = self.now() + current.seconds_left
            current.seconds_left = None
        self.version += 1
        return True

    # Answers -----------------------------------------------------------------------------

    @_locked
    def submit(self, pupil: Pupil, round_number: int, message: dict[str, Any]) -> dict[str, Any]:
        """Judge one answer to puzzle `round_number` (counted from 1); the verdict message for
        the pupil. BadAnswer (from the judge's reading) for a malformed answer."""
        current = self.current
        refused = self._closed(current, round_number)
        if refused is not None:
            return {"type": "verdict", "round": round_number, "kind": refused, "score": pupil.score}
        assert current is not None
        text = current.puzzle.answer_text(message)
        return self._judge(pupil, current, text, self.now() - current.started_at)

    def _closed(self, current: Round | None, round_number: int) -> str | None:
        if self.phase != "playing" or current is None or round_number != len(self.rounds):
            return "closed"
        if self.paused:
            return "paused"
        if current.deadline is not None and self.now() > current.deadline:
            return "late"
        return None

    def _judge(self, pupil: Pupil, current: Round, text: str, seconds: float) -> dict[str, Any]:
        index = len(self.rounds) - 1
        played = pupil.rounds.get(index)
        if played is None:
            played = pupil.rounds[index] = PupilRound(current.puzzle.judge())
        if len(played.answers) >= MAX_ANSWERS_PER_PUZZLE or (self.mode == "first" and played.right):
            kind = "done" if played.right else "enough"
            return {"type": "verdict", "round": index + 1, "kind": kind, "score": pupil.score}
        verdict, key = played.judge.submit(text)
        shown = current.puzzle.shown(text)
        answered = Answered(
            text, shown, verdict.kind, 0, round(seconds, 3), verdict.same_as, verdict.message, key
        )
        if key is not None:
            finders = current.finders.setdefault(key, [])
            if pupil.number not in finders:
                finders.append(pupil.number)
            first_written, count = current.given.get(key, (shown, 0))
            current.given[key] = (first_written, count + 1)
        if self.mode == "ways":
            answered.points = verdict.points
        elif key is not None:
            answered.kind = "right"
            current.right.append(pupil.number)
            answered.points = max(1, FIRST_POINTS + 1 - len(current.right))
        played.add(answered)
        current.recent.append((pupil.number, shown, answered.kind))
        del current.recent[:-RECENT_ANSWERS]
        self.log.append(Logged(pupil.number, index + 1, text, answered.seconds))
        self.version += 1
        return {
            "type": "verdict",
            "round": index + 1,
            **answered.to_page(len(played.numbered())),
            "score": pupil.score,
        }

    # What pages and the host see -----------------------------------------------------------

    def _board(self) -> dict[str, Any]:
        current = self.current
        if current is None:
            return {"found": 0, "total": 0, "pupils": self._present()}
        if self.mode == "first":
            found, total = len(current.right), self._present()
        else:
            found, total = len(current.finders), len(current.puzzle.solutions())
        return {"found": found, "total": total, "pupils": self._present()}

    def _present(self) -> int:
        return sum(not pupil.kicked for pupil in self.pupils.values())

    @_locked
    def board(self) -> dict[str, Any]:
        """The class board every page shows: how many found, of how many, and pupils."""
        return {"type": "board", **self._board()}

    def _reveal(self) -> list[dict[str, Any]]:
        current = self.current
        assert current is not None
        return [
            {
                "answer": solution.text,
                "found_by": [self.pupils[n].name for n in current.finders.get(solution.key, [])],
            }
            for solution in current.puzzle.solutions()
        ]

    def _seconds_left(self) -> float | None:
        current = self.current
        if current is None or current.deadline is None or self.phase != "playing":
            return None
        if current.seconds_left is not None:
            return round(current.seconds_left, 1)
        return round(max(0.0, current.deadline - self.now()), 1)

    def _common_state(self) -> dict[str, Any]:
        current = self.current
        state: dict[str, Any] = {
            "phase": self.phase,
            "paused": self.paused,
            "mode": self.mode,
            "round": len(self.rounds),
            "rounds": len(self.puzzles),
            "puzzle": None if current is None else current.puzzle.public_json(),
            "seconds_left": self._seconds_left(),
            "board": self._board(),
        }
        if self.phase == "revealed":
            state["reveal"] = self._reveal()
        return state

    @_locked
    def state_for(self, pupils: Sequence[Pupil]) -> list[dict[str, Any]]:
        """The state message of each of `pupils`: what everyone sees plus their own answers."""
        common = self._common_state()
        index = len(self.rounds) - 1
        states = []
        for pupil in pupils:
            played = pupil.rounds.get(index)
            # What is not an answer yet is said once and not listed, so the numbers match
            # "the same as your answer 2", as in the judge.
            answers = [] if played is None else played.numbered()
            you = {
                "name": pupil.name,
                "score": pupil.score,
                "answers": [answer.to_page(n) for n, answer in enumerate(answers, start=1)],
            }
            states.append({"type": "state", **common, "you": you})
        return states

    @_locked
    def snapshot(self) -> dict[str, Any]:
        """Everything the teacher's screen shows, including who found which once revealed."""
        current = self.current
        snapshot = {
            **self._common_state(),
            "pin": self.pin,
            "version": self.version,
            "code": None if current is None else current.puzzle.code,
            "pupils": [
                {
                    "name": pupil.name,
                    "score": pupil.score,
                    "connected": pupil.connected,
                    "kicked": pupil.kicked,
                    "answers": len(pupil.rounds[len(self.rounds) - 1].answers)
                    if len(self.rounds) - 1 in pupil.rounds
                    else 0,
                }
                for pupil in sorted(
                    self.pupils.values(), key=lambda p: (-p.score, p.name.casefold())
                )
            ],
            "groups": [] if current is None else self._groups(current),
            "recent": []
            if current is None
            else [
                {"name": self.pupils[n].name, "answer": shown, "kind": kind}
                for n, shown, kind in current.recent
            ],
        }
        snapshot.setdefault("reveal", None)
        return snapshot

    def _groups(self, current: Round) -> list[dict[str, Any]]:
        """The correct answers so far, one group per distinct solution, most often given first."""
        groups = [
            {
                "answer": current.given[key][0],
                "count": current.given[key][1],
                "names": [self.pupils[n].name for n in finders],
            }
            for key, finders in current.finders.items()
        ]
        return sorted(groups, key=lambda group: -group["count"])

    # Replaying a saved contest --------------------------------------------------------------

    def replay(self, pupil: Pupil, round_number: int, text: str, seconds: float) -> None:
        """Judge a saved answer again, as it was judged when given."""
        self._judge(pupil, self.rounds[round_number - 1], text, seconds)
