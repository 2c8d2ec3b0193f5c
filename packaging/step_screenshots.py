"""Pictures of 24-point step play and of a listed solution played on the table (`make
screenshots`): docs/images/step-play-{en,zh}.png and solution-on-table-{en,zh}.png.

Made with real clicks on the cards, the step keys and the Solutions list, in a window with a
throwaway settings file and data directory, rendered offscreen.
"""

from __future__ import annotations

import sys
from functools import partial
from pathlib import Path

from PySide6.QtCore import QPoint, QSize, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QListView, QPushButton, QWidget
from shots import HERE, shoot

from gui.shell.app import build_window, save_screenshot
from gui.shell.arguments import parse_arguments
from gui.shell.settings import Settings

SIZE = QSize(1000, 680)


def _click(widget: QWidget, spot: QPoint | None = None) -> None:
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, pos=spot or widget.rect().center())
    QApplication.processEvents()


def _window(lang: str, scratch: Path):
    options = parse_arguments(["--lang", lang, "--hand", "3 3 8 8", "--screenshot", "x.png"])
    settings = Settings.open(scratch / f"{lang}.ini")
    window = build_window(options, settings, scratch / lang)
    window.resize(SIZE)
    window.show()
    QApplication.processEvents()
    return window


def step_play(lang: str, scratch: Path) -> None:
    """8 ÷ 3 merged, then 3 picked with − waiting for its second card."""
    window = _window(lang, scratch)
    tab = window.games["24"]
    _click(tab.cards[2])
    _click(tab.findChild(QPushButton, "stepDivide"))
    _click(tab.cards[0])
    _click(tab.cards[1])
    _click(tab.findChild(QPushButton, "stepMinus"))
    save_screenshot(window, HERE / f"step-play-{lang.split('_')[0]}.png")
    window.close()


def solution_on_table(lang: str, scratch: Path) -> None:
    window = _window(lang, scratch)
    tab = window.games["24"]
    _click(tab.findChild(QPushButton, "solutionsButton"))
    view = tab.findChild(QListView, "solutionsView")
    QTest.qWait(300)  # the solutions are listed once the hand's analysis is in
    spot = view.visualRect(view.model().index(0, 0)).center()
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    QTest.qWait(1400)  # two of the three steps merged, the third one's card and operator shown
    save_screenshot(window, HERE / f"solution-on-table-{lang.split('_')[0]}.png")
    window.close()


if __name__ == "__main__":
    sys.exit(
        shoot(
            partial(step_play, "en"),
            partial(step_play, "zh_CN"),
            partial(solution_on_table, "en"),
            partial(solution_on_table, "zh_CN"),
        )
    )
