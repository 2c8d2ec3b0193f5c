"""`puzzle-suite --worksheet FILE.pdf --game 24|matchsticks ...` (or `--set SET.txt` in place of
the game and its settings): a worksheet without a window.

Runs offscreen as well as on a desktop. Exit status 0 when the PDF is written; otherwise one line
on stderr and status 2 (settings no puzzle fits, a file that cannot be written). The program
reads these options at every start, so the engines and the drawing modules are imported only to
write a sheet.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Collection
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP

from engines.classroom.sheet_limits import GAMES, MAX_PUZZLES, MIN_PUZZLES
from engines.common import LEVELS, PuzzleInputError
from engines.common.command_line import whole_number
from gui.shell.i18n import CHINESE, ENGLISH, SYSTEM, resolve_language

if TYPE_CHECKING:
    from engines.classroom.worksheet import Entry, Options
    from gui.classroom.worksheet.page import Sheet

MIN_CARDS, MAX_CARDS = 4, 6
DEFAULT_TITLES = {
    "24": QT_TRANSLATE_NOOP("Worksheet", "24 points practice"),
    "matchsticks": QT_TRANSLATE_NOOP("Worksheet", "Matchstick puzzles"),
}
MIXED_TITLE = QT_TRANSLATE_NOOP("Worksheet", "Puzzles")
SHEET_OPTIONS = ("game", "count", "level", "cards", "moves", "add", "remove", "seed", "title")
GENERATOR_OPTIONS = (*SHEET_OPTIONS[:-1], "glyphs", "script")
"""--glyphs and --script also choose the numerals of `--equation`, so they need no --worksheet."""
MATCHSTICK_OPTIONS = ("moves", "add", "remove", "glyphs", "script")
"""What only a sheet of generated puzzles takes: a set gives its own puzzles."""


def title_for(games: Collection[str]) -> str:
    """The default title (untranslated) of a sheet holding puzzles of `games`."""
    kinds = set(games)
    return DEFAULT_TITLES[kinds.pop()] if len(kinds) == 1 else MIXED_TITLE


_seed = whole_number(0, 10**12 - 1, "a seed")


def _title(text: str) -> str:
    if len(text) > 120:
        raise argparse.ArgumentTypeError("a title is at most 120 characters")
    return text


def _sticks(option: str) -> Callable[[str], int]:
    """How many sticks a matchstick worksheet moves, adds or removes, read by the engine's
    rule when the option is given (the engine is not loaded otherwise)."""

    def read(text: str) -> int:
        from engines.matchsticks.model import MAX_COUNT

        return whole_number(1, MAX_COUNT, option)(text)

    read.__name__ = option
    return read


def add_options(parser: argparse.ArgumentParser) -> None:
    """The worksheet options of the program's command line."""
    group = parser.add_argument_group("worksheets")
    group.add_argument("--worksheet", metavar="FILE", type=Path, help="write a worksheet PDF")
    group.add_argument("--game", choices=GAMES, help="the worksheet's game")
    group.add_argument(
        "--count", type=whole_number(MIN_PUZZLES, MAX_PUZZLES, "--count"), help="puzzles (12)"
    )
    group.add_argument("--level", choices=LEVELS, help="difficulty (any)")
    group.add_argument(
        "--cards", type=whole_number(MIN_CARDS, MAX_CARDS, "--cards"), help="24 points: cards (4)"
    )
    kinds = group.add_mutually_exclusive_group()
    for kind, verb in (("moves", "move"), ("add", "add"), ("remove", "remove")):
        kinds.add_argument(
            f"--{kind}",
            type=_sticks(f"--{kind}"),
            metavar="K",
            help=f"matchsticks: {verb} K sticks",
        )
    group.add_argument(
        "--glyphs",
        choices=("standard", "flexible", "handwritten"),
        help="matchsticks: digit shapes (standard), of a worksheet or --equation",
    )
    group.add_argument(
        "--script", choices=("arabic", "roman"), help="matchsticks: numerals, as --glyphs"
    )
    group.add_argument("--seed", type=_seed, help="the same seed makes the same worksheet")
    group.add_argument("--title", type=_title, help="the worksheet's title")
    group.add_argument("--answers", action="store_true", help="add the answer key")
    group.add_argument("--ascii", action="store_true", help="answer key with * and /, not × ÷")
    group.add_argument(
        "--no-solution",
        action="store_true",
        help="one puzzle in six has no solution (the key says so)",
    )


