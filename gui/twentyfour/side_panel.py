"""The 24-point side panel: score strip, new deal, own hand, options and solutions.

This part only builds and shows; the tab connects the controls and decides what to show.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from engines.common import LEVELS
from gui.play.solutions_list import SolutionsList
from gui.shell import style
from gui.shell.settings import (
    TF_CARD_COUNT,
    TF_DIFFICULTY,
    TF_LEFT_TO_RIGHT,
    TF_SOLVABLE_ONLY,
    TF_TARGET,
    Settings,
)
from gui.shell.style import named

HAND_MAX_LENGTH = 60


class HandPanel(QObject):
    """The widgets of the cream panel (`frame`), owned by the tab widget `tab`."""

    def __init__(self, tab: QWidget) -> None:
        super().__init__(tab)
        self.frame, layout = style.side_panel(tab, "sidePanel")
        panel = self.frame
        score_box, self.scoreboard = style.score_strip(panel, "scoreBox")
        self.deal_button = style.button(panel, "dealButton", "action")
        self.hand_input = named(QLineEdit(panel), "handInput")
        self.hand_input.setMaxLength(HAND_MAX_LENGTH)
        style.add_rows(
            layout, score_box, self.deal_button, self.hand_input, self._build_options()
        )
        layout.addWidget(named(style.rule(panel), "panelRule"))

        self.busy_box = QWidget(panel)
        busy_layout = QVBoxLayout(self.busy_box)
        busy_layout.setContentsMargins(0, 0, 0, 0)
        busy_layout.setSpacing(2)
        self._busy_label = named(QLabel(self.busy_box), "busyLabel")
        busy_layout.addWidget(self._busy_label)
        busy_layout.addWidget(style.busy_indicator(self.busy_box, "busyIndicator"))
        self.busy_box.setVisible(False)
        layout.addWidget(self.busy_box)


        self.solutions_heading = style.heading(panel, "solutionsHeading")
        layout.addWidget(self.solutions_heading)
        self.solutions_list = named(SolutionsList(panel), "solutionsList")
        style.with_role(self.solutions_list.view, "solutions")
        self.solutions_list.setVisible(False)
        layout.addWidget(self.solutions_list, 1)
        layout.addStretch(0)

    def _build_options(self) -> QGridLayout:
        """The most used 24-point settings, stored in the same Settings as the Settings menu."""
        panel = self.frame
        self._difficulty_label = QLabel(panel)
        self.difficulty = named(QComboBox(panel), "difficultyCombo")
        for level in LEVELS:
            self.difficulty.addItem(level, level)
        self._difficulty_label.setBuddy(self.difficulty)
        self._card_count_label = QLabel(panel)
        self.card_count = named(QComboBox(panel), "cardCountCombo")
        for count in (4, 5, 6):
            self.card_count.addItem(str(count), count)
        self._card_count_label.setBuddy(self.card_count)
        self._target_label = QLabel(panel)
        self.target_input = named(QLineEdit(panel), "targetInput")
        self.target_input.setMaxLength(12)
        self.target_input.setMinimumWidth(48)
        self._target_label.setBuddy(self.target_input)
        self.solvable_only = named(QCheckBox(panel), "solvableOnlyCheck")
        self.left_to_right = named(QCheckBox(panel), "leftToRightCheck")
        return style.options_grid(
            (self._difficulty_label, self.difficulty),
            (self._card_count_label, self.card_count, self._target_label, self.target_input),
            (self.solvable_only,),
            (self.left_to_right,),
        )

    def load(self, settings: Settings) -> None:
        """Show the stored settings in the controls without reacting to them."""
        controls = (
            self.difficulty,
            self.card_count,
            self.target_input,
            self.solvable_only,
            self.left_to_right,
        )
        for control in controls:
            control.blockSignals(True)
        self.difficulty.setCurrentIndex(LEVELS.index(settings.get(TF_DIFFICULTY)))
        self.card_count.setCurrentIndex(settings.get(TF_CARD_COUNT) - 4)
        self.target_input.setText(settings.get(TF_TARGET))
        self.solvable_only.setChecked(settings.get(TF_SOLVABLE_ONLY))
        self.left_to_right.setChecked(settings.get(TF_LEFT_TO_RIGHT))
        for control in controls:
            control.blockSignals(False)
        self.difficulty.setEnabled(settings.get(TF_SOLVABLE_ONLY))

    def show_solutions(self, solutions: Sequence[Any], describe: Callable[[Any], str]) -> None:
        """Every solution in the lazy list, under its own count; nothing else in the listing."""
        self.solutions_heading.setVisible(False)
        self.solutions_list.set_solutions(solutions, describe)
        self.solutions_list.setVisible(True)

    def show_listing(self, heading: str | None) -> None:
        """A heading alone (a hand without solutions), or None to hide the whole listing."""
        self.solutions_heading.setText(heading or "")
        self.solutions_heading.setVisible(heading is not None)
        self.solutions_list.setVisible(False)
        self.solutions_list.set_solutions(())

    def retranslate_ui(self) -> None:
        self._difficulty_label.setText(self.tr("&Difficulty:"))
        for index, name in enumerate((self.tr("Easy"), self.tr("Medium"), self.tr("Hard"))):
            self.difficulty.setItemText(index, name)
        self._card_count_label.setText(self.tr("C&ards:"))
        self._target_label.setText(self.tr("&Target:"))
        self.difficulty.setAccessibleName(self.tr("Difficulty"))
        self.card_count.setAccessibleName(self.tr("Cards"))
        self.target_input.setAccessibleName(self.tr("Target"))
        self.target_input.setToolTip(self.tr("The number to make: a whole number or a fraction"))
        self.solvable_only.setText(self.tr("Solvable only"))
        self.solvable_only.setToolTip(self.tr("Deal only hands that have a solution"))
        self.left_to_right.setText(self.tr("Left to right"))
        self.left_to_right.setToolTip(
            self.tr("No brackets: the operations are done strictly from left to right")
        )
        self.deal_button.setText(self.tr("Deal a new hand"))
        self.deal_button.setToolTip(self.tr("Deal a new hand (Ctrl+N)"))
        self.hand_input.setPlaceholderText(self.tr("Your own hand, e.g. 3 3 8 8"))
        self.hand_input.setToolTip(self.tr("Type a hand of up to six cards and press Enter"))
        self.hand_input.setAccessibleName(self.tr("Your own hand"))
        self.solutions_list.view.setToolTip(
            self.tr("Click a solution or press Enter: it plays on the table and fills your answer")
        )
        self._busy_label.setText(self.tr("Thinking…"))
        self.scoreboard.retranslate_ui()
