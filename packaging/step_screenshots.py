"""Pictures of 24-point step play and of a listed solution played on the table (`make
screenshots`): docs/images/step-play-en.png, step-play-zh.png and solution-on-table-en.png.

Made with real clicks on the cards, the step keys and the Solutions list, in a window with a
throwaway settings file and data directory, rendered offscreen.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QPoint, QSize, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QListView, QPushButton, QWidget  # noqa: E402

from gui.shell.app import application, build_window, save_screenshot  # noqa: E402
from gui.shell.arguments import parse_arguments  # noqa: E402
from gui.shell.settings import Settings  # noqa: E402

HERE = ROOT / "docs" / "images"
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


def solution_on_table(scratch: Path) -> None:
    window = _window("en", scratch)
    tab = window.games["24"]
    _click(tab.findChild(QPushButton, "solutionsButton"))
    view = tab.findChild(QListView, "solutionsView")
    QTest.qWait(300)  # the solutions are listed once the hand's analysis is in
    spot = view.visualRect(view.model().index(0, 0)).center()
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    QTest.qWait(1400)  # two of the three steps merged, the third one's card and operator shown
    save_screenshot(window, HERE / "solution-on-table-en.png")
    window.close()


def main() -> int:
    application()
    HERE.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        scratch = Path(folder)
        step_play("en", scratch)
        step_play("zh_CN", scratch)
        solution_on_table(scratch)
    return 0


if __name__ == "__main__":
    sys.exit(main())
