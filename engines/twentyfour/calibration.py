"""Checking the difficulty score against how people fare: the human data, rank correlation,
and a cross-validated fit of the score's three linear weights.

Used by the benchmark (`make bench`, `--calibrate`) and by the test that keeps the score's
correlation with the human solve rate where it is. The data itself is not part of the program:
it is in the source tree's `tests/data`, and each caller names the file.
"""

from __future__ import annotations

import csv
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import product
from pathlib import Path

from engines.twentyfour import grading

FOLDS = 5
WEIGHT_GRID = {
    "fraction_score": (4.0, 4.5, 5.0, 5.5, 6.0),
    "distinct_weight": (0.0, 0.06, 0.12, 0.18, 0.24),
    "one_weight": (0.4, 0.58, 0.74, 0.9, 1.1),
}


@dataclass(frozen=True)
class HumanHand:
    """One hand as 4nums.com players fared with it."""

    hand: tuple[int, ...]
    median_seconds: float
    solve_rate: float


def human_hands(path: Path) -> list[HumanHand]:
    """The hands of the human data file at `path`, skipping its `#` comment lines."""
    with path.open(encoding="utf-8") as source:
        rows = csv.DictReader(line for line in source if not line.startswith("#"))
        return [
            HumanHand(
                tuple(sorted(int(card) for card in row["Puzzles"].split())),
                float(row["AMT (s)"]),
                float(row["Solved rate"].rstrip("%")) / 100,
            )
            for row in rows
        ]


def _ranks(values: Sequence[float]) -> list[float]:
    """Ranks from 0, ties sharing their mean rank."""
    order = sorted(range(len(values)), key=values.__getitem__)
    ranks = [0.0] * len(values)
    start = 0
    while start < len(order):
        end = start
        while end + 1 < len(order) and values[order[end + 1]] == values[order[start]]:
            end += 1
        for index in order[start : end + 1]:
            ranks[index] = (start + end) / 2
        start = end + 1
    return ranks


def spearman(xs: Sequence[float], ys: Sequence[float]) -> float:
    """Spearman's rank correlation of two equally long sequences."""
    rx, ry = _ranks(xs), _ranks(ys)
    mean = (len(xs) - 1) / 2
    covariance = sum((a - mean) * (b - mean) for a, b in zip(rx, ry, strict=True))
    spread = math.sqrt(sum((a - mean) ** 2 for a in rx) * sum((b - mean) ** 2 for b in ry))
    return covariance / spread


@dataclass(frozen=True)
class Parts:
    """The score of one hand taken apart: findability and the two facts about the cards."""

    findability: float
    distinct: int
    ones: int

    def score(self, fraction_score: float, distinct_weight: float, one_weight: float) -> float:
        base = -math.log(self.findability) if self.findability > 0 else fraction_score
        return base + distinct_weight * self.distinct - one_weight * self.ones


def parts(hand: Sequence[int]) -> Parts:
    return Parts(grading.findability(hand), len(set(hand)), list(hand).count(1))


MODEL_WEIGHTS = {
    "fraction_score": grading.FRACTION_SCORE,
    "distinct_weight": grading.DISTINCT_WEIGHT,
    "one_weight": grading.ONE_WEIGHT,
}


def _correlation(
    weights: dict[str, float], hands: Sequence[Parts], rates: Sequence[float]
) -> float:
    return spearman([part.score(**weights) for part in hands], rates)


def best_weights(hands: Sequence[Parts], rates: Sequence[float]) -> dict[str, float]:
    """The grid point of the three weights whose score ranks the hands most like the rates."""
    names = list(WEIGHT_GRID)
    return min(
        (dict(zip(names, point, strict=True)) for point in product(*WEIGHT_GRID.values())),
        key=lambda weights: _correlation(weights, hands, rates),
    )


def cross_validated(data: Sequence[HumanHand], seed: int = 1) -> list[float]:
    """For each of FOLDS folds: fit the weights on the other folds, and give the correlation
    with the solve rate on this one; an estimate of how the score does on hands it never saw."""
    hands = [parts(row.hand) for row in data]
    order = list(range(len(data)))
    random.Random(seed).shuffle(order)
    results = []
    for fold in range(FOLDS):
        held = set(order[fold::FOLDS])
        train = [i for i in order if i not in held]
        weights = best_weights([hands[i] for i in train], [data[i].solve_rate for i in train])
        tested = sorted(held)
        rates = [data[i].solve_rate for i in tested]
        results.append(_correlation(weights, [hands[i] for i in tested], rates))
    return results


def correlations(
    data: Sequence[HumanHand], score: Callable[[Sequence[int]], float] = grading.score
) -> tuple[float, float]:
    """Spearman of the score with the solve rate and with the median time."""
    scores = [score(row.hand) for row in data]
    return (
        spearman(scores, [row.solve_rate for row in data]),
        spearman(scores, [row.median_seconds for row in data]),
    )
