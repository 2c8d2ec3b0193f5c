"""Matchsticks ▸ Make puzzles from an answer…: a teacher types a true equation and gets every
puzzle it answers (the engine's `puzzles_from`), to play one, add one to a puzzle set, or print
them all.

The search follows the rules the window plays by (the teacher may change them here), and each
puzzle found is listed with a small drawing of its sticks, so the teacher sees what pupils will.
Playing one closes the dialog: the puzzle is then on the board.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engines.classroom.sheet_limits import MAX_PUZZLES
from engines.matchsticks import STANDARD_RULES, Kind, Puzzle, Rules
from engines.matchsticks.model import KINDS, MAX_COUNT
from engines.matchsticks.parsing import MAX_LENGTH
from engines.matchsticks.puzzles_from import puzzles_from
from engines.play import MatchstickPuzzle
from gui.classroom.worksheet.dialog import GivenPuzzles, WorksheetDialog
from gui.matchsticks.painting import BoardScene, paint_board
from gui.play.worker import TaskRunner

KIND_NAMES = {
    "move": QT_TRANSLATE_NOOP("PuzzlesFromDialog", "Move sticks"),
    "add": QT_TRANSLATE_NOOP("PuzzlesFromDialog", "Add sticks"),
    "remove": QT_TRANSLATE_NOOP("PuzzlesFromDialog", "Take away sticks"),
}
PICTURE_SIZE = QSize(180, 60)
"""A listed puzzle's drawing, in logical pixels: an equation of a dozen cells stays legible."""


def puzzle_picture(puzzle: Puzzle, size: QSize = PICTURE_SIZE) -> QPixmap:
    """The puzzle's start as the board draws it; the task (and so the tray) is the dialog's."""
    picture = QPixmap(size)
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    paint_board(painter, size, BoardScene(puzzle.start, 0, with_tray=False))
    painter.end()
    return picture


class PuzzlesFromDialog(QDialog):
    """Answer, kind, count and rules in; the puzzles out, one per row with its drawing.

    `play_requested` and `add_requested` carry the chosen puzzle, as a `MatchstickPuzzle` under
    the dialog's rules, to whoever opened the dialog; playing one closes the dialog.
    """

    play_requested = Signal(object)
    add_requested = Signal(object)
    found = Signal(list)

    def __init__(self, parent: QWidget | None = None, rules: Rules = STANDARD_RULES) -> None:
        super().__init__(parent)
        self.setObjectName("puzzlesFromDialog")
        self.setWindowTitle(self.tr("Make puzzles from an answer"))
        self.puzzles: list[Puzzle] = []
        self._glyphs = rules.glyphs
        # "Allow × and ÷" keeps the window's choice of operators; cleared, only + and − stay.
        self._narrow_ops = "".join(op for op in rules.ops if op in "+-") or "+-"
        self._wide_ops = rules.ops if rules.ops != self._narrow_ops else "+-*/"
        self._found_rules = rules
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
        self.equals_may_change = self._rule_box(
            "equalsMayChange", self.tr("“=” may change"), rules.equals_mutable
        )
        self.times_and_divide = self._rule_box(
            "timesAndDivide", self.tr("Allow × and ÷"), rules.ops != self._narrow_ops
        )
        self.no_leading_zeros = self._rule_box(
            "noLeadingZeros", self.tr("No leading zeros"), not rules.leading_zeros
        )
        self.find_button = QPushButton(self.tr("Find puzzles"), self)
        self.find_button.setObjectName("findButton")
        self.find_button.clicked.connect(self.find)
        self.answer.returnPressed.connect(self.find)
        self.status = QLabel(self)
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.results = QListWidget(self)
        self.results.setObjectName("results")
        self.results.setIconSize(PICTURE_SIZE)
        self.results.setMinimumHeight(PICTURE_SIZE.height() * 3)
        self.results.itemActivated.connect(lambda _item: self.play())

        form = QFormLayout()
        form.addRow(self.tr("Answer:"), self.answer)
        form.addRow(self.tr("Task:"), self.kind)
        form.addRow(self.tr("Sticks:"), self.sticks)
        form.addRow(self.unique)
        rules_row = QHBoxLayout()
        for box in (self.equals_may_change, self.times_and_divide, self.no_leading_zeros):
            rules_row.addWidget(box)
        form.addRow(self.tr("Rules:"), rules_row)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        role = QDialogButtonBox.ButtonRole.ActionRole
        self.play_button = buttons.addButton(self.tr("Play"), role)
        self.add_button = buttons.addButton(self.tr("Add to a set…"), role)
        self.print_button = buttons.addButton(self.tr("Print worksheet…"), role)
        self.play_button.clicked.connect(self.play)
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

    def _rule_box(self, name: str, text: str, checked: bool) -> QCheckBox:
        box = QCheckBox(text, self)
        box.setObjectName(name)
        box.setChecked(checked)
        return box

    def rules(self) -> Rules:
        """The rules the next search follows: the boxes, in the window's glyph set."""
        return Rules(
            equals_mutable=self.equals_may_change.isChecked(),
            ops=self._wide_ops if self.times_and_divide.isChecked() else self._narrow_ops,
            leading_zeros=not self.no_leading_zeros.isChecked(),
            glyphs=self._glyphs,
        )

    def find(self) -> None:
        """Search in the background; the list fills when the engine answers."""
        self.find_button.setEnabled(False)
        self.status.setText(self.tr("Searching…"))
        answer, kind = self.answer.text().strip(), self.kind.currentData()
        rules = self.rules()
        self._runner.run(
            _search, answer, kind, self.sticks.value(), self.unique.isChecked(), rules
        )

    def _show_found(self, _token: object, found: object) -> None:
        assert isinstance(found, tuple)
        puzzles, self._found_rules = found
        self.puzzles = puzzles
        self.results.clear()
        for puzzle in puzzles:
            picture = QIcon(puzzle_picture(puzzle))
            QListWidgetItem(picture, str(puzzle.start.text()), self.results)
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

    def _emit_chosen(self, signal: Signal) -> bool:
        puzzle = self.chosen()
        if puzzle is not None:
            signal.emit(MatchstickPuzzle(puzzle, self._found_rules))
        return puzzle is not None

    def play(self) -> None:
        """Hand the chosen puzzle over to be played, and make way for the board."""
        if self._emit_chosen(self.play_requested):
            self.accept()

    def open_worksheet(self) -> WorksheetDialog:
        """A worksheet of every puzzle found (at most a worksheet's worth)."""
        chosen = self.puzzles[:MAX_PUZZLES]
        given = GivenPuzzles(tuple(MatchstickPuzzle(p, self._found_rules) for p in chosen))
        dialog = WorksheetDialog(self, given)
        dialog.open()
        return dialog


def _search(
    answer: str, kind: Kind, count: int, unique: bool, rules: Rules
) -> tuple[list[Puzzle], Rules]:
    """The puzzles found, with the rules they were found under (the boxes may change since)."""
    return puzzles_from(answer, kind, count, unique=unique, rules=rules), rules
