"""File ▸ Print worksheet…: choose the puzzles, preview the pages, print them or save a PDF.

The sheet is made in the background by `making` (puzzles first, then answers a few at a time),
so the preview opens on the first page at once and fills in the answer key behind it, with its
progress and a Stop button (`preview`). It is drawn by `page`, the same code the `--worksheet`
command line uses, so the preview, the printout and the PDF are the same sheet. A dialog given
ready-made puzzles (a puzzle set) only asks for the title, the answer key and the language.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import partial

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engines.classroom.worksheet import Entry, Options, drawn
from engines.sharing.codes import SharedPuzzle
from gui.classroom.worksheet.command_line import title_for
from gui.classroom.worksheet.generator_settings import GeneratorSettings, combo
from gui.classroom.worksheet.language import SheetLanguage
from gui.classroom.worksheet.making import SheetMaker
from gui.classroom.worksheet.page import Sheet, write_pdf
from gui.classroom.worksheet.preview import SheetPreview
from gui.shell.i18n import CHINESE, ENGLISH, current_language

LANGUAGE_NAMES = {ENGLISH: "English", CHINESE: "简体中文"}
"""Each language in its own words, so a teacher finds theirs whatever the window speaks."""


@dataclass(frozen=True)
class GivenPuzzles:
    """Puzzles chosen elsewhere (a set, the puzzles from an answer); their answers are worked
    out in the background like those of generated puzzles."""

    puzzles: tuple[SharedPuzzle, ...]

    @property
    def games(self) -> frozenset[str]:
        return frozenset(puzzle.GAME for puzzle in self.puzzles)


class WorksheetDialog(QDialog):
    """The worksheet settings, a print preview, printing and saving as PDF.

    `ready` carries each sheet once its puzzles and answers are made (tests wait for it).
    """

    ready = Signal(object)

    def __init__(self, parent: QWidget | None = None, puzzles: GivenPuzzles | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("worksheetDialog")
        self.setWindowTitle(self.tr("Print worksheet"))
        self._given = puzzles
        self._maker = SheetMaker(self)
        self._maker.progressed.connect(self._progressed)
        self._maker.failed.connect(self._failed)
        self._maker.drawing.connect(self._drawing_progressed)
        self._then: Callable[[Sheet], None] | None = None
        self._seed_used: int | None = None
        self._preview: SheetPreview | None = None
        self._wants_preview = False

        form = QFormLayout()
        self.generator = GeneratorSettings(self)
        generator = self.generator
        self.game, self.count, self.level, self.seed = (
            generator.game, generator.count, generator.level, generator.seed
        )
        self.cards, self.kind, self.sticks = generator.cards, generator.kind, generator.sticks
        self.glyphs = generator.glyphs
        self.title = QLineEdit(self)
        self.title.setObjectName("title")
        self.title.setMaxLength(120)
        self.answers = QCheckBox(self.tr("Add the answer key"), self)
        self.answers.setObjectName("answers")
        self.answers.setChecked(True)
        self.math_symbols = QCheckBox(self.tr("Write × and ÷ in the answer key"), self)
        self.math_symbols.setObjectName("mathSymbols")
        self.math_symbols.setChecked(True)
        self.no_solution = QCheckBox(self.tr("Include puzzles with no solution"), self)
        self.no_solution.setObjectName("noSolution")
        self.no_solution.setToolTip(
            self.tr("About one puzzle in six has none; the key marks it “No solution”")
        )
        self.language = combo(self, "language", LANGUAGE_NAMES)
        self.language.setCurrentIndex(self.language.findData(current_language()))
        if self._given is None:
            generator.add_rows(form)
        form.addRow(self.tr("Title:"), self.title)
        form.addRow(self.tr("Language:"), self.language)
        form.addRow(self.answers)
        form.addRow(self.math_symbols)
        form.addRow(self.no_solution)
        if self._given is not None:
            for widget in (*generator.widgets(), self.no_solution):
                widget.hide()

        self.status = QLabel(self)
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.preview_button = self._button(buttons, "previewButton", self.tr("Print preview…"))
        self.save_button = self._button(buttons, "saveButton", self.tr("Save PDF…"))
        self.stop_button = self._button(buttons, "stopButton", self.tr("Stop"))
        self.stop_button.hide()
        self.preview_button.clicked.connect(self.open_preview)
        self.save_button.clicked.connect(self.choose_pdf_file)
        self.stop_button.clicked.connect(self.stop)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.status)
        layout.addWidget(buttons)
        self.game.currentIndexChanged.connect(self._update_placeholder)
        self.language.currentIndexChanged.connect(self._update_placeholder)
        self._update_placeholder()

    def _button(self, box: QDialogButtonBox, name: str, text: str) -> QPushButton:
        button = box.addButton(text, QDialogButtonBox.ButtonRole.ActionRole)
        button.setObjectName(name)
        return button

    def _default_title(self) -> str:
        language = SheetLanguage(self.language.currentData())
        games = self._given.games if self._given else {self.game.currentData()}
        return language.tr(title_for(games))

    def _update_placeholder(self) -> None:
        self.title.setPlaceholderText(self._default_title())

    def options(self) -> Options:
        """The puzzles the settings ask for."""
        return replace(self.generator.options(), no_solution=self.no_solution.isChecked())

    def _make_sheet(self, then: Callable[[Sheet], None] | None, preview: bool = False) -> None:
        """Make the sheet in the background, then hand it to `then`; with `preview`, open the
        preview as soon as the puzzles are drawn and keep it up to date."""
        self._then = then
        self._wants_preview = preview
        self._set_working(True)
        self.status.setText(self.tr("Making the puzzles…"))
        if self._given is not None:
            self._seed_used = None
            given = self._given.puzzles
            self._maker.start(lambda _count: list(given))  # nothing to draw, nothing to count
            return
        options = self.options()
        self._seed_used = options.seed
        self._maker.start(partial(drawn, options, self._seed_used))

    def _sheet_of(self, made: list[Entry], answered: int | None) -> Sheet:
        return Sheet(
            self.title.text().strip() or self._default_title(),
            tuple(made),
            self._seed_used,
            answers=self.answers.isChecked(),
            language=self.language.currentData(),
            math_symbols=self.math_symbols.isChecked(),
            answered=answered,
            no_solution=self._given is None and self.no_solution.isChecked(),
        )

    def _drawing_progressed(self, done: int, total: int) -> None:
        self.status.setText(
            self.tr("Making the puzzles: {done} of {total}").format(done=done, total=total)
        )

    def _progressed(self, made: list[Entry], answered: int) -> None:
        done = answered == len(made)
        sheet = self._sheet_of(made, None if done else answered)
        if self._wants_preview:
            if self._preview is None:
                self.show_preview(sheet)
            else:
                self._preview.show_sheet(sheet)
        if not done:
            self.status.setText(
                self.tr("Working out the answers: {done} of {total}").format(
                    done=answered, total=len(made)
                )
            )
            return
        self._set_working(False)
        self.status.clear()
        then, self._then = self._then, None
        self.ready.emit(sheet)
        if then is not None:
            then(sheet)

    def _failed(self, message: str) -> None:
        self._give_up()
        self.status.setText(message)

    def stop(self) -> None:
        """Stop making the sheet."""
        self._maker.stop()
        self._give_up()
        self.status.setText(self.tr("Stopped."))

    def _give_up(self) -> None:
        """Forget the sheet being made; a preview of it closes, as its key is incomplete."""
        self._set_working(False)
        self._then = None
        preview, self._preview = self._preview, None
        if preview is not None and preview.sheet.answered is not None:
            preview.close()

    def _set_working(self, working: bool) -> None:
        self.preview_button.setEnabled(not working)
        self.save_button.setEnabled(not working)
        self.stop_button.setVisible(working)

    def save_pdf(self, path: str) -> None:
        """Make the sheet and write it to `path`; the status line says how it went."""

        def write(sheet: Sheet) -> None:
            if write_pdf(sheet, path):
                self.status.setText(self.tr("Saved {path}").format(path=path))
            else:
                self.status.setText(self.tr("Cannot write {path}").format(path=path))

        self._make_sheet(write)

    def choose_pdf_file(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save worksheet"), "worksheet.pdf", self.tr("PDF files (*.pdf)")
        )
        if path:
            self.save_pdf(path)

    def open_preview(self) -> None:
        """Make the sheet and show it in Qt's print preview, from which it can be printed: the
        first page as soon as the puzzles are drawn, the answer key as it is worked out."""
        self._make_sheet(None, preview=True)

    def show_preview(self, sheet: Sheet) -> SheetPreview:
        preview = self._preview = SheetPreview(sheet, self)
        preview.stop_requested.connect(self.stop)
        preview.finished.connect(self._preview_closed)
        preview.open()
        return preview

    def _preview_closed(self) -> None:
        """Closing a preview whose key is still coming stops the work on it."""
        preview = self._preview
        self._wants_preview = False
        if preview is None:
            return
        if preview.sheet.answered is not None:
            self.stop()
        self._preview = None
        preview.deleteLater()
