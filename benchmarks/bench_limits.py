"""Whole-process speed and memory of both command lines, their start-up and their worst cases.

Start-up (issue 24): a whole `python -m engines...` process, spawn to exit, against the bare
interpreter (`python -c pass` from a virtual environment with nothing installed), timed the
same way in the same run: at most 3 times it for `solve 3 3 8 8`. This environment's own
`python -c pass` is timed too: the editable install must cost a plain start nothing.

Work (issues 12 and 24): each case's wall time minus the bare interpreter's start (median of
REPEATS runs, one run for the slowest 24-point worst cases), as a multiple of the fixed
pure-Python workload (`baselines.fixed_work`) timed in the same run; the goals are the earlier
absolute ones at this machine's speed (about 0.15 s of fixed work). Peak memory (maximum
resident set) is in megabytes, which mean the same on any machine.

`make bench` compiles the checkout's bytecode first, as pip does for an installed copy: where
PYTHONDONTWRITEBYTECODE is set, every process would otherwise compile each changed module
again, which no installed copy does.
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

from baselines import (
    bare_interpreter,
    fixed_work_seconds,
    median_seconds,
    process_seconds,
    report,
    title,
)

REPO = Path(__file__).resolve().parent.parent
REPEATS = 3
STARTS = 11
TWENTYFOUR = ("-m", "engines.twentyfour")
MATCHSTICKS = ("-m", "engines.matchsticks")
EVERYTHING = ("--moves", "3", "--equals-mutable", "--ops", "+-*/")

# (name, arguments, goal in bare interpreter starts)
START_CASES = [
    ("this environment: python -c pass", ("-c", "pass"), 1.2),
    ("24: solve 3 3 8 8", (*TWENTYFOUR, "solve", *"3388"), 3.0),
    ("matchsticks: solve 5+7=2", (*MATCHSTICKS, "solve", "5+7=2"), 3.0),
]
# (name, arguments, goal in fixed work, megabytes goal, runs)
CASES = [
    ("24: every solution of 1 2 3 4 5 6 7", (*TWENTYFOUR, "solve", *"1234567"), 6.5, 100, REPEATS),
    ("24: every solution of 1 2 3 4 5 6", (*TWENTYFOUR, "solve", *"123456"), 0.65, 100, REPEATS),
    ("24: table (1820 hands, every solution)", (*TWENTYFOUR, "table"), 1.6, 100, REPEATS),
    (
        "24: 1-7 target 0 left to right truncate",
        (*TWENTYFOUR, "solve", *"1234567", "--target", "0", "--left-to-right", "--division",
         "truncate", "--count"),
        200, 500, 1,
    ),
    # Seven cards for a target of 0 are refused up front (too many ways); 1 is the worst left.
    ("24: count 1 2 2 3 4 6 8 target 1",
     (*TWENTYFOUR, "solve", *"1223468", "--target", "1", "--count"), 200, 500, 1),
    ("24: hint 1 2 2 3 4 6 8 target 1", (*TWENTYFOUR, "hint", *"1223468", "--target", "1"),
     200, 500, 1),
    ("matchsticks: 3 moves 98-76+54-32=10+98-76+54",
     (*MATCHSTICKS, "solve", "98-76+54-32=10+98-76+54", *EVERYTHING), 2.0, 100, REPEATS),
    ("matchsticks: 3 moves 9/9/9/9/9/9=9/9/9/9/9/9",
     (*MATCHSTICKS, "solve", "9/9/9/9/9/9=9/9/9/9/9/9", *EVERYTHING), 200, 500, REPEATS),
    ("matchsticks: 3 moves 9-9-9-9-9-9=9-9-9-9-9-9",
     (*MATCHSTICKS, "solve", "9-9-9-9-9-9=9-9-9-9-9-9", *EVERYTHING), 200, 500, REPEATS),
    ("matchsticks: the same, --count",
     (*MATCHSTICKS, "solve", "9-9-9-9-9-9=9-9-9-9-9-9", *EVERYTHING, "--count"), 200, 500,
     REPEATS),
]
GENERATION_GOAL = 2.0
"""The worst seed of the rarest generation, in fixed work."""
GENERATION_SEEDS = 12
"""Seeds for the rarest generation: 3 moves, 3 digits, unique, easy."""
GENERATION_RUNS = 3
"""Runs per seed: a seed's time is its median, so that one busy moment of the shared machine
does not become the worst case."""


def run(arguments: tuple[str, ...]) -> tuple[float, float]:
    """(seconds, peak megabytes) of one process running `python arguments` in the checkout."""
    return process_seconds([sys.executable, *arguments], cwd=REPO)


def median_run(arguments: tuple[str, ...], runs: int) -> tuple[float, float]:
    results = [run(arguments) for _ in range(runs)]
    return statistics.median(r[0] for r in results), max(r[1] for r in results)


def start_report() -> float:
    """Start-up against the bare interpreter, each run of every command in turn so that a busy
    moment of the machine falls on all of them; returns the bare interpreter's median start."""
    times: dict[str, list[float]] = {name: [] for name, _arguments, _goal in START_CASES}
    bare: list[float] = []
    with bare_interpreter() as python:
        for _ in range(STARTS):
            bare.append(process_seconds([python, "-c", "pass"])[0])
            for name, arguments, _goal in START_CASES:
                times[name].append(run(arguments)[0])
    title("command lines: whole processes, spawn to exit, against a bare interpreter start")
    bare_start = statistics.median(bare)
    for name, _arguments, goal in START_CASES:
        report(name, statistics.median(times[name]), bare_start, goal)
    return bare_start


def main() -> None:
    bare = start_report()
    work = fixed_work_seconds()
    title("command lines: the work beyond a bare start, against the fixed pure-Python workload")
    for name, arguments, goal, megabytes_goal, runs in CASES:
        seconds, megabytes = median_run(arguments, runs)
        report(name, seconds - bare, work, goal)
        print(
            f"  {'':<46} peak {megabytes:6.0f} MB (goal <= {megabytes_goal} MB)"
            f" {'ok' if megabytes <= megabytes_goal else 'MISSED'}"
            + ("" if runs > 1 else "  (one run)")
        )
    generation_report(work)


def generation_report(work: float) -> None:
    """The rarest generation, in process: median and worst over seeds (each the median of
    GENERATION_RUNS), against the fixed workload; beside it, generating any 2-move puzzle."""
    from engines.matchsticks import generate

    def times(task) -> list[float]:
        return [
            median_seconds(lambda seed=seed: task(seed), GENERATION_RUNS)
            for seed in range(GENERATION_SEEDS)
        ]

    rare = times(lambda seed: generate("move", 3, 3, unique=True, level="easy", seed=seed))
    plain = times(lambda seed: generate("move", 2, 1, seed=seed))
    report("matchsticks: generate 3 moves 3 digits (worst)", max(rare), work, GENERATION_GOAL)
    print(
        f"  {'':<46} median {statistics.median(rare) * 1000:.1f} ms;"
        f" any 2-move puzzle {statistics.median(plain) * 1000:.1f} ms"
    )


if __name__ == "__main__":
    main()
