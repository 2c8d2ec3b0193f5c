"""Matchsticks ▸ Make puzzles from an answer…: a teacher types a true equation and gets every
puzzle it answers (the engine's `puzzles_from`), to play one, add one to a puzzle set, or print
them all.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engines.classroom.sheet_limits import MAX_PUZZLES
from engines.matchsticks import Kind, Puzzle
from engines.matchsticks.model import KINDS, MAX_COUNT
from engines.matchsticks.parse import MAX_LENGTH
from engines.matchsticks.puzzles_from import puzzles_from
from engines.play import MatchstickPuzzle
from gui.classroom.worksheet.dialog import GivenPuzzles, WorksheetDialog
from gui.play.worker import TaskRunner

KIND_NAMES = {
    "move": QT_TRANSLATE_NOOP("PuzzlesFromDialog", "Move sticks"),
    "add": QT_TRANSLATE_NOOP("PuzzlesFromDialog", "Add sticks"),
    "remove": QT_TRANSLATE_NOOP("PuzzlesFromDialog", "Take away sticks"),
}


class PuzzlesFromDialog(QDialog):
    """Answer, kind and count in; the puzzles out, one per row.

    `play_requested` and `add_requested` carry the chosen Puzzle to whoever opened the dialog.
    """

    play_requested = Signal(object)
    add_requested = Signal(object)
    found = Signal(list)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("puzzlesFromDialog")
        self.setWindowTitle(self.tr("Make puzzles from an answer"))
        self.puzzles: list[Puzzle] = []
        self._runner = TaskRunner(self)
        self._runner.finished.connect(self._show_found)
        self._runner.failed.connect(self._show_failure)

        self.answer = QLineEdit(self)
        self.answer.setObjectName("answer")
        self.answer.setMaxLength(MAX_LENGTH)
        self.answer.setPlaceholderText("9-7=2")
        self.kind = QComboBox(self)
        self.kind.setObjectName("kind")
        for kind in KINDS:
            self.kind.addItem(self.tr(KIND_NAMES[kind]), kind)
        self.sticks = QSpinBox(self)
        self.sticks.setObjectName("sticks")
        self.sticks.setRange(1, MAX_COUNT)
        self.unique = QCheckBox(self.tr("Only puzzles with this one answer"), self)
        self.unique.setObjectName("unique")
        self.find_button = QPushButton(self.tr("Find puzzles"), self)
        self.find_button.setObjectName("findButton")
        self.find_button.clicked.connect(self.find)
        self.answer.returnPressed.connect(self.find)
        self.status = QLabel(self)
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.results = QListWidget(self)
        self.results.setObjectName("results")
        self.results.itemDoubleClicked.connect(lambda _item: self._emit_chosen(self.play_requested))

        form = QFormLayout()
        form.addRow(self.tr("Answer:"), self.answer)
        form.addRow(self.tr("Task:"), self.kind)
        form.addRow(self.tr("Sticks:"), self.sticks)
        form.addRow(self.unique)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        role = QDialogButtonBox.ButtonRole.ActionRole
        self.play_button = buttons.addButton(self.tr("Play"), role)
        self.add_button = buttons.addButton(self.tr("Add to a set…"), role)
        self.print_button = buttons.addButton(self.tr("Print worksheet…"), role)
        self.play_button.clicked.connect(lambda: self._emit_chosen(self.play_requested))
        self.add_button.clicked.connect(lambda: self._emit_chosen(self.add_requested))
        self.print_button.clicked.connect(self.open_worksheet)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.find_button)
        layout.addWidget(self.status)
        layout.addWidget(self.results, 1)
        layout.addWidget(buttons)
        self._update_buttons()

    def find(self) -> None:
        """Search in the background; the list fills when the engine answers."""
        self.find_button.setEnabled(False)
        self.status.setText(self.tr("Searching…"))
        answer, kind = self.answer.text().strip(), self.kind.currentData()
        self._runner.run(_search, answer, kind, self.sticks.value(), self.unique.isChecked())

    def _show_found(self, _token: object, puzzles: object) -> None:
        assert isinstance(puzzles, list)
        self.puzzles = puzzles
        self.results.clear()
        self.results.addItems([str(puzzle.start.text()) for puzzle in puzzles])
        if puzzles:
            self.results.setCurrentRow(0)
        self.status.setText(self.tr("Puzzles found: {count}").format(count=len(puzzles)))
        self.find_button.setEnabled(True)
        self._update_buttons()
        self.found.emit(puzzles)

    def _show_failure(self, _token: object, message: str) -> None:
        self.puzzles = []
        self.results.clear()
        self.status.setText(message)
        self.find_button.setEnabled(True)
        self._update_buttons()

    def _update_buttons(self) -> None:
        for button in (self.play_button, self.add_button, self.print_button):
            button.setEnabled(bool(self.puzzles))

    def chosen(self) -> Puzzle | None:
        row = self.results.currentRow()
        return self.puzzles[row] if 0 <= row < len(self.puzzles) else None

    def _emit_chosen(self, signal: Signal) -> None:
        puzzle = self.chosen()
        if puzzle is not None:
            signal.emit(puzzle)

    def open_worksheet(self) -> WorksheetDialog:
        """A worksheet of every puzzle found (at most a worksheet's worth)."""
        chosen = self.puzzles[:MAX_PUZZLES]
        given = GivenPuzzles(tuple(MatchstickPuzzle(puzzle) for puzzle in chosen))
        dialog = WorksheetDialog(self, given)
        dialog.open()
        return dialog


def _search(answer: str, kind: Kind, count: int, unique: bool) -> list[Puzzle]:
    return puzzles_from(answer, kind, count, unique=unique)
