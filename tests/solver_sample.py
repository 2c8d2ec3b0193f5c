"""A fixed sample of 5-, 6- and 7-card hands and every solution the solver lists for each,
recorded in `tests/data/solver_sample.json.gz` so that a change inside the solver can be
checked against the listing as it was, byte for byte.

Run as a script (`python tests/solver_sample.py`) to record the listing again; only do that
when a change of the listing itself is meant.
"""

from __future__ import annotations

import gzip
import json
import random
from fractions import Fraction
from pathlib import Path

RECORDED = Path(__file__).parent / "data" / "solver_sample.json.gz"
DECK = [value for value in range(1, 14) for _suit in range(4)]
DRAWN = {5: 8, 6: 6, 7: 3}
"""How many hands of each size are drawn from a seeded deck."""
CHOSEN = (
    ((1, 2, 3, 4, 5, 6, 7), 24),
    ((1, 1, 2, 2, 3, 3), 24),
    ((1, 1, 5, 5, 7, 7), 24),
    ((3, 3, 8, 8, 1), 24),
    ((2, 4, 6, 8, 10), 36),
    ((1, 3, 5, 7, 9, 11), -24),
    ((2, 3, 5, 7, 11), Fraction(7, 2)),
    ((1, 1, 13, 13, 6), 0),
)
"""Hands with neutral parts (1s, equal cards), a target of 0, negative and fractional targets."""


def sample() -> list[tuple[tuple[int, ...], Fraction]]:
    draw = random.Random(2024)
    hands = [
        (tuple(sorted(draw.sample(DECK, size))), Fraction(24))
        for size, count in DRAWN.items()
        for _ in range(count)
    ]
    return hands + [(hand, Fraction(target)) for hand, target in CHOSEN]


def listing(hand: tuple[int, ...], target: Fraction) -> list[str]:
    from engines.twentyfour import Rules, solve

    return [solution.text for solution in solve(hand, Rules(target=target))]


def read_recorded() -> list[dict]:
    with gzip.open(RECORDED, "rt", encoding="utf-8") as file:
        return json.load(file)


def record() -> None:
    entries = [
        {"hand": list(hand), "target": str(target), "solutions": listing(hand, target)}
        for hand, target in sample()
    ]
    with gzip.GzipFile(RECORDED, "wb", mtime=0) as file:
        file.write(json.dumps(entries, indent=0).encode("utf-8"))


if __name__ == "__main__":
    record()
