"""One game in progress, the same for every game: the mid-end between engines and widgets.

A `Session` holds the puzzle, the history of its states, the clock, the hint rungs taken, the
checks made and the outcome, and applies the play rules of `engines.play.scoring` once for
both games. A front end hands it what the player did (a state, an answer to check); the
session asks the puzzle's engine (`PlayPuzzle.judge`) and decides what that is worth. Nothing
in this module knows about Qt. A session reads and writes itself as a small versioned JSON
document (version 1 files, from before verdicts and origins, still read).

Listeners added with `on_finished` hear about every puzzle that reaches its outcome, with what
a record of it needs (`Finished`), including whether records and statistics keep it.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any, Generic, Literal, TypeVar

from engines.common import Message, PuzzleInputError
from engines.common.frozen import Frozen
from engines.play.beat_the_clock import ClockRun
from engines.play.clock import Clock, Now
from engines.play.games import GAMES
from engines.play.history import History
from engines.play.messages import MESSAGE_TEMPLATES as PLAY_TEMPLATES
from engines.play.messages import TIME_UP, TIME_UP_CLOSEST
from engines.play.puzzles import PlayPuzzle, TwentyFourPuzzle, refuse, steps_json
from engines.play.scoring import (
    CHOSEN,
    CLOCK,
    DEALT,
    MODES,
    ORIGINS,
    PRACTICE,
    Origin,
    claim_scores,
    mode_scores,
    points_for,
    skip_ends_streak,
)
from engines.play.verdicts import (
    NEAR,
    RIGHT,
    VERDICT_KINDS,
    WRONG,
    Judgement,
    Verdict,
    VerdictKind,
)
from engines.play.ways import WaysRound
from engines.twentyfour.messages import MESSAGE_TEMPLATES as TWENTYFOUR_TEMPLATES
from engines.twentyfour.steps import StepTable

FORMAT = "puzzle-suite/session"
VERSION = 2
READABLE_VERSIONS = (1, 2)
MAX_STATES = 5000
MAX_CHECKS = 500
MAX_DRAFT = 400
MAX_PARAMS = 8
MAX_COUNT = 10**12
"""Largest hint count, point total, score or streak a saved game may hold: far beyond play,
well inside the records file's 64-bit integers."""
MAX_SECONDS = 10 * 366 * 24 * 3600
"""Longest time a saved game's clock may show (ten years)."""
MAX_MOMENT_CHARS = 40
_TWENTYFOUR_AND_PLAY_TEMPLATES = frozenset((*TWENTYFOUR_TEMPLATES, *PLAY_TEMPLATES))
"""The templates a saved verdict may hold without loading the matchstick engine (whose own
are looked at only for a template not among these)."""

Outcome = Literal["solved", "revealed", "abandoned"]
OUTCOMES: tuple[Outcome, ...] = ("solved", "revealed", "abandoned")

State = TypeVar("State")


class Check(Frozen):
    """One answer the player asked to have checked, and the engine's finding on it."""

    _fields = ("answer", "kind")
    __slots__ = _fields
    answer: str
    kind: VerdictKind

    def __init__(self, answer: str, kind: VerdictKind) -> None:
        self._set(answer=answer, kind=kind)

    @property
    def ok(self) -> bool:
        return self.kind == RIGHT


class Finished(Frozen):
    """A puzzle reached its outcome: everything a record of it keeps."""

    _fields = (
        "game",
        "mode",
        "puzzle",
        "level",
        "rules",
        "started_at",
        "seconds",
        "hints",
        "wrong_checks",
        "outcome",
        "answer",
        "points",
        "counts",
    )
    __slots__ = _fields
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
    counts: bool
    """Whether records and statistics keep this puzzle: it was tried or it moved the streak
    (see `engines.play.scoring`)."""

    def __init__(
        self,
        game: str,
        mode: str,
        puzzle: dict[str, Any],
        level: str | None,
        rules: dict[str, Any],
        started_at: str,
        seconds: float,
        hints: int,
        wrong_checks: int,
        outcome: Outcome,
        answer: str | None,
        points: int,
        counts: bool = True,
    ) -> None:
        self._set(
            game=game,
            mode=mode,
            puzzle=puzzle,
            level=level,
            rules=rules,
            started_at=started_at,
            seconds=seconds,
            hints=hints,
            wrong_checks=wrong_checks,
            outcome=outcome,
            answer=answer,
            points=points,
            counts=counts,
        )


