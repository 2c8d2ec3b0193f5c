"""Qt's print preview of a worksheet, open before its answer key is complete.

The preview shows the sheet made so far (the puzzle pages, and the key of the answers worked
out), and is redrawn as answers arrive; a bar below the pages says how far the key has got and
offers to stop. Printing from the preview prints whatever sheet it shows last.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog, QPrintPreviewWidget
from PySide6.QtWidgets import (
    QBoxLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QWidget,
)

from gui.classroom.worksheet.page import Sheet, default_page_size, paint_sheet, prepare


class SheetPreview(QPrintPreviewDialog):
    """The print preview of `sheet`; `show_sheet` redraws it with a more complete one.

    `stop_requested` is emitted by the Stop button, shown while answers are still coming.
    """

    stop_requested = Signal()

    def __init__(self, sheet: Sheet, parent: QWidget | None = None) -> None:
        # The preview draws on its printer for as long as it is open, so it keeps it.
        self._printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        prepare(self._printer, default_page_size())
        self._printer.setDocName(sheet.title)
        super().__init__(self._printer, parent)
        self.setObjectName("worksheetPreview")
        self._sheet = sheet
        self.paintRequested.connect(lambda device: paint_sheet(self._sheet, device))

        self.progress_label = QLabel(self.tr("Working out the answer key…"), self)
        self.progress = QProgressBar(self)
        self.progress.setObjectName("answerProgress")
        self.stop_button = QPushButton(self.tr("Stop"), self)
        self.stop_button.setObjectName("stopAnswersButton")
        self.stop_button.clicked.connect(self.stop_requested)
        row = QHBoxLayout()
        row.setContentsMargins(9, 3, 9, 9)
        for widget in (self.progress_label, self.progress, self.stop_button):
            row.addWidget(widget)
        layout = self.layout()
        assert isinstance(layout, QBoxLayout), "QPrintPreviewDialog stacks its parts"
        layout.addLayout(row)
        self._show_progress(sheet)

    @property
    def sheet(self) -> Sheet:
        return self._sheet

    def show_sheet(self, sheet: Sheet) -> None:
        """Draw `sheet` in place of the one shown."""
        self._sheet = sheet
        self._printer.setDocName(sheet.title)
        self._show_progress(sheet)
        pages = self.findChild(QPrintPreviewWidget)
        if pages is not None:
            pages.updatePreview()

    def _show_progress(self, sheet: Sheet) -> None:
        coming = sheet.answered is not None
        for widget in (self.progress_label, self.progress, self.stop_button):
            widget.setVisible(coming)
        self.progress.setRange(0, len(sheet.entries))
        self.progress.setValue(len(sheet.key_entries()))
