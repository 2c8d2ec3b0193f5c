"""The play rules as the Help menu states them, with the numbers the session itself uses.

Both games score alike, so the paragraph is written once; its numbers come from
`engines.play.scoring`, which docs/RULES.md lists with the tests that hold each rule, so the
Help text cannot drift from what the session does.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engines.play.scoring import HINT_COST, LEAST_POINTS, POINTS_PER_SOLVE


def scoring_text() -> str:
    """One paragraph of plain text: points, hints, the streak and what costs nothing."""
    return QCoreApplication.translate(
        "PlayRules",
        "A solved puzzle scores {points} points times your streak, {cost} points less for "
        "each hint taken (never below {least}). Once the answer has been shown the puzzle "
        "scores nothing. A wrong answer, or skipping a puzzle you tried that has a solution, "
        "ends the streak; a check that is not an answer yet (nothing moved, too few sticks, "
        "an unfinished expression) costs nothing.",
    ).format(points=POINTS_PER_SOLVE, cost=HINT_COST, least=LEAST_POINTS)


def no_solution_text(target: str) -> str:
    """The "No solution" rule of 24 points, with what a hand the player chose is worth."""
    return QCoreApplication.translate(
        "PlayRules",
        "If the cards cannot make {target}, say so with No solution (Ctrl+Shift+N): right, "
        "it scores as a solve (on a hand you typed or opened from a code it scores nothing); "
        "wrong, it ends the streak.",
    ).format(target=target)
