"""The 24-point felt table: the task, the cards, the answer field, the keys and the verdict.

This part only builds and shows; the tab connects its buttons and decides what to show.
An operator key is reported as one answer token (`token_chosen`), a click on a card as the
card's position (`card_clicked`), which step play (`steps.py`) turns into a token or a step.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from PySide6.QtCore import QObject, QSize, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QSizePolicy, QWidget

from engines.twentyfour import SYMBOLS
from engines.twentyfour.cards import HIGHEST_CARD
from gui.shell import style
from gui.shell.style import named
from gui.twentyfour.answer_text import DISPLAY_SYMBOLS
from gui.twentyfour.card_view import suits_for_hand
from gui.twentyfour.step_cards import StepCardView

LARGEST_CARD = QSize(230, 322)
"""Beyond this a card only looks bloated; spare room stays felt around the row."""

ANSWER_WIDTH = 340
"""The answer field and the verdict below it line up at this width."""

EXPRESSION_MAX_LENGTH = 400
"""Far above any sensible answer; the engine refuses long input with its own message."""

OPERATOR_NAMES = (
    "plusButton",
    "minusButton",
    "timesButton",
    "divideButton",
    "openButton",
    "closeButton",
)


def _reserved_height(label: QLabel) -> int:
    """Two lines and the margins: room for a verdict or hint with a long expression."""
    return 2 * label.fontMetrics().lineSpacing() + 12


def _keep_room(label: QLabel) -> None:
    """A verdict or hint label keeps its room while hidden, so nothing jumps when it shows."""
    label.setVisible(False)
    policy = label.sizePolicy()
    policy.setRetainSizeWhenHidden(True)
    label.setSizePolicy(policy)
    label.setFixedHeight(_reserved_height(label))


def _show_in_room(label: QLabel, text: str | None) -> None:
    """Show `text` (None: hide) in the room kept for it; only a text longer than two lines
    takes more."""
    label.setText(text or "")
    label.setVisible(text is not None)
    needed = label.heightForWidth(max(label.width(), ANSWER_WIDTH)) if text else 0
    label.setFixedHeight(max(_reserved_height(label), needed))


class CardTable(QObject):
    """The widgets on the felt (`frame`), owned by the tab widget `tab`."""

    token_chosen = Signal(object)
    card_clicked = Signal(int)
    card_key = Signal(int, int, str)

    def __init__(self, tab: QWidget) -> None:
        super().__init__(tab)
        self.frame, layout = style.table(tab, "felt")
        felt = self.frame
        self.prompt = style.prompt(felt, "promptLabel")
        layout.addStretch(1)
        layout.addWidget(self.prompt)
        self._card_row = QHBoxLayout()
        self._card_row.setSpacing(6)
        self.cards: list[StepCardView] = []
        layout.addLayout(self._card_row, 8)
        self.step_row = QHBoxLayout()
        """Filled by step play: its operator keys under the cards."""
        layout.addLayout(self.step_row)

        self.expression = named(QLineEdit(felt), "expressionInput")
        self.expression.setMaxLength(EXPRESSION_MAX_LENGTH)
        self.expression.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.expression.setMinimumWidth(ANSWER_WIDTH)
        self.expression.setMaximumWidth(style.VERDICT_MAX_WIDTH)
        self.expression.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        layout.addWidget(self.expression, 0, Qt.AlignmentFlag.AlignHCenter)
        self.feedback = style.verdict_label(felt, "feedbackLabel")
        self.feedback.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.feedback.setMinimumWidth(ANSWER_WIDTH)
        self.feedback.setMaximumWidth(style.VERDICT_MAX_WIDTH)
        _keep_room(self.feedback)
        layout.addLayout(style.centred(self.feedback))
        self.hint = style.verdict_label(felt, "tableHintLabel")
        style.set_kind(self.hint, "info")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setMinimumWidth(ANSWER_WIDTH)
        self.hint.setMaximumWidth(style.VERDICT_MAX_WIDTH)
        _keep_room(self.hint)
        layout.addLayout(style.centred(self.hint))

        self.operator_buttons: dict[str, QPushButton] = {}
        for token, name in zip(SYMBOLS, OPERATOR_NAMES, strict=True):
            button = self._key_button(felt, name, DISPLAY_SYMBOLS[token])
            button.clicked.connect(partial(self.token_chosen.emit, token))
            self.operator_buttons[token] = button
        self.backspace_button = self._key_button(felt, "backspaceButton", "⌫")
        self.redo_button = self._key_button(felt, "redoButton", "↷")
        self.clear_button = self._key_button(felt, "clearButton", "C")
        keys = style.button_row(list(self.operator_buttons.values()), spacing=6)
        keys.insertSpacing(keys.count() - 1, 10)
        for button in (self.backspace_button, self.redo_button, self.clear_button):
            keys.insertWidget(keys.count() - 1, button)
        layout.addLayout(keys)

        self.check_button = style.button(felt, "checkButton", "primary")
        self.hint_button = style.button(felt, "hintButton", "secondary")
        self.no_solution_button = style.button(felt, "noSolutionButton", "secondary")
        self.solutions_button = style.button(felt, "solutionsButton", "secondary")
        layout.addLayout(
            style.button_row(
                [
                    self.hint_button,
                    self.check_button,
                    self.no_solution_button,
                    self.solutions_button,
                ]
            )
        )
        layout.addStretch(1)

    def _tab_widget(self) -> QWidget:
        """The tab, found through Qt's parent link: holding it in an attribute would make a
        reference cycle, and a cycle is freed by the garbage collector on whatever thread it
        happens to run, which Qt objects do not survive."""
        tab = self.parent()
        assert isinstance(tab, QWidget)
        return tab

    def _key_button(self, parent: QWidget, name: str, symbol: str) -> QPushButton:
        button = style.button(parent, name, "key", symbol)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return button

    # --- cards ------------------------------------------------------------------------

    def lay_out_cards(self, count: int) -> Sequence[StepCardView]:
        """Exactly `count` card views in the row (new ones face down)."""
        while len(self.cards) > count:
            card = self.cards.pop()
            self._card_row.removeWidget(card)
            card.deleteLater()
        while self._card_row.count():
            self._card_row.takeAt(0)
        while len(self.cards) < count:
            card = StepCardView(len(self.cards), self._tab_widget())
            card.setMaximumSize(LARGEST_CARD)
            card.clicked.connect(self.card_clicked.emit)
            card.key_pressed.connect(self.card_key.emit)
            self.cards.append(card)
        self._card_row.addStretch(0)
        for card in self.cards:
            self._card_row.addWidget(card, 1)
        self._card_row.addStretch(0)
        return self.cards

    def show_face_down(self, count: int) -> None:
        for card in self.lay_out_cards(count):
            card.show_back()

    def show_hand(self, hand: tuple[int, ...], highest_card: int = HIGHEST_CARD) -> None:
        """Deal `hand` face up: playing cards, or number cards where the rules deal cards
        above a king (Countdown, Krypto)."""
        cards = self.lay_out_cards(len(hand))
        numbered = highest_card > HIGHEST_CARD
        for card, value, suit in zip(cards, hand, suits_for_hand(hand), strict=True):
            card.show_card(value, suit, numbered)

    def mark_used(self, used: frozenset[int]) -> None:
        for card in self.cards:
            card.set_used(card.position in used)

    def highlight(self, positions: Sequence[int]) -> None:
        for card in self.cards:
            card.set_highlighted(card.position in positions)

    def celebrate(self) -> None:
        """Every card lights up again and a gold flash ripples along the row."""
        self.mark_used(frozenset())
        for card in self.cards:
            card.celebrate(delay_ms=card.position * 90)

    # --- texts ------------------------------------------------------------------------

    def show_prompt(self, text: str, *, solved: bool) -> None:
        self.prompt.setProperty("solved", solved)
        if self.prompt.testAttribute(Qt.WidgetAttribute.WA_WState_Polished):
            style.repolish(self.prompt)  # (not yet polished, it is styled as it first shows)
        self.prompt.setText(text)

    def show_feedback(self, kind: str, text: str) -> None:
        style.set_kind(self.feedback, kind)
        _show_in_room(self.feedback, text)

    def hide_feedback(self) -> None:
        _show_in_room(self.feedback, None)

    def show_hint(self, text: str | None) -> None:
        """The current hint on the felt, under the answer it helps with; None hides it."""
        _show_in_room(self.hint, text)

    def allow_brackets(self, allowed: bool) -> None:
        for token in "()":
            self.operator_buttons[token].setEnabled(allowed)

    def retranslate_ui(self) -> None:
        self.expression.setPlaceholderText(self.tr("Your answer"))
        self.expression.setToolTip(
            self.tr("Click the cards and operator keys, or type your answer; Enter checks it")
        )
        self.check_button.setText(self.tr("Check"))
        self.check_button.setToolTip(self.tr("Check your answer (Enter)"))
        self.hint_button.setText(self.tr("Hint"))
        self.hint_button.setToolTip(self.tr("Show the next hint (Ctrl+H)"))
        self.no_solution_button.setText(self.tr("No solution"))
        self.no_solution_button.setToolTip(
            self.tr("Answer that these cards cannot make the target (Ctrl+Shift+N)")
        )
        self.solutions_button.setText(self.tr("Solutions"))
        self.solutions_button.setToolTip(self.tr("Show every solution (Ctrl+Shift+S)"))
        self.expression.setAccessibleName(self.tr("Your answer"))
        tips = {
            "+": (self.tr("Plus"), self.tr("Add")),
            "-": (self.tr("Minus"), self.tr("Subtract")),
            "*": (self.tr("Times"), self.tr("Multiply")),
            "/": (self.tr("Divided by"), self.tr("Divide")),
            "(": (self.tr("Open bracket"), self.tr("Open a bracket")),
            ")": (self.tr("Close bracket"), self.tr("Close a bracket")),
        }
        for token, button in self.operator_buttons.items():
            name, tip = tips[token]
            button.setAccessibleName(name)
            button.setToolTip(tip)
        self.backspace_button.setAccessibleName(self.tr("Backspace"))
        self.backspace_button.setToolTip(self.tr("Remove the last token (Backspace, Ctrl+Z)"))
        self.redo_button.setAccessibleName(self.tr("Redo"))
        self.redo_button.setToolTip(self.tr("Put the removed token back (Ctrl+Shift+Z)"))
        self.clear_button.setAccessibleName(self.tr("Clear"))
        self.clear_button.setToolTip(self.tr("Clear the answer"))
        for card in self.cards:
            card.setAccessibleName(card.describe())
