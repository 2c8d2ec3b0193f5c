"""Game ▸ Statistics: a player's figures per game, level and mode, and a chart of solve times.

Every figure comes from `engines.records.database`; the dialog only lays them out. The chart is
painted with QPainter (QtCharts is not part of PySide6-Essentials) onto any paint device, so a
test can render it into an image. Its colours are palette roles, so a dark desktop works
unchanged, and the median is a dashed line with a label, never a colour alone.
"""

from __future__ import annotations

import datetime
import statistics
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engines.records.database import Records, write_csv
from engines.records.figures import Figures, GameStatistics
from gui.play.games import WINDOW_GAMES, game_title
from gui.shell.i18n import translate_message

CONTEXT = "StatisticsDialog"
ROW_NAMES = {
    "easy": QT_TRANSLATE_NOOP("StatisticsDialog", "Easy"),
    "medium": QT_TRANSLATE_NOOP("StatisticsDialog", "Medium"),
    "hard": QT_TRANSLATE_NOOP("StatisticsDialog", "Hard"),
    "practice": QT_TRANSLATE_NOOP("StatisticsDialog", "Free play"),
    "daily": QT_TRANSLATE_NOOP("StatisticsDialog", "Daily puzzle"),
    "clock": QT_TRANSLATE_NOOP("StatisticsDialog", "Beat the clock"),
    "contest": QT_TRANSLATE_NOOP("StatisticsDialog", "Class contest"),
}
COLUMNS = (
    QT_TRANSLATE_NOOP("StatisticsDialog", "Played"),
    QT_TRANSLATE_NOOP("StatisticsDialog", "Solved"),
    QT_TRANSLATE_NOOP("StatisticsDialog", "Streak"),
    QT_TRANSLATE_NOOP("StatisticsDialog", "Best streak"),
    QT_TRANSLATE_NOOP("StatisticsDialog", "Best time"),
    QT_TRANSLATE_NOOP("StatisticsDialog", "Median time"),
    QT_TRANSLATE_NOOP("StatisticsDialog", "Hints per puzzle"),
)
NOTHING = "–"
CHART_MARGIN = 44.0
LABEL_GAP = 4.0
POINT_RADIUS = 3.5


