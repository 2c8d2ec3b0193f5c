"""Step play: two cards on the table merge into one card worth their exact result.

4nums and the mobile 24-point apps play this way: tap a card, an operator, another card, and
the two become one card showing the value (fractions stay fractions). A `StepTable` is an
immutable state, so undoing a step is going back to the state before it. Each card keeps the
expression that made it; the last card's expression is a typed answer like any other, checked
by the same session, so both ways of playing score the same. The rules decide which steps
are allowed: no division by zero, whole or positive steps where asked, and in left-to-right
play only a card from the hand on the right of a step (the expression then needs no brackets).

Nothing here knows about Qt; the table widget only draws a StepTable and forwards taps.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from engines.common import Message, PuzzleInputError
from engines.common.frozen import Frozen
from engines.twentyfour import messages
from engines.twentyfour.answer import Answer
from engines.twentyfour.cards import LARGEST_CARD, MAX_CARDS, checked_hand
from engines.twentyfour.expression import _PRECEDENCE as PRECEDENCE
from engines.twentyfour.expression import (
    Card,
    Operation,
    Tree,
    apply_operator,
    left_to_right_text,
    parse,
    to_text,
)
from engines.twentyfour.rules import DEFAULT_RULES, Rules, checked_rules

OPERATORS: tuple[str, ...] = ("+", "-", "*", "/")


class StepCard(Frozen):
    """A card on the step table: its exact value and the expression that made it."""

    _fields = ("value", "tree")
    __slots__ = _fields
    value: Fraction
    tree: Tree

    def __init__(self, value: Fraction, tree: Tree) -> None:
        self._set(value=value, tree=tree)

    @property
    def merged(self) -> bool:
        """Whether the card is the result of a step (not a card dealt)."""
        return isinstance(self.tree, Operation)


Merge = tuple[int, str, int]
"""One step: the slot of the left card, the operator, the slot of the right card."""


class StepTable(Frozen):
    """The cards on the table by slot (None where a card was merged away), the card picked
    first, the operator chosen for it, and the table before the last step (for undo).

    The result of a step takes the slot of its left card; the right card's slot empties."""

    _fields = ("hand", "rules", "cards", "selected", "operator", "before")
    __slots__ = _fields
    hand: tuple[int, ...]
    rules: Rules
    cards: tuple[StepCard | None, ...]
    selected: int | None
    operator: str | None
    before: StepTable | None

    def __init__(
        self,
        hand: tuple[int, ...],
        rules: Rules,
        cards: tuple[StepCard | None, ...],
        selected: int | None = None,
        operator: str | None = None,
        before: StepTable | None = None,
    ) -> None:
        self._set(
            hand=hand,
            rules=rules,
            cards=cards,
            selected=selected,
            operator=operator,
            before=before,
        )

    @property
    def slots(self) -> tuple[int, ...]:
        """The slots that still hold a card, in table order."""
        return tuple(slot for slot, card in enumerate(self.cards) if card is not None)

    @property
    def steps_taken(self) -> int:
        return len(self.cards) - len(self.slots)

    @property
    def finished(self) -> bool:
        """The picked card is a whole answer, to be checked: one card is left, or (when any
        subset of the cards may be used, as in Countdown) a step made the target."""
        if self.steps_taken == 0 or self.selected is None:
            return False
        if len(self.slots) == 1:
            return True
        made = self.card(self.selected)
        return self.rules.any_subset and made.merged and made.value == self.rules.target

    def card(self, slot: int) -> StepCard:
        """The card in `slot`; PuzzleInputError when the slot is empty or off the table."""
        if isinstance(slot, bool) or not isinstance(slot, int) or not 0 <= slot < len(self.cards):
            raise PuzzleInputError(Message.of(messages.NO_SUCH_POSITION, position=slot))
        card = self.cards[slot]
        if card is None:
            raise PuzzleInputError(Message.of(messages.NO_SUCH_POSITION, position=slot))
        return card

    def text(self, slot: int) -> str:
        """The expression that made the card in `slot`, in ASCII with card numbers."""
        return written(self.card(slot).tree, self.rules)

    @property
    def answer_text(self) -> str:
        """What the answer box shows: the picked card's expression, then the operator chosen
        (`(3+8)*` while the second card is awaited); empty when no card is picked."""
        if self.selected is None:
            return ""
        text = self.text(self.selected)
        if self.operator is None:
            return text
        tree = self.card(self.selected).tree
        if (
            isinstance(tree, Operation)
            and not self.rules.left_to_right
            and PRECEDENCE[tree.op] < PRECEDENCE[self.operator]
        ):
            text = f"({text})"
        return text + self.operator

    @property
    def merges(self) -> tuple[Merge, ...]:
        """The steps that made this table from the hand dealt, first step first (with
        `selected` and `operator`, all `replay` needs to build it again)."""
        merges: list[Merge] = []
        table = self
        while table.before is not None:
            before = table.before
            (right,) = (slot for slot in before.slots if table.cards[slot] is None)
            assert before.selected is not None and before.operator is not None
            merges.append((before.selected, before.operator, right))
            table = before
        return tuple(reversed(merges))

    def writes(self, answer: Answer) -> bool:
        """Whether `answer` is what this table puts in the answer box: the same numbers and
        symbols in the same order (which of two equal cards a number took does not matter)."""
        written = "".join(
            str(answer.hand[token]) if isinstance(token, int) else token for token in answer.tokens
        )
        return answer.hand == self.hand and written == "".join(self.answer_text.split())

    def tap(self, slot: int) -> StepTable:
        """A tap on a card: with an operator chosen, the step onto this card (`merge`);
        otherwise the card is picked (a step's result is picked already: tapping it again
        keeps it so). The picked card tapped again drops the operator chosen for it."""
        if self.operator is not None and self.selected is not None and slot != self.selected:
            return self.merge(slot)
        return self.pick(slot)

    def pick(self, slot: int) -> StepTable:
        """The card in `slot` picked as the left side of the next step (no operator yet)."""
        self.card(slot)
        return self.replace(selected=slot, operator=None)

    def choose(self, operator: str) -> StepTable:
        """The operator for the picked card; refused with a message when none is picked."""
        if operator not in OPERATORS:
            raise PuzzleInputError(Message.of(messages.NOT_A_SYMBOL, token=str(operator)[:8]))
        if self.selected is None:
            raise PuzzleInputError(Message.of(messages.PICK_A_CARD_FIRST))
        return self.replace(operator=operator)

    def merge(self, slot: int) -> StepTable:
        """The picked card and the card in `slot` become one card worth `picked op card`.

        PuzzleInputError with the engine's message for a step the rules refuse: a division
        by zero, a step that is not whole or not above zero where the rules ask it, an uneven
        division in left-to-right play, or a card already made by a step on the right there.
        """
        if self.selected is None or self.operator is None:
            raise PuzzleInputError(Message.of(messages.PICK_A_CARD_FIRST))
        right = self.card(slot)
        if slot == self.selected:
            raise PuzzleInputError(Message.of(messages.PICK_ANOTHER_CARD))
        left = self.card(self.selected)
        value = self._result(left, self.operator, right)
        tree = Operation(self.operator, left.tree, right.tree)
        cards = list(self.cards)
        cards[self.selected] = StepCard(value, tree)
        cards[slot] = None
        return StepTable(self.hand, self.rules, tuple(cards), self.selected, None, self)

    def _result(self, left: StepCard, op: str, right: StepCard) -> Fraction:
        rules = self.rules
        if rules.left_to_right:
            if right.merged:
                raise PuzzleInputError(Message.of(messages.STEP_LEFT_TO_RIGHT))
            return apply_operator(op, left.value, right.value, rules.division)
        value = apply_operator(op, left.value, right.value, None)
        sides = {
            "left": to_text(left.tree),
            "op": op,
            "right": to_text(right.tree),
        }
        if rules.whole_steps and value.denominator != 1:
            raise PuzzleInputError(Message.of(messages.NOT_WHOLE_STEP, **sides))
        if rules.positive_steps and value <= 0:
            raise PuzzleInputError(Message.of(messages.NOT_POSITIVE_STEP, **sides))
        return value

    def step(self, merge: Merge) -> StepTable:
        """One whole step at once: pick the left card, choose the operator, merge."""
        left, op, right = merge
        return self.pick(left).choose(op).merge(right)

    def undo(self) -> StepTable:
        """The table before the last step, its left card picked again; a pick or an operator
        not yet used for a step is simply dropped first."""
        if self.operator is not None or (self.before is None and self.selected is not None):
            return self.replace(selected=None, operator=None)
        if self.before is None:
            return self
        return self.before.replace(operator=None)


