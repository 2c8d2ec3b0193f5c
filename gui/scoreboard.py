"""The score, the streak and the per-puzzle timer that both game tabs show.

Both games keep score the same way, so the counting and the mm:ss clock live here once.
The clock is injectable so tests can move time without sleeping. In a narrow side panel the
timer moves under the score and the streak rather than clipping them.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

POINTS_PER_SOLVE = 10


class Scoreboard(QWidget):
    """Score, streak and timer labels; the owning tab reports each puzzle's outcome."""

    def __init__(
        self, parent: QWidget | None = None, clock: Callable[[], float] = time.monotonic
    ) -> None:
        super().__init__(parent)
        self.setObjectName("scoreboard")
        self._clock = clock
        self._score = 0
        self._streak = 0
        self._started_at: float | None = None
        self._frozen_seconds = 0
        self._score_label = QLabel(self)
        self._score_label.setObjectName("scoreLabel")
        self._streak_label = QLabel(self)
        self._streak_label.setObjectName("streakLabel")
        self._timer_label = QLabel(self)
        self._timer_label.setObjectName("timerLabel")
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setHorizontalSpacing(8)
        self._grid.setVerticalSpacing(0)
        self._one_row: bool | None = None
        for label in (self._score_label, self._streak_label, self._timer_label):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._arrange(one_row=True)
        self._ticker = QTimer(self)
        self._ticker.setInterval(250)
        self._ticker.timeout.connect(self._refresh)
        self.retranslate_ui()

    @property
    def score(self) -> int:
        return self._score

    @property
    def streak(self) -> int:
        return self._streak

    @property
    def elapsed_seconds(self) -> int:
        """Whole seconds spent on the current puzzle (frozen once it is solved or stopped)."""
        if self._started_at is None:
            return self._frozen_seconds
        return int(self._clock() - self._started_at)

    def start_puzzle(self) -> None:
        """A new puzzle is on the table: the timer restarts from 00:00."""
        self._started_at = self._clock()
        self._ticker.start()
        self._refresh()

    def record_success(self) -> None:
        """The puzzle is solved: score it, extend the streak and stop its timer."""
        self._streak += 1
        self._score += POINTS_PER_SOLVE * self._streak
        self.stop()

    def record_failure(self) -> None:
        """A wrong answer breaks the streak; the puzzle and its timer go on."""
        self._streak = 0
        self._refresh()

    def stop(self) -> None:
        """Freeze the timer (solved, given up, or solutions revealed)."""
        self._frozen_seconds = self.elapsed_seconds
        self._started_at = None
        self._ticker.stop()
        self._refresh()

    def retranslate_ui(self) -> None:
        self._refresh()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange(one_row=event.size().width() >= self._one_row_width())

    def _one_row_width(self) -> int:
        labels = (self._score_label, self._streak_label, self._timer_label)
        spacing = self._grid.horizontalSpacing() * (len(labels) - 1)
        return sum(label.sizeHint().width() for label in labels) + spacing

    def _arrange(self, *, one_row: bool) -> None:
        """Score, streak and timer in one row, or the timer under the other two."""
        if one_row == self._one_row:
            return
        self._one_row = one_row
        for label in (self._score_label, self._streak_label, self._timer_label):
            self._grid.removeWidget(label)
        self._grid.addWidget(self._score_label, 0, 0)
        self._grid.addWidget(self._streak_label, 0, 1)
        if one_row:
            self._grid.addWidget(self._timer_label, 0, 2)
        else:
            self._grid.addWidget(self._timer_label, 1, 0, 1, 2)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _refresh(self) -> None:
        minutes, seconds = divmod(self.elapsed_seconds, 60)
        self._score_label.setText(self.tr("Score: {score}").format(score=self._score))
        self._streak_label.setText(self.tr("Streak: {streak}").format(streak=self._streak))
        self._timer_label.setText(
            self.tr("Time: {time}").format(time=f"{minutes:02d}:{seconds:02d}")
        )
