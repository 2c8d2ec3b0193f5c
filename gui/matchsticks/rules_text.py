"""The rules of matchsticks as the Help menu shows them, in the player's language; the
scoring paragraph is the one both games share (`gui.play.rules_help`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gui.play.rules_help import scoring_text

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
        + scoring_text()
        + "</p><p>"
        + translate(
            "MatchstickTab",
            "Without a mouse: Tab to the board, move the cursor with the arrow keys, press "
            "Space to take a stick and Space again to put it down (Esc puts it back), then "
            "Enter to check. The tray of spare sticks is below the equation.",
        )
        + "</p>"
    )
