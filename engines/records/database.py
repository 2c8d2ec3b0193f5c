"""The player's records: one row per finished puzzle in SQLite, statistics computed from rows.

Rows, not running totals, so figures never drift and can be recomputed any way a teacher asks.
The file is `records.sqlite3` in the data directory, in WAL mode, with the schema version in
`PRAGMA user_version` and a migration for every older version. Records are a comfort, never a
condition of play: when the file is locked, unwritable or from a newer program the store turns
itself off and says why in one line (`notice`); a damaged file is renamed aside, never
deleted, and a fresh one started. A `Records` object belongs to the thread that made it.
"""

from __future__ import annotations

import csv
import datetime
import getpass
import json
import sqlite3
from collections.abc import Iterable
from dataclasses import astuple, dataclass, fields
from pathlib import Path
from typing import Any, Protocol, TextIO

from engines.common import Message, PuzzleInputError
from engines.records.figures import MODES, Finished, GameStatistics, game_statistics

FILE_NAME = "records.sqlite3"
SCHEMA_VERSION = 2
BUSY_TIMEOUT_SECONDS = 0.1
"""How long a write waits for another Puzzle Suite window writing at the same moment."""
MAX_PLAYER_NAME = 40
DEFAULT_PLAYER = "player"

OUTCOMES = ("solved", "revealed", "abandoned", "no-solution-called")

LOCKED = "Records are off: another program is using the records file."
UNWRITABLE = "Records are off: {path} cannot be written."
NEWER = "Records are off: the records file comes from a newer Puzzle Suite."
SET_ASIDE = "The records file was damaged; it was kept as {name} and a new one started."
BAD_PLAYER_NAME = "a player name has 1 to {limit} characters"
TEMPLATES = (LOCKED, UNWRITABLE, NEWER, SET_ASIDE, BAD_PLAYER_NAME)

_RECORDS_V1 = """
CREATE TABLE records (
    id INTEGER PRIMARY KEY,
    player TEXT NOT NULL,
    game TEXT NOT NULL,
    mode TEXT NOT NULL,
    code TEXT NOT NULL,
    level TEXT,
    rules TEXT NOT NULL,
    started TEXT NOT NULL,
    seconds REAL NOT NULL,
    hints INTEGER NOT NULL,
    wrong_checks INTEGER NOT NULL,
    outcome TEXT NOT NULL,
    answer TEXT NOT NULL
);
CREATE INDEX records_by_player ON records (player, game, started);
"""
_V1_TO_V2 = """
ALTER TABLE records ADD COLUMN daily TEXT;
UPDATE records SET daily = substr(started, 1, 10) WHERE mode = 'daily';
CREATE TABLE players (name TEXT PRIMARY KEY, chosen INTEGER NOT NULL);
INSERT INTO players (name, chosen)
    SELECT player, row_number() OVER (ORDER BY max(started)) FROM records GROUP BY player;
CREATE TABLE runs (
    id INTEGER PRIMARY KEY,
    player TEXT NOT NULL,
    game TEXT NOT NULL,
    level TEXT,
    started TEXT NOT NULL,
    seconds REAL NOT NULL,
    solved INTEGER NOT NULL,
    skipped INTEGER NOT NULL
);
"""
MIGRATIONS = (_RECORDS_V1, _V1_TO_V2)
"""MIGRATIONS[n] takes the schema from version n to n + 1. Version 1 held only the puzzle rows;
version 2 added players (whoever played last becomes the current one), Beat-the-clock runs and
the date of a daily puzzle."""


@dataclass(frozen=True)
class Record:
    """One finished puzzle. `daily` is the date of a daily puzzle, else None."""

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
    daily: datetime.date | None = None

    def __post_init__(self) -> None:
        if self.outcome not in OUTCOMES:
            raise ValueError(f"outcome must be one of {OUTCOMES}, not {self.outcome!r}")
        if self.mode not in MODES:
            raise ValueError(f"mode must be one of {MODES}, not {self.mode!r}")


@dataclass(frozen=True)
class Run:
    """One finished Beat-the-clock run."""

    player: str
    game: str
    level: str | None
    started: datetime.datetime
    seconds: float
    solved: int
    skipped: int


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


RECORD_COLUMNS = tuple(field.name for field in fields(Record))
RUN_COLUMNS = tuple(field.name for field in fields(Run))


