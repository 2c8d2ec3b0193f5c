"""The verdict row under the board: what the game last told the player, in today's language.

A verdict is kept as the way to write it (a function that calls `tr` and fills in the values),
not as finished text, so a language switch writes it again: a Chinese hint never stays in the
English window. A verdict about the layout on the board (a check, a refused move, a shown
solution) goes as soon as the layout changes.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QLabel

from engines.common import Message
from gui.matchsticks.painting import display_equation, display_signs
from gui.shell import style
from gui.shell.i18n import translate_message

Render = Callable[[], str]
EQUATION_FIELDS = ("equation",)
"""Message fields that hold a whole equation: shown with × ÷ − and a little air."""
SIGN_FIELDS = ("text", "operator")
"""Message fields that repeat what was typed: only their signs change."""
LIST_FIELDS = ("cells", "sources", "targets")
"""Message fields that list cell numbers, "1, 2": joined as the language does ("1、2")."""


def shown_message(message: Message) -> str:
    """An engine message in the current language, its equations written with × ÷ −."""
    params = tuple((name, _shown_field(name, value)) for name, value in message.params)
    return translate_message(Message(message.template, params))


def _shown_field(name: str, value: str) -> str:
    if name in EQUATION_FIELDS:
        return display_equation(value).strip()
    if name in LIST_FIELDS:
        return value.replace(", ", QCoreApplication.translate("VerdictTexts", ", "))
    return display_signs(value) if name in SIGN_FIELDS else value


class VerdictRow:
    """Shows one verdict in `label`; with none, the quiet tip `idle` writes keeps the place."""

    def __init__(self, label: QLabel, idle: Render) -> None:
        self.label = label
        self.idle = idle
        self._render: Render | None = None
        self._kind = "tip"
        self._about_layout = False

    def say(self, render: Render, kind: str = "info", *, about_layout: bool = False) -> None:
        """Show what `render` writes; `kind` is info, error or success."""
        self._render, self._kind, self._about_layout = render, kind, about_layout
        self.retranslate()

    def clear(self) -> None:
        self._render, self._kind, self._about_layout = None, "tip", False
        self.retranslate()

    def layout_changed(self) -> None:
        """The board changed: a verdict about the old layout is no longer true."""
        if self._about_layout:
            self.clear()

    def retranslate(self) -> None:
        style.set_kind(self.label, self._kind)
        self.label.setText(self._render() if self._render is not None else self.idle())

    def text(self) -> str:
        """The verdict, or "" while only the tip shows."""
        return self._render() if self._render is not None else ""


class VerdictTexts(QObject):
    """The tab's verdicts, each a method so a stored `partial` can write it again later."""

    def message(self, message: Message) -> str:
        return shown_message(message)

    def making(self) -> str:
        return self.tr("Making a new puzzle…")

    def looking(self) -> str:
        return self.tr("Looking for every solution…")

    def no_solution(self) -> str:
        return self.tr("This equation has no solution under these rules.")

    def hint(self, step: int, count: int, message: Message, first: Message | None = None) -> str:
        """A rung of the hint ladder; `first` is what to take back before doing `message`."""
        text = shown_message(message)
        if first is not None:
            text = self.tr("{first}; then {then}").format(first=shown_message(first), then=text)
        return self.tr("Hint {step} of {count}: {text}").format(step=step, count=count, text=text)

    def solution(self, equation: str) -> str:
        return self.tr(
            "Solution {equation}: sticks with a solid ring moved in; dashed outlines show the "
            "places they left."
        ).format(equation=display_equation(equation).strip())

    def fixed(self, text: str) -> str:
        """A text that is already finished (from the worker, in the language of its time)."""
        return text

    def tip(self, kind: str | None) -> str:
        """How to play this kind of puzzle, with the mouse and with the keys."""
        tips = {
            "move": self.tr("Drag a stick to an empty place, or use the arrow keys and Space."),
            "add": self.tr(
                "Drag a spare stick from the tray to an empty place, or press Space on one."
            ),
            "remove": self.tr("Click a stick, or press Space on it, to take it away."),
        }
        return tips.get(kind, "")
