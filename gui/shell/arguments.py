"""The command line of the desktop app: every option read and checked before a window opens.

A bad option is one line (`UsageError`), never argparse's usage block: hands, codes, puzzle
sets, equations and the settings file are all read here, so a mistake is found before Qt
starts. The engines that read them are imported only when such an option is given: a plain
start should not wait for them before its first frame.
"""

from __future__ import annotations

import argparse
import os
import re
import stat
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from PySide6.QtCore import QSize

from engines.common import PuzzleInputError
from engines.common.command_line import trimmed
from gui.classroom.worksheet import command_line as worksheet_command
from gui.play.games import WINDOW_GAMES, check_fits_table
from gui.shell.appearance import APPEARANCES
from gui.shell.i18n import CHINESE, ENGLISH, SYSTEM

if TYPE_CHECKING:
    from engines.classroom.puzzle_sets import OpenSet

APPLICATION = "puzzle-suite"
LARGEST_SIZE = QSize(3840, 2400)
MAX_HAND_LENGTH = 100
PSEUDO_FILE_SYSTEMS = (Path("/proc"), Path("/sys"), Path("/dev"))
"""Their "regular files" are kernel interfaces: a settings file there would not keep changes."""


class UsageError(Exception):
    """A bad command line, reported as one line instead of argparse's usage block."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(trimmed(message))


def _size(text: str) -> QSize:
    from gui.shell.main_window import MINIMUM_SIZE

    match = re.fullmatch(r"(\d{1,5})x(\d{1,5})", text.strip())
    if match is None:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT such as 1280x800, got {text!r}")
    size = QSize(int(match[1]), int(match[2]))
    if size.boundedTo(LARGEST_SIZE) != size or size.expandedTo(MINIMUM_SIZE) != size:
        raise argparse.ArgumentTypeError(
            f"size must be between {MINIMUM_SIZE.width()}x{MINIMUM_SIZE.height()} and "
            f"{LARGEST_SIZE.width()}x{LARGEST_SIZE.height()}, got {text}"
        )
    return size


class _VersionAction(argparse.Action):
    """`--version`: reads the package metadata only when asked (it loads a slow module)."""

    def __call__(self, parser: argparse.ArgumentParser, *_args: object) -> NoReturn:
        from gui.shell.help_dialogs import app_version

        print(f"{parser.prog} {app_version()}", flush=True)
        parser.exit()


def _hand(text: str) -> str:
    """A hand the 24 points engine accepts, checked before any window opens."""
    from gui.twentyfour.table_hand import table_hand

    if len(text) > MAX_HAND_LENGTH:
        raise argparse.ArgumentTypeError(f"a hand is at most {MAX_HAND_LENGTH} characters")
    try:
        table_hand(text)
    except PuzzleInputError as error:
        raise argparse.ArgumentTypeError(str(error.message)) from None
    return text


def _settings_file(text: str) -> Path:
    """A settings file that can keep changes: an existing regular file, or a new one in an
    existing directory. A FIFO would hang start-up; a directory or /dev/null would lose
    every change without a word."""
    path = Path(text).expanduser().absolute()
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        if not path.parent.is_dir() or not os.access(path.parent, os.W_OK):
            raise argparse.ArgumentTypeError(f"cannot create {text!r}: no such folder") from None
        return path
    except OSError as error:
        raise argparse.ArgumentTypeError(f"cannot use {text!r}: {error.strerror}") from None
    real = path.resolve()
    if not stat.S_ISREG(mode) or any(real.is_relative_to(root) for root in PSEUDO_FILE_SYSTEMS):
        raise argparse.ArgumentTypeError(f"{text!r} is not a regular file")
    try:
        with path.open("a", encoding="utf-8"):
            pass
    except OSError as error:
        raise argparse.ArgumentTypeError(f"cannot write {text!r}: {error.strerror}") from None
    return path


def _glyph_set(options: argparse.Namespace) -> str | None:
    """The matchstick glyph set `--glyphs` and `--script` ask for, if any."""
    if options.script == "roman":
        if options.glyphs is not None:
            raise UsageError("--glyphs sets the shapes of digits; Roman numerals have their own")
        return "roman"
    return options.glyphs


def _check_equation(text: str, glyphs: str | None) -> None:
    """A well-formed matchstick equation (any operator the rules can allow), checked up front."""
    from engines.matchsticks import Rules as MatchstickRules
    from engines.matchsticks import parse as parse_equation

    try:
        parse_equation(text, MatchstickRules(ops="+-*/", glyphs=glyphs or "standard"))
    except PuzzleInputError as error:
        raise UsageError(f"argument --equation: {error.message}") from None


def _code(text: str) -> str:
    """A puzzle code either game can open (a 24-point hand the table holds), checked before
    any window opens."""
    from engines.sharing.codes import read_code

    try:
        puzzle = read_code(text)
        check_fits_table(puzzle)
    except PuzzleInputError as error:
        raise argparse.ArgumentTypeError(str(error.message)) from None
    return text


def _puzzle_set(text: str) -> OpenSet:
    """A puzzle set file, read whole before any window opens: every bad line on one line."""
    from engines.classroom.puzzle_sets import OpenSet, SetError

    try:
        return OpenSet.load(Path(text).expanduser())
    except SetError as error:
        raise argparse.ArgumentTypeError("; ".join(error.lines())) from None


def parse_arguments(argv: list[str]) -> argparse.Namespace:
    """The options; raises UsageError with a one-line explanation when they are wrong."""
    parser = _Parser(prog=APPLICATION, description="24 points and matchstick equations")
    parser.add_argument("--version", action=_VersionAction, nargs=0, help="show the version")
    parser.add_argument("--screenshot", metavar="FILE", type=Path, help="save the window as PNG")
    parser.add_argument("--tab", choices=tuple(WINDOW_GAMES), help="game to show")
    parser.add_argument("--hand", type=_hand, help='24 points hand to deal, e.g. "3 3 8 8"')
    parser.add_argument("--equation", help='matchstick equation to play, e.g. "5+7=2"')

    parser.add_argument("--lang", choices=(SYSTEM, ENGLISH, CHINESE), help="language")
    parser.add_argument("--appearance", choices=APPEARANCES, help="light or dark look")
    parser.add_argument("--size", type=_size, help="window size WIDTHxHEIGHT")
    parser.add_argument(
        "--settings", metavar="FILE", type=_settings_file, help="settings file to use"
    )
    parser.add_argument(
        "--data-dir", metavar="DIR", type=Path, help="directory for saved games (and records)"
    )
    parser.add_argument(
        "--startup-probe", action="store_true", help="print a line at the first frame and exit"
    )
    parser.add_argument(
        "--puzzle", metavar="CODE", type=_code, help="open a puzzle code, e.g. 24:3388"
    )
    parser.add_argument(
        "--set",
        metavar="FILE",
        type=_puzzle_set,
        help="open a puzzle set, or make a worksheet of it",
    )
    parser.add_argument(
        "--export-records", metavar="FILE", type=Path, help="write every record as CSV and exit"
    )
    parser.add_argument(
        "--host-contest",
        action="store_true",
        help="host a class contest without a window (options: --host-contest --help)",
    )
    worksheet_command.add_options(parser)
    options = parser.parse_args(argv)
    worksheet_problem = worksheet_command.problem(options)
    if worksheet_problem is not None:
        raise UsageError(worksheet_problem)
    for game in WINDOW_GAMES.values():
        typed = getattr(options, game.typed_option)
        if typed is not None and options.tab not in (None, game.key):
            option, shown = f"--{game.typed_option}", options.tab
            raise UsageError(f"{option} {game.typed_help}; it cannot be used with --tab {shown}")
    options.glyph_set = _glyph_set(options)
    if options.equation is not None:
        _check_equation(options.equation, options.glyph_set)
    if options.screenshot is not None and options.startup_probe:
        raise UsageError("--screenshot and --startup-probe cannot be used together")
    return options
