"""What a session plays, per game: the puzzle, its rules, and how its states read and write.

Each game's puzzle is a frozen value with the same small interface, so `Session` handles both
games alike: `GAME` names the game, `start` is the first state of the history, and the codecs
turn the puzzle and its states into plain JSON values and back. Reading refuses anything the
engine would not accept, with the engine's own PuzzleInputError.
"""

from __future__ import annotations

from collections.abc import Collection
from fractions import Fraction
from typing import Any, ClassVar, Protocol, TypeVar

from engines import twentyfour as tf
from engines.common import LEVELS, Level, Message, PuzzleInputError
from engines.common.frozen import Frozen
from engines.play import messages
from engines.play.game_keys import TWENTYFOUR
from engines.play.verdicts import NEAR, NOT_AN_ANSWER, RIGHT, WRONG, Verdict
from engines.twentyfour import presets
from engines.twentyfour.rules import DEFAULT_RULES, DIVISIONS, PresetName
from engines.twentyfour.steps import StepTable, replay

VARIANT_FLAGS = ("any_subset", "whole_steps", "positive_steps")
"""Rules saved only when on, so a usual game's file reads as before."""

BAD_DOCUMENT = "the saved game cannot be read: {reason}"
MAX_HAND = 6
NO_SOLUTION = "no solution"
"""The answer recorded when the player says the puzzle cannot be solved."""

State = TypeVar("State")


def refuse(reason: str) -> PuzzleInputError:
    """The error for a saved document that is not what this version writes."""
    return PuzzleInputError(Message.of(BAD_DOCUMENT, reason=reason))


class PlayPuzzle(Protocol[State]):
    """The interface `Session` needs from a game's puzzle."""

    GAME: ClassVar[str]
    level: Level | None

    def start(self) -> State: ...
    def to_json(self) -> dict[str, Any]: ...
    def rules_json(self) -> dict[str, Any]: ...
    def state_to_json(self, state: State) -> Any: ...
    def state_from_json(self, data: Any) -> State: ...
    def judge(self, answer: Any) -> Verdict:
        """The engine's verdict on `answer` (a state, or the text the player wrote)."""
        ...

    def solved_by(self, answers: Collection[str], *, claim_scores: bool) -> bool:
        """Whether one of `answers` (checks a saved game says were right) solves the puzzle
        by the engine: the session's own way to its "solved", re-derived on loading rather than
        taken from the file (a check keeps the answer's text, whatever it was drawn on);
        `claim_scores` says whether a right "no solution" call would have solved it."""
        ...

    def code(self) -> str: ...


def steps_json(table: StepTable) -> dict[str, Any]:
    """24-point step play on the table: the steps taken, the card picked, the operator
    chosen (read back by `TwentyFourPuzzle.steps_from_json`)."""
    return {
        "merges": [list(merge) for merge in table.merges],
        "selected": table.selected,
        "operator": table.operator,
    }


def read_level(data: dict[str, Any]) -> Level | None:
    """The level a saved puzzle was dealt at, if any."""
    level = data.get("level")
    if level is not None and level not in LEVELS:
        raise refuse(f"unknown level {str(level)[:20]!r}")
    return level


def read_int(value: Any) -> int:
    """A whole number from a saved document (not a bool)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise refuse("a whole number was expected")
    return value


class NearMiss(Frozen):
    """A complete answer that misses the target but scores under the puzzle's rules."""

    _fields = ("points", "value", "target")
    __slots__ = _fields
    points: int
    value: Fraction
    target: Fraction

    def __init__(self, points: int, value: Fraction, target: Fraction) -> None:
        self._set(points=points, value=value, target=target)

    @property
    def away(self) -> Fraction:
        return abs(self.value - self.target)

    def message(self, template: str) -> Message:
        return Message.of(
            template, value=self.value, away=self.away, target=self.target, points=self.points
        )