def written(tree: Tree, rules: Rules) -> str:
    """An expression as the answer box writes it under `rules`."""
    return left_to_right_text(tree) if rules.left_to_right else to_text(tree)


def start(hand: Sequence[int], rules: Rules = DEFAULT_RULES) -> StepTable:
    """The step table for a hand: every card in its own slot, nothing picked."""
    hand = checked_hand(tuple(hand), MAX_CARDS, LARGEST_CARD)
    rules = checked_rules(rules)
    cards = tuple(
        StepCard(Fraction(value), Card(value, slot + 1, str(value)))
        for slot, value in enumerate(hand)
    )
    return StepTable(hand, rules, cards)


def replay(
    hand: Sequence[int],
    rules: Rules,
    merges: Sequence[Merge],
    selected: int | None = None,
    operator: str | None = None,
) -> StepTable:
    """The table `merges` make from the hand dealt, then the card `selected` picked and
    `operator` chosen for it (a saved step play). PuzzleInputError with the engine's message
    for a step or pick the table refuses; at most one step fewer than the cards."""
    table = start(hand, rules)
    if len(merges) >= len(table.cards):
        raise PuzzleInputError(Message.of(messages.NO_SUCH_POSITION, position=len(merges)))
    for merge in merges:
        table = table.step(merge)
    table = table.replace(selected=None) if selected is None else table.pick(selected)
    return table if operator is None else table.choose(operator)


def solution_steps(text: str, hand: Sequence[int], rules: Rules = DEFAULT_RULES) -> list[Merge]:
    """The steps that play a solution's text on a fresh table, in the order computed.

    Each card of the text takes the first slot holding its value not taken yet, as a typed
    answer does; a step's result lives in the slot of its left side's first card.
    PuzzleInputError when the text is not an expression over the hand's cards."""
    free = list(enumerate(hand))
    merges: list[Merge] = []

    def place(tree: Tree) -> int:
        if isinstance(tree, Card):
            for index, (slot, value) in enumerate(free):
                if value == tree.value:
                    del free[index]
                    return slot
            raise PuzzleInputError(Message.of(messages.NOT_IN_HAND, card=tree.written))
        left = place(tree.left)
        right = place(tree.right)
        merges.append((left, tree.op, right))
        return left

    place(parse(text, rules.left_to_right))
    return merges
