"""What the records tests share: a sample finished puzzle, a store in a folder, a hand clock."""

import datetime
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtWidgets import QApplication

from engines.records.database import FILE_NAME, Record, Records

START = datetime.datetime(2026, 11, 23, 9, 0, tzinfo=datetime.UTC)
TODAY = START.date()
PLAYER = "Li Hua"


def record(outcome: str = "solved", seconds: float = 30.0, minutes: int = 0, **changes) -> Record:
    """A finished 24-point puzzle of PLAYER, `minutes` after START, with any field changed."""
    values = {
        "player": PLAYER,
        "game": "24",
        "mode": "practice",
        "code": "24:3388",
        "level": "medium",
        "rules": "",
        "started": START + datetime.timedelta(minutes=minutes),
        "seconds": seconds,
        "hints": 0,
        "wrong_checks": 0,
        "outcome": outcome,
        "answer": "8/(3-8/3)" if outcome == "solved" else "",
    }
    return Record(**(values | changes))


@contextmanager
def records_in(folder: Path) -> Iterator[Records]:
    store = Records(folder / FILE_NAME)
    try:
        yield store
    finally:
        store.close()


class FakeClock:
    """Seconds that pass only when a test says so."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def bring_up(qtbot, window):
    """`window` shown and active, so its game is on screen and the clocks run."""
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
