"""What both engines' `code`, `daily` and `solve --code` commands share: the options and output.

Each engine's command line adds its own handlers (`engines.twentyfour.code_commands`,
`engines.matchsticks.code_commands`) over its own codes and daily puzzle, so an engine's command
line never reaches up into the mid-end.
"""

from __future__ import annotations

import argparse
import re

TYPE_CHECKING = False
if TYPE_CHECKING:
    import datetime
    from typing import TextIO

CODE_OR_CARDS = "give the cards or --code, not both"
CODE_OR_EQUATION = "give an equation, --batch or --code, only one of them"


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


def day_of(arguments: argparse.Namespace) -> datetime.date:
    import datetime

    return arguments.date or datetime.date.today()


def print_lines(lines: list[str], out: TextIO) -> int:
    out.writelines(f"{line}\n" for line in lines or ["NONE"])
    return 0
