"""How the window builds a game's tab: in the page it stays in (never moved there, which would
style each of its widgets once more), and looking exactly as one built apart did."""

from functools import partial

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QFrame, QStackedWidget

from engines.play.game_keys import MATCHSTICKS, TWENTYFOUR
from gui.matchsticks.tab import MatchstickTab
from gui.shell.main_window import MainWindow
from gui.twentyfour.tab import TwentyFourTab


def test_each_tab_is_built_inside_the_page_stack_it_stays_in(qtbot, settings, tmp_path):
    parents = {}

    def recording(game, make, settings, parent):
        parents[game] = parent
        return make(settings, parent)

    factories = {
        TWENTYFOUR: partial(recording, TWENTYFOUR, TwentyFourTab),
        MATCHSTICKS: partial(recording, MATCHSTICKS, MatchstickTab),
    }
    window = MainWindow(settings, factories, data_dir=tmp_path / "data")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.show_game(MATCHSTICKS)
    stack = window.tabs.findChild(QStackedWidget)
    assert stack is not None
    for game in (TWENTYFOUR, MATCHSTICKS):
        assert parents[game] is stack
        assert window.games[game].parentWidget() is stack
        assert window.tabs.indexOf(window.games[game]) == list(window.games).index(game)


@pytest.mark.parametrize(
    ("game", "name"), [(TWENTYFOUR, "sidePanel"), (MATCHSTICKS, "matchSidePanel")]
)
def test_the_side_panel_keeps_its_rounded_corners(window, game, name):
    """The panel's style sheet paints a rounded background: outside its corners the page
    shows through (a scroll area's fill of its widget would square them off)."""
    window.show_game(game)
    tab = window.games[game]
    panel = tab.findChild(QFrame, name)
    assert panel is not None and panel.isVisible()
    image = window.grab().toImage()
    corner = panel.mapTo(window, QPoint(0, 0))
    inside = panel.mapTo(window, QPoint(panel.width() // 2, panel.height() - 8))
    beside = panel.mapTo(window, QPoint(-2, panel.height() // 2))
    ratio = window.devicePixelRatioF()

    def at(point):
        return image.pixelColor(int(point.x() * ratio), int(point.y() * ratio))

    assert at(inside) != at(beside), "the panel's own colour differs from the page's"
    assert at(corner) == at(beside)
