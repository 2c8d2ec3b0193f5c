"""What a records row holds and may hold: `Record` (one finished puzzle) and `Run` (one
Beat-the-clock run), each checking its own values, and the reading of a stored row.

Kept apart from the SQLite store so the bounds read in one place. Another program (or a
damaged disk) can put anything in the file: text in a number, infinity, a date that is not a
date, a name of 100,000 characters. Reading such a row raises one of MALFORMED; the store then
skips that row and keeps the rest.
"""

from __future__ import annotations

import datetime
import json
import math
import sqlite3
from typing import Any, Protocol

from engines.common import LEVELS
from engines.common.frozen import Frozen
from engines.records.figures import MODES

MAX_PLAYER_NAME = 40
GAMES = ("24", "matchsticks")
MAX_TEXT = 2000
"""Longest code, rules or answer a row may hold; longer ones are another program's doing."""
MAX_COUNT = 2**62
MAX_SECONDS = 10 * 366 * 24 * 3600
MAX_MOMENT_CHARS = 40
OUTCOMES = ("solved", "revealed", "abandoned", "no-solution-called")


def check_player(player: object) -> None:
    if not isinstance(player, str) or not 1 <= len(player.strip()) <= MAX_PLAYER_NAME:
        raise ValueError(f"a player name has 1 to {MAX_PLAYER_NAME} characters")


def check_count(value: object, name: str) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_COUNT:
        raise ValueError(f"{name} must be a whole number from 0 to {MAX_COUNT}")


def check_common(game: object, level: object, started: object, seconds: object) -> None:
    """What a record and a run share: a known game and level, a real time, a sane duration."""
    if game not in GAMES:
        raise ValueError(f"game must be one of {GAMES}, not {str(game)[:20]!r}")
    if level is not None and level not in LEVELS:
        raise ValueError(f"level must be one of {LEVELS}, not {str(level)[:20]!r}")
    if not isinstance(started, datetime.datetime) or started.tzinfo is None:
        raise ValueError("started must be a date and time with its time zone")
    started.astimezone(datetime.UTC)  # OverflowError at the ends of the calendar
    if isinstance(seconds, bool) or not isinstance(seconds, int | float):
        raise ValueError("seconds must be a number")
    if not (math.isfinite(seconds) and 0 <= seconds <= MAX_SECONDS):
        raise ValueError(f"seconds must be from 0 to {MAX_SECONDS}")


def check_text(value: object, name: str) -> None:
    if not isinstance(value, str) or len(value) > MAX_TEXT:
        raise ValueError(f"{name} must be text of at most {MAX_TEXT} characters")


def moment(text: object) -> datetime.datetime:
    """A stored time (ISO 8601); one without an offset is read as UTC, as older files wrote."""
    if not isinstance(text, str) or len(text) > MAX_MOMENT_CHARS:
        raise ValueError("not a date and time")
    parsed = datetime.datetime.fromisoformat(text)
    return parsed if parsed.tzinfo is not None else parsed.replace(tzinfo=datetime.UTC)


def good_name(name: object) -> bool:
    return isinstance(name, str) and 1 <= len(name.strip()) <= MAX_PLAYER_NAME


class Record(Frozen):
    """One finished puzzle. `daily` is the date of a daily puzzle, else None."""

    _fields = (
        "player",
        "game",
        "mode",
        "code",
        "level",
        "rules",
        "started",
        "seconds",
        "hints",
        "wrong_checks",
        "outcome",
        "answer",
        "daily",
    )
    __slots__ = _fields
    player: str
    game: str
    mode: str
    code: str
    level: str | None
    rules: str
    started: datetime.datetime
    seconds: float
    hints: int
    wrong_checks: int
    outcome: str
    answer: str
    daily: datetime.date | None

    def __init__(
        self,
        player: str,
        game: str,
        mode: str,
        code: str,
        level: str | None,
        rules: str,
        started: datetime.datetime,
        seconds: float,
        hints: int,
        wrong_checks: int,
        outcome: str,
        answer: str,
        daily: datetime.date | None = None,
    ) -> None:
        self._set(
            player=player,
            game=game,
            mode=mode,
            code=code,
            level=level,
            rules=rules,
            started=started,
            seconds=seconds,
            hints=hints,
            wrong_checks=wrong_checks,
            outcome=outcome,
            answer=answer,
            daily=daily,
        )
        if self.outcome not in OUTCOMES:
            raise ValueError(f"outcome must be one of {OUTCOMES}, not {self.outcome!r}")
        if self.mode not in MODES:
            raise ValueError(f"mode must be one of {MODES}, not {self.mode!r}")
        check_player(self.player)
        check_common(self.game, self.level, self.started, self.seconds)
        for name in ("code", "rules", "answer"):
            check_text(getattr(self, name), name)
        check_count(self.hints, "hints")
        check_count(self.wrong_checks, "wrong_checks")
        if self.daily is not None and (
            type(self.daily) is not datetime.date or self.mode != "daily"
        ):
            raise ValueError("daily must be the date of a daily puzzle")


