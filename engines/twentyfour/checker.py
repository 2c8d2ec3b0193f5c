"""Checking a player's expression against a hand: specific, friendly errors, never a crash."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from engines.common import Message, PuzzleInputError, refuse
from engines.twentyfour import messages
from engines.twentyfour.cards import card_name, checked_hand
from engines.twentyfour.expression import (
    Tree,
    cards_in,
    evaluate,
    left_to_right_text,
    parse,
    to_text,
)
from engines.twentyfour.rules import DEFAULT_RULES, Rules, checked_rules

WORKED_OUT_WRONG = (messages.DIVISION_BY_ZERO, messages.UNEVEN_DIVISION)


@dataclass(frozen=True)
class CheckResult:
    """`ok` and a message saying why; `value` is the expression's value when it has one."""

    ok: bool
    message: Message
    value: Fraction | None

    @property
    def complete(self) -> bool:
        """Whether the expression is a whole answer: it reads, uses every card once and is
        worked out (to the target or not; a division by zero is worked out and wrong).
        Anything else (empty, unfinished, a card missing or used twice) is not an answer yet."""
        return self.value is not None or self.message.template in WORKED_OUT_WRONG


def _card_problem(tree: Tree, hand: Sequence[int]) -> Message | None:
    """The first problem with the cards: one not in the hand, one used too often, one unused.

    A card the player wrote is named as they wrote it (`1`, `11`, `J`); an unused card, which
    they did not write, by its card name.
    """
    held = Counter(hand)
    written = cards_in(tree)
    for card in written:
        if not held[card.value]:
            return Message.of(messages.NOT_IN_HAND, card=card.written)
    used = Counter(card.value for card in written)
    for value, count in used.items():
        if count > held[value]:
            extra = [card for card in written if card.value == value][held[value]]
            if count == 2:
                return Message.of(messages.USED_TWICE, card=extra.written)
            return Message.of(
                messages.USED_TOO_OFTEN, card=extra.written, count=count, available=held[value]
            )
    for value in hand:
        if used[value] < held[value]:
            return Message.of(messages.NOT_USED, card=card_name(value))
    return None


def check(expression: str, hand: Sequence[int], rules: Rules = DEFAULT_RULES) -> CheckResult:
    """Whether `expression` uses every card of `hand` exactly once and makes the target."""
    hand, rules = checked_hand(hand), checked_rules(rules)
    if not isinstance(expression, str):
        raise refuse("an expression", expression)
    try:
        tree = parse(expression, rules.left_to_right)
        problem = _card_problem(tree, hand)
        if problem is not None:
            return CheckResult(False, problem, None)
        value = evaluate(tree, rules.division if rules.left_to_right else None)
    except PuzzleInputError as error:
        return CheckResult(False, error.message, None)
    if value != rules.target:
        message = Message.of(messages.WRONG_RESULT, value=value, target=rules.target)
        return CheckResult(False, message, value)
    text = left_to_right_text(tree) if rules.left_to_right else to_text(tree)
    return CheckResult(True, Message.of(messages.WELL_DONE, expression=text, target=value), value)
