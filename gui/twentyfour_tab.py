"""The 24 Points tab: deal a hand, build or type an answer, check it, ask for hints.

The tab is a thin layer over `engines.twentyfour`: the engine parses, checks, solves and
hints. The tab keeps only UI data (the undo history of Answer states, the next hint step,
the score) and sends slow solving (hands of 5 or 6 cards) to a TaskRunner so the window
never freezes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import partial

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QFont, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from engines.common import LEVELS, Level, PuzzleInputError
from engines.history import History
from engines.twentyfour import (
    SYMBOLS,
    Answer,
    Hint,
    Rules,
    Solution,
    Token,
    apply,
    card_name,
    check,
    deal,
    hints,
    is_solvable,
    nearest_values,
    parse_hand,
    parse_target,
    solve,
)
from gui import style
from gui.card_view import CardView, suits_for_hand
from gui.i18n import translate_message
from gui.settings import (
    TF_CARD_COUNT,
    TF_DIFFICULTY,
    TF_DIVISION,
    TF_LEFT_TO_RIGHT,
    TF_SOLVABLE_ONLY,
    TF_TARGET,
    Settings,
)
from gui.style import named
from gui.worker import TaskRunner

MAX_TABLE_CARDS = 6
BACKGROUND_FROM_CARDS = 5
"""Hands this large can take well over 50 ms to solve, so they are solved in a worker."""

LARGEST_CARD = QSize(230, 322)
"""Beyond this a card only looks bloated; spare room stays felt around the row."""

ANSWER_WIDTH = 340
"""The answer field and the verdict below it line up at this width."""

EXPRESSION_MAX_LENGTH = 400
"""Far above any sensible answer; the engine refuses long input with its own message."""

DISPLAY_SYMBOLS = {"+": "+", "-": "−", "*": "×", "/": "÷", "(": "(", ")": ")"}
_TYPED_OPERATORS = {
    "+": "+",
    "-": "-",
    "−": "-",
    "*": "*",
    "×": "*",
    "/": "/",
    "÷": "/",
    "(": "(",
    "[": "(",
    ")": ")",
    "]": ")",
}
_LETTER_VALUES = {"A": 1, "J": 11, "Q": 12, "K": 13}
_DIGITS = "0123456789"

def answer_from_text(text: str, hand: tuple[int, ...]) -> tuple[Answer, bool]:
    """The Answer a typed expression stands for, and whether all of the text could be read.

    Each number or card letter takes the first unused hand position holding that value, so
    typing and clicking build the same Answer. Reading stops at anything that is not a token
    of this hand; checking the text then lets the engine name the problem.
    """
    answer = Answer(hand)
    index = 0
    while index < len(text):
        char = text[index]
        if char.isspace():
            index += 1
            continue
        token: Token
        if char in _TYPED_OPERATORS:
            token = _TYPED_OPERATORS[char]
            index += 1
        else:
            end = index + 1
            if char in _DIGITS:
                while end < len(text) and text[end] in _DIGITS:
                    end += 1
                value = int(text[index:end])
            elif char.upper() in _LETTER_VALUES:
                value = _LETTER_VALUES[char.upper()]
            else:
                return answer, False
            free = next(
                (
                    position
                    for position, card in enumerate(hand)
                    if card == value and position not in answer.used_positions
                ),
                None,
            )
            if free is None:
                return answer, False
            token = free
            index = end
        try:
            answer = apply(answer, token)
        except PuzzleInputError:
            return answer, False
    return answer, True


def pretty_expression(text: str) -> str:
    """An engine expression as a player writes it on paper: × and ÷, spaced operators."""
    return "".join(
        f" {DISPLAY_SYMBOLS[char]} " if char in "+-*/" else char for char in text
    ).strip()


@dataclass(frozen=True)
class HandAnalysis:
    """What the engine knows about one hand under one set of rules."""

    hand: tuple[int, ...]
    rules: Rules
    solutions: tuple[Solution, ...]
    hints: tuple[Hint, ...]
    nearest: tuple[Fraction, ...]


def analyse_hand(hand: tuple[int, ...], rules: Rules) -> HandAnalysis:
    """Every solution and the hint ladder, or the nearest values when there is no solution."""
    solutions = tuple(solve(hand, rules))
    if solutions:
        return HandAnalysis(hand, rules, solutions, tuple(hints(hand, rules)), ())
    return HandAnalysis(hand, rules, (), (), tuple(nearest_values(hand, rules)))


class TwentyFourTab(QWidget):
    """The 24-point game: cards on a felt table, the answer builder, hints and solutions."""

    status_message = Signal(str)

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("twentyFourTab")
        self._settings = settings
        self._hand: tuple[int, ...] = ()
        self._rules = self._rules_from_settings()
        self._history = History(Answer(()))
        self._text_matches_history = True
        self._analysis: HandAnalysis | None = None
        self._after_analysis: list[Callable[[HandAnalysis], None]] = []
        self._task_handlers: dict[object, Callable[[object], None]] = {}
        self._hint_step = 0
        self._solved = False
        self._gave_up = False
        self._feedback: tuple[str, Callable[[], str]] | None = None
        self._hint_text: Callable[[], str] | None = None
        self._solutions_shown = False
        self._runner = TaskRunner(self)
        self._runner.finished.connect(self._task_finished)
        self._runner.failed.connect(self._task_failed)
        self._build_ui()
        self._runner.busy_changed.connect(self._busy_box.setVisible)
        self._load_controls()
        self._show_rule_controls()
        self.retranslate_ui()
        self._deal_random()

    # ----- building the widgets -------------------------------------------------------

    def _build_ui(self) -> None:
        self.setStyleSheet(style.STYLE_SHEET)
        self._side_panel = self._build_side_panel()
        style.game_layout(self, self._build_table(), self._side_panel)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._side_panel.setFixedWidth(style.side_panel_width(event.size().width()))
        super().resizeEvent(event)

    def _build_options(self) -> QGridLayout:
        """The most used 24-point settings, stored in the same Settings as the Settings menu."""
        self._difficulty_label = QLabel(self)
        self._difficulty = named(QComboBox(self), "difficultyCombo")
        for level in LEVELS:
            self._difficulty.addItem(level, level)
        self._difficulty.activated.connect(self._difficulty_chosen)
        self._card_count_label = QLabel(self)
        self._card_count = named(QComboBox(self), "cardCountCombo")
        for count in (4, 5, 6):
            self._card_count.addItem(str(count), count)
        self._card_count.activated.connect(self._card_count_chosen)
        self._target_label = QLabel(self)
        self._target_input = named(QLineEdit(self), "targetInput")
        self._target_input.setMaxLength(12)
        self._target_input.setMinimumWidth(48)
        self._target_input.editingFinished.connect(self._target_edited)
        self._solvable_only = named(QCheckBox(self), "solvableOnlyCheck")
        self._solvable_only.toggled.connect(self._solvable_only_toggled)
        self._left_to_right = named(QCheckBox(self), "leftToRightCheck")
        self._left_to_right.toggled.connect(self._left_to_right_toggled)
        return style.options_grid(
            (self._difficulty_label, self._difficulty),
            (
                self._card_count_label,
                self._card_count,
                self._target_label,
                self._target_input,
            ),
            (self._solvable_only,),
            (self._left_to_right,),
        )

    def _build_table(self) -> QFrame:
        felt, layout = style.table(self, "felt")
        self._prompt = style.prompt(felt, "promptLabel")
        layout.addStretch(1)
        layout.addWidget(self._prompt)
        self._card_row = QHBoxLayout()
        self._card_row.setSpacing(6)
        self._cards: list[CardView] = []
        layout.addLayout(self._card_row, 8)

        self._expression = named(QLineEdit(felt), "expressionInput")
        self._expression.setMaxLength(EXPRESSION_MAX_LENGTH)
        self._expression.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._expression.setMinimumWidth(ANSWER_WIDTH)
        self._expression.setMaximumWidth(style.VERDICT_MAX_WIDTH)
        self._expression.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._expression.textEdited.connect(self._expression_typed)
        self._expression.returnPressed.connect(self.check_answer)
        layout.addWidget(self._expression, 0, Qt.AlignmentFlag.AlignHCenter)
        self._feedback_label = style.verdict_label(felt, "feedbackLabel")
        self._feedback_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._feedback_label.setMinimumWidth(ANSWER_WIDTH)
        self._feedback_label.setMaximumWidth(style.VERDICT_MAX_WIDTH)
        self._feedback_label.setVisible(False)
        layout.addLayout(style.centred(self._feedback_label))

        self._operator_buttons: dict[str, QPushButton] = {}
        for token, name in zip(
            SYMBOLS,
            (
                "plusButton",
                "minusButton",
                "timesButton",
                "divideButton",
                "openButton",
                "closeButton",
            ),
            strict=True,
        ):
            button = self._key_button(felt, name, DISPLAY_SYMBOLS[token])
            button.clicked.connect(partial(self._add_token, token))
            self._operator_buttons[token] = button
        self._backspace_button = self._key_button(felt, "backspaceButton", "⌫")
        self._backspace_button.clicked.connect(self.undo)
        self._redo_button = self._key_button(felt, "redoButton", "↷")
        self._redo_button.clicked.connect(self.redo)
        self._clear_button = self._key_button(felt, "clearButton", "C")
        self._clear_button.clicked.connect(self._clear_answer)
        keys = style.button_row(list(self._operator_buttons.values()), spacing=6)
        keys.insertSpacing(keys.count() - 1, 10)
        for button in (self._backspace_button, self._redo_button, self._clear_button):
            keys.insertWidget(keys.count() - 1, button)
        layout.addLayout(keys)

        self._check_button = style.button(felt, "checkButton", "primary")
        self._check_button.clicked.connect(self.check_answer)
        self._hint_button = style.button(felt, "hintButton", "secondary")
        self._hint_button.clicked.connect(self.next_hint)
        self._solutions_button = style.button(felt, "solutionsButton", "secondary")
        self._solutions_button.clicked.connect(self.show_solutions)
        layout.addLayout(
            style.button_row([self._hint_button, self._check_button, self._solutions_button])
        )
        layout.addStretch(1)
        return felt

    def _key_button(self, parent: QWidget, name: str, symbol: str) -> QPushButton:
        button = style.button(parent, name, "key", symbol)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return button

    def _build_side_panel(self) -> QFrame:
        panel, layout = style.side_panel(self, "sidePanel")
        score_box, self.scoreboard = style.score_strip(panel, "scoreBox")
        self._deal_button = style.button(panel, "dealButton", "action")
        self._deal_button.clicked.connect(self.new_game)
        self._hand_input = named(QLineEdit(panel), "handInput")
        self._hand_input.setMaxLength(60)
        self._hand_input.returnPressed.connect(self._hand_entered)
        style.add_rows(
            layout, score_box, self._deal_button, self._hand_input, self._build_options()
        )
        layout.addWidget(named(style.rule(panel), "panelRule"))

        self._busy_box = QWidget(panel)
        busy_layout = QVBoxLayout(self._busy_box)
        busy_layout.setContentsMargins(0, 0, 0, 0)
        busy_layout.setSpacing(2)
        self._busy_label = named(QLabel(self._busy_box), "busyLabel")
        busy_layout.addWidget(self._busy_label)
        busy_layout.addWidget(style.busy_indicator(self._busy_box, "busyIndicator"))
        self._busy_box.setVisible(False)
        layout.addWidget(self._busy_box)

        self._hint_label = style.verdict_label(panel, "hintLabel")
        style.set_kind(self._hint_label, "info")
        self._hint_label.setVisible(False)
        layout.addWidget(self._hint_label)

        self._solutions_heading = style.heading(panel, "solutionsHeading")
        layout.addWidget(self._solutions_heading)
        self._solutions_list = style.solutions_list(panel, "solutionsList")
        self._solutions_list.setFont(QFont("DejaVu Sans Mono", 12))
        self._solutions_list.itemActivated.connect(self._solution_activated)
        layout.addWidget(self._solutions_list, 1)
        layout.addStretch(0)
        return panel

    # ----- the tab contract -----------------------------------------------------------

    def new_game(self) -> None:
        """Deal a fresh hand; walking away from a solvable, unsolved hand breaks the streak."""
        if self._hand and not self._solved and not self._gave_up and self._is_solvable_hand():
            self.scoreboard.record_failure()
        self._deal_random()

    def deal_hand(self, text: str) -> None:
        """Put a typed hand such as `3 3 8 8` on the table.

        Raises PuzzleInputError with the engine's message for a bad hand (a joker, a bad
        token, or more cards than the table holds); the table is then left as it was.
        """
        hand = parse_hand(text, max_cards=MAX_TABLE_CARDS)
        self._hand_input.setText(" ".join(card_name(value) for value in hand))
        self._set_hand(hand)

    def check_answer(self) -> None:
        """Check the expression with the engine and show its message; score a first success."""
        if not self._hand:
            return
        result = check(self._expression.text(), self._hand, self._rules)
        if result.ok:
            self._show_feedback("success", partial(translate_message, result.message))
            if not self._solved and not self._gave_up:
                self._solved = True
                self.scoreboard.record_success()
                self._celebrate()
                self._show_prompt()
                self.status_message.emit(
                    self.tr("Solved in {seconds} s.").format(
                        seconds=self.scoreboard.elapsed_seconds
                    )
                )
            return
        self._show_feedback("error", partial(translate_message, result.message))
        if result.value is not None and not self._solved and not self._gave_up:
            self.scoreboard.record_failure()

    def next_hint(self) -> None:
        """Show the next rung of the engine's hint ladder and highlight the cards it names."""
        if self._hand:
            self._with_analysis(self._show_next_hint)

    def show_solutions(self) -> None:
        """List every distinct solution (or, for a hand with none, the nearest values)."""
        if self._hand:
            self._with_analysis(self._reveal_solutions)

    def undo(self) -> None:
        """Take back the last token of the answer (or the typing that could not be read)."""
        if not self._text_matches_history or self._history.undo():
            self._show_answer()

    def redo(self) -> None:
        if self._history.redo():
            self._show_answer()

    def retranslate_ui(self) -> None:
        self._difficulty_label.setText(self.tr("&Difficulty:"))
        for index, name in enumerate((self.tr("Easy"), self.tr("Medium"), self.tr("Hard"))):
            self._difficulty.setItemText(index, name)
        self._card_count_label.setText(self.tr("C&ards:"))
        self._target_label.setText(self.tr("&Target:"))
        self._target_input.setToolTip(self.tr("The number to make: a whole number or a fraction"))
        self._solvable_only.setText(self.tr("Solvable only"))
        self._solvable_only.setToolTip(self.tr("Deal only hands that have a solution"))
        self._left_to_right.setText(self.tr("Left to right"))
        self._left_to_right.setToolTip(
            self.tr("No brackets: the operations are done strictly from left to right")
        )
        self._deal_button.setText(self.tr("Deal a new hand"))
        self._deal_button.setToolTip(self.tr("Deal a new hand (Ctrl+N)"))
        self._hand_input.setPlaceholderText(self.tr("Your own hand, e.g. 3 3 8 8"))
        self._hand_input.setToolTip(self.tr("Type a hand of up to six cards and press Enter"))
        self._expression.setPlaceholderText(self.tr("Your answer"))
        self._expression.setToolTip(
            self.tr("Click the cards and operator keys, or type your answer; Enter checks it")
        )
        self._check_button.setText(self.tr("Check"))
        self._check_button.setToolTip(self.tr("Check your answer (Enter)"))
        self._hint_button.setText(self.tr("Hint"))
        self._hint_button.setToolTip(self.tr("Show the next hint (Ctrl+H)"))
        self._solutions_button.setText(self.tr("Solutions"))
        self._solutions_button.setToolTip(self.tr("Show every solution (Ctrl+Shift+S)"))
        tips = {
            "+": self.tr("Add"),
            "-": self.tr("Subtract"),
            "*": self.tr("Multiply"),
            "/": self.tr("Divide"),
            "(": self.tr("Open a bracket"),
            ")": self.tr("Close a bracket"),
        }
        for token, button in self._operator_buttons.items():
            button.setToolTip(tips[token])
        self._backspace_button.setToolTip(self.tr("Remove the last token (Backspace, Ctrl+Z)"))
        self._redo_button.setToolTip(self.tr("Put the removed token back (Ctrl+Shift+Z)"))
        self._clear_button.setToolTip(self.tr("Clear the answer"))
        self._busy_label.setText(self.tr("Thinking…"))
        self._show_prompt()
        if self._feedback is not None:
            self._show_feedback(*self._feedback)
        if self._hint_text is not None:
            self._hint_label.setText(self._hint_text())
        self._show_solution_list()
        self.scoreboard.retranslate_ui()
        for card in self._cards:
            card.setAccessibleName(card.describe())

    def reload_settings(self) -> None:
        """Follow a change made in the Settings menu: redeal or re-solve as needed."""
        shown_count = self._card_count.currentData()
        self._load_controls()
        if self._card_count.currentData() != shown_count:
            self._rules = self._rules_from_settings()
            self._deal_random()
        else:
            self._rules_changed()
        self._show_rule_controls()

    def rules_text(self) -> str:
        target = str(self._rules.target)
        parts = [
            "<h3>" + self.tr("24 Points") + "</h3>",
            "<p>"
            + self.tr(
                "Use every card exactly once, with + − × ÷ and brackets, to make {target}."
            ).format(target=target)
            + "</p>",
            "<p>"
            + self.tr(
                "A counts 1, J 11, Q 12 and K 13. Fractions on the way are fine: "
                "8 ÷ (3 − 8 ÷ 3) = 24."
            )
            + "</p>",
            "<p>"
            + self.tr(
                "Click cards and operator keys to build your answer, or type it. Backspace "
                "takes back the last step. Check with Enter."
            )
            + "</p>",
            "<p>"
            + self.tr(
                "Each hint reveals a little more: which two cards to combine first, then that "
                "step and its result, then a whole solution. Solutions lists every distinct "
                "one; for a hand without a solution it shows the nearest values you can reach."
            )
            + "</p>",
            "<p>"
            + self.tr(
                "A solved hand scores 10 points times your streak. A wrong result, giving up "
                "or skipping a solvable hand ends the streak."
            )
            + "</p>",
        ]
        if self._rules.left_to_right:
            parts.append(
                "<p><b>"
                + self.tr("Left to right:")
                + "</b> "
                + self.tr(
                    "no brackets; each operation applies to the result so far, in the order "
                    "written. Division must come out even unless truncating division is set."
                )
                + "</p>"
            )
        return "".join(parts)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Backspace:
            self.undo()
        else:
            super().keyPressEvent(event)

    # ----- read-only views for the window and tests -----------------------------------

    @property
    def hand(self) -> tuple[int, ...]:
        return self._hand

    @property
    def rules(self) -> Rules:
        return self._rules

    @property
    def answer(self) -> Answer:
        return self._history.current

    @property
    def cards(self) -> Sequence[CardView]:
        return tuple(self._cards)

    def is_busy(self) -> bool:
        return self._runner.is_busy()

    # ----- dealing --------------------------------------------------------------------

    def _deal_random(self) -> None:
        self._hand_input.clear()
        count = self._settings.get(TF_CARD_COUNT)
        solvable_only = self._settings.get(TF_SOLVABLE_ONLY)
        dealer = partial(
            deal,
            self._settings.get(TF_DIFFICULTY) if solvable_only else None,
            cards=count,
            rules=self._rules,
            solvable_only=solvable_only,
        )
        if self._deals_quickly(count):
            try:
                hand = dealer()
            except PuzzleInputError as error:
                self._show_feedback("error", partial(translate_message, error.message))
                return
            self._set_hand(hand)
            return
        self._clear_table(count)
        self._start_task(dealer, self._dealt)

    def _deals_quickly(self, count: int) -> bool:
        """Four cards for the usual target take milliseconds; an odd target may need many tries."""
        return count < BACKGROUND_FROM_CARDS and self._rules.target == Rules().target

    def _dealt(self, hand: object) -> None:
        self._set_hand(tuple(hand))  # type: ignore[arg-type]

    def _clear_table(self, count: int) -> None:
        """Face-down cards while a hand is being dealt; nothing can be played yet."""
        self._runner.cancel()
        self._task_handlers.clear()
        self._after_analysis.clear()
        self._hand = ()
        self._show_cards(count)
        for card in self._cards:
            card.show_back()
        self._history = History(Answer(()))
        self._show_answer()
        self._feedback = None
        self._feedback_label.setVisible(False)
        self._reset_help()

    def _set_hand(self, hand: tuple[int, ...]) -> None:
        self._clear_table(len(hand))
        self._hand = hand
        for card, value, suit in zip(self._cards, hand, suits_for_hand(hand), strict=True):
            card.show_card(value, suit)
        self._history = History(Answer(hand))
        self._show_answer()
        self._solved = False
        self._gave_up = False
        self._show_prompt()
        self.scoreboard.start_puzzle()
        self._start_analysis()
        self.status_message.emit(
            self.tr("New hand: {cards}").format(cards=" ".join(map(card_name, hand)))
        )

    def _show_cards(self, count: int) -> None:
        while len(self._cards) > count:
            card = self._cards.pop()
            self._card_row.removeWidget(card)
            card.deleteLater()
        while self._card_row.count():
            self._card_row.takeAt(0)
        while len(self._cards) < count:
            card = CardView(len(self._cards), self)
            card.setMaximumSize(LARGEST_CARD)
            card.clicked.connect(self._add_token)
            self._cards.append(card)
        self._card_row.addStretch(0)
        for card in self._cards:
            self._card_row.addWidget(card, 1)
        self._card_row.addStretch(0)

    def _hand_entered(self) -> None:
        try:
            self.deal_hand(self._hand_input.text())
        except PuzzleInputError as error:
            self._show_feedback("error", partial(translate_message, error.message))

    # ----- settings on the tab --------------------------------------------------------

    def _rules_from_settings(self) -> Rules:
        try:
            target = parse_target(self._settings.get(TF_TARGET))
        except PuzzleInputError:
            target = Fraction(24)
        return Rules(
            target=target,
            left_to_right=self._settings.get(TF_LEFT_TO_RIGHT),
            division=self._settings.get(TF_DIVISION),
        )

    def _load_controls(self) -> None:
        """Show the stored settings in the tab's own controls without reacting to them."""
        controls = (
            self._difficulty,
            self._card_count,
            self._target_input,
            self._solvable_only,
            self._left_to_right,
        )
        for control in controls:
            control.blockSignals(True)
        self._difficulty.setCurrentIndex(LEVELS.index(self._settings.get(TF_DIFFICULTY)))
        self._card_count.setCurrentIndex(self._settings.get(TF_CARD_COUNT) - 4)
        self._target_input.setText(self._settings.get(TF_TARGET))
        self._solvable_only.setChecked(self._settings.get(TF_SOLVABLE_ONLY))
        self._left_to_right.setChecked(self._settings.get(TF_LEFT_TO_RIGHT))
        for control in controls:
            control.blockSignals(False)

    def _show_rule_controls(self) -> None:
        """Brackets do not exist in left-to-right mode; only solvable hands have a level."""
        for token in "()":
            self._operator_buttons[token].setEnabled(not self._rules.left_to_right)
        self._difficulty.setEnabled(self._settings.get(TF_SOLVABLE_ONLY))
        self._show_prompt()

    def _difficulty_chosen(self, index: int) -> None:
        level: Level = LEVELS[index]
        if level != self._settings.get(TF_DIFFICULTY):
            self._settings.set(TF_DIFFICULTY, level)
            self._deal_random()

    def _card_count_chosen(self, index: int) -> None:
        count = int(self._card_count.itemData(index))
        if count != self._settings.get(TF_CARD_COUNT):
            self._settings.set(TF_CARD_COUNT, count)
            self._deal_random()

    def _solvable_only_toggled(self, checked: bool) -> None:
        self._settings.set(TF_SOLVABLE_ONLY, checked)
        self._show_rule_controls()

    def _left_to_right_toggled(self, checked: bool) -> None:
        self._settings.set(TF_LEFT_TO_RIGHT, checked)
        self._rules_changed()

    def _target_edited(self) -> None:
        text = self._target_input.text().strip()
        try:
            target = parse_target(text)
        except PuzzleInputError as error:
            self._show_feedback("error", partial(translate_message, error.message))
            self._target_input.setText(self._settings.get(TF_TARGET))
            return
        if target != self._rules.target:
            self._settings.set(TF_TARGET, str(target))
            self._target_input.setText(str(target))
            self._rules_changed()

    def _rules_changed(self) -> None:
        """Same hand, new rules: the old solutions and hints no longer apply."""
        rules = self._rules_from_settings()
        if rules == self._rules:
            return
        self._rules = rules
        self._show_rule_controls()
        if self._hand:
            self._set_hand(self._hand)

    # ----- the answer -----------------------------------------------------------------

    def _add_token(self, token: Token) -> None:
        """A click on a card (its position) or an operator key appends it to the answer."""
        if not self._hand:
            return
        if not self._text_matches_history:
            piece = card_name(self._hand[token]) if isinstance(token, int) else token
            self._expression.setText(self._expression.text() + piece)
            self._expression_typed(self._expression.text())
            return
        try:
            answer = apply(self._history.current, token)
        except PuzzleInputError as error:
            self._show_feedback("error", partial(translate_message, error.message))
            return
        self._history.push(answer)
        self._show_answer()

    def _expression_typed(self, text: str) -> None:
        answer, complete = answer_from_text(text, self._hand)
        self._text_matches_history = complete
        if complete and answer != self._history.current:
            self._history.push(answer)
        self._mark_used(answer.used_positions)

    def _clear_answer(self) -> None:
        if self._hand and (self._history.current.tokens or not self._text_matches_history):
            self._history.push(Answer(self._hand))
            self._show_answer()

    def _solution_activated(self, item: QListWidgetItem) -> None:
        expression = item.data(Qt.ItemDataRole.UserRole)
        if expression:
            self._expression.setText(expression)
            self._expression_typed(expression)

    def _show_answer(self) -> None:
        answer = self._history.current
        self._expression.setText(answer.text)
        self._text_matches_history = True
        self._mark_used(answer.used_positions)

    def _mark_used(self, used: frozenset[int]) -> None:
        for card in self._cards:
            card.set_used(card.position in used)

    # ----- feedback, hints and solutions ----------------------------------------------

    def _show_prompt(self) -> None:
        """The task above the cards; once solved, a gold "well done" with the time taken."""
        target = str(self._rules.target)
        self._prompt.setProperty("solved", self._solved)
        self._prompt.style().unpolish(self._prompt)
        self._prompt.style().polish(self._prompt)
        if self._solved:
            minutes, seconds = divmod(self.scoreboard.elapsed_seconds, 60)
            text = self.tr("★ Solved in {time}! ★").format(time=f"{minutes:02d}:{seconds:02d}")
        elif self._rules.left_to_right:
            text = self.tr("Make {target} with every card, working left to right").format(
                target=target
            )
        else:
            text = self.tr("Make {target} with every card exactly once").format(target=target)
        self._prompt.setText(text)

    def _show_feedback(self, kind: str, render: Callable[[], str]) -> None:
        self._feedback = (kind, render)
        self._feedback_label.setText(render())
        style.set_kind(self._feedback_label, kind)
        self._feedback_label.setVisible(True)

    def _reset_help(self) -> None:
        self._analysis = None
        self._hint_step = 0
        self._hint_text = None
        self._hint_label.setVisible(False)
        self._solutions_shown = False
        self._show_solution_list()
        for card in self._cards:
            card.set_highlighted(False)

    def _celebrate(self) -> None:
        """Every card lights up again and a gold flash ripples along the row."""
        self._mark_used(frozenset())
        for card in self._cards:
            card.celebrate(delay_ms=card.position * 90)

    def _is_solvable_hand(self) -> bool:
        if self._analysis is not None:
            return bool(self._analysis.solutions)
        return len(self._hand) >= BACKGROUND_FROM_CARDS or is_solvable(self._hand, self._rules)

    def _show_next_hint(self, analysis: HandAnalysis) -> None:
        if not analysis.solutions:
            self._set_hint(lambda: self._no_solution_text(analysis))
            return
        step = min(self._hint_step, len(analysis.hints) - 1)
        hint = analysis.hints[step]
        self._hint_step = step + 1
        total = len(analysis.hints)
        self._set_hint(
            lambda: self.tr("Hint {step} of {total}: {hint}").format(
                step=step + 1, total=total, hint=translate_message(hint.message)
            )
        )
        for card in self._cards:
            card.set_highlighted(card.position in hint.cards)

    def _set_hint(self, render: Callable[[], str]) -> None:
        self._hint_text = render
        self._hint_label.setText(render())
        self._hint_label.setVisible(True)

    def _reveal_solutions(self, analysis: HandAnalysis) -> None:
        if analysis.solutions and not self._solved and not self._gave_up:
            self._gave_up = True
            self.scoreboard.record_failure()
            self.scoreboard.stop()
        self._solutions_shown = True
        self._show_solution_list()

    def _no_solution_text(self, analysis: HandAnalysis) -> str:
        return self.tr("No solution: these cards cannot make {target}. Nearest: {values}.").format(
            target=str(self._rules.target),
            values=", ".join(str(value) for value in analysis.nearest),
        )

    def _show_solution_list(self) -> None:
        self._solutions_list.clear()
        analysis = self._analysis
        if not self._solutions_shown or analysis is None:
            self._solutions_heading.setText("")
            self._solutions_heading.setVisible(False)
            self._solutions_list.setVisible(False)
            return
        if analysis.solutions:
            self._solutions_heading.setText(
                self.tr("Solutions: {count}").format(count=len(analysis.solutions))
            )
            for solution in analysis.solutions:
                item = QListWidgetItem(pretty_expression(solution.text))
                item.setData(Qt.ItemDataRole.UserRole, solution.text)
                item.setToolTip(self.tr("Double-click to copy it into your answer"))
                self._solutions_list.addItem(item)
        else:
            self._solutions_heading.setText(self._no_solution_text(analysis))
            for value in analysis.nearest:
                item = QListWidgetItem(
                    self.tr("{value} (off by {distance})").format(
                        value=str(value), distance=str(abs(value - self._rules.target))
                    )
                )
                self._solutions_list.addItem(item)
        self._solutions_heading.setVisible(True)
        self._solutions_list.setVisible(True)

    # ----- background work ------------------------------------------------------------

    def _start_analysis(self) -> None:
        if len(self._hand) >= BACKGROUND_FROM_CARDS:
            self._start_task(partial(analyse_hand, self._hand, self._rules), self._analysed)

    def _analysed(self, analysis: object) -> None:
        assert isinstance(analysis, HandAnalysis)
        if analysis.hand != self._hand or analysis.rules != self._rules:
            return
        self._analysis = analysis
        waiting, self._after_analysis = self._after_analysis, []
        for action in waiting:
            action(analysis)

    def _with_analysis(self, action: Callable[[HandAnalysis], None]) -> None:
        """Run `action` with the hand's analysis: now if known, else once it arrives."""
        if self._analysis is None and len(self._hand) < BACKGROUND_FROM_CARDS:
            self._analysis = analyse_hand(self._hand, self._rules)
        if self._analysis is not None:
            action(self._analysis)
            return
        self._after_analysis.append(action)
        if not self._runner.is_busy():
            self._start_analysis()

    def _start_task(self, work: Callable[[], object], handler: Callable[[object], None]) -> None:
        self._task_handlers.clear()
        self._task_handlers[self._runner.run(work)] = handler

    def _task_finished(self, token: object, result: object) -> None:
        handler = self._task_handlers.pop(token, None)
        if handler is not None:
            handler(result)

    def _task_failed(self, token: object, message: str) -> None:
        if self._task_handlers.pop(token, None) is not None:
            self._show_feedback("error", lambda: message)
