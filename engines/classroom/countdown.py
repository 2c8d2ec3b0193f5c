"""A countdown for timed classroom rounds (24点 contests give two minutes per problem).

Qt-free, with the clock injected, so tests step time by hand and the display only asks how
much is left. Pausing keeps the time left; resetting starts the same duration afresh.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable

from engines.common import Message, PuzzleInputError

DEFAULT_SECONDS = 120
MAX_SECONDS = 60 * 60
MIN_SECONDS = 1
MAX_TYPED_LENGTH = 12
_TYPED_TIME = re.compile(r"\s*(?:(\d{1,2})\s*:\s*(\d{1,2})|(\d{1,4}))\s*", re.ASCII)
# Full-width digits, colon and space, as a Chinese input method types them; no other digits.
_FULL_WIDTH = {0xFF10 + digit: ord("0") + digit for digit in range(10)} | {
    0xFF1A: ord(":"),
    0x3000: ord(" "),
}
BAD_TIME = "Type a time as seconds (90) or minutes:seconds (1:30), up to 60:00: {text}"


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


def parse_duration(text: str) -> int:
    """Seconds from a typed time: `90`, `1:30`, `0:05` (full-width digits and colon too).

    Teachers type times the way they say them; anything else, or a time outside 1 second to an
    hour, is refused with a message that repeats what was typed.
    """
    typed = text.translate(_FULL_WIDTH)
    match = _TYPED_TIME.fullmatch(typed) if len(text) <= MAX_TYPED_LENGTH else None
    if match is None:
        raise PuzzleInputError(Message.of(BAD_TIME, text=text[:MAX_TYPED_LENGTH]))
    minutes, seconds, only_seconds = match.groups()
    if only_seconds is not None:
        total = int(only_seconds)
    elif int(seconds) >= 60:
        raise PuzzleInputError(Message.of(BAD_TIME, text=text))
    else:
        total = int(minutes) * 60 + int(seconds)
    if not MIN_SECONDS <= total <= MAX_SECONDS:
        raise PuzzleInputError(Message.of(BAD_TIME, text=text))
    return total
