"""How the puzzle on the table differs from what the player's own settings would deal.

A puzzle from outside (a code, `--hand`, `--equation`, a puzzle set, the daily puzzle) is played
under its own rules for that puzzle only; the player's settings stay as they were. So the panel
says what is different about this one ("this puzzle: target 36"). Each game's puzzle names its
terms (`terms`), the front end names the player's the same way, and this module says which
differ, as Messages the GUI translates.
"""

from __future__ import annotations

from typing import Any

from engines.common import Message
from engines.play import messages
from engines.play.puzzles import TwentyFourPuzzle

Terms = dict[str, Any]


def twentyfour_terms(puzzle_or_rules: Any, cards: int | None = None) -> Terms:
    """The terms of a 24-point puzzle, or of the rules and card count a player set."""
    if isinstance(puzzle_or_rules, TwentyFourPuzzle):
        rules, cards = puzzle_or_rules.rules, len(puzzle_or_rules.hand)
    else:
        rules = puzzle_or_rules
    return {
        "target": str(rules.target),
        "cards": cards,
        "left_to_right": rules.left_to_right,
        "division": rules.division if rules.left_to_right else None,
    }


def matchstick_terms(puzzle_or_rules: Any, kind: str = "", count: int = 0) -> Terms:
    """The terms of a matchstick puzzle, or of the rules, kind and count a player set."""
    from engines.play.matchstick_puzzle import MatchstickPuzzle

    if isinstance(puzzle_or_rules, MatchstickPuzzle):
        rules = puzzle_or_rules.rules
        kind, count = puzzle_or_rules.puzzle.kind, puzzle_or_rules.puzzle.count
    else:
        rules = puzzle_or_rules
    return {
        "task": (kind, count),
        "equals_mutable": rules.equals_mutable,
        "multiply": "*" in rules.ops or "/" in rules.ops,
        "leading_zeros": rules.leading_zeros,
    }


def _term(name: str, value: Any) -> Message:
    if name == "target":
        return Message.of(messages.TERM_TARGET, target=value)
    if name == "cards":
        return Message.of(messages.TERM_CARDS, cards=value)
    if name == "left_to_right":
        return Message.of(messages.TERM_LEFT_TO_RIGHT if value else messages.TERM_BRACKETS)
    if name == "division":
        return Message.of(messages.TERM_TRUNCATE if value == "truncate" else messages.TERM_EXACT)
    if name == "task":
        kind, count = value
        return Message.of(messages.TERM_TASK[kind], count=count)
    if name == "equals_mutable":
        return Message.of(messages.TERM_EQUALS_MAY_CHANGE if value else messages.TERM_EQUALS_STAYS)
    if name == "multiply":
        return Message.of(messages.TERM_MULTIPLY if value else messages.TERM_PLUS_MINUS)
    return Message.of(messages.TERM_LEADING_ZEROS if value else messages.TERM_NO_LEADING_ZEROS)


def differences(puzzle: Terms, own: Terms) -> tuple[Message, ...]:
    """What this puzzle plays under that the player's settings do not, in a fixed order."""
    return tuple(
        _term(name, value)
        for name, value in puzzle.items()
        if value is not None and own.get(name) != value
    )
