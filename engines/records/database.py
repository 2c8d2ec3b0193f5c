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
never hides the good ones. A `Records` object is used by one thread at a time: `opening` makes
it on a thread of its own while the window loads, then hands it over.
"""

from __future__ import annotations

import datetime
import getpass
import io
import logging
import sqlite3
import threading
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, TextIO

from engines.common import Message, PuzzleInputError
from engines.common.files import aside_name, write_file
from engines.records.figures import Finished, GameStatistics, game_statistics
from engines.records.rows import (
    MALFORMED,
    MAX_PLAYER_NAME,
    OUTCOMES,
    RECORD_COLUMNS,
    RUN_COLUMNS,
    FinishedPuzzle,
    Record,
    Run,
    good_name,
    read_record,
    read_run,
    record_of,
    stored_values,
)

__all__ = [  # the rows' names too, so callers keep importing them from here
    "FILE_NAME",
    "MAX_PLAYER_NAME",
    "OUTCOMES",
    "RECORD_COLUMNS",
    "RUN_COLUMNS",
    "FinishedPuzzle",
    "Record",
    "Records",
    "Run",
    "record_of",
    "write_csv",
]

FILE_NAME = "records.sqlite3"
SCHEMA_VERSION = 2
BUSY_TIMEOUT_SECONDS = 0.1
"""How long a write waits for another Puzzle Suite window writing at the same moment."""
DEFAULT_PLAYER = "player"

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


def opening(path: Path, *, read_only: bool = False) -> Callable[[], Records]:
    """Start opening the records at `path` on a thread of its own; the function returned waits
    for them (raising what the opening raised).

    Opening checks the whole file (`PRAGMA quick_check`) and may set up its tables: tens of
    milliseconds for a year of play or a first start, nearly all inside SQLite, which lets go of
    Python's lock meanwhile, so the window goes on loading beside it.
    """
    outcome: list[Records | BaseException] = []

    def run() -> None:
        try:
            outcome.append(Records(path, read_only=read_only))
        except BaseException as error:  # re-raised by the waiting thread
            outcome.append(error)

    thread = threading.Thread(target=run, name="records-opening", daemon=True)
    thread.start()

    def wait() -> Records:
        thread.join()
        if isinstance(outcome[0], BaseException):
            raise outcome[0]
        return outcome[0]

    return wait


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
                f"{self.path.as_uri()}?mode=ro",
                uri=True,
                timeout=BUSY_TIMEOUT_SECONDS,
                check_same_thread=False,  # handed over by `opening`
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
        connection = sqlite3.connect(
            self.path, timeout=BUSY_TIMEOUT_SECONDS, check_same_thread=False  # see `opening`
        )
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
        return [row["name"] for row in rows if good_name(row["name"])]

    def current_player(self) -> str:
        """The player who played last on this computer (a name no longer allowed is passed
        over)."""
        rows = self._read(
            "SELECT name FROM players WHERE typeof(name) = 'text'"
            f" AND length(name) <= {MAX_PLAYER_NAME} ORDER BY chosen DESC"
        )
        return next((row["name"] for row in rows if good_name(row["name"])), default_player())

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
        self._write(f"INSERT INTO records ({columns}) VALUES ({marks})", stored_values(record))

    def add_run(self, run: Run) -> None:
        """Keep one finished Beat-the-clock run."""
        columns = ", ".join(RUN_COLUMNS)
        marks = ", ".join("?" for _ in RUN_COLUMNS)
        self._write(f"INSERT INTO runs ({columns}) VALUES ({marks})", stored_values(run))

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
        return self._well_formed(rows, read_record, "records")

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
        return max((run.solved for run in self._well_formed(rows, read_run, "runs")), default=None)

    def export_csv(self, out: TextIO) -> int:
        """Every record of every player as CSV with a header row; returns the rows written."""
        import csv  # only for an export, not at every start

        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(RECORD_COLUMNS)
        rows = self.records()
        writer.writerows(stored_values(record) for record in rows)
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
