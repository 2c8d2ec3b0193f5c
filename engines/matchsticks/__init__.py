"""The matchstick-equation engine: layouts of sticks, solving, checking, generating and hints.

Slots: a slot is `(cell index, slot name)`. Digit cells are seven-segment digits with slots
"a".."g" (a top, b upper right, c lower right, d bottom, e lower left, f upper left, g middle).
Operator and "=" cells share the slots "h" (middle horizontal), "v" (vertical), "l" (lower
horizontal), "x" and "y" (diagonals): "+" is h v, "-" is h, "=" is h l, "*" is x y, "/" is x.
`Layout.slots()` lists all five in every symbol cell; `Rules.symbol_choices(start_glyph)` says
which glyphs a cell may end as, so a board can offer only the slots they use.

Beyond the names in `__all__`, useful values: `Layout.cell_sticks(cell)`, `Layout.glyphs()`,
`Layout.has_slot(slot)`, `parsing.MAX_LENGTH` (24 characters), `glyphs.shape_of(glyph)`.

Playing: `offer(puzzle, rules, layout, move)` answers a move the player tried with the new layout
or a `Message` saying why not (the stick budget counted); `open_places` lists where a stick in
hand may go; `hints(..., layout=...)` works from the layout on the board.

Semantics worth knowing: "/" is exact rational division (1/2+1/2=1 is true) and dividing by zero
is false; `check` accepts fewer sticks than the puzzle allows; `difficulty` of an unsolvable
puzzle is "hard"; `generate` raises GenerationError when no puzzle fits after a bounded search,
and never shows a leading zero in a puzzle it makes.

The names are loaded on first use (PEP 562), each from its own module, so that `solve 5+7=2`
loads the parser and solver without the checker, generator and hints. (No module is named after
a function it defines, such as `check` or `parse`: a submodule, once imported, is bound here
under its name, which would hide the function.)
"""

from engines.common.lazy_names import lazy_names

_HOMES = {
    "engines.common": ("Level",),
    "engines.matchsticks.checker": ("CheckResult", "check", "check_text"),
    "engines.matchsticks.generator": ("GenerationError", "generate", "generate_unsolvable"),
    "engines.matchsticks.geometry": ("board_size", "cell_box", "slot_line"),
    "engines.matchsticks.grading": ("difficulty",),
    "engines.matchsticks.hint_ladder": ("Hint", "hints"),
    "engines.matchsticks.legality": ("Offer", "offer", "open_places", "pick_refusal"),
    "engines.matchsticks.messages": ("MESSAGE_TEMPLATES",),
    "engines.matchsticks.model": (
        "STANDARD_RULES",
        "IllegalMove",
        "Kind",
        "Layout",
        "Move",
        "Puzzle",
        "Rules",
        "Slot",
        "Solution",
        "apply",
        "sticks_used",
    ),
    "engines.matchsticks.parsing": ("EquationError", "parse"),
    "engines.matchsticks.solver": ("solve",),
}
__all__, __getattr__, __dir__ = lazy_names(__name__, _HOMES, globals())
