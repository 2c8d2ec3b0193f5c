"""The felt of the Matchsticks tab: the task, the board, the move counter and its keys, the
verdict row and the play buttons, laid out and named; the tab connects them to the session.

Kept apart from the tab so that the tab holds only glue (events to session calls), as the 24
Points tab's `table.py` does for its cards.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QWidget

from gui.matchsticks.board import MatchBoard
from gui.matchsticks.verdict import Render, VerdictRow
from gui.shell import style
from gui.shell.style import named, with_role

# The strings keep the tab's translation context, where they were first translated.
translate = QCoreApplication.translate

MESSAGE_MIN_WIDTH = 300
MESSAGE_PADDING = 14
"""Room for two lines of a verdict, so a message appearing does not shrink the board."""


class MatchTable(QObject):
    """The felt's widgets (`frame` holds them), their words and their enabled state."""

    def __init__(self, parent: QWidget, idle: Render) -> None:
        super().__init__(parent)
        self.frame, layout = style.table(parent, "matchTable")
        felt = self.frame
        self.instruction_label = style.prompt(felt, "matchInstruction")
        self.board = MatchBoard(felt)
        self.moves_left_label = with_role(named(QLabel(felt), "movesLeftLabel"), "counter")
        self.undo_button = style.button(felt, "undoButton", "tool")
        self.redo_button = style.button(felt, "redoButton", "tool")
        self.reset_button = style.button(felt, "resetButton", "tool")
        for key in (self.undo_button, self.redo_button, self.reset_button):
            key.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        steps = QHBoxLayout()
        steps.setSpacing(6)
        steps.addWidget(self.moves_left_label, 1)
        style.add_rows(steps, self.undo_button, self.redo_button, self.reset_button)
        self.message_label = self._message_label(felt)
        self.verdict = VerdictRow(self.message_label, idle)
        self.board.layout_changed.connect(self.verdict.layout_changed)
        self.board.preview_left.connect(self.verdict.layout_changed)
        self.check_button = style.button(felt, "matchCheckButton", "primary")
        self.hint_button = style.button(felt, "matchHintButton", "secondary")
        self.solutions_button = style.button(felt, "matchSolutionsButton", "secondary")
        style.add_rows(
            layout,
            self.instruction_label,
            self.board,
            steps,
            style.centred(self.message_label, fill=True),
            style.button_row([self.hint_button, self.check_button, self.solutions_button]),
        )
        layout.setStretchFactor(self.board, 1)
        # Height the board cannot use (a long equation) goes above and below the whole felt.
        layout.insertStretch(0, 0)
        layout.addStretch(0)

    @staticmethod
    def _message_label(felt: QWidget) -> QLabel:
        label = style.verdict_label(felt, "matchMessage")
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setMinimumWidth(MESSAGE_MIN_WIDTH)
        label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        label.setMaximumWidth(style.VERDICT_MAX_WIDTH)
        label.ensurePolished()
        two_lines = label.fontMetrics().lineSpacing() * 2
        label.setMinimumHeight(two_lines + MESSAGE_PADDING)
        return label

    def show_keys(self, can_undo: bool, can_redo: bool, can_reset: bool) -> None:
        self.undo_button.setEnabled(can_undo)
        self.redo_button.setEnabled(can_redo)
        self.reset_button.setEnabled(can_reset)

    def retranslate(self) -> None:
        self.undo_button.setText(translate("MatchstickTab", "Undo"))
        self.redo_button.setText(translate("MatchstickTab", "Redo"))
        self.reset_button.setText(translate("MatchstickTab", "Reset"))
        self.check_button.setText(translate("MatchstickTab", "Check"))
        self.hint_button.setText(translate("MatchstickTab", "Hint"))
        self.solutions_button.setText(translate("MatchstickTab", "All solutions"))
        self.undo_button.setToolTip(translate("MatchstickTab", "Take back the last move (Ctrl+Z)"))
        self.redo_button.setToolTip(
            translate("MatchstickTab", "Make the move again (Ctrl+Shift+Z)")
        )
        self.hint_button.setToolTip(
            translate("MatchstickTab", "Each press tells a little more (Ctrl+H)")
        )
