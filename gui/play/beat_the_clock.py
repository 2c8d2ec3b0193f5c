"""The mode choice of a game tab (free play or Beat the clock) and the clock of a run.

The rules of a run live in `engines.play.beat_the_clock`, and the run itself in the session
(`Session.run`), so it is saved with the game and survives Esc, tab changes and a restart.
This panel only shows it: the time left as the big number, the puzzles solved and skipped,
"Right!" for a moment after each solve before the next puzzle, and at the end a summary that
offers another run. A tab places the panel and deals the next puzzle when asked
(`next_puzzle_wanted`); the window keeps the result (`run_finished`) and says what the best
run was (`best_run`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QTimer, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from engines.play import Finished
from engines.play.beat_the_clock import ClockRun, RunResult, RunSummary
from engines.play.scoring import CLOCK, PRACTICE
from gui.play.session_keeper import SessionKeeper, weakly
from gui.shell import style

if TYPE_CHECKING:
    from gui.play.run_summary import RunSummaryDialog

MODES = {
    PRACTICE: QT_TRANSLATE_NOOP("BeatTheClockPanel", "Free play"),
    CLOCK: QT_TRANSLATE_NOOP("BeatTheClockPanel", "Beat the clock"),
}
TICK_MS = 200
RIGHT_MS = 900
"""How long "Right!" shows after a solve before the next puzzle (the run's clock waits)."""
CLOCK_FONT_SCALE = 2.6


def clock_text(seconds: float) -> str:
    whole = int(seconds + 0.999)
    return f"{whole // 60}:{whole % 60:02d}"


class BeatTheClockPanel(QWidget):
    """`modeCombo` and, during a run, the time left, the puzzles solved and "Right!"."""

    mode_changed = Signal(str)
    next_puzzle_wanted = Signal()
    run_finished = Signal(object)
    """A RunResult and the level of the run's puzzles: `(result, level)`."""

    def __init__(self, keeper: SessionKeeper, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("beatTheClockPanel")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self._keeper = keeper
        self._restoring = False
        self._level: str | None = None
        self.best_run: Callable[[], int | None] | None = None
        """Most puzzles solved in one earlier run (the window's records), for the summary."""
        self.last_result: RunResult | None = None
        self.summary: RunSummaryDialog | None = None
        self.mode_label = QLabel(self)
        self.combo = style.named(QComboBox(self), "modeCombo")
        self.mode_label.setBuddy(self.combo)
        for mode in MODES:
            self.combo.addItem("", mode)
        self.combo.currentIndexChanged.connect(self._mode_chosen)
        self.time_label = style.named(QLabel(self), "clockTimeLabel")
        self.right_label = style.verdict_label(self, "rightLabel")
        style.set_kind(self.right_label, "success")
        self.status = style.named(QLabel(self), "clockRunLabel")
        self.status.setWordWrap(True)
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.tick)
        self.right_timer = QTimer(self)
        self.right_timer.setSingleShot(True)
        self.right_timer.setInterval(RIGHT_MS)
        self.right_timer.timeout.connect(self._after_right)
        self._lay_out()
        keeper.on_session_replaced(weakly(self.follow_session))
        self.retranslate_ui()

    def _lay_out(self) -> None:
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.mode_label)
        row.addWidget(self.combo, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        style.add_rows(layout, self.time_label, self.right_label, self.status)
        self.right_label.setVisible(False)
        self._follow_font()

    @property
    def mode(self) -> str:
        return self.combo.currentData()

    @property
    def run(self) -> ClockRun | None:
        """The run being played, while this panel is in Beat the clock."""
        return self._keeper.run if self.mode == CLOCK else None

    def set_mode(self, mode: str) -> None:
        self.combo.setCurrentIndex(self.combo.findData(mode))

    def _mode_chosen(self) -> None:
        """Beat the clock starts a run (unless one is being restored) and asks for its first
        puzzle; any other mode lets the run go unrecorded."""
        starting = self.mode == CLOCK and not self._restoring
        if starting:
            self._keeper.start_run()
            self.last_result = None
        elif self.mode != CLOCK:
            self._keeper.end_run()
            self.right_timer.stop()
            self.right_label.setVisible(False)
        if self.mode == CLOCK:
            self.timer.start()
        else:
            self.timer.stop()
        self.mode_changed.emit(self.mode)
        self.show_status()
        if starting:
            self.next_puzzle_wanted.emit()

    def follow_session(self) -> None:
        """A saved game was resumed (or another player's taken): show its run, if it has one,
        where it was left; a solved puzzle of the run goes on to the next."""
        session = self._keeper.session
        in_run = session is not None and session.run is not None and session.mode == CLOCK
        if in_run and self.mode != CLOCK:
            self._restoring = True
            try:
                self.set_mode(CLOCK)
            finally:
                self._restoring = False
        elif not in_run and self.mode == CLOCK:
            self.set_mode(PRACTICE)
        if in_run and session is not None and session.solved:
            self.right_timer.start()
        self.tick()

    def puzzle_finished(self, finished: Finished) -> None:
        """A puzzle of the run ended (the session has counted it): after a solve, "Right!"
        and then the next puzzle."""
        run = self.run
        if run is None or finished.mode != CLOCK:
            return
        self._level = finished.level
        if finished.outcome == "solved" and not run.is_over():
            self.right_label.setVisible(True)
            self.right_timer.start()
        self.tick()

    def _after_right(self) -> None:
        self.right_label.setVisible(False)
        session = self._keeper.session
        if self.run is not None and session is not None and session.solved:
            self.next_puzzle_wanted.emit()

    def tick(self) -> None:
        """Show the time left; at zero, end the run, sum it up and go back to free play."""
        run = self.run
        if run is not None and run.is_over():
            self._finish(run)
        self.show_status()

    def _finish(self, run: ClockRun) -> None:
        result = run.result()
        best_before = self.best_run() if self.best_run is not None else None
        session = self._keeper.session
        level = self._level or (session.puzzle.level if session is not None else None)
        self.last_result = result
        self.run_finished.emit((result, level))
        self.set_mode(PRACTICE)
        self.show_summary(RunSummary.of(result, best_before))

    def show_summary(self, summary: RunSummary) -> None:
        """The end of the run, over the window: solved, skipped, best run, and another run."""
        from gui.play.run_summary import RunSummaryDialog  # not needed before a run ends

        if self.summary is not None:
            self.summary.close()
        self.summary = RunSummaryDialog(summary, self.window())
        self.summary.another_run.connect(lambda: self.set_mode(CLOCK))
        self.summary.open()

    def show_status(self) -> None:
        run = self.run
        if run is not None:
            self.time_label.setText(clock_text(run.remaining()))
            text = self.tr("{solved} solved · {skipped} skipped").format(
                solved=run.solved, skipped=run.skipped
            )
        elif self.last_result is not None:
            text = self.tr("Time is up: {solved} solved").format(solved=self.last_result.solved)
        else:
            text = ""
        self.time_label.setVisible(run is not None)
        policy = self.right_label.sizePolicy()
        policy.setRetainSizeWhenHidden(run is not None)  # "Right!" comes and goes, nothing jumps
        self.right_label.setSizePolicy(policy)
        self.status.setText(text)
        self.status.setVisible(bool(text))

    def _follow_font(self) -> None:
        font = self.font()
        font.setPointSizeF(font.pointSizeF() * CLOCK_FONT_SCALE)
        font.setBold(True)
        self.time_label.setFont(font)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        elif event.type() == QEvent.Type.FontChange:
            self._follow_font()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.mode_label.setText(self.tr("Mode:"))
        for index, mode in enumerate(MODES):
            self.combo.setItemText(
                index, QCoreApplication.translate("BeatTheClockPanel", MODES[mode])
            )
        self.time_label.setAccessibleName(self.tr("Time left"))
        self.right_label.setText(self.tr("Right!"))
        self.show_status()


def install_mode_panel(
    side_panel: QWidget, keeper: SessionKeeper, new_game: Callable[[], None]
) -> BeatTheClockPanel:
    """A mode panel under the score strip of a tab's side panel, wired to the tab's sessions:
    new sessions take the chosen mode, every finished puzzle of a run is shown, and a run
    asks the tab for its next puzzle."""
    panel = BeatTheClockPanel(keeper, side_panel)
    cast(QVBoxLayout, side_panel.layout()).insertWidget(1, panel)

    def follow_mode(mode: str) -> None:
        keeper.mode = mode

    panel.mode_changed.connect(follow_mode)
    panel.next_puzzle_wanted.connect(new_game)
    keeper.on_finished(weakly(panel.puzzle_finished))
    return panel
