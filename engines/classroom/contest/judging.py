"""Judging a contest puzzle with the games' own engines, and what a pupil's page may see of it.

Answers are judged on the teacher's PC only, by the rule of the "how many ways?" judge
(`engines.twentyfour.judge`): 24-point answers are read with its own `check` and `identity`, so
a verdict is exactly what `python -m engines.twentyfour judge` prints; matchstick answers with
`engines.matchsticks.check` (a solution is the layout it leaves). A puzzle reads each distinct
answer once, however many pupils give it. `public_json` describes the
puzzle and never its solutions; `solutions` is for the reveal.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

from engines import matchsticks as ms
from engines.common import Message, PuzzleInputError
from engines.matchsticks.geometry import board_size, slot_line
from engines.matchsticks.model import NO_SUCH_PLACE
from engines.play.matchstick_puzzle import MatchstickPuzzle
from engines.play.puzzles import TwentyFourPuzzle
from engines.sharing.codes import SharedPuzzle, code_of
from engines.twentyfour import shown_card
from engines.twentyfour.checker import check
from engines.twentyfour.judge import Judge, Verdict, identity

Key = Hashable
MAX_ANSWER_CHARS = 200
"""The longest expression the 24-point checker reads; longer texts are refused unread."""
MAX_SLOT_CHARS = 6
MAX_READINGS = 4096
"""Distinct answers kept read per puzzle; a class gives far fewer."""


class BadAnswer(ValueError):
    """An answer message that no honest page sends (wrong types, too long): the client is
    dropped, the answer is not judged."""


@dataclass(frozen=True)
class Reading:
    """What an answer is, whoever gives it: right or not, why, and which solution it is."""

    ok: bool
    message: Message | None
    key: Key | None
    complete: bool = True
    """False for what is not an answer yet (unfinished, a card or a stick missing): it costs
    nothing, as in the judge command."""


def slot_text(slot: ms.Slot) -> str:
    """A matchstick place as the page names it: `CELL:SEGMENT`, such as `0:a`."""
    return f"{slot[0]}:{slot[1]}"


def _slot(text: str) -> ms.Slot:
    cell, _, segment = text.partition(":")
    if not cell.isdigit() or len(cell) > 2 or len(segment) != 1:
        raise PuzzleInputError(Message.of(NO_SUCH_PLACE))
    return int(cell), segment


class PupilJudge:
    """One pupil's answers to one puzzle, judged in order by the rule of the "how many ways?"
    judge (`engines.twentyfour.judge.Judge`): a right answer is new, or the same solution as
    the pupil's earlier answer number `same_as`. `read` says what an answer is."""

    def __init__(self, read: Callable[[str], Reading]) -> None:
        self.read = read
        self.verdicts: list[Verdict] = []
        self._first_answer: dict[Key, int] = {}

    def submit(self, answer: str) -> tuple[Verdict, Key | None]:
        reading = self.read(answer)
        found = len(self._first_answer)
        if not reading.complete:
            return Verdict("unfinished", found, message=reading.message), None
        if not reading.ok or reading.key is None:
            verdict = Verdict("wrong", found, message=reading.message)
        else:
            earlier = self._first_answer.get(reading.key)
            if earlier is None:
                self._first_answer[reading.key] = len(self.verdicts) + 1
                verdict = Verdict("new", found + 1)
            else:
                verdict = Verdict("same", found, same_as=earlier)
        self.verdicts.append(verdict)
        return verdict, None if verdict.kind == "wrong" else reading.key


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
        self._solutions: list[Solution] | None = None
        self._readings: dict[str, Reading] = {}

    def prepare(self) -> ContestPuzzle:
        """Solve now (a server does it off its event loop before the puzzle is shown)."""
        self.solutions()
        return self

    def solutions(self) -> list[Solution]:
        if self._solutions is None:
            puzzle = self.puzzle
            if isinstance(puzzle, TwentyFourPuzzle):
                found = Judge(puzzle.hand, puzzle.rules).solutions()
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
        return PupilJudge(self.read)

    def read(self, answer: str) -> Reading:
        """What `answer` is, read once per puzzle however many pupils give it: 24 points by
        the judge's own `check` and `identity`, matchsticks by `engines.matchsticks.check`
        (a solution is the layout it leaves)."""
        reading = self._readings.get(answer)
        if reading is None:
            reading = self._read(answer)
            if len(self._readings) >= MAX_READINGS:
                self._readings.clear()
            self._readings[answer] = reading
        return reading

    def _read(self, answer: str) -> Reading:
        puzzle = self.puzzle
        if isinstance(puzzle, TwentyFourPuzzle):
            result = check(answer, puzzle.hand, puzzle.rules)
            key = identity(answer, puzzle.rules) if result.ok else None
            message = None if result.ok else result.message
            return Reading(result.ok, message, key, result.complete)
        try:
            sticks = frozenset(_slot(part) for part in answer.split())
            layout = ms.Layout(puzzle.puzzle.start.kinds, sticks)
            verdict = puzzle.judge(layout)
        except PuzzleInputError as error:
            return Reading(False, error.message, None)
        if not verdict.is_answer:
            return Reading(False, verdict.message, None, complete=False)
        if verdict.right:
            return Reading(True, None, sticks)
        return Reading(False, verdict.message, None)

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
                "cards": [
                    {"value": value, "name": shown_card(value, rules.highest_card)}
                    for value in puzzle.hand
                ],
                "target": str(rules.target),
                "left_to_right": rules.left_to_right,
                "any_subset": rules.any_subset,
                "whole_steps": rules.whole_steps,
                "positive_steps": rules.positive_steps,
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
