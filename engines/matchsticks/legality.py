"""Which stick moves the player may make: the places offered to a stick in hand, and why a
move the puzzle does not allow is refused.

The board widget only reports what the player tried ("this stick to that place"); `offer`
answers with the new layout or a `Message` saying why not, counting the puzzle's stick budget,
so the same rules hold in tests without a window, in the tab and in any other front end.
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.common import Message, of_type
from engines.matchsticks.checker import ONLY
from engines.matchsticks.glyphs import shape_of
from engines.matchsticks.model import (
    NO_STICK_THERE,
    IllegalMove,
    Layout,
    Move,
    Puzzle,
    Rules,
    Slot,
    apply,
    sticks_used,
)

NO_SPARES = "There are no spare sticks left to add."
ADD_ONLY = "In this puzzle you add sticks: the ones already there stay put."
NO_PLACE = "A stick cannot go there: choose an empty place."
ALL_MOVED = {
    True: "You have already moved the 1 stick allowed: undo or reset to try another.",
    False: "You have already moved the {allowed} sticks allowed: undo or reset to try another.",
}
ALL_REMOVED = {
    True: "You have already removed the 1 stick allowed: undo or reset to try another.",
    False: "You have already removed the {allowed} sticks allowed: undo or reset to try another.",
}
TOO_MANY = {
    True: "Only 1 stick may change in this puzzle.",
    False: "Only {allowed} sticks may change in this puzzle.",
}
"""Keyed by whether the puzzle allows exactly one stick."""
TEMPLATES = (
    NO_SPARES,
    ADD_ONLY,
    NO_PLACE,
    *ALL_MOVED.values(),
    *ALL_REMOVED.values(),
    *TOO_MANY.values(),
)


@dataclass(frozen=True)
class Offer:
    """The answer to a move the player tried: the new layout, or why not (`refusal`).

    `used` is the number of sticks moved, added or taken away after the move (before it, when
    refused), out of the puzzle's `count`.
    """

    layout: Layout | None
    refusal: Message | None
    used: int


def _counted(template: dict[bool, str], allowed: int) -> Message:
    text = template[allowed == 1]
    return Message.of(text, allowed=allowed) if "{allowed}" in text else Message.of(text)


def sign_places(puzzle: Puzzle, rules: Rules) -> dict[int, frozenset[str]]:
    """For each sign cell, the places the signs it may end as use (no diagonals unless × and
    ÷ are allowed, no lower bar unless "=" may move)."""
    kinds = puzzle.start.kinds
    return {
        cell: frozenset().union(
            *(shape_of(sign) for sign in rules.symbol_choices(puzzle.start.glyph(cell) or "+"))
        )
        for cell, kind in enumerate(kinds)
        if kind == "symbol"
    }


def usable_places(puzzle: Puzzle, rules: Rules) -> tuple[Slot, ...]:
    """Every place a stick can ever lie under the rules, in drawing order."""
    signs = sign_places(puzzle, rules)
    return tuple(
        (cell, segment)
        for cell, segment in puzzle.start.slots()
        if cell not in signs or segment in signs[cell]
    )


def open_places(puzzle: Puzzle, rules: Rules, layout: Layout) -> tuple[Slot, ...]:
    """The empty places where a stick in hand may go on `layout`."""
    return tuple(slot for slot in usable_places(puzzle, rules) if not layout.has_stick(slot))


def pick_refusal(puzzle: Puzzle, layout: Layout, source: Slot | None) -> Message | None:
    """Why the player may not take the stick at `source` (None: a spare from the tray) now;
    None when they may."""
    of_type(puzzle, Puzzle, "a puzzle")
    used = sticks_used(puzzle, layout)
    if source is None:
        return Message.of(NO_SPARES) if puzzle.kind != "add" or used >= puzzle.count else None
    if source not in layout.sticks:
        return Message.of(NO_STICK_THERE)
    original = puzzle.start.has_stick(source)
    if puzzle.kind == "add" and original:
        return Message.of(ADD_ONLY)
    if puzzle.kind == "move" and original and used >= puzzle.count:
        return _counted(ALL_MOVED, puzzle.count)
    if puzzle.kind == "remove" and used >= puzzle.count:
        return _counted(ALL_REMOVED, puzzle.count)
    return None


def offer(puzzle: Puzzle, rules: Rules, layout: Layout, move: Move) -> Offer:
    """The layout after the player's `move`, or why the puzzle does not allow it."""
    of_type(move, Move, "a move")
    used = sticks_used(puzzle, layout)
    refusal = pick_refusal(puzzle, layout, move.source)
    if refusal is None:
        refusal = _place_refusal(puzzle, rules, layout, move.target)
    if refusal is not None:
        return Offer(None, refusal, used)
    try:
        moved = apply(layout, move)
    except IllegalMove as error:
        return Offer(None, error.message, used)
    after = sticks_used(puzzle, moved)
    if after > puzzle.count:
        return Offer(None, _counted(TOO_MANY, puzzle.count), used)
    return Offer(moved, None, after)


def _place_refusal(
    puzzle: Puzzle, rules: Rules, layout: Layout, target: Slot | None
) -> Message | None:
    if target is None:
        return Message.of(ONLY["move"]) if puzzle.kind == "move" else None
    if puzzle.kind == "remove":
        return Message.of(ONLY["remove"])
    if target not in open_places(puzzle, rules, layout):
        return Message.of(NO_PLACE)
    return None
