"""Checking a player's expression against a hand: specific, friendly errors, never a crash."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from fractions import Fraction

from engines.common import Message, PuzzleInputError, refuse
from engines.common.frozen import Frozen
from engines.twentyfour import messages
from engines.twentyfour.api import checked
from engines.twentyfour.cards import card_name
from engines.twentyfour.expression import (
    Card,
    Tree,
    apply_operator,
    cards_in,
    evaluate,
    left_to_right_text,
    parse,
    to_text,
)
from engines.twentyfour.rules import DEFAULT_RULES, Rules

WORKED_OUT_WRONG = (messages.DIVISION_BY_ZERO, messages.UNEVEN_DIVISION)


class CheckResult(Frozen):
    """`ok` and a message saying why; `value` is the expression's value when it has one."""

    _fields = ("ok", "message", "value")
    __slots__ = _fields
    ok: bool
    message: Message
    value: Fraction | None

    def __init__(self, ok: bool, message: Message, value: Fraction | None) -> None:
        self._set(ok=ok, message=message, value=value)

    @property
    def complete(self) -> bool:
        """Whether the expression is a whole answer: it reads, uses every card once and is
        worked out (to the target or not; a division by zero is worked out and wrong).
        Anything else (empty, unfinished, a card missing or used twice) is not an answer yet."""
        return self.value is not None or self.message.template in WORKED_OUT_WRONG


def _card_problem(tree: Tree, hand: Sequence[int], every_card: bool) -> Message | None:
    """The first problem with the cards: one not in the hand, one used too often, one unused
    (unless any subset may be used: `every_card` False).

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
    for value in hand if every_card else ():
        if used[value] < held[value]:
            return Message.of(messages.NOT_USED, card=card_name(value))
    return None


def _step_problem(tree: Tree, rules: Rules) -> tuple[Fraction, Message | None]:
    """The value of a bracketed expression and the first step (in the order computed) that is
    not whole or not positive where the rules ask it to be."""
    if isinstance(tree, Card):
        return Fraction(tree.value), None
    left, problem = _step_problem(tree.left, rules)
    if problem is None:
        right, problem = _step_problem(tree.right, rules)
    if problem is not None:
        return left, problem
    result = apply_operator(tree.op, left, right, None)
    sides = {"left": to_text(tree.left), "op": tree.op, "right": to_text(tree.right)}
    if rules.whole_steps and result.denominator != 1:
        return result, Message.of(messages.NOT_WHOLE_STEP, **sides)
    if rules.positive_steps and result <= 0:
        return result, Message.of(messages.NOT_POSITIVE_STEP, **sides)
    return result, None


def _value(tree: Tree, rules: Rules) -> tuple[Fraction, Message | None]:
    if rules.whole_steps or rules.positive_steps:
        return _step_problem(tree, rules)
    return evaluate(tree, rules.division if rules.left_to_right else None), None


def check(expression: str, hand: Sequence[int], rules: Rules = DEFAULT_RULES) -> CheckResult:
    """Whether `expression` uses every card of `hand` exactly once (or, with any subset, at
    most once) and makes the target, each step whole or positive if the rules ask it."""
    hand, rules = checked(hand, rules)
    if not isinstance(expression, str):
        raise refuse("an expression", expression)
    try:
        tree = parse(expression, rules.left_to_right)
        problem = _card_problem(tree, hand, not rules.any_subset)
        if problem is not None:
            return CheckResult(False, problem, None)
        value, problem = _value(tree, rules)
    except PuzzleInputError as error:
        return CheckResult(False, error.message, None)
    if problem is not None:
        return CheckResult(False, problem, None)
    if value != rules.target:
        message = Message.of(messages.WRONG_RESULT, value=value, target=rules.target)
        return CheckResult(False, message, value)
    text = left_to_right_text(tree) if rules.left_to_right else to_text(tree)
    return CheckResult(True, Message.of(messages.WELL_DONE, expression=text, target=value), value)
