"""Damaged data files never stop the app and never lose a good record.

Hypothesis damages each file the app reads: the saved game (every field, any JSON value, and
raw bytes), the records database (every column of every table, extra rows, dropped tables, the
schema version) and the settings file (lines that make Qt abort, escapes, quotes, continuation
lines, stray bytes). Loading must never raise; what loads must be usable to the end of a
puzzle; what is refused is set aside, never deleted; rows that were good stay readable. The
settings files are then all opened by real QSettings in one child process, which must not abort.
Finally the app itself starts on the worst of each. Examples are bounded so this fits in
`make test`; each example works in its own temporary directory (safe under pytest-xdist).
"""

import csv
import io
import json
import math
import os
import re
import sqlite3
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from engines import matchsticks as ms
from engines import twentyfour as tf
from engines.play import MatchstickPuzzle, Session, SessionStore, TwentyFourPuzzle
from engines.records.database import (
    FILE_NAME,
    MAX_PLAYER_NAME,
    RECORD_COLUMNS,
    RUN_COLUMNS,
    Records,
    Run,
    record_of,
)
from engines.twentyfour import Answer, Rules
from engines.twentyfour.steps import start
from gui.shell.settings_file import check_settings_file, safe_line
from tests.records_support import record

REPO = Path(__file__).resolve().parent.parent
EXAMPLES = int(os.environ.get("CORRUPTION_EXAMPLES", "120"))
"""Examples per damaged file in `make test`; set CORRUPTION_EXAMPLES for a longer campaign."""
QUICK = settings(
    max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)

# --- the saved game --------------------------------------------------------------------------

HUGE_INT = 10**4000


def good_session() -> Session:
    session = Session(TwentyFourPuzzle((3, 3, 8, 8)))
    session.push(Answer((3, 3, 8, 8), (3,)))
    session.push(Answer((3, 3, 8, 8), (3, "+")))
    session.set_draft("8/(")
    return session


GOOD_DOCUMENT = good_session().to_json()
VARIANT_DOCUMENT = Session(
    TwentyFourPuzzle((3, 3, 8, 14), Rules(any_subset=True, whole_steps=True, highest_card=15))
).to_json()
MATCHSTICK_DOCUMENT = Session(
    MatchstickPuzzle(ms.Puzzle(ms.parse("5+7=2", ms.Rules())), level="easy")
).to_json()


def leaf_paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    paths = [prefix] if prefix else []
    if isinstance(value, dict):
        for key, inner in value.items():
            paths += leaf_paths(inner, (*prefix, key))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            paths += leaf_paths(inner, (*prefix, index))
    return paths


def stepped_session() -> Session:
    """3 3 8 8 with two steps taken on the table (8/3, then 3-8/3) and the answer they write."""
    session = Session(TwentyFourPuzzle((3, 3, 8, 8)))
    answer = session.current
    for token in (1, "-", 2, "/", 0):
        answer = tf.apply(answer, token)
        session.push(answer)
    session.steps = start((3, 3, 8, 8), Rules()).step((2, "/", 0)).step((1, "-", 2))
    return session


