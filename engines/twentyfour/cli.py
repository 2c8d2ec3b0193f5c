"""The command-line harness: `python -m engines.twentyfour <command>` (solve, table, oj, check,
deal, hint, grade, judge, code, daily).

Output is ASCII, one item per line, no decoration, so scripts and tests can read it. Bad input
gives one line on stderr and exit status 2, never a traceback; `check` exits 1 for a wrong answer.
The rule variants (`--any-subset`, `--whole-steps`, `--positive-steps`) and the presets
(`--preset countdown|krypto`) apply to every command that takes rules.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from itertools import combinations_with_replacement

from engines.common import LEVELS, PuzzleInputError
from engines.common.command_line import (
    MAX_LIMIT,
    MAX_SEED,
    Subcommands,
    UsageError,
    read_lines,
    run_command,
    subcommand_parser,
    whole_number,
)
from engines.twentyfour import code_commands
from engines.twentyfour.api import MAX_LISTED, count_solutions, first_solutions, solve
from engines.twentyfour.cards import (
    HIGHEST_CARD,
    LARGEST_CARD,
    MAX_CARDS,
    MIN_CARDS,
    card_name,
    parse_hand,
    parse_target,
)
from engines.twentyfour.messages import TOO_MANY_SOLUTIONS
from engines.twentyfour.rules import DIVISIONS, PRESET_NAMES, Rules
from engines.twentyfour.solver import TooManySolutions

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import TextIO

# The checker, dealer, grader, hint ladder, judge and left-to-right answers are imported by the
# commands that use them: every command loads this module, and `solve` should not pay for them.

NONE = "NONE"
ERROR = "ERROR"


_card_count = whole_number(MIN_CARDS, MAX_CARDS, "cards")
_limit = whole_number(1, MAX_LIMIT, "a limit")
_card_value = whole_number(1, 13, "a card value")
_seed = whole_number(-MAX_SEED, MAX_SEED, "a seed")
_large = whole_number(0, 4, "a number of large numbers")
_highest_card = whole_number(HIGHEST_CARD, LARGEST_CARD, "the highest card")


def _rules_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--target", help="the number to make (default 24)")
    parser.add_argument(
        "--left-to-right", action="store_true", help="no brackets; operators apply in order"
    )
    parser.add_argument("--division", choices=DIVISIONS, default="exact")
    parser.add_argument(
        "--any-subset", action="store_true", help="a solution may leave cards out (Countdown)"
    )
    parser.add_argument(
        "--whole-steps", action="store_true", help="every intermediate result a whole number"
    )
    parser.add_argument(
        "--positive-steps", action="store_true", help="every intermediate result above zero"
    )
    parser.add_argument(
        "--highest-card",
        type=_highest_card,
        metavar="N",
        help="cards are numbers 1 to N (default 13; 100 with a variant option)",
    )
    parser.add_argument(
        "--preset",
        choices=PRESET_NAMES,
        help="countdown: any subset, whole positive steps, numbers 1-10 25 50 75 100, "
        "target 100-999; krypto: every card, whole steps, cards 1-25",
    )


def _add_solve(commands: argparse._SubParsersAction) -> None:
    solve_parser = commands.add_parser("solve", help="every distinct solution, or NONE")
    solve_parser.add_argument("cards", nargs="*")
    listing = solve_parser.add_mutually_exclusive_group()
    listing.add_argument("--limit", type=_limit, metavar="N", help="list only the first N")
    listing.add_argument("--count", action="store_true", help="print only how many there are")
    solve_parser.add_argument(
        "--closest",
        action="store_true",
        help="without an exact solution: CLOSEST <value> <Countdown points>, then its solutions",
    )
    _rules_options(solve_parser)
    code_commands.add_code_option(solve_parser)


def _add_table(commands: argparse._SubParsersAction) -> None:
    table_parser = commands.add_parser("table", help="every hand with its solutions")
    table_parser.add_argument("--cards", type=_card_count, default=4)
    table_parser.add_argument("--low", type=_card_value, default=1)
    table_parser.add_argument("--high", type=_card_value, default=13)
    _rules_options(table_parser)


def _add_oj(commands: argparse._SubParsersAction) -> None:
    oj_parser = commands.add_parser("oj", help="left-to-right answers for hands read from stdin")
    oj_parser.add_argument("--division", choices=DIVISIONS, default="exact")


def _add_check(commands: argparse._SubParsersAction) -> None:
    check_parser = commands.add_parser("check", help="check an expression: OK or the problem")
    check_parser.add_argument("expression")
    check_parser.add_argument("cards", nargs="+")
    check_parser.add_argument(
        "--points", action="store_true", help="then POINTS n: Countdown's points for the answer"
    )
    _rules_options(check_parser)


def _add_deal(commands: argparse._SubParsersAction) -> None:
    deal_parser = commands.add_parser("deal", help="deal a solvable hand")
    deal_parser.add_argument("--level", choices=LEVELS)
    deal_parser.add_argument("--seed", type=_seed)
    deal_parser.add_argument("--cards", type=_card_count)
    deal_parser.add_argument(
        "--large",
        type=_large,
        help="Countdown: how many large numbers (0-4, default 2)",
    )
    _rules_options(deal_parser)


def _add_hint(commands: argparse._SubParsersAction) -> None:
    hint_parser = commands.add_parser("hint", help="the hint ladder, or NONE")
    hint_parser.add_argument("cards", nargs="+")
    _rules_options(hint_parser)


def _add_grade(commands: argparse._SubParsersAction) -> None:
    grade_parser = commands.add_parser("grade", help="level and score of a hand, or none")
    grade_parser.add_argument("cards", nargs="*")
    grade_parser.add_argument(
        "--batch", action="store_true", help="read hands from stdin, one a line"
    )
    _rules_options(grade_parser)


def _add_sharing(commands: argparse._SubParsersAction) -> None:
    code_commands.add_commands(commands, _rules_options)


def _add_judge(commands: argparse._SubParsersAction) -> None:
    from engines.twentyfour import judge_cli

    judge_cli.add_parser(commands, _rules_options)


_SUBCOMMANDS: Subcommands = (
    (("solve",), _add_solve),
    (("table",), _add_table),
    (("oj",), _add_oj),
    (("check",), _add_check),
    (("deal",), _add_deal),
    (("hint",), _add_hint),
    (("grade",), _add_grade),
    (("code", "daily"), _add_sharing),
    (("judge",), _add_judge),
)


def _rules(arguments: argparse.Namespace) -> Rules:
    """The rules the options ask for: a preset's, with any variant option added to them."""
    target = parse_target("24" if arguments.target is None else arguments.target)
    variants = {
        "any_subset": arguments.any_subset,
        "whole_steps": arguments.whole_steps,
        "positive_steps": arguments.positive_steps,
    }
    if arguments.preset in (None, "24"):
        highest = LARGEST_CARD if any(variants.values()) else HIGHEST_CARD
        rules = Rules(target=target, **variants, highest_card=highest)
    else:
        from engines.twentyfour import presets

        base = presets.PRESETS[arguments.preset].rules(target)
        variants = {name: on or getattr(base, name) for name, on in variants.items()}
        rules = base.replace(**variants)
    changes = {"left_to_right": arguments.left_to_right, "division": arguments.division}
    if arguments.highest_card is not None:
        changes["highest_card"] = arguments.highest_card
    return rules.replace(**changes)


