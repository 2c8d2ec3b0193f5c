"""The end of a Beat-the-clock run: what it came to, and an offer of another.

Shown over the window when the clock reaches zero, instead of slipping back to free play
without a word: puzzles solved and skipped, the best run so far (and whether this one is it),
and two ways on, another run or free play.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QDialog, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from engines.play.beat_the_clock import RunSummary
from gui.shell import style

FIGURE_FONT_SCALE = 2.4
HEADING_FONT_SCALE = 1.5


class RunSummaryDialog(QDialog):
    """`runSummaryDialog`: the figures of a finished run, `anotherRunButton` and
    `freePlayButton`."""

    another_run = Signal()

    def __init__(self, summary: RunSummary, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("runSummaryDialog")
        self.summary = summary
        self.heading = style.named(QLabel(self), "runSummaryHeading")
        result = summary.result
        figures = {
            "solvedFigure": result.solved,
            "skippedFigure": result.skipped,
            "bestRunFigure": summary.best,
        }
        self.figures = {name: self._figure(name, value) for name, value in figures.items()}
        self.captions = {name: QLabel(self) for name in figures}
        self.new_best = style.verdict_label(self, "newBestLabel")
        style.set_kind(self.new_best, "success")
        self.new_best.setVisible(summary.new_best)
        self.another_button = style.button(self, "anotherRunButton", "primary")
        self.another_button.setDefault(True)
        self.free_play_button = style.button(self, "freePlayButton", "secondary")
        self.another_button.clicked.connect(self._another)
        self.free_play_button.clicked.connect(self.reject)
        self._lay_out()
        self.setStyleSheet(style.STYLE_SHEET)
        self.retranslate_ui()
        self.another_button.setFocus()

    def _figure(self, name: str, value: int) -> QLabel:
        label = style.named(QLabel(str(value), self), name)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = label.font()
        font.setPointSizeF(font.pointSizeF() * FIGURE_FONT_SCALE)
        font.setBold(True)
        label.setFont(font)
        return label

    def _lay_out(self) -> None:
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * HEADING_FONT_SCALE)
        font.setBold(True)
        self.heading.setFont(font)
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        grid = QGridLayout()
        grid.setHorizontalSpacing(28)
        for column, name in enumerate(self.figures):
            grid.addWidget(self.figures[name], 0, column)
            caption = self.captions[name]
            caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
            caption.setWordWrap(True)
            grid.addWidget(caption, 1, column)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.free_play_button)
        buttons.addWidget(self.another_button)
        layout = QVBoxLayout(self)
        layout.setSpacing(style.GAP * 2)
        layout.setContentsMargins(24, 20, 24, 20)
        layout.addWidget(self.heading)
        layout.addLayout(grid)
        layout.addWidget(self.new_best)
        layout.addLayout(buttons)

    def _another(self) -> None:
        self.accept()
        self.another_run.emit()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Beat the clock"))
        self.heading.setText(self.tr("Time is up!"))
        captions = {
            "solvedFigure": self.tr("solved"),
            "skippedFigure": self.tr("skipped"),
            "bestRunFigure": self.tr("best run"),
        }
        for name, caption in captions.items():
            self.captions[name].setText(caption)
            self.figures[name].setAccessibleName(caption)
        self.new_best.setText(self.tr("A new best run!"))
        self.another_button.setText(self.tr("Another run"))
        self.free_play_button.setText(self.tr("Free play"))
