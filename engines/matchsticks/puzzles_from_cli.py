"""`python -m engines.matchsticks puzzles-from 9-7=2`: every puzzle that equation answers.

One puzzle per line, sorted, or NONE. The kind and count come from the usual puzzle options
(`--moves K`, `--add K`, `--remove K`), and so do the rules; `--unique` keeps only puzzles whose
only solution is the given answer.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import TextIO

from engines.matchsticks.model import Kind, Rules
from engines.matchsticks.puzzles_from import puzzles_from


def add_parser(commands: argparse._SubParsersAction, puzzle_options: Callable) -> None:
    """Register `puzzles-from`; `puzzle_options` adds the kind, count and rules options."""
    parser = commands.add_parser("puzzles-from", help="print every puzzle an equation answers")
    parser.add_argument("answer", help="a true equation, such as 9-7=2")
    puzzle_options(parser)
    parser.add_argument(
        "--unique", action="store_true", help="only puzzles whose one solution is the answer"
    )


def run(
    options: argparse.Namespace, rules: Rules, task: tuple[Kind, int], out: TextIO
) -> int:
    """Print the puzzles; a bad answer raises PuzzleInputError for the caller to report."""
    kind, count = task
    puzzles = puzzles_from(options.answer, kind, count, unique=options.unique, rules=rules)
    texts = [str(puzzle.start.text()) for puzzle in puzzles]
    print("\n".join(texts) if texts else "NONE", file=out)
    return 0
