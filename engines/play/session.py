"""One game in progress, the same for every game: the mid-end between engines and widgets.

A `Session` holds the puzzle, the history of its states, the clock, the hint rungs taken, the
checks made and the outcome, and applies the play rules of `engines.play.scoring` once for
both games. Widgets turn events into calls here and show what it says; nothing in this module
knows about Qt. A session reads and writes itself as a small versioned JSON document.

Listeners added with `on_finished` hear about every puzzle that reaches its outcome, with what
a record of it needs (`Finished`).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Generic, Literal, TypeVar

from engines.common import PuzzleInputError
from engines.play.clock import Clock, Now
from engines.play.history import History
from engines.play.puzzles import PUZZLE_TYPES, PlayPuzzle, refuse
from engines.play.scoring import points_for
from engines.records.figures import MODES

FORMAT = "puzzle-suite/session"
VERSION = 1
MAX_STATES = 5000
MAX_CHECKS = 500
MAX_DRAFT = 400
MAX_COUNT = 10**12
"""Largest hint count, point total, score or streak a saved game may hold: far beyond play,
well inside the records file's 64-bit integers."""
MAX_SECONDS = 10 * 366 * 24 * 3600
"""Longest time a saved game's clock may show (ten years)."""
MAX_MOMENT_CHARS = 40
NO_SOLUTION = "no solution"
"""The answer recorded when the player says the puzzle cannot be solved."""

Outcome = Literal["solved", "revealed", "abandoned"]
OUTCOMES: tuple[Outcome, ...] = ("solved", "revealed", "abandoned")
PRACTICE = "practice"

State = TypeVar("State")


@dataclass(frozen=True)
class Check:
    """One answer the player asked to have checked."""

    answer: str
    ok: bool


@dataclass(frozen=True)
class Finished:
    """A puzzle reached its outcome: everything a record of it keeps."""

    game: str
    mode: str
    puzzle: dict[str, Any]
    level: str | None
    rules: dict[str, Any]
    started_at: str
    seconds: float
    hints: int
    wrong_checks: int
    outcome: Outcome
    answer: str | None
    points: int


@dataclass
class Standing:
    """Score and streak, carried from one puzzle of a game to the next."""

    score: int = 0
    streak: int = 0


Listener = Callable[[Finished], None]


