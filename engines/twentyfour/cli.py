"""The command-line harness: `python -m engines.twentyfour <command>` (solve, table, oj, check,
deal, hint, grade, judge, code, daily).

Output is ASCII, one item per line, no decoration, so scripts and tests can read it. Bad input
gives one line on stderr and exit status 2, never a traceback; `check` exits 1 for a wrong answer.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from itertools import combinations_with_replacement
from typing import TextIO

from engines.common import LEVELS, PuzzleInputError
from engines.common.command_line import ArgumentParser, UsageError, read_lines, run_command
from engines.twentyfour import code_commands, judge_cli, left_to_right
from engines.twentyfour.api import count_solutions, first_solutions, solve
from engines.twentyfour.cards import MAX_CARDS, MIN_CARDS, card_name, parse_hand, parse_target
from engines.twentyfour.checker import check
from engines.twentyfour.dealing import deal
from engines.twentyfour.grading import grade
from engines.twentyfour.hints import hints
from engines.twentyfour.messages import TOO_MANY_SOLUTIONS
from engines.twentyfour.rules import DIVISIONS, Rules
from engines.twentyfour.solver import TooManySolutions

NONE = "NONE"
ERROR = "ERROR"


def _card_count(text: str) -> int:
    count = int(text)
    if not MIN_CARDS <= count <= MAX_CARDS:
        raise argparse.ArgumentTypeError(f"cards must be {MIN_CARDS} to {MAX_CARDS}")
    return count


def _limit(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"expected a number of at least 1, not {text[:12]!r}")
    return int(text)


def _card_value(text: str) -> int:
    value = int(text)
    if not 1 <= value <= 13:
        raise argparse.ArgumentTypeError("card values are 1 to 13")
    return value


def _rules_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--target", default="24", help="the number to make (default 24)")
    parser.add_argument(
        "--left-to-right", action="store_true", help="no brackets; operators apply in order"
    )
    parser.add_argument("--division", choices=DIVISIONS, default="exact")


def _parser() -> argparse.ArgumentParser:
    parser = ArgumentParser(prog="python -m engines.twentyfour", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)

    solve_parser = commands.add_parser("solve", help="every distinct solution, or NONE")
    solve_parser.add_argument("cards", nargs="*")
    listing = solve_parser.add_mutually_exclusive_group()
    listing.add_argument("--limit", type=_limit, metavar="N", help="list only the first N")
    listing.add_argument("--count", action="store_true", help="print only how many there are")
    _rules_options(solve_parser)
    code_commands.add_code_option(solve_parser)

    table_parser = commands.add_parser("table", help="every hand with its solutions")
    table_parser.add_argument("--cards", type=_card_count, default=4)
    table_parser.add_argument("--low", type=_card_value, default=1)
    table_parser.add_argument("--high", type=_card_value, default=13)
    _rules_options(table_parser)

    oj_parser = commands.add_parser("oj", help="left-to-right answers for hands read from stdin")
    oj_parser.add_argument("--division", choices=DIVISIONS, default="exact")

    check_parser = commands.add_parser("check", help="check an expression: OK or the problem")
    check_parser.add_argument("expression")
    check_parser.add_argument("cards", nargs="+")
    _rules_options(check_parser)

    deal_parser = commands.add_parser("deal", help="deal a solvable hand")
    deal_parser.add_argument("--level", choices=LEVELS)
    deal_parser.add_argument("--seed", type=int)
    deal_parser.add_argument("--cards", type=_card_count, default=4)
    _rules_options(deal_parser)

    hint_parser = commands.add_parser("hint", help="the hint ladder, or NONE")
    hint_parser.add_argument("cards", nargs="+")
    _rules_options(hint_parser)

    grade_parser = commands.add_parser("grade", help="level and score of a hand, or none")
    grade_parser.add_argument("cards", nargs="*")
    grade_parser.add_argument(
        "--batch", action="store_true", help="read hands from stdin, one a line"
    )
    _rules_options(grade_parser)
    code_commands.add_commands(commands, _rules_options)
    judge_cli.add_parser(commands, _rules_options)
    return parser


def _rules(arguments: argparse.Namespace) -> Rules:
    return Rules(
        target=parse_target(arguments.target),
        left_to_right=arguments.left_to_right,
        division=arguments.division,
    )


def _lines_or_none(lines: Sequence[object], out: TextIO) -> int:
    """One write for the whole listing: line by line, an unbuffered stdout (PYTHONUNBUFFERED)
    makes a system call per line, which took longer than sorting 14,541 solutions."""
    out.write("".join(f"{line}\n" for line in lines or [NONE]))
    return 0


def _hand_and_rules(arguments: argparse.Namespace) -> tuple[tuple[int, ...], Rules]:
    """From the cards and options, or from `--code` (read only when given)."""
    return code_commands.hand_and_rules(arguments, _rules)


def _solve(arguments: argparse.Namespace, out: TextIO) -> int:
    hand, rules = _hand_and_rules(arguments)
    try:
        if arguments.count:
            out.write(f"{count_solutions(hand, rules)}\n")
            return 0
        if arguments.limit is not None:
            solutions = list(first_solutions(hand, rules, arguments.limit).first)
        else:
            solutions = solve(hand, rules)
    except TooManySolutions as error:
        if error.message.template == TOO_MANY_SOLUTIONS:
            raise UsageError(f"{error}: add --limit N or --count") from error
        raise
    return _lines_or_none([solution.text for solution in solutions], out)


def _table(arguments: argparse.Namespace, out: TextIO) -> int:
    if arguments.low > arguments.high:
        raise UsageError("--low must not be above --high")
    rules = _rules(arguments)
    values = range(arguments.low, arguments.high + 1)
    for hand in combinations_with_replacement(values, arguments.cards):
        texts = [solution.text for solution in solve(hand, rules)]
        out.write("\t".join([" ".join(map(str, hand)), str(len(texts)), *texts]) + "\n")
    return 0


def _oj(arguments: argparse.Namespace, source: TextIO, out: TextIO) -> int:
    rules = Rules(left_to_right=True, division=arguments.division)
    for _number, line in read_lines(source):
        tokens = line.split()
        if not tokens:
            continue
        if any(token.lower() == "joker" for token in tokens):
            out.write(f"{ERROR}\n")
            continue
        answer = left_to_right.first_expression(parse_hand(tokens), rules)
        out.write(f"{answer or NONE}\n")
    return 0


def _check(arguments: argparse.Namespace, out: TextIO) -> int:
    result = check(arguments.expression, parse_hand(arguments.cards), _rules(arguments))
    out.write(("OK" if result.ok else str(result.message)) + "\n")
    return 0 if result.ok else 1


def _deal(arguments: argparse.Namespace, out: TextIO) -> int:
    hand = deal(
        arguments.level, seed=arguments.seed, cards=arguments.cards, rules=_rules(arguments)
    )
    out.write(" ".join(card_name(value) for value in hand) + "\n")
    return 0


def _hint(arguments: argparse.Namespace, out: TextIO) -> int:
    ladder = hints(parse_hand(arguments.cards), _rules(arguments))
    return _lines_or_none([hint.message for hint in ladder], out)


NO_LEVEL = "none"


def _graded(hand: Sequence[int], rules: Rules) -> str:
    graded = grade(hand, rules)
    return NO_LEVEL if graded is None else f"{graded[0]}\t{graded[1]:.3f}"


def _grade(arguments: argparse.Namespace, source: TextIO, out: TextIO, err: TextIO) -> int:
    """One hand: `level<TAB>score` (higher is harder) or `none`; with --batch, a hand a line
    from stdin, printed back before its grade; a bad line is reported and skipped (exit 2)."""
    rules = _rules(arguments)
    if arguments.batch == bool(arguments.cards):
        raise UsageError("give the cards of one hand or --batch")
    if not arguments.batch:
        out.write(_graded(parse_hand(arguments.cards), rules) + "\n")
        return 0
    status = 0
    for number, line in read_lines(source):
        if not line.strip():
            continue
        try:
            hand = parse_hand(line)
        except PuzzleInputError as error:
            err.write(f"error: line {number}: {error}\n")
            status = 2
            continue
        out.write(" ".join(map(str, hand)) + "\t" + _graded(hand, rules) + "\n")
    return status


def _target_values_joined(argv: Sequence[str]) -> list[str]:
    """`--target -1/3` as `--target=-1/3`: argparse would take the negative fraction for an
    option, as it only knows plain negative numbers."""
    joined: list[str] = []
    for token in argv:
        if joined and joined[-1] == "--target" and token.startswith("-"):
            joined[-1] = f"--target={token}"
        else:
            joined.append(token)
    return joined


def main(
    argv: Sequence[str] | None = None,
    source: TextIO = sys.stdin,
    out: TextIO = sys.stdout,
    err: TextIO = sys.stderr,
) -> int:
    """Run one command; returns the exit status."""

    def command() -> int:
        typed = sys.argv[1:] if argv is None else argv
        arguments = _parser().parse_args(_target_values_joined(typed))
        if arguments.command == "oj":
            return _oj(arguments, source, out)
        if arguments.command == "grade":
            return _grade(arguments, source, out, err)
        if arguments.command == "judge":
            return judge_cli.run(arguments, _rules(arguments), (source, out, err))
        run = {
            "solve": _solve,
            "table": _table,
            "check": _check,
            "deal": _deal,
            "hint": _hint,
            **code_commands.handlers(_rules),
        }[arguments.command]
        return run(arguments, out)

    return run_command(command, err)
