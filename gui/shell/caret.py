"""The text caret rests after a while without typing, as GNOME's does (its cursor-blink-timeout).

A blinking caret repaints its box twice a second for as long as the box has the keyboard, which
is most of the time: the answer box takes it when the game comes on screen and at every deal.
Left alone for REST_SECONDS, the caret stays lit without blinking; the next key, click or move of
the keyboard to another control sets it blinking again. The blink itself is the desktop's
(`QStyleHints.cursorFlashTime`); a desktop that asks for no blinking is left as it is.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QGuiApplication

REST_SECONDS = 10.0
"""How long the caret blinks after the last key, click or change of focus (GNOME's default)."""


class CaretRest(QObject):
    """Stops the caret blinking REST_SECONDS after the player's last input, and starts it again
    at the next: Qt tells of both through the input method (the caret moved) and the focus."""

    def __init__(self, app: QGuiApplication, rest_seconds: float = REST_SECONDS) -> None:
        super().__init__(app)
        self.setObjectName("caretRest")
        self._hints = app.styleHints()
        self._blink_ms = self._hints.cursorFlashTime()
        self._resting = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(round(rest_seconds * 1000))
        self._timer.timeout.connect(self._rest)
        self._hints.cursorFlashTimeChanged.connect(self._desktop_changed)
        app.inputMethod().cursorRectangleChanged.connect(self.wake)
        app.focusObjectChanged.connect(self.wake)
        self.wake()

    @property
    def resting(self) -> bool:
        return self._resting

    def wake(self) -> None:
        """The player did something: the caret blinks again, for another REST_SECONDS."""
        if self._blink_ms <= 0:
            return
        if self._resting:
            self._resting = False
            self._hints.setCursorFlashTime(self._blink_ms)
        self._timer.start()

    def _rest(self) -> None:
        self._resting = True
        self._hints.setCursorFlashTime(0)

    def _desktop_changed(self, milliseconds: int) -> None:
        """The desktop's own setting changed (not this resting): blink as it now says."""
        if not self._resting:
            self._blink_ms = milliseconds


def rest_the_caret(app: QGuiApplication) -> CaretRest:
    """Let the caret rest after a while without input (once per application)."""
    existing = app.findChild(CaretRest, "caretRest")
    return existing if isinstance(existing, CaretRest) else CaretRest(app)