STEPS_DOCUMENT = stepped_session().to_json()
PATHS = leaf_paths(GOOD_DOCUMENT)
STEPS_PATHS = leaf_paths(STEPS_DOCUMENT)
VARIANT_PATHS = leaf_paths(VARIANT_DOCUMENT)
MATCHSTICK_PATHS = leaf_paths(MATCHSTICK_DOCUMENT)

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.sampled_from([-1, 2**63, 2**64, HUGE_INT, -HUGE_INT])
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=30)
    | st.sampled_from(["x" * 100_000, "2026-13-45T99:00:00", "0001-01-01T00:00:00+14:00",
                       "9999-12-31T23:59:59-14:00", "clock", "daily", "solved", "24"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=8,
)


def replaced(document: Any, path: tuple, value: Any, delete: bool) -> Any:
    copy = json.loads(json.dumps(document))
    parent = copy
    for key in path[:-1]:
        parent = parent[key]
    if delete:
        del parent[path[-1]]
    else:
        parent[path[-1]] = value
    return copy


def dumped(document: Any) -> str:
    # json.dumps writes inf as Infinity and big ints in full, as another program might.
    try:
        return json.dumps(document)
    except ValueError:
        return json.dumps(document, default=str)


def bears_out_its_solve(session: Session) -> bool:
    """Whether a loaded "solved" game has a right check the game's checker still finds right
    (a 24-point expression, "no solution" on a dealt hand with none, a board of the history)."""
    right = {check.answer for check in session.checks if check.ok}
    puzzle = session.puzzle
    if isinstance(puzzle, TwentyFourPuzzle):
        no_solution = session.origin == "dealt" and not tf.is_solvable(puzzle.hand, puzzle.rules)
        return any(
            tf.check(answer, puzzle.hand, puzzle.rules).ok
            or (answer == "no solution" and no_solution)
            for answer in right
        )
    return any(
        (layout.text() or "") in right and ms.check(puzzle.puzzle, layout, puzzle.rules).ok
        for layout in session.history.states
    )


def finish_and_record(session: Session, folder: Path) -> None:
    """Play the loaded puzzle to its outcome and keep the record, as the window would. A game
    saved finished stays as it was: a game is recorded when it finishes, never again when it
    is loaded. One damaged to say it was solved, or its answer revealed, without its checks
    and boards bearing it out is set aside, never loaded."""
    kept = []
    session.on_finished(kept.append)
    assert isinstance(session.seconds, int)
    json.dumps(session.to_json(), allow_nan=False)
    loaded_finished = session.outcome is not None
    assert not session.solved or bears_out_its_solve(session)
    assert session.outcome != "revealed" or session.answer_shown
    assert session.steps is None or session.steps.writes(session.current)
    session.show()
    session.reveal()
    if loaded_finished:
        assert kept == []
        return
    assert len(kept) == 1
    store = Records(folder / FILE_NAME)
    try:
        store.add(record_of(kept[0], "player", "a code"))
        assert len(store.records()) == 1
    finally:
        store.close()


def load_checked(text: str | bytes, game: str = "24") -> Session | None:
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        store = SessionStore(folder)
        path = store.path(game)
        if isinstance(text, str):
            path.write_text(text, encoding="utf-8")
        else:
            path.write_bytes(text)
        original = path.read_bytes()
        session = store.load(game)
        if session is None:
            [kept] = folder.glob(f"{path.name}.unreadable-*")
            assert kept.read_bytes() == original
            assert len(store.notices) == 1
        else:
            finish_and_record(session, folder)
        return session


@QUICK
@given(st.sampled_from(PATHS), json_values, st.booleans())
def test_a_saved_game_with_any_field_damaged_loads_or_is_set_aside(path, value, delete):
    load_checked(dumped(replaced(GOOD_DOCUMENT, path, value, delete)))


@QUICK
@given(st.sampled_from(VARIANT_PATHS), json_values, st.booleans())
@example(("outcome",), "solved", False)  # an unfinished game saying it was solved
@example(("outcome",), "revealed", False)  # one saying its answer was shown
def test_a_game_of_a_variant_with_any_field_damaged_loads_or_is_set_aside(path, value, delete):
    load_checked(dumped(replaced(VARIANT_DOCUMENT, path, value, delete)))


@QUICK
@given(st.sampled_from(MATCHSTICK_PATHS), json_values, st.booleans())
def test_a_matchstick_game_with_any_field_damaged_loads_or_is_set_aside(path, value, delete):
    load_checked(dumped(replaced(MATCHSTICK_DOCUMENT, path, value, delete)), "matchsticks")


@QUICK
@given(st.sampled_from(STEPS_PATHS), json_values, st.booleans())
def test_a_game_with_step_play_damaged_loads_or_is_set_aside(path, value, delete):
    load_checked(dumped(replaced(STEPS_DOCUMENT, path, value, delete)))


@pytest.mark.parametrize("outcome", ["solved", "revealed"])
@pytest.mark.parametrize(
    ("document", "game"),
    [(GOOD_DOCUMENT, "24"), (VARIANT_DOCUMENT, "24"), (MATCHSTICK_DOCUMENT, "matchsticks")],
)
def test_an_unfinished_game_damaged_to_say_it_finished_is_set_aside(document, game, outcome):
    """Loaded as finished (and so never recorded) before: now set aside like other damage."""
    assert load_checked(dumped(replaced(document, ("outcome",), outcome, False)), game) is None


@QUICK
@given(st.data())
def test_a_saved_game_with_damaged_bytes_loads_or_is_set_aside(data):
    raw = bytearray(json.dumps(GOOD_DOCUMENT).encode())
    for _ in range(data.draw(st.integers(1, 4))):
        action = data.draw(st.sampled_from(["flip", "cut", "insert"]))
        at = data.draw(st.integers(0, len(raw) - 1))
        if action == "flip":
            raw[at] = data.draw(st.integers(0, 255))
        elif action == "cut":
            del raw[at:]
            if not raw:
                break
        else:
            raw[at:at] = data.draw(st.binary(min_size=1, max_size=8))
    load_checked(bytes(raw))


@pytest.mark.parametrize(
    ("path", "value"),
    [
        (("clock", "seconds"), math.inf),
        (("clock", "seconds"), HUGE_INT),
        (("clock", "seconds"), math.nan),
        (("mode",), "tournament"),
        (("started_at",), "yesterday"),
        (("hints",), 2**63),
        (("points",), 2**63),
        (("score",), HUGE_INT),
    ],
)
def test_the_reported_saved_games_are_set_aside(path, value):
    """The values of the issue: each made the app fail at every start, or lose the record."""
    with tempfile.TemporaryDirectory() as scratch:
        store = SessionStore(Path(scratch))
        store.path("24").write_text(dumped(replaced(GOOD_DOCUMENT, path, value, False)), "utf-8")
        assert store.load("24") is None
        assert len(list(Path(scratch).glob("*.unreadable-*"))) == 1


# --- the records database --------------------------------------------------------------------

TABLE_COLUMNS = {
    "records": RECORD_COLUMNS,
    "runs": RUN_COLUMNS,
    "players": ("name", "chosen"),
}
GOOD_ROWS = 6

sqlite_values = (
    st.none()
    | st.integers(-(2**63), 2**63 - 1)
    | st.floats(allow_nan=False)
    | st.sampled_from([math.inf, -math.inf, 1e308])
    | st.text(max_size=20)
    | st.sampled_from(["x" * 100_000, "2026-02-30T10:00:00+00:00", "not a date", "daily",
                       "clock", "solved", "24", "matchsticks", "hard", "2026-11-23"])
    | st.binary(max_size=10)
)

damage = st.one_of(
    st.tuples(
        st.just("update"),
        st.sampled_from(sorted(TABLE_COLUMNS)),
        st.integers(0, 20),
        st.integers(1, GOOD_ROWS),
        sqlite_values,
    ),
    st.tuples(st.just("insert"), st.sampled_from(sorted(TABLE_COLUMNS)), st.lists(
        sqlite_values, min_size=13, max_size=13)),
    st.tuples(st.just("version"), st.integers(-(2**31), 2**31 - 1)),
    st.tuples(st.just("drop"), st.sampled_from(sorted(TABLE_COLUMNS))),
)


def make_records(folder: Path) -> Path:
    path = folder / FILE_NAME
    store = Records(path)
    for minute in range(GOOD_ROWS):
        store.add(record(minutes=minute, player=f"p{minute % 2}"))
        store.add_run(Run(f"p{minute % 2}", "24", "easy", datetime(2026, 11, 23, tzinfo=UTC),
                          60.0, minute, 0))
    store.use_player("p1")
    store.close()
    return path


def apply_damage(path: Path, step: tuple) -> set[int]:
    """Damage the file; the ids of `records` rows the step touched (None for all)."""
    connection = sqlite3.connect(path)
    touched: set[int] = set()
    try:
        with connection:
            kind = step[0]
            if kind == "update":
                _, table, column_index, row, value = step
                columns = TABLE_COLUMNS[table]
                column = columns[column_index % len(columns)]
                key = "rowid"
                connection.execute(f"UPDATE {table} SET {column} = ? WHERE {key} = ?",
                                   (value, row))
                if table == "records":
                    touched.add(row)
            elif kind == "insert":
                _, table, values = step
                columns = TABLE_COLUMNS[table]
                marks = ", ".join("?" for _ in columns)
                connection.execute(
                    f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})",
                    values[: len(columns)],
                )
            elif kind == "version":
                connection.execute(f"PRAGMA user_version = {step[1]}")
            else:
                connection.execute(f"DROP TABLE {step[1]}")
                if step[1] == "records":
                    touched.update(range(1, GOOD_ROWS + 1))
    except sqlite3.Error:
        pass  # a NOT NULL or type rule of the schema kept this damage out
    finally:
        connection.close()
    return touched


