"""Pictures of the marks a matchstick move leaves during play (`make screenshots`):
docs/images/moved-marks-en.png and moved-marks-zh.png.

The stick is moved with real clicks (take it, put it down), in a window with a throwaway
settings file and data directory, rendered offscreen. The ring shows where the stick went and the
dashed outline where it came from.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QSize, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from gui.shell.app import application, build_window, save_screenshot  # noqa: E402
from gui.shell.arguments import parse_arguments  # noqa: E402
from gui.shell.settings import Settings  # noqa: E402

HERE = ROOT / "docs" / "images"
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


def main() -> int:
    application()
    HERE.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        for lang in ("en", "zh_CN"):
            moved_marks(lang, Path(folder))
    return 0


if __name__ == "__main__":
    sys.exit(main())
