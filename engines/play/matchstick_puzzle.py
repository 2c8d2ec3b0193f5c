"""The matchstick game's puzzle as a session plays it (see `engines.play.puzzles` for the
interface both games share).

It has a module of its own, loaded on first use (`engines.play` exports it lazily), because it
loads the matchstick engine: the window's first screen is 24 points, and it should not wait for
the other game's engine.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any, ClassVar

from engines import matchsticks as ms
from engines.common import Level, Message, PuzzleInputError
from engines.common.frozen import Frozen
from engines.matchsticks.checker import NOTHING_MOVED, TOO_FEW
from engines.matchsticks.glyphs import CELL_KINDS
from engines.matchsticks.model import MAX_CELLS
from engines.play.game_keys import MATCHSTICKS
from engines.play.puzzles import read_int, read_level, refuse
from engines.play.verdicts import NOT_AN_ANSWER, RIGHT, WRONG, Verdict


def _slot(data: Any) -> ms.Slot:
    cell, segment = data
    return (read_int(cell), str(segment))


class MatchstickPuzzle(Frozen):
    """A matchstick puzzle under its rules; states are layouts of sticks."""

    GAME: ClassVar[str] = MATCHSTICKS
    _fields = ("puzzle", "rules", "level")
    __slots__ = _fields
    puzzle: ms.Puzzle
    rules: ms.Rules
    level: Level | None

    def __init__(
        self, puzzle: ms.Puzzle, rules: ms.Rules = ms.STANDARD_RULES, level: Level | None = None
    ) -> None:
        self._set(puzzle=puzzle, rules=rules, level=level)

    def start(self) -> ms.Layout:
        return self.puzzle.start

    def with_rules(self, rules: ms.Rules) -> MatchstickPuzzle:
        return self.replace(rules=rules)

    def code(self) -> str:
        """The puzzle code anyone can type to get this puzzle under these rules."""
        from engines.matchsticks import code

        return code.encode(self.puzzle, self.rules)

    @classmethod
    def from_code(cls, text: str) -> MatchstickPuzzle:
        """The puzzle a matchstick code names; the engine's error if it is not one."""
        from engines.matchsticks import code

        puzzle, rules = code.decode(text)
        return cls(puzzle, rules)

    def judge(self, answer: ms.Layout) -> Verdict:
        """The engine's check, except that a board with nothing moved, or fewer sticks moved
        (added, taken away) than the puzzle asks, is not an answer yet."""
        puzzle = self.puzzle
        text = answer.text() or ""
        if answer.kinds == puzzle.start.kinds:
            if answer.sticks == puzzle.start.sticks:
                return Verdict(NOT_AN_ANSWER, Message.of(NOTHING_MOVED), text)
            used = ms.sticks_used(puzzle, answer)
            if used < puzzle.count:
                message = Message.of(TOO_FEW[puzzle.kind], used=used, allowed=puzzle.count)
                return Verdict(NOT_AN_ANSWER, message, text)
        result = ms.check(puzzle, answer, self.rules)
        return Verdict(RIGHT if result.ok else WRONG, result.message, text)

    def solved_by(self, answers: Collection[str], *, claim_scores: bool) -> bool:
        """One of `answers` (equations, as checks keep them) that the engine finds right in
        some drawing, as it judges a typed answer: a check keeps the board's text, and the
        board need not be one of the history's (see `PlayPuzzle.solved_by`; there is no
        "no solution" call here)."""
        return any(self._right_text(text) for text in answers)

    def _right_text(self, text: str) -> bool:
        try:
            return ms.check_text(self.puzzle, text, self.rules).ok
        except PuzzleInputError:  # not an equation this puzzle's board can show
            return False

    def rules_json(self) -> dict[str, Any]:
        data = {
            "equals_mutable": self.rules.equals_mutable,
            "ops": self.rules.ops,
            "leading_zeros": self.rules.leading_zeros,
        }
        # Written only when not standard, so files of standard games stay as they were.
        return data if self.rules.glyphs == "standard" else {**data, "glyphs": self.rules.glyphs}

    def to_json(self) -> dict[str, Any]:
        return {
            "start": self.state_to_json(self.puzzle.start),
            "kinds": list(self.puzzle.start.kinds),
            "kind": self.puzzle.kind,
            "count": self.puzzle.count,
            "rules": self.rules_json(),
            "level": self.level,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> MatchstickPuzzle:
        kinds = tuple(data["kinds"])
        if not kinds or len(kinds) > MAX_CELLS or any(kind not in CELL_KINDS for kind in kinds):
            raise refuse("unknown matchstick cells")
        start = ms.Layout(kinds, frozenset(_slot(slot) for slot in data["start"]))
        puzzle = ms.Puzzle(start, data["kind"], read_int(data["count"]))
        rules = data["rules"]
        flags = (rules["equals_mutable"], rules["leading_zeros"])
        if not all(isinstance(flag, bool) for flag in flags) or not isinstance(rules["ops"], str):
            raise refuse("unknown matchstick rules")
        glyphs = rules.get("glyphs", "standard")
        return cls(puzzle, ms.Rules(flags[0], rules["ops"], flags[1], glyphs), read_level(data))

    def state_to_json(self, state: ms.Layout) -> list[list[int | str]]:
        return [[cell, segment] for cell, segment in sorted(state.sticks)]

    def state_from_json(self, data: Any) -> ms.Layout:
        return ms.Layout(self.puzzle.start.kinds, frozenset(_slot(slot) for slot in data))