def raw_record_ids(path: Path) -> set[int]:
    connection = sqlite3.connect(path)
    try:
        return {row[0] for row in connection.execute("SELECT id FROM records")}
    except sqlite3.Error:
        return set()
    finally:
        connection.close()


@QUICK
@given(st.lists(damage, min_size=1, max_size=3))
@example([("update", "records", 0, 1, "0\x1e")])  # a name with a record separator in it
def test_a_damaged_records_file_never_stops_the_app_nor_loses_a_good_row(steps):
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        path = make_records(folder)
        touched: set[int] = set()
        for step in steps:
            touched |= apply_damage(path, step)
        good = set(range(1, GOOD_ROWS + 1)) - touched
        store = Records(path)
        try:
            rows = store.records()
            for player in store.players():
                assert 1 <= len(player) <= MAX_PLAYER_NAME
                store.statistics(player, "24", datetime(2026, 11, 24).date())
            assert len(store.current_player()) <= MAX_PLAYER_NAME
            store.best_run("p0", "24")
            text, count = store.csv_text()
            # Rows end at newlines only: str.splitlines would also cut at \x1c-\x1e in a name.
            assert len(list(csv.reader(io.StringIO(text, newline="")))) == count + 1
            set_aside = list(folder.glob(f"{FILE_NAME}.damaged-*"))
            if store.enabled and not set_aside:
                kept = {row.started.minute for row in rows}
                assert {row_id - 1 for row_id in good} <= kept
                store.add(record(minutes=30))
                assert len(store.records()) == len(rows) + 1
            elif set_aside:
                [kept_file] = [p for p in set_aside if not p.name.endswith(("-wal", "-shm"))]
                assert good <= raw_record_ids(kept_file)
            else:  # records off (a newer file): the file is left as it was
                assert good <= raw_record_ids(path)
        finally:
            store.close()


