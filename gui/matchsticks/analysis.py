"""What the engine says about a matchstick puzzle, and the rules the player chose.

Solving is plain engine work, safe to run in a worker thread; the hint ladder is then worked out
from the solutions and the layout on the board at the moment a hint is asked for.
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.matchsticks import Hint, Layout, Puzzle, Rules, Solution, hints, solve
from gui.shell import settings as keys
from gui.shell.settings import Settings

# Solving three-stick puzzles, or two-stick ones on long equations, can take longer than
# 50 ms; those run in the worker, the rest at once.
QUICK_SOLVE_MOVES = 2
QUICK_SOLVE_CELLS = 11


@dataclass(frozen=True)
class Analysis:
    """Everything the engine says about one puzzle under one set of rules."""

    puzzle: Puzzle
    rules: Rules
    solutions: tuple[Solution, ...]

    def hints_from(self, layout: Layout) -> tuple[Hint, ...]:
        """The hint ladder from `layout`, the player's board (empty without a solution)."""
        return tuple(hints(self.puzzle, self.rules, solutions=self.solutions, layout=layout))


def analyse(puzzle: Puzzle, rules: Rules) -> Analysis:
    """Solve a puzzle (plain engine work, safe in a worker thread)."""
    return Analysis(puzzle, rules, tuple(solve(puzzle, rules)))


def analysis_may_be_slow(puzzle: Puzzle) -> bool:
    """Whether solving `puzzle` may take long enough to freeze the window."""
    if puzzle.count < QUICK_SOLVE_MOVES:
        return False
    return puzzle.count > QUICK_SOLVE_MOVES or len(puzzle.start.kinds) > QUICK_SOLVE_CELLS


def rules_from(settings: Settings) -> Rules:
    """The engine's rule options as the player set them (Roman numerals have no zeros)."""
    glyphs = settings.get(keys.MS_GLYPHS)
    roman = glyphs == "roman"
    return Rules(
        equals_mutable=settings.get(keys.MS_EQUALS_MUTABLE),
        ops="+-*/" if settings.get(keys.MS_MULTIPLY_DIVIDE) else "+-",
        leading_zeros=not settings.get(keys.MS_NO_LEADING_ZEROS) or roman,
        glyphs=glyphs,
    )