class Standing:
    """Score and streak, carried from one puzzle of a game to the next."""

    __slots__ = ("score", "streak")
    __hash__ = None  # type: ignore[assignment]  # changes as the game goes on

    def __init__(self, score: int = 0, streak: int = 0) -> None:
        self.score = score
        self.streak = streak

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return (self.score, self.streak) == (other.score, other.streak)  # type: ignore[attr-defined]

    def __repr__(self) -> str:
        return f"Standing(score={self.score!r}, streak={self.streak!r})"


Listener = Callable[[Finished], None]


class Session(Generic[State]):
    """A puzzle being played, with its history, clock, hints, checks and outcome."""

    def __init__(
        self,
        puzzle: PlayPuzzle[State],
        standing: Standing | None = None,
        now: Now | None = None,
        mode: str = PRACTICE,
        started_at: str = "",
        listeners: list[Listener] | None = None,
        origin: Origin = DEALT,
    ) -> None:
        self.puzzle = puzzle
        self.standing = Standing() if standing is None else standing
        self.now = now
        self.mode = mode
        self.listeners: list[Listener] = [] if listeners is None else listeners
        self.origin = origin
        """Where the puzzle came from: dealt by the program, or chosen by the player (typed, or
        opened from a code), which changes what a "no solution" call is worth."""
        self.history: History[State] = History(self.puzzle.start())
        self.clock = Clock(self.now) if self.now is not None else Clock()
        self.started_at = started_at or datetime.now(UTC).isoformat(timespec="seconds")
        self.hints = 0
        self.answer_shown = False
        self.checks: list[Check] = []
        self.outcome: Outcome | None = None
        self.points = 0
        self.draft = ""
        self.verdict: Verdict | None = None
        """The last verdict the player saw, kept so a resumed game shows it again."""
        self.ways: WaysRound | None = None
        """The "How many ways?" round on this hand, when one is being played."""
        self.steps: StepTable | None = None
        """Step play on a 24-point table (cards merged two at a time), kept like the draft so
        a resumed game shows it again; None when the cards are as dealt. Loading drops it when
        it does not write the answer the history holds."""
        self.time_limit: int | None = None
        """Seconds the puzzle may take (Countdown's 30 when the player plays against the
        clock), None for no limit: see `run_out`."""
        self.run: ClockRun | None = None
        """The Beat-the-clock run this puzzle belongs to (carried to the next puzzle)."""

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
        return sum(check.kind == WRONG for check in self.checks)

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
        """The puzzle is on screen: its clock runs (unless the outcome is in), and so does
        the run's while the puzzle is one of the run's (after a solve, the run's clock waits
        for the next puzzle)."""
        self.clock.resume()
        if self.run is not None and self.mode == CLOCK and not self.solved:
            self.run.resume()

    def hide(self) -> None:
        """The puzzle left the screen: its clock waits, and the run's."""
        self.clock.pause()
        if self.run is not None:
            self.run.pause()

    def limit_time(self, seconds: int | None) -> None:
        """Play against a clock of `seconds` (None: no limit); only before the outcome."""
        if self.outcome is None:
            self.time_limit = None if seconds is None else bounded(seconds, MAX_SECONDS)

    @property
    def time_left(self) -> float | None:
        """Seconds left on the puzzle's clock (never below 0), None without a limit."""
        if self.time_limit is None:
            return None
        return max(0.0, self.time_limit - self.clock.seconds)

    def run_out(self) -> Judgement | None:
        """The time is up: the puzzle ends and the streak with it, and the closest answer
        checked so far (Countdown's near misses) scores its points. None while time is left,
        without a limit, after the outcome, or in a mode that does not score."""
        if self.time_left != 0 or self.outcome is not None or not mode_scores(self.mode):
            return None
        return self._settle_closest()

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

    def check(self, answer: Any = None) -> Judgement:
        """Judge `answer` (by default the current state) through the puzzle's engine and
        apply the play rules: a right answer solves and scores (only the first time), a
        wrong one ends the streak, and what is not an answer yet costs nothing."""
        return self._judged(self.puzzle.judge(self.current if answer is None else answer))

    def claim_no_solution(self, *, solvable: bool) -> Judgement:
        """The player answers "no solution"; `solvable` is the engine's finding. Right on a
        puzzle without one (scored as a solve), wrong (ending the streak) otherwise. On a
        puzzle the player chose, a right call is only a verdict: the puzzle stays open and
        nothing is scored or recorded (see `scoring.claim_scores`)."""
        judge = getattr(self.puzzle, "judge_no_solution", None)
        if judge is None:
            raise ValueError(f"{self.game} puzzles have no 'no solution' answer")
        verdict: Verdict = judge(solvable=solvable, chosen=self.origin == CHOSEN)
        if verdict.right and not claim_scores(self.origin):
            self.verdict = verdict
            return Judgement(verdict)
        return self._judged(verdict)

    def skip(self, *, solvable: bool) -> None:
        """The player moves on to another puzzle; the mode's rule says whether that ends the
        streak (`scoring.skip_ends_streak`). A closest answer checked under Countdown's rules
        scores its points first, as when the time runs out."""
        if self.outcome is None and mode_scores(self.mode) and self._closest() is not None:
            self._settle_closest()
        self.abandon(ends_streak=skip_ends_streak(self.mode, solvable=solvable, tried=self.tried))

    def _closest(self) -> tuple[Any, Check] | None:
        """The near miss among the checks that scores most (the first of equals), with it."""
        near_miss = getattr(self.puzzle, "near_miss", None)
        best = None
        for check in self.checks:
            miss = near_miss(check.answer) if near_miss and check.kind == NEAR else None
            if miss is not None and (best is None or miss.points > best[0].points):
                best = (miss, check)
        return best

    def _settle_closest(self) -> Judgement:
        """End the puzzle unsolved: the streak ends, the closest answer scores its points."""
        closest = self._closest()
        self.standing.streak = 0
        if closest is None:
            rules = getattr(self.puzzle, "rules", None)
            message = Message.of(TIME_UP, target=getattr(rules, "target", "?"))
            self.verdict = Verdict(WRONG, message, "")
            self._finish("abandoned", None)
            return Judgement(self.verdict)
        miss, check = closest
        self.points = miss.points
        self.standing.score += miss.points
        self.verdict = Verdict(NEAR, miss.message(TIME_UP_CLOSEST), check.answer)
        self._finish("abandoned", check.answer)
        return Judgement(self.verdict, miss.points)

    @property
    def tried(self) -> bool:
        """Whether the player has done anything with this puzzle: a move, typing, a check or
        a hint (a puzzle only looked at is dealt away freely)."""
        return bool(len(self.history.states) > 1 or self.draft or self.checks or self.hints)

    def _note(self, verdict: Verdict, room: int = MAX_CHECKS) -> None:
        self.verdict = verdict
        if self.outcome is None and verdict.is_answer and len(self.checks) < room:
            self.checks.append(Check(verdict.answer[:MAX_DRAFT], verdict.kind))

    def _judged(self, verdict: Verdict) -> Judgement:
        solves = self.outcome is None and verdict.right and mode_scores(self.mode)
        # The solving check is kept even past MAX_CHECKS: a saved solve is re-derived from it.
        self._note(verdict, MAX_CHECKS + 1 if solves else MAX_CHECKS)
        if self.outcome is not None or not verdict.is_answer or not mode_scores(self.mode):
            return Judgement(verdict)
        if verdict.kind == NEAR:
            return Judgement(verdict)
        if not verdict.right:
            self.standing.streak = 0
            return Judgement(verdict)
        self.standing.streak += 1
        self.points = points_for(self.standing.streak, self.hints)
        self.standing.score += self.points
        self._finish("solved", verdict.answer)
        return Judgement(verdict, self.points, solved_now=True)

    def abandon(self, *, ends_streak: bool) -> None:
        """The player moved on before the outcome; skipping a solvable puzzle ends the streak.

        Records keep an abandoned puzzle only when that ended the streak or a wrong check was
        made, so the statistics' streak is always the panel's."""
        if self.outcome is None:
            if ends_streak:
                self.standing.streak = 0
            self._finish("abandoned", None, counts=ends_streak or self.wrong_checks > 0)

    def reveal(self) -> None:
        """The whole answer is on screen: solving now scores nothing and the streak ends
        (except in a "How many ways?" round, where showing the rest is the round's end)."""
        self.answer_shown = True
        if self.outcome is None:
            if mode_scores(self.mode):
                self.standing.streak = 0
            self._finish("revealed", None)

    def leave_run(self) -> None:
        """The Beat-the-clock run ended or was left: an unfinished puzzle of it is played on
        as free play, so nothing done with it counts in a later run."""
        self.run = None
        if self.mode == CLOCK:
            self.mode = PRACTICE

    def follow_on(self, puzzle: PlayPuzzle[Any], *, ends_streak: bool = True) -> Session[Any]:
        """The next puzzle of this game: this one is abandoned if unfinished; score, streak,
        mode, Beat-the-clock run, time source and listeners carry over."""
        self.abandon(ends_streak=ends_streak)
        after = Session(puzzle, self.standing, self.clock.now, self.mode, listeners=self.listeners)
        after.run = self.run
        return after

    def start_over(self) -> None:
        """Back to the puzzle's start (the Reset key): one more step on the history."""
        if self.current != self.puzzle.start():
            self.push(self.puzzle.start())

    def amend(self, puzzle: PlayPuzzle[State]) -> None:
        """The same board under other rules (matchsticks): history and clock stay."""
        if puzzle.start() != self.puzzle.start():
            raise ValueError("amend keeps the puzzle's start; begin a new session instead")
        self.puzzle = puzzle

    def _finish(self, outcome: Outcome, answer: str | None, *, counts: bool = True) -> None:
        self.outcome = outcome
        counts = counts and mode_scores(self.mode)
        self.clock.stop()
        if self.run is not None and self.mode == CLOCK:
            self.run.puzzle_finished(outcome)
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
            counts=counts,
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
            "origin": self.origin,
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
            "checks": [{"answer": check.answer, "kind": check.kind} for check in self.checks],
            "verdict": None if self.verdict is None else _verdict_json(self.verdict),
            "ways": None if self.ways is None else self.ways.to_json(),
            "run": None if self.run is None else self.run.to_json(),
            "outcome": self.outcome,
            "points": self.points,
            "score": self.standing.score,
            "streak": self.standing.streak,
            **({} if self.time_limit is None else {"time_limit": self.time_limit}),
            **({} if self.steps is None else {"steps": steps_json(self.steps)}),
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
        version = document.get("version")
        if version not in READABLE_VERSIONS:
            raise refuse(f"version {str(document.get('version'))[:20]} is not known")
        game = GAMES.get(document["game"])
        if game is None:
            raise refuse(f"unknown game {str(document['game'])[:20]!r}")
        puzzle = game.puzzle_type.from_json(document["puzzle"])
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
        session.checks = [_check(check, version) for check in checks[: MAX_CHECKS + 1]]
        if version >= 2:
            session.origin = one_of(document["origin"], ORIGINS, "origin")
            verdict = document["verdict"]
            session.verdict = None if verdict is None else _verdict(verdict)
            session.ways = _ways(document.get("ways"), puzzle)
            session.steps = _steps(document.get("steps"), session)
            run = document.get("run")
            session.run = None if run is None else ClockRun.from_json(run, session.clock.now)
        outcome = document["outcome"]
        session.outcome = None if outcome is None else one_of(outcome, OUTCOMES, "outcome")
        if not _outcome_holds(session):
            raise refuse(f"the game is not {outcome} as it says")
        session.points = bounded(document["points"])
        limit = document.get("time_limit")
        session.time_limit = None if limit is None else bounded(limit, MAX_SECONDS)
        if outcome is not None or document["clock"]["stopped"] is True:
            session.clock.stop()
        return session