def test_the_reported_records_files_are_handled(tmp_path):
    path = make_records(tmp_path)
    connection = sqlite3.connect(path)
    with connection:
        connection.execute("UPDATE records SET seconds = 'soon' WHERE id = 1")
        connection.execute("UPDATE records SET started = 'yesterday' WHERE id = 2")
        connection.execute("UPDATE records SET seconds = ? WHERE id = 3", (math.inf,))
        connection.execute("UPDATE records SET outcome = 'won', mode = 'x' WHERE id = 4")
        connection.execute("UPDATE runs SET solved = 'many' WHERE id = 1")
        connection.execute("INSERT INTO players VALUES (?, 99)", ("n" * 100_000,))
    connection.close()
    store = Records(path)
    assert [r.started.minute for r in store.records()] == [4, 5]
    assert store.skipped == 4
    assert all(len(name) <= MAX_PLAYER_NAME for name in store.players())
    assert store.current_player() == "p1"
    assert store.best_run("p1", "24") == 5
    store.close()
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA user_version = -3")
    connection.close()
    store = Records(path)
    assert store.enabled and "damaged" in str(store.notice)
    store.close()
    [kept] = [p for p in tmp_path.glob(f"{FILE_NAME}.damaged-*") if p.suffix != ".sqlite3-wal"]
    assert raw_record_ids(kept) == set(range(1, GOOD_ROWS + 1))


# --- the settings file -----------------------------------------------------------------------

