"""The player's records: one row per finished puzzle in SQLite, statistics computed from rows.

Rows, not running totals, so figures never drift and can be recomputed any way a teacher asks.
The file is `records.sqlite3` in the data directory, in WAL mode, with the schema version in
`PRAGMA user_version` and a migration for every older version. Records are a comfort, never a
condition of play: when the file is locked, unwritable or from a newer program the store turns
itself off and says why in one line (`notice`); a damaged file (unreadable, an unknown
negative schema version, tables not as this program made them) is renamed aside under a name
that never collides, never deleted, and a fresh one started. Rows are checked as they are read:
a row another program wrote badly (a date that is not a date, text in a number, an unknown
outcome, a name of 100,000 characters) is skipped and counted in `skipped`, so one bad row
never hides the good ones. A `Records` object belongs to the thread that made it.
"""

from __future__ import annotations

import csv
import datetime
import getpass
import io
import json
import logging
import math
import sqlite3
from collections.abc import Iterable
from dataclasses import astuple, dataclass, fields
from pathlib import Path
from typing import Any, Protocol, TextIO

from engines.common import LEVELS, Message, PuzzleInputError
from engines.common.files import aside_name, write_file
from engines.records.figures import MODES, Finished, GameStatistics, game_statistics

FILE_NAME = "records.sqlite3"
SCHEMA_VERSION = 2
BUSY_TIMEOUT_SECONDS = 0.1
"""How long a write waits for another Puzzle Suite window writing at the same moment."""
MAX_PLAYER_NAME = 40
DEFAULT_PLAYER = "player"

OUTCOMES = ("solved", "revealed", "abandoned", "no-solution-called")
GAMES = ("24", "matchsticks")
MAX_TEXT = 2000
"""Longest code, rules or answer a row may hold; longer ones are another program's doing."""
MAX_COUNT = 2**62
MAX_SECONDS = 10 * 366 * 24 * 3600
LOG = logging.getLogger("puzzle_suite.records")

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
        _check_player(self.player)
        _check_common(self.game, self.level, self.started, self.seconds)
        for name in ("code", "rules", "answer"):
            value = getattr(self, name)
            if not isinstance(value, str) or len(value) > MAX_TEXT:
                raise ValueError(f"{name} must be text of at most {MAX_TEXT} characters")
        _check_count(self.hints, "hints")
        _check_count(self.wrong_checks, "wrong_checks")
        if self.daily is not None and (
            type(self.daily) is not datetime.date or self.mode != "daily"
        ):
            raise ValueError("daily must be the date of a daily puzzle")


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

    def __post_init__(self) -> None:
        _check_player(self.player)
        _check_common(self.game, self.level, self.started, self.seconds)
        _check_count(self.solved, "solved")
        _check_count(self.skipped, "skipped")


def _check_player(player: object) -> None:
    if not isinstance(player, str) or not 1 <= len(player.strip()) <= MAX_PLAYER_NAME:
        raise ValueError(f"a player name has 1 to {MAX_PLAYER_NAME} characters")


def _check_count(value: object, name: str) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_COUNT:
        raise ValueError(f"{name} must be a whole number from 0 to {MAX_COUNT}")


def _check_common(game: object, level: object, started: object, seconds: object) -> None:
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


def _moment(text: object) -> datetime.datetime:
    if not isinstance(text, str) or len(text) > 40:
        raise ValueError("not a date and time")
    moment = datetime.datetime.fromisoformat(text)
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=datetime.UTC)


def _record(row: sqlite3.Row) -> Record:
    """The record a row holds; ValueError (or TypeError, OverflowError) if it is malformed."""
    values = {name: row[name] for name in RECORD_COLUMNS}
    values["started"] = _moment(values["started"])
    if values["daily"] is not None:
        if not isinstance(values["daily"], str) or len(values["daily"]) > 10:
            raise ValueError("daily is not a date")
        values["daily"] = datetime.date.fromisoformat(values["daily"])
    if type(values["seconds"]) is int:
        values["seconds"] = float(values["seconds"])
    return Record(**values)


def _run(row: sqlite3.Row) -> Run:
    values = {name: row[name] for name in RUN_COLUMNS}
    values["started"] = _moment(values["started"])
    if type(values["seconds"]) is int:
        values["seconds"] = float(values["seconds"])
    return Run(**values)


MALFORMED = (ValueError, TypeError, OverflowError, IndexError, KeyError)
"""What reading a row another program wrote badly can raise."""

_EXPECTED_COLUMNS = {
    "records": {"id", *RECORD_COLUMNS},
    "runs": {"id", *RUN_COLUMNS},
    "players": {"name", "chosen"},
}


class _Damaged(sqlite3.DatabaseError):
    """A readable file whose schema this program did not make."""


def _check_tables(connection: sqlite3.Connection) -> None:
    """Every table this version reads, with at least the columns it reads."""
    for table, expected in _EXPECTED_COLUMNS.items():
        columns = {row[1] for row in connection.execute(f"PRAGMA table_info({table})")}
        if not expected <= columns:
            raise _Damaged(f"the {table} table is not as this program made it")


