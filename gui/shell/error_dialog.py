"""Uncaught exceptions: tell the player briefly, keep the details in a log, keep running.

PySide6 hands exceptions raised in slots and event handlers to `sys.excepthook` and then
carries on with the event loop, so replacing the hook is enough to keep the app alive. The
full traceback goes to a log file in the user's data directory; the player sees one short
sentence and where the details are. The dialog is opened without blocking, which keeps the
reporter testable and stops a burst of errors from stacking up modal loops.
"""

from __future__ import annotations

import sys
import traceback
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QStandardPaths, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

LOG_NAME = "puzzle-suite.log"
LOG_LIMIT_BYTES = 1_000_000
ENTRY_LIMIT_CHARS = 20_000
"""One entry keeps its start and its end (where the exception's type and message are); a
50 MB message must not become a 50 MB log."""


def log_directory() -> Path:
    """The per-user data directory Qt picks for this application."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location)


def _capped(details: str) -> str:
    if len(details) <= ENTRY_LIMIT_CHARS:
        return details
    half = ENTRY_LIMIT_CHARS // 2
    left_out = len(details) - 2 * half
    return f"{details[:half]}\n[... {left_out} characters left out ...]\n{details[-half:]}"


class ErrorReporter:
    """Logs an exception's traceback and shows one reusable, non-blocking error dialog."""

    def __init__(self, directory: Path | None = None, parent: QWidget | None = None) -> None:
        self.log_path = (directory or log_directory()) / LOG_NAME
        self.parent = parent
        self.dialog: QMessageBox | None = None

    def install(self) -> None:
        sys.excepthook = self.report

    def report(
        self,
        exc_type: type[BaseException],
        error: BaseException,
        trace: TracebackType | None,
    ) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            sys.__excepthook__(exc_type, error, trace)
            return
        details = "".join(traceback.format_exception(exc_type, error, trace))
        logged = self._write_log(_capped(details))
        self._show(exc_type, error, logged)

    def _write_log(self, details: str) -> bool:
        """Append to the log, starting afresh once it grows past the limit; False if unwritable."""
        try:
            self.log_path.parent.mkdir(parents=True, exist_ok=True)
            if self.log_path.exists() and self.log_path.stat().st_size > LOG_LIMIT_BYTES:
                self.log_path.replace(self.log_path.with_suffix(".log.old"))
            stamp = datetime.now(UTC).isoformat(timespec="seconds")
            with self.log_path.open("a", encoding="utf-8") as log:
                log.write(f"--- {stamp}\n{details}\n")
        except OSError:
            return False
        return True

    def _show(self, exc_type: type[BaseException], error: BaseException, logged: bool) -> None:
        summary = str(error).splitlines()[0][:200] if str(error) else exc_type.__name__
        text = QCoreApplication.translate(
            "ErrorReporter", "Something went wrong: {summary}"
        ).format(summary=summary)
        if logged:
            details = QCoreApplication.translate(
                "ErrorReporter", "The details were saved to {path}."
            )
            text += "\n\n" + details.format(path=self.log_path)
        text += "\n\n" + QCoreApplication.translate("ErrorReporter", "You can keep playing.")
        if self.dialog is None:
            self.dialog = QMessageBox(QMessageBox.Icon.Warning, "", "", parent=self.parent)
            self.dialog.setObjectName("errorDialog")
            self.dialog.setTextFormat(Qt.TextFormat.PlainText)
        self.dialog.setWindowTitle(
            QCoreApplication.translate("ErrorReporter", "Puzzle Suite: error")
        )
        self.dialog.setText(text)
        self.dialog.open()
