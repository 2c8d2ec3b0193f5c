"""The matchstick board as immutable values: rules, layouts of sticks, moves and puzzles.

A layout is only the set of occupied slots plus the kind of each cell, so it is hashable and an
undo history is just a list of layouts. Whether a cell shows a valid glyph is read off the slots.
"""

from __future__ import annotations

from functools import cached_property, lru_cache

from engines.common import Message, PuzzleInputError, flag, of_type, refuse, shown
from engines.common.frozen import Frozen
from engines.matchsticks.glyphs import (
    ALL_OPERATORS,
    GLYPH_OF_SHAPE,
    GLYPH_SETS,
    NUMBER_KIND,
    SEGMENTS,
    CellKind,
    kind_of_glyph,
    shape_of,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Literal

    Kind = Literal["move", "add", "remove"]
else:
    Kind = str
    """One of KINDS (a `Literal` to type checkers: `typing` is not loaded at run time, as the
    command line starts here)."""

Slot = tuple[int, str]
KINDS: tuple[Kind, ...] = ("move", "add", "remove")
MAX_COUNT = 3
MAX_CELLS = 64
"""Cells of a layout: room for the longest equation a player may type (24 characters) with the
empty cells a glyph set adds (a Roman number's gaps, flexible leading signs)."""

UNKNOWN_OPERATOR = "{operator} is not an operator: choose from + - * /"
NO_OPERATORS = "the rules need at least one operator"
UNKNOWN_GLYPHS = "{glyphs} is not a set of shapes: choose standard, flexible, handwritten or roman"
BAD_COUNT = "a puzzle moves, adds or removes 1 to {limit} sticks, not {count}"
BAD_KIND = "{kind} is not a puzzle kind: choose move, add or remove"
NO_STICK_THERE = "there is no stick to take from that place"
PLACE_TAKEN = "that place already has a stick"
NO_SUCH_PLACE = "there is no such place for a stick"
EMPTY_MOVE = "a move needs a stick to take or a place to put one"
TEMPLATES = (
    UNKNOWN_OPERATOR,
    NO_OPERATORS,
    UNKNOWN_GLYPHS,
    BAD_COUNT,
    BAD_KIND,
    NO_STICK_THERE,
    PLACE_TAKEN,
    NO_SUCH_PLACE,
    EMPTY_MOVE,
)


class Rules(Frozen):
    """Which equations count as solutions.

    Standard rules: operator cells hold one of `ops`, the `=` cell is fixed, and numbers may have
    leading zeros. `equals_mutable` lets sticks move into and out of the `=` cell, so any symbol
    cell may show `=` as long as exactly one does. `ops` is kept in the canonical order `+-*/`.
    `glyphs` names the glyph set numbers are drawn with (see `glyphs.GLYPH_SETS`): under
    "flexible" a "-" and the "=" may also trade a stick, and "roman" is the Roman script.
    """

    _fields = ("equals_mutable", "ops", "leading_zeros", "glyphs")
    __slots__ = (*_fields, "_hash")
    equals_mutable: bool
    ops: str
    leading_zeros: bool
    glyphs: str

    def __init__(
        self,
        equals_mutable: bool = False,
        ops: str = "+-",
        leading_zeros: bool = True,
        glyphs: str = "standard",
    ) -> None:
        self._set(
            equals_mutable=equals_mutable, ops=ops, leading_zeros=leading_zeros, glyphs=glyphs
        )
        flag(self.equals_mutable, "equals_mutable")
        flag(self.leading_zeros, "leading_zeros")
        of_type(self.ops, str, "operators")
        if not isinstance(self.glyphs, str) or self.glyphs not in GLYPH_SETS:
            raise PuzzleInputError(Message.of(UNKNOWN_GLYPHS, glyphs=shown(self.glyphs)))
        for operator in self.ops:
            if operator not in ALL_OPERATORS:
                raise PuzzleInputError(Message.of(UNKNOWN_OPERATOR, operator=operator))
        if not self.ops:
            raise PuzzleInputError(Message.of(NO_OPERATORS))
        object.__setattr__(self, "ops", "".join(op for op in ALL_OPERATORS if op in self.ops))
        object.__setattr__(self, "_hash", super().__hash__())

    def __hash__(self) -> int:
        """Worked out once: the generator's memos look rules up for every candidate."""
        return self._hash

    def symbol_choices(self, start_glyph: str) -> str:
        """The glyphs a symbol cell that starts as `start_glyph` may show in a solution."""
        if self.equals_mutable:
            return self.ops + "="
        if self.glyphs == "flexible" and start_glyph in "-=" and "-" in self.ops:
            return self.ops + "=" if start_glyph == "-" else "=-"
        return "=" if start_glyph == "=" else self.ops

    @property
    def number_kind(self) -> CellKind:
        """The kind of cell that holds the digits (or letters) of a number under these rules."""
        return NUMBER_KIND[self.glyphs]

    @property
    def roman(self) -> bool:
        return self.glyphs == "roman"


STANDARD_RULES = Rules()


class Layout(Frozen):
    """The kinds of the cells ("digit" or "symbol") and the set of occupied slots."""

    # No __slots__: the glyph sets of the cells are cached in the instance's __dict__.
    _fields = ("kinds", "sticks")
    kinds: tuple[CellKind, ...]
    sticks: frozenset[Slot]

    def __init__(self, kinds: tuple[CellKind, ...], sticks: frozenset[Slot]) -> None:
        self._set(kinds=kinds, sticks=sticks)
        if not isinstance(self.kinds, tuple) or len(self.kinds) > MAX_CELLS:
            raise refuse("cell kinds", self.kinds)
        for kind in self.kinds:
            if kind not in SEGMENTS:
                raise refuse("a cell kind", kind)
        of_type(self.sticks, frozenset, "a set of sticks")
        # Generation builds thousands of layouts: a subset test does most of the checking, and
        # the loop only rules out look-alikes such as (True, "a") or (1.0, "a").
        if not self.sticks <= _slots_of(self.kinds) or not all(
            type(slot[0]) is int for slot in self.sticks
        ):
            raise PuzzleInputError(Message.of(NO_SUCH_PLACE))

    @cached_property
    def _cells(self) -> tuple[frozenset[str], ...]:
        segments: list[set[str]] = [set() for _ in self.kinds]
        for cell, segment in self.sticks:
            segments[cell].add(segment)
        return tuple(frozenset(cell) for cell in segments)

    def slots(self) -> tuple[Slot, ...]:
        """Every slot of every cell, in drawing order."""
        return tuple(
            (cell, segment) for cell, kind in enumerate(self.kinds) for segment in SEGMENTS[kind]
        )

    def has_slot(self, slot: Slot) -> bool:
        if not _is_slot(slot):
            return False
        cell, segment = slot
        return 0 <= cell < len(self.kinds) and segment in SEGMENTS[self.kinds[cell]]

    def has_stick(self, slot: Slot) -> bool:
        return slot in self.sticks

    def cell_sticks(self, cell: int) -> frozenset[str]:
        """The occupied segments of one cell."""
        return self._cells[cell]

    def cells_sticks(self, cells: range) -> tuple[frozenset[str], ...]:
        """The occupied segments of each of the consecutive `cells`."""
        return self._cells[cells.start : cells.stop]

    def glyph(self, cell: int) -> str | None:
        """The digit or operator the cell shows, or None if its sticks form no glyph."""
        return GLYPH_OF_SHAPE[self.kinds[cell]].get(self._cells[cell])

    def glyphs(self) -> tuple[str | None, ...]:
        return tuple(self.glyph(cell) for cell in range(len(self.kinds)))

    def text(self) -> str | None:
        """The equation in ASCII, such as "9-7=2", or None when some cell is not a glyph."""
        glyphs = self.glyphs()
        return None if None in glyphs else "".join(glyph for glyph in glyphs if glyph)

    def stick_count(self) -> int:
        return len(self.sticks)


@lru_cache(maxsize=256)
def _slots_of(kinds: tuple[CellKind, ...]) -> frozenset[Slot]:
    """Every slot of a layout with these cell kinds."""
    return frozenset(
        (cell, segment) for cell, kind in enumerate(kinds) for segment in SEGMENTS[kind]
    )


def _is_slot(slot: object) -> bool:
    """Whether `slot` has the shape of a Slot: (cell index, one-letter slot name)."""
    return (
        isinstance(slot, tuple)
        and len(slot) == 2
        and isinstance(slot[0], int)
        and not isinstance(slot[0], bool)
        and isinstance(slot[1], str)
        and len(slot[1]) == 1
    )


@lru_cache(maxsize=MAX_CELLS * 64)
def _glyph_slots(cell: int, glyph: str, kind: CellKind) -> tuple[Slot, ...]:
    """The slots of `glyph` in `cell`, made once: the layouts of a solve's tens of thousands
    of solutions share these tuples instead of each holding copies."""
    return tuple((cell, segment) for segment in shape_of(glyph, kind))


def layout_of(glyphs: Sequence[str], kinds: Sequence[CellKind] | None = None) -> Layout:
    """The layout that shows `glyphs`, one per cell, each in its usual shape. Without `kinds`
    the cells are standard: digits and operators."""
    cell_kinds = tuple(kinds) if kinds is not None else tuple(map(kind_of_glyph, glyphs))
    # Copied from a set, a frozenset gets a table half the size of one grown slot by slot.
    sticks = frozenset(
        {
            slot
            for cell, (glyph, kind) in enumerate(zip(glyphs, cell_kinds, strict=True))
            for slot in _glyph_slots(cell, glyph, kind)
        }
    )
    return Layout(cell_kinds, sticks)


class Move(Frozen):
    """One stick taken from `source` and put at `target`.

    `source` None: a stick from the spare tray (add puzzles); `target` None: the stick is taken
    away (remove puzzles).
    """

    _fields = ("source", "target")
    __slots__ = _fields
    source: Slot | None
    target: Slot | None

    def __init__(self, source: Slot | None, target: Slot | None) -> None:
        self._set(source=source, target=target)
        for slot in (self.source, self.target):
            if slot is not None and not _is_slot(slot):
                raise PuzzleInputError(Message.of(NO_SUCH_PLACE))


class IllegalMove(PuzzleInputError):
    """A move that cannot be made on the layout it was applied to."""


def apply(layout: Layout, move: Move) -> Layout:
    """The layout after `move`; raises IllegalMove if the move is impossible."""
    of_type(layout, Layout, "a layout")
    of_type(move, Move, "a move")
    if move.source is None and move.target is None:
        raise IllegalMove(Message.of(EMPTY_MOVE))
    for slot in (move.source, move.target):
        if slot is not None and not layout.has_slot(slot):
            raise IllegalMove(Message.of(NO_SUCH_PLACE))
    if move.source is not None and move.source not in layout.sticks:
        raise IllegalMove(Message.of(NO_STICK_THERE))
    if move.target is not None and move.target in layout.sticks:
        raise IllegalMove(Message.of(PLACE_TAKEN))
    sticks = (layout.sticks - {move.source}) | ({move.target} - {None})
    return Layout(layout.kinds, frozenset(slot for slot in sticks if slot is not None))


class Puzzle(Frozen):
    """A start layout and the task: move, add or remove exactly `count` sticks."""

    _fields = ("start", "kind", "count")
    __slots__ = _fields
    start: Layout
    kind: Kind
    count: int

    def __init__(self, start: Layout, kind: Kind = "move", count: int = 1) -> None:
        self._set(start=start, kind=kind, count=count)
        of_type(self.start, Layout, "a layout")
        if self.kind not in KINDS:
            raise PuzzleInputError(Message.of(BAD_KIND, kind=shown(self.kind)))
        if isinstance(self.count, bool) or not isinstance(self.count, int):
            raise refuse("a number of sticks", self.count)
        if not 1 <= self.count <= MAX_COUNT:
            raise PuzzleInputError(Message.of(BAD_COUNT, limit=MAX_COUNT, count=shown(self.count)))

    def budget(self) -> tuple[int, int]:
        """(sticks taken out, sticks put in) that a solution must differ from the start by."""
        taken = 0 if self.kind == "add" else self.count
        put = 0 if self.kind == "remove" else self.count
        return taken, put


def sticks_used(puzzle: Puzzle, layout: Layout) -> int:
    """How many sticks the player has moved, added or removed so far.

    Counted from the slot differences, so a stick put back where it was costs nothing.
    """
    of_type(puzzle, Puzzle, "a puzzle")
    of_type(layout, Layout, "a layout")
    vacated = puzzle.start.sticks - layout.sticks
    filled = layout.sticks - puzzle.start.sticks
    return max(len(vacated), len(filled))


def moves_between(puzzle: Puzzle, end: Layout) -> tuple[Move, ...]:
    """Stick moves that turn the start into `end`, keeping sticks inside their cell if possible."""
    return moves_from(puzzle.start, end, puzzle.kind)


def moves_from(layout: Layout, end: Layout, kind: Kind) -> tuple[Move, ...]:
    """Stick moves of a `kind` puzzle that turn `layout` into `end`, keeping sticks inside
    their cell if possible."""
    vacated = sorted(layout.sticks - end.sticks)
    filled = sorted(end.sticks - layout.sticks)
    if kind == "add":
        return tuple(Move(None, target) for target in filled)
    if kind == "remove":
        return tuple(Move(source, None) for source in vacated)
    moves, sources, targets = paired(vacated, filled)
    moves.extend(Move(source, target) for source, target in zip(sources, targets, strict=True))
    return tuple(moves)


def paired(sources: list[Slot], targets: list[Slot]) -> tuple[list[Move], list[Slot], list[Slot]]:
    """Moves from `sources` to `targets` within one cell where there are such pairs, and the
    sources and targets left over (both in their given order)."""
    sources, targets = list(sources), list(targets)
    moves = []
    for source in list(sources):
        same_cell = next((target for target in targets if target[0] == source[0]), None)
        if same_cell is not None:
            moves.append(Move(source, same_cell))
            sources.remove(source)
            targets.remove(same_cell)
    return moves, sources, targets


class Solution(Frozen):
    """A solved layout, its equation and the stick moves that produce it from the start."""

    _fields = ("layout", "text", "moves")
    __slots__ = _fields
    layout: Layout
    text: str
    moves: tuple[Move, ...]

    def __init__(self, layout: Layout, text: str, moves: tuple[Move, ...] = ()) -> None:
        self._set(layout=layout, text=text, moves=moves)