class Run(Frozen):
    """One finished Beat-the-clock run."""

    _fields = ("player", "game", "level", "started", "seconds", "solved", "skipped")
    __slots__ = _fields
    player: str
    game: str
    level: str | None
    started: datetime.datetime
    seconds: float
    solved: int
    skipped: int

    def __init__(
        self,
        player: str,
        game: str,
        level: str | None,
        started: datetime.datetime,
        seconds: float,
        solved: int,
        skipped: int,
    ) -> None:
        self._set(
            player=player,
            game=game,
            level=level,
            started=started,
            seconds=seconds,
            solved=solved,
            skipped=skipped,
        )
        check_player(self.player)
        check_common(self.game, self.level, self.started, self.seconds)
        check_count(self.solved, "solved")
        check_count(self.skipped, "skipped")


class FinishedPuzzle(Protocol):
    """What the play session reports when a puzzle reaches its outcome."""

    game: str
    mode: str
    level: str | None
    rules: dict[str, Any]
    started_at: str
    seconds: float
    hints: int
    wrong_checks: int
    outcome: str
    answer: str | None


def record_of(
    finished: FinishedPuzzle, player: str, code: str, daily: datetime.date | None = None
) -> Record:
    """The row that keeps a finished puzzle; `daily` is the date of a daily puzzle."""
    return Record(
        player=player,
        game=finished.game,
        mode=finished.mode,
        code=code,
        level=finished.level,
        rules=json.dumps(finished.rules, sort_keys=True, separators=(",", ":")),
        started=datetime.datetime.fromisoformat(finished.started_at),
        seconds=round(finished.seconds, 3),
        hints=finished.hints,
        wrong_checks=finished.wrong_checks,
        outcome=finished.outcome,
        answer=finished.answer or "",
        daily=daily,
    )


RECORD_COLUMNS = Record._fields
RUN_COLUMNS = Run._fields


def stored(value: object) -> object:
    if isinstance(value, datetime.datetime):
        return value.astimezone(datetime.UTC).isoformat(timespec="seconds")
    if isinstance(value, datetime.date):
        return value.isoformat()
    return value


def stored_values(row: Record | Run) -> list[object]:
    """The row's values as the file keeps them, in the order of its columns."""
    return [stored(getattr(row, name)) for name in row._fields]


def read_record(row: sqlite3.Row) -> Record:
    """The record a row holds; ValueError (or TypeError, OverflowError) if it is malformed."""
    values = {name: row[name] for name in RECORD_COLUMNS}
    values["started"] = moment(values["started"])
    if values["daily"] is not None:
        if not isinstance(values["daily"], str) or len(values["daily"]) > 10:
            raise ValueError("daily is not a date")
        values["daily"] = datetime.date.fromisoformat(values["daily"])
    if type(values["seconds"]) is int:
        values["seconds"] = float(values["seconds"])
    return Record(**values)


def read_run(row: sqlite3.Row) -> Run:
    values = {name: row[name] for name in RUN_COLUMNS}
    values["started"] = moment(values["started"])
    if type(values["seconds"]) is int:
        values["seconds"] = float(values["seconds"])
    return Run(**values)


MALFORMED = (ValueError, TypeError, OverflowError, IndexError, KeyError)
"""What reading a row another program wrote badly can raise."""
