"""The records store without Qt: write, read, migrate, and what happens to bad files."""

import csv
import datetime
import io
import json
import sqlite3

import pytest

from engines.common import PuzzleInputError
from engines.play import Session, TwentyFourPuzzle
from engines.play.beat_the_clock import ClockRun
from engines.records.database import (
    FILE_NAME,
    MIGRATIONS,
    SCHEMA_VERSION,
    Records,
    Run,
    default_player,
    opening,
    record_of,
    write_csv,
)
from tests.records_support import PLAYER, START, TODAY, FakeClock, record, records_in


def pragma(path, name):
    connection = sqlite3.connect(path)
    try:
        return connection.execute(f"PRAGMA {name}").fetchone()[0]
    finally:
        connection.close()


@pytest.fixture
def store(tmp_path):
    with records_in(tmp_path) as records:
        yield records


def test_a_new_file_starts_with_the_system_user_as_player(store):
    assert store.enabled and store.notice is None
    assert store.players() == [default_player()] == [store.current_player()]
    assert pragma(store.path, "journal_mode") == "wal"


def test_records_written_are_read_back_after_reopening(tmp_path):
    first = Records(tmp_path / FILE_NAME)
    daily = record(mode="daily", daily=datetime.date(2026, 11, 23), hints=2, wrong_checks=1)
    first.add(daily)
    first.add(record("revealed", minutes=1, player="Wang Fang"))
    first.close()
    again = Records(tmp_path / FILE_NAME)
    assert again.records("Li Hua") == [daily]
    assert [r.player for r in again.records()] == ["Li Hua", "Wang Fang"]
    assert again.records("Li Hua", "matchsticks") == []
    again.close()


def test_records_opened_on_their_own_thread_serve_this_one(tmp_path):
    """The app opens its records beside loading the window (`opening`) and uses them on the
    GUI thread: the hand-over works, and a damaged file is still set aside on the way."""
    first = Records(tmp_path / FILE_NAME)
    first.add(record())
    first.close()
    records = opening(tmp_path / FILE_NAME)()
    assert records.enabled and records.records("Li Hua") == [record()]
    records.add(record("revealed", minutes=1))
    assert len(records.records("Li Hua")) == 2
    records.close()
    (tmp_path / "other").mkdir()
    (tmp_path / "other" / FILE_NAME).write_bytes(b"not a database at all" * 100)
    fresh = opening(tmp_path / "other" / FILE_NAME)()
    assert fresh.enabled and fresh.notice is not None and fresh.records() == []
    fresh.close()


def test_what_opening_raises_reaches_the_thread_that_waits(tmp_path, monkeypatch):
    def broken(self, *args, **kwargs):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(Records, "__init__", broken)
    wait = opening(tmp_path / FILE_NAME)
    with pytest.raises(RuntimeError, match="disk on fire"):
        wait()


def test_figures_count_streaks_times_and_hints(store):
    outcomes = ["solved", "solved", "revealed", "solved", "solved", "solved", "abandoned"]
    for minute, outcome in enumerate(outcomes):
        store.add(record(outcome, seconds=10.0 * (minute + 1), minutes=minute, hints=minute % 2))
    store.add(record("no-solution-called", seconds=5.0, minutes=9, level="hard", mode="clock"))
    shown = store.statistics("Li Hua", "24", TODAY)
    figures = shown.overall
    assert (figures.played, figures.solved) == (8, 6)
    assert figures.solved_percent == 75.0
    assert (figures.current_streak, figures.best_streak) == (1, 3)
    assert (figures.best_time, figures.median_time) == (5.0, 30.0)
    assert figures.hints_per_puzzle == 3 / 8
    assert figures.recent_times == (10.0, 20.0, 40.0, 50.0, 60.0, 5.0)
    assert list(shown.by_level) == ["medium", "hard"]
    assert list(shown.by_mode) == ["practice", "clock"]
    hard = shown.by_level["hard"]
    assert (hard.played, hard.solved, hard.best_time) == (1, 1, 5.0)
    assert shown.by_mode["practice"].played == 7
    assert (shown.daily_streak, shown.best_run) == (0, None)
    assert store.statistics("Wang Fang", "24", TODAY).overall.played == 0


def test_only_the_last_fifty_solve_times_are_charted(store):
    for minute in range(60):
        store.add(record(seconds=float(minute), minutes=minute))
    recent = store.statistics("Li Hua", "24", TODAY).overall.recent_times
    assert recent == tuple(float(minute) for minute in range(10, 60))


