"""A countdown for timed classroom rounds (24点 contests give two minutes per problem).

Qt-free, with the clock injected, so tests step time by hand and the display only asks how
much is left. Pausing keeps the time left; resetting starts the same duration afresh.
"""

from __future__ import annotations

import time
from collections.abc import Callable

DEFAULT_SECONDS = 120
MAX_SECONDS = 60 * 60


class Countdown:
    """Seconds left of a duration, running or paused; never below zero."""

    def __init__(
        self, seconds: float = DEFAULT_SECONDS, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self._clock = clock
        self.duration = float(seconds)
        self._left = self.duration
        self._started_at: float | None = None

    @property
    def running(self) -> bool:
        return self._started_at is not None

    def remaining(self) -> float:
        if self._started_at is None:
            return self._left
        return max(0.0, self._left - (self._clock() - self._started_at))

    @property
    def finished(self) -> bool:
        return self.remaining() <= 0

    def start(self) -> None:
        """Run from where it stands; a finished countdown starts again from the full duration."""
        if self.finished:
            self._left = self.duration
            self._started_at = None
        if self._started_at is None:
            self._started_at = self._clock()

    def pause(self) -> None:
        self._left = self.remaining()
        self._started_at = None

    def reset(self, seconds: float | None = None) -> None:
        """Stop, and set the full duration (a new one if given, up to an hour)."""
        if seconds is not None:
            self.duration = float(min(max(seconds, 1), MAX_SECONDS))
        self._left = self.duration
        self._started_at = None


def clock_text(seconds: float) -> str:
    """`2:00`, `0:07`: whole seconds, rounded up so 0:00 shows only when time is up."""
    whole = int(-(-seconds // 1))
    return f"{whole // 60}:{whole % 60:02d}"
