"""Records: how long keeping one finished puzzle takes, and how long the statistics take.

Goal (issues 10 and 24): a write within x0.033 of the fixed pure-Python workload
(`baselines.fixed_work`, timed in the same run; the earlier 5 ms at this machine's speed), so it
may run on the GUI thread. The store is timed on a file that already holds a year of heavy play
(REPLAYED rows). Beside it, timed the same way, SQLite's default set-up (rollback journal,
synchronous FULL), which the store's WAL mode with synchronous NORMAL replaces.
"""

from __future__ import annotations

import datetime
import sqlite3
import statistics
import tempfile
import time
from pathlib import Path

from baselines import fixed_work_seconds, report, title

from engines.records.database import FILE_NAME, RECORD_COLUMNS, Record, Records

WRITES = 200
REPLAYED = 20_000
GOAL = 0.033
START = datetime.datetime(2026, 1, 1, tzinfo=datetime.UTC)


def sample(number: int) -> Record:
    return Record(
        player="Li Hua",
        game="24" if number % 3 else "matchsticks",
        mode="practice",
        code="24:3388",
        level=("easy", "medium", "hard")[number % 3],
        rules="",
        started=START + datetime.timedelta(minutes=number),
        seconds=20.0 + number % 40,
        hints=number % 2,
        wrong_checks=number % 3,
        outcome="solved" if number % 4 else "revealed",
        answer="8/(3-8/3)",
    )


def median_ms(timings: list[float]) -> float:
    return 1000 * statistics.median(timings)


def time_store(folder: Path) -> tuple[float, float]:
    store = Records(folder / FILE_NAME)
    for number in range(REPLAYED):
        store.add(sample(number))
    writes = []
    for number in range(REPLAYED, REPLAYED + WRITES):
        started = time.perf_counter()
        store.add(sample(number))
        writes.append(time.perf_counter() - started)
    reads = []
    for _ in range(20):
        started = time.perf_counter()
        store.statistics("Li Hua", "24", START.date())
        reads.append(time.perf_counter() - started)
    store.close()
    return median_ms(writes), median_ms(reads)


def time_default_sqlite(folder: Path) -> float:
    connection = sqlite3.connect(folder / "baseline.sqlite3")
    columns = ", ".join(RECORD_COLUMNS)
    connection.execute(f"CREATE TABLE records ({columns})")
    marks = ", ".join("?" for _ in RECORD_COLUMNS)
    writes = []
    for number in range(WRITES):
        record = sample(number)
        row = tuple(str(getattr(record, name)) for name in record._fields)
        started = time.perf_counter()
        with connection:
            connection.execute(f"INSERT INTO records VALUES ({marks})", row)
        writes.append(time.perf_counter() - started)
    connection.close()
    return median_ms(writes)


def main() -> None:
    with tempfile.TemporaryDirectory(prefix="bench-records-") as scratch:
        folder = Path(scratch)
        write_ms, figures_ms = time_store(folder)
        baseline_ms = time_default_sqlite(folder)
    work = fixed_work_seconds()
    title("records: medians against the fixed pure-Python workload")
    note = f"default SQLite journal {baseline_ms:.3f} ms"
    report("keep one finished puzzle", write_ms / 1000, work, GOAL, note)
    print(f"  statistics of {REPLAYED} rows {figures_ms:.1f} ms")


if __name__ == "__main__":
    main()
