"""A deliberately simple solver over individual sticks: the yardstick for the fast solver.

It tries every choice of sticks to take out and empty slots to fill (leaving out only slots that
no glyph the rules allow in that cell uses) and keeps the layouts that are solutions. Tests
compare the fast solver's answers with it; the benchmark times both.
"""

from __future__ import annotations

from itertools import combinations

from engines.matchsticks.arithmetic import equation_holds
from engines.matchsticks.glyphs import GLYPH_OF_SHAPE, shape_of
from engines.matchsticks.model import (
    STANDARD_RULES,
    Layout,
    Puzzle,
    Rules,
    Slot,
    Solution,
    moves_between,
)
from engines.matchsticks.validity import first_problem


def _usable(start: Layout, slot: Slot, rules: Rules) -> bool:
    cell, segment = slot
    start_glyph = start.glyph(cell)
    if start.kinds[cell] != "symbol" or start_glyph is None:
        return True
    return any(segment in shape_of(glyph) for glyph in rules.symbol_choices(start_glyph))


def brute_force_solve(puzzle: Puzzle, rules: Rules = STANDARD_RULES) -> list[Solution]:
    """Every solution of `puzzle`, found by trying all stick combinations; sorted by text."""
    start = puzzle.start
    start_glyphs = ["?" if glyph is None else glyph for glyph in start.glyphs()]
    occupied = sorted(start.sticks)
    empty = [s for s in start.slots() if s not in start.sticks and _usable(start, s, rules)]
    taken_count, put_count = puzzle.budget()
    solutions = []
    for taken in combinations(occupied, taken_count):
        for put in combinations(empty, put_count):
            changed: dict[int, set[str]] = {}
            for cell, segment in taken:
                changed.setdefault(cell, set(start.cell_sticks(cell))).discard(segment)
            for cell, segment in put:
                changed.setdefault(cell, set(start.cell_sticks(cell))).add(segment)
            glyphs = list(start_glyphs)
            for cell, segments in changed.items():
                glyphs[cell] = GLYPH_OF_SHAPE[start.kinds[cell]].get(frozenset(segments), "?")
            text = "".join(glyphs)
            if "?" in text or text.count("=") != 1 or not equation_holds(text):
                continue
            layout = Layout(start.kinds, start.sticks.difference(taken).union(put))
            if first_problem(start, layout, rules) is None:
                solutions.append(Solution(layout, text, moves_between(puzzle, layout)))
    return sorted(_one_per_equation(solutions), key=lambda solution: solution.text)


def _one_per_equation(solutions: list[Solution]) -> list[Solution]:
    """The first solution of each equation: with several shapes per glyph, or Roman letters
    that can sit in more than one cell, one equation can be reached by several layouts."""
    return list({solution.text: solution for solution in reversed(solutions)}.values())
