"""What both command-line harnesses share: one-line errors, bounded input and quiet exits.

A harness builds its parser from `ArgumentParser`, wraps its work in `run_command` and is
started by `run_program`. Whatever goes wrong then ends in one of a few ways: one line on
stderr and status 2 for bad input (a bad argument, an undecodable byte, an over-long line),
status 141 when the reader of our output went away (`... | head -1`), 130 on Ctrl+C. Never a
traceback.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections.abc import Callable, Iterator, Sequence

from engines.common import PuzzleInputError, escape_controls, shown
from engines.common.typed_text import plain_text

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, NoReturn, TextIO

USAGE_ERROR = 2
INTERRUPTED = 128 + 2
"""What a shell reports for a program ended by SIGINT."""
BROKEN_PIPE = 128 + 13
"""What a shell reports for a program ended by SIGPIPE."""
MAX_LINE_CHARS = 1000
"""Longest input line a harness reads; far beyond any hand or equation."""
_SURROGATE = re.compile("[\ud800-\udfff]")
MAX_ECHOED_CHARS = 300
"""Longest error line a harness prints; an argument of 100 KB is echoed as its first 40
characters."""
_LONG_WORD = re.compile(r"\S{41,}")
BYTE_ORDER_MARK = "\ufeff"
NUMBER_RULE = (
    "Numbers on a command line (counts, limits, seeds, targets) are written with the digits "
    "0-9 or their full-width twins ０-９, with a minus sign where one makes sense. "
    "Underscores (1_0), other scripts' digits (٣), superscripts (²⁴) and mathematical "
    "digits (𝟐𝟒) are refused."
)
MAX_SEED = 10**18 - 1
MAX_LIMIT = 10**9
_WHOLE_NUMBER = re.compile(r"(-?)0*([0-9]{1,18})", re.ASCII)


def trimmed(message: str) -> str:
    """An error line with every long word cut to its first characters, and at most
    MAX_ECHOED_CHARS long: a 100 KB argument is not repeated whole."""
    message = _LONG_WORD.sub(lambda match: shown(match[0]), message)
    if len(message) > MAX_ECHOED_CHARS:
        message = message[: MAX_ECHOED_CHARS - 1] + "…"
    return message


def whole_number(low: int, high: int, what: str) -> Callable[[str], int]:
    """An argparse `type` reading a whole number from `low` to `high` by NUMBER_RULE."""

    digits = len(str(high))
    rule = (
        f"is a whole number of up to {digits} digits"
        if high == 10**digits - 1 and low in (0, -high)
        else f"must be {low} to {high}"
    )

    def read(text: str) -> int:
        match = _WHOLE_NUMBER.fullmatch(plain_text(text.strip(), operators=False))
        value = int(match[1] + match[2]) if match else None
        if value is None or not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{what} {rule}, not {shown(text)}")
        return value

    read.__name__ = what  # argparse names the type in some messages
    return read


class UsageError(Exception):
    """A command line or input stream the harness cannot read; reported in one line."""


def terminal_columns() -> int:
    """The terminal's width as `shutil.get_terminal_size` gives it (COLUMNS, else the
    terminal's, else 80), without loading `shutil` and the compression modules it brings."""
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns > 0:
        return columns
    try:
        return os.get_terminal_size(sys.__stdout__.fileno()).columns or 80
    except (AttributeError, ValueError, OSError):
        return 80


class HelpFormatter(argparse.HelpFormatter):
    """argparse's own help, as wide: argparse makes a formatter for every option it adds, and
    its own would load `shutil` for the width at the first one."""

    def __init__(
        self,
        prog: str,
        indent_increment: int = 2,
        max_help_position: int = 24,
        width: int | None = None,
    ) -> None:
        width = terminal_columns() - 2 if width is None else width
        super().__init__(prog, indent_increment, max_help_position, width)


class ArgumentParser(argparse.ArgumentParser):
    """Reports a bad command line as a UsageError instead of printing a usage block.

    Arguments with bytes the locale cannot decode (Python keeps them as lone surrogates) are
    refused up front: echoed later, they would stop the output in the middle of a line.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", HelpFormatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        raise UsageError(trimmed(message))

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        arguments = sys.argv[1:] if args is None else list(args)
        for argument in arguments:
            if not isinstance(argument, str) or _SURROGATE.search(argument):
                raise UsageError(f"argument {escape_controls(str(argument))} is not valid text")
        return super().parse_known_args(arguments, namespace)


Subcommands = tuple[tuple[tuple[str, ...], Callable[[argparse._SubParsersAction], None]], ...]
"""Each subcommand's name (or names) and what registers it, in the order help lists them."""


def subcommand_parser(
    prog: str, description: str | None, subcommands: Subcommands, typed: str | None
) -> ArgumentParser:
    """A command line of subcommands. Given the subcommand that was `typed`, only that one is
    built (building every subcommand took longer than solving a small puzzle); for anything
    else (`--help`, a name that does not exist) all of them are, so help and errors list every
    one."""
    parser = ArgumentParser(prog=prog, description=description)
    commands = parser.add_subparsers(dest="command", required=True)
    known = typed in {name for names, _add in subcommands for name in names}
    for names, add in subcommands:
        if not known or typed in names:
            add(commands)
    return parser


def report(error: object, err: TextIO) -> int:
    """Print `error` as one escaped, trimmed line on `err`; returns USAGE_ERROR."""
    err.write(f"error: {trimmed(escape_controls(str(error)))}\n")
    return USAGE_ERROR


def run_command(command: Callable[[], int], err: TextIO) -> int:
    """Run a harness's work; bad input of any kind becomes one line on `err` and status 2."""
    try:
        return command()
    except SystemExit as exit_:  # --help and --version end through argparse
        return exit_.code if isinstance(exit_.code, int) else USAGE_ERROR
    except (UsageError, PuzzleInputError) as error:
        return report(error, err)
    except UnicodeDecodeError as error:
        return report(f"the input is not {error.encoding} text", err)
    except UnicodeEncodeError as error:
        return report(f"the output cannot show {_unencodable(error)} in {error.encoding}", err)


def _unencodable(error: UnicodeEncodeError) -> str:
    return escape_controls(repr(error.object[error.start : error.end]))


def read_lines(source: TextIO, limit: int = MAX_LINE_CHARS) -> Iterator[tuple[int, str]]:
    """Number and text of each line; reads at most `limit` + 1 characters at a time.

    A longer line raises UsageError before it is held in memory whole.
    """
    number = 0
    while line := source.readline(limit + 1):
        number += 1
        if number == 1:
            line = line.removeprefix(BYTE_ORDER_MARK)  # as Notepad saves UTF-8
        if len(line) > limit and not line.endswith("\n"):
            raise UsageError(f"line {number} is longer than {limit} characters")
        yield number, line


def run_program(main: Callable[[], int]) -> NoReturn:
    """`main` as a program: exits with its status, quietly on a closed pipe or Ctrl+C.

    A harness writes only to stdout and stderr, so once both are flushed the process ends at
    once (`os._exit`) instead of freeing every object one by one: after a seven-card search that
    is millions of tuples and about 0.1 s, which the operating system does in no time.
    """
    try:
        status = main()
        sys.stdout.flush()
    except BrokenPipeError:
        # Python would complain again when it flushes stdout at exit.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        status = BROKEN_PIPE
    except KeyboardInterrupt:
        status = INTERRUPTED
    sys.stderr.flush()
    os._exit(status)
