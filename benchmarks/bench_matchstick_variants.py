"""Speed of the glyph sets and Roman numerals, as ratios to the standard solve in the same run.

Targets (issue 25): a Roman or a flexible 2-move solve in under 0.1 s on a typical desktop.
The baseline is the standard 2-move solve of the same puzzles' Arabic twins, timed here in the
same run, so the ratios hold on any machine; the brute force over sticks is timed once per kind
for scale.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from engines.matchsticks import Puzzle, Rules, parse, solve
from engines.matchsticks.reference import brute_force_solve

REPEATS = 11
ROMAN = ("XI+I=X", "IV=XII-VI", "XXIV+XIII=XXXVI", "VII*III=XXII", "XLIX-IX=XXXIX")
ARABIC = ("11+1=10", "4=12-6", "24+13=36", "7*3=22", "49-9=39")
FLEXIBLE = ("5+7=2", "12+34=56", "96-17=73", "-8+15=7", "7*3=22")


def median_seconds(task: Callable[[], object], repeats: int = REPEATS) -> float:
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        task()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def solve_each(texts: tuple[str, ...], rules: Rules, solver: Callable = solve) -> Callable:
    puzzles = [Puzzle(parse(text, rules), "move", 2) for text in texts]
    return lambda: [solver(puzzle, rules) for puzzle in puzzles]


def main() -> None:
    ops = "+-*/"
    standard, flexible, roman = (
        Rules(ops=ops),
        Rules(ops=ops, glyphs="flexible"),
        Rules(ops=ops, glyphs="roman"),
    )
    baseline = median_seconds(solve_each(ARABIC, standard)) / len(ARABIC)
    print(f"matchstick glyph sets: medians of {REPEATS} runs, 2-move solves, per puzzle")
    print(f"  baseline, standard digits: {baseline * 1000:.2f} ms")
    for name, texts, rules in (("Roman", ROMAN, roman), ("flexible", FLEXIBLE, flexible)):
        each = median_seconds(solve_each(texts, rules)) / len(texts)
        worst = max(median_seconds(solve_each((text,), rules)) for text in texts)
        brute = median_seconds(solve_each(texts[:1], rules, brute_force_solve), repeats=1)
        print(
            f"  {name}: {each * 1000:.2f} ms ({each / baseline:.1f}x the baseline),"
            f" slowest {worst * 1000:.2f} ms (target 100 ms);"
            f" brute force on {texts[0]} {brute:.2f} s"
        )


if __name__ == "__main__":
    main()
