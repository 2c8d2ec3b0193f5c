"""Pictures of the end of a Beat-the-clock run (`make screenshots`):
docs/images/beat-the-clock-summary-en.png (light) and beat-the-clock-summary-zh_CN.png (dark).

Five hands solved and one skipped on a hand-moved clock, in a window with a throwaway settings
file and data directory, rendered offscreen; the summary is drawn over the dimmed window, where
it opens.
"""

from __future__ import annotations

import sys
from functools import partial
from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice, QPoint, QSize
from PySide6.QtGui import QColor, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit
from shots import HERE, shoot

from engines.common.files import write_file
from engines.play import SessionStore
from engines.play.scoring import CLOCK
from engines.twentyfour import solve
from gui.matchsticks.tab import MatchstickTab
from gui.shell import i18n
from gui.shell.appearance import apply_appearance
from gui.shell.main_window import MainWindow
from gui.shell.settings import Settings
from gui.twentyfour.tab import TwentyFourTab

SIZE = QSize(1000, 640)
SOLVED = 5


class HandClock:
    """Seconds that pass only when this script says so."""

    now = 1000.0

    def __call__(self) -> float:
        return self.now


def summary(lang: str, look: str, scratch: Path) -> None:
    app = QApplication.instance()
    i18n.set_language(app, lang)
    apply_appearance(app, look)
    clock = HandClock()
    store = SessionStore(scratch / lang / "games")
    tabs = {
        "24": partial(TwentyFourTab, store=store, now=clock),
        "matchsticks": partial(MatchstickTab, store=store, now=clock),
    }
    settings = Settings.open(scratch / f"{lang}.ini")
    window = MainWindow(settings, tabs, data_dir=scratch / lang / "data")
    window.resize(SIZE)
    window.show()
    window.activateWindow()  # the game is on screen, so the run's clock runs
    while QApplication.activeWindow() is not window:
        QTest.qWait(20)
    cards = window.games["24"]
    cards.mode_panel.set_mode(CLOCK)
    answer = cards.findChild(QLineEdit, "expressionInput")
    for _ in range(SOLVED):
        clock.now += 12
        solved = cards.session
        answer.setText(solve(cards.hand, cards.rules)[0].text)
        QTest.keyClick(answer, "\r")
        while cards.session is solved:  # "Right!", then the next hand
            QTest.qWait(50)
    cards.new_game()
    clock.now += 200
    cards.mode_panel.tick()
    QApplication.processEvents()
    picture = window.grab()
    painter = QPainter(picture)
    painter.fillRect(picture.rect(), QColor(0, 0, 0, 90))
    shown = cards.mode_panel.summary
    dialog = shown.grab()
    corner = QPoint(picture.width() - dialog.width(), picture.height() - dialog.height()) / 2
    painter.drawPixmap(corner, dialog)
    painter.end()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    picture.save(buffer, "PNG")
    write_file(HERE / f"beat-the-clock-summary-{lang}.png", bytes(buffer.data().data()))
    shown.close()
    window.close()


if __name__ == "__main__":
    sys.exit(shoot(partial(summary, "en", "light"), partial(summary, "zh_CN", "dark")))