def test_the_daily_streak_runs_to_today_or_yesterday(store):
    today = TODAY

    def daily_streak(player, day):
        return store.statistics(player, "24", day).daily_streak

    for days_ago in (1, 2, 3, 5):
        day = today - datetime.timedelta(days=days_ago)
        store.add(record(mode="daily", daily=day, minutes=-days_ago * 1440))
    store.add(record("revealed", mode="daily", daily=today - datetime.timedelta(days=4)))
    assert daily_streak("Li Hua", today) == 3
    store.add(record(mode="daily", daily=today, minutes=5))
    assert daily_streak("Li Hua", today) == 4
    assert daily_streak("Li Hua", today + datetime.timedelta(days=2)) == 0
    assert daily_streak("Wang Fang", today) == 0


def test_runs_keep_the_best_beat_the_clock_result(store):
    assert store.best_run("Li Hua", "24") is None
    for solved in (4, 9, 6):
        store.add_run(Run("Li Hua", "24", "easy", START, 150.0, solved, 1))
    store.add_run(Run("Li Hua", "24", "hard", START, 90.0, 2, 0))
    assert store.best_run("Li Hua", "24") == 9
    assert store.best_run("Li Hua", "24", "hard") == 2
    assert store.best_run("Li Hua", "matchsticks") is None
    assert store.statistics("Li Hua", "24", TODAY).best_run == 9


def test_players_are_added_switched_and_kept_apart(store):
    assert store.use_player("  Wang Fang ") == "Wang Fang"
    assert store.current_player() == "Wang Fang"
    store.use_player(default_player())
    assert store.current_player() == default_player()
    assert sorted(store.players()) == sorted([default_player(), "Wang Fang"])
    for bad in ("", "   ", "x" * 41):
        with pytest.raises(PuzzleInputError, match="a player name has 1 to 40 characters"):
            store.use_player(bad)


def test_reset_forgets_one_players_game_only(store):
    store.add(record())
    store.add(record(game="matchsticks", code="MS:5+7=2"))
    store.add(record(player="Wang Fang"))
    store.add_run(Run("Li Hua", "24", None, START, 120.0, 3, 0))
    store.reset("Li Hua", "24")
    assert [(r.player, r.game) for r in store.records()] == [
        ("Li Hua", "matchsticks"),
        ("Wang Fang", "24"),
    ]
    assert store.best_run("Li Hua", "24") is None


def test_csv_export_has_a_header_and_every_players_rows(store, tmp_path):
    store.add(record(player="李华", daily=datetime.date(2026, 11, 23), mode="daily"))
    store.add(record("abandoned", player="Wang Fang", minutes=2))
    path = tmp_path / "all.csv"
    assert write_csv(store, path) == 2
    rows = list(csv.reader(io.StringIO(path.read_text(encoding="utf-8-sig"))))
    assert rows[0][:4] == ["player", "game", "mode", "code"]
    assert rows[1][0] == "李华" and rows[1][-1] == "2026-11-23"
    assert rows[2][rows[0].index("outcome")] == "abandoned"
    assert rows[1][rows[0].index("started")] == "2026-11-23T09:00:00+00:00"


def test_a_version_1_file_is_migrated_keeping_its_rows(tmp_path):
    path = tmp_path / FILE_NAME
    old = sqlite3.connect(path)
    old.executescript(MIGRATIONS[0])
    old.execute("PRAGMA user_version = 1")
    old.executemany(
        "INSERT INTO records (player, game, mode, code, level, rules, started, seconds, hints,"
        " wrong_checks, outcome, answer) VALUES (?, '24', ?, '24:3388', 'medium',"
        " '', ?, 41.5, 1, 2, 'solved', '8/(3-8/3)')",
        [
            ("Wang Fang", "practice", "2026-11-19T08:00:00+00:00"),
            ("Li Hua", "daily", "2026-11-20T08:00:00+00:00"),
            ("Zhang Wei", "practice", "2026-11-18T08:00:00+00:00"),
        ],
    )
    old.commit()
    old.close()
    store = Records(path)
    assert store.enabled and store.notice is None
    assert pragma(path, "user_version") == SCHEMA_VERSION
    kept = store.records("Li Hua")[0]
    assert (kept.seconds, kept.wrong_checks, kept.daily) == (41.5, 2, datetime.date(2026, 11, 20))
    assert store.records("Wang Fang")[0].daily is None
    assert store.players() == ["Li Hua", "Wang Fang", "Zhang Wei"]
    assert store.current_player() == "Li Hua"
    store.add_run(Run("Li Hua", "24", None, START, 120.0, 5, 0))
    assert store.best_run("Li Hua", "24") == 5
    store.close()


def damaged_header(path):
    path.write_bytes(b"not a database at all " * 200)