BOMB = "\\0\\0\\0\\t\\x7f\\xff\\xff\\xff)"
FRAGMENTS = [
    "\n", "\r\n", "\r", "[General]\n", "[window]\n", "[x%20y]\n", "=", ",", ";", '"', "\\",
    " ", "\t", "@", "@@", "@Variant(", "@DateTime(", "@ByteArray(", "\\x40Variant(",
    "\\x10040Variant(", "\\100Variant(", "\\u0040", BOMB, ")", "geometry=", "key=", "k\\",
    "a, ", "\u2028", "\u00a0", "\ufeff", "\x00", "\xff", "é", "x",
]
settings_text = st.lists(
    st.sampled_from(FRAGMENTS) | st.text(max_size=4), max_size=40
).map("".join)
GOOD_LINES = "[General]\nlanguage=zh_CN\n"

READ_EVERYTHING = """
import sys
from PySide6.QtCore import QSettings
from gui.shell import settings as s
for name in sys.argv[1:]:
    store = QSettings(name, QSettings.Format.IniFormat)
    for key in store.allKeys():
        store.value(key)
    checked = s.Settings(store)
    for setting in vars(s).values():
        if isinstance(setting, s.Setting):
            checked.get(setting)
    assert store.value("language") == "zh_CN", name
    store.setValue("window/lastTab", "24")
    store.sync()
print("read", len(sys.argv) - 1)
"""


