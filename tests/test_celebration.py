"""A solve is celebrated in both games: confetti over the table for about a second (seen in
the pixels), and a sound only when the player has turned "Sound on solve" on (off by default)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QFrame

from gui.play.celebration import CELEBRATION_MS
from gui.shell import settings as s
from gui.shell import style
from gui.shell.settings_menu import MATCHSTICKS, TWENTYFOUR
from tests.test_match_board import FIVE_UPPER_RIGHT, PLUS_VERTICAL, centre, drag
from tests.test_matchstick_tab import child, shown_tab, type_equation
from tests.twentyfour_support import shown_tab as shown_cards
from tests.twentyfour_support import type_answer, type_hand


def confetti_pixels(image: QImage) -> int:
    """Pixels of the confetti's blue and pink, which neither table draws on its own."""
    marks = [QColor(style.CELEBRATION_COLOURS[index]) for index in (4, 5)]
    count = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            pixel = image.pixelColor(x, y)
            if any(
                abs(pixel.red() - mark.red()) + abs(pixel.green() - mark.green())
                + abs(pixel.blue() - mark.blue()) < 40
                for mark in marks
            ):
                count += 1
    return count


def table_of(tab) -> QFrame:
    return tab.celebration.parentWidget()


def assert_celebrated(qtbot, tab, before: int) -> None:
    celebration = tab.celebration
    assert celebration.is_playing() and celebration.isVisible()
    assert celebration.geometry() == table_of(tab).rect()
    celebration.animation.setCurrentTime(CELEBRATION_MS // 3)
    assert 0 < celebration.progress < 1
    during = confetti_pixels(table_of(tab).grab().toImage())
    assert during > before + 20
    qtbot.waitUntil(lambda: not celebration.isVisible(), timeout=3 * CELEBRATION_MS)


def test_a_24_point_solve_throws_confetti_over_the_table(qtbot, settings):
    tab = shown_cards(qtbot, settings)
    type_hand(qtbot, tab, "3 3 8 8")
    before = confetti_pixels(table_of(tab).grab().toImage())
    assert not tab.celebration.isVisible()
    type_answer(qtbot, tab, "8/(3-8/3)")
    assert_celebrated(qtbot, tab, before)


def test_a_wrong_answer_is_not_celebrated(qtbot, settings):
    tab = shown_cards(qtbot, settings)
    type_hand(qtbot, tab, "3 3 8 8")
    type_answer(qtbot, tab, "3*8+8-3")
    assert not tab.celebration.isVisible()


def test_a_matchstick_solve_throws_confetti_over_the_table(qtbot, settings):
    tab = shown_tab(qtbot, settings)
    type_equation(qtbot, tab, "5+7=2")
    board = child(tab, "matchBoard")
    before = confetti_pixels(table_of(tab).grab().toImage())
    drag(qtbot, board, centre(board, PLUS_VERTICAL), centre(board, FIVE_UPPER_RIGHT))
    qtbot.mouseClick(child(tab, "matchCheckButton"), Qt.MouseButton.LeftButton)
    assert_celebrated(qtbot, tab, before)


def test_the_confetti_lets_clicks_through(qtbot, settings):
    tab = shown_cards(qtbot, settings)
    type_hand(qtbot, tab, "3 3 8 8")
    type_answer(qtbot, tab, "8/(3-8/3)")
    assert tab.celebration.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)


@pytest.fixture
def beeps(monkeypatch):
    heard: list[bool] = []
    monkeypatch.setattr(QApplication, "beep", staticmethod(lambda: heard.append(True)))
    return heard


def test_the_sound_on_solve_is_off_by_default_and_follows_the_setting(
    qtbot, settings, window, beeps
):
    assert settings.get(s.SOUND_ON_SOLVE) is False
    action = window.settings_menu.action_for(s.SOUND_ON_SOLVE)
    assert action.text() == "S&ound on solve" and not action.isChecked()
    window.show_game(TWENTYFOUR)
    cards = window.games[TWENTYFOUR]
    type_hand(qtbot, cards, "3 3 8 8")
    type_answer(qtbot, cards, "8/(3-8/3)")
    assert cards.celebration.is_playing() and beeps == []
    action.trigger()
    assert settings.get(s.SOUND_ON_SOLVE) is True
    type_hand(qtbot, cards, "1 2 3 4")
    type_answer(qtbot, cards, "1*2*3*4")
    assert beeps == [True]
    window.show_game(MATCHSTICKS)
    sticks = window.games[MATCHSTICKS]
    type_equation(qtbot, sticks, "5+7=2")
    board = child(sticks, "matchBoard")
    drag(qtbot, board, centre(board, PLUS_VERTICAL), centre(board, FIVE_UPPER_RIGHT))
    qtbot.mouseClick(child(sticks, "matchCheckButton"), Qt.MouseButton.LeftButton)
    assert beeps == [True, True]