def damaged_page(path):
    with records_in(path.parent) as store:
        for minute in range(300):
            store.add(record(minutes=minute))
    data = bytearray(path.read_bytes())
    data[3 * 4096 : 3 * 4096 + 3000] = b"\xff" * 3000
    path.write_bytes(bytes(data))


@pytest.mark.parametrize("damage", [damaged_header, damaged_page])
def test_a_corrupt_file_is_set_aside_and_a_fresh_one_started(tmp_path, damage):
    path = tmp_path / FILE_NAME
    damage(path)
    damaged = path.read_bytes()
    store = Records(path, now=START)
    [kept] = tmp_path.glob(f"{FILE_NAME}.damaged-*")
    assert kept.name.startswith(f"{FILE_NAME}.damaged-20261123T090000.000000Z-")
    assert kept.read_bytes() == damaged
    assert store.enabled
    assert str(store.notice) == (
        f"The records file was damaged; it was kept as {kept.name} and a new one started."
    )
    store.add(record())
    assert len(store.records()) == 1
    store.close()


def test_a_locked_file_turns_records_off_and_play_goes_on(tmp_path):
    path = tmp_path / FILE_NAME
    Records(path).close()
    holder = sqlite3.connect(path)
    holder.execute("PRAGMA journal_mode = DELETE")
    holder.execute("BEGIN EXCLUSIVE")
    store = Records(path)
    assert not store.enabled
    assert str(store.notice) == "Records are off: another program is using the records file."
    store.add(record())
    assert store.records() == []
    assert store.statistics("Li Hua", "24", TODAY).overall.played == 0
    assert store.players() == [default_player()]
    holder.rollback()
    holder.close()
    assert path.exists()


def test_a_lock_taken_while_playing_turns_records_off_at_the_next_write(store):
    holder = sqlite3.connect(store.path)
    holder.execute("BEGIN IMMEDIATE")
    store.add(record())
    holder.rollback()
    holder.close()
    assert not store.enabled
    assert "another program" in str(store.notice)


@pytest.mark.parametrize("blocked_by", ["file", "directory"])
def test_an_unwritable_place_turns_records_off(tmp_path, blocked_by):
    if blocked_by == "file":
        (tmp_path / "data").write_text("a file where the data directory should be")
        path = tmp_path / "data" / FILE_NAME
    else:
        path = tmp_path / FILE_NAME
        path.mkdir()
    store = Records(path)
    assert not store.enabled
    assert str(store.notice) == f"Records are off: {path} cannot be written."


def test_a_file_from_a_newer_version_is_left_alone(tmp_path):
    path = tmp_path / FILE_NAME
    newer = sqlite3.connect(path)
    newer.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    newer.close()
    store = Records(path)
    assert not store.enabled
    assert "newer Puzzle Suite" in str(store.notice)
    assert pragma(path, "user_version") == SCHEMA_VERSION + 1


def test_records_refuse_unknown_outcomes_and_modes():
    with pytest.raises(ValueError, match="outcome"):
        record("won")
    with pytest.raises(ValueError, match="mode"):
        record(mode="race")


def test_beat_the_clock_adds_for_solves_takes_for_skips_and_ends_at_zero():
    clock = FakeClock()
    run = ClockRun(clock)
    assert run.remaining() == 120
    clock.now += 30
    assert run.solve() and run.remaining() == 100
    assert run.skip() and run.remaining() == 80
    clock.now += 79
    assert run.remaining() == 1 and not run.is_over()
    clock.now += 1
    assert run.is_over() and run.remaining() == 0
    assert not run.solve() and not run.skip()
    clock.now += 50
    result = run.result()
    assert (result.solved, result.skipped, result.seconds) == (1, 1, 110)


def test_a_skip_with_too_little_time_left_ends_the_run():
    clock = FakeClock()
    run = ClockRun(clock)
    clock.now += 105
    assert run.skip()
    assert run.is_over() and run.result().seconds == 105


def test_a_finished_session_becomes_one_row(store):
    clock = FakeClock()
    session = Session(TwentyFourPuzzle((3, 3, 8, 8), level="hard"), now=clock, mode="daily")
    finished = []
    session.on_finished(finished.append)
    session.show()
    clock.now += 42.25
    session.check("3+3+8+8")
    session.check("8/(3-8/3)")
    row = record_of(finished[0], PLAYER, "24:3388", TODAY)
    store.add(row)
    assert store.records() == [row]
    assert (row.mode, row.level, row.outcome, row.answer) == (
        "daily",
        "hard",
        "solved",
        "8/(3-8/3)",
    )
    assert (row.seconds, row.hints, row.wrong_checks, row.daily) == (42.25, 0, 1, TODAY)
    assert json.loads(row.rules) == {"division": "exact", "left_to_right": False, "target": "24"}
    assert row.started.tzinfo is not None
