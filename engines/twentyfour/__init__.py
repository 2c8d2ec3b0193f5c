"""The 24-point engine: parse hands, solve them exactly, check answers, deal, and give hints.

Everything the GUI and the command line need is re-exported here; `python -m engines.twentyfour`
is the command-line harness.

The names are loaded on first use (PEP 562), each from its own module, so that a command such
as `solve 3 3 8 8` loads the solver without the checker, dealer, grader and hint ladder. (The
hint ladder's module is `hint_ladder`, not `hints`: a submodule, once imported, is bound here
under its name, which would hide the function.)
"""

from __future__ import annotations

from importlib import import_module

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
_HOME_OF = {name: module for module, names in _HOMES.items() for name in names}

__all__ = sorted(_HOME_OF)


def __getattr__(name: str) -> object:
    home = _HOME_OF.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    module = import_module(home)
    for other in _HOMES[home]:
        globals()[other] = getattr(module, other)
    return globals()[name]


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
