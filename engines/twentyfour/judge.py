"""The "how many ways?" contest: answers one by one, each new, the same as an earlier one, or wrong.

Chinese 24-point contests score +1 for each independent solution and -1 for each wrong or
duplicate one; what is not an answer yet (empty, unfinished, a card missing) costs nothing.
Whether two answers are the same solution is decided exactly as the solver decides which
solutions are distinct (`forms.core`, see `forms`), so the judge and the list of
all solutions always agree; left to right, every expression text counts once, as in the solver.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Literal

from engines.common import Message
from engines.common.frozen import Frozen
from engines.twentyfour import forms
from engines.twentyfour.api import solve
from engines.twentyfour.checker import check
from engines.twentyfour.expression import Card, Tree, left_to_right_text, parse
from engines.twentyfour.rules import DEFAULT_RULES, Rules
from engines.twentyfour.solution import Solution

VerdictKind = Literal["new", "same", "wrong", "unfinished"]


class Verdict(Frozen):
    """What one answer earned.

    `new`: `found` is how many distinct solutions have been given so far. `same`: `same_as` is
    the 1-based number of the earlier answer it repeats. `wrong`: `message` says why.
    `unfinished`: not an answer yet (empty, unfinished, a card missing): `message` says why,
    and it is neither numbered nor scored.
    """

    _fields = ("kind", "found", "same_as", "message")
    __slots__ = _fields
    kind: VerdictKind
    found: int
    same_as: int | None
    message: Message | None

    def __init__(
        self,
        kind: VerdictKind,
        found: int,
        same_as: int | None = None,
        message: Message | None = None,
    ) -> None:
        self._set(kind=kind, found=found, same_as=same_as, message=message)

    @property
    def points(self) -> int:
        return {"new": 1, "unfinished": 0}.get(self.kind, -1)


def _form(tree: Tree) -> forms.Form:
    if isinstance(tree, Card):
        return forms.leaf(tree.value)
    return forms.COMBINE[tree.op](_form(tree.left), _form(tree.right))


def identity(expression: str, rules: Rules = DEFAULT_RULES) -> Hashable:
    """What makes a correct expression the solution it is: equal for the same solution.

    With brackets it is the core of the expression's canonical form; left to right, the text.
    """
    tree = parse(expression, rules.left_to_right)
    if rules.left_to_right:
        return left_to_right_text(tree)
    return forms.core(_form(tree))[0]


class Judge:
    """One hand's round of answers; `submit` returns each answer's verdict in order."""

    def __init__(
        self,
        hand: Sequence[int],
        rules: Rules = DEFAULT_RULES,
        solutions: Sequence[Solution] | None = None,
    ) -> None:
        """`solutions`, when the caller already has `solve(hand, rules)`, saves solving again."""
        self.hand = tuple(hand)
        self.rules = rules
        self.verdicts: list[Verdict] = []
        self._first_answer: dict[Hashable, int] = {}
        self._solutions: list[Solution] | None = None if solutions is None else list(solutions)

    @property
    def score(self) -> int:
        return sum(verdict.points for verdict in self.verdicts)

    @property
    def found(self) -> int:
        return len(self._first_answer)

    def solutions(self) -> list[Solution]:
        """Every distinct solution of the hand (solved once, on first use)."""
        if self._solutions is None:
            self._solutions = solve(self.hand, self.rules)
        return self._solutions

    def missing(self) -> list[Solution]:
        """The distinct solutions nobody has given yet, simplest first."""
        return [
            solution
            for solution in self.solutions()
            if identity(solution.text, self.rules) not in self._first_answer
        ]

    def submit(self, expression: str) -> Verdict:
        """Judge the next answer; its number is one more than the answers before it (an
        unfinished one is not numbered and costs nothing)."""
        result = check(expression, self.hand, self.rules)
        if not result.complete:
            return Verdict("unfinished", self.found, message=result.message)
        if not result.ok:
            verdict = Verdict("wrong", self.found, message=result.message)
        else:
            key = identity(expression, self.rules)
            earlier = self._first_answer.get(key)
            if earlier is None:
                self._first_answer[key] = len(self.verdicts) + 1
                verdict = Verdict("new", self.found)
            else:
                verdict = Verdict("same", self.found, same_as=earlier)
        self.verdicts.append(verdict)
        return verdict