@dataclass(eq=False)
class Session(Generic[State]):
    """A puzzle being played, with its history, clock, hints, checks and outcome."""

    puzzle: PlayPuzzle[State]
    standing: Standing = field(default_factory=Standing)
    now: Now | None = None
    mode: str = PRACTICE
    started_at: str = ""
    listeners: list[Listener] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.history: History[State] = History(self.puzzle.start())
        self.clock = Clock(self.now) if self.now is not None else Clock()
        self.started_at = self.started_at or datetime.now(UTC).isoformat(timespec="seconds")
        self.hints = 0
        self.answer_shown = False
        self.checks: list[Check] = []
        self.outcome: Outcome | None = None
        self.points = 0
        self.draft = ""

    # --- what the front ends read ---------------------------------------------------------

    @property
    def game(self) -> str:
        return self.puzzle.GAME

    @property
    def current(self) -> State:
        return self.history.current

    @property
    def score(self) -> int:
        return self.standing.score

    @property
    def streak(self) -> int:
        return self.standing.streak

    @property
    def seconds(self) -> int:
        """Whole seconds on screen so far (final once the puzzle has its outcome)."""
        return int(self.clock.seconds)

    @property
    def finished(self) -> bool:
        return self.outcome is not None

    @property
    def solved(self) -> bool:
        return self.outcome == "solved"

    @property
    def wrong_checks(self) -> int:
        return sum(not check.ok for check in self.checks)

    def on_finished(self, listener: Listener) -> None:
        """`listener` hears about this puzzle's outcome (and, via `follow_on`, later ones)."""
        self.listeners.append(listener)

    # --- moves: the same interface as History, so a board can drive either ----------------

    def push(self, state: State) -> None:
        """A move made: `state` follows the current one; the redo tail is dropped."""
        self.history.push(state)
        self.draft = ""

    def undo(self) -> bool:
        self.draft = ""
        return self.history.undo()

    def redo(self) -> bool:
        self.draft = ""
        return self.history.redo()

    def can_undo(self) -> bool:
        return self.history.can_undo()

    def can_redo(self) -> bool:
        return self.history.can_redo()

    def set_draft(self, text: str) -> None:
        """Typing that is not (yet) a state, kept so a resumed game shows it again."""
        self.draft = text[:MAX_DRAFT]

    # --- the clock ------------------------------------------------------------------------

    def show(self) -> None:
        """The puzzle is on screen: its clock runs (unless the outcome is in)."""
        self.clock.resume()

    def hide(self) -> None:
        """The puzzle left the screen: its clock waits."""
        self.clock.pause()

    # --- play rules -----------------------------------------------------------------------

    def take_hint(self, rungs: int) -> int | None:
        """The rung to show next of a ladder of `rungs` (None when there is no ladder).

        Rungs are counted once each; the last one shows the whole answer.
        """
        if rungs <= 0:
            return None
        self.hints = min(self.hints + 1, rungs)
        if self.hints == rungs:
            self.reveal()
        return self.hints - 1

    def reveal(self) -> None:
        """The whole answer is on screen: solving now scores nothing and the streak ends."""
        self.answer_shown = True
        if self.outcome is None:
            self.standing.streak = 0
            self._finish("revealed", None)

    def check(self, answer: str, ok: bool) -> int:
        """Record a checked answer; returns the points it scored (only a first solve scores)."""
        if len(self.checks) < MAX_CHECKS:
            self.checks.append(Check(answer[:MAX_DRAFT], ok))
        if self.outcome is not None:
            return 0
        if not ok:
            self.standing.streak = 0
            return 0
        self.standing.streak += 1
        self.points = points_for(self.standing.streak, self.hints)
        self.standing.score += self.points
        self._finish("solved", answer)
        return self.points

    def claim_no_solution(self, *, solvable: bool) -> int:
        """The player answers "no solution": right, and scored as a solve, when the puzzle
        has none (`solvable` is the engine's finding); otherwise a wrong answer that ends
        the streak. Returns the points scored."""
        return self.check(NO_SOLUTION, ok=not solvable)

    def abandon(self, *, ends_streak: bool) -> None:
        """The player moved on before the outcome; skipping a solvable puzzle ends the streak."""
        if self.outcome is None:
            if ends_streak:
                self.standing.streak = 0
            self._finish("abandoned", None)

    def follow_on(self, puzzle: PlayPuzzle[Any], *, ends_streak: bool = True) -> Session[Any]:
        """The next puzzle of this game: this one is abandoned if unfinished; score, streak,
        mode, time source and listeners carry over."""
        self.abandon(ends_streak=ends_streak)
        return Session(
            puzzle, self.standing, self.clock.now, self.mode, listeners=self.listeners
        )

    def amend(self, puzzle: PlayPuzzle[State]) -> None:
        """The same board under other rules (matchsticks): history and clock stay."""
        if puzzle.start() != self.puzzle.start():
            raise ValueError("amend keeps the puzzle's start; begin a new session instead")
        self.puzzle = puzzle

    def _finish(self, outcome: Outcome, answer: str | None) -> None:
        self.outcome = outcome
        self.clock.stop()
        event = Finished(
            game=self.game,
            mode=self.mode,
            puzzle=self.puzzle.to_json(),
            level=self.puzzle.level,
            rules=self.puzzle.rules_json(),
            started_at=self.started_at,
            seconds=self.clock.seconds,
            hints=self.hints,
            wrong_checks=self.wrong_checks,
            outcome=outcome,
            answer=answer,
            points=self.points,
        )
        for listener in list(self.listeners):
            listener(event)

    # --- saving ---------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "mode": self.mode,
            "started_at": self.started_at,
            "puzzle": self.puzzle.to_json(),
            "history": {
                "states": [self.puzzle.state_to_json(state) for state in self.history.states],
                "index": self.history.index,
            },
            "draft": self.draft,
            "clock": {"seconds": self.clock.seconds, "stopped": self.clock.stopped},
            "hints": self.hints,
            "answer_shown": self.answer_shown,
            "checks": [{"answer": check.answer, "ok": check.ok} for check in self.checks],
            "outcome": self.outcome,
            "points": self.points,
            "score": self.standing.score,
            "streak": self.standing.streak,
        }

    @classmethod
    def from_json(cls, document: Any, now: Now | None = None) -> Session[Any]:
        """A session as `to_json` wrote it; PuzzleInputError for anything else."""
        try:
            return cls._read(document, now)
        except PuzzleInputError:
            raise
        except (KeyError, IndexError, TypeError, ValueError, AttributeError, OverflowError) as err:
            raise refuse(f"{type(err).__name__}: {str(err)[:80]}") from None

    @classmethod
    def _read(cls, document: Any, now: Now | None) -> Session[Any]:
        if not isinstance(document, dict) or document.get("format") != FORMAT:
            raise refuse("not a saved Puzzle Suite game")
        if document.get("version") != VERSION:
            raise refuse(f"version {str(document.get('version'))[:20]} is not known")
        puzzle_type = PUZZLE_TYPES.get(document["game"])
        if puzzle_type is None:
            raise refuse(f"unknown game {str(document['game'])[:20]!r}")
        puzzle = puzzle_type.from_json(document["puzzle"])
        standing = Standing(bounded(document["score"]), bounded(document["streak"]))
        mode = one_of(document["mode"], MODES, "mode")
        session = cls(puzzle, standing, now, mode, moment(document["started_at"]))
        raw_states = document["history"]["states"]
        if not isinstance(raw_states, list) or not 1 <= len(raw_states) <= MAX_STATES:
            raise refuse("the history is empty or too long")
        states = [puzzle.state_from_json(state) for state in raw_states]
        if states[0] != puzzle.start():
            raise refuse("the history does not begin at the puzzle's start")
        session.history = History.restore(states, bounded(document["history"]["index"]))
        session.draft = text(document["draft"])
        seconds = bounded(document["clock"]["seconds"], MAX_SECONDS, whole=False)
        session.clock = Clock(session.clock.now, seconds)
        session.hints = bounded(document["hints"])
        session.answer_shown = document["answer_shown"] is True
        checks = document["checks"]
        if not isinstance(checks, list):
            raise refuse("the checks are not a list")
        session.checks = [
            Check(text(check["answer"]), check["ok"] is True) for check in checks[:MAX_CHECKS]
        ]
        outcome = document["outcome"]
        session.outcome = None if outcome is None else one_of(outcome, OUTCOMES, "outcome")
        session.points = bounded(document["points"])
        if outcome is not None or document["clock"]["stopped"] is True:
            session.clock.stop()
        return session


