"""Judging a contest puzzle with the games' own engines, and what a pupil's page may see of it.

Answers are judged on the teacher's PC only. 24 points goes through the "how many ways?" judge
(`engines.twentyfour.judge.Judge`, one per pupil and puzzle), so a verdict is exactly what
`python -m engines.twentyfour judge` prints; matchsticks through `engines.matchsticks.check`,
with the same three verdicts (a solution is the layout it leaves). `public_json` describes the
puzzle and never its solutions; `solutions` is for the reveal.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any, Protocol

from engines import matchsticks as ms
from engines.codes import SharedPuzzle, code_of
from engines.common import Message, PuzzleInputError
from engines.matchsticks.geometry import board_size, slot_line
from engines.matchsticks.model import NO_SUCH_PLACE
from engines.play.puzzles import MatchstickPuzzle, TwentyFourPuzzle
from engines.twentyfour import card_name
from engines.twentyfour.judge import Judge, Verdict, identity

Key = Hashable
MAX_ANSWER_CHARS = 200
"""The longest expression the 24-point checker reads; longer texts are refused unread."""
MAX_SLOT_CHARS = 6


class BadAnswer(ValueError):
    """An answer message that no honest page sends (wrong types, too long): the client is
    dropped, the answer is not judged."""


class PupilJudge(Protocol):
    """One pupil's answers to one puzzle, judged in order."""

    def submit(self, answer: str) -> tuple[Verdict, Key | None]: ...


def slot_text(slot: ms.Slot) -> str:
    """A matchstick place as the page names it: `CELL:SEGMENT`, such as `0:a`."""
    return f"{slot[0]}:{slot[1]}"


def _slot(text: str) -> ms.Slot:
    cell, _, segment = text.partition(":")
    if not cell.isdigit() or len(cell) > 2 or len(segment) != 1:
        raise PuzzleInputError(Message.of(NO_SUCH_PLACE))
    return int(cell), segment


class _TwentyFourJudge:
    def __init__(self, puzzle: TwentyFourPuzzle, solutions: list) -> None:
        self._judge = Judge(puzzle.hand, puzzle.rules, solutions)
        self._rules = puzzle.rules

    def submit(self, answer: str) -> tuple[Verdict, Key | None]:
        verdict = self._judge.submit(answer)
        key = None if verdict.kind == "wrong" else identity(answer, self._rules)
        return verdict, key


class MatchstickJudge:
    """The "how many ways?" judge for a matchstick puzzle; an answer is the sticks it leaves,
    written as the page sends them (`0:a 0:b ...`)."""

    def __init__(self, puzzle: MatchstickPuzzle) -> None:
        self.puzzle = puzzle
        self.verdicts: list[Verdict] = []
        self._first_answer: dict[Key, int] = {}

    def submit(self, answer: str) -> tuple[Verdict, Key | None]:
        key: Key | None = None
        try:
            sticks = frozenset(_slot(part) for part in answer.split())
            layout = ms.Layout(self.puzzle.puzzle.start.kinds, sticks)
            result = ms.check(self.puzzle.puzzle, layout, self.puzzle.rules)
            ok, message = result.ok, result.message
        except PuzzleInputError as error:
            ok, message = False, error.message
        found = len(self._first_answer)
        if not ok:
            verdict = Verdict("wrong", found, message=message)
        else:
            key = sticks
            earlier = self._first_answer.get(key)
            if earlier is None:
                self._first_answer[key] = len(self.verdicts) + 1
                verdict = Verdict("new", found + 1)
            else:
                verdict = Verdict("same", found, same_as=earlier)
        self.verdicts.append(verdict)
        return verdict, key


@dataclass(frozen=True)
class Solution:
    """One distinct solution: how the projector writes it and what identifies it."""

    text: str
    key: Key


class ContestPuzzle:
    """One puzzle of a contest, solved once (on first need) for the class board and reveal."""

    def __init__(self, puzzle: SharedPuzzle) -> None:
        self.puzzle = puzzle
        self.code = code_of(puzzle)
        self.game = puzzle.GAME
        self._engine_solutions: list | None = None
        self._solutions: list[Solution] | None = None

    def prepare(self) -> ContestPuzzle:
        """Solve now (a server does it off its event loop before the puzzle is shown)."""
        self.solutions()
        return self

    def solutions(self) -> list[Solution]:
        if self._solutions is None:
            puzzle = self.puzzle
            if isinstance(puzzle, TwentyFourPuzzle):
                found = Judge(puzzle.hand, puzzle.rules).solutions()
                self._engine_solutions = found
                self._solutions = [
                    Solution(item.text, identity(item.text, puzzle.rules)) for item in found
                ]
            else:
                self._solutions = [
                    Solution(item.text, item.layout.sticks)
                    for item in ms.solve(puzzle.puzzle, puzzle.rules)
                ]
        return self._solutions

    def judge(self) -> PupilJudge:
        """A fresh judge for one pupil's answers."""
        if isinstance(self.puzzle, TwentyFourPuzzle):
            self.solutions()
            return _TwentyFourJudge(self.puzzle, self._engine_solutions or [])
        return MatchstickJudge(self.puzzle)

    def answer_text(self, message: dict[str, Any]) -> str:
        """The answer carried by a page's `answer` message, in the judge's terms.

        24 points: `text`, what the pupil typed. Matchsticks: `sticks`, the places that hold a
        stick, as a list of `CELL:SEGMENT`. BadAnswer for anything else.
        """
        if self.game == TwentyFourPuzzle.GAME:
            text = message.get("text")
            if not isinstance(text, str) or len(text) > MAX_ANSWER_CHARS:
                raise BadAnswer("an answer text of at most 200 characters")
            return text
        sticks = message.get("sticks")
        assert isinstance(self.puzzle, MatchstickPuzzle)
        limit = len(self.puzzle.puzzle.start.slots())
        if not isinstance(sticks, list) or len(sticks) > limit:
            raise BadAnswer("a list of stick places")
        if not all(isinstance(item, str) and len(item) <= MAX_SLOT_CHARS for item in sticks):
            raise BadAnswer("stick places as CELL:SEGMENT")
        return " ".join(sorted(set(sticks)))

    def shown(self, answer: str) -> str:
        """An answer as the board and the results show it: matchsticks as the equation."""
        if self.game == TwentyFourPuzzle.GAME:
            return answer
        assert isinstance(self.puzzle, MatchstickPuzzle)
        try:
            sticks = frozenset(_slot(part) for part in answer.split())
            text = ms.Layout(self.puzzle.puzzle.start.kinds, sticks).text()
        except PuzzleInputError:
            text = None
        return text or "?"

    def public_json(self) -> dict[str, Any]:
        """The puzzle as the page draws it: cards, or every stick place and which are full."""
        puzzle = self.puzzle
        if isinstance(puzzle, TwentyFourPuzzle):
            rules = puzzle.rules
            return {
                "game": self.game,
                "cards": [{"value": value, "name": card_name(value)} for value in puzzle.hand],
                "target": str(rules.target),
                "left_to_right": rules.left_to_right,
            }
        start = puzzle.puzzle.start
        width, height = board_size(start)
        return {
            "game": self.game,
            "kind": puzzle.puzzle.kind,
            "count": puzzle.puzzle.count,
            "equation": start.text(),
            "width": round(width, 3),
            "height": round(height, 3),
            "places": [
                {
                    "slot": slot_text(slot),
                    "line": [round(value, 3) for value in slot_line(start, slot)],
                    "on": slot in start.sticks,
                }
                for slot in start.slots()
            ],
        }
