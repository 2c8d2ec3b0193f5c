"""The command-line harness: `python -m engines.matchsticks solve|generate|check|hint|puzzles-from`.

Plain ASCII, one item per line, so scripts and tests can read the output. Bad input never shows a
traceback: it prints one line on stderr and exits with status 2.
"""

from __future__ import annotations

import argparse
import sys
from contextlib import redirect_stderr, redirect_stdout

from engines.common import LEVELS, PuzzleInputError
from engines.common.command_line import (
    MAX_LIMIT,
    MAX_SEED,
    USAGE_ERROR,
    Subcommands,
    UsageError,
    read_lines,
    report,
    run_command,
    subcommand_parser,
    whole_number,
)
from engines.matchsticks import code_commands
from engines.matchsticks.model import MAX_COUNT, Kind, Puzzle, Rules
from engines.matchsticks.parsing import parse
from engines.matchsticks.solver import count_solutions, solution_texts

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import TextIO

# The checker, generator, hint ladder and puzzles-from search are imported by the commands that
# use them: every command loads this module, and `solve` should not pay for them.

_count = whole_number(1, MAX_COUNT, "a number of sticks")
_limit = whole_number(1, MAX_LIMIT, "a limit")
_seed = whole_number(-MAX_SEED, MAX_SEED, "a seed")


def _add_puzzle_options(parser: argparse.ArgumentParser) -> None:
    kinds = parser.add_mutually_exclusive_group()
    kinds.add_argument("--moves", type=_count, metavar="K", help="move K sticks (default 1)")
    kinds.add_argument("--add", type=_count, metavar="K", help="add K sticks")
    kinds.add_argument("--remove", type=_count, metavar="K", help="remove K sticks")
    parser.add_argument("--equals-mutable", action="store_true", help="sticks may move in =")
    parser.add_argument("--ops", default="+-", help='operators allowed, such as "+-*/"')
    parser.add_argument("--no-leading-zeros", action="store_true", help="forbid 05 and the like")
    parser.add_argument(
        "--glyphs",
        choices=("standard", "flexible", "handwritten"),
        help="digit shapes: standard (default), flexible or handwritten",
    )
    parser.add_argument(
        "--script", choices=("arabic", "roman"), help="numbers in Arabic digits or Roman numerals"
    )


def _add_solve(commands: argparse._SubParsersAction) -> None:
    solve_parser = commands.add_parser("solve", help="print every solution, or NONE")
    solve_parser.add_argument("equation", nargs="?", help="such as 5+7=2")
    solve_parser.add_argument(
        "--batch", action="store_true", help="read puzzles from stdin, one per line"
    )
    listing = solve_parser.add_mutually_exclusive_group()
    listing.add_argument("--limit", type=_limit, metavar="N", help="list only the first N")
    listing.add_argument("--count", action="store_true", help="print only how many there are")
    _add_puzzle_options(solve_parser)
    code_commands.add_code_option(solve_parser)


def _add_generate(commands: argparse._SubParsersAction) -> None:
    from engines.matchsticks.generator import MAX_DIGITS

    generate_parser = commands.add_parser("generate", help="print a puzzle and its solutions")
    _add_puzzle_options(generate_parser)
    digits = whole_number(1, MAX_DIGITS, "a number of digits")
    generate_parser.add_argument("--digits", type=digits, default=1, metavar="D")
    generate_parser.add_argument("--unique", action="store_true", help="exactly one solution")
    generate_parser.add_argument("--level", choices=LEVELS)
    generate_parser.add_argument("--seed", type=_seed)


def _add_check(commands: argparse._SubParsersAction) -> None:
    check_parser = commands.add_parser("check", help="print OK or what is wrong")
    check_parser.add_argument("puzzle", help="such as 5+7=2")
    check_parser.add_argument("answer", help="such as 9-7=2")
    _add_puzzle_options(check_parser)


def _add_hint(commands: argparse._SubParsersAction) -> None:
    hint_parser = commands.add_parser("hint", help="print the three hints, or NONE")
    hint_parser.add_argument("equation", help="such as 5+7=2")
    _add_puzzle_options(hint_parser)


def _add_sharing(commands: argparse._SubParsersAction) -> None:
    code_commands.add_commands(commands, _add_puzzle_options)


def _add_puzzles_from(commands: argparse._SubParsersAction) -> None:
    from engines.matchsticks import puzzles_from_cli

    puzzles_from_cli.add_parser(commands, _add_puzzle_options)


_SUBCOMMANDS: Subcommands = (
    (("solve",), _add_solve),
    (("generate",), _add_generate),
    (("check",), _add_check),
    (("hint",), _add_hint),
    (("code", "daily"), _add_sharing),
    (("puzzles-from",), _add_puzzles_from),
)


def _kind_and_count(options: argparse.Namespace) -> tuple[Kind, int]:
    if options.add is not None:
        return "add", options.add
    if options.remove is not None:
        return "remove", options.remove
    return "move", options.moves or 1