def _played(
    arguments: argparse.Namespace, cards: str | Sequence[str]
) -> tuple[tuple[int, ...], Rules]:
    """The hand and rules of a command; a preset refuses a hand or target it cannot deal."""
    rules = _rules(arguments)
    hand = parse_hand(cards, highest=rules.highest_card)
    if arguments.preset not in (None, "24"):
        from engines.twentyfour import presets

        presets.check_hand(arguments.preset, hand, rules.target)
    return hand, rules


def _lines_or_none(lines: Sequence[object], out: TextIO) -> int:
    """One write for the whole listing: line by line, an unbuffered stdout (PYTHONUNBUFFERED)
    makes a system call per line, which took longer than sorting 14,541 solutions."""
    out.write("".join(f"{line}\n" for line in lines or [NONE]))
    return 0


def _hand_and_rules(arguments: argparse.Namespace) -> tuple[tuple[int, ...], Rules]:
    """From the cards and options (a preset checks them), or from `--code` (read only when
    given)."""
    if arguments.code is None:
        return _played(arguments, arguments.cards)
    return code_commands.hand_and_rules(arguments, _rules)


def _solve(arguments: argparse.Namespace, out: TextIO) -> int:
    hand, rules = _hand_and_rules(arguments)
    if arguments.closest:
        return _closest(hand, rules, arguments.limit, out)
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


