"""Start-up: command-line options, the QApplication, and the main window."""

from __future__ import annotations

import argparse
import sys

from PySide6.QtWidgets import QApplication

from gui.main_window import MainWindow
from gui.settings import Settings


def parse_arguments(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="puzzle-suite", description="24 points and matchsticks")
    parser.add_argument("--screenshot", metavar="FILE", help="render the window to a PNG and exit")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    options = parse_arguments(sys.argv[1:] if argv is None else argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = MainWindow(Settings())
    if options.screenshot:
        window.show()
        app.processEvents()
        return 0 if window.grab().save(options.screenshot) else 1
    window.show()
    return app.exec()
