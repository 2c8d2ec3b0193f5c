"""The share of players who solve a hand, as the human data predicts it from the hand's score.

4nums.com published the solve rate of half the four-card hands (in the source tree's
`tests/data/human24_calibration.csv`).
Ranked by the difficulty score (`grading.score`) and cut into eight equal groups, the groups'
mean solve rates fall steadily, from 97% to 62%; a hand's predicted share is its group's. Only
the calibrated game has a prediction: four cards, target 24, with brackets.
(`tests/test_solve_rate.py` cuts the data again and checks these figures.)
"""

from __future__ import annotations

from collections.abc import Sequence

from engines.twentyfour.grading import score
from engines.twentyfour.rules import DEFAULT_RULES, Rules

SOLVE_RATE_GROUPS: tuple[tuple[float, float], ...] = (
    (1.049, 0.97),
    (1.599, 0.95),
    (1.865, 0.93),
    (2.118, 0.91),
    (2.464, 0.88),
    (2.931, 0.82),
    (3.354, 0.76),
    (float("inf"), 0.62),
)
"""(highest score in the group, the group's mean solve rate), easiest group first."""
CALIBRATED_CARDS = 4


def predicted_solve_rate(hand: Sequence[int], rules: Rules = DEFAULT_RULES) -> float | None:
    """The share (0 to 1) of players predicted to solve this solvable hand; None outside the
    calibrated game (see the module)."""
    if len(hand) != CALIBRATED_CARDS or rules != DEFAULT_RULES:
        return None
    value = score(hand, rules)
    return next(rate for highest, rate in SOLVE_RATE_GROUPS if value <= highest)
