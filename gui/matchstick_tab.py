"""The Matchsticks tab: a board to play on, and the controls around it.

The tab glues the engine (generate, check, hints, solve) to the board widget, the scoreboard and
the settings. Engine calls that may take longer than a frame (generating, solving three-move
puzzles) run through the shared TaskRunner while an indeterminate bar shows the tab is busy.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engines.common import LEVELS, Message, PuzzleInputError
from engines.matchsticks import (
    Hint,
    Layout,
    Puzzle,
    Rules,
    Solution,
    check,
    generate,
    hints,
    parse,
    solve,
)
from gui import settings as keys
from gui.i18n import translate_message
from gui.match_board import Highlights, MatchBoard, display_equation
from gui.scoreboard import Scoreboard
from gui.settings import Settings
from gui.worker import TaskRunner

KINDS = ("move", "add", "remove")
SIDE_PANEL_SHARE = 25
SIDE_PANEL_MIN = 260
SIDE_PANEL_MAX = 320
MAX_EQUATION_LENGTH = 40
# Generating two- or three-stick puzzles, and solving three-stick ones or two-stick ones on
# long equations, can take longer than 50 ms; those run in the worker, the rest at once.
QUICK_GENERATE_MOVES = 1
QUICK_SOLVE_MOVES = 2
QUICK_SOLVE_CELLS = 11


@dataclass(frozen=True)
class Analysis:
    """Everything the engine says about one puzzle under one set of rules."""

    puzzle: Puzzle
    rules: Rules
    solutions: tuple[Solution, ...]
    hint_ladder: tuple[Hint, ...]


def analyse(puzzle: Puzzle, rules: Rules) -> Analysis:
    """Solve a puzzle and build its hint ladder (plain engine work, safe in a worker thread)."""
    return Analysis(puzzle, rules, tuple(solve(puzzle, rules)), tuple(hints(puzzle, rules)))


def analysis_may_be_slow(puzzle: Puzzle) -> bool:
    """Whether solving `puzzle` may take long enough to freeze the window."""
    if puzzle.count < QUICK_SOLVE_MOVES:
        return False
    return puzzle.count > QUICK_SOLVE_MOVES or len(puzzle.start.kinds) > QUICK_SOLVE_CELLS


def rules_from(settings: Settings) -> Rules:
    """The engine's rule options as the player set them."""
    return Rules(
        equals_mutable=settings.get(keys.MS_EQUALS_MUTABLE),
        ops="+-*/" if settings.get(keys.MS_MULTIPLY_DIVIDE) else "+-",
        leading_zeros=not settings.get(keys.MS_NO_LEADING_ZEROS),
    )


