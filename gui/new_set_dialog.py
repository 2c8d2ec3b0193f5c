"""File ▸ New set from generator…: a puzzle set file made by the games' own generators.

The teacher picks the game, how many puzzles, the level, the cards or the sticks and the task,
a seed and a file; the puzzles are made in the background (hard six-card hands take a while)
and written as a set whose first line says how it was made. The same settings and seed make
the same file, and the same puzzles as a worksheet of that seed.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engines.matchsticks.model import MAX_COUNT
from engines.puzzle_sets import SetError, format_set, generated_codes, write_set_text
from engines.worksheet import MAX_PUZZLES, MIN_PUZZLES, Options, fresh_seed
from gui import style
from gui.puzzle_set_messages import problem_lines
from gui.worker import TaskRunner
from gui.worksheet.command_line import MAX_CARDS, MIN_CARDS
from gui.worksheet.dialog import GAME_NAMES, KIND_NAMES, LEVEL_NAMES, MAX_SEED

DEFAULT_COUNT = 12
DEFAULT_NAME = "puzzle-set.txt"
FILE_FILTER = QT_TRANSLATE_NOOP("PuzzleSetMenus", "Puzzle sets (*.txt);;All files (*)")


def _worksheet_word(text: str) -> str:
    """A game, level or task name, in the words the worksheet dialog already uses for it."""
    return QCoreApplication.translate("WorksheetDialog", text)


class NewSetDialog(QDialog):
    """The generator's settings and a file; `written` carries the file once the set is in it."""

    written = Signal(Path)

    def __init__(self, parent: QWidget | None = None, folder: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("newSetDialog")
        self.setWindowTitle(self.tr("New puzzle set"))
        self._runner = TaskRunner(self)
        self._runner.finished.connect(self._made)
        self._runner.failed.connect(self._failed)
        self._making: tuple[Options, int, Path] | None = None

        self.game = self._combo("game", GAME_NAMES)
        self.count = self._spin("count", MIN_PUZZLES, MAX_PUZZLES, DEFAULT_COUNT)
        self.level = self._combo("level", LEVEL_NAMES)
        self.cards = self._spin("cards", MIN_CARDS, MAX_CARDS, MIN_CARDS)
        self.kind = self._combo("kind", KIND_NAMES)
        self.sticks = self._spin("sticks", 1, MAX_COUNT, 1)
        self.seed = self._spin("seed", 1, MAX_SEED, fresh_seed())
        self.file = QLineEdit(str(Path(folder or Path.home()) / DEFAULT_NAME), self)
        self.file.setObjectName("file")
        self.browse_button = QPushButton(self.tr("Choose…"), self)
        self.browse_button.setObjectName("browseButton")
        self.browse_button.setAccessibleName(self.tr("Choose the file"))
        self.browse_button.clicked.connect(self.choose_file)
        file_row = QHBoxLayout()
        file_row.addWidget(self.file, 1)
        file_row.addWidget(self.browse_button)

        self.form = QFormLayout()
        for label, widget in (
            (self.tr("Game:"), self.game),
            (self.tr("Puzzles:"), self.count),
            (self.tr("Level:"), self.level),
            (self.tr("Cards:"), self.cards),
            (self.tr("Task:"), self.kind),
            (self.tr("Sticks:"), self.sticks),
            (self.tr("Seed:"), self.seed),
        ):
            self.form.addRow(label, widget)
            widget.setAccessibleName(label.rstrip(":："))
        self.form.addRow(self.tr("File:"), file_row)
        self.file.setAccessibleName(self.tr("File"))

        self.busy = style.busy_indicator(self, "newSetBusy")
        self.busy.hide()
        self.status = QLabel(self)
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.make_button = self.buttons.addButton(
            self.tr("Make the set"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.make_button.setObjectName("makeButton")
        self.make_button.setDefault(True)
        self.buttons.accepted.connect(self.make)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.busy)
        layout.addWidget(self.status)
        layout.addWidget(self.buttons)
        self.game.currentIndexChanged.connect(self._game_changed)
        self._game_changed()

    def _combo(self, name: str, names: dict) -> QComboBox:
        combo = style.named(QComboBox(self), name)
        for value, text in names.items():
            combo.addItem(_worksheet_word(text), value)
        return combo

    def _spin(self, name: str, low: int, high: int, value: int) -> QSpinBox:
        spin = style.named(QSpinBox(self), name)
        spin.setRange(low, high)
        spin.setValue(value)
        return spin

    def _game_changed(self) -> None:
        twentyfour = self.game.currentData() == "24"
        self.form.setRowVisible(self.cards, twentyfour)
        self.form.setRowVisible(self.kind, not twentyfour)
        self.form.setRowVisible(self.sticks, not twentyfour)

    def options(self) -> Options:
        return Options(
            game=self.game.currentData(),
            count=self.count.value(),
            level=self.level.currentData(),
            cards=self.cards.value(),
            kind=self.kind.currentData(),
            sticks=self.sticks.value(),
            seed=self.seed.value(),
        )

    def choose_file(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("New puzzle set"),
            self.file.text(),
            QCoreApplication.translate("PuzzleSetMenus", FILE_FILTER),
        )
        if path:
            self.file.setText(path)

    def make(self) -> None:
        """Make the puzzles in the background; the file is written when they are ready."""
        name = self.file.text().strip()
        if not name:
            self.status.setText(self.tr("Choose a file for the set."))
            return
        options = self.options()
        self._making = (options, self.seed.value(), Path(name).expanduser())
        self._set_working(True)
        self.status.setText(self.tr("Making the puzzles…"))
        self._runner.run(generated_codes, options, self.seed.value())

    def _made(self, _token: object, codes: object) -> None:
        assert isinstance(codes, list) and self._making is not None
        options, seed, path = self._making
        self._set_working(False)
        try:
            write_set_text(path, format_set(codes, [self._description(options, seed)]))
        except SetError as error:
            self.status.setText("\n".join(problem_lines(error)))
            return
        self.written.emit(path)
        self.accept()

    def _description(self, options: Options, seed: int) -> str:
        """The set's first comment: enough to make it again."""
        task = (
            self.tr("{cards} cards").format(cards=options.cards)
            if options.game == "24"
            else self.tr("{task}: {sticks}").format(
                task=_worksheet_word(KIND_NAMES[options.kind]), sticks=options.sticks
            )
        )
        return self.tr("{game}: {count} puzzles, level {level}, {task}, seed {seed}").format(
            game=_worksheet_word(GAME_NAMES[options.game]),
            count=options.count,
            level=_worksheet_word(LEVEL_NAMES[options.level]),
            task=task,
            seed=seed,
        )

    def _failed(self, _token: object, message: str) -> None:
        self._set_working(False)
        self.status.setText(message)

    def _set_working(self, working: bool) -> None:
        self.busy.setVisible(working)
        self.make_button.setEnabled(not working)
