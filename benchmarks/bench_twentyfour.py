"""Speed of the 24-point solver, against the fixed pure-Python workload and a brute force timed
in the same run.

Goals (issues 2 and 24), as multiples of the fixed workload (`baselines.fixed_work`; the earlier
absolute goals at this machine's speed, about 0.15 s of fixed work): every distinct solution of
all 1820 four-card hands (the `table` command) within x6.5 (was 1 s); one hand within x0.013 (2
ms, median); every distinct solution of a 5-card hand within x1.3 (200 ms); whether a 6-card
hand is solvable within x1.3, also when nothing reaches the target. Engine timings start from
empty caches (`clear_caches`) unless marked warm. Beside each, the speed-up over the textbook
exact search (`baselines.reachable_values`): replace two numbers by each result with `Fraction`
arithmetic until one is left, either collecting every reachable value (remembering multisets
already seen) or stopping at the first hit. Over all 1820 hands it takes well over ten seconds,
so it runs on every BASELINE_STEP-th hand and is scaled up; on six cards it takes seconds per
hand, so there is none for the unsolvable case.

Difficulty (issue 12): the score's Spearman correlation with the human solve rate and median
time on the shared half of the 4nums.com data (goals -0.80 and 0.65 on the held-back half),
with five-fold cross-validation of its weights as an estimate for hands it never saw; the
baseline is the simplest guess, fewer distinct solutions meaning harder. Dealing: the share of
each level among the solvable hands (all four-card hands; seeded samples of 5 and 6 cards), each
at least a fifth, and the median time to deal a hand at each level, against dealing any
solvable hand (the baseline: no grading), with the caches as warm as in a running program.
`--calibrate` prints the cut-offs of `engines.twentyfour.grading.CUT_OFFS` afresh.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable
from fractions import Fraction
from functools import partial
from itertools import combinations_with_replacement
from pathlib import Path

from baselines import fixed_work_seconds, pairs_and_rest, reachable_values, report, results, title

from engines.common import LEVELS, Level
from engines.twentyfour import Rules, calibration, deal, difficulty, is_solvable, solve
from engines.twentyfour.grading import score
from engines.twentyfour.solver import clear_caches

TARGET = Fraction(24)
HUMAN_DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "human24_calibration.csv"
BASELINE_STEP = 20
REPEATS = 3
SAMPLE = 25
DECK = [value for value in range(1, 14) for _suit in range(4)]
DEAL_CARDS = (4, 5, 6)
DEAL_RULES = {"brackets": Rules(), "left to right": Rules(left_to_right=True)}
SHARE_DRAWS = 400
DEAL_SEEDS = 25
CALIBRATION_DRAWS = 2000
CALIBRATION_POINTS = (0.4, 0.7)
FOUR_CARD_HANDS = list(combinations_with_replacement(range(1, 14), 4))


def baseline_finds(values: tuple[Fraction, ...]) -> bool:
    """Whether the target is reachable, stopping at the first hit."""
    if len(values) == 1:
        return values[0] == TARGET
    return any(
        baseline_finds((*rest, result))
        for a, b, rest in pairs_and_rest(values)
        for result in results(a, b)
    )


def seconds(task: Callable[[], object]) -> float:
    started = time.perf_counter()
    task()
    return time.perf_counter() - started


def median(task: Callable[[], object], repeats: int = REPEATS) -> float:
    return statistics.median(seconds(task) for _ in range(repeats))


def cold(task: Callable[[], object]) -> Callable[[], object]:
    def run() -> object:
        clear_caches()
        return task()

    return run


def per_hand(task: Callable[[tuple[int, ...]], object], hands, fresh: bool) -> float:
    """Median time of `task` over the hands, each from empty caches if `fresh`."""
    times = []
    for hand in hands:
        if fresh:
            clear_caches()
        times.append(seconds(lambda hand=hand: task(hand)))
    return statistics.median(times)


def compared(name: str, engine: float, work: float, goal: float, brute: float | None) -> None:
    """A goal against the fixed workload, with the speed-up over the brute force beside it."""
    if brute is None:
        report(name, engine, work, goal)
        return
    report(name, engine, work, goal, f"brute force {brute * 1000:.2f} ms: {brute / engine:.1f}x")


def main() -> None:
    hands = FOUR_CARD_HANDS
    fractions = {hand: tuple(map(Fraction, hand)) for hand in hands}
    work = fixed_work_seconds()
    title("24 points: medians against the fixed pure-Python workload")

    table = median(cold(lambda: [solve(hand) for hand in hands]))
    sample = hands[::BASELINE_STEP]
    baseline = seconds(lambda: [reachable_values(fractions[hand]) for hand in sample])
    compared("table: all 1820 hands, every solution", table, work, 6.5, baseline * BASELINE_STEP)

    one_cold = per_hand(solve, sample, fresh=True)
    one_warm = per_hand(solve, sample, fresh=False)
    one_baseline = per_hand(lambda hand: reachable_values(fractions[hand]), sample, fresh=False)
    compared("one 4-card hand, every solution (cold)", one_cold, work, 0.013, one_baseline)
    compared("one 4-card hand, every solution (warm)", one_warm, work, 0.013, one_baseline)

    rng = random.Random(24)
    fives = [tuple(rng.sample(DECK, 5)) for _ in range(SAMPLE)]
    five = per_hand(solve, fives, fresh=True)
    five_baseline = per_hand(
        lambda hand: reachable_values(tuple(map(Fraction, hand))), fives[:5], fresh=False
    )
    compared("one 5-card hand, every solution", five, work, 1.3, five_baseline)

    sixes = [tuple(rng.sample(DECK, 6)) for _ in range(SAMPLE)]
    six = per_hand(is_solvable, sixes, fresh=True)
    six_baseline = per_hand(lambda hand: baseline_finds(tuple(map(Fraction, hand))), sixes, False)
    compared("one 6-card hand, solvable?", six, work, 1.3, six_baseline)
    worst = max(seconds(cold(lambda hand=hand: is_solvable(hand))) for hand in sixes)
    compared("one 6-card hand, solvable? (slowest of sample)", worst, work, 1.3, None)
    unreachable = Rules(target=Fraction(100003))
    nothing = per_hand(lambda hand: is_solvable(hand, unreachable), sixes[:10], fresh=True)
    compared("one 6-card hand, target 100003 (unsolvable)", nothing, work, 1.3, None)


def seeded_hands(cards: int, draws: int, seed: int) -> list[tuple[int, ...]]:
    if cards == 4:
        return FOUR_CARD_HANDS
    draw = random.Random(seed)
    return [tuple(draw.sample(DECK, cards)) for _ in range(draws)]


def human_report() -> None:
    """How the score ranks hands against people, with a cross-validated estimate."""
    data = calibration.human_hands(HUMAN_DATA)
    by_rate, by_time = calibration.correlations(data)
    folds = calibration.cross_validated(data)
    plain_rate, plain_time = calibration.correlations(data, lambda hand: -len(solve(hand)))
    print(f"24 points: difficulty against {len(data)} hands of 4nums.com players (Spearman)")
    print(
        f"  score vs solve rate {by_rate:+.3f} (goal <= -0.80)"
        f"  vs median time {by_time:+.3f} (goal >= 0.65)"
    )
    print(
        f"  held-out folds, weights fitted on the rest: median {statistics.median(folds):+.3f},"
        f" worst {max(folds):+.3f}"
    )
    print(f"  baseline (fewer solutions = harder): {plain_rate:+.3f} / {plain_time:+.3f}")


def deal_median(level: Level | None, cards: int, rules: Rules) -> float:
    """Median time of a deal over DEAL_SEEDS seeds; no level means any solvable hand."""
    deals = (
        partial(deal, level, seed=seed, cards=cards, rules=rules) for seed in range(DEAL_SEEDS)
    )
    return statistics.median(seconds(one) for one in deals)


def deal_report() -> None:
    """Level shares per card count, and deal medians per level against the fixed workload."""
    work = fixed_work_seconds()
    title("24 points: dealing by level (shares of solvable hands, goal >= 20% each; medians)")
    for name, rules in DEAL_RULES.items():
        for cards in DEAL_CARDS:
            hands = seeded_hands(cards, SHARE_DRAWS, seed=cards)
            levels = [difficulty(hand, rules) for hand in hands]
            solvable = len(hands) - levels.count(None)
            shares = [levels.count(level) / solvable for level in LEVELS]
            pairs = zip(LEVELS, shares, strict=True)
            listed = "  ".join(f"{level} {share:4.0%}" for level, share in pairs)
            ok = "ok" if min(shares) >= 0.2 else "MISSED"
            print(f"{name:<14} {cards} cards  {solvable:4} of {len(hands)} solvable  {listed} {ok}")
            any_hand = deal_median(None, cards, rules)
            note = f"any solvable hand {any_hand * 1000:.2f} ms"
            for level in LEVELS:
                engine = deal_median(level, cards, rules)
                report(f"{name}, {cards} cards, deal {level}", engine, work, 0.65, note)


def calibrate() -> None:
    """The cut-offs for CUT_OFFS: the CALIBRATION_POINTS of the scores of solvable hands; and
    the score's three linear weights as the shared half of the human data would fit them."""
    data = calibration.human_hands(HUMAN_DATA)
    parts = [calibration.parts(row.hand) for row in data]
    fitted = calibration.best_weights(parts, [row.solve_rate for row in data])
    print("weights fitted on the shared half:", fitted, "in use:", calibration.MODEL_WEIGHTS)
    for name, rules in DEAL_RULES.items():
        for cards in DEAL_CARDS:
            hands = seeded_hands(cards, CALIBRATION_DRAWS, seed=2024 + cards)
            scores = sorted(score(hand, rules) for hand in hands if is_solvable(hand, rules))
            points = [scores[int(point * len(scores))] for point in CALIBRATION_POINTS]
            cut_offs = ", ".join(f"{point:.4f}" for point in points)
            print(f"{name:<14} {cards} cards  {len(scores)} solvable  cut-offs {cut_offs}")


if __name__ == "__main__":
    if "--calibrate" in sys.argv[1:]:
        calibrate()
    else:
        main()
        human_report()
        deal_report()
