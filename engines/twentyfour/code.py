"""24-point codes: `24:3388`, `24:AKQJ:T36`, `24:5555:T7/2LI`.

The puzzle part is the hand in order (order matters left to right), one character a card:
A 2-9 T J Q K. The options part, left out for the usual game, is the target after `T` (when it
is not 24), `L` for left to right and `I` for integer (truncating) division. The engine's own
command line reads and writes codes here; `engines.sharing.codes` opens them into play puzzles.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from engines.common.codes import (
    BAD_CARDS,
    BAD_TWENTYFOUR_OPTIONS,
    check_game,
    fail,
    join_code,
    split_code,
)
from engines.twentyfour.cards import parse_hand, parse_target
from engines.twentyfour.rules import DEFAULT_RULES, Rules

GAME = "24"
CARD_LETTERS = "A23456789TJQK"
_OPTIONS = re.compile(r"(?:T(-?\d{1,9}(?:/\d{1,9})?))?(L)?(I)?")


def _target_text(rules: Rules) -> str:
    target = rules.target
    return str(target.numerator) if target.denominator == 1 else f"{target}"


def encode(hand: Sequence[int], rules: Rules = DEFAULT_RULES) -> str:
    """The canonical code of a hand (card values 1 to 13) under `rules`."""
    cards = "".join(CARD_LETTERS[value - 1] for value in parse_hand(list(hand)))
    options = ""
    if rules.target != DEFAULT_RULES.target:
        options += "T" + _target_text(rules)
    if rules.left_to_right:
        options += "L"
    if rules.division == "truncate":
        options += "I"
    return join_code(GAME, cards, options)


def decode(text: str) -> tuple[tuple[int, ...], Rules]:
    """The hand and rules a 24-point code names; CodeError (or the hand's own error) if it is
    not one."""
    game, cards, options = split_code(text)
    check_game(game, GAME, text.strip().upper())
    if any(card not in CARD_LETTERS for card in cards):
        raise fail(BAD_CARDS, cards=cards)
    hand = parse_hand([CARD_LETTERS.index(card) + 1 for card in cards])
    match = _OPTIONS.fullmatch(options)
    if match is None:
        raise fail(BAD_TWENTYFOUR_OPTIONS, options=options)
    target, left_to_right, truncate = match.groups()
    rules = Rules(
        target=DEFAULT_RULES.target if target is None else parse_target(target),
        left_to_right=left_to_right is not None,
        division="truncate" if truncate else "exact",
    )
    return hand, rules
