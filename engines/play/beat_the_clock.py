"""Beat the clock, after 4nums.com: solve as many puzzles as you can before the clock runs out.

The clock starts at two minutes; each solve gives ten seconds back and each skip costs twenty.
The run ends when the clock reaches zero and then stays ended. Time comes from an injected
clock, so tests run a whole game in microseconds and the GUI only asks what is left.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

START_SECONDS = 120.0
SOLVE_BONUS = 10.0
SKIP_PENALTY = 20.0


@dataclass(frozen=True)
class RunResult:
    """What a finished run goes into the records with."""

    solved: int
    skipped: int
    seconds: float


class ClockRun:
    """One run against the clock."""

    def __init__(self, now: Callable[[], float] = time.monotonic) -> None:
        self._now = now
        self._started = now()
        self._deadline = self._started + START_SECONDS
        self._ended_at: float | None = None
        self.solved = 0
        self.skipped = 0

    def _check_end(self) -> None:
        if self._ended_at is None and self._now() >= self._deadline:
            self._ended_at = self._deadline

    def is_over(self) -> bool:
        self._check_end()
        return self._ended_at is not None

    def remaining(self) -> float:
        """Seconds left on the clock, never below zero."""
        return 0.0 if self.is_over() else self._deadline - self._now()

    def solve(self) -> bool:
        """Count a solved puzzle and add the bonus; False (and nothing counted) once over."""
        if self.is_over():
            return False
        self.solved += 1
        self._deadline += SOLVE_BONUS
        return True

    def skip(self) -> bool:
        """Skip a puzzle at the cost of the penalty, which may end the run; False once over."""
        if self.is_over():
            return False
        self.skipped += 1
        self._deadline -= SKIP_PENALTY
        if self._now() >= self._deadline:
            self._ended_at = self._now()
        return True

    def puzzle_finished(self, outcome: str) -> bool:
        """A puzzle of the run reached `outcome`: a solve adds the bonus and the run deals the
        next puzzle (True); a skip or a revealed answer costs the penalty, and the player deals
        the next one as in free play (False). Nothing counts once the run is over."""
        if outcome == "solved":
            return self.solve()
        self.skip()
        return False

    def result(self) -> RunResult:
        """The run so far: puzzles solved and skipped, and how long it has lasted."""
        self._check_end()
        end = self._now() if self._ended_at is None else self._ended_at
        return RunResult(self.solved, self.skipped, max(0.0, end - self._started))
