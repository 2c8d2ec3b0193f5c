"""File ▸ Print worksheet…: choose the puzzles, preview the pages, print them or save a PDF.

The puzzles are made in the background (a sheet of hard six-card hands takes a while), then
drawn by `page`, the same code the `--worksheet` command line uses, so the preview, the printout
and the PDF are the same sheet. A dialog given ready-made puzzles (a puzzle set) only asks for
the title, the answer key and the language.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, Signal
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engines.matchsticks.model import MAX_COUNT
from engines.worksheet import MAX_PUZZLES, MIN_PUZZLES, Entry, Options, entries, fresh_seed
from gui.i18n import CHINESE, ENGLISH, current_language
from gui.worker import TaskRunner
from gui.worksheet.command_line import MAX_CARDS, MIN_CARDS, title_for
from gui.worksheet.language import SheetLanguage
from gui.worksheet.page import Sheet, default_page_size, paint_sheet, prepare, write_pdf

MAX_SEED = 999_999
GAME_NAMES = {
    "24": QT_TRANSLATE_NOOP("WorksheetDialog", "24 points"),
    "matchsticks": QT_TRANSLATE_NOOP("WorksheetDialog", "Matchsticks"),
}
LEVEL_NAMES = {
    None: QT_TRANSLATE_NOOP("WorksheetDialog", "Any"),
    "easy": QT_TRANSLATE_NOOP("WorksheetDialog", "Easy"),
    "medium": QT_TRANSLATE_NOOP("WorksheetDialog", "Medium"),
    "hard": QT_TRANSLATE_NOOP("WorksheetDialog", "Hard"),
}
KIND_NAMES = {
    "move": QT_TRANSLATE_NOOP("WorksheetDialog", "Move sticks"),
    "add": QT_TRANSLATE_NOOP("WorksheetDialog", "Add sticks"),
    "remove": QT_TRANSLATE_NOOP("WorksheetDialog", "Take away sticks"),
}
LANGUAGE_NAMES = {ENGLISH: "English", CHINESE: "简体中文"}
"""Each language in its own words, so a teacher finds theirs whatever the window speaks."""


def _combo(parent: QWidget, name: str, items: dict) -> QComboBox:
    combo = QComboBox(parent)
    combo.setObjectName(name)
    for value, label in items.items():
        combo.addItem(label, value)
    return combo


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
        self.game = _combo(self, "game", self._translated(GAME_NAMES))
        self.count = self._spin("count", MIN_PUZZLES, MAX_PUZZLES, 12)
        self.level = _combo(self, "level", self._translated(LEVEL_NAMES))
        self.cards = self._spin("cards", MIN_CARDS, MAX_CARDS, 4)
        self.kind = _combo(self, "kind", self._translated(KIND_NAMES))
        self.sticks = self._spin("sticks", 1, MAX_COUNT, 1)
        self.seed = self._spin("seed", 1, MAX_SEED, fresh_seed())
        self.title = QLineEdit(self)
        self.title.setObjectName("title")
        self.title.setMaxLength(120)
        self.answers = QCheckBox(self.tr("Add the answer key"), self)
        self.answers.setObjectName("answers")
        self.answers.setChecked(True)
        self.math_symbols = QCheckBox(self.tr("Write × and ÷ in the answer key"), self)
        self.math_symbols.setObjectName("mathSymbols")
        self.math_symbols.setChecked(True)
        self.language = _combo(self, "language", LANGUAGE_NAMES)
        self.language.setCurrentIndex(self.language.findData(current_language()))
        rows: list[tuple[str, QWidget]] = [
            (self.tr("Game:"), self.game),
            (self.tr("Puzzles:"), self.count),
            (self.tr("Level:"), self.level),
            (self.tr("Cards:"), self.cards),
            (self.tr("Task:"), self.kind),
            (self.tr("Sticks:"), self.sticks),
            (self.tr("Seed:"), self.seed),
        ]
        if self._given is not None:
            rows = []
        for label, widget in rows:
            form.addRow(label, widget)
        form.addRow(self.tr("Title:"), self.title)
        form.addRow(self.tr("Language:"), self.language)
        form.addRow(self.answers)
        form.addRow(self.math_symbols)
        for widget in (self.game, self.count, self.level, self.cards, self.kind, self.sticks,
                       self.seed):
            widget.setVisible(self._given is None)

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
        self.game.currentIndexChanged.connect(self._game_changed)
        self.language.currentIndexChanged.connect(self._update_placeholder)
        self._game_changed()

    def _translated(self, names: dict) -> dict:
        return {key: self.tr(name) for key, name in names.items()}

    def _spin(self, name: str, low: int, high: int, value: int) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setObjectName(name)
        spin.setRange(low, high)
        spin.setValue(value)
        return spin

    def _button(self, box: QDialogButtonBox, name: str, text: str) -> QPushButton:
        button = box.addButton(text, QDialogButtonBox.ButtonRole.ActionRole)
        button.setObjectName(name)
        return button

    def _game_changed(self) -> None:
        if self._given is None:
            twentyfour = self.game.currentData() == "24"
            form = self.layout().itemAt(0).layout()
            assert isinstance(form, QFormLayout)
            form.setRowVisible(self.cards, twentyfour)
            form.setRowVisible(self.kind, not twentyfour)
            form.setRowVisible(self.sticks, not twentyfour)
        self._update_placeholder()

    def _default_title(self) -> str:
        language = SheetLanguage(self.language.currentData())
        games = self._given.games if self._given else {self.game.currentData()}
        return language.tr(title_for(games))

    def _update_placeholder(self) -> None:
        self.title.setPlaceholderText(self._default_title())

    def options(self) -> Options:
        """The puzzles the settings ask for."""
        return Options(
            game=self.game.currentData(),
            count=self.count.value(),
            level=self.level.currentData(),
            cards=self.cards.value(),
            kind=self.kind.currentData(),
            sticks=self.sticks.value(),
            seed=self.seed.value(),
        )

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
