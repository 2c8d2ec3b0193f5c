"""Step play on the 24-point table: pick a card, an operator, another card, and they merge.

The rules of a step live in the engine (`engines.twentyfour.steps`); this part keeps the
current `StepTable`, draws it on the table's cards, writes its expression in the answer box
(through the answer editor, so typing, clicks and steps build one answer) and reports when
a step makes a whole answer (`finished`: the tab checks it like a typed answer) or is refused.

Until the first step operator, a click on a card adds it to the answer box as before (and
picks it, so an operator can follow). Editing the box any other way (typing, the keypad,
Clear) puts the cards back as dealt. A listed solution can be played on the table: its steps
merge the cards one by one on a timer. The step table is kept in the session (`Session.steps`,
set before its answer is written, so every save holds both), so a restart shows it again.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QPushButton

from engines.common import PuzzleInputError
from engines.common.typed_text import plain_text
from engines.twentyfour import Rules, Solution, card_name
from engines.twentyfour.steps import OPERATORS, Merge, StepTable, solution_steps, start
from gui.play.session_keeper import SessionKeeper
from gui.play.solutions_list import SolutionsList
from gui.shell import style
from gui.twentyfour.answer_editor import AnswerEditor
from gui.twentyfour.answer_text import DISPLAY_SYMBOLS, boxed_expression
from gui.twentyfour.card_view import suits_for_hand
from gui.twentyfour.step_cards import StepCardView
from gui.twentyfour.table import CardTable

STEP_MS = 500
"""How long each step of a solution played on the table stays before the next."""

STEP_BUTTON_NAMES = {"+": "stepPlus", "-": "stepMinus", "*": "stepTimes", "/": "stepDivide"}
_TAP_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
_MOVES = {Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1}


def _labelled(typed: str, card: StepCardView) -> bool:
    """Whether a card's value starts with what was typed (`1` finds 1, 10, 12; `Q` a 12)."""
    value = card.value
    names = [str(value)] + ([card_name(value)] if isinstance(value, int) else [])
    return any(name.startswith(typed) for name in names)