def problem(options: argparse.Namespace) -> str | None:
    """What is wrong with the worksheet options in one line, or None."""
    given = [name for name in SHEET_OPTIONS if getattr(options, name) is not None]
    given += [name for name in ("answers", "no_solution") if getattr(options, name)]
    if options.worksheet is None:
        return f"--{given[0].replace('_', '-')} needs --worksheet FILE" if given else None
    puzzle_set = getattr(options, "set", None)
    if puzzle_set is not None:
        return _set_problem(options, puzzle_set.count)
    if options.game is None:
        return "--worksheet needs --game 24 or --game matchsticks, or --set FILE"
    if options.game == "24" and any(
        getattr(options, name) is not None for name in MATCHSTICK_OPTIONS
    ):
        return "--moves, --add, --remove, --glyphs and --script are for --game matchsticks"
    if options.script == "roman" and options.glyphs is not None:
        return "--glyphs sets the shapes of digits; Roman numerals have their own"
    if options.game == "matchsticks" and options.cards is not None:
        return "--cards is for --game 24"
    return None


def _set_problem(options: argparse.Namespace, count: int) -> str | None:
    """What is wrong with making a worksheet of a set: settings only the generator takes, or
    more puzzles than a sheet holds."""
    if options.game is not None:
        return "--set gives the puzzles; it cannot be used with --game"
    generator = [name for name in GENERATOR_OPTIONS if getattr(options, name) is not None]
    if options.no_solution:
        generator.append("no-solution")
    if generator:
        return f"--{generator[0]} is for --game; --set gives its own puzzles"
    if count > MAX_PUZZLES:
        return f"a worksheet holds at most {MAX_PUZZLES} puzzles; the set has {count}"
    return None


def sheet_options(options: argparse.Namespace) -> Options:
    from engines.classroom.worksheet import Options

    kind, sticks = next(
        (
            (kind, getattr(options, name))
            for name, kind in (("moves", "move"), ("add", "add"), ("remove", "remove"))
            if getattr(options, name) is not None
        ),
        ("move", 1),
    )
    return Options(
        game=options.game,
        count=options.count or 12,
        level=options.level,
        cards=options.cards or 4,
        kind=kind,
        sticks=sticks,
        glyphs="roman" if options.script == "roman" else options.glyphs or "standard",
        seed=options.seed,
        no_solution=options.no_solution,
    )


def make_sheet(chosen: list[Entry], seed: int | None, options: argparse.Namespace) -> Sheet:
    from gui.classroom.worksheet.language import SheetLanguage
    from gui.classroom.worksheet.page import Sheet

    language = resolve_language(options.lang or SYSTEM)
    title = options.title or SheetLanguage(language).tr(title_for(e.game for e in chosen))
    return Sheet(
        title,
        tuple(chosen),
        seed,
        answers=options.answers,
        language=language if language in (ENGLISH, CHINESE) else ENGLISH,
        math_symbols=not options.ascii,
        no_solution=options.no_solution and getattr(options, "set", None) is None,
    )


def run(options: argparse.Namespace) -> int:
    """Write the worksheet the options describe; the exit status."""
    from engines.classroom.worksheet import entries, entry_of, fresh_seed

    puzzle_set = getattr(options, "set", None)
    seed: int | None = None
    if puzzle_set is not None:
        chosen = [entry_of(puzzle) for puzzle in puzzle_set.puzzles]
    else:
        settings = sheet_options(options)
        seed = settings.seed if settings.seed is not None else fresh_seed()
        try:
            chosen = entries(settings, seed)
        except PuzzleInputError as error:
            print(f"puzzle-suite: error: {error}", file=sys.stderr)
            return 2
    from gui.classroom.worksheet.page import write_pdf

    sheet = make_sheet(chosen, seed, options)
    if not write_pdf(sheet, str(options.worksheet)):
        print(f"puzzle-suite: error: cannot write {options.worksheet}", file=sys.stderr)
        return 2
    return 0
