"""The rules of 24 points as the Help menu shows them, and the task above the cards, in the
player's language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engines.twentyfour import Rules
from engines.twentyfour.presets import preset_of
from gui.play.rules_help import no_solution_text, scoring_text

# The strings keep the tab's translation context, where they were first translated.
translate = QCoreApplication.translate


def rules_text(rules: Rules) -> str:
    """The rules of 24 points as HTML, for the Help menu's Rules dialog."""
    target = str(rules.target)
    preset = preset_of(rules)
    if preset != "24":  # a rule book of number cards says its own rule
        opening = ["<p>" + puzzle_rules_text(preset, rules) + "</p>"]
    else:
        opening = [
            "<p>"
            + translate(
                "TwentyFourTab",
                "Use every card exactly once, with + − × ÷ and brackets, to make {target}.",
            ).format(target=target)
            + "</p>",
            "<p>"
            + translate(
                "TwentyFourTab",
                "A counts 1, J 11, Q 12 and K 13. Fractions on the way are fine: "
                "8 ÷ (3 − 8 ÷ 3) = 24.",
            )
            + "</p>",
        ]
    parts = [
        "<h3>" + translate("TwentyFourTab", "24 Points") + "</h3>",
        *opening,
        "<p>"
        + translate(
            "TwentyFourTab",
            "Click cards and operator keys to build your answer, or type it. Backspace "
            "takes back the last step. Check with Enter.",
        )
        + "</p>",
        "<p>"
        + translate(
            "TwentyFourTab",
            "Or play in steps: click a card, a Combine key (+ − × ÷) and another card, and the "
            "two become one card worth the result. ↶ takes a step back. When one card is left "
            "it is checked like a typed answer. Click a listed solution to see it played."
        )
        + "</p>",
        "<p>" + no_solution_text(target) + "</p>",
        "<p>"
        + translate(
            "TwentyFourTab",
            "In the How many ways? mode, enter every way you find, one by one: each new way "
            "scores +1, a repeat or a wrong answer −1, an unfinished one nothing. Solutions "
            "then shows the ways not found.",
        )
        + "</p>",
        "<p>"
        + translate(
            "TwentyFourTab",
            "Each hint reveals a little more: which two cards to combine first, then that "
            "step and its result, then a whole solution. Solutions lists every distinct "
            "one; for a hand without a solution it shows the nearest values you can reach.",
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
                "written. Division must come out even unless truncating division is set.",
            )
            + "</p>"
        )
    return "".join(parts)


def prompt_text(rules: Rules, solved_seconds: int | None, ways_prompt: str | None) -> str:
    """The task above the cards; once solved (`solved_seconds`), a "well done" with the time."""
    target = str(rules.target)
    if solved_seconds is not None:
        minutes, seconds = divmod(solved_seconds, 60)
        return translate("TwentyFourTab", "★ Solved in {time}! ★").format(
            time=f"{minutes:02d}:{seconds:02d}"
        )
    if ways_prompt is not None:
        return ways_prompt
    if rules.any_subset:
        return translate("TwentyFourTab", "Make {target} with some or all of the numbers").format(
            target=target
        )
    if rules.left_to_right:
        return translate(
            "TwentyFourTab", "Make {target} with every card, working left to right"
        ).format(target=target)
    return translate("TwentyFourTab", "Make {target} with every card exactly once").format(
        target=target
    )


def puzzle_rules_text(preset: str, rules: Rules) -> str:
    """The rules of the puzzle on the table in a sentence or two, for the side panel."""
    target = str(rules.target)
    if preset == "countdown":
        return translate(
            "TwentyFourTab",
            "Countdown numbers: make {target} with some or all of the six numbers, each at "
            "most once, with + − × ÷. Every step must be a whole number above zero. Exact "
            "scores 10 points; within 5, 7; within 10, 5.",
        ).format(target=target)
    if preset == "krypto":
        return translate(
            "TwentyFourTab",
            "Krypto: make the objective card, {target}, with all five cards, each once, with "
            "+ − × ÷. Every step must be a whole number.",
        ).format(target=target)
    if rules.left_to_right:
        return translate(
            "TwentyFourTab",
            "24 points: make {target} with every card exactly once, working left to right.",
        ).format(target=target)
    return translate(
        "TwentyFourTab",
        "24 points: make {target} with every card exactly once, with + − × ÷ and brackets.",
    ).format(target=target)