def _outcome_holds(session: Session[Any]) -> bool:
    """Whether what a saved game holds bears out its outcome, worked out again with the
    puzzle's engine instead of taken from the file: a solve needs a right check that the engine
    still finds right (`PlayPuzzle.solved_by`), a revealed answer needs the answer shown. Any
    puzzle may be abandoned (moving on, the time running out)."""
    if session.outcome == "revealed":
        return session.answer_shown
    if session.outcome != "solved":
        return True
    right = {check.answer for check in session.checks if check.ok}
    return bool(right) and session.puzzle.solved_by(
        right, claim_scores=claim_scores(session.origin)
    )


def _check(data: dict[str, Any], version: int) -> Check:
    """A check as saved; version 1 kept only whether it was right."""
    answer = text(data["answer"])
    if version == 1:
        return Check(answer, RIGHT if data["ok"] is True else WRONG)
    if data["kind"] not in VERDICT_KINDS:
        raise refuse("unknown verdict")
    return Check(answer, data["kind"])


def _verdict_json(verdict: Verdict) -> dict[str, Any]:
    return {
        "kind": verdict.kind,
        "template": verdict.message.template,
        "params": [list(pair) for pair in verdict.message.params],
        "answer": verdict.answer,
    }


def _verdict(data: dict[str, Any]) -> Verdict | None:
    """A saved verdict; None (shown as no verdict) when its text is not one this version
    writes, so a file never supplies a template of its own."""
    if data["kind"] not in VERDICT_KINDS or len(data["params"]) > MAX_PARAMS:
        raise refuse("unknown verdict")
    if not known_template(data["template"]):
        return None
    params = tuple((str(name)[:40], str(value)[:MAX_DRAFT]) for name, value in data["params"])
    return Verdict(data["kind"], Message(data["template"], params), str(data["answer"])[:MAX_DRAFT])


def known_template(template: Any) -> bool:
    """Whether `template` is one of the engines' or the mid-end's player-facing texts."""
    if template in _TWENTYFOUR_AND_PLAY_TEMPLATES:
        return True
    from engines.matchsticks.messages import MESSAGE_TEMPLATES as MATCHSTICK_TEMPLATES

    return template in MATCHSTICK_TEMPLATES


def _ways(data: Any, puzzle: PlayPuzzle[Any]) -> WaysRound | None:
    if data is None:
        return None
    if not isinstance(puzzle, TwentyFourPuzzle):
        raise refuse("a How many ways? round belongs to a 24-point hand")
    return WaysRound.from_json(data, puzzle.hand, puzzle.rules)


def _steps(data: Any, session: Session[Any]) -> StepTable | None:
    """Saved step play, replayed by the engine (damage in it is refused like damage in the
    history); dropped when the table does not write the session's answer, so the cards are
    then as dealt and the answer box shows the answer as saved."""
    if data is None:
        return None
    puzzle = session.puzzle
    if not isinstance(puzzle, TwentyFourPuzzle):
        raise refuse("step play belongs to a 24-point hand")
    table = puzzle.steps_from_json(data)
    return table if not session.draft and table.writes(session.current) else None


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