def default_player() -> str:
    """The system user's name, as players on a shared PC expect to find themselves."""
    try:
        name = getpass.getuser().strip()
    except (OSError, KeyError, ImportError):
        name = ""
    return name[:MAX_PLAYER_NAME] or DEFAULT_PLAYER


def checked_player_name(name: str) -> str:
    """`name` without surrounding spaces; PuzzleInputError if empty or too long."""
    name = name.strip()
    if not 1 <= len(name) <= MAX_PLAYER_NAME:
        raise PuzzleInputError(Message.of(BAD_PLAYER_NAME, limit=MAX_PLAYER_NAME))
    return name


def _text(value: object) -> object:
    if isinstance(value, datetime.datetime):
        return value.astimezone(datetime.UTC).isoformat(timespec="seconds")
    if isinstance(value, datetime.date):
        return value.isoformat()
    return value


def _record(row: sqlite3.Row) -> Record:
    values = dict(row)
    values["started"] = datetime.datetime.fromisoformat(values["started"])
    if values["daily"] is not None:
        values["daily"] = datetime.date.fromisoformat(values["daily"])
    return Record(**{name: values[name] for name in RECORD_COLUMNS})


class Records:
    """The records of every player on this computer, or records off with a `notice`."""

    def __init__(self, path: Path, now: datetime.datetime | None = None) -> None:
        self.path = Path(path)
        self.notice: Message | None = None
        self._connection: sqlite3.Connection | None = None
        try:
            self._connection = self._open()
        except sqlite3.DatabaseError as error:
            if not _is_corrupt(error):
                self._turn_off(error)
                return
            try:
                self._set_aside(now or datetime.datetime.now(datetime.UTC))
                self._connection = self._open()
            except (OSError, sqlite3.Error) as second:
                self._turn_off(second)
        except OSError as error:
            self._turn_off(error)
        if self._connection is not None and not self.players():
            self.use_player(default_player())

    @property
    def enabled(self) -> bool:
        return self._connection is not None

    def _open(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        connection = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_SECONDS)
        try:
            connection.row_factory = sqlite3.Row
            if connection.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                raise sqlite3.DatabaseError("database disk image is malformed")
            version = connection.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise _NewerFile
            connection.execute("PRAGMA journal_mode = WAL")
            connection.execute("PRAGMA synchronous = NORMAL")
            for step in range(version, SCHEMA_VERSION):
                # The version moves in the same transaction as the step it records.
                connection.executescript(
                    f"BEGIN; {MIGRATIONS[step]} PRAGMA user_version = {step + 1}; COMMIT;"
                )
        except BaseException:
            connection.close()
            raise
        return connection

    def _set_aside(self, now: datetime.datetime) -> None:
        stamp = now.astimezone(datetime.UTC).strftime("%Y%m%d-%H%M%S")
        kept = self.path.with_name(f"{self.path.name}.damaged-{stamp}")
        for suffix in ("", "-wal", "-shm"):
            part = Path(f"{self.path}{suffix}")
            if part.exists():
                part.replace(f"{kept}{suffix}")
        self.notice = Message.of(SET_ASIDE, name=kept.name)

    def _turn_off(self, error: Exception) -> None:
        if self._connection is not None:
            self._connection.close()
            self._connection = None
        if isinstance(error, _NewerFile):
            self.notice = Message.of(NEWER)
        elif "locked" in str(error) or "busy" in str(error):
            self.notice = Message.of(LOCKED)
        else:
            self.notice = Message.of(UNWRITABLE, path=str(self.path))

    def _write(self, sql: str, parameters: Iterable[object] = ()) -> None:
        if self._connection is None:
            return
        try:
            with self._connection:
                self._connection.execute(sql, tuple(parameters))
        except sqlite3.Error as error:
            self._turn_off(error)

    def _read(self, sql: str, parameters: Iterable[object] = ()) -> list[sqlite3.Row]:
        if self._connection is None:
            return []
        try:
            return self._connection.execute(sql, tuple(parameters)).fetchall()
        except sqlite3.Error as error:
            self._turn_off(error)
            return []

    def close(self) -> None:
        if self._connection is not None:
            self._connection.close()
            self._connection = None

    # Players -----------------------------------------------------------------------------

    def players(self) -> list[str]:
        """Every player's name, alphabetically (the default player when records are off)."""
        if self._connection is None:
            return [default_player()]
        return [row["name"] for row in self._read("SELECT name FROM players ORDER BY name")]

    def current_player(self) -> str:
        """The player who played last on this computer."""
        rows = self._read("SELECT name FROM players ORDER BY chosen DESC LIMIT 1")
        return rows[0]["name"] if rows else default_player()

    def use_player(self, name: str) -> str:
        """Make `name` the current player, adding it if new; returns the cleaned name.

        `chosen` counts up rather than holding a time, so two choices within one tick of a
        coarse clock still keep their order.
        """
        name = checked_player_name(name)
        self._write(
            "INSERT INTO players (name, chosen)"
            " VALUES (?1, (SELECT coalesce(max(chosen), 0) + 1 FROM players))"
            " ON CONFLICT (name) DO UPDATE SET chosen = excluded.chosen",
            (name,),
        )
        return name

    # Writing -----------------------------------------------------------------------------

    def add(self, record: Record) -> None:
        """Keep one finished puzzle (a few milliseconds; nothing when records are off)."""
        columns = ", ".join(RECORD_COLUMNS)
        marks = ", ".join("?" for _ in RECORD_COLUMNS)
        values = (_text(value) for value in astuple(record))
        self._write(f"INSERT INTO records ({columns}) VALUES ({marks})", values)

    def add_run(self, run: Run) -> None:
        """Keep one finished Beat-the-clock run."""
        columns = ", ".join(RUN_COLUMNS)
        marks = ", ".join("?" for _ in RUN_COLUMNS)
        self._write(f"INSERT INTO runs ({columns}) VALUES ({marks})", map(_text, astuple(run)))

    def reset(self, player: str, game: str) -> None:
        """Forget one player's records and runs of one game."""
        if self._connection is None:
            return
        try:
            with self._connection:
                for table in ("records", "runs"):
                    self._connection.execute(
                        f"DELETE FROM {table} WHERE player = ? AND game = ?", (player, game)
                    )
        except sqlite3.Error as error:
            self._turn_off(error)

    # Reading -----------------------------------------------------------------------------

    def records(self, player: str | None = None, game: str | None = None) -> list[Record]:
        """Finished puzzles, oldest first, of one player and game or of everyone."""
        rows = self._read(
            "SELECT * FROM records WHERE (?1 IS NULL OR player = ?1) AND (?2 IS NULL OR game = ?2)"
            " ORDER BY started, id",
            (player, game),
        )
        return [_record(row) for row in rows]

    def statistics(self, player: str, game: str, today: datetime.date) -> GameStatistics:
        """Played, solved %, streaks, times and hints of a game and of each level and mode,
        the daily streak up to `today` and the best Beat-the-clock run."""
        rows = self._read(
            "SELECT outcome, seconds, hints, level, mode, daily, wrong_checks FROM records"
            " WHERE player = ? AND game = ? ORDER BY started, id",
            (player, game),
        )
        finished = [
            Finished(
                *row[:5], None if row[5] is None else datetime.date.fromisoformat(row[5]), row[6]
            )
            for row in rows
        ]
        return game_statistics(finished, today, self.best_run(player, game))

    def best_run(self, player: str, game: str, level: str | None = None) -> int | None:
        """Most puzzles solved in one Beat-the-clock run, or None before the first run."""
        rows = self._read(
            "SELECT max(solved) AS best FROM runs WHERE player = ? AND game = ? "
            "AND (?3 IS NULL OR level = ?3)",
            (player, game, level),
        )
        return rows[0]["best"] if rows else None

    def export_csv(self, out: TextIO) -> int:
        """Every record of every player as CSV with a header row; returns the rows written."""
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(RECORD_COLUMNS)
        rows = self.records()
        writer.writerows([_text(value) for value in astuple(record)] for record in rows)
        return len(rows)


class _NewerFile(sqlite3.DatabaseError):
    """A file whose schema version this program does not know."""


def _is_corrupt(error: sqlite3.DatabaseError) -> bool:
    if isinstance(error, (_NewerFile, sqlite3.OperationalError)):
        return False
    return "not a database" in str(error) or "malformed" in str(error)


def write_csv(records: Records, path: Path) -> int:
    """Export to a file in UTF-8 (with a BOM so spreadsheet programs read Chinese names)."""
    with open(path, "w", encoding="utf-8-sig", newline="") as out:
        return records.export_csv(out)
