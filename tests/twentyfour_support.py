"""The 24 Points tab's test helpers: a shown tab, and typing and clicking as a player does."""

import subprocess
import sys
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QEvent, QModelIndex, QSettings, Qt, QTranslator
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit, QListView, QPushButton

from gui.shell.resource_files import resource_path
from gui.shell.settings import Settings
from gui.twentyfour.tab import TwentyFourTab


def make_settings(tmp_path):
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


def shown_tab(qtbot, settings):
    widget = TwentyFourTab(settings)
    qtbot.addWidget(widget)
    widget.resize(1100, 700)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def find(tab, kind, name):
    widget = tab.findChild(kind, name)
    assert widget is not None, name
    return widget


def type_hand(qtbot, tab, text):
    hand_input = find(tab, QLineEdit, "handInput")
    hand_input.clear()
    qtbot.keyClicks(hand_input, text)
    qtbot.keyClick(hand_input, Qt.Key.Key_Return)


def type_symbols(widget, text):
    """Key presses carrying any characters, including ones QTest.keyClicks cannot send (−)."""
    for char in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(
                widget, QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, char)
            )


def type_answer(qtbot, tab, text):
    expression = find(tab, QLineEdit, "expressionInput")
    expression.clear()
    qtbot.keyClicks(expression, text)
    qtbot.keyClick(expression, Qt.Key.Key_Return)


def listed(listing):
    """Every item the solutions list holds, fetched by the view yet or not."""
    return [listing.model.item(row) for row in range(listing.model.total())]


def shown_rows(listing):
    model = listing.model
    while model.canFetchMore(QModelIndex()):
        model.fetchMore(QModelIndex())
    return [model.data(model.index(row)) for row in range(model.rowCount())]


def feedback(tab):
    return find(tab, QLabel, "feedbackLabel").text()


def click(qtbot, tab, name):
    qtbot.mouseClick(find(tab, QPushButton, name), Qt.MouseButton.LeftButton)


def click_card(qtbot, tab, position):
    card = tab.cards[position]
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton, pos=card.rect().center())


def step(qtbot, tab, left, key, right):
    """One step played as a player does: the left card, a Combine key, the right card."""
    click_card(qtbot, tab, left)
    click(qtbot, tab, key)
    click_card(qtbot, tab, right)


def play_first_solution(qtbot, tab):
    """List the hand's solutions and play the first one on the table (Home, Enter)."""
    click(qtbot, tab, "solutionsButton")
    view = tab.findChild(QListView, "solutionsView")
    qtbot.waitUntil(lambda: view.model().rowCount() >= 1)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Home)
    qtbot.keyClick(view, Qt.Key.Key_Return)


@contextmanager
def chinese_translation(qapp, tmp_path):
    """The tab's own Simplified Chinese translation, compiled fresh from its .ts source."""
    source = resource_path("translations", "twentyfour_zh_CN.ts")
    compiled = tmp_path / "twentyfour_zh_CN.qm"
    lrelease = Path(sys.executable).with_name("pyside6-lrelease")
    subprocess.run([lrelease, "-silent", source, "-qm", compiled], check=True)
    translator = QTranslator()
    assert translator.load(str(compiled))
    qapp.installTranslator(translator)
    qapp.processEvents()  # widgets hear of the new language through posted events
    yield
    qapp.removeTranslator(translator)
    qapp.processEvents()
