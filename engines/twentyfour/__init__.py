"""The 24-point engine: parse hands, solve them exactly, check answers, deal, and give hints.

Everything the GUI and the command line need is re-exported here; `python -m engines.twentyfour`
is the command-line harness.
"""

from engines.common import Level
from engines.twentyfour.answer import SYMBOLS, Answer, Token, apply
from engines.twentyfour.api import (
    SolutionList,
    count_solutions,
    first_solutions,
    is_solvable,
    nearest_values,
    solve,
)
from engines.twentyfour.cards import HandError, card_name, parse_hand, parse_target
from engines.twentyfour.checker import CheckResult, check
from engines.twentyfour.dealing import daily_hand, deal
from engines.twentyfour.grading import difficulty, grade
from engines.twentyfour.hints import Hint, hints, hints_from
from engines.twentyfour.messages import MESSAGE_TEMPLATES
from engines.twentyfour.rules import Rules
from engines.twentyfour.solution import Solution, Step

__all__ = [
    "MESSAGE_TEMPLATES",
    "SYMBOLS",
    "Answer",
    "CheckResult",
    "HandError",
    "Hint",
    "Level",
    "Rules",
    "Solution",
    "SolutionList",
    "Step",
    "Token",
    "apply",
    "card_name",
    "check",
    "count_solutions",
    "daily_hand",
    "deal",
    "difficulty",
    "first_solutions",
    "grade",
    "hints",
    "hints_from",
    "is_solvable",
    "nearest_values",
    "parse_hand",
    "parse_target",
    "solve",
]
