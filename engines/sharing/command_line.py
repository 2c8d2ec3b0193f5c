"""The sharing commands of both engines' command lines: `code`, `daily` and `solve --code`.

Each engine's `cli` registers these with a few lines and keeps its own options and rules; the
handlers here only turn a puzzle into its code, a date into its puzzle, or a code into a puzzle.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, TextIO

from engines.common import Message, PuzzleInputError

if TYPE_CHECKING:
    import datetime

    from engines.matchsticks.model import Kind
    from engines.matchsticks.model import Rules as MatchstickRules
    from engines.play.puzzles import MatchstickPuzzle, TwentyFourPuzzle
    from engines.twentyfour.rules import Rules as TwentyFourRules

# The handlers import the codes, the daily puzzles, the other game's engine and `datetime` only
# when they run: both command lines load this module, and neither should pay for the other game
# (or for codes and dates) on every `solve` (issue 12's start-up-sensitive figures).

CODE_OR_CARDS = "give the cards or --code, not both"
CODE_OR_EQUATION = "give an equation, --batch or --code, only one of them"

TwentyFourRulesOf = Callable[[argparse.Namespace], "TwentyFourRules"]


def _date(text: str) -> datetime.date:
    import datetime

    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", text):
        try:
            return datetime.date.fromisoformat(text)
        except ValueError:
            pass
    raise argparse.ArgumentTypeError(f"expected a date such as 2026-11-23, not {text[:20]!r}")


def add_code_option(parser: argparse.ArgumentParser) -> None:
    """`--code CODE`: the puzzle and its rules, in place of the puzzle's own arguments."""
    parser.add_argument("--code", help="a puzzle code such as 24:3388 or MS:5+7=2, with its rules")


def add_daily_command(commands: argparse._SubParsersAction, what: str) -> None:
    daily = commands.add_parser("daily", help=f"the puzzle of the day: {what}, then its solutions")
    daily.add_argument("--date", type=_date, help="YYYY-MM-DD (default today)")


def _day(arguments: argparse.Namespace) -> datetime.date:
    import datetime

    return arguments.date or datetime.date.today()


def _print_lines(lines: list[str], out: TextIO) -> int:
    out.writelines(f"{line}\n" for line in lines or ["NONE"])
    return 0


def twentyfour_puzzle(
    arguments: argparse.Namespace, rules_of: TwentyFourRulesOf
) -> TwentyFourPuzzle:
    """The hand and rules of a command: from `--code` if given, else from the cards and options."""
    if arguments.code is None:
        from engines.play.puzzles import TwentyFourPuzzle
        from engines.twentyfour.cards import parse_hand

        rules = rules_of(arguments)
        return TwentyFourPuzzle(parse_hand(arguments.cards, highest=rules.highest_card), rules)
    if arguments.cards:
        raise PuzzleInputError(Message.of(CODE_OR_CARDS))
    from engines.sharing.codes import twentyfour as twentyfour_codes

    return twentyfour_codes.decode(arguments.code)


def add_twentyfour_commands(
    commands: argparse._SubParsersAction,
    rules_options: Callable[[argparse.ArgumentParser], None],
) -> None:
    code = commands.add_parser("code", help="the puzzle code of a hand and its rules")
    code.add_argument("cards", nargs="+")
    rules_options(code)
    add_daily_command(commands, "the hand")


def twentyfour_handlers(
    rules_of: TwentyFourRulesOf,
) -> dict[str, Callable[[argparse.Namespace, TextIO], int]]:
    """The handlers of the 24-point `code` and `daily` commands, by command name."""

    def code(arguments: argparse.Namespace, out: TextIO) -> int:
        from engines.sharing.codes import twentyfour as twentyfour_codes
        from engines.twentyfour.cards import parse_hand

        rules = rules_of(arguments)
        hand = parse_hand(arguments.cards, highest=rules.highest_card)
        return _print_lines([twentyfour_codes.encode(hand, rules)], out)

    def daily(arguments: argparse.Namespace, out: TextIO) -> int:
        from engines.play.daily import daily_twentyfour
        from engines.twentyfour.api import solve as solve_twentyfour
        from engines.twentyfour.cards import card_name

        puzzle = daily_twentyfour(_day(arguments))
        solutions = [solution.text for solution in solve_twentyfour(puzzle.hand, puzzle.rules)]
        return _print_lines([" ".join(map(card_name, puzzle.hand)), *solutions], out)

    return {"code": code, "daily": daily}


def add_matchstick_commands(
    commands: argparse._SubParsersAction,
    puzzle_options: Callable[[argparse.ArgumentParser], None],
) -> None:
    code = commands.add_parser("code", help="the puzzle code of an equation and its rules")
    code.add_argument("equation", help="such as 5+7=2")
    puzzle_options(code)
    add_daily_command(commands, "its code")


MatchstickTask = Callable[[argparse.Namespace], "tuple[Kind, int]"]
MatchstickRulesOf = Callable[[argparse.Namespace], "MatchstickRules"]


def _matchstick_lines(shared: MatchstickPuzzle) -> list[str]:
    from engines.matchsticks.solver import solve as solve_matchsticks

    return [solution.text for solution in solve_matchsticks(shared.puzzle, shared.rules)]


def matchstick_handlers(
    task_of: MatchstickTask, rules_of: MatchstickRulesOf
) -> dict[str, Callable[[argparse.Namespace, TextIO], int]]:
    """The handlers of the matchstick `code` and `daily` commands, by command name."""

    def code(options: argparse.Namespace, out: TextIO) -> int:
        from engines.matchsticks.model import Puzzle
        from engines.matchsticks.parse import parse
        from engines.sharing.codes import matchsticks as matchstick_codes

        rules = rules_of(options)
        kind, count = task_of(options)
        puzzle = Puzzle(parse(options.equation, rules), kind, count)
        return _print_lines([matchstick_codes.encode(puzzle, rules)], out)

    def daily(options: argparse.Namespace, out: TextIO) -> int:
        from engines.play.daily import daily_matchsticks
        from engines.sharing.codes import code_of

        shared = daily_matchsticks(_day(options))
        return _print_lines([code_of(shared), *_matchstick_lines(shared)], out)

    return {"code": code, "daily": daily}


def solve_matchstick_code(options: argparse.Namespace, out: TextIO) -> int:
    """`solve --code`: every solution of the coded puzzle under its own rules, or NONE."""
    from engines.sharing.codes import matchsticks as matchstick_codes

    if options.equation is not None or options.batch:
        raise PuzzleInputError(Message.of(CODE_OR_EQUATION))
    return _print_lines(_matchstick_lines(matchstick_codes.decode(options.code)), out)
