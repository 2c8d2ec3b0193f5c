"""The rules of 24 points as the Help menu shows them, in the player's language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engines.twentyfour import Rules
from gui.play.rules_help import no_solution_text, scoring_text

# The strings keep the tab's translation context, where they were first translated.
translate = QCoreApplication.translate


def rules_text(rules: Rules) -> str:
    """The rules of 24 points as HTML, for the Help menu's Rules dialog."""
    target = str(rules.target)
    parts = [
        "<h3>" + translate("TwentyFourTab", "24 Points") + "</h3>",
        "<p>"
        + translate(
            "TwentyFourTab",
            "Use every card exactly once, with + − × ÷ and brackets, to make {target}."
        ).format(target=target)
        + "</p>",
        "<p>"
        + translate(
            "TwentyFourTab",
            "A counts 1, J 11, Q 12 and K 13. Fractions on the way are fine: "
            "8 ÷ (3 − 8 ÷ 3) = 24."
        )
        + "</p>",
        "<p>"
        + translate(
            "TwentyFourTab",
            "Click cards and operator keys to build your answer, or type it. Backspace "
            "takes back the last step. Check with Enter."
        )
        + "</p>",
        "<p>" + no_solution_text(target) + "</p>",
        "<p>"
        + translate(
            "TwentyFourTab",
            "In the How many ways? mode, enter every way you find, one by one: each new way "
            "scores +1, a repeat or a wrong answer −1, an unfinished one nothing. Solutions "
            "then shows the ways not found."
        )
        + "</p>",
        "<p>"
        + translate(
            "TwentyFourTab",
            "Each hint reveals a little more: which two cards to combine first, then that "
            "step and its result, then a whole solution. Solutions lists every distinct "
            "one; for a hand without a solution it shows the nearest values you can reach."
        )
        + "</p>",
        "<p>" + scoring_text() + "</p>",
    ]
    if rules.left_to_right:
        parts.append(
            "<p><b>"
            + translate("TwentyFourTab", "Left to right:")
            + "</b> "
            + translate(
                "TwentyFourTab",
                "no brackets; each operation applies to the result so far, in the order "
                "written. Division must come out even unless truncating division is set."
            )
            + "</p>"
        )
    return "".join(parts)