def _rules(options: argparse.Namespace) -> Rules:
    glyphs = options.glyphs or "standard"
    if options.script == "roman":
        if options.glyphs is not None:
            raise UsageError("--glyphs sets the shapes of digits; Roman numerals have their own")
        if options.no_leading_zeros:
            raise UsageError("--no-leading-zeros is for digits; Roman numerals have no zero")
        glyphs = "roman"
    return Rules(
        equals_mutable=options.equals_mutable,
        ops=options.ops,
        leading_zeros=not options.no_leading_zeros,
        glyphs=glyphs,
    )


def _solution_texts(
    text: str, options: argparse.Namespace, rules: Rules, limit: int | None = None
) -> list[str]:
    kind, count = _kind_and_count(options)
    return solution_texts(Puzzle(parse(text, rules), kind, count), rules, limit)


def _solve_batch(
    options: argparse.Namespace, rules: Rules, streams: tuple[TextIO, TextIO, TextIO]
) -> int:
    source, out, err = streams
    status = 0
    for number, line in read_lines(source):
        text = line.strip()
        if not text:
            continue
        try:
            solutions = _solution_texts(text, options, rules)
        except PuzzleInputError as error:
            report(f"line {number}: {error}", err)
            status = USAGE_ERROR
            continue
        print("\t".join([text, str(len(solutions)), *solutions]), file=out)
    return status


def _solve_command(options: argparse.Namespace, streams: tuple[TextIO, TextIO, TextIO]) -> int:
    _, out, err = streams
    rules = _rules(options)
    if options.code is not None:
        return code_commands.solve_code(options, out)
    if options.batch == (options.equation is not None):
        print("error: give one equation or --batch", file=err)
        return USAGE_ERROR
    if options.batch:
        if options.limit is not None or options.count:
            print("error: --limit and --count list one equation, not --batch", file=err)
            return USAGE_ERROR
        return _solve_batch(options, rules, streams)
    if options.count:
        kind, count = _kind_and_count(options)
        puzzle = Puzzle(parse(options.equation, rules), kind, count)
        print(count_solutions(puzzle, rules), file=out)
        return 0
    solutions = _solution_texts(options.equation, options, rules, options.limit)
    print("\n".join(solutions) if solutions else "NONE", file=out)
    return 0


def _generate_command(options: argparse.Namespace, streams: tuple[TextIO, TextIO, TextIO]) -> int:
    from engines.matchsticks.generator import generate

    rules = _rules(options)
    kind, count = _kind_and_count(options)
    puzzle = generate(
        kind,
        count,
        options.digits,
        unique=options.unique,
        level=options.level,
        seed=options.seed,
        rules=rules,
    )
    lines = [puzzle.start.text(), *solution_texts(puzzle, rules)]
    print("\n".join(str(line) for line in lines), file=streams[1])
    return 0


def _check_command(options: argparse.Namespace, streams: tuple[TextIO, TextIO, TextIO]) -> int:
    from engines.matchsticks.checker import check_text

    rules = _rules(options)
    kind, count = _kind_and_count(options)
    puzzle = Puzzle(parse(options.puzzle, rules), kind, count)
    result = check_text(puzzle, options.answer, rules)
    print("OK" if result.ok else result.message, file=streams[1])
    return 0 if result.ok else 1


def _hint_command(options: argparse.Namespace, streams: tuple[TextIO, TextIO, TextIO]) -> int:
    from engines.matchsticks.hint_ladder import hints

    rules = _rules(options)
    kind, count = _kind_and_count(options)
    ladder = hints(Puzzle(parse(options.equation, rules), kind, count), rules)
    print("\n".join(str(hint.message) for hint in ladder) or "NONE", file=streams[1])
    return 0


def _puzzles_from_command(
    options: argparse.Namespace, streams: tuple[TextIO, TextIO, TextIO]
) -> int:
    from engines.matchsticks import puzzles_from_cli

    return puzzles_from_cli.run(options, _rules(options), _kind_and_count(options), streams[1])


_COMMANDS = {
    "solve": _solve_command,
    "generate": _generate_command,
    "check": _check_command,
    "hint": _hint_command,
    "puzzles-from": _puzzles_from_command,
}
_SHARING_COMMANDS = code_commands.handlers(_kind_and_count, _rules)


def main(
    argv: Sequence[str] | None = None,
    streams: tuple[TextIO, TextIO, TextIO] | None = None,
) -> int:
    """Run one command; returns the exit status (0 fine, 1 wrong answer, 2 bad input).

    `streams` is (input, output, errors), standard streams by default.
    """
    source, out, err = streams or (sys.stdin, sys.stdout, sys.stderr)
    typed = sys.argv[1:] if argv is None else list(argv)

    def command() -> int:
        with redirect_stdout(out), redirect_stderr(err):
            parser = subcommand_parser(
                "python -m engines.matchsticks", __doc__, _SUBCOMMANDS, typed[0] if typed else None
            )
            options = parser.parse_args(typed)
        if options.command in _SHARING_COMMANDS:
            return _SHARING_COMMANDS[options.command](options, out)
        return _COMMANDS[options.command](options, (source, out, err))

    return run_command(command, err)
