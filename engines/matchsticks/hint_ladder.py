"""A ladder of hints from where the player is: where to look, what to move, the answer.

The ladder is worked out from the layout on the board. When the sticks moved so far lie on the
way to a solution (every place emptied or filled is one that solution empties or fills), the
ladder carries on towards the easiest such solution and names only the places still to change.
When they do not, the first rung says which move to take back and marks it; the second adds
what to do after that. No rung marks a place that is already as it should be.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engines.common import Message
from engines.matchsticks.grading import solution_score
from engines.matchsticks.model import (
    STANDARD_RULES,
    Kind,
    Layout,
    Move,
    Puzzle,
    Rules,
    Slot,
    Solution,
    apply,
    moves_from,
    paired,
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
ALREADY_SOLVED = "the board already shows a solution: press Check"
TAKE_BACK = {
    (False, False): "take back your move in cell {cells}: it leads to no solution",
    (False, True): "take back your move in cells {cells}: it leads to no solution",
    (True, False): "take back your moves in cell {cells}: they lead to no solution",
    (True, True): "take back your moves in cells {cells}: they lead to no solution",
}
"""Keyed by several moves to take back, several cells."""
TEMPLATES = (
    LOOK_AT_CELL,
    LOOK_AT_CELLS,
    *ONE_STICK.values(),
    *SEVERAL_STICKS.values(),
    ANSWER,
    ALREADY_SOLVED,
    *TAKE_BACK.values(),
)


@dataclass(frozen=True)
class Hint:
    """One rung of the ladder: a message, the cells and moves to highlight, maybe the answer.

    `first`, on the second rung of a way back, says what to take back before `message`; its
    moves lead the rung's `moves`.
    """

    message: Message
    cells: tuple[int, ...]
    moves: tuple[Move, ...]
    solution: Layout | None
    first: Message | None = None


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
    layout: Layout | None = None,
) -> list[Hint]:
    """Three hints from `layout` (by default the start) towards a solution; empty if the
    puzzle has none.

    A caller that has just solved the puzzle passes its `solutions`, so the largest puzzles are
    not solved twice (the GUI's analysis does).
    """
    if solutions is None:
        solutions = solve(puzzle, rules)
    if not solutions:
        return []
    here = puzzle.start if layout is None else layout
    best, wrong = _nearest_solution(puzzle, here, solutions)
    answer = Hint(Message.of(ANSWER, equation=best.text), (), best.moves, best.layout)
    if wrong:
        return _way_back(puzzle, here, best, wrong, answer)
    remaining = moves_from(here, best.layout, puzzle.kind)
    cells = _changed_cells(here, best.layout)
    if not remaining:
        already = Hint(Message.of(ALREADY_SOLVED), (), (), None)
        return [already, already, answer]
    return [
        Hint(_look(cells), cells, (), None),
        Hint(step_message(puzzle.kind, remaining), cells, remaining, None),
        Hint(answer.message, cells, answer.moves, answer.solution),
    ]


def _look(cells: tuple[int, ...]) -> Message:
    if len(cells) == 1:
        return Message.of(LOOK_AT_CELL, cell=cells[0] + 1)
    return Message.of(LOOK_AT_CELLS, cells=_cell_numbers(list(cells)))


def _changed_cells(layout: Layout, end: Layout) -> tuple[int, ...]:
    """The cells whose sticks differ between two layouts, left to right."""
    return tuple(sorted({cell for cell, _ in layout.sticks ^ end.sticks}))


def _nearest_solution(
    puzzle: Puzzle, here: Layout, solutions: Sequence[Solution]
) -> tuple[Solution, frozenset[Slot]]:
    """The solution that keeps most of the player's changes, the easiest of those, and the
    places the player changed that it does not (empty when the player is on its way)."""
    start = puzzle.start.sticks
    changed = here.sticks ^ start

    def wrong(solution: Solution) -> frozenset[Slot]:
        return changed - (solution.layout.sticks ^ start)

    fewest = min(len(wrong(solution)) for solution in solutions)
    best = min(
        (solution for solution in solutions if len(wrong(solution)) == fewest),
        key=lambda solution: (solution_score(puzzle, solution), solution.text),
    )
    return best, wrong(best)


def _way_back(
    puzzle: Puzzle, here: Layout, best: Solution, wrong: frozenset[Slot], answer: Hint
) -> list[Hint]:
    """Take back the moves that lead away from `best`, then carry on towards it.

    The second rung joins a take-back and the move after it that starts where the taken-back
    stick lands, so a stick the player put in the wrong place goes straight to the right one.
    """
    take_back = tuple(
        Move(move.target, move.source)
        for move in _moves_made(puzzle, here, wrong)
        if {move.source, move.target} & wrong
    )
    cells = tuple(sorted({cell for cell, _ in wrong}))
    message = Message.of(
        TAKE_BACK[len(take_back) > 1, len(cells) > 1], cells=_cell_numbers(list(cells))
    )
    back = here
    for move in take_back:
        back = apply(back, move)
    remaining = moves_from(back, best.layout, puzzle.kind)
    net = _in_playable_order(here, _joined(take_back, remaining))
    both = _changed_cells(here, best.layout)
    first = Hint(message, cells, take_back, None)
    if all(move.source is not None and move.target is not None for move in net):
        then = Hint(step_message("move", net), both, net, None)
    elif remaining:
        then = Hint(step_message(puzzle.kind, remaining), both, net, None, message)
    else:
        then = first
    return [first, then, Hint(answer.message, both, answer.moves, answer.solution)]


def _moves_made(puzzle: Puzzle, here: Layout, wrong: frozenset[Slot]) -> tuple[Move, ...]:
    """The moves that took the start to `here`, read so that as few as possible touch a
    `wrong` place: places changed on the way to the solution pair with each other, wrong
    ones with wrong ones, each preferring a place in the same cell."""
    if puzzle.kind != "move":
        return moves_from(puzzle.start, here, puzzle.kind)
    vacated = puzzle.start.sticks - here.sticks
    filled = here.sticks - puzzle.start.sticks
    moves: list[Move] = []
    left_vacated: list[Slot] = []
    left_filled: list[Slot] = []
    for group in (frozenset(), wrong):
        in_cells, sources, targets = paired(
            sorted((vacated & wrong) if group else (vacated - wrong)),
            sorted((filled & wrong) if group else (filled - wrong)),
        )
        moves.extend(in_cells)
        pairs = min(len(sources), len(targets))
        moves.extend(Move(*pair) for pair in zip(sources[:pairs], targets[:pairs], strict=True))
        left_vacated += sources[pairs:]
        left_filled += targets[pairs:]
    moves.extend(Move(*pair) for pair in zip(left_vacated, left_filled, strict=True))
    return tuple(moves)


def _in_playable_order(here: Layout, moves: tuple[Move, ...]) -> tuple[Move, ...]:
    """`moves` reordered so each can be made in turn on `here`: a stick goes to a place only
    once the stick there has left (the order given where that is impossible)."""
    left, ordered, layout = list(moves), [], here
    while left:
        ready = next(
            (move for move in left if move.target is None or not layout.has_stick(move.target)),
            None,
        )
        if ready is None:
            return (*ordered, *left)
        left.remove(ready)
        ordered.append(ready)
        sticks = (layout.sticks - {ready.source}) | ({ready.target} - {None})
        layout = Layout(layout.kinds, frozenset(slot for slot in sticks if slot is not None))
    return tuple(ordered)


def _joined(first: tuple[Move, ...], then: tuple[Move, ...]) -> tuple[Move, ...]:
    """`first` followed by `then`, where a move of `then` that picks up the stick a move of
    `first` just put down becomes one move (the tray counts as a place)."""
    moves = list(first)
    for move in then:
        index = next((i for i, done in enumerate(moves) if done.target == move.source), None)
        if index is None:
            moves.append(move)
        else:
            moves[index] = Move(moves[index].source, move.target)
    return tuple(move for move in moves if move.source != move.target)
