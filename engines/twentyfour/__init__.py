"""The 24-point engine: parse hands, solve them exactly, check answers, deal, and give hints.

Everything the GUI and the command line need is re-exported here; `python -m engines.twentyfour`
is the command-line harness.

The names are loaded on first use (PEP 562), each from its own module, so that a command such
as `solve 3 3 8 8` loads the solver without the checker, dealer, grader and hint ladder. (The
hint ladder's module is `hint_ladder`, not `hints`: a submodule, once imported, is bound here
under its name, which would hide the function.)
"""

from __future__ import annotations

from engines.common.lazy_names import lazy_names

_HOMES = {
    "engines.common": ("Level",),
    "engines.twentyfour.answer": ("SYMBOLS", "Answer", "Token", "apply"),
    "engines.twentyfour.api": (
        "SolutionList",
        "count_solutions",
        "first_solutions",
        "is_solvable",
        "nearest_values",
        "nearest_ways",
        "solve",
    ),
    "engines.twentyfour.cards": (
        "HandError",
        "card_name",
        "parse_hand",
        "parse_target",
        "shown_card",
    ),
    "engines.twentyfour.checker": ("CheckResult", "check"),
    "engines.twentyfour.dealing": ("daily_hand", "deal"),
    "engines.twentyfour.grading": ("difficulty", "grade"),
    "engines.twentyfour.hint_ladder": ("Hint", "hints", "hints_from"),
    "engines.twentyfour.messages": ("MESSAGE_TEMPLATES",),
    "engines.twentyfour.rules": ("Rules",),
    "engines.twentyfour.solution": ("Solution", "Step"),
}
__all__, __getattr__, __dir__ = lazy_names(__name__, _HOMES, globals())
