"""The mode choice of a game tab (free play or Beat the clock) and the clock of a run.

The rules of a run live in `engines.play.beat_the_clock`; this panel only shows what is left and
passes on what happened. A tab places the panel, tells it how each puzzle finished
(`puzzle_finished`) and deals the next puzzle when asked (`next_puzzle_wanted`); the window
keeps the result (`run_finished`).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import cast

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QTimer, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from engines.play import Finished
from engines.play.beat_the_clock import ClockRun, RunResult
from engines.play.scoring import CLOCK, PRACTICE
from gui.play.session_keeper import SessionKeeper

MODES = {
    PRACTICE: QT_TRANSLATE_NOOP("BeatTheClockPanel", "Free play"),
    CLOCK: QT_TRANSLATE_NOOP("BeatTheClockPanel", "Beat the clock"),
}
TICK_MS = 200


def _clock(seconds: float) -> str:
    whole = int(seconds + 0.999)
    return f"{whole // 60}:{whole % 60:02d}"


class BeatTheClockPanel(QWidget):
    """`modeCombo` and, during a run, the time left and the puzzles solved."""

    mode_changed = Signal(str)
    next_puzzle_wanted = Signal()
    run_finished = Signal(object)
    """A RunResult and the level of the run's puzzles: `(result, level)`."""

    def __init__(
        self, parent: QWidget | None = None, now: Callable[[], float] = time.monotonic
    ) -> None:
        super().__init__(parent)
        self.setObjectName("beatTheClockPanel")
        self._now = now
        self.run: ClockRun | None = None
        self.last_result: RunResult | None = None
        self._level: str | None = None
        self.mode_label = QLabel(self)
        self.combo = QComboBox(self)
        self.combo.setObjectName("modeCombo")
        self.mode_label.setBuddy(self.combo)
        for mode in MODES:
            self.combo.addItem("", mode)
        self.combo.currentIndexChanged.connect(self._mode_chosen)
        self.status = QLabel(self)
        self.status.setObjectName("clockRunLabel")
        self.status.setWordWrap(True)
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.tick)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.mode_label)
        row.addWidget(self.combo, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.status)
        self.retranslate_ui()

    @property
    def mode(self) -> str:
        return self.combo.currentData()

    def set_mode(self, mode: str) -> None:
        self.combo.setCurrentIndex(list(MODES).index(mode))

    def _mode_chosen(self) -> None:
        if self.mode == CLOCK:
            self.run = ClockRun(self._now)
            self.last_result = None
            self.timer.start()
        else:
            self._stop()
        self.mode_changed.emit(self.mode)
        self.show_status()
        if self.mode == CLOCK:
            self.next_puzzle_wanted.emit()

    def puzzle_finished(self, outcome: str, level: str | None) -> None:
        """A puzzle of the run ended; the run's rules say what it is worth and whether the
        next puzzle follows at once."""
        if self.run is None:
            return
        self._level = level
        next_wanted = self.run.puzzle_finished(outcome)
        self.tick()
        if next_wanted and self.run is not None:
            self.next_puzzle_wanted.emit()

    def tick(self) -> None:
        """Show the time left; at zero, end the run and go back to free play."""
        if self.run is not None and self.run.is_over():
            result = self.run.result()
            self.last_result = result
            self._stop()
            self.run_finished.emit((result, self._level))
            self.set_mode(PRACTICE)
        self.show_status()

    def _stop(self) -> None:
        self.timer.stop()
        self.run = None

    def show_status(self) -> None:
        if self.run is not None:
            text = self.tr("{time} left · {solved} solved").format(
                time=_clock(self.run.remaining()), solved=self.run.solved
            )
        elif self.last_result is not None:
            text = self.tr("Time is up: {solved} solved").format(solved=self.last_result.solved)
        else:
            text = ""
        self.status.setText(text)
        self.status.setVisible(bool(text))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.mode_label.setText(self.tr("Mode:"))
        for index, mode in enumerate(MODES):
            self.combo.setItemText(
                index, QCoreApplication.translate("BeatTheClockPanel", MODES[mode])
            )
        self.show_status()


def install_mode_panel(
    side_panel: QWidget, keeper: SessionKeeper, new_game: Callable[[], None]
) -> BeatTheClockPanel:
    """A mode panel under the score strip of a tab's side panel, wired to the tab's sessions:
    new sessions take the chosen mode, every finished puzzle counts in a run, and a run asks
    the tab for its next puzzle."""
    panel = BeatTheClockPanel(side_panel, keeper.now)
    cast(QVBoxLayout, side_panel.layout()).insertWidget(1, panel)

    def follow_mode(mode: str) -> None:
        keeper.mode = mode

    def count(finished: Finished) -> None:
        if finished.mode == CLOCK:
            panel.puzzle_finished(finished.outcome, finished.level)

    panel.mode_changed.connect(follow_mode)
    panel.next_puzzle_wanted.connect(new_game)
    keeper.on_finished(count)
    return panel
