"""The caret stops blinking after a while without input and blinks again at the next key."""

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QVBoxLayout, QWidget

from gui.shell.caret import CaretRest

REST_SECONDS = 0.3


class PaintCounter(QObject):
    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.paints = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            self.paints += 1
        return False


@pytest.fixture
def blink(qapp):
    """The desktop blinks the caret once a second; given back as it was afterwards."""
    hints = qapp.styleHints()
    before = hints.cursorFlashTime()
    hints.setCursorFlashTime(1000)
    yield hints
    hints.setCursorFlashTime(before)


@pytest.fixture
def boxes(qtbot):
    window = QWidget()
    layout = QVBoxLayout(window)
    first, second = QLineEdit(), QLineEdit()
    layout.addWidget(first)
    layout.addWidget(second)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    first.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is first)
    yield first, second
    window.close()  # the boxes live as long as their window


@pytest.fixture
def rest(qapp, blink):
    caret = CaretRest(qapp, REST_SECONDS)
    yield caret
    caret.setParent(None)
    caret.deleteLater()


def test_the_caret_rests_after_a_while_and_wakes_at_a_key(qtbot, blink, boxes, rest):
    first, _second = boxes
    counter = PaintCounter(first)
    qtbot.waitUntil(lambda: rest.resting, timeout=3000)
    assert blink.cursorFlashTime() == 0
    qtbot.wait(100)  # a caret caught mid-blink is lit once more as it comes to rest
    counter.paints = 0
    qtbot.wait(1200)
    assert counter.paints == 0  # a resting caret does not repaint its box
    qtbot.keyClick(first, Qt.Key.Key_8)
    assert not rest.resting and blink.cursorFlashTime() == 1000
    assert first.text() == "8"
    counter.paints = 0
    qtbot.wait(1200)
    assert counter.paints >= 2  # blinking again


def test_moving_the_keyboard_to_another_box_wakes_the_caret(qtbot, blink, boxes, rest):
    _first, second = boxes
    qtbot.waitUntil(lambda: rest.resting, timeout=3000)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is second
    assert not rest.resting and blink.cursorFlashTime() == 1000


def test_a_desktop_that_never_blinks_is_left_alone(qtbot, qapp, blink, boxes):
    blink.setCursorFlashTime(0)
    caret = CaretRest(qapp, REST_SECONDS)
    qtbot.wait(round(REST_SECONDS * 2000))
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_8)
    assert blink.cursorFlashTime() == 0 and not caret.resting
    caret.setParent(None)


def test_the_desktops_new_blink_is_the_one_woken_back(qtbot, blink, boxes, rest):
    first, _second = boxes
    blink.setCursorFlashTime(600)
    qtbot.waitUntil(lambda: rest.resting, timeout=3000)
    qtbot.keyClick(first, Qt.Key.Key_8)
    assert blink.cursorFlashTime() == 600
