"""What the 24 tab leaves until it is needed, so the window's first frame comes sooner (issue 24):
the How many ways? panel, the confetti, the cards' flash and the run summary are made when
first wanted, and still work then."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox

from gui.classroom.how_many_ways import HowManyWaysPanel
from gui.play.celebration import Celebration
from gui.twentyfour.ways_mode import WAYS
from tests.twentyfour_support import find, type_answer, type_hand

pytestmark = pytest.mark.game_tab("24")

REPO = Path(__file__).resolve().parent.parent
LATER_MODULES = ("gui.play.celebration", "gui.play.run_summary", "gui.classroom.how_many_ways")
SHOWN_TAB = f"""
import sys, tempfile
from pathlib import Path
from PySide6.QtWidgets import QApplication
from engines.play import SessionStore
from gui.shell.settings import Settings
from gui.twentyfour.tab import TwentyFourTab

app = QApplication([])
folder = Path(tempfile.mkdtemp())
tab = TwentyFourTab(Settings.open(folder / "settings.ini"), store=SessionStore(folder / "games"))
tab.show()
app.processEvents()
print(sorted(name for name in {LATER_MODULES!r} if name in sys.modules))
"""


def test_a_shown_tab_has_not_loaded_what_its_first_screen_does_not_show(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(REPO), HOME=str(tmp_path))
    result = subprocess.run(
        [sys.executable, "-c", SHOWN_TAB], cwd=REPO, env=env, capture_output=True, text=True,
        timeout=60, check=True,
    )
    assert result.stdout.strip() == "[]"


def test_the_ways_panel_is_made_when_the_mode_is_first_chosen(qtbot, tab):
    assert tab.findChild(HowManyWaysPanel) is None
    combo = find(tab, QComboBox, "modeCombo")
    qtbot.keyClick(combo, Qt.Key.Key_End)
    assert combo.currentData() == WAYS
    assert find(tab, HowManyWaysPanel, "howManyWays").isVisible()
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    assert not find(tab, HowManyWaysPanel, "howManyWays").isVisible()


def test_the_confetti_and_the_cards_flash_are_made_at_the_first_solve(qtbot, tab):
    type_hand(qtbot, tab, "3 3 8 8")
    assert tab.findChild(Celebration) is None
    assert not any(card.is_celebrating for card in tab.cards)
    type_answer(qtbot, tab, "8/(3-8/3)")
    assert tab.findChild(Celebration) is tab.celebration
    assert tab.celebration.is_playing()
    qtbot.waitUntil(lambda: any(card.is_celebrating for card in tab.cards), timeout=1000)
