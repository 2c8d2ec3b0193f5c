"""The rules of matchsticks as the Help menu shows them, in the player's language; the
points are read from the play rules (`engines.play.scoring`), so the text never disagrees."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engines.play.scoring import HINT_COST, POINTS_PER_SOLVE

# The strings keep the tab's translation context, where they were first translated.
translate = QCoreApplication.translate


def rules_text() -> str:
    """The rules of matchsticks as HTML, for the Help menu's Rules dialog."""
    return (
        translate(
            "MatchstickTab",
            "<h3>Matchsticks</h3>"
            "<p>The equation is made of matchsticks. Move, add or remove the number of sticks "
            "the puzzle asks for so that the equation becomes true.</p>"
            "<ul><li>Drag a stick to an empty place, or click it and then click the place. "
            "Esc, a right click or a click elsewhere puts it back.</li>"
            "<li>Add puzzles: take spare sticks from the tray. Remove puzzles: click a stick "
            "to take it away.</li>"
            "<li>Every cell must stay a digit or a sign; the “=” stays unless the rules let "
            "it change.</li>"
            "<li>Check tells you whether you are right; Hint helps step by step; All solutions "
            "lists every answer and plays the one you pick.</li></ul>",
        )
        + "<p>"
        + translate(
            "MatchstickTab",
            "A solved puzzle scores {points} points times your streak, {cost} points less for "
            "each hint taken. Once the answer has been shown the puzzle scores nothing. A wrong "
            "check or skipping a puzzle that has a solution ends the streak.",
        ).format(points=POINTS_PER_SOLVE, cost=HINT_COST)
        + "</p><p>"
        + translate(
            "MatchstickTab",
            "Without a mouse: Tab to the board, move the cursor with the arrow keys, press "
            "Space to take a stick and Space again to put it down (Esc puts it back), then "
            "Enter to check. The tray of spare sticks is below the equation.",
        )
        + "</p>"
    )
