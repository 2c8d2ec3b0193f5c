"""The hint ladder: each hint reveals a little more of the simplest solution.

With an answer half typed, the ladder starts from it (`hints_from`): when it is the start of a
way to write a solution, the hints carry on in the player's own order; when no solution goes on
from it, the first hint says what to take back.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from engines.common import Message
from engines.common.frozen import Frozen
from engines.twentyfour import left_to_right, messages
from engines.twentyfour.api import solve
from engines.twentyfour.cards import card_name
from engines.twentyfour.expression import Card, Tree, cards_in, parse, to_text
from engines.twentyfour.rules import DEFAULT_RULES, Rules
from engines.twentyfour.solution import Solution, solution_from_text
from engines.twentyfour.solver import TooManySolutions
from engines.twentyfour.written_forms import WrittenForm, written_forms

if TYPE_CHECKING:  # `solve` loads this module, and has no use for answers being built
    from engines.twentyfour.answer import Answer

MAX_FORMS = 20_000
"""How many written forms of the solutions a hint compares a half-typed answer with."""


class Hint(Frozen):
    """A hint and the hand positions it points at, for the GUI to highlight."""

    _fields = ("message", "cards")
    __slots__ = _fields
    message: Message
    cards: tuple[int, ...]

    def __init__(self, message: Message, cards: tuple[int, ...]) -> None:
        self._set(message=message, cards=cards)


def _positions(hand: Sequence[int], texts: Sequence[str]) -> tuple[int, ...]:
    """Distinct hand positions holding the cards written as `texts`."""
    taken: list[int] = []
    for text in texts:
        taken.append(
            next(i for i, value in enumerate(hand) if str(value) == text and i not in taken)
        )
    return tuple(taken)


def _first_in_a_row(hand: Sequence[int], rules: Rules) -> Solution | None:
    """For a hand with too many solutions to rank: the first one a left-to-right search finds
    (with exact division, also a solution with brackets), written for `rules`; None if none."""
    division = rules.division if rules.left_to_right else "exact"
    in_a_row = rules.replace(left_to_right=True, division=division)
    text = next(left_to_right.texts_in_search_order(hand, in_a_row), None)
    if text is None:
        return None
    if not rules.left_to_right:
        text = to_text(parse(text, left_to_right=True))
    return solution_from_text(text, rules)


def _solutions(hand: Sequence[int], rules: Rules) -> list[Solution]:
    """Every solution, simplest first; for a hand with too many to rank, the first one found
    in a row."""
    try:
        return solve(hand, rules)
    except TooManySolutions:
        if rules.variant:
            raise
        found = _first_in_a_row(hand, rules)
        if found is None:
            raise
        return [found]


def hints(hand: Sequence[int], rules: Rules = DEFAULT_RULES) -> list[Hint]:
    """Which two cards to combine first, then that step with its result, then a whole solution:
    the simplest, or for a hand with too many solutions to rank, the first one found in a row.

    Empty for a hand without a solution.
    """
    solutions = _solutions(hand, rules)
    if not solutions:
        return []
    best = solutions[0]
    used = tuple(range(len(hand)))
    if rules.any_subset:
        used = _positions(hand, [str(card.value) for card in cards_in(parse(best.text))])
    whole = Hint(Message.of(messages.HINT_SOLUTION, solution=best.text), used)
    if not best.steps:
        return [whole]
    step = best.steps[0]
    pair = _positions(hand, (step.left, step.right))
    return [
        Hint(Message.of(messages.HINT_COMBINE, first=step.left, second=step.right), pair),
        Hint(
            Message.of(
                messages.HINT_FIRST_STEP,
                left=step.left,
                op=step.op,
                right=step.right,
                result=step.result,
            ),
            pair,
        ),
        whole,
    ]


def hints_from(
    answer: Answer,
    rules: Rules = DEFAULT_RULES,
    solutions: Sequence[Solution] | None = None,
) -> list[Hint]:
    """Three hints from the answer typed so far (`hints` when nothing is typed); empty for a
    hand without a solution. `solutions`, simplest first, saves solving again."""
    if not answer.tokens or rules.variant:
        # Variant rules (other operators, any subset of the cards) have no written forms yet.
        return hints(answer.hand, rules)
    if solutions is None:
        solutions = _solutions(answer.hand, rules)
    if not solutions:
        return []
    typed = tuple(
        str(answer.hand[token]) if isinstance(token, int) else token for token in answer.tokens
    )
    form, kept = _closest_form(typed, solutions, rules)
    everything = tuple(range(len(answer.hand)))
    whole = Hint(Message.of(messages.HINT_SOLUTION, solution="".join(form)), everything)
    used = [token for token in answer.tokens[:kept] if isinstance(token, int)]
    upto, card = _up_to_next_card(form, kept, answer.hand, used)
    if kept == len(typed):
        if card is None:
            ready = Hint(
                Message.of(messages.HINT_READY, expression=answer.text, target=rules.target), ()
            )
            return [ready, ready, whole]
        name = card_name(answer.hand[card])
        return [
            Hint(Message.of(messages.HINT_NEXT_CARD, card=name), (card,)),
            Hint(Message.of(messages.HINT_CARRY_ON, solution=upto), (card,)),
            whole,
        ]
    tail = "".join(typed[kept:])
    wrong = tuple(token for token in answer.tokens[kept:] if isinstance(token, int))
    then = Message.of(messages.HINT_TAKE_BACK_THEN, expression=tail, solution=upto)
    return [
        Hint(Message.of(messages.HINT_TAKE_BACK, expression=tail), wrong),
        Hint(then, wrong if card is None else (*wrong, card)),
        whole,
    ]


def _closest_form(
    typed: WrittenForm, solutions: Sequence[Solution], rules: Rules
) -> tuple[WrittenForm, int]:
    """The written form of a solution that `typed` follows longest (the simplest solution's
    first form on a tie), and how many of the typed tokens it follows."""
    best: tuple[WrittenForm, int] | None = None
    looked = 0
    for solution in solutions:
        for form in _forms(solution, rules):
            kept = _common_length(typed, form)
            if best is None or kept > best[1]:
                best = (form, kept)
            looked += 1
            if kept == len(typed) or looked >= MAX_FORMS:
                return best
    assert best is not None
    return best


def _forms(solution: Solution, rules: Rules) -> Iterator[WrittenForm]:
    tree = parse(solution.text, rules.left_to_right)
    if rules.left_to_right:
        yield _in_a_row(tree)
    else:
        yield from written_forms(tree)


def _in_a_row(tree: Tree) -> WrittenForm:
    if isinstance(tree, Card):
        return (str(tree.value),)
    return (*_in_a_row(tree.left), tree.op, *_in_a_row(tree.right))


def _common_length(first: WrittenForm, second: WrittenForm) -> int:
    length = 0
    for one, other in zip(first, second, strict=False):
        if one != other:
            break
        length += 1
    return length


def _up_to_next_card(
    form: WrittenForm, kept: int, hand: Sequence[int], used: list[int]
) -> tuple[str, int | None]:
    """The form written up to its next card after the first `kept` tokens (with the brackets
    that close right after it), and the hand position of that card (None when none is left)."""
    for index in range(kept, len(form)):
        if form[index].isdigit():
            end = index + 1
            while end < len(form) and form[end] == ")":
                end += 1
            value = int(form[index])
            position = next(
                spot for spot, card in enumerate(hand) if card == value and spot not in used
            )
            return "".join(form[:end]), position
    return "".join(form), None
