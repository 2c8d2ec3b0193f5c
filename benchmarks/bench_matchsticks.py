"""Speed of the matchstick engine against the brute force over individual sticks.

Targets (issue 3): every 1- and 2-move solution of 400 random standard puzzles with one- and
two-digit numbers in at most 0.5 s; a 3-move solve of 123+456=579 in at most 50 ms; generating a
unique-solution 2-move puzzle in at most 100 ms (median). The brute force is timed in the same
run on the same puzzles; on the 400-puzzle set it runs on the first BRUTE_SAMPLE puzzles only,
because over all of them it takes about ten seconds.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable

from engines.matchsticks import Puzzle, generate, parse, solve
from engines.matchsticks.reference import brute_force_solve

PUZZLES = 400
BRUTE_SAMPLE = 100
REPEATS = 5


def random_puzzles(count: int, seed: int = 2024) -> list[str]:
    rng = random.Random(seed)

    def number() -> int:
        return rng.randrange(10 if rng.random() < 0.5 else 100)

    return [f"{number()}{rng.choice('+-')}{number()}={number()}" for _ in range(count)]


def median_seconds(task: Callable[[], object], repeats: int = REPEATS) -> float:
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        task()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def solve_all(solver: Callable[[Puzzle], object], texts: list[str]) -> None:
    for text in texts:
        layout = parse(text)
        for count in (1, 2):
            solver(Puzzle(layout, "move", count))


def main() -> None:
    texts = random_puzzles(PUZZLES)
    sample = texts[:BRUTE_SAMPLE]
    print("matchsticks: medians of", REPEATS, "runs")

    fast_all = median_seconds(lambda: solve_all(solve, texts))
    fast_sample = median_seconds(lambda: solve_all(solve, sample))
    brute_sample = median_seconds(lambda: solve_all(brute_force_solve, sample), repeats=1)
    print(f"  1+2 moves, {PUZZLES} puzzles: {fast_all:.3f} s (target 0.5 s)")
    print(
        f"  1+2 moves, first {BRUTE_SAMPLE}: {fast_sample:.3f} s, brute force {brute_sample:.3f} s,"
        f" ratio {brute_sample / fast_sample:.0f}x"
    )

    hard = Puzzle(parse("123+456=579"), "move", 3)
    fast_three = median_seconds(lambda: solve(hard), repeats=21)
    print(f"  3 moves, 123+456=579: {fast_three * 1000:.1f} ms (target 50 ms)")
    small = Puzzle(parse("6+4=4"), "move", 3)
    fast_small = median_seconds(lambda: solve(small), repeats=21)
    brute_small = median_seconds(lambda: brute_force_solve(small), repeats=3)
    print(
        f"  3 moves, 6+4=4: {fast_small * 1000:.2f} ms, brute force {brute_small * 1000:.0f} ms,"
        f" ratio {brute_small / fast_small:.0f}x"
    )

    seeds = iter(range(10**6))
    generation = median_seconds(
        lambda: generate("move", 2, 1, unique=True, seed=next(seeds)), repeats=21
    )
    generation_two = median_seconds(
        lambda: generate("move", 2, 2, unique=True, seed=next(seeds)), repeats=21
    )
    print(
        f"  generate unique 2-move: {generation * 1000:.1f} ms (1 digit),"
        f" {generation_two * 1000:.1f} ms (2 digits) (target 100 ms)"
    )
    # The generator solves every candidate it draws; the brute force needs this long for one.
    puzzles = iter([generate("move", 2, 2, unique=True, seed=seed) for seed in range(5)])
    confirm = median_seconds(lambda: brute_force_solve(next(puzzles)))
    print(
        f"  brute force to solve one such 2-digit puzzle: {confirm * 1000:.0f} ms,"
        f" ratio {confirm / generation_two:.0f}x the whole fast generation"
    )

if __name__ == "__main__":
    main()
