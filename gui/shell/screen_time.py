"""Which game is on screen, so each puzzle's clock counts only the time the player saw it.

Only the current tab of a visible, unminimised window that none of the program's other windows
covers (a modal dialog, the Rules, presentation mode) is on screen; every tab is told so on
tab changes, show, hide, minimise and every focus change. While a game is on screen it is
saved every `AUTOSAVE_SECONDS`, so a crash loses at most that much of its clock (without an
fsync, which would be most of an idle window's CPU; quitting saves to disk for good). (Another
program's window cannot be seen from here; the window is then taken as shown.)
"""

from __future__ import annotations

from typing import Any, cast

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMainWindow

from engines.play.scoring import AUTOSAVE_SECONDS


class ScreenTime(QObject):
    """Tells `window`'s built game tabs whether they are on screen, and saves the shown one."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self._window: Any = window  # the main window: its tabs and games
        self.autosave = QTimer(self)
        self.autosave.setInterval(int(AUTOSAVE_SECONDS * 1000))
        self.autosave.timeout.connect(self.save_current_game)
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.focusWindowChanged.connect(self._focus_moved)

    def _focus_moved(self, _focus: object) -> None:
        if self._window.isVisible():
            self.tell_tabs()

    def tell_tabs(self) -> None:
        window = self._window
        shown = window.isVisible() and not window.isMinimized() and not self._covered()
        current = window.tabs.currentWidget()
        for tab in window.games.built().values():
            tab.set_on_screen(shown and tab is current)
        if shown:
            self.autosave.start()
        else:
            self.autosave.stop()

    def _covered(self) -> bool:
        """Whether another window of the program has the player's attention."""
        active = QApplication.activeWindow()
        modal = QApplication.activeModalWidget()
        return (modal is not None and modal is not self._window) or active not in (
            None,
            self._window,
        )

    def save_current_game(self) -> None:
        window = self._window
        cast(Any, window.games[window.current_game()]).save_session(durable=False)
