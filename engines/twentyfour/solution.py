"""A solution as the GUI and the CLI see it: its text and the steps a player would compute."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from engines.twentyfour.expression import (
    Card,
    Tree,
    apply_operator,
    left_to_right_text,
    parse,
    to_text,
)
from engines.twentyfour.rules import Rules


@dataclass(frozen=True)
class Step:
    """One operation: `left op right = result`; left and right are sub-expression texts."""

    left: str
    op: str
    right: str
    result: Fraction


@dataclass(frozen=True)
class Solution:
    """`text` is ASCII (`+ - * /`) in its most readable form; `steps` in the order computed."""

    text: str
    steps: tuple[Step, ...]

    @property
    def needs_fraction(self) -> bool:
        return any(step.result.denominator != 1 for step in self.steps)

    @property
    def largest_step(self) -> Fraction:
        return max((abs(step.result) for step in self.steps), default=Fraction(0))


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


def solution_from_text(text: str, rules: Rules) -> Solution:
    """The Solution for an expression text known to be valid under `rules`."""
    steps: list[Step] = []
    _steps(parse(text, rules.left_to_right), rules, steps)
    return Solution(text, tuple(steps))


def simplicity(solution: Solution) -> tuple[bool, int, int, Fraction, int, str]:
    """Sort key, simplest first: no fractions, fewer divisions and brackets, smaller steps."""
    text = solution.text
    return (
        solution.needs_fraction,
        text.count("/"),
        text.count("("),
        solution.largest_step,
        len(text),
        text,
    )
