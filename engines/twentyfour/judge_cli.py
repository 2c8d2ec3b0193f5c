"""`python -m engines.twentyfour judge 2 4 6 12`: a "how many ways?" round read from stdin.

One answer per line; for each, `NEW n`, `SAME k` (k is the line of the earlier answer),
`WRONG <message>`, or `UNFINISHED <message>` for what is not an answer yet (empty, unfinished,
a card missing: it costs nothing), and at the end `SCORE s`. Blank lines are skipped. Input is
bounded: a line is read up to a little past the longest expression the checker accepts (the
rest of it is discarded, and the answer is judged too long), and a round has at most
MAX_ANSWERS answers.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterator
from typing import TextIO

from engines.common.command_line import BYTE_ORDER_MARK
from engines.twentyfour.cards import parse_hand
from engines.twentyfour.expression import MAX_EXPRESSION_CHARS
from engines.twentyfour.rules import Rules

# `run` imports the judge when it runs: every command of the command line registers `judge`, and
# only this one needs it (issue 12's start-up-sensitive figures).

MAX_ANSWERS = 1000
"""Far more than any hand has solutions; a round that goes on longer is not a contest."""
_READ_LIMIT = MAX_EXPRESSION_CHARS + 2


def add_parser(commands: argparse._SubParsersAction, rules_options: Callable) -> None:
    """Register the `judge` subcommand; `rules_options` adds --target and the other rules."""
    parser = commands.add_parser(
        "judge", help="judge answers from stdin: NEW, SAME, WRONG or UNFINISHED"
    )
    parser.add_argument("cards", nargs="+")
    rules_options(parser)


def _answers(source: TextIO) -> Iterator[tuple[int, str]]:
    """(line number, text) for each non-blank line, each read within _READ_LIMIT characters."""
    number = 0
    while True:
        line = source.readline(_READ_LIMIT)
        if not line:
            return
        number += 1
        if number == 1:
            line = line.removeprefix(BYTE_ORDER_MARK)
        complete = line.endswith("\n")
        while not complete:
            rest = source.readline(_READ_LIMIT)
            complete = not rest or rest.endswith("\n")
        if line.strip():
            yield number, line.strip()


def run(
    arguments: argparse.Namespace, rules: Rules, streams: tuple[TextIO, TextIO, TextIO]
) -> int:
    """Judge every answer on the input stream; exit status 0, or 2 past MAX_ANSWERS answers.

    `streams` is (input, output, errors); a bad hand raises PuzzleInputError for the caller.
    """
    from engines.twentyfour.judge import Judge

    source, out, err = streams
    judge = Judge(parse_hand(arguments.cards, highest=rules.highest_card), rules)
    lines: list[int] = []
    for number, text in _answers(source):
        if len(lines) == MAX_ANSWERS:
            err.write(f"error: line {number}: at most {MAX_ANSWERS} answers in one round\n")
            return 2
        lines.append(number)
        verdict = judge.submit(text)
        if verdict.kind == "new":
            out.write(f"NEW {verdict.found}\n")
        elif verdict.kind == "same":
            assert verdict.same_as is not None
            out.write(f"SAME {lines[verdict.same_as - 1]}\n")
        elif verdict.kind == "unfinished":
            out.write(f"UNFINISHED {verdict.message}\n")
        else:
            out.write(f"WRONG {verdict.message}\n")
    out.write(f"SCORE {judge.score}\n")
    return 0
