"""A ladder of hints towards the easiest solution: where to look, what to move, the answer."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engines.common import Message
from engines.matchsticks.difficulty import solution_score
from engines.matchsticks.model import (
    STANDARD_RULES,
    Kind,
    Layout,
    Move,
    Puzzle,
    Rules,
    Solution,
)
from engines.matchsticks.solver import solve

LOOK_AT_CELL = "look at cell {cell}"
LOOK_AT_CELLS = "look at cells {cells}"
ONE_STICK = {
    "move": "move a stick from cell {sources} to cell {targets}",
    "add": "add a stick to cell {targets}",
    "remove": "take a stick away from cell {sources}",
}
SEVERAL_STICKS = {
    ("move", False, False): "move sticks from cell {sources} to cell {targets}",
    ("move", False, True): "move sticks from cell {sources} to cells {targets}",
    ("move", True, False): "move sticks from cells {sources} to cell {targets}",
    ("move", True, True): "move sticks from cells {sources} to cells {targets}",
    ("add", False, False): "add sticks to cell {targets}",
    ("add", False, True): "add sticks to cells {targets}",
    ("remove", False, False): "take sticks away from cell {sources}",
    ("remove", True, False): "take sticks away from cells {sources}",
}
"""Keyed by kind, several source cells, several target cells."""
ANSWER = "the answer is {equation}"
TEMPLATES = (LOOK_AT_CELL, LOOK_AT_CELLS, *ONE_STICK.values(), *SEVERAL_STICKS.values(), ANSWER)


@dataclass(frozen=True)
class Hint:
    """One rung of the ladder: a message, the cells and moves to highlight, maybe the answer."""

    message: Message
    cells: tuple[int, ...]
    moves: tuple[Move, ...]
    solution: Layout | None


def _cell_numbers(cells: list[int]) -> str:
    """Cells as the player counts them, from 1, each once: "2, 5"."""
    return ", ".join(str(cell + 1) for cell in dict.fromkeys(cells))


def step_message(kind: Kind, moves: tuple[Move, ...]) -> Message:
    """The sticks to move, add or take away, by cell, each cell named once: "move a stick from
    cell 2 to cell 1"."""
    sources = [move.source[0] for move in moves if move.source is not None]
    targets = [move.target[0] for move in moves if move.target is not None]
    if len(moves) == 1:
        template = ONE_STICK[kind]
    else:
        template = SEVERAL_STICKS[kind, len(set(sources)) > 1, len(set(targets)) > 1]
    places = {"sources": _cell_numbers(sources), "targets": _cell_numbers(targets)}
    return Message.of(template, **{k: v for k, v in places.items() if f"{{{k}}}" in template})


def hints(
    puzzle: Puzzle,
    rules: Rules = STANDARD_RULES,
    *,
    solutions: Sequence[Solution] | None = None,
) -> list[Hint]:
    """Three hints towards the easiest solution; empty if the puzzle has none.

    A caller that has just solved the puzzle passes its `solutions`, so the largest puzzles are
    not solved twice (the GUI's analysis does).
    """
    if solutions is None:
        solutions = solve(puzzle, rules)
    if not solutions:
        return []
    best: Solution = min(
        solutions, key=lambda solution: (solution_score(puzzle, solution), solution.text)
    )
    start = puzzle.start
    cells = tuple(
        cell for cell in range(len(start.kinds)) if start.glyph(cell) != best.layout.glyph(cell)
    )
    look = (
        Message.of(LOOK_AT_CELL, cell=cells[0] + 1)
        if len(cells) == 1
        else Message.of(LOOK_AT_CELLS, cells=_cell_numbers(list(cells)))
    )
    return [
        Hint(look, cells, (), None),
        Hint(step_message(puzzle.kind, best.moves), cells, best.moves, None),
        Hint(Message.of(ANSWER, equation=best.text), cells, best.moves, best.layout),
    ]
