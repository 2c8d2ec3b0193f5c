"""Background work: how long the GUI thread stalls, and how fast superseded work stops.

The work is a slow 24-point search (six cards, left to right, truncating division, target 0:
several seconds and ~100,000 solutions). A 10 ms timer on the GUI thread records the gaps
between its ticks while the search runs; the longest gap is the worst stall a player would
see. Baseline, measured the same way in the same run: the same search in a plain Python thread,
which is what the runner did before it tuned the interpreter for background work. The longest
gap of one watch is a single sample, so the two are watched in turn STALL_RUNS times and the
medians of their longest gaps compared.

Stop latency: from `cancel()` to the moment the search's thread has unwound, median of RUNS.
Goals (issues 13 and 24): the longest stall and the stop each within x0.65 of the fixed
pure-Python workload (`baselines.fixed_work`, timed in the same run; the earlier 100 ms at this
machine's speed), and the longest stall no longer than the plain thread's.
"""

from __future__ import annotations

import os
import statistics
import sys
import threading
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from baselines import fixed_work_seconds, report, title
from gui_ticks import tick_gaps
from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from engines.twentyfour import Rules, solve
from gui.play.worker import TaskRunner

HAND = (13, 12, 11, 10, 9, 8)
RULES = Rules(target=0, left_to_right=True, division="truncate")
WATCH_SECONDS = 2.0
RUNS = 5
STALL_RUNS = 3
GOAL = 0.65


def wait(seconds: float) -> None:
    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()


def gaps_while(start_work) -> list[float]:
    """Tick gaps of a 10 ms GUI timer while `start_work()`'s search runs."""
    stop = start_work()
    with tick_gaps() as gaps:
        wait(WATCH_SECONDS)
    stop()
    return gaps


def plain_thread():
    thread = threading.Thread(target=solve, args=(HAND, RULES), daemon=True)
    thread.start()
    return lambda: thread.join()


def task_runner():
    runner = TaskRunner()
    runner.run(solve, HAND, RULES)
    return runner.cancel


def stop_latency() -> float:
    runner = TaskRunner()
    runner.run(solve, HAND, RULES)
    wait(0.3)
    (thread,) = [t for t in threading.enumerate() if t.name.startswith("task-")]
    started = time.perf_counter()
    runner.cancel()
    thread.join()
    return time.perf_counter() - started


def main() -> None:
    QApplication.instance() or QApplication(sys.argv[:1])
    watched = {"plain thread (baseline)": plain_thread, "TaskRunner": task_runner}
    longest: dict[str, list[float]] = {name: [] for name in watched}
    for _ in range(STALL_RUNS):
        for name, start in watched.items():
            gaps = sorted(gaps_while(start))
            longest[name].append(gaps[-1])
            print(
                f"worker: {name:24} GUI tick gap median {statistics.median(gaps) * 1000:5.1f} "
                f"ms, p99 {gaps[int(len(gaps) * 0.99)] * 1000:5.1f} ms, "
                f"longest {gaps[-1] * 1000:5.1f} ms"
            )
    latency = statistics.median(stop_latency() for _ in range(RUNS))
    work = fixed_work_seconds()
    title("worker: against the fixed pure-Python workload and a plain thread")
    stall = statistics.median(longest["TaskRunner"])
    plain = statistics.median(longest["plain thread (baseline)"])
    report(f"longest GUI stall, median of {STALL_RUNS}", stall, work, GOAL)
    report("the same, against a plain thread", stall, plain, 1.0)
    report(f"cancel to stopped, median of {RUNS}", latency, work, GOAL)


if __name__ == "__main__":
    main()
