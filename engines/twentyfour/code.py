"""24-point codes: `24:3388`, `24:AKQJ:T36`, `24:5555:T7/2LI`, `24:100.75.3.8.2.1:T512SWPH100`.

The puzzle part is the hand in order (order matters left to right), one character a card:
A 2-9 T J Q K; where the rules allow cards above K (Countdown, Krypto), the numbers joined by
dots. The options part, left out for the usual game, is the target after `T` (when it is not
24), `L` for left to right and `I` for integer (truncating) division, `S` for any subset of the
cards, `W` for whole steps, `P` for positive steps and `H` with the highest card (when not 13).
The engine's own command line reads and writes codes here; `engines.sharing.codes` opens them
into play puzzles.
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
    typed_index,
)
from engines.twentyfour.cards import HIGHEST_CARD, parse_hand, parse_target
from engines.twentyfour.rules import DEFAULT_RULES, Rules

GAME = "24"
CARD_LETTERS = "A23456789TJQK"
_OPTIONS = re.compile(r"(?:T(-?\d{1,9}(?:/\d{1,9})?))?(L)?(I)?(S)?(W)?(P)?(?:H(\d{1,3}))?")
NUMBER_SEPARATOR = "."


def _target_text(rules: Rules) -> str:
    target = rules.target
    return str(target.numerator) if target.denominator == 1 else f"{target}"


def encode(hand: Sequence[int], rules: Rules = DEFAULT_RULES) -> str:
    """The canonical code of a hand (card values 1 to the rules' highest card) under `rules`."""
    values = parse_hand(list(hand), highest=rules.highest_card)
    if rules.highest_card > HIGHEST_CARD:
        cards = NUMBER_SEPARATOR.join(map(str, values))
    else:
        cards = "".join(CARD_LETTERS[value - 1] for value in values)
    options = ""
    if rules.target != DEFAULT_RULES.target:
        options += "T" + _target_text(rules)
    if rules.left_to_right:
        options += "L"
    if rules.division == "truncate":
        options += "I"
    for letter, on in (
        ("S", rules.any_subset),
        ("W", rules.whole_steps),
        ("P", rules.positive_steps),
    ):
        options += letter if on else ""
    if rules.highest_card != HIGHEST_CARD:
        options += f"H{rules.highest_card}"
    return join_code(GAME, cards, options)


def _hand(cards: str, highest: int, text: str, start: int) -> tuple[int, ...]:
    """The hand of a code's cards part (which starts at `start` in the code as read); a wrong
    card letter is pointed at in `text` as typed."""
    if highest > HIGHEST_CARD:
        numbers = cards.split(NUMBER_SEPARATOR)
        if not all(number.isdigit() and len(number) <= 3 for number in numbers):
            raise fail(BAD_CARDS, cards=cards)
        return parse_hand([int(number) for number in numbers], highest=highest)
    wrong = [index for index, card in enumerate(cards) if card not in CARD_LETTERS]
    if wrong:
        raise fail(BAD_CARDS, typed_index(text, start + wrong[0]), cards=cards)
    return parse_hand([CARD_LETTERS.index(card) + 1 for card in cards], highest=highest)


def decode(text: str) -> tuple[tuple[int, ...], Rules]:
    """The hand and rules a 24-point code names; CodeError (or the hand's own error) if it is
    not one."""
    game, cards, options = split_code(text)
    check_game(game, GAME, text.strip().upper())
    match = _OPTIONS.fullmatch(options)
    if match is None:
        raise fail(BAD_TWENTYFOUR_OPTIONS, options=options)
    target, left_to_right, truncate, subset, whole, positive, highest = match.groups()
    rules = Rules(
        target=DEFAULT_RULES.target if target is None else parse_target(target),
        left_to_right=left_to_right is not None,
        division="truncate" if truncate else "exact",
        any_subset=subset is not None,
        whole_steps=whole is not None,
        positive_steps=positive is not None,
        highest_card=HIGHEST_CARD if highest is None else int(highest),
    )
    return _hand(cards, rules.highest_card, text, len(game) + 1), rules