class TwentyFourPuzzle(Frozen):
    """A 24-point hand under its rules; states are the answer built so far."""

    GAME: ClassVar[str] = TWENTYFOUR
    _fields = ("hand", "rules", "level")
    __slots__ = _fields
    hand: tuple[int, ...]
    rules: tf.Rules
    level: Level | None

    def __init__(
        self, hand: tuple[int, ...], rules: tf.Rules = DEFAULT_RULES, level: Level | None = None
    ) -> None:
        self._set(hand=hand, rules=rules, level=level)

    def start(self) -> tf.Answer:
        return tf.Answer(self.hand)

    @property
    def preset(self) -> PresetName:
        """The rule book the hand is played under: "24", "countdown" or "krypto"."""
        return presets.preset_of(self.rules)

    @property
    def seconds_allowed(self) -> int | None:
        """The clock the rule book plays against (Countdown's 30 seconds), None for none."""
        return presets.PRESETS[self.preset].seconds

    def code(self) -> str:
        """The puzzle code anyone can type to get this hand under these rules."""
        from engines.twentyfour import code

        return code.encode(self.hand, self.rules)

    @classmethod
    def from_code(cls, text: str) -> TwentyFourPuzzle:
        """The puzzle a 24-point code names; the engine's error if it is not one."""
        from engines.twentyfour import code

        return cls(*code.decode(text))

    def judge(self, answer: tf.Answer | str) -> Verdict:
        """An expression that makes the target is right; one that reads, uses every card
        and is worked out to another value is wrong; anything else (empty, unfinished, a
        card missing or used twice) is not an answer yet."""
        text = answer.text if isinstance(answer, tf.Answer) else answer
        result = tf.check(text, self.hand, self.rules)
        kind = RIGHT if result.ok else WRONG if result.complete else NOT_AN_ANSWER
        near = self._near_miss(result)
        if near is not None:
            return Verdict(NEAR, near.message(messages.NEAR), text)
        return Verdict(kind, result.message, text)

    def _near_miss(self, result: tf.CheckResult) -> NearMiss | None:
        if self.preset != "countdown" or result.ok or not result.complete:
            return None
        points = presets.answer_points(result, self.rules.target)
        if not points or result.value is None:
            return None
        return NearMiss(points, result.value, self.rules.target)

    def near_miss(self, answer: str) -> NearMiss | None:
        """What `answer` scores as Countdown's closest answer; None when it is right, misses
        by more than 10, breaks the rules, or the puzzle is not played under Countdown's."""
        return self._near_miss(tf.check(answer, self.hand, self.rules))

    def judge_no_solution(self, *, solvable: bool, chosen: bool = False) -> Verdict:
        """The verdict on "no solution": right when the engine found none (`solvable` is its
        finding). `chosen` says the player picked the hand, which the message mentions."""
        target = self.rules.target
        if solvable:
            return Verdict(WRONG, Message.of(messages.CLAIM_WRONG, target=target), NO_SOLUTION)
        template = messages.CLAIM_CHOSEN if chosen else messages.CLAIM_RIGHT
        return Verdict(RIGHT, Message.of(template, target=target), NO_SOLUTION)

    def solved_by(self, answers: Collection[str], *, claim_scores: bool) -> bool:
        """An expression the engine finds right, or "no solution" on a hand the engine finds
        none for, where that call scores (see `PlayPuzzle.solved_by`)."""
        if NO_SOLUTION in answers and claim_scores and not tf.is_solvable(self.hand, self.rules):
            return True
        return any(self.judge(answer).right for answer in answers if answer != NO_SOLUTION)

    def rules_json(self) -> dict[str, Any]:
        variants = {name: getattr(self.rules, name) for name in VARIANT_FLAGS}
        if self.rules.highest_card != DEFAULT_RULES.highest_card:
            variants["highest_card"] = self.rules.highest_card
        return {
            "target": str(self.rules.target),
            "left_to_right": self.rules.left_to_right,
            "division": self.rules.division,
            **{name: on for name, on in variants.items() if on},
        }

    def to_json(self) -> dict[str, Any]:
        return {"hand": list(self.hand), "rules": self.rules_json(), "level": self.level}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> TwentyFourPuzzle:
        hand = tuple(read_int(card) for card in data["hand"])
        rules = data["rules"]
        left_to_right = rules["left_to_right"]
        variants = [rules.get(name, False) for name in VARIANT_FLAGS]
        flags = [left_to_right, *variants]
        if not all(isinstance(on, bool) for on in flags) or rules["division"] not in DIVISIONS:
            raise refuse("unknown 24-point rules")
        highest = read_int(rules.get("highest_card", DEFAULT_RULES.highest_card))
        if not 1 <= len(hand) <= MAX_HAND or not all(1 <= card <= highest for card in hand):
            raise refuse("not a hand of 1 to 6 cards from A to K")
        target = Fraction(tf.parse_target(str(rules["target"])))
        played = tf.Rules(target, left_to_right, rules["division"], *variants, highest)
        return cls(hand, played, read_level(data))

    def state_to_json(self, state: tf.Answer) -> list[int | str]:
        return list(state.tokens)

    def steps_from_json(self, data: Any) -> StepTable:
        """Step play as `steps_json` wrote it, played again on this hand through the engine,
        which refuses a slot off the table, an unknown operator, more steps than the hand
        allows or a step the rules do not (each with its own message)."""
        merges = data["merges"]
        if not isinstance(merges, list):
            raise refuse("the steps are not a list")
        return replay(self.hand, self.rules, merges, data["selected"], data["operator"])

    def state_from_json(self, data: Any) -> tf.Answer:
        answer = self.start()
        for token in data:
            answer = tf.apply(answer, token)
        return answer