class MatchstickTab(QWidget):
    """The matchstick game: the board, the moves counter, play buttons and the puzzle maker."""

    status_message = Signal(str)

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("matchstickTab")
        self.settings = settings
        self._rules = rules_from(settings)
        self._analysis: Analysis | None = None
        self._listed: tuple[Solution, ...] | None = None
        self._hint_step = 0
        self._solved = False
        self._revealed = False
        self._after_analysis: Callable[[Analysis], None] | None = None
        self._task_token: object = None
        self._generating = False
        self._loading = False
        self.runner = TaskRunner(self)
        self.runner.finished.connect(self._task_finished)
        self.runner.failed.connect(self._task_failed)
        self.runner.busy_changed.connect(self._show_busy)
        self._build()
        self._load_controls()
        self.retranslate_ui()
        self.new_game()

    # Building the widgets.

    def _build(self) -> None:
        self.instruction_label = QLabel(self)
        self.instruction_label.setObjectName("matchInstruction")
        font = self.instruction_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        self.instruction_label.setFont(font)
        self.instruction_label.setWordWrap(True)
        self.scoreboard = Scoreboard(self)

        self.board = MatchBoard(self)
        self.board.set_rules(self._rules)
        self.board.layout_changed.connect(self._board_changed)
        self.board.notice.connect(self._show_notice)

        self.moves_left_label = QLabel(self)
        self.moves_left_label.setObjectName("movesLeftLabel")
        self.undo_button = self._button("undoButton", self.undo)
        self.redo_button = self._button("redoButton", self.redo)
        self.reset_button = self._button("resetButton", self.reset)
        self.message_label = QLabel(self)
        self.message_label.setObjectName("matchMessage")
        self.message_label.setWordWrap(True)
        self.message_label.setMinimumHeight(self.fontMetrics().height() * 2 + 8)
        self.message_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

        self.check_button = self._button("matchCheckButton", self.check_answer)
        self.check_button.setMinimumHeight(self.check_button.sizeHint().height() * 3 // 2)
        check_font = self.check_button.font()
        check_font.setBold(True)
        self.check_button.setFont(check_font)
        self.hint_button = self._button("matchHintButton", self.next_hint)
        self.solutions_button = self._button("matchSolutionsButton", self.show_solutions)
        self.busy_bar = QProgressBar(self)
        self.busy_bar.setObjectName("matchBusy")
        self.busy_bar.setRange(0, 0)
        self.busy_bar.setTextVisible(False)
        self.busy_bar.setMaximumHeight(6)
        self.busy_bar.hide()
        self.solutions_heading = QLabel(self)
        self.solutions_heading.setObjectName("matchSolutionsHeading")
        self.solutions_list = QListWidget(self)
        self.solutions_list.setObjectName("matchSolutionsList")
        self.solutions_list.currentRowChanged.connect(self._solution_selected)
        self.solutions_list.setMinimumHeight(60)
        list_font = self.solutions_list.font()
        list_font.setPointSizeF(list_font.pointSizeF() * 1.2)
        self.solutions_list.setFont(list_font)

        self.puzzle_group = QGroupBox(self)
        self.kind_combo = QComboBox(self)
        self.kind_combo.setObjectName("matchKindCombo")
        self.sticks_spin = self._spin("matchSticksSpin")
        self.digits_spin = self._spin("matchDigitsSpin")
        self.level_combo = QComboBox(self)
        self.level_combo.setObjectName("matchLevelCombo")
        self.unique_check = QCheckBox(self)
        self.unique_check.setObjectName("matchUniqueCheck")
        self.new_button = self._button("newPuzzleButton", self.new_game)
        for _ in KINDS:
            self.kind_combo.addItem("")
        for _ in LEVELS:
            self.level_combo.addItem("")
        self.kind_label, self.sticks_label = QLabel(self), QLabel(self)
        self.digits_label, self.level_label = QLabel(self), QLabel(self)
        puzzle_form = QGridLayout(self.puzzle_group)
        puzzle_form.addWidget(self.kind_label, 0, 0)
        puzzle_form.addWidget(self.kind_combo, 0, 1)
        puzzle_form.addWidget(self.sticks_label, 0, 2)
        puzzle_form.addWidget(self.sticks_spin, 0, 3)
        puzzle_form.addWidget(self.level_label, 1, 0)
        puzzle_form.addWidget(self.level_combo, 1, 1)
        puzzle_form.addWidget(self.digits_label, 1, 2)
        puzzle_form.addWidget(self.digits_spin, 1, 3)
        puzzle_form.addWidget(self.unique_check, 2, 0, 1, 2)
        puzzle_form.addWidget(self.new_button, 2, 2, 1, 2)
        puzzle_form.setColumnStretch(1, 1)

        self.own_label = QLabel(self)
        self.puzzle_input = QLineEdit(self)
        self.puzzle_input.setObjectName("puzzleInput")
        self.puzzle_input.setMaxLength(MAX_EQUATION_LENGTH)
        self.puzzle_input.setClearButtonEnabled(True)
        self.puzzle_input.returnPressed.connect(self._equation_entered)
        own_form = QFormLayout()
        own_form.setContentsMargins(0, 0, 0, 0)
        own_form.addRow(self.own_label, self.puzzle_input)
        puzzle_form.addLayout(own_form, 3, 0, 1, 4)

        self.rules_group = QGroupBox(self)
        self.equals_check = QCheckBox(self)
        self.equals_check.setObjectName("matchEqualsMutableCheck")
        self.multiply_check = QCheckBox(self)
        self.multiply_check.setObjectName("matchMultiplyDivideCheck")
        self.zeros_check = QCheckBox(self)
        self.zeros_check.setObjectName("matchNoLeadingZerosCheck")
        rules_box = QVBoxLayout(self.rules_group)
        rules_box.setSpacing(2)
        for box in (self.equals_check, self.multiply_check, self.zeros_check):
            rules_box.addWidget(box)

        for control in (self.kind_combo, self.level_combo):
            control.currentIndexChanged.connect(self._controls_changed)
        for spin in (self.sticks_spin, self.digits_spin):
            spin.valueChanged.connect(self._controls_changed)
        for box in (self.unique_check, self.equals_check, self.multiply_check, self.zeros_check):
            box.toggled.connect(self._controls_changed)

        steps = QHBoxLayout()
        steps.addWidget(self.moves_left_label, 1)
        for button in (self.undo_button, self.redo_button, self.reset_button):
            steps.addWidget(button)
        play_area = QVBoxLayout()
        play_area.addWidget(self.instruction_label)
        play_area.addWidget(self.board, 1)
        play_area.addLayout(steps)
        play_area.addWidget(self.message_label)

        help_buttons = QHBoxLayout()
        help_buttons.addWidget(self.hint_button)
        help_buttons.addWidget(self.solutions_button)
        side = QVBoxLayout()
        side.addWidget(self.scoreboard)
        side.addWidget(self.check_button)
        side.addLayout(help_buttons)
        side.addWidget(self.busy_bar)
        side.addWidget(self.puzzle_group)
        side.addWidget(self.rules_group)
        side.addWidget(self.solutions_heading)
        side.addWidget(self.solutions_list, 1)
        self.side_panel = QWidget(self)
        self.side_panel.setLayout(side)
        side.setContentsMargins(0, 0, 0, 0)
        self.side_panel.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)

        outer = QHBoxLayout(self)
        outer.addLayout(play_area, 1)
        outer.addWidget(self.side_panel)

    def _button(self, name: str, action: Callable[[], None]) -> QPushButton:
        button = QPushButton(self)
        button.setObjectName(name)
        button.setAutoDefault(False)
        button.clicked.connect(lambda: action())
        return button

    def _spin(self, name: str) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setObjectName(name)
        spin.setRange(1, 3)
        return spin

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The board gets the room; the controls take about a quarter, within readable bounds."""
        width = event.size().width() * SIDE_PANEL_SHARE // 100
        self.side_panel.setFixedWidth(max(SIDE_PANEL_MIN, min(SIDE_PANEL_MAX, width)))
        super().resizeEvent(event)

    # Settings: the controls on the tab and the Settings menu edit the same values.

    def _load_controls(self) -> None:
        """Show the stored settings in the tab's controls without treating that as an edit."""
        self._loading = True
        self.kind_combo.setCurrentIndex(KINDS.index(self.settings.get(keys.MS_KIND)))
        self.sticks_spin.setValue(self.settings.get(keys.MS_STICKS))
        self.digits_spin.setValue(self.settings.get(keys.MS_DIGITS))
        self.level_combo.setCurrentIndex(LEVELS.index(self.settings.get(keys.MS_DIFFICULTY)))
        self.unique_check.setChecked(self.settings.get(keys.MS_UNIQUE))
        self.equals_check.setChecked(self.settings.get(keys.MS_EQUALS_MUTABLE))
        self.multiply_check.setChecked(self.settings.get(keys.MS_MULTIPLY_DIVIDE))
        self.zeros_check.setChecked(self.settings.get(keys.MS_NO_LEADING_ZEROS))
        self._loading = False

    def _controls_changed(self) -> None:
        if self._loading:
            return
        self.settings.set(keys.MS_KIND, KINDS[self.kind_combo.currentIndex()])
        self.settings.set(keys.MS_STICKS, self.sticks_spin.value())
        self.settings.set(keys.MS_DIGITS, self.digits_spin.value())
        self.settings.set(keys.MS_DIFFICULTY, LEVELS[self.level_combo.currentIndex()])
        self.settings.set(keys.MS_UNIQUE, self.unique_check.isChecked())
        self.settings.set(keys.MS_EQUALS_MUTABLE, self.equals_check.isChecked())
        self.settings.set(keys.MS_MULTIPLY_DIVIDE, self.multiply_check.isChecked())
        self.settings.set(keys.MS_NO_LEADING_ZEROS, self.zeros_check.isChecked())
        self._apply_rules()

    def reload_settings(self) -> None:
        """The Settings menu changed something: show it and apply the rule options."""
        self._load_controls()
        self._apply_rules()

    def _apply_rules(self) -> None:
        rules = rules_from(self.settings)
        if rules == self._rules:
            return
        self._rules = rules
        self.board.set_rules(rules)
        self._forget_analysis()
        if self._generating:
            self.new_game()
        self.status_message.emit(self.tr("Rules changed: hints and solutions follow them."))

    # Puzzles.

    def new_game(self) -> None:
        """A freshly generated puzzle with the chosen kind, sticks, digits, uniqueness and level."""
        kind = self.settings.get(keys.MS_KIND)
        count = self.settings.get(keys.MS_STICKS)
        digits = self.settings.get(keys.MS_DIGITS)
        options = {
            "unique": self.settings.get(keys.MS_UNIQUE),
            "level": self.settings.get(keys.MS_DIFFICULTY),
            "rules": self._rules,
        }
        make = partial(generate, kind, count, digits, **options)
        if count <= QUICK_GENERATE_MOVES:
            try:
                puzzle = make()
            except PuzzleInputError as error:
                self._show_message(error.message, error=True)
                return
            self.set_puzzle(puzzle)
            return
        self._show_text(self.tr("Making a new puzzle…"))
        self._after_analysis = None
        self._generating = True
        self._task_token = self.runner.run(make)

    def load_equation(self, text: str) -> bool:
        """Play or study a typed equation with the chosen kind and number of sticks."""
        try:
            start = parse(text, self._rules)
        except PuzzleInputError as error:
            self._show_message(error.message, error=True)
            return False
        kind = self.settings.get(keys.MS_KIND)
        self.set_puzzle(Puzzle(start, kind, self.settings.get(keys.MS_STICKS)))
        return True

    def _equation_entered(self) -> None:
        self.load_equation(self.puzzle_input.text())

    def set_puzzle(self, puzzle: Puzzle) -> None:
        """Put `puzzle` on the board and start its clock."""
        self.runner.cancel()
        self._task_token = None
        self._generating = False
        self._forget_analysis()
        self._solved = False
        self._revealed = False
        self.board.set_puzzle(puzzle)
        self.scoreboard.start_puzzle()
        self._show_text("")
        self._retranslate_puzzle()
        text = puzzle.start.text() or ""
        self.status_message.emit(
            self.tr("New puzzle: {equation}").format(equation=display_equation(text))
        )

    def puzzle(self) -> Puzzle | None:
        return self.board.puzzle()

    def rules(self) -> Rules:
        return self._rules

    # Playing.

    def check_answer(self) -> None:
        """Ask the engine whether the layout on the board solves the puzzle."""
        puzzle, layout = self.board.puzzle(), self.board.current_layout()
        if puzzle is None or layout is None:
            return
        self.board.leave_preview()
        try:
            result = check(puzzle, layout, self._rules)
        except PuzzleInputError as error:
            self._show_message(error.message, error=True)
            return
        self._show_message(result.message, error=not result.ok, success=result.ok)
        if not result.ok:
            if not self._solved:
                self.scoreboard.record_failure()
            return
        if not self._solved and not self._revealed:
            self.scoreboard.record_success()
        self._solved = True
        self.board.celebrate()
        self.status_message.emit(self.tr("Solved!"))

    def next_hint(self) -> None:
        """The next rung of the hint ladder: the cells, then a stick and its place, the solution."""
        self._with_analysis(self._give_hint)

    def _give_hint(self, analysis: Analysis) -> None:
        if not analysis.hint_ladder:
            self._show_text(self.tr("This equation has no solution under these rules."))
            return
        step = min(self._hint_step, len(analysis.hint_ladder) - 1)
        hint = analysis.hint_ladder[step]
        self._hint_step = step + 1
        self._show_text(
            self.tr("Hint {step} of {count}: {text}").format(
                step=step + 1, count=len(analysis.hint_ladder), text=translate_message(hint.message)
            )
        )
        if step == 0:
            self.board.leave_preview()
            self.board.show_highlights(Highlights(cells=hint.cells))
        elif hint.solution is None:
            self.board.leave_preview()
            self.board.show_highlights(
                Highlights(
                    sources=tuple(move.source for move in hint.moves if move.source is not None),
                    targets=tuple(move.target for move in hint.moves if move.target is not None),
                )
            )
        else:
            self._reveal()
            self.board.show_solution(hint.moves)

    def show_solutions(self) -> None:
        """List every solution; picking one plays it on the board."""
        self._with_analysis(self._list_solutions)

    def _reveal(self) -> None:
        """The answer is out: this puzzle no longer scores, and its clock stops."""
        if not self._solved and not self._revealed:
            self.scoreboard.stop()
        self._revealed = True

    def _list_solutions(self, analysis: Analysis) -> None:
        self._reveal()
        self._listed = analysis.solutions
        self.solutions_list.blockSignals(True)
        self.solutions_list.clear()
        for solution in analysis.solutions:
            item = QListWidgetItem(display_equation(solution.text))
            item.setData(Qt.ItemDataRole.UserRole, solution.text)
            self.solutions_list.addItem(item)
        self.solutions_list.blockSignals(False)
        self._retranslate_heading()
        if not analysis.solutions:
            self._show_text(self.tr("This equation has no solution under these rules."))

    def solution_texts(self) -> list[str]:
        """The listed solutions as ASCII equations (what the engine calls them)."""
        return [
            self.solutions_list.item(row).data(Qt.ItemDataRole.UserRole)
            for row in range(self.solutions_list.count())
        ]

    def _solution_selected(self, row: int) -> None:
        if self._listed is None or not 0 <= row < len(self._listed):
            return
        solution = self._listed[row]
        self.board.show_solution(solution.moves)
        self._show_text(
            self.tr(
                "Solution {equation}: the orange places lose a stick, the green ones gain it."
            ).format(equation=display_equation(solution.text))
        )

    def undo(self) -> None:
        self.board.undo()

    def redo(self) -> None:
        self.board.redo()

    def reset(self) -> None:
        self.board.reset()

    # Engine work, in the background when it may be slow.

    def _with_analysis(self, then: Callable[[Analysis], None]) -> None:
        puzzle = self.board.puzzle()
        if puzzle is None or self._generating:
            return
        if self._analysis is not None:
            then(self._analysis)
            return
        if not analysis_may_be_slow(puzzle):
            try:
                self._analysis = analyse(puzzle, self._rules)
            except PuzzleInputError as error:
                self._show_message(error.message, error=True)
                return
            then(self._analysis)
            return
        self._after_analysis = then
        self._show_text(self.tr("Looking for every solution…"))
        self._task_token = self.runner.run(analyse, puzzle, self._rules)

    def _task_finished(self, token: object, result: object) -> None:
        if token != self._task_token:
            return
        self._task_token = None
        self._generating = False
        if isinstance(result, Puzzle):
            self.set_puzzle(result)
        elif isinstance(result, Analysis) and result.puzzle == self.board.puzzle():
            self._analysis = result
            self._show_text("")
            then, self._after_analysis = self._after_analysis, None
            if then is not None:
                then(result)

    def _task_failed(self, token: object, message: str) -> None:
        if token == self._task_token:
            self._task_token = None
            self._generating = False
            self._after_analysis = None
            self._show_text(message, error=True)

    def _show_busy(self, busy: bool) -> None:
        self.busy_bar.setVisible(busy)

    def is_busy(self) -> bool:
        return self.runner.is_busy()

    def _forget_analysis(self) -> None:
        if self._after_analysis is not None:
            self.runner.cancel()
            self._after_analysis = None
        self._analysis = None
        self._listed = None
        self._hint_step = 0
        self.solutions_list.clear()
        self._retranslate_heading()
        self.board.leave_preview()
        self.board.show_highlights(Highlights())

    # Feedback.

    def _board_changed(self) -> None:
        self._retranslate_moves()
        self.undo_button.setEnabled(self.board.can_undo())
        self.redo_button.setEnabled(self.board.can_redo())
        self.reset_button.setEnabled(self.board.current_layout() != self._start_layout())

    def _start_layout(self) -> Layout | None:
        puzzle = self.board.puzzle()
        return puzzle.start if puzzle is not None else None

    def _show_notice(self, text: str) -> None:
        self._show_text(text, error=True)
        self.status_message.emit(text)

    def _show_message(
        self, message: Message, *, error: bool = False, success: bool = False
    ) -> None:
        self._show_text(translate_message(message), error=error, success=success)

    def _show_text(self, text: str, *, error: bool = False, success: bool = False) -> None:
        if not text:
            style = ""
        elif success:
            style = "background: #dff3e4; color: #17602d; font-weight: bold;"
        elif error:
            style = "background: #fbe4e1; color: #9c2116;"
        else:
            style = "background: #eef2f3; color: #233;"
        self.message_label.setStyleSheet(
            f"QLabel#matchMessage {{ {style} border-radius: 6px; padding: 4px 8px; }}"
        )
        self.message_label.setText(text)

    def message_text(self) -> str:
        return self.message_label.text()

    # Translation.

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.undo_button.setText(self.tr("Undo"))
        self.redo_button.setText(self.tr("Redo"))
        self.reset_button.setText(self.tr("Reset"))
        self.check_button.setText(self.tr("Check"))
        self.hint_button.setText(self.tr("Hint"))
        self.solutions_button.setText(self.tr("All solutions"))
        self.new_button.setText(self.tr("New puzzle"))
        self.puzzle_group.setTitle(self.tr("New puzzle"))
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
        self.own_label.setText(self.tr("Equation"))
        self.puzzle_input.setPlaceholderText(self.tr("Type e.g. 5+7=2 and press Enter"))
        self.rules_group.setTitle(self.tr("Rules"))
        self.equals_check.setText(self.tr("Sticks may move in and out of “=”"))
        self.multiply_check.setText(self.tr("Allow × and ÷"))
        self.zeros_check.setText(self.tr("No leading zeros"))
        self.undo_button.setToolTip(self.tr("Take back the last move (Ctrl+Z)"))
        self.redo_button.setToolTip(self.tr("Make the move again (Ctrl+Shift+Z)"))
        self.hint_button.setToolTip(self.tr("Each press tells a little more (Ctrl+H)"))
        next_puzzle = self.tr("Used for the next puzzle and for typed equations")
        for control in (self.kind_combo, self.sticks_spin, self.digits_spin, self.level_combo):
            control.setToolTip(next_puzzle)
        self._retranslate_puzzle()
        self._retranslate_heading()
        self.scoreboard.retranslate_ui()
        self.board.update()

    def _retranslate_puzzle(self) -> None:
        puzzle = self.board.puzzle()
        if puzzle is None:
            self.instruction_label.setText("")
        else:
            if puzzle.count == 1:
                templates = {
                    "move": self.tr("Move one stick to make the equation true."),
                    "add": self.tr("Add one stick to make the equation true."),
                    "remove": self.tr("Remove one stick to make the equation true."),
                }
            else:
                templates = {
                    "move": self.tr("Move {count} sticks to make the equation true."),
                    "add": self.tr("Add {count} sticks to make the equation true."),
                    "remove": self.tr("Remove {count} sticks to make the equation true."),
                }
            self.instruction_label.setText(templates[puzzle.kind].format(count=puzzle.count))
        self._board_changed()

    def _retranslate_moves(self) -> None:
        puzzle = self.board.puzzle()
        if puzzle is None:
            self.moves_left_label.setText("")
            return
        templates = {
            "move": self.tr("Sticks moved: {used} / {allowed}"),
            "add": self.tr("Sticks added: {used} / {allowed}"),
            "remove": self.tr("Sticks removed: {used} / {allowed}"),
        }
        self.moves_left_label.setText(
            templates[puzzle.kind].format(used=self.board.sticks_used(), allowed=puzzle.count)
        )

    def _retranslate_heading(self) -> None:
        if self._listed is None:
            self.solutions_heading.setText(self.tr("Solutions: press “All solutions”"))
        else:
            count = len(self._listed)
            heading = self.tr("One solution") if count == 1 else self.tr("{count} solutions")
            self.solutions_heading.setText(heading.format(count=count))

    def rules_text(self) -> str:
        return self.tr(
            "<h3>Matchsticks</h3>"
            "<p>The equation is made of matchsticks. Move, add or remove the number of sticks "
            "the puzzle asks for so that the equation becomes true.</p>"
            "<ul><li>Drag a stick to an empty place, or click it and then click the place. "
            "Esc, a right click or a click elsewhere puts it back.</li>"
            "<li>Add puzzles: take spare sticks from the tray. Remove puzzles: click a stick "
            "to take it away.</li>"
            "<li>Every cell must stay a digit or a sign; the “=” stays unless the rules let "
            "it change.</li>"
            "<li>Check tells you whether you are right; Hint helps step by step; All solutions "
            "lists every answer and plays the one you pick.</li></ul>"
        )
