"""Every hand of four to six cards a deck can deal, graded and solved once for the usual rules.

A worksheet of sixty six-card hands with answers took half a minute to solve and grade, yet each
hand's level, number of solutions and simplest solutions never change. They are worked out once
(`python packaging/make_hand_tables.py`, about half an hour for six cards) and shipped in
`resources/hands/`. A table that is missing, or written in another format, is not used: dealing
and answer keys then solve as before, so the table changes how fast they are, never what they
give (tests compare samples of it with the solver).

`lzma`, `importlib.resources` and `pathlib` are imported when a table is first read: dealing
loads this module for every command of the command line.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Iterator, Sequence
from functools import cache
from itertools import combinations_with_replacement
from typing import Any, NamedTuple

from engines.common import Level
from engines.twentyfour.rules import DEFAULT_RULES, Rules

FORMAT = "# puzzle-suite known hands 1"
"""The first line of a table; a table with another is ignored."""
CARD_COUNTS = (4, 5, 6)
LISTED = 12
"""Solutions kept per hand, simplest first: the most a worksheet (8) or the presentation (12)
shows before "+N more"."""
SAME_VALUE = 4
"""Cards of one value in a deck."""
DIGITS = "123456789ABCD"
LEVEL_LETTERS: dict[str, Level | None] = {"e": "easy", "m": "medium", "h": "hard", "-": None}


class KnownHand(NamedTuple):
    """A hand's level (None when it has no solution), how many distinct solutions it has and
    the first LISTED of them, as `solve` lists them."""

    level: Level | None
    count: int
    first: tuple[str, ...]


def dealable(cards: int) -> Iterator[tuple[int, ...]]:
    """Every hand of `cards` cards a 52-card deck can deal, sorted, in increasing order."""
    for hand in combinations_with_replacement(range(1, 14), cards):
        if max(Counter(hand).values()) <= SAME_VALUE:
            yield hand


def _key(hand: Sequence[int]) -> str:
    return "".join(DIGITS[value - 1] for value in sorted(hand))


def table_name(cards: int) -> str:
    return f"twentyfour_{cards}.tsv.xz"


def table_text(lines: Sequence[str]) -> str:
    """A table's text: the format line, then one line per hand."""
    return "\n".join([FORMAT, *lines]) + "\n"


def _read_bytes(resource: Any) -> bytes:
    """The resource's bytes. A file on disk is read through a bare descriptor, closed however
    the read ends: a background task cancelled mid-read (`gui/play/worker.py` interrupts its
    thread) would otherwise leave a file object to be finalised unclosed."""
    from pathlib import Path

    if not isinstance(resource, Path):
        return resource.read_bytes()
    descriptor = os.open(resource, os.O_RDONLY)
    try:
        chunks = []
        while chunk := os.read(descriptor, 1 << 20):
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        os.close(descriptor)


@cache
def _table(cards: int) -> dict[str, str] | None:
    """The table's lines by hand, the hand cut off; None without a usable table."""
    import lzma
    from importlib.resources import files

    try:
        data = _read_bytes(files("resources").joinpath("hands", table_name(cards)))
        text = lzma.decompress(data).decode("ascii")
    except (OSError, lzma.LZMAError, UnicodeDecodeError):
        return None
    header, _, body = text.partition("\n")
    if header != FORMAT:
        return None
    return dict(line.split("\t", 1) for line in body.splitlines())


def known(hand: Sequence[int], rules: Rules) -> KnownHand | None:
    """What the table says about `hand` under `rules`; None for other rules, sizes or hands
    (such as five aces), or without a table."""
    if rules != DEFAULT_RULES or len(hand) not in CARD_COUNTS:
        return None
    table = _table(len(hand))
    line = None if table is None else table.get(_key(hand))
    if line is None:
        return None
    level, count, *first = line.split("\t")
    return KnownHand(LEVEL_LETTERS[level], int(count), tuple(first))


def line_of(hand: tuple[int, ...]) -> str:
    """The table's line for `hand`, worked out by the solver and the grader."""
    from engines.twentyfour.api import is_solvable, solve
    from engines.twentyfour.grading import level_of_solvable

    solutions = solve(hand)
    if bool(solutions) != is_solvable(hand):
        raise AssertionError(f"solve and is_solvable disagree on {hand}")
    level = level_of_solvable(hand)[0] if solutions else "-"
    texts = [solution.text for solution in solutions[:LISTED]]
    return "\t".join([_key(hand), level, str(len(solutions)), *texts])