def test_settings_files_made_safe_never_abort_qt(tmp_path):
    made: list[Path] = []

    @QUICK
    @given(settings_text)
    @example("geometry=)\x850")  # a C1 line break (NEL) inside a value
    def make_safe(garbage):
        path = tmp_path / f"settings-{len(made)}.ini"
        path.write_bytes((GOOD_LINES + garbage.replace("language", "lang")).encode(
            "utf-8", "surrogatepass"))
        check_settings_file(path)
        # Lines as Qt's INI reader has them: \x85 and \u2028 end none (str.splitlines would).
        lines = re.split(r"\r\n|\n|\r", path.read_text("utf-8"))
        assert all(safe_line(line) for line in lines)
        made.append(path)

    make_safe()
    started = time.perf_counter()
    result = subprocess.run(
        [sys.executable, "-c", READ_EVERYTHING, *map(str, made)],
        cwd=REPO, capture_output=True, text=True, timeout=120, check=False,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.strip() == f"read {len(made)}"
    assert time.perf_counter() - started < 60


@pytest.mark.parametrize(
    "line",
    [
        f"geometry=@Variant({BOMB}",
        f"x=@DateTime({BOMB}",
        f"x=\\x40Variant({BOMB}",
        f"x=\\x10040Variant({BOMB}",
        f"x=a, @Variant({BOMB}",
        f"x=  @Variant({BOMB}",
        f'x="a", @Variant({BOMB}',
        f"k\\=@ByteArray(x)=@Variant({BOMB}",
    ],
)
def test_each_way_to_the_bad_alloc_is_dropped(tmp_path, line):
    path = tmp_path / "settings.ini"
    path.write_text(f"{GOOD_LINES}[window]\n{line}\n", encoding="utf-8")
    checked = check_settings_file(path)
    assert checked.notice is not None
    assert "Variant" not in path.read_text(encoding="utf-8")
    [kept] = tmp_path.glob("settings.ini.unreadable-*")
    assert line in kept.read_text(encoding="utf-8")


def test_what_qt_writes_for_this_app_is_kept_as_it_is(tmp_path):
    from PySide6.QtCore import QByteArray, QSettings

    path = tmp_path / "settings.ini"
    store = QSettings(str(path), QSettings.Format.IniFormat)
    store.setValue("window/geometry", QByteArray(bytes(range(256))))
    store.setValue("puzzleSet/path", '/home/a b/c,d;e"f@g.txt')
    store.setValue("at", "@foo")
    store.setValue("language", "zh_CN")
    store.setValue("twentyfour/cardCount", 5)
    store.sync()
    del store
    before = path.read_bytes()
    assert check_settings_file(path).notice is None
    assert path.read_bytes() == before


# --- the app itself starts on the worst of each --------------------------------------------


def test_the_app_starts_on_every_damaged_file_at_once(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    (data / "twentyfour-session.json").write_text(
        dumped(replaced(GOOD_DOCUMENT, ("clock", "seconds"), HUGE_INT, False)), "utf-8"
    )
    (data / "matchsticks-session.json").write_text('{"format": 1e400}', "utf-8")
    records = make_records(data)
    connection = sqlite3.connect(records)
    connection.execute("PRAGMA user_version = -3")
    connection.close()
    settings_file = tmp_path / "settings.ini"
    settings_file.write_bytes(b"[General]\ngeometry=@Variant(\\0\\0\\0\\t\\x7f\\xff\\xff\\xff)\n")
    started = time.perf_counter()
    # The tab on screen reads its saved game at start, the other one when it is first shown.
    for tab in ("24", "matchsticks"):
        result = subprocess.run(
            [sys.executable, "-m", "gui", "--startup-probe", "--data-dir", str(data),
             "--settings", str(settings_file), "--tab", tab],
            cwd=REPO, capture_output=True, text=True, timeout=120, check=False,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen",
                 "XDG_CONFIG_HOME": str(tmp_path / "config")},
        )
        assert result.returncode == 0, result.stderr[-2000:]
        assert result.stdout.strip() == "first frame painted"
        assert "Traceback" not in result.stderr
    elapsed = time.perf_counter() - started
    names = sorted(p.name for p in data.rglob("*"))  # saved games move to the player's folder
    assert any(name.startswith("twentyfour-session.json.unreadable-") for name in names)
    assert any(name.startswith("matchsticks-session.json.unreadable-") for name in names)
    assert any(".damaged-" in name for name in names)
    assert list(tmp_path.glob("settings.ini.unreadable-*"))
    print(f"started on damaged files in {elapsed:.2f} s")


# --- the window's saved place ----------------------------------------------------------------


def test_a_geometry_qt_wrote_is_restored_and_an_absurd_one_is_not(qtbot, tmp_path):
    import struct

    from PySide6.QtCore import QByteArray

    from gui.shell import settings as s
    from gui.shell.main_window import MainWindow

    first = MainWindow(s.Settings.open(tmp_path / "a.ini"), data_dir=tmp_path / "d")
    qtbot.addWidget(first)
    first.resize(900, 700)
    saved = bytes(first.saveGeometry().data())
    assert s.sane_geometry(saved)
    fields = list(s.GEOMETRY_LAYOUT.unpack(saved))
    for index, absurd in ((5, 2**31 - 1), (6, 2**31 - 1), (11, -5), (14, -(2**31))):
        bad = fields.copy()
        bad[index] = absurd
        data = s.GEOMETRY_LAYOUT.pack(*bad)
        assert not s.sane_geometry(data)
        store = s.Settings.open(tmp_path / f"bad-{index}.ini")
        store.store.setValue(s.WINDOW_GEOMETRY.key, QByteArray(data))
        assert store.get(s.WINDOW_GEOMETRY).isEmpty()
    assert not s.sane_geometry(saved[:-1]) and not s.sane_geometry(b"")
    assert not s.sane_geometry(struct.pack(">I", 0xBAD) + saved[4:])
    first.close()  # keeps its place in a.ini
    assert s.Settings.open(tmp_path / "a.ini").get(s.WINDOW_GEOMETRY).data() == saved


def test_the_status_bar_says_once_what_was_set_aside(qtbot, tmp_path, caplog):
    from gui.shell import settings as s
    from gui.shell.main_window import MainWindow

    data = tmp_path / "data"
    data.mkdir()
    (data / "twentyfour-session.json").write_text("{not json", encoding="utf-8")
    settings_file = tmp_path / "settings.ini"
    settings_file.write_text(f"[window]\ngeometry=@Variant({BOMB}\n", encoding="utf-8")
    with caplog.at_level("WARNING", logger="puzzle_suite"):
        window = MainWindow(s.Settings.open(settings_file), data_dir=data)
    qtbot.addWidget(window)
    message = window.statusBar().currentMessage()
    assert "A saved game could not be read; it was kept as twentyfour-session.json" in message
    assert "Some settings could not be read; the file was kept as settings.ini" in message
    logged = " ".join(record.getMessage() for record in caplog.records)
    assert str(settings_file) in logged and "twentyfour-session.json" in logged
