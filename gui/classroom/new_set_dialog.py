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
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engines.classroom.puzzle_sets import SetError, format_set, generated_codes, write_set_text
from engines.classroom.worksheet import Options
from gui.classroom.puzzle_set_messages import problem_lines
from gui.classroom.worksheet.generator_settings import (
    GAME_NAMES,
    KIND_NAMES,
    LEVEL_NAMES,
    GeneratorSettings,
    translated,
)
from gui.play.worker import TaskRunner
from gui.shell import style

DEFAULT_NAME = "puzzle-set.txt"
FILE_FILTER = QT_TRANSLATE_NOOP("PuzzleSetMenus", "Puzzle sets (*.txt);;All files (*)")


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
        self._runner.progressed.connect(self._show_drawn)
        self._making: tuple[Options, int, Path] | None = None
        self._confirmed: Path | None = None
        """A file the save dialog has already asked about replacing."""

        self.generator = GeneratorSettings(self)
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
        self.generator.add_rows(self.form)
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

    def choose_file(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("New puzzle set"),
            self.file.text(),
            QCoreApplication.translate("PuzzleSetMenus", FILE_FILTER),
        )
        if path:
            self.file.setText(path)
            self._confirmed = Path(path)

    def make(self) -> None:
        """Make the puzzles in the background; the file is written when they are ready."""
        name = self.file.text().strip()
        if not name:
            self.status.setText(self.tr("Choose a file for the set."))
            return
        path = Path(name).expanduser()
        if path.exists() and path != self._confirmed and not self._may_replace(path):
            return
        options = self.generator.options()
        seed = self.generator.seed.value()
        self._making = (options, seed, path)
        self._set_working(True)
        self.status.setText(self.tr("Making the puzzles…"))
        self._runner.run(generated_codes, options, seed, counted=True)

    def _show_drawn(self, _token: object, done: int, total: int) -> None:
        self.status.setText(
            self.tr("Making the puzzles: {done} of {total}").format(done=done, total=total)
        )

    def _may_replace(self, path: Path) -> bool:
        answer = QMessageBox.question(
            self,
            self.tr("New puzzle set"),
            self.tr("{file} already exists. Replace it?").format(file=path.name),
        )
        return answer == QMessageBox.StandardButton.Yes

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
                task=translated(KIND_NAMES[options.kind]), sticks=options.sticks
            )
        )
        return self.tr(
            "{game}: %n puzzle(s), level {level}, {task}, seed {seed}", "", options.count
        ).format(
            game=translated(GAME_NAMES[options.game]),
            level=translated(LEVEL_NAMES[options.level]),
            task=task,
            seed=seed,
        )

    def reject(self) -> None:
        """Cancel stops the puzzles being made: nothing is written, nothing opened."""
        self._runner.cancel()
        self._set_working(False)
        super().reject()

    def _failed(self, _token: object, message: str) -> None:
        self._set_working(False)
        self.status.setText(message)

    def _set_working(self, working: bool) -> None:
        self.busy.setVisible(working)
        self.make_button.setEnabled(not working)
