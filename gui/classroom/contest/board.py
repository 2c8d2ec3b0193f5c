"""The live board on the host view: every pupil's score, and the answers as they come.

Both read the room's snapshot only. A pupil who has left (page closed, Wi-Fi down) stays in
the list, marked in words, not only in colour; a kicked pupil is marked too. Answers are
grouped by solution, so twenty pupils giving the same one make one line, "×20".
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QListWidget,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from gui import style

RECENT_SHOWN = 8


class PupilTable(QTableWidget):
    """Name, score and answers to this puzzle, best score first; one row selected for Kick."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 3, parent)
        style.named(self, "contestPupils")
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.verticalHeader().setVisible(False)
        header = self.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setHorizontalHeaderLabels([self.tr("Pupil"), self.tr("Score"), self.tr("Answers")])
        self.setAccessibleName(self.tr("Pupils and scores"))

    def show_pupils(self, pupils: list[dict[str, Any]]) -> None:
        chosen = self.chosen_name()
        self.setRowCount(len(pupils))
        for row, pupil in enumerate(pupils):
            name = pupil["name"]
            if pupil["kicked"]:
                name = self.tr("{name} (removed)").format(name=name)
            elif not pupil["connected"]:
                name = self.tr("{name} (away)").format(name=name)
            cells = (name, str(pupil["score"]), str(pupil["answers"]))
            for column, text in enumerate(cells):
                item = self.item(row, column)
                if item is None:
                    item = QTableWidgetItem()
                    self.setItem(row, column, item)
                item.setText(text)
                item.setData(Qt.ItemDataRole.UserRole, pupil["name"])
                font = item.font()
                font.setItalic(not pupil["connected"] or pupil["kicked"])
                item.setFont(font)
            if pupil["name"] == chosen:
                self.selectRow(row)

    def chosen_name(self) -> str | None:
        rows = self.selectionModel().selectedRows()
        return None if not rows else self.item(rows[0].row(), 0).data(Qt.ItemDataRole.UserRole)


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