class StepPlay(QObject):
    """The step table behind `table`'s cards, its operator keys, and solutions played out."""

    finished = Signal()
    """The player's step made a whole answer (one card left; with any subset, the target):
    its expression is in the answer box, to be checked."""
    refused = Signal(object)
    """A step the rules do not allow, with the engine's Message."""

    def __init__(self, table: CardTable, editor: AnswerEditor, keeper: SessionKeeper) -> None:
        super().__init__(table)
        self._table = table
        self._editor = editor
        self._keeper = keeper
        self._state: StepTable | None = None
        self._stepping = False
        """Whether the cards show step play (rather than the answer's used cards)."""
        self._writing = False
        self._queue: list[Merge] = []
        self._played = ""
        self._timer = QTimer(self)
        self._timer.setInterval(STEP_MS // 2)
        self._timer.timeout.connect(self._play_next)
        felt = table.frame
        self.label = style.with_role(QLabel(felt), "counter")
        self.buttons: dict[str, QPushButton] = {}
        for op, name in STEP_BUTTON_NAMES.items():
            button = style.button(felt, name, "key", DISPLAY_SYMBOLS[op])
            button.clicked.connect(partial(self.choose, op))
            self.buttons[op] = button
        self.undo_button = style.button(felt, "stepUndo", "key", "↶")
        self.undo_button.clicked.connect(self.undo)
        row = style.button_row([*self.buttons.values(), self.undo_button], spacing=6)
        row.insertWidget(1, self.label)
        for button in (*self.buttons.values(), self.undo_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.step_row.addLayout(row)
        table.card_clicked.connect(self.tap)
        table.card_key.connect(self._key)
        editor.changed.connect(self._answer_changed)

    @property
    def state(self) -> StepTable | None:
        return self._state

    @property
    def playing(self) -> bool:
        """Whether a solution is being played out on the table."""
        return self._timer.isActive()

    def reset(
        self, hand: tuple[int, ...] = (), rules: Rules | None = None, kept: StepTable | None = None
    ) -> None:
        """A hand on the table (none while cards are dealt face down), with the step play
        its session kept, if any."""
        self._timer.stop()
        self._stepping = kept is not None
        if kept is None and hand and rules is not None:
            kept = start(hand, rules)
        self._state = kept
        self._draw()

    def tap(self, slot: int) -> None:
        """A click (or Enter) on the card in `slot`."""
        if self._state is None:
            return
        self._timer.stop()
        if not self._stepping:
            self._editor.add_token(slot)
            self._state = self._fresh().pick(slot)
            return
        self._change(lambda state: state.tap(slot))

    def choose(self, op: str) -> None:
        """A step operator for the picked card; the first one starts step play."""
        if self._state is None:
            return
        self._timer.stop()
        base = self._state if self._stepping else self._fresh(self._state.selected)
        try:
            chosen = base.choose(op)
        except PuzzleInputError as error:
            self.refused.emit(error.message)
            return
        self._stepping = True
        self._show(chosen, base)

    def undo(self) -> None:
        """Take back the last step (or the pick and operator waiting for one)."""
        if self._state is not None and self._stepping:
            self._timer.stop()
            self._change(StepTable.undo)

    def follow(self, listing: SolutionsList) -> None:
        """A click on a listed solution, a double-click or Enter plays it on the table."""
        listing.chosen.connect(self.play_solution)
        listing.view.clicked.connect(
            lambda index: self.play_solution(listing.model.item(index.row()))
        )

    def play_solution(self, solution: Solution) -> None:
        """Show a listed solution on the table: its text in the answer box, then its steps
        one by one, every `STEP_MS`. The table is left in step play, so steps can be undone."""
        if self._state is None:
            return
        text = solution.text
        if self.playing and self._played == text:
            return  # the second click of a double-click: the same solution goes on playing
        self._played = text
        try:
            self._queue = solution_steps(text, self._state.hand, self._state.rules)
        except PuzzleInputError as error:
            self.refused.emit(error.message)
            return
        self._keep(None)  # the box holds the whole solution; the table catches up
        self._write(boxed_expression(text))
        self._stepping = True
        self._state = self._fresh()
        self._draw()
        self._timer.start()

    def _play_next(self) -> None:
        """Half a step of a solution being played: its left card picked with the operator,
        then the merge."""
        if self._state is None or not self._queue:
            self._timer.stop()
            return
        left, op, right = self._queue[0]
        if (self._state.selected, self._state.operator) != (left, op):
            self._state = self._state.pick(left).choose(op)
        else:
            self._state = self._state.merge(right)
            self._queue.pop(0)
        self._draw()
        if not self._queue:
            self._timer.stop()
            self._keep(self._state)

    def _fresh(self, picked: int | None = None) -> StepTable:
        assert self._state is not None
        fresh = start(self._state.hand, self._state.rules)
        return fresh if picked is None else fresh.pick(picked)

    def _change(self, change: Callable[[StepTable], StepTable]) -> None:
        """Apply a change to the step table; a refused one leaves it as it was."""
        assert self._state is not None
        try:
            changed = change(self._state)
        except PuzzleInputError as error:
            self.refused.emit(error.message)
            return
        if changed != self._state:
            self._show(changed, self._state)

    def _show(self, state: StepTable, before: StepTable) -> None:
        """The new step table on the cards and in the answer box; one card left after a
        step is an answer to check."""
        self._state = state
        self._keep(state)
        self._write(boxed_expression(state.answer_text))
        self._draw()
        if state.finished and state.steps_taken > before.steps_taken:
            self.finished.emit()

    def _write(self, text: str) -> None:
        self._writing = True
        try:
            self._editor.write(text)
        finally:
            self._writing = False

    def _answer_changed(self) -> None:
        """The answer was edited another way: the cards go back as dealt."""
        if self._writing or self._state is None:
            return
        if self._stepping or self._state.selected is not None:
            self._timer.stop()
            self._stepping = False
            self._state = self._fresh()
            self._keep(None)
            self._draw()

    def _keep(self, state: StepTable | None) -> None:
        """The session keeps the step table (None: the cards as dealt) for the next save."""
        session = self._keeper.session
        if session is not None:
            session.steps = state

    def _draw(self) -> None:
        """The cards as the step table holds them; before step play, as dealt."""
        state = self._state
        for button in self.buttons.values():
            button.setEnabled(state is not None)
        self.undo_button.setEnabled(self._stepping and state is not None and state != self._fresh())
        if state is None or not self._stepping:
            for card in self._table.cards:
                card.setVisible(True)
                card.show_made(None)
                card.set_picked(False)
                card.awaits_step = False
            return
        suits = suits_for_hand(state.hand)
        for card, step_card in zip(self._table.cards, state.cards, strict=False):
            card.setVisible(step_card is not None)
            if step_card is None:
                continue
            if step_card.merged:
                card.show_made(step_card.value)
            else:
                card.show_made(None)
                card.show_card(state.hand[card.position], suits[card.position])
            card.set_used(False)
            card.set_picked(card.position == state.selected)
            card.awaits_step = state.operator is not None and card.position != state.selected

    def _key(self, slot: int, key: int, text: str) -> None:
        """Keys on a card with the focus: arrows and card values move along the cards, an
        operator picks the card and chooses it, Space taps (Enter too, on a card awaiting a step:
        the step onto it), Backspace undoes."""
        if self._state is None:
            return
        typed = plain_text(text)
        if key in _TAP_KEYS:
            self.tap(slot)
        elif key == Qt.Key.Key_Backspace:
            self.undo()
        elif key in _MOVES:
            self._focus_from(slot, _MOVES[Qt.Key(key)], lambda _: True)
        elif typed in OPERATORS:
            if self._state.selected != slot or not self._stepping:
                self._stepping_pick(slot)
            self.choose(typed)
        elif typed:
            self._focus_from(slot, 1, partial(_labelled, typed.upper()))

    def _stepping_pick(self, slot: int) -> None:
        assert self._state is not None
        base = self._state if self._stepping else self._fresh()
        self._state = base.pick(slot)
        self._stepping = True

    def _focus_from(self, slot: int, step: int, fits: Callable[[StepCardView], bool]) -> None:
        """Move the focus to the next shown card from `slot` (wrapping) that `fits`."""
        cards = [card for card in self._table.cards if card.isVisible()]
        positions = [card.position for card in cards]
        start_at = positions.index(slot) if slot in positions else 0
        for offset in range(1, len(cards) + 1):
            card = cards[(start_at + step * offset) % len(cards)]
            if fits(card):
                card.setFocus(Qt.FocusReason.TabFocusReason)
                return

    def retranslate_ui(self) -> None:
        self.label.setText(self.tr("Combine:"))
        names = {
            "+": (self.tr("Add two cards"), self.tr("Merge the picked card and the next one: add")),
            "-": (
                self.tr("Subtract two cards"),
                self.tr("Merge the picked card and the next one: subtract the next one"),
            ),
            "*": (
                self.tr("Multiply two cards"),
                self.tr("Merge the picked card and the next one: multiply"),
            ),
            "/": (
                self.tr("Divide two cards"),
                self.tr("Merge the picked card and the next one: divide by the next one"),
            ),
        }
        for op, button in self.buttons.items():
            name, tip = names[op]
            button.setAccessibleName(name)
            button.setToolTip(tip)
        self.undo_button.setAccessibleName(self.tr("Undo a step"))
        self.undo_button.setToolTip(self.tr("Take back the last step: the two cards come back"))