def _closest(hand: tuple[int, ...], rules: Rules, limit: int | None, out: TextIO) -> int:
    from engines.twentyfour import presets

    best = presets.closest(hand, rules, limit or MAX_LISTED)
    lines = [solution.text for solution in best.solutions]
    if best.value is not None and best.value != rules.target:
        lines.insert(0, f"CLOSEST {best.value} {best.points}")
    return _lines_or_none(lines, out)


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
    from engines.twentyfour import left_to_right

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
    from engines.twentyfour import presets
    from engines.twentyfour.checker import check

    hand, rules = _played(arguments, arguments.cards)
    result = check(arguments.expression, hand, rules)
    out.write(("OK" if result.ok else str(result.message)) + "\n")
    if arguments.points:
        out.write(f"POINTS {presets.answer_points(result, rules.target)}\n")
    return 0 if result.ok else 1


def _deal(arguments: argparse.Namespace, out: TextIO) -> int:
    """A hand; a preset deals its target too, printed on a second line."""
    from engines.twentyfour import presets
    from engines.twentyfour.dealing import deal

    if arguments.preset in ("countdown", "krypto"):
        if arguments.level is not None or arguments.cards is not None:
            raise UsageError(f"--level and --cards do not apply to --preset {arguments.preset}")
        if arguments.preset == "countdown":
            large = presets.DEFAULT_LARGE if arguments.large is None else arguments.large
            hand, target = presets.deal_countdown(arguments.seed, large)
        else:
            hand, target = presets.deal_krypto(arguments.seed)
        out.write(" ".join(map(str, hand)) + f"\n{target}\n")
        return 0
    rules = _rules(arguments)
    cards = 4 if arguments.cards is None else arguments.cards
    hand = deal(arguments.level, seed=arguments.seed, cards=cards, rules=rules)
    out.write(" ".join(card_name(value) for value in hand) + "\n")
    return 0


def _hint(arguments: argparse.Namespace, out: TextIO) -> int:
    from engines.twentyfour.hint_ladder import hints

    ladder = hints(*_played(arguments, arguments.cards))
    return _lines_or_none([hint.message for hint in ladder], out)


NO_LEVEL = "none"


def _graded(hand: Sequence[int], rules: Rules) -> str:
    from engines.twentyfour.grading import grade

    graded = grade(hand, rules)
    return NO_LEVEL if graded is None else f"{graded[0]}\t{graded[1]:.3f}"


def _grade(arguments: argparse.Namespace, source: TextIO, out: TextIO, err: TextIO) -> int:
    """One hand: `level<TAB>score` (higher is harder) or `none`; with --batch, a hand a line
    from stdin, printed back before its grade; a bad line is reported and skipped (exit 2)."""
    rules = _rules(arguments)
    if arguments.batch == bool(arguments.cards):
        raise UsageError("give the cards of one hand or --batch")
    if not arguments.batch:
        out.write(_graded(_played(arguments, arguments.cards)[0], rules) + "\n")
        return 0
    status = 0
    for number, line in read_lines(source):
        if not line.strip():
            continue
        try:
            hand = _played(arguments, line)[0]
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
        typed = _target_values_joined(sys.argv[1:] if argv is None else argv)
        parser = subcommand_parser(
            "python -m engines.twentyfour", __doc__, _SUBCOMMANDS, typed[0] if typed else None
        )
        arguments = parser.parse_args(typed)
        if arguments.command == "oj":
            return _oj(arguments, source, out)
        if arguments.command == "grade":
            return _grade(arguments, source, out, err)
        if arguments.command == "judge":
            from engines.twentyfour import judge_cli

            _, rules = _played(arguments, arguments.cards)
            return judge_cli.run(arguments, rules, (source, out, err))
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
