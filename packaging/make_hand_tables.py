"""Solves and grades every hand a deck can deal of four to six cards, for `known_hands`.

    python packaging/make_hand_tables.py [CARDS...]

Writes `resources/hands/twentyfour_<cards>.tsv.xz`. Run it again whenever the solver's order of
solutions, the grading or the table's format changes (`tests/test_known_hands.py` compares
samples of the shipped tables with the solver, so a stale table fails there). Four cards take
seconds, five a minute or two and six about half an hour of one core.
"""

from __future__ import annotations

import argparse
import lzma
from pathlib import Path

from engines.twentyfour.known_hands import CARD_COUNTS, dealable, line_of, table_name, table_text
from engines.twentyfour.solver import clear_caches

FOLDER = Path(__file__).resolve().parent.parent / "resources" / "hands"
FORGET_EVERY = 500
"""Hands solved between emptying the solver's caches, which otherwise grow all run long."""


def lines(cards: int) -> list[str]:
    made = []
    for number, hand in enumerate(dealable(cards), start=1):
        made.append(line_of(hand))
        if number % FORGET_EVERY == 0:
            clear_caches()
    return made


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cards", type=int, nargs="*", choices=CARD_COUNTS, default=CARD_COUNTS)
    for cards in parser.parse_args().cards:
        data = lzma.compress(table_text(lines(cards)).encode("ascii"), preset=9)
        (FOLDER / table_name(cards)).write_bytes(data)


if __name__ == "__main__":
    main()
