"""The rules of 24 points as the Help menu shows them, in the player's language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engines.twentyfour import Rules

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
        "<p>"
        + translate(
            "TwentyFourTab",
            "If the cards cannot make {target}, say so with No solution (Ctrl+Shift+N): "
            "right, it scores as a solve; wrong, it ends the streak."
        ).format(target=target)
        + "</p>",
        "<p>"
        + translate(
            "TwentyFourTab",
            "In the How many ways? mode, enter every way you find, one by one: each new way "
            "scores +1, a repeat or a wrong answer −1. Solutions then shows the ways not found."
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
        "<p>"
        + translate(
            "TwentyFourTab",
            "A solved hand scores 10 points times your streak, 3 points less for each "
            "hint taken. Once a whole solution has been shown the hand scores nothing. A "
            "wrong result, giving up or skipping a solvable hand ends the streak."
        )
        + "</p>",
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
