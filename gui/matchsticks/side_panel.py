"""The matchsticks side panel: score strip, new puzzle, own equation, options, rules, solutions.

This part only builds and shows; the tab connects the controls and decides what to show.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from engines.common import LEVELS
from engines.matchsticks import Solution
from gui.matchsticks.painting import display_equation
from gui.play.solutions_list import SolutionsList
from gui.shell import settings as keys
from gui.shell import style
from gui.shell.settings import Settings
from gui.shell.style import named

KINDS = ("move", "add", "remove")
SOLUTIONS_MIN_HEIGHT = 60
MAX_EQUATION_LENGTH = 40


def _solution_line(solution: Solution) -> str:
    return display_equation(solution.text).strip()


class PuzzlePanel(QObject):
    """The widgets of the cream panel (`frame`), owned by the tab widget `tab`."""

    def __init__(self, tab: QWidget) -> None:
        super().__init__(tab)
        self.frame, layout = style.side_panel(tab, "matchSidePanel")
        panel = self.frame
        strip, self.scoreboard = style.score_strip(panel, "matchScoreBox")
        self.new_button = style.button(panel, "newPuzzleButton", "action")
        self.puzzle_input = named(QLineEdit(panel), "puzzleInput")
        self.puzzle_input.setMaxLength(MAX_EQUATION_LENGTH)
        self.puzzle_input.setClearButtonEnabled(True)

        self.kind_combo = named(QComboBox(panel), "matchKindCombo")
        self.level_combo = named(QComboBox(panel), "matchLevelCombo")
        for _ in KINDS:
            self.kind_combo.addItem("")
        for _ in LEVELS:
            self.level_combo.addItem("")
        self.sticks_spin = self._spin(panel, "matchSticksSpin")
        self.digits_spin = self._spin(panel, "matchDigitsSpin")
        self.unique_check = named(QCheckBox(panel), "matchUniqueCheck")
        self.kind_label, self.sticks_label = QLabel(panel), QLabel(panel)
        self.digits_label, self.level_label = QLabel(panel), QLabel(panel)
        options = style.options_grid(
            (self.kind_label, self.kind_combo),
            (self.level_label, self.level_combo),
            (self.sticks_label, self.sticks_spin, self.digits_label, self.digits_spin),
            (self.unique_check,),
        )

        self.rules_heading = style.section_heading(panel, "matchRulesHeading")
        self.equals_check = named(QCheckBox(panel), "matchEqualsMutableCheck")
        self.multiply_check = named(QCheckBox(panel), "matchMultiplyDivideCheck")
        self.zeros_check = named(QCheckBox(panel), "matchNoLeadingZerosCheck")
        rules_box = QVBoxLayout()
        rules_box.setSpacing(2)
        style.add_rows(
            rules_box, self.rules_heading, self.equals_check, self.multiply_check, self.zeros_check
        )

        self.busy_bar = style.busy_indicator(panel, "matchBusy")
        self.busy_bar.hide()
        self.solutions_heading = style.heading(panel, "matchSolutionsHeading")
        self.solutions_list = SolutionsList(panel)
        self.solutions_list.setObjectName("matchSolutionsList")
        self.solutions_list.view.setObjectName("matchSolutionsView")
        self.solutions_list.view.setMinimumHeight(SOLUTIONS_MIN_HEIGHT)
        style.with_role(self.solutions_list.view, "solutions")
        style.add_rows(
            layout,
            strip,
            self.new_button,
            self.puzzle_input,
            options,
            style.rule(panel),
            rules_box,
            style.rule(panel),
            self.busy_bar,
            self.solutions_heading,
        )
        layout.addWidget(self.solutions_list, 1)

    def _spin(self, parent: QWidget, name: str) -> QSpinBox:
        spin = named(QSpinBox(parent), name)
        spin.setRange(1, 3)
        return spin

    def load(self, settings: Settings) -> None:
        """Show the stored settings in the controls (the caller ignores the signals)."""
        self.kind_combo.setCurrentIndex(KINDS.index(settings.get(keys.MS_KIND)))
        self.sticks_spin.setValue(settings.get(keys.MS_STICKS))
        self.digits_spin.setValue(settings.get(keys.MS_DIGITS))
        self.level_combo.setCurrentIndex(LEVELS.index(settings.get(keys.MS_DIFFICULTY)))
        self.unique_check.setChecked(settings.get(keys.MS_UNIQUE))
        self.equals_check.setChecked(settings.get(keys.MS_EQUALS_MUTABLE))
        self.multiply_check.setChecked(settings.get(keys.MS_MULTIPLY_DIVIDE))
        self.zeros_check.setChecked(settings.get(keys.MS_NO_LEADING_ZEROS))

    def store(self, settings: Settings) -> None:
        """Save what the controls show."""
        settings.set(keys.MS_KIND, KINDS[self.kind_combo.currentIndex()])
        settings.set(keys.MS_STICKS, self.sticks_spin.value())
        settings.set(keys.MS_DIGITS, self.digits_spin.value())
        settings.set(keys.MS_DIFFICULTY, LEVELS[self.level_combo.currentIndex()])
        settings.set(keys.MS_UNIQUE, self.unique_check.isChecked())
        settings.set(keys.MS_EQUALS_MUTABLE, self.equals_check.isChecked())
        settings.set(keys.MS_MULTIPLY_DIVIDE, self.multiply_check.isChecked())
        settings.set(keys.MS_NO_LEADING_ZEROS, self.zeros_check.isChecked())

    def list_solutions(self, solutions: Sequence[Solution] | None) -> None:
        """The solutions in the lazy list under their count; None: a prompt to list them."""
        self.solutions_list.set_solutions(solutions or (), _solution_line)
        self.solutions_list.count_label.setVisible(solutions is not None)
        self.solutions_heading.setVisible(solutions is None)

    def retranslate_ui(self) -> None:
        self.new_button.setText(self.tr("New puzzle"))
        self.kind_label.setText(self.tr("Kind"))
        self.sticks_label.setText(self.tr("Sticks"))
        self.digits_label.setText(self.tr("Digits"))
        self.level_label.setText(self.tr("Level"))
        self.unique_check.setText(self.tr("One solution only"))
        kind_names = (self.tr("Move"), self.tr("Add"), self.tr("Remove"))
        level_names = (self.tr("Easy"), self.tr("Medium"), self.tr("Hard"))
        for combo, names in ((self.kind_combo, kind_names), (self.level_combo, level_names)):
            for index, name in enumerate(names):
                combo.setItemText(index, name)
        # A combo box would be read by its current item; each is named by its label instead.
        self.kind_combo.setAccessibleName(self.kind_label.text())
        self.level_combo.setAccessibleName(self.level_label.text())
        self.puzzle_input.setAccessibleName(self.tr("Your equation"))
        for clear in self.puzzle_input.findChildren(QToolButton):
            clear.setAccessibleName(self.tr("Clear the equation"))
        self.puzzle_input.setPlaceholderText(self.tr("Your equation, e.g. 5+7=2"))
        self.puzzle_input.setToolTip(self.tr("Type e.g. 5+7=2 and press Enter"))
        self.rules_heading.setText(self.tr("Rules"))
        self.solutions_heading.setText(self.tr("Solutions: press “All solutions”"))
        self.solutions_list.view.setAccessibleName(self.tr("Solutions"))
        self.equals_check.setText(self.tr("“=” may change"))
        self.equals_check.setToolTip(self.tr("Sticks may move in and out of “=”"))
        self.multiply_check.setText(self.tr("Allow × and ÷"))
        self.zeros_check.setText(self.tr("No leading zeros"))
        next_puzzle = self.tr("Used for the next puzzle and for typed equations")
        for control in (self.kind_combo, self.sticks_spin, self.digits_spin, self.level_combo):
            control.setToolTip(next_puzzle)
        self.scoreboard.retranslate_ui()
