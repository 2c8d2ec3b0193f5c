"""Whole-process speed and memory of both command lines, and their worst cases (issue 12).

Each figure is a fresh `python -m engines...` process: wall time from spawn to exit (median of
REPEATS runs, one run for the slowest 24-point worst cases) minus the median start of a bare
interpreter (`python -c pass`), and its peak memory (maximum resident set). The baseline, timed
the same way in the same run, is the cheapest call of the same command line (`solve 1 2 3 4`,
`solve 5+7=2`): what any use of it costs, so the ratio says how far above that floor a case is.
The machine is shared and noisy; read medians and ratios rather than single figures.

`make bench` compiles the checkout's bytecode first, as pip does for an installed copy: where
PYTHONDONTWRITEBYTECODE is set, every process would otherwise compile each changed module
again (about 15 ms more for `solve 1 2 3 4`), which no installed copy does.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
REPEATS = 3
TWENTYFOUR = ("-m", "engines.twentyfour")
MATCHSTICKS = ("-m", "engines.matchsticks")
EVERYTHING = ("--moves", "3", "--equals-mutable", "--ops", "+-*/")

# (name, arguments, seconds goal, megabytes goal, runs)
CASES = [
    ("24: every solution of 1 2 3 4 5 6 7", (*TWENTYFOUR, "solve", *"1234567"), 1.0, 100, REPEATS),
    ("24: every solution of 1 2 3 4 5 6", (*TWENTYFOUR, "solve", *"123456"), 0.1, 100, REPEATS),
    ("24: table (1820 hands, every solution)", (*TWENTYFOUR, "table"), 0.25, 100, REPEATS),
    (
        "24: 1-7 target 0 left to right truncate",
        (*TWENTYFOUR, "solve", *"1234567", "--target", "0", "--left-to-right", "--division",
         "truncate"),
        30.0, 500, 1,
    ),
    ("24: solve 1 2 2 3 4 6 8 target 0", (*TWENTYFOUR, "solve", *"1223468", "--target", "0"),
     30.0, 500, 1),
    ("24: hint 1 2 2 3 4 6 8 target 0", (*TWENTYFOUR, "hint", *"1223468", "--target", "0"),
     30.0, 500, 1),
    ("matchsticks: 3 moves 98-76+54-32=10+98-76+54",
     (*MATCHSTICKS, "solve", "98-76+54-32=10+98-76+54", *EVERYTHING), 0.3, 100, REPEATS),
    ("matchsticks: 3 moves 9/9/9/9/9/9=9/9/9/9/9/9",
     (*MATCHSTICKS, "solve", "9/9/9/9/9/9=9/9/9/9/9/9", *EVERYTHING), 30.0, 500, REPEATS),
    ("matchsticks: 3 moves 9-9-9-9-9-9=9-9-9-9-9-9",
     (*MATCHSTICKS, "solve", "9-9-9-9-9-9=9-9-9-9-9-9", *EVERYTHING), 30.0, 500, REPEATS),
    ("matchsticks: the same, --count",
     (*MATCHSTICKS, "solve", "9-9-9-9-9-9=9-9-9-9-9-9", *EVERYTHING, "--count"), 30.0, 500,
     REPEATS),
]
GENERATION_SEEDS = 12
"""Seeds for the rarest generation: 3 moves, 3 digits, unique, easy."""
GENERATION_RUNS = 3
"""Runs per seed: a seed's time is its median, so that one busy moment of the shared machine
does not become the worst case."""


def run(arguments: tuple[str, ...]) -> tuple[float, float]:
    """(seconds, peak megabytes) of one process running `python arguments`."""
    started = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, *arguments], cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - started
    process.returncode = os.waitstatus_to_exitcode(status)
    return elapsed, usage.ru_maxrss / 1024


def median_run(arguments: tuple[str, ...], runs: int) -> tuple[float, float]:
    results = [run(arguments) for _ in range(runs)]
    return statistics.median(r[0] for r in results), max(r[1] for r in results)


def verdict(ok: bool) -> str:
    return "ok" if ok else "MISSED"


def main() -> None:
    bare, _ = median_run(("-c", "pass"), 5)
    floors = {
        TWENTYFOUR: median_run((*TWENTYFOUR, "solve", *"1234"), REPEATS)[0] - bare,
        MATCHSTICKS: median_run((*MATCHSTICKS, "solve", "5+7=2"), REPEATS)[0] - bare,
    }
    print(f"whole processes minus a bare interpreter start ({bare * 1000:.0f} ms); medians")
    print(f"  baseline: solve 1 2 3 4 {floors[TWENTYFOUR] * 1000:.0f} ms,"
          f" solve 5+7=2 {floors[MATCHSTICKS] * 1000:.0f} ms")
    for name, arguments, seconds_goal, megabytes_goal, runs in CASES:
        seconds, megabytes = median_run(arguments, runs)
        seconds -= bare
        floor = floors[arguments[:2]]
        ok = seconds <= seconds_goal and megabytes <= megabytes_goal
        print(
            f"  {name:<46} {seconds:7.3f} s {megabytes:6.0f} MB  x{seconds / floor:6.1f} baseline"
            f"  goal {seconds_goal:g} s {megabytes_goal} MB {verdict(ok)}"
            + ("" if runs > 1 else "  (one run)")
        )
    generation_report()


def generation_report() -> None:
    """The rarest generation, in process: median and worst over seeds (each the median of
    GENERATION_RUNS), against generating any 2-move puzzle (the baseline) with the same seeds."""
    from engines.matchsticks import generate

    def seconds(task, seed: int) -> float:
        started = time.perf_counter()
        task(seed)
        return time.perf_counter() - started

    def times(task) -> list[float]:
        return [
            statistics.median(seconds(task, seed) for _ in range(GENERATION_RUNS))
            for seed in range(GENERATION_SEEDS)
        ]

    rare = times(lambda seed: generate("move", 3, 3, unique=True, level="easy", seed=seed))
    plain = times(lambda seed: generate("move", 2, 1, seed=seed))
    worst, middle = max(rare), statistics.median(rare)
    print(
        f"  {'matchsticks: generate 3 moves 3 digits unique easy':<46} median {middle:.3f} s"
        f" worst {worst:.3f} s  x{middle / statistics.median(plain):6.1f} baseline (any 2-move)"
        f"  goal worst 0.3 s {verdict(worst <= 0.3)}"
    )


if __name__ == "__main__":
    main()
