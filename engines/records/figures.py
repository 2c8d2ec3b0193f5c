"""Statistics from finished puzzles: what the statistics dialog shows, computed from rows.

Kept apart from the SQLite store so the rules of a streak or a median are plain functions of a
list of records, easy to read and to test.
"""

from __future__ import annotations

import datetime
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from engines.common.frozen import Frozen

LEVEL_ORDER = ("easy", "medium", "hard")
MODES = ("practice", "daily", "clock", "contest")
SUCCESSES = ("solved", "no-solution-called")
"""A correct "no solution" call finishes a puzzle as well as an answer does."""
RECENT_SOLVES = 50


class Finished(NamedTuple):
    """The part of a record that statistics read (a whole Record has the same fields)."""

    outcome: str
    seconds: float
    hints: int
    level: str | None
    mode: str
    daily: datetime.date | None
    wrong_checks: int = 0


class Figures(Frozen):
    """The figures of one game, level or mode; times in seconds, None before any solve."""

    _fields = (
        "played",
        "solved",
        "current_streak",
        "best_streak",
        "best_time",
        "median_time",
        "hints",
        "recent_times",
    )
    __slots__ = _fields
    played: int
    solved: int
    current_streak: int
    best_streak: int
    best_time: float | None
    median_time: float | None
    hints: int
    recent_times: tuple[float, ...]
    """The last RECENT_SOLVES solve times, oldest first."""

    def __init__(
        self,
        played: int = 0,
        solved: int = 0,
        current_streak: int = 0,
        best_streak: int = 0,
        best_time: float | None = None,
        median_time: float | None = None,
        hints: int = 0,
        recent_times: tuple[float, ...] = (),
    ) -> None:
        self._set(
            played=played,
            solved=solved,
            current_streak=current_streak,
            best_streak=best_streak,
            best_time=best_time,
            median_time=median_time,
            hints=hints,
            recent_times=recent_times,
        )

    @property
    def solved_percent(self) -> float | None:
        return 100 * self.solved / self.played if self.played else None

    @property
    def hints_per_puzzle(self) -> float | None:
        return self.hints / self.played if self.played else None


class GameStatistics(Frozen):
    """Everything the statistics dialog shows for one player and game."""

    _fields = ("overall", "by_level", "by_mode", "daily_streak", "best_run")
    __slots__ = _fields
    overall: Figures
    by_level: dict[str, Figures]
    by_mode: dict[str, Figures]
    daily_streak: int
    best_run: int | None

    def __init__(
        self,
        overall: Figures = Figures(),  # noqa: B008 (immutable, made once)
        by_level: dict[str, Figures] | None = None,
        by_mode: dict[str, Figures] | None = None,
        daily_streak: int = 0,
        best_run: int | None = None,
    ) -> None:
        self._set(
            overall=overall,
            by_level={} if by_level is None else by_level,
            by_mode={} if by_mode is None else by_mode,
            daily_streak=daily_streak,
            best_run=best_run,
        )


def figures(records: Iterable[Finished]) -> Figures:
    """The figures of `records`, oldest first.

    The streak follows the session's rule (`engines.play.scoring`): a solve extends it; a wrong
    check, a revealed answer or a skipped puzzle that the records keep end it."""
    from statistics import median  # loaded when figures are first shown, not at start-up

    played = list(records)
    times: list[float] = []
    streak = best = 0
    for record in played:
        if record.wrong_checks:
            streak = 0  # the wrong check ended the streak before this puzzle's outcome
        if record.outcome in SUCCESSES:
            times.append(record.seconds)
            streak += 1
            best = max(best, streak)
        else:
            streak = 0
    return Figures(
        played=len(played),
        solved=len(times),
        current_streak=streak,
        best_streak=best,
        best_time=min(times, default=None),
        median_time=median(times) if times else None,
        hints=sum(record.hints for record in played),
        recent_times=tuple(times[-RECENT_SOLVES:]),
    )


def daily_streak(records: Iterable[Finished], today: datetime.date) -> int:
    """Days in a row on which the daily puzzle was solved, ending today, or yesterday while
    today's is still open."""
    done = {
        record.daily
        for record in records
        if record.mode == "daily" and record.daily is not None and record.outcome in SUCCESSES
    }
    day = today if today in done else today - datetime.timedelta(days=1)
    streak = 0
    while day in done:
        streak += 1
        day -= datetime.timedelta(days=1)
    return streak


def _grouped(records: Sequence[Finished], key: str, order: tuple[str, ...]) -> dict[str, Figures]:
    values = {getattr(record, key) for record in records} - {None}
    ranked = sorted(values, key=lambda value: (order.index(value) if value in order else 9, value))
    return {value: figures(r for r in records if getattr(r, key) == value) for value in ranked}


def game_statistics(
    records: Sequence[Finished], today: datetime.date, best_run: int | None
) -> GameStatistics:
    """The figures of one game, of each level and mode played in it, and its daily streak."""
    return GameStatistics(
        overall=figures(records),
        by_level=_grouped(records, "level", LEVEL_ORDER),
        by_mode=_grouped(records, "mode", MODES),
        daily_streak=daily_streak(records, today),
        best_run=best_run,
    )
