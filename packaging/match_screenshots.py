"""Pictures of the marks a matchstick move leaves during play (`make screenshots`):
docs/images/moved-marks-en.png and moved-marks-zh.png.

The stick is moved with real clicks (take it, put it down), in a window with a throwaway
settings file and data directory, rendered offscreen. The ring shows where the stick went and the
dashed outline where it came from.
"""

from __future__ import annotations

import sys
from functools import partial
from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from shots import HERE, shoot

from gui.shell.app import build_window, save_screenshot
from gui.shell.arguments import parse_arguments
from gui.shell.settings import Settings

SIZE = QSize(1000, 680)
# 5+7=2: the plus sign's upright goes to the 5's upper right, which makes 9-7=2.
EQUATION, TAKE, PUT = "5+7=2", (1, "v"), (0, "b")


def moved_marks(lang: str, scratch: Path) -> None:
    options = parse_arguments(["--lang", lang, "--equation", EQUATION, "--tab", "matchsticks"])
    window = build_window(options, Settings.open(scratch / f"{lang}.ini"), scratch / lang)
    window.resize(SIZE)
    window.show()
    QApplication.processEvents()
    board = window.games["matchsticks"].board
    for slot in (TAKE, PUT):
        QTest.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.slot_rect(slot).center())
        QApplication.processEvents()
    board.clearFocus()
    save_screenshot(window, HERE / f"moved-marks-{lang.split('_')[0]}.png")
    window.close()


if __name__ == "__main__":
    sys.exit(shoot(partial(moved_marks, "en"), partial(moved_marks, "zh_CN")))
