"""A solution as the GUI and the CLI see it: its text and the steps a player would compute."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction

from engines.twentyfour.arithmetic import Number, exact, quotient, whole_step
from engines.twentyfour.expression import (
    Card,
    Tree,
    apply_operator,
    left_to_right_text,
    parse,
    to_text,
)
from engines.twentyfour.rules import DEFAULT_RULES, Rules


@dataclass(frozen=True)
class Step:
    """One operation: `left op right = result`; left and right are sub-expression texts."""

    left: str
    op: str
    right: str
    result: Fraction


@dataclass(frozen=True)
class Solution:
    """`text` is ASCII (`+ - * /`) in its most readable form; `steps` in the order computed.

    The steps are worked out when first asked for: a hand of seven cards has thousands of
    solutions, and sorting or printing them needs only their values (`step_values`).
    """

    text: str
    rules: Rules = field(default=DEFAULT_RULES, compare=False, repr=False)
    _worked_out: tuple[Step, ...] | None = field(
        default=None, init=False, compare=False, repr=False
    )

    @property
    def steps(self) -> tuple[Step, ...]:
        if self._worked_out is None:
            found: list[Step] = []
            _steps(parse(self.text, self.rules.left_to_right), self.rules, found)
            object.__setattr__(self, "_worked_out", tuple(found))
        return self._worked_out

    @property
    def needs_fraction(self) -> bool:
        return _needs_fraction(step_values(self.text, self.rules))

    @property
    def largest_step(self) -> Fraction:
        return _largest(step_values(self.text, self.rules))


def _needs_fraction(values: list[Number]) -> bool:
    return any(type(value) is not int for value in values)


def _largest(values: list[Number]) -> Fraction:
    return Fraction(max((abs(value) for value in values), default=0))


def _steps(tree: Tree, rules: Rules, found: list[Step]) -> Fraction:
    if isinstance(tree, Card):
        return Fraction(tree.value)
    left = _steps(tree.left, rules, found)
    right = _steps(tree.right, rules, found)
    division = rules.division if rules.left_to_right else None
    result = apply_operator(tree.op, left, right, division)
    write = left_to_right_text if rules.left_to_right else to_text
    found.append(Step(write(tree.left), tree.op, write(tree.right), result))
    return result


_TOKENS = re.compile(r"\d+|[-+*/()]")


def _apply(op: str, left: Number, right: Number) -> Number:
    if op == "+":
        return exact(left + right)
    if op == "-":
        return exact(left - right)
    if op == "*":
        return exact(left * right)
    return quotient(left, right)


def step_values(text: str, rules: Rules) -> list[Number]:
    """The result of each step of a solution's text (known to be valid), in the order `steps`
    lists them, without building the steps: much cheaper, and all that sorting needs."""
    tokens = _TOKENS.findall(text)
    values: list[Number] = []
    if rules.left_to_right:
        value = int(tokens[0])
        for index in range(1, len(tokens), 2):
            step = whole_step(tokens[index], value, int(tokens[index + 1]), rules.division)
            if step is None:
                raise ValueError(f"{text} does not divide evenly")
            value = step
            values.append(value)
        return values
    position = 0

    def operand() -> Number:
        nonlocal position
        token = tokens[position]
        position += 1
        if token == "(":
            inner = chain("+-")
            position += 1
            return inner
        return int(token)

    def chain(operators: str) -> Number:
        """A run of `operators` (sums, or products inside them), folded left to right."""
        nonlocal position
        part = operand if operators == "*/" else (lambda: chain("*/"))
        result = part()
        while position < len(tokens) and tokens[position] in operators:
            op = tokens[position]
            position += 1
            result = _apply(op, result, part())
            values.append(result)
        return result

    chain("+-")
    return values


def solution_from_text(text: str, rules: Rules) -> Solution:
    """The Solution for an expression text known to be valid under `rules`."""
    return Solution(text, rules)


def simplicity(solution: Solution) -> tuple[bool, int, int, Fraction, int, str]:
    """Sort key, simplest first: no fractions, fewer divisions and brackets, smaller steps."""
    text = solution.text
    values = step_values(text, solution.rules)
    return (
        _needs_fraction(values),
        text.count("/"),
        text.count("("),
        _largest(values),
        len(text),
        text,
    )
