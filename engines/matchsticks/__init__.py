"""The matchstick-equation engine: layouts of sticks, solving, checking, generating and hints.

Slots: a slot is `(cell index, slot name)`. Digit cells are seven-segment digits with slots
"a".."g" (a top, b upper right, c lower right, d bottom, e lower left, f upper left, g middle).
Operator and "=" cells share the slots "h" (middle horizontal), "v" (vertical), "l" (lower
horizontal), "x" and "y" (diagonals): "+" is h v, "-" is h, "=" is h l, "*" is x y, "/" is x.
`Layout.slots()` lists all five in every symbol cell; `Rules.symbol_choices(start_glyph)` says
which glyphs a cell may end as, so a board can offer only the slots they use.

Beyond the names in `__all__`, useful values: `Layout.cell_sticks(cell)`, `Layout.glyphs()`,
`Layout.has_slot(slot)`, `parse.MAX_LENGTH` (24 characters), `glyphs.shape_of(glyph)`.

Playing: `offer(puzzle, rules, layout, move)` answers a move the player tried with the new layout
or a `Message` saying why not (the stick budget counted); `open_places` lists where a stick in
hand may go; `hints(..., layout=...)` works from the layout on the board.

Semantics worth knowing: "/" is exact rational division (1/2+1/2=1 is true) and dividing by zero
is false; `check` accepts fewer sticks than the puzzle allows; `difficulty` of an unsolvable
puzzle is "hard"; `generate` raises GenerationError when no puzzle fits after a bounded search,
and never shows a leading zero in a puzzle it makes.
"""

from engines import common as _common
from engines.common import Level
from engines.matchsticks import check as _check
from engines.matchsticks import generate as _generate
from engines.matchsticks import hints as _hints
from engines.matchsticks import legality as _legality
from engines.matchsticks import model as _model
from engines.matchsticks import parse as _parse
from engines.matchsticks import solver as _solver
from engines.matchsticks import validity as _validity
from engines.matchsticks.check import CheckResult, check, check_text
from engines.matchsticks.difficulty import difficulty
from engines.matchsticks.generate import GenerationError, generate, generate_unsolvable
from engines.matchsticks.geometry import board_size, cell_box, slot_line
from engines.matchsticks.hints import Hint, hints
from engines.matchsticks.legality import Offer, offer, open_places, pick_refusal
from engines.matchsticks.model import (
    STANDARD_RULES,
    IllegalMove,
    Kind,
    Layout,
    Move,
    Puzzle,
    Rules,
    Slot,
    Solution,
    apply,
    sticks_used,
)
from engines.matchsticks.parse import EquationError, parse
from engines.matchsticks.solver import solve

MESSAGE_TEMPLATES: tuple[str, ...] = (
    *_model.TEMPLATES,
    *_parse.TEMPLATES,
    *_validity.TEMPLATES,
    *_check.TEMPLATES,
    *_solver.TEMPLATES,
    *_generate.TEMPLATES,
    *_hints.TEMPLATES,
    *_legality.TEMPLATES,
    *_common.TEMPLATES,
)

__all__ = [
    "MESSAGE_TEMPLATES",
    "STANDARD_RULES",
    "CheckResult",
    "EquationError",
    "GenerationError",
    "Hint",
    "IllegalMove",
    "Kind",
    "Layout",
    "Level",
    "Move",
    "Offer",
    "Puzzle",
    "Rules",
    "Slot",
    "Solution",
    "apply",
    "board_size",
    "cell_box",
    "check",
    "check_text",
    "difficulty",
    "generate",
    "generate_unsolvable",
    "hints",
    "offer",
    "open_places",
    "parse",
    "pick_refusal",
    "slot_line",
    "solve",
    "sticks_used",
]
