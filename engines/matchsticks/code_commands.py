"""The matchstick `code` and `daily` commands and `solve --code`, over the engine's own codes.

The handlers import the codes, the solver, the daily puzzle and `datetime` only when they run,
so the other commands do not pay for them.
"""

from __future__ import annotations

import argparse

from engines.common import Message, PuzzleInputError
from engines.common.code_commands import (
    CODE_OR_EQUATION,
    add_code_option,
    add_daily_command,
    day_of,
    print_lines,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import TextIO

    from engines.matchsticks.model import Kind, Puzzle, Rules

    Task = Callable[[argparse.Namespace], tuple[Kind, int]]
    RulesOf = Callable[[argparse.Namespace], Rules]

__all__ = ["add_code_option", "add_commands", "handlers", "solve_code"]


def add_commands(
    commands: argparse._SubParsersAction,
    puzzle_options: Callable[[argparse.ArgumentParser], None],
) -> None:
    code = commands.add_parser("code", help="the puzzle code of an equation and its rules")
    code.add_argument("equation", help="such as 5+7=2")
    puzzle_options(code)
    add_daily_command(commands, "its code")


def _solution_lines(puzzle: Puzzle, rules: Rules) -> list[str]:
    from engines.matchsticks.solver import solve

    return [solution.text for solution in solve(puzzle, rules)]


def handlers(
    task_of: Task, rules_of: RulesOf
) -> dict[str, Callable[[argparse.Namespace, TextIO], int]]:
    """The handlers of the `code` and `daily` commands, by command name."""

    def write_code(options: argparse.Namespace, out: TextIO) -> int:
        from engines.matchsticks import code
        from engines.matchsticks.model import Puzzle
        from engines.matchsticks.parsing import parse

        rules = rules_of(options)
        kind, count = task_of(options)
        puzzle = Puzzle(parse(options.equation, rules), kind, count)
        return print_lines([code.encode(puzzle, rules)], out)

    def daily(options: argparse.Namespace, out: TextIO) -> int:
        from engines.matchsticks import code
        from engines.matchsticks.daily import daily_puzzle
        from engines.matchsticks.model import STANDARD_RULES

        puzzle = daily_puzzle(day_of(options))
        lines = _solution_lines(puzzle, STANDARD_RULES)
        return print_lines([code.encode(puzzle, STANDARD_RULES), *lines], out)

    return {"code": write_code, "daily": daily}


def solve_code(options: argparse.Namespace, out: TextIO) -> int:
    """`solve --code`: every solution of the coded puzzle under its own rules, or NONE."""
    from engines.matchsticks import code

    if options.equation is not None or options.batch:
        raise PuzzleInputError(Message.of(CODE_OR_EQUATION))
    return print_lines(_solution_lines(*code.decode(options.code)), out)
