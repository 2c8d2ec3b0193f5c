"""File ▸ Print worksheet…: choose the puzzles, preview the pages, print them or save a PDF.

The puzzles are made in the background (a sheet of hard six-card hands takes a while), then
drawn by `page`, the same code the `--worksheet` command line uses, so the preview, the printout
and the PDF are the same sheet. A dialog given ready-made puzzles (a puzzle set) only asks for
the title, the answer key and the language.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import Signal
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
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

from engines.classroom.worksheet import Entry, Options, entries
from gui.classroom.worksheet.command_line import title_for
from gui.classroom.worksheet.generator_settings import GeneratorSettings, combo
from gui.classroom.worksheet.language import SheetLanguage
from gui.classroom.worksheet.page import Sheet, default_page_size, paint_sheet, prepare, write_pdf
from gui.play.worker import TaskRunner
from gui.shell.i18n import CHINESE, ENGLISH, current_language

LANGUAGE_NAMES = {ENGLISH: "English", CHINESE: "简体中文"}
"""Each language in its own words, so a teacher finds theirs whatever the window speaks."""


@dataclass(frozen=True)
class GivenPuzzles:
    """Puzzles chosen elsewhere (a set, the puzzles from an answer): their games, and how to
    make their entries, which solves them and so runs in the background."""

    games: frozenset[str]
    make: Callable[[], list[Entry]]


class WorksheetDialog(QDialog):
    """The worksheet settings, a print preview, printing and saving as PDF.

    `ready` carries each sheet once its puzzles are made (tests wait for it).
    """

    ready = Signal(object)

    def __init__(self, parent: QWidget | None = None, puzzles: GivenPuzzles | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("worksheetDialog")
        self.setWindowTitle(self.tr("Print worksheet"))
        self._given = puzzles
        self._runner = TaskRunner(self)
        self._runner.finished.connect(self._puzzles_made)
        self._runner.failed.connect(self._failed)
        self._then: Callable[[Sheet], None] | None = None
        self._seed_used: int | None = None
        self._printer: QPrinter | None = None

        form = QFormLayout()
        self.generator = GeneratorSettings(self)
        generator = self.generator
        self.game, self.count, self.level, self.seed = (
            generator.game, generator.count, generator.level, generator.seed
        )
        self.cards, self.kind, self.sticks = generator.cards, generator.kind, generator.sticks
        self.title = QLineEdit(self)
        self.title.setObjectName("title")
        self.title.setMaxLength(120)
        self.answers = QCheckBox(self.tr("Add the answer key"), self)
        self.answers.setObjectName("answers")
        self.answers.setChecked(True)
        self.math_symbols = QCheckBox(self.tr("Write × and ÷ in the answer key"), self)
        self.math_symbols.setObjectName("mathSymbols")
        self.math_symbols.setChecked(True)
        self.language = combo(self, "language", LANGUAGE_NAMES)
        self.language.setCurrentIndex(self.language.findData(current_language()))
        if self._given is None:
            generator.add_rows(form)
        form.addRow(self.tr("Title:"), self.title)
        form.addRow(self.tr("Language:"), self.language)
        form.addRow(self.answers)
        form.addRow(self.math_symbols)
        if self._given is not None:
            for widget in generator.widgets():
                widget.hide()

        self.status = QLabel(self)
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.preview_button = self._button(buttons, "previewButton", self.tr("Print preview…"))
        self.save_button = self._button(buttons, "saveButton", self.tr("Save PDF…"))
        self.preview_button.clicked.connect(self.open_preview)
        self.save_button.clicked.connect(self.choose_pdf_file)
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
        return self.generator.options()

    def _make_sheet(self, then: Callable[[Sheet], None]) -> None:
        """Make the puzzles in the background, then hand the sheet to `then`."""
        self._then = then
        self._set_working(True)
        self.status.setText(self.tr("Making the puzzles…"))
        if self._given is not None:
            self._seed_used = None
            self._runner.run(self._given.make)
            return
        options = self.options()
        self._seed_used = options.seed
        self._runner.run(entries, options, self._seed_used)

    def _puzzles_made(self, _token: object, made: object) -> None:
        assert isinstance(made, list)
        sheet = Sheet(
            self.title.text().strip() or self._default_title(),
            tuple(made),
            self._seed_used,
            answers=self.answers.isChecked(),
            language=self.language.currentData(),
            math_symbols=self.math_symbols.isChecked(),
        )
        self._set_working(False)
        self.status.clear()
        then, self._then = self._then, None
        self.ready.emit(sheet)
        if then is not None:
            then(sheet)

    def _failed(self, _token: object, message: str) -> None:
        self._set_working(False)
        self._then = None
        self.status.setText(message)

    def _set_working(self, working: bool) -> None:
        self.preview_button.setEnabled(not working)
        self.save_button.setEnabled(not working)

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
        """Make the sheet and show it in Qt's print preview, from which it can be printed."""
        self._make_sheet(self.show_preview)

    def show_preview(self, sheet: Sheet) -> QPrintPreviewDialog:
        # The preview draws on this printer for as long as it is open, so the dialog keeps it.
        self._printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        prepare(self._printer, default_page_size())
        self._printer.setDocName(sheet.title)
        preview = QPrintPreviewDialog(self._printer, self)
        preview.setObjectName("worksheetPreview")
        preview.paintRequested.connect(lambda device: paint_sheet(sheet, device))
        preview.open()
        return preview
