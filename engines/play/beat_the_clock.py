"""Beat the clock, after 4nums.com: solve as many puzzles as you can before the clock runs out.

The clock starts at two minutes; each solve gives ten seconds back and each skip costs twenty.
The run ends when the clock reaches zero and then stays ended. The run's clock, like a
puzzle's, counts only time the player saw: it waits while the game is off screen, and from a
solve until the next puzzle is on the table (the "Right!" between hands costs nothing). The
run is part of the game in progress (`Session.run`), so it is saved with it and survives a
restart. Time comes from an injected clock, so tests run a whole game in microseconds.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Any

from engines.common.frozen import Frozen

START_SECONDS = 120.0
SOLVE_BONUS = 10.0
SKIP_PENALTY = 20.0
MAX_RUN_SECONDS = 10 * 366 * 24 * 3600.0
MAX_RUN_COUNT = 10**9
COUNTS = ("solved", "skipped")


class RunResult(Frozen):
    """What a finished run goes into the records with."""

    _fields = ("solved", "skipped", "seconds")
    __slots__ = _fields
    solved: int
    skipped: int
    seconds: float

    def __init__(self, solved: int, skipped: int, seconds: float) -> None:
        self._set(solved=solved, skipped=skipped, seconds=seconds)


class RunSummary(Frozen):
    """The end of a run as the player is told it: the result and the best run so far."""

    _fields = ("result", "best", "new_best")
    __slots__ = _fields
    result: RunResult
    best: int
    """Most puzzles solved in one run, this one included."""
    new_best: bool
    """This run solved more than any before it (and at least one)."""

    def __init__(self, result: RunResult, best: int, new_best: bool) -> None:
        self._set(result=result, best=best, new_best=new_best)

    @classmethod
    def of(cls, result: RunResult, best_before: int | None) -> RunSummary:
        before = best_before or 0
        return cls(result, max(before, result.solved), result.solved > before)


class ClockRun:
    """One run against the clock: time left, puzzles solved and skipped."""

    def __init__(
        self,
        now: Callable[[], float] = time.monotonic,
        *,
        left: float = START_SECONDS,
        played: float = 0.0,
        solved: int = 0,
        skipped: int = 0,
        running: bool = True,
    ) -> None:
        self._now = now
        self._left = max(0.0, left)
        """Seconds left when the clock last stopped (or at `_since`, while it runs)."""
        self._played = played
        self._since: float | None = now() if running and self._left > 0 else None
        self.solved = solved
        self.skipped = skipped

    def _running_for(self) -> float:
        """Seconds counted since the clock last started, never past the end of the run."""
        if self._since is None:
            return 0.0
        return min(self._left, max(0.0, self._now() - self._since))

    def remaining(self) -> float:
        """Seconds left on the clock, never below zero."""
        return self._left - self._running_for()

    def is_over(self) -> bool:
        return self.remaining() <= 0

    @property
    def running(self) -> bool:
        return self._since is not None and not self.is_over()

    def pause(self) -> None:
        """The game left the screen, or a puzzle was solved: the time left waits."""
        counted = self._running_for()
        self._played += counted
        self._left -= counted
        self._since = None

    def resume(self) -> None:
        """A puzzle of the run is on screen (again): the time left runs down."""
        if self._since is None and not self.is_over():
            self._since = self._now()

    def solve(self) -> bool:
        """Count a solved puzzle and add the bonus; False (and nothing counted) once over."""
        if self.is_over():
            return False
        running = self._since is not None
        self.pause()
        self.solved += 1
        self._left += SOLVE_BONUS
        if running:
            self.resume()
        return True

    def skip(self) -> bool:
        """Skip a puzzle at the cost of the penalty, which may end the run; False once over."""
        if self.is_over():
            return False
        running = self._since is not None
        self.pause()
        self.skipped += 1
        self._left = max(0.0, self._left - SKIP_PENALTY)
        if running:
            self.resume()
        return True

    def puzzle_finished(self, outcome: str) -> bool:
        """A puzzle of the run reached `outcome`: a solve adds the bonus, stops the clock until
        the next puzzle is shown, and the run deals that puzzle (True); a skip or a revealed
        answer costs the penalty, and the player deals the next one as in free play (False).
        Nothing counts once the run is over."""
        if outcome == "solved":
            solved = self.solve()
            self.pause()
            return solved
        self.skip()
        return False

    def result(self) -> RunResult:
        """The run so far: puzzles solved and skipped, and how long it has lasted."""
        return RunResult(self.solved, self.skipped, self._played + self._running_for())

    # --- saving ---------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        return {
            "left": self.remaining(),
            "played": self.result().seconds,
            "solved": self.solved,
            "skipped": self.skipped,
        }

    @classmethod
    def from_json(cls, data: Any, now: Callable[[], float] = time.monotonic) -> ClockRun:
        """A run as `to_json` wrote it, its clock waiting until a puzzle is shown; ValueError
        for anything else."""
        if not isinstance(data, dict):
            raise ValueError("a Beat-the-clock run is not an object")
        left, played = (_number(data[key], MAX_RUN_SECONDS) for key in ("left", "played"))
        solved, skipped = (_number(data[key], MAX_RUN_COUNT, whole=True) for key in COUNTS)
        return cls(
            now, left=left, played=played, solved=int(solved), skipped=int(skipped), running=False
        )


def _number(value: Any, high: float, *, whole: bool = False) -> float:
    kinds = int if whole else (int, float)
    if isinstance(value, bool) or not isinstance(value, kinds):
        raise ValueError("a Beat-the-clock figure is not a number")
    if not (math.isfinite(value) and 0 <= value <= high):
        raise ValueError("a Beat-the-clock figure is out of bounds")
    return float(value)
