"""Speed of the Countdown numbers round (issue 25): every distinct solution of a six-number hand
with any subset of the numbers, every step a whole number above zero, target 100 to 999.

Goal: a typical hand (the median of seeded deals, 0 to 4 large numbers) fully solved from empty
caches in at most GOAL times the fixed pure-Python workload timed in the same run
(`baselines.fixed_work`; the goal was 0.2 s, stated at the development machines' speed as the
README says). Two more baselines are timed in the same run for comparison: the textbook exact
search for the same rules (replace two numbers by each allowed result until none is left,
collecting every value reached along the way and remembering the multisets already seen: it
only says which values are reachable, not how, and is still slower), and today's cheapest
solve, every solution of `1 2 3 4`. The closest answer of a hand without
an exact one is timed too (Countdown scores a near miss), and every solution of a Krypto hand
(five cards 1-25, every card used, whole steps).
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from itertools import combinations

from baselines import fixed_work_seconds, report, title

from engines.twentyfour import presets, solve
from engines.twentyfour.solver import clear_caches

HANDS = 20
BASELINE_HANDS = 5
GOAL = 1.3
"""Most a typical hand may take, in fixed workloads (0.2 s at about 0.15 s a workload)."""
COUNTDOWN = presets.PRESETS["countdown"]
KRYPTO = presets.PRESETS["krypto"]


def baseline_values(numbers: tuple[int, ...], memo: dict) -> frozenset[int]:
    """Every value any part of the numbers reaches with whole positive steps."""
    known = memo.get(numbers)
    if known is not None:
        return known
    found = set(numbers)
    for i, j in combinations(range(len(numbers)), 2):
        a, b = numbers[i], numbers[j]
        rest = numbers[:i] + numbers[i + 1 : j] + numbers[j + 1 :]
        results = [a + b, a * b, abs(a - b)]
        if a % b == 0:
            results.append(a // b)
        elif b % a == 0:
            results.append(b // a)
        for result in results:
            if result > 0:
                found |= baseline_values(tuple(sorted((*rest, result))), memo)
    memo[numbers] = frozen = frozenset(found)
    return frozen


def seconds(task: Callable[[], object]) -> float:
    clear_caches()
    start = time.perf_counter()
    task()
    return time.perf_counter() - start


def deals() -> list[tuple[tuple[int, ...], int]]:
    return [presets.deal_countdown(seed, large=seed % 5) for seed in range(HANDS)]


def main() -> None:
    hands = deals()
    engine = [
        seconds(lambda h=hand, t=target: solve(h, COUNTDOWN.rules(t))) for hand, target in hands
    ]
    counts = [len(solve(hand, COUNTDOWN.rules(target))) for hand, target in hands]
    closest = [
        seconds(lambda h=hand, t=target: presets.closest(h, COUNTDOWN.rules(t)))
        for hand, target in hands
        if not counts[hands.index((hand, target))]
    ]
    baseline = [
        seconds(lambda h=hand: baseline_values(tuple(sorted(h)), {}))
        for hand, _ in hands[:BASELINE_HANDS]
    ]
    krypto = [
        seconds(lambda h=hand, t=target: solve(h, KRYPTO.rules(t)))
        for hand, target in (presets.deal_krypto(seed) for seed in range(HANDS))
    ]
    floor = statistics.median(seconds(lambda: solve((1, 2, 3, 4))) for _ in range(5))
    typical, worst = statistics.median(engine), max(engine)
    brute = statistics.median(baseline)
    work = fixed_work_seconds()
    title("Countdown numbers: every solution, any subset, whole positive steps (cold caches)")
    print(
        f"  hands: {HANDS} seeded deals, solutions per hand: median {statistics.median(counts)}, "
        f"most {max(counts)}"
    )
    report("engine, median hand", typical, work, GOAL, width=24)
    print(f"  engine, slowest hand  {worst * 1000:8.1f} ms")
    if closest:
        print(
            f"  closest answer, median of {len(closest)} hands without one: "
            f"{statistics.median(closest) * 1000:.1f} ms"
        )
    print(
        f"  baseline brute force (values only), median of {BASELINE_HANDS}: {brute * 1000:8.1f} ms"
        f"   engine is {brute / typical:.1f}x faster"
    )
    krypto_median = statistics.median(krypto) * 1000
    print(f"  Krypto, every solution, median of {HANDS} deals: {krypto_median:.1f} ms")
    print(
        f"  baseline solve 1 2 3 4: {floor * 1000:.2f} ms"
        f"   median hand = {typical / floor:.0f}x that"
    )


if __name__ == "__main__":
    main()
