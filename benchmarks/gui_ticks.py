"""How long the GUI thread is kept from its events: the gaps between a short timer's ticks."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QTimer

TICK_MS = 10


@contextmanager
def tick_gaps() -> Iterator[list[float]]:
    """The gaps, in seconds, between the ticks of a TICK_MS GUI timer while the block runs (the
    event loop has to run in the block for the timer to tick)."""
    gaps: list[float] = []
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        gaps.append(now - last[0])
        last[0] = now

    timer = QTimer()
    timer.setInterval(TICK_MS)
    timer.timeout.connect(tick)
    timer.start()
    try:
        yield gaps
    finally:
        timer.stop()
