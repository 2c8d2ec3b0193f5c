"""The keyboard around the answer box: Undo and Redo by token, and typing from anywhere.

A QLineEdit claims Ctrl+Z and Ctrl+Shift+Z for its own character undo, which knows nothing
of the answer's tokens and bypasses Game ▸ Undo. `AnswerKeys` takes those keys back for the
answer's history. It also sends card values and operators typed while focus is elsewhere on
the table to the answer box, so a player never has to click it first.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal, SignalInstance
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QLineEdit

from engines.common.typed_text import plain_text

ANSWER_CHARACTERS = frozenset("0123456789+-*/()[]AJQKajqk")
"""What an answer is written with, once `plain_text` has folded `x`, `÷`, full-width forms..."""


def is_answer_text(text: str) -> bool:
    """Whether a key's text belongs in an answer (a card value or an operator)."""
    return bool(text) and all(char in ANSWER_CHARACTERS for char in plain_text(text))


class AnswerKeys(QObject):
    """Watches the answer box: its Undo and Redo keys become `undo_pressed` and `redo_pressed`.

    Signals rather than stored callbacks: this filter lives as long as the box, and a callback
    holding the tab would tie the tab into a reference cycle.
    """

    undo_pressed = Signal()
    redo_pressed = Signal()

    def __init__(self, answer: QLineEdit) -> None:
        super().__init__(answer)
        answer.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not isinstance(event, QKeyEvent):
            return False
        action = self._signal_for(event)
        if action is None:
            return False
        if event.type() == QEvent.Type.ShortcutOverride:
            event.accept()  # the key comes to the answer box, not to a window shortcut
            return True
        if event.type() == QEvent.Type.KeyPress:
            action.emit()
            return True
        return False

    def _signal_for(self, event: QKeyEvent) -> SignalInstance | None:
        if event.matches(QKeySequence.StandardKey.Undo):
            return self.undo_pressed
        if event.matches(QKeySequence.StandardKey.Redo):
            return self.redo_pressed
        return None


def forward_typing(event: QKeyEvent, answer: QLineEdit) -> bool:
    """Send a card value or operator typed elsewhere to the answer box; True if it was sent."""
    commands = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
    if event.modifiers() & commands or not answer.isEnabled() or not is_answer_text(event.text()):
        return False
    answer.setFocus()
    answer.end(False)
    copy = QKeyEvent(event.type(), event.key(), event.modifiers(), event.text())
    QApplication.sendEvent(answer, copy)
    return True
