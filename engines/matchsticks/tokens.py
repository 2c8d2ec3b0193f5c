"""The parts of an equation as the solver searches them: numbers and symbols with their costs.

Both searches use them, and the exact division they evaluate with: the solver's walk
(`solver`) and the meet in the middle (`meet`), so they live apart from either, and neither
reaches into the other's private names.
"""

from __future__ import annotations

from collections import defaultdict
from functools import cached_property

TYPE_CHECKING = False
if TYPE_CHECKING:
    from fractions import Fraction

    Value = int | Fraction

Cost = tuple[int, int]


def quotient(dividend: Value, divisor: Value) -> Value:
    """`dividend / divisor` exactly: an int when it divides evenly, else a Fraction. The
    solvers' values stay plain ints, which are much faster, until a division needs more
    (`fractions` is loaded only then: most puzzles never divide)."""
    if isinstance(dividend, int) and isinstance(divisor, int) and dividend % divisor == 0:
        return dividend // divisor
    from fractions import Fraction

    return Fraction(dividend) / divisor


class NumberVariants:
    """The variants of one number within budget, grouped by exact cost (and by value on demand)."""

    def __init__(self, by_cost: dict[Cost, list[tuple[int, tuple[str, ...]]]]) -> None:
        self.by_cost = by_cost
        self.histogram = {cost: len(variants) for cost, variants in by_cost.items()}
        self._after: dict[tuple[int, int, Cost], list[tuple[int, int, int, tuple[str, ...]]]] = {}

    def after(
        self, taken: int, put: int, budget: Cost
    ) -> list[tuple[int, int, int, tuple[str, ...]]]:
        """The variants as a flat list of (taken, put, value, digits) totals after the number,
        from `taken` and `put` before it, within `budget`: the inner loops of the meeting in
        the middle then only iterate. Kept with the variants, which the solver remembers."""
        found = self._after.get((taken, put, budget))
        if found is None:
            found = self._after[taken, put, budget] = [
                (taken + number_taken, put + number_put, value, digits)
                for (number_taken, number_put), variants in self.by_cost.items()
                if taken + number_taken <= budget[0] and put + number_put <= budget[1]
                for value, digits in variants
            ]
        return found

    @cached_property
    def by_cost_and_value(self) -> dict[Cost, dict[int, list[tuple[str, ...]]]]:
        by_value: dict[Cost, dict[int, list[tuple[str, ...]]]] = {}
        for cost, variants in self.by_cost.items():
            grouped: dict[int, list[tuple[str, ...]]] = defaultdict(list)
            for value, digits in variants:
                grouped[value].append(digits)
            by_value[cost] = dict(grouped)
        return by_value


class SymbolChoices:
    """The glyphs one symbol cell can become, as (taken, put, glyph), counted by cost."""

    def __init__(self, choices: tuple[tuple[int, int, str], ...]) -> None:
        self.choices = choices
        self.histogram: dict[Cost, int] = defaultdict(int)
        for taken, put, _ in choices:
            self.histogram[taken, put] += 1