def bounded(value: Any, high: float = MAX_COUNT, *, whole: bool = True) -> Any:
    """`value` if it is a number from 0 to `high` (a whole one unless `whole` is False);
    PuzzleInputError otherwise. Infinity, NaN and 4,000-digit integers are refused here, not
    by an OverflowError later."""
    kinds = int if whole else int | float
    if isinstance(value, bool) or not isinstance(value, kinds):
        raise refuse("a number is not what it should be")
    if isinstance(value, float) and not math.isfinite(value):
        raise refuse("a number is not finite")
    if not 0 <= value <= high:
        raise refuse(f"a number is outside 0 to {high}")
    return value


def one_of(value: Any, allowed: tuple[str, ...], name: str) -> Any:
    """`value` if it is one of `allowed`; PuzzleInputError naming it otherwise."""
    if not isinstance(value, str) or value not in allowed:
        raise refuse(f"unknown {name} {str(value)[:20]!r}")
    return value


def text(value: Any, limit: int = MAX_DRAFT) -> str:
    """A string of at most `limit` characters (longer ones are cut)."""
    if not isinstance(value, str):
        raise refuse("a text is not a string")
    return value[:limit]


def moment(value: Any) -> str:
    """An ISO 8601 date and time with its offset, as a record keeps it."""
    if not isinstance(value, str) or len(value) > MAX_MOMENT_CHARS:
        raise refuse("the start time is not a date and time")
    try:
        parsed = datetime.fromisoformat(value)
        parsed.astimezone(UTC)
    except (ValueError, OverflowError):
        raise refuse("the start time is not a date and time") from None
    if parsed.tzinfo is None:
        raise refuse("the start time has no time zone")
    return value
