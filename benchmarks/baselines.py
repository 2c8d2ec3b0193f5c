"""What every benchmark's goals are measured against, in the same run, so they mean the same on
any machine.

A goal is never a number of seconds: a slower machine would miss every one and a faster one
meet every one, whatever the code does. It is a ratio to a baseline timed moments before on the
same machine, under the same load: a bare interpreter start (`python -c pass` from a virtual
environment with nothing installed), a bare Qt window, the textbook program for the same task
(a brute force, a plain widget, SQLite's defaults), or `fixed_work`, a fixed pure-Python task.
Each line gives the absolute figures beside the ratio, and each benchmark its machine's load.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
import venv
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from fractions import Fraction
from itertools import combinations, combinations_with_replacement
from pathlib import Path

FIXED_WORK_HANDS = list(combinations_with_replacement(range(1, 14), 4))[::100]
"""19 four-card hands: `fixed_work` searches each of them exhaustively."""
RUNS = 5


def machine_load() -> str:
    """The load average over the last minute, beside the number of cores."""
    return f"load {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores"


def title(text: str) -> None:
    print(f"{text} ({machine_load()})")


def seconds(task: Callable[[], object]) -> float:
    started = time.perf_counter()
    task()
    return time.perf_counter() - started


def median_seconds(task: Callable[[], object], runs: int = RUNS) -> float:
    return statistics.median(seconds(task) for _ in range(runs))


def pairs_and_rest(values: tuple[Fraction, ...]):
    for i, j in combinations(range(len(values)), 2):
        yield values[i], values[j], values[:i] + values[i + 1 : j] + values[j + 1 :]


def results(a: Fraction, b: Fraction):
    yield from (a + b, a - b, b - a, a * b)
    if b:
        yield a / b
    if a:
        yield b / a


def reachable_values(values: tuple[Fraction, ...], memo: dict | None = None) -> set[Fraction]:
    """Every value the numbers can make, by the textbook exact search: replace two numbers by
    each result with `Fraction` arithmetic until one is left, remembering the multisets seen."""
    memo = {} if memo is None else memo
    if len(values) == 1:
        return set(values)
    known = memo.get(values)
    if known is None:
        known = set()
        for a, b, rest in pairs_and_rest(values):
            for result in results(a, b):
                known |= reachable_values(tuple(sorted((*rest, result))), memo)
        memo[values] = known
    return known


def fixed_work() -> None:
    """The fixed pure-Python workload: every value each of FIXED_WORK_HANDS can make."""
    for hand in FIXED_WORK_HANDS:
        reachable_values(tuple(map(Fraction, hand)))


def fixed_work_seconds() -> float:
    """Median time of `fixed_work`: a unit of this machine's pure-Python speed."""
    return median_seconds(fixed_work)


def process_seconds(command: list[str], cwd: Path | None = None) -> tuple[float, float]:
    """(seconds, peak megabytes) of one process, from spawn to exit; it must succeed."""
    started = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - started
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"benchmark command failed: {command}")
    return elapsed, usage.ru_maxrss / 1024


@contextmanager
def bare_interpreter() -> Iterator[str]:
    """The python of a new virtual environment with nothing installed (not even pip)."""
    with tempfile.TemporaryDirectory(prefix="bench-bare-venv-") as folder:
        venv.create(folder, with_pip=False)
        python = Path(folder, "bin", "python")
        yield str(python if python.exists() else Path(folder, "Scripts", "python.exe"))


def bare_interpreter_seconds(runs: int = 11) -> float:
    """Median start of `python -c pass` from a bare interpreter: what any Python program pays
    before its first line."""
    with bare_interpreter() as python:
        return statistics.median(process_seconds([python, "-c", "pass"])[0] for _ in range(runs))


def verdict(ratio: float, goal: float) -> str:
    return "ok" if ratio <= goal else "MISSED"


def report(
    name: str,
    measured: float,
    baseline: float,
    goal: float | None,
    note: str = "",
    width: int = 46,
) -> None:
    """One goal: `measured` and `baseline` in seconds, their ratio, and whether it is within
    `goal` (at most that many times the baseline; None for a reference without a goal);
    `note` is added to the line."""
    ratio = measured / baseline
    judged = "(reference)" if goal is None else f"(goal <= x{goal:g}) {verdict(ratio, goal)}"
    line = (
        f"  {name:<{width}} {_shown(measured)}  baseline {_shown(baseline)}"
        f"  x{ratio:<8.3g} {judged}"
    )
    print(f"{line}  {note}" if note else line)


def _shown(seconds: float) -> str:
    return f"{seconds * 1000:9.2f} ms" if seconds < 10 else f"{seconds:9.2f} s "


if __name__ == "__main__":
    title("baselines")
    print(f"  fixed pure-Python work {fixed_work_seconds() * 1000:.1f} ms")
    print(f"  bare interpreter start {bare_interpreter_seconds() * 1000:.1f} ms ({sys.version})")
