"""The live board on the host view: every pupil's score, and the answers as they come.

Both read the room's snapshot only. A pupil who has left (page closed, Wi-Fi down) stays in
the list, marked in words, not only in colour; a kicked pupil is marked too. Answers are
grouped by solution, so twenty pupils giving the same one make one line, "×20".
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QListWidget, QTableView, QWidget

from gui.shell import style

RECENT_SHOWN = 8
COLUMNS = 3
_TOP = QModelIndex()


class PupilModel(QAbstractTableModel):
    """The pupils' rows: (name, score, answers to this puzzle, connected, removed)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.rows: list[tuple[str, int, int, bool, bool]] = []
        self.headers: list[str] = []

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _TOP) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _TOP) -> int:
        return 0 if parent.isValid() else COLUMNS

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers[section] if section < len(self.headers) else None
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> Any:
        name, score, answers, connected, kicked = self.rows[index.row()]
        if role == Qt.ItemDataRole.UserRole:
            return name
        if role == Qt.ItemDataRole.FontRole and (kicked or not connected):
            font = QFont()
            font.setItalic(True)
            return font
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if index.column() == 1:
            return str(score)
        if index.column() == 2:
            return str(answers)
        if kicked:
            return QCoreApplication.translate("PupilTable", "{name} (removed)").format(name=name)
        if not connected:
            return QCoreApplication.translate("PupilTable", "{name} (away)").format(name=name)
        return name

    def set_rows(self, rows: list[tuple[str, int, int, bool, bool]]) -> None:
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()


class PupilTable(QTableView):
    """Name, score and answers to this puzzle, best score first; one row chosen for Kick.

    A model, not a cell per item: with 200 pupils, re-filling items after every answer
    stalled the window; a reset redraws only the rows on screen."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        style.named(self, "contestPupils")
        self.model_rows = PupilModel(self)
        self.setModel(self.model_rows)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.verticalHeader().setVisible(False)
        self.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        headers = [self.tr("Pupil"), self.tr("Score"), self.tr("Answers")]
        self.model_rows.headers = headers
        self.model_rows.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, COLUMNS - 1)
        self.setAccessibleName(self.tr("Pupils and scores"))
        metrics = self.fontMetrics()
        for column in (1, 2):
            text = max(headers[column], "-999", key=metrics.horizontalAdvance)
            width = metrics.horizontalAdvance(text)
            self.setColumnWidth(column, width + 2 * metrics.averageCharWidth())
        self.model_rows.set_rows(list(self.model_rows.rows))

    def show_pupils(self, pupils: list[dict[str, Any]]) -> None:
        """Show the pupils (only when something changed), keeping the chosen one chosen."""
        rows = [(p["name"], p["score"], p["answers"], p["connected"], p["kicked"]) for p in pupils]
        if rows == self.model_rows.rows:
            return
        chosen = self.chosen_name()
        self.model_rows.set_rows(rows)
        for row, values in enumerate(rows):
            if values[0] == chosen:
                self.selectRow(row)

    def chosen_name(self) -> str | None:
        rows = self.selectionModel().selectedRows()
        return None if not rows else rows[0].data(Qt.ItemDataRole.UserRole)


class AnswerList(QListWidget):
    """This puzzle's solutions found so far, grouped, then the latest answers; after a reveal,
    every solution and who found it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        style.named(self, "contestAnswers")
        self.setAccessibleName(self.tr("Answers"))

    def show_snapshot(self, snapshot: dict[str, Any]) -> None:
        lines: list[str] = []
        if snapshot["reveal"] is not None:
            for solution in snapshot["reveal"]:
                names = ", ".join(solution["found_by"]) or self.tr("nobody")
                lines.append(
                    self.tr("{answer}  found by {names}").format(
                        answer=solution["answer"], names=names
                    )
                )
        else:
            for group in snapshot["groups"]:
                lines.append(
                    self.tr("{answer}  ×{count}  {names}").format(
                        answer=group["answer"],
                        count=group["count"],
                        names=", ".join(group["names"]),
                    )
                )
            kinds = {
                "new": self.tr("new"),
                "same": self.tr("repeat"),
                "wrong": self.tr("wrong"),
                "right": self.tr("right"),
            }
            for answer in reversed(snapshot["recent"][-RECENT_SHOWN:]):
                lines.append(
                    self.tr("{name}: {answer} ({kind})").format(
                        name=answer["name"],
                        answer=answer["answer"],
                        kind=kinds.get(answer["kind"], answer["kind"]),
                    )
                )
        if [self.item(row).text() for row in range(self.count())] != lines:
            self.clear()
            self.addItems(lines)
