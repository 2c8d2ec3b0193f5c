"""A solution as the GUI and the CLI see it: its text and the steps a player would compute."""

from __future__ import annotations

import re
from fractions import Fraction
from functools import cached_property

from engines.common.frozen import Frozen
from engines.twentyfour import pairs
from engines.twentyfour.arithmetic import Number, whole_step
from engines.twentyfour.pairs import Value
from engines.twentyfour.rules import DEFAULT_RULES, Division, Rules

TYPE_CHECKING = False
if TYPE_CHECKING:
    from engines.twentyfour.expression import Tree

_set_field = object.__setattr__
"""Sets a field of a new Solution: the fastest way, as a search makes thousands of them."""


class Step(Frozen):
    """One operation: `left op right = result`; left and right are sub-expression texts."""

    _fields = ("left", "op", "right", "result")
    __slots__ = _fields
    left: str
    op: str
    right: str
    result: Fraction

    def __init__(self, left: str, op: str, right: str, result: Fraction) -> None:
        self._set(left=left, op=op, right=right, result=result)


class Solution(Frozen):
    """`text` is ASCII (`+ - * /`) in its most readable form; `steps` in the order computed.

    The steps are worked out when first asked for: a hand of seven cards has thousands of
    solutions, and sorting or printing them needs only their values (`step_values`). Two
    solutions are equal when their texts are (`rules` is not compared).
    """

    _fields = ("text", "rules")
    _compared = ("text",)
    text: str
    rules: Rules

    def __init__(self, text: str, rules: Rules = DEFAULT_RULES) -> None:
        _set_field(self, "text", text)
        _set_field(self, "rules", rules)

    @cached_property
    def steps(self) -> tuple[Step, ...]:
        from engines.twentyfour.expression import parse

        found: list[Step] = []
        _steps(parse(self.text, self.rules.left_to_right), self.rules, found)
        return tuple(found)

    @property
    def needs_fraction(self) -> bool:
        return _needs_fraction(_step_results(self.text, self.rules))

    @property
    def largest_step(self) -> Fraction:
        return Fraction(_largest(_step_results(self.text, self.rules)))


def _needs_fraction(values: list[Value]) -> bool:
    return tuple in map(type, values)


def _largest(values: list[Value]) -> Number:
    """The size of the largest step, exactly; an int when whole, as ints compare fastest."""
    if not _needs_fraction(values):
        return max(map(abs, values), default=0)
    top, bottom = 0, 1
    for value in values:
        size, denominator = abs(pairs.numerator(value)), pairs.denominator(value)
        if size * bottom > top * denominator:
            top, bottom = size, denominator
    return pairs.number(top if bottom == 1 else (top, bottom))


def _steps(tree: Tree, rules: Rules, found: list[Step]) -> Fraction:
    from engines.twentyfour.expression import Card, apply_operator, left_to_right_text, to_text

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
_BINDING = {"(": -1, ")": 0, "+": 1, "-": 1, "*": 2, "/": 2}
"""How tightly each symbol binds: an operator waits on the stack until one that binds no more
tightly comes; `)` applies every waiting operator back to its `(`."""
_ARITHMETIC = {"+": pairs.add, "-": pairs.subtract, "*": pairs.multiply, "/": pairs.divide}


def step_values(text: str, rules: Rules) -> list[Number]:
    """The result of each step of a solution's text (known to be valid), in the order `steps`
    lists them, without building the steps: much cheaper, and all that sorting needs."""
    return [pairs.number(value) for value in _step_results(text, rules)]


def _step_results(text: str, rules: Rules) -> list[Value]:
    """`step_values` as `pairs` values, which sorting compares and combines fastest."""
    tokens = _TOKENS.findall(text)
    if rules.left_to_right:
        return _values_in_a_row(tokens, rules.division, text)
    return _bracketed_values(tokens)


def _values_in_a_row(tokens: list[str], division: Division, text: str) -> list[Value]:
    values: list[Value] = []
    value = int(tokens[0])
    for index in range(1, len(tokens), 2):
        step = whole_step(tokens[index], value, int(tokens[index + 1]), division)
        if step is None:
            raise ValueError(f"{text} does not divide evenly")
        value = step
        values.append(value)
    return values


def _bracketed_values(tokens: list[str]) -> list[Value]:
    """One pass over the tokens (closed here with a `)`) with a stack of operands and one of
    waiting operators, the whole text read as if bracketed once more: each step is computed as
    soon as both its sides are known, which is the order in which `steps` lists them."""
    values: list[Value] = []
    operands: list[Value] = []
    waiting = ["("]
    tokens.append(")")
    for token in tokens:
        binding = _BINDING.get(token)
        if binding is None:
            operands.append(int(token))
            continue
        if token != "(":
            while _BINDING[waiting[-1]] >= binding:
                right = operands.pop()
                value = _ARITHMETIC[waiting.pop()](operands[-1], right)
                operands[-1] = value
                values.append(value)
        if token == ")":
            waiting.pop()
        else:
            waiting.append(token)
    return values


def solution_from_text(text: str, rules: Rules) -> Solution:
    """The Solution for an expression text known to be valid under `rules`."""
    return Solution(text, rules)


Key = tuple[bool, int, int, Number, int, str]


def ranking(text: str, fraction: bool, largest: Number) -> Key:
    """Sort key, simplest first: no fractions, fewer divisions and brackets, smaller steps;
    `fraction` says whether a step of the text is one, `largest` is the largest step's size."""
    return (fraction, text.count("/"), text.count("("), largest, len(text), text)


def simplicity(solution: Solution) -> Key:
    """`ranking` of a solution, its steps read from its text."""
    values = _step_results(solution.text, solution.rules)
    return ranking(solution.text, _needs_fraction(values), _largest(values))
