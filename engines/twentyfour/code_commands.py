"""The 24-point `code` and `daily` commands and `solve --code`, over the engine's own codes.

The handlers import the codes, the daily hand and `datetime` only when they run, so a plain
`solve` does not pay for them (issue 12's start-up-sensitive figures).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable

from engines.common import Message, PuzzleInputError
from engines.common.code_commands import (
    CODE_OR_CARDS,
    add_code_option,
    add_daily_command,
    day_of,
    print_lines,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import TextIO

    from engines.twentyfour.rules import Rules

__all__ = ["add_code_option", "add_commands", "hand_and_rules", "handlers"]

RulesOf = Callable[[argparse.Namespace], "Rules"]


def hand_and_rules(
    arguments: argparse.Namespace, rules_of: RulesOf
) -> tuple[tuple[int, ...], Rules]:
    """The hand and rules of a command: from `--code` if given, else from the cards and options."""
    from engines.twentyfour.cards import parse_hand

    if arguments.code is None:
        rules = rules_of(arguments)
        return parse_hand(arguments.cards, highest=rules.highest_card), rules
    if arguments.cards:
        raise PuzzleInputError(Message.of(CODE_OR_CARDS))
    from engines.twentyfour import code

    return code.decode(arguments.code)


def add_commands(
    commands: argparse._SubParsersAction,
    rules_options: Callable[[argparse.ArgumentParser], None],
) -> None:
    code = commands.add_parser("code", help="the puzzle code of a hand and its rules")
    code.add_argument("cards", nargs="+")
    rules_options(code)
    add_daily_command(commands, "the hand")


def handlers(rules_of: RulesOf) -> dict[str, Callable[[argparse.Namespace, TextIO], int]]:
    """The handlers of the `code` and `daily` commands, by command name."""

    def write_code(arguments: argparse.Namespace, out: TextIO) -> int:
        from engines.twentyfour import code
        from engines.twentyfour.cards import parse_hand

        rules = rules_of(arguments)
        hand = parse_hand(arguments.cards, highest=rules.highest_card)
        return print_lines([code.encode(hand, rules)], out)

    def daily(arguments: argparse.Namespace, out: TextIO) -> int:
        from engines.twentyfour.api import solve
        from engines.twentyfour.cards import card_name
        from engines.twentyfour.daily import hand_of_the_day
        from engines.twentyfour.rules import DEFAULT_RULES

        hand = hand_of_the_day(day_of(arguments))
        solutions = [solution.text for solution in solve(hand, DEFAULT_RULES)]
        return print_lines([" ".join(map(card_name, hand)), *solutions], out)

    return {"code": write_code, "daily": daily}
