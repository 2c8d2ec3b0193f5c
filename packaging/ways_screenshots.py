"""The "How many ways?" screen's pictures for the README (`make screenshots`).

The real window at 800x600, opened on View ▸ How many ways? with a hand and a few answers
typed on the table (one new, one the same, one wrong...), rendered offscreen in English and in
Chinese into docs/images/how-many-ways-en.png and -zh.png.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication, QLineEdit  # noqa: E402

from gui.shell.app import application  # noqa: E402
from gui.shell.appearance import apply_appearance  # noqa: E402
from gui.shell.i18n import CHINESE, ENGLISH, set_language  # noqa: E402
from gui.shell.main_window import MainWindow  # noqa: E402
from gui.shell.settings import Settings  # noqa: E402
from gui.shell.settings_menu import TWENTYFOUR  # noqa: E402

HAND = "2 4 6 12"
ANSWERS = ("12+6+4+2", "(2+4)+(6+12)", "2*4+6+12", "(12-4)*6/2", "12*2*(6-4)")
PICTURES = {ENGLISH: "how-many-ways-en.png", CHINESE: "how-many-ways-zh.png"}


def picture(language: str, path: Path) -> None:
    app = application()
    with tempfile.TemporaryDirectory() as scratch:
        store = QSettings(str(Path(scratch) / "settings.ini"), QSettings.Format.IniFormat)
        settings = Settings(store)
        set_language(app, language)
        apply_appearance(app, "light")
        window = MainWindow(settings, data_dir=Path(scratch) / "data")
        window.resize(800, 600)
        window.show()
        tab = window.games[TWENTYFOUR]
        tab.deal_hand(HAND)
        window.classroom.ways_action.trigger()
        answer_box = tab.findChild(QLineEdit, "expressionInput")
        for answer in ANSWERS:
            answer_box.setText(answer)
            tab.check_answer()
            QApplication.processEvents()
        for _ in range(20):
            QApplication.processEvents()
        window.grab().save(str(path))
        window.close()
        window.deleteLater()
        QApplication.processEvents()


def main() -> None:
    folder = ROOT / "docs" / "images"
    folder.mkdir(parents=True, exist_ok=True)
    for language, name in PICTURES.items():
        picture(language, folder / name)


if __name__ == "__main__":
    main()