def _translate(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def clock_text(seconds: float | None) -> str:
    """A time as minutes and seconds ("1:05"), or a dash before there is one."""
    if seconds is None:
        return NOTHING
    whole = round(seconds)
    return f"{whole // 60}:{whole % 60:02d}"


def figure_texts(figures: Figures) -> list[str]:
    """The cells of one row of the table, in COLUMNS order."""
    percent = figures.solved_percent
    hints = figures.hints_per_puzzle
    return [
        str(figures.played),
        NOTHING if percent is None else f"{percent:.0f}%",
        str(figures.current_streak),
        str(figures.best_streak),
        clock_text(figures.best_time),
        clock_text(figures.median_time),
        NOTHING if hints is None else f"{hints:.1f}",
    ]


class SolveTimesChart(QWidget):
    """The last solve times as a line of dots, oldest on the left, with the median dashed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("solveTimesChart")
        self.times: tuple[float, ...] = ()
        self.setMinimumHeight(160)

    def sizeHint(self) -> QSize:
        return QSize(560, 200)

    def set_times(self, times: tuple[float, ...]) -> None:
        self.times = times
        self.update()

    def points(self, area: QRectF) -> list[QPointF]:
        """Where each time is drawn inside `area` (the plot without its margins)."""
        if not self.times:
            return []
        top = max(self.times) or 1.0
        step = area.width() / max(1, len(self.times) - 1)
        return [
            QPointF(area.left() + index * step, area.bottom() - area.height() * value / top)
            for index, value in enumerate(self.times)
        ]

    def plot_area(self, width: float, height: float) -> QRectF:
        """The plot inside a chart of this size, leaving each label the room its text needs
        in the chart's font (so none is ever clipped, at any text size)."""
        metrics = QFontMetricsF(self.font())
        line = metrics.height()
        slowest = clock_text(max(self.times)) if self.times else ""
        left = max(CHART_MARGIN, metrics.horizontalAdvance(slowest) + 2 * LABEL_GAP)
        top = max(12.0, line / 2 + LABEL_GAP)
        bottom = line + 2 * LABEL_GAP
        return QRectF(left, top, max(1.0, width - left - 12.0), max(1.0, height - top - bottom))

    def median_line(self, area: QRectF) -> tuple[float, float]:
        """The median time and the height of its dashed line in `area`."""
        median = statistics.median(self.times)
        return median, area.bottom() - area.height() * median / (max(self.times) or 1.0)

    def labels(self, width: float, height: float) -> list[tuple[QRectF, str]]:
        """Each label of the chart and the box it is drawn in."""
        if not self.times:
            return []
        area = self.plot_area(width, height)
        line = QFontMetricsF(self.font()).height()
        median, median_y = self.median_line(area)
        above = median_y - line - 2
        median_top = above if above >= 0 else median_y + 2
        return [
            (
                QRectF(0, area.top() - line / 2, area.left() - LABEL_GAP, line),
                clock_text(max(self.times)),
            ),
            (
                QRectF(0, area.bottom() + LABEL_GAP, width, line),
                self.tr("oldest → latest"),
            ),
            (
                QRectF(0, median_top, area.right() - 4, line),
                self.tr("median {time}").format(time=clock_text(median)),
            ),
        ]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        self.paint(painter, self.width(), self.height())
        painter.end()

    def paint(self, painter: QPainter, width: float, height: float) -> None:
        """Draw the chart on any paint device of this size."""
        palette = self.palette()
        painter.setFont(self.font())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(QRectF(0, 0, width, height), palette.color(QPalette.ColorRole.Base))
        area = self.plot_area(width, height)
        text = palette.color(QPalette.ColorRole.Text)
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Mid), 1))
        painter.drawLine(area.bottomLeft(), area.bottomRight())
        painter.drawLine(area.bottomLeft(), area.topLeft())
        painter.setPen(text)
        if not self.times:
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter, self.tr("No solved puzzles yet"))
            return
        (slowest_box, slowest), (caption_box, caption), (median_box, median_text) = self.labels(
            width, height
        )
        painter.drawText(slowest_box, Qt.AlignmentFlag.AlignRight, slowest)
        painter.drawText(caption_box, Qt.AlignmentFlag.AlignCenter, caption)
        _median, median_y = self.median_line(area)
        painter.setPen(QPen(text, 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(area.left(), median_y), QPointF(area.right(), median_y))
        painter.drawText(median_box, Qt.AlignmentFlag.AlignRight, median_text)
        highlight = palette.color(QPalette.ColorRole.Highlight)
        points = self.points(area)
        painter.setPen(QPen(highlight, 2))
        painter.drawPolyline(points)
        painter.setBrush(highlight)
        for point in points:
            painter.drawEllipse(point, POINT_RADIUS, POINT_RADIUS)


class StatisticsDialog(QDialog):
    """One player's statistics for one game at a time, with Reset and Export CSV."""

    def __init__(
        self,
        records: Records,
        player: str,
        game: str = next(iter(WINDOW_GAMES)),
        today: Callable[[], datetime.date] = datetime.date.today,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsDialog")
        self.records = records
        self.player = player
        self._today = today
        self.shown = GameStatistics()
        self.game_combo = QComboBox(self)
        self.game_combo.setObjectName("gameCombo")
        for key in WINDOW_GAMES:
            self.game_combo.addItem("", key)
        self.game_combo.setCurrentIndex(list(WINDOW_GAMES).index(game))
        self.game_combo.currentIndexChanged.connect(self.refresh)
        self.game_label = QLabel(self)
        self.game_label.setBuddy(self.game_combo)
        self.player_label = QLabel(self)
        self.player_label.setObjectName("playerLabel")
        self.notice_label = QLabel(self)
        self.notice_label.setObjectName("recordsNotice")
        self.notice_label.setWordWrap(True)
        self.table = QTableWidget(0, len(COLUMNS), self)
        self.table.setObjectName("figuresTable")
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.daily_label = QLabel(self)
        self.daily_label.setObjectName("dailyStreakLabel")
        self.run_label = QLabel(self)
        self.run_label.setObjectName("bestRunLabel")
        self.chart_heading = QLabel(self)
        self.chart = SolveTimesChart(self)
        self.reset_button = QPushButton(self)
        self.reset_button.setObjectName("resetButton")
        self.reset_button.clicked.connect(self.ask_reset)
        self.export_button = QPushButton(self)
        self.export_button.setObjectName("exportButton")
        self.export_button.clicked.connect(self.ask_export)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.rejected.connect(self.close)
        self._lay_out()
        self.retranslate_ui()

    def _lay_out(self) -> None:
        top = QHBoxLayout()
        top.addWidget(self.player_label, 1)
        top.addWidget(self.game_label)
        top.addWidget(self.game_combo)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.notice_label)
        layout.addWidget(self.table)
        layout.addWidget(self.daily_label)
        layout.addWidget(self.run_label)
        layout.addWidget(self.chart_heading)
        layout.addWidget(self.chart, 1)
        layout.addWidget(self.buttons)

    def sizeHint(self) -> QSize:
        return QSize(760, 620)

    @property
    def game(self) -> str:
        return self.game_combo.currentData()

    def show_game(self, game: str) -> None:
        """Show `game`'s figures (also when already showing it: they may have changed)."""
        self.game_combo.setCurrentIndex(list(WINDOW_GAMES).index(game))
        self.refresh()

    def refresh(self) -> None:
        """Read the figures again and show them."""
        self.shown = self.records.statistics(self.player, self.game, self._today())
        rows = [(self.tr("All"), self.shown.overall)]
        for group in (self.shown.by_level, self.shown.by_mode):
            rows += [
                (_translate(ROW_NAMES.get(key, key)), figures) for key, figures in group.items()
            ]
        self.table.setRowCount(len(rows))
        self.table.setVerticalHeaderLabels([name for name, _ in rows])
        for row, (_, figures) in enumerate(rows):
            for column, text in enumerate(figure_texts(figures)):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, column, item)
        # Every row shows without scrolling; the chart takes the rest of the height.
        frame = 2 * self.table.frameWidth()
        rows_height = sum(self.table.rowHeight(row) for row in range(len(rows)))
        header_height = self.table.horizontalHeader().sizeHint().height()
        self.table.setMinimumHeight(header_height + rows_height + frame)
        self.daily_label.setText(self.tr("Daily streak: %n day(s)", "", self.shown.daily_streak))
        best = self.shown.best_run
        self.run_label.setText(
            self.tr("Best Beat-the-clock run: none yet")
            if best is None
            else self.tr("Best Beat-the-clock run: %n puzzle(s)", "", best)
        )
        self.chart.set_times(self.shown.overall.recent_times)
        notice = self.records.notice
        self.notice_label.setText("" if notice is None else translate_message(notice))
        self.notice_label.setVisible(notice is not None)
        self.reset_button.setEnabled(self.records.enabled and self.shown.overall.played > 0)

    def ask_reset(self) -> None:
        """Reset after the player confirms; nothing happens otherwise."""
        answer = QMessageBox.question(
            self,
            self.tr("Reset statistics"),
            self.tr("Forget every {game} record of {player}? This cannot be undone.").format(
                game=self.game_combo.currentText(), player=self.player
            ),
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Reset:
            self.records.reset(self.player, self.game)
            self.refresh()

    def ask_export(self) -> None:
        """Ask where to save the CSV file, then write it."""
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export records"), "records.csv", self.tr("CSV files (*.csv)")
        )
        if path:
            self.export_to(Path(path))

    def export_to(self, path: Path) -> bool:
        """Write every record as CSV to `path`; a message box says so if it cannot."""
        try:
            write_csv(self.records, path)
        except OSError as error:
            QMessageBox.warning(
                self,
                self.tr("Export records"),
                self.tr("Cannot write {path}: {reason}").format(
                    path=str(path), reason=error.strerror or str(error)
                ),
            )
            return False
        return True

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.player_label.setText(self.tr("Player: {name}").format(name=self.player))
        self.game_label.setText(self.tr("&Game:"))
        for index, key in enumerate(WINDOW_GAMES):
            self.game_combo.setItemText(index, game_title(key))
        self.table.setHorizontalHeaderLabels([_translate(column) for column in COLUMNS])
        corner = self.table.findChild(QAbstractButton, "qt_tableview_cornerbutton")
        if corner is not None:
            corner.setAccessibleName(self.tr("Select the whole table"))
        self.chart_heading.setText(self.tr("Last 50 solve times"))
        self.reset_button.setText(self.tr("Reset…"))
        self.export_button.setText(self.tr("Export CSV…"))
        self.refresh()
