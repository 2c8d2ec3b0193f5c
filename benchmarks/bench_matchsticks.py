"""Speed of the matchstick engine, against the fixed pure-Python workload and the brute force
over individual sticks, both timed in the same run.

Goals (issues 3 and 24), as multiples of the fixed workload (`baselines.fixed_work`; the earlier
absolute goals at this machine's speed, about 0.15 s of fixed work): every 1- and 2-move
solution of 400 random standard puzzles with one- and two-digit numbers within x3.3 (was 0.5 s);
a 3-move solve of 123+456=579 within x0.33 (50 ms); generating a unique-solution 2-move puzzle
within x0.65 (100 ms, median). Beside them, the brute force on the same puzzles; on the
400-puzzle set it runs on the first BRUTE_SAMPLE puzzles only, because over all of them it
takes about ten seconds.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from baselines import fixed_work_seconds, median_seconds, report, title

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


def solve_all(solver: Callable[[Puzzle], object], texts: list[str]) -> None:
    for text in texts:
        layout = parse(text)
        for count in (1, 2):
            solver(Puzzle(layout, "move", count))


def main() -> None:
    texts = random_puzzles(PUZZLES)
    sample = texts[:BRUTE_SAMPLE]
    work = fixed_work_seconds()
    title(f"matchsticks: medians of {REPEATS} runs against the fixed pure-Python workload")

    fast_all = median_seconds(lambda: solve_all(solve, texts), REPEATS)
    fast_sample = median_seconds(lambda: solve_all(solve, sample), REPEATS)
    brute_sample = median_seconds(lambda: solve_all(brute_force_solve, sample), 1)
    note = f"first {BRUTE_SAMPLE}: {fast_sample:.3f} s, brute force {brute_sample:.3f} s"
    report(f"1+2 moves, {PUZZLES} puzzles", fast_all, work, 3.3, note)

    hard = Puzzle(parse("123+456=579"), "move", 3)
    report("3 moves, 123+456=579", median_seconds(lambda: solve(hard), 21), work, 0.33)
    small = Puzzle(parse("6+4=4"), "move", 3)
    fast_small = median_seconds(lambda: solve(small), 21)
    brute_small = median_seconds(lambda: brute_force_solve(small), 3)
    print(
        f"  3 moves, 6+4=4: {fast_small * 1000:.2f} ms, brute force {brute_small * 1000:.0f} ms,"
        f" {brute_small / fast_small:.0f}x"
    )

    seeds = iter(range(10**6))
    generation = median_seconds(lambda: generate("move", 2, 1, unique=True, seed=next(seeds)), 21)
    generation_two = median_seconds(
        lambda: generate("move", 2, 2, unique=True, seed=next(seeds)), 21
    )
    report("generate unique 2-move, 1 digit", generation, work, 0.65)
    # The generator solves every candidate it draws; the brute force needs this long for one.
    puzzles = iter([generate("move", 2, 2, unique=True, seed=seed) for seed in range(5)])
    confirm = median_seconds(lambda: brute_force_solve(next(puzzles)), REPEATS)
    note = f"brute force to solve one such puzzle {confirm * 1000:.0f} ms"
    report("generate unique 2-move, 2 digits", generation_two, work, 0.65, note)


if __name__ == "__main__":
    main()