class Records:
    """The records of every player on this computer, or records off with a `notice`."""

    def __init__(
        self, path: Path, now: datetime.datetime | None = None, *, read_only: bool = False
    ) -> None:
        self.path = Path(path)
        self.notice: Message | None = None
        self.skipped = 0
        """Malformed rows passed over while reading (another program wrote them)."""
        self.read_only = read_only
        """Another copy of the app owns the file: read what is there, write nothing."""
        self._connection: sqlite3.Connection | None = None
        if read_only:
            self._open_read_only()
            return
        try:
            self._connection = self._open()
        except sqlite3.DatabaseError as error:
            if not _is_corrupt(error):
                self._turn_off(error)
                return
            try:
                self._set_aside(now or datetime.datetime.now(datetime.UTC), error)
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

    def _open_read_only(self) -> None:
        """Open the file as it is (no migration, no set-aside); records stay off if it is not
        of this version."""
        if not self.path.is_file():
            return
        try:
            connection = sqlite3.connect(
                f"{self.path.as_uri()}?mode=ro", uri=True, timeout=BUSY_TIMEOUT_SECONDS
            )
        except sqlite3.Error as error:
            self._turn_off(error)
            return
        try:
            connection.row_factory = sqlite3.Row
            if connection.execute("PRAGMA user_version").fetchone()[0] != SCHEMA_VERSION:
                raise _Damaged("not this version's file")
            _check_tables(connection)
        except sqlite3.Error as error:
            connection.close()
            self._turn_off(error)
            return
        self._connection = connection

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
            if version < 0:
                raise _Damaged(f"schema version {version} is not one this program writes")
            connection.execute("PRAGMA journal_mode = WAL")
            connection.execute("PRAGMA synchronous = NORMAL")
            for step in range(version, SCHEMA_VERSION):
                # The version moves in the same transaction as the step it records.
                try:
                    connection.executescript(
                        f"BEGIN; {MIGRATIONS[step]} PRAGMA user_version = {step + 1}; COMMIT;"
                    )
                except sqlite3.OperationalError as error:
                    if connection.in_transaction:
                        connection.rollback()
                    if "locked" in str(error) or "busy" in str(error) or "readonly" in str(error):
                        raise
                    raise _Damaged(f"the tables of version {step} are not as expected") from None
            _check_tables(connection)
        except BaseException:
            connection.close()
            raise
        return connection

    def _set_aside(self, now: datetime.datetime, error: Exception) -> None:
        kept = aside_name(self.path, "damaged", now)
        while any(Path(f"{kept}{suffix}").exists() for suffix in ("", "-wal", "-shm")):
            kept = aside_name(self.path, "damaged", now)
        for suffix in ("", "-wal", "-shm"):
            part = Path(f"{self.path}{suffix}")
            if part.exists():
                part.replace(f"{kept}{suffix}")
        LOG.warning("records file %s is damaged (%s); kept as %s", self.path, error, kept)
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
        if self._connection is None or self.read_only:
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
        rows = self._read("SELECT name FROM players ORDER BY name")
        return [row["name"] for row in rows if _good_name(row["name"])]

    def current_player(self) -> str:
        """The player who played last on this computer (a name no longer allowed is passed
        over)."""
        rows = self._read(
            "SELECT name FROM players WHERE typeof(name) = 'text'"
            f" AND length(name) <= {MAX_PLAYER_NAME} ORDER BY chosen DESC"
        )
        return next((row["name"] for row in rows if _good_name(row["name"])), default_player())

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
        """Keep one finished puzzle (a few milliseconds; nothing when records are off).

        The record checked its own values when it was made, so every number fits the file."""
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
        if self._connection is None or self.read_only:
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
        return self._well_formed(rows, _record, "records")

    def _well_formed(self, rows: list[sqlite3.Row], read: Any, table: str) -> list[Any]:
        """The rows `read` accepts; the others are counted in `skipped` and logged once."""
        kept = []
        for row in rows:
            try:
                kept.append(read(row))
            except MALFORMED as error:
                self.skipped += 1
                if self.skipped == 1:
                    LOG.warning("skipping malformed rows of %s in %s: %s", table, self.path,
                                str(error)[:120])
        return kept

    def statistics(self, player: str, game: str, today: datetime.date) -> GameStatistics:
        """Played, solved %, streaks, times and hints of a game and of each level and mode,
        the daily streak up to `today` and the best Beat-the-clock run."""
        finished = [
            Finished(
                row.outcome, row.seconds, row.hints, row.level, row.mode, row.daily,
                row.wrong_checks,
            )
            for row in self.records(player, game)
        ]
        return game_statistics(finished, today, self.best_run(player, game))

    def best_run(self, player: str, game: str, level: str | None = None) -> int | None:
        """Most puzzles solved in one Beat-the-clock run, or None before the first run."""
        rows = self._read(
            "SELECT * FROM runs WHERE player = ? AND game = ? AND (?3 IS NULL OR level = ?3)",
            (player, game, level),
        )
        return max((run.solved for run in self._well_formed(rows, _run, "runs")), default=None)

    def export_csv(self, out: TextIO) -> int:
        """Every record of every player as CSV with a header row; returns the rows written."""
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(RECORD_COLUMNS)
        rows = self.records()
        writer.writerows([_text(value) for value in astuple(record)] for record in rows)
        return len(rows)

    def csv_text(self) -> tuple[str, int]:
        """The export as one text, and how many rows it holds."""
        out = io.StringIO()
        count = self.export_csv(out)
        return out.getvalue(), count


class _NewerFile(sqlite3.DatabaseError):
    """A file whose schema version this program does not know."""


def _is_corrupt(error: sqlite3.DatabaseError) -> bool:
    if isinstance(error, _Damaged):
        return True
    if isinstance(error, (_NewerFile, sqlite3.OperationalError)):
        return False
    return "not a database" in str(error) or "malformed" in str(error)


def write_csv(records: Records, path: Path) -> int:
    """Export to a file in UTF-8 (with a BOM so spreadsheet programs read Chinese names),
    through the one writer of every file (a FIFO without a reader is refused, not waited on)."""
    text, count = records.csv_text()
    write_file(path, text.encode("utf-8-sig"))
    return count


def _good_name(name: object) -> bool:
    return isinstance(name, str) and 1 <= len(name.strip()) <= MAX_PLAYER_NAME
