"""The keyboard focus is visible on every button of both games, in the light and dark looks.

Measured as the theme tests measure text: each button is grabbed (with a few pixels around
it) without the focus and again with it, and the focus mark must differ from what was there by
3:1 somewhere (WCAG 2.2, focus appearance and non-text contrast)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QPushButton, QToolButton, QWidget

from engines.play.beat_the_clock import RunResult, RunSummary
from gui.play.run_summary import RunSummaryDialog
from gui.shell.settings_menu import MATCHSTICKS, TWENTYFOUR
from tests.test_themes import appearance, strongest_change  # noqa: F401 (a fixture)

pytestmark = pytest.mark.window_size(1280, 800)

FOCUS_CONTRAST = 3.0
AROUND = 4


def grab_around(window: QWidget, widget: QWidget):
    """`widget` and a few pixels around it, where a focus ring may be drawn."""
    area = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
    return window.grab(area.adjusted(-AROUND, -AROUND, AROUND, AROUND)).toImage()


def focusable_buttons(window: QWidget) -> list[QAbstractButton]:
    return [
        button
        for button in window.findChildren(QAbstractButton)
        if isinstance(button, (QPushButton, QToolButton))
        and button.isVisible()
        and button.isEnabled()
        and button.focusPolicy() & Qt.FocusPolicy.TabFocus
    ]


@pytest.mark.parametrize("look", ["light", "dark"])
@pytest.mark.parametrize("game", [TWENTYFOUR, MATCHSTICKS])
def test_every_button_shows_the_focus_at_three_to_one(
    qtbot, appearance, window, look, game  # noqa: F811
):
    appearance(look)
    window.show_game(game)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    parking = window.findChild(QWidget, "mainTabs").tabBar()
    buttons = focusable_buttons(window.current_tab())
    assert len(buttons) >= 4
    faint = []
    for button in buttons:
        parking.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(lambda shown=button: not shown.hasFocus())
        plain = grab_around(window, button)
        button.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(button.hasFocus)
        focused = grab_around(window, button)
        ratio = strongest_change(plain, focused)
        if ratio < FOCUS_CONTRAST:
            faint.append(f"{button.objectName()} {button.text()!r}: {ratio:.2f}")
    assert not faint, faint


@pytest.mark.parametrize("look", ["light", "dark"])
def test_the_run_summary_shows_the_focus_on_both_buttons(qtbot, appearance, look):  # noqa: F811
    appearance(look)
    dialog = RunSummaryDialog(RunSummary.of(RunResult(4, 2, 140.0), 6))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    for button, other in (
        (dialog.another_button, dialog.free_play_button),
        (dialog.free_play_button, dialog.another_button),
    ):
        other.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(other.hasFocus)
        plain = grab_around(dialog, button)
        button.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(button.hasFocus)
        assert strongest_change(plain, grab_around(dialog, button)) >= FOCUS_CONTRAST
