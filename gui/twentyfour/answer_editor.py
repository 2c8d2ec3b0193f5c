"""The answer being built: clicks and typing become steps of the session's history.

A card click or an operator key appends a token (`engines.twentyfour.apply`); typing is read
as far as it goes (`answer_text.answer_from_text`) and the rest kept as the session's draft, so
a resumed game shows it again. Undo and Redo walk the history; Clear is one more step. The
answer box always shows what the session holds.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from engines.common import PuzzleInputError
from engines.twentyfour import Answer, Token, apply
from gui.play.session_keeper import SessionKeeper
from gui.twentyfour.answer_text import DISPLAY_SYMBOLS, answer_from_text, box_text
from gui.twentyfour.table import CardTable


class AnswerEditor(QObject):
    """Edits the answer of the keeper's session through `table`'s answer box and cards."""

    changed = Signal()
    """After every edit (the tab saves)."""
    refused = Signal(object)
    """A token that cannot come next, with the engine's Message."""

    def __init__(self, keeper: SessionKeeper, table: CardTable) -> None:
        super().__init__(table.expression)
        self._keeper = keeper
        self._table = table
        self.matches_history = True
        """False while the box holds typing that does not read as answer steps."""

    def add_token(self, token: Token) -> None:
        """A click on a card (its position) or an operator key appends it to the answer."""
        session = self._keeper.session
        if session is None:
            return
        box = self._table.expression
        if not self.matches_history:
            hand = session.puzzle.hand
            piece = str(hand[token]) if isinstance(token, int) else DISPLAY_SYMBOLS[token]
            box.setText(box.text() + piece)
            self.typed(box.text())
            return
        try:
            answer = apply(session.current, token)
        except PuzzleInputError as error:
            self.refused.emit(error.message)
            return
        session.push(answer)
        self.show()
        self.changed.emit()

    def typed(self, text: str) -> None:
        """Typing becomes answer steps as far as it reads; the rest is kept as a draft."""
        session = self._keeper.session
        if session is None:
            return
        answer, complete = answer_from_text(text, session.puzzle.hand)
        self.matches_history = complete
        if complete and answer != session.current:
            session.push(answer)
        session.set_draft("" if complete else text)
        self._table.mark_used(answer.used_positions)
        self.changed.emit()

    def write(self, text: str) -> None:
        """Put `text` in the box as if typed (a solution picked from the list, a draft)."""
        self._table.expression.setText(text)
        self.typed(text)

    def clear(self) -> None:
        session = self._keeper.session
        if session is not None and (session.current.tokens or not self.matches_history):
            session.push(Answer(session.puzzle.hand))
            self.show()
            self.changed.emit()

    def undo(self) -> None:
        """Take back the last token of the answer (or the typing that could not be read)."""
        session = self._keeper.session
        if session is not None and (not self.matches_history or session.undo()):
            self.show()
            self.changed.emit()

    def redo(self) -> None:
        session = self._keeper.session
        if session is not None and session.redo():
            self.show()
            self.changed.emit()

    def show(self) -> None:
        """The box shows the session's answer; the cards it uses are marked."""
        session = self._keeper.session
        answer = session.current if session is not None else Answer(())
        self._table.expression.setText(box_text(answer))
        self.matches_history = True
        if session is not None:
            session.set_draft("")
        self._table.mark_used(answer.used_positions)
