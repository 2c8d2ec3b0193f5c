"""A "How many ways?" round kept in the mid-end: the hand, every answer in order, revealed or not.

The judging is the engine's (`engines.twentyfour.judge`); the round keeps what a player would
expect to find again after Esc, a tab change or a restart: the answers given (their verdicts
and the +1/-1 score follow from them), and whether the rest has been revealed, which ends the
round. It reads and writes itself as plain JSON inside the session's saved game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.twentyfour import Rules, Solution
from engines.twentyfour.judge import Judge, Verdict

MAX_ANSWERS = 200
"""A round longer than this is not a contest; no more answers are taken."""
MAX_ANSWER_CHARS = 200


class WaysRound:
    """One hand's round: `submit` judges each answer, `reveal` ends the round."""

    def __init__(
        self,
        hand: Sequence[int],
        rules: Rules,
        answers: Sequence[str] = (),
        *,
        revealed: bool = False,
        solutions: Sequence[Solution] | None = None,
    ) -> None:
        self.hand = tuple(hand)
        self.rules = rules
        self.revealed = revealed
        self.solutions_known = solutions is not None
        self.judge = Judge(self.hand, rules, solutions)
        self.answers: list[str] = []
        for answer in answers[:MAX_ANSWERS]:
            self._judge(answer)

    @property
    def is_open(self) -> bool:
        """Whether the round still takes answers (not revealed, not too long)."""
        return not self.revealed and len(self.answers) < MAX_ANSWERS

    @property
    def verdicts(self) -> list[Verdict]:
        return self.judge.verdicts

    @property
    def score(self) -> int:
        return self.judge.score

    @property
    def found(self) -> int:
        return self.judge.found

    def submit(self, expression: str) -> Verdict | None:
        """Judge one answer; None when the round takes no more. What is not an answer yet
        (empty, unfinished, a card missing) is neither kept nor scored."""
        if not self.is_open:
            return None
        return self._judge(expression)

    def _judge(self, expression: str) -> Verdict:
        expression = expression[:MAX_ANSWER_CHARS]
        verdict = self.judge.submit(expression)
        if verdict.kind != "unfinished":
            self.answers.append(expression)
        return verdict

    def know_solutions(self, solutions: Sequence[Solution]) -> None:
        """The hand's solutions, worked out in the background, give the count its total."""
        self.judge = Judge(self.hand, self.rules, solutions)
        answers, self.answers = self.answers, []
        for answer in answers:
            self._judge(answer)
        self.solutions_known = True

    def reveal(self) -> list[Solution]:
        """End the round: the solutions nobody gave, simplest first."""
        self.revealed = True
        return self.judge.missing()

    def to_json(self) -> dict[str, Any]:
        return {"answers": list(self.answers), "revealed": self.revealed}

    @classmethod
    def from_json(cls, data: Any, hand: Sequence[int], rules: Rules) -> WaysRound:
        """A round as `to_json` wrote it, for `hand` under `rules`; ValueError otherwise."""
        if not isinstance(data, dict) or not isinstance(data.get("answers"), list):
            raise ValueError("not a How many ways? round")
        answers = [str(answer) for answer in data["answers"][:MAX_ANSWERS]]
        return cls(hand, rules, answers, revealed=data.get("revealed") is True)
