"""The time spent on one puzzle: runs while the puzzle is on screen, stops at its outcome.

Time comes from an injected `now` (seconds, monotonic), so tests move it by hand.
"""

from __future__ import annotations

import time
from collections.abc import Callable

Now = Callable[[], float]


class Clock:
    """Seconds played so far; paused until `resume`, frozen for good after `stop`."""

    def __init__(self, now: Now = time.monotonic, seconds: float = 0.0) -> None:
        self._now = now
        self._banked = max(0.0, float(seconds))
        self._since: float | None = None
        self._stopped = False

    @property
    def now(self) -> Now:
        return self._now

    @property
    def seconds(self) -> float:
        if self._since is None:
            return self._banked
        return self._banked + max(0.0, self._now() - self._since)

    @property
    def running(self) -> bool:
        return self._since is not None

    @property
    def stopped(self) -> bool:
        return self._stopped

    def resume(self) -> None:
        """The puzzle is on screen (again); a stopped clock stays stopped."""
        if not self._stopped and self._since is None:
            self._since = self._now()

    def pause(self) -> None:
        """The puzzle left the screen: keep the time so far."""
        self._banked = self.seconds
        self._since = None

    def stop(self) -> None:
        """The puzzle has its outcome: the time is final."""
        self.pause()
        self._stopped = True
