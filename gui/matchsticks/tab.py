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
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidgetItem,
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
from gui import style
from gui.i18n import translate_message
from gui.matchsticks.board import Highlights, MatchBoard, display_equation
from gui.settings import Settings
from gui.style import named, with_role
from gui.worker import TaskRunner

KINDS = ("move", "add", "remove")
MESSAGE_MIN_WIDTH = 300
MESSAGE_PADDING = 14
"""Room for two lines of a verdict, so a message appearing does not shrink the board."""
SOLUTIONS_MIN_HEIGHT = 60
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
        self._message = ""
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
        self.setStyleSheet(style.STYLE_SHEET)
        self.side_panel = self._build_side_panel()
        style.game_layout(self, self._build_table(), self.side_panel)

    def _build_table(self) -> QFrame:
        """The felt: the task, the board, the move counter and its keys, the verdict, play."""
        felt, layout = style.table(self, "matchTable")
        self.instruction_label = style.prompt(felt, "matchInstruction")
        self.board = MatchBoard(felt)
        self.board.set_rules(self._rules)
        self.board.layout_changed.connect(self._board_changed)
        self.board.notice.connect(self._show_notice)

        self.moves_left_label = with_role(named(QLabel(felt), "movesLeftLabel"), "counter")
        self.undo_button = self._button(felt, "undoButton", "tool", self.undo)
        self.redo_button = self._button(felt, "redoButton", "tool", self.redo)
        self.reset_button = self._button(felt, "resetButton", "tool", self.reset)
        for key in (self.undo_button, self.redo_button, self.reset_button):
            key.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        steps = QHBoxLayout()
        steps.setSpacing(6)
        steps.addWidget(self.moves_left_label, 1)
        style.add_rows(steps, self.undo_button, self.redo_button, self.reset_button)

        self.message_label = style.verdict_label(felt, "matchMessage")
        self.message_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message_label.setMinimumWidth(MESSAGE_MIN_WIDTH)
        self.message_label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        self.message_label.setMaximumWidth(style.VERDICT_MAX_WIDTH)
        self.message_label.ensurePolished()
        two_lines = self.message_label.fontMetrics().lineSpacing() * 2
        self.message_label.setMinimumHeight(two_lines + MESSAGE_PADDING)

        self.check_button = self._button(felt, "matchCheckButton", "primary", self.check_answer)
        self.hint_button = self._button(felt, "matchHintButton", "secondary", self.next_hint)
        self.solutions_button = self._button(
            felt, "matchSolutionsButton", "secondary", self.show_solutions
        )
        style.add_rows(
            layout,
            self.instruction_label,
            self.board,
            steps,
            style.centred(self.message_label, fill=True),
            style.button_row([self.hint_button, self.check_button, self.solutions_button]),
        )
        layout.setStretchFactor(self.board, 1)
        return felt

    def _build_side_panel(self) -> QFrame:
        """The cream panel: score, a new puzzle and how it is made, the rules, the solutions."""
        panel, layout = style.side_panel(self, "matchSidePanel")
        strip, self.scoreboard = style.score_strip(panel, "matchScoreBox")
        self.new_button = self._button(panel, "newPuzzleButton", "action", self.new_game)
        self.puzzle_input = named(QLineEdit(panel), "puzzleInput")
        self.puzzle_input.setMaxLength(MAX_EQUATION_LENGTH)
        self.puzzle_input.setClearButtonEnabled(True)
        self.puzzle_input.returnPressed.connect(self._equation_entered)

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

        for control in (self.kind_combo, self.level_combo):
            control.currentIndexChanged.connect(self._controls_changed)
        for spin in (self.sticks_spin, self.digits_spin):
            spin.valueChanged.connect(self._controls_changed)
        for box in (self.unique_check, self.equals_check, self.multiply_check, self.zeros_check):
            box.toggled.connect(self._controls_changed)

        self.busy_bar = style.busy_indicator(panel, "matchBusy")
        self.busy_bar.hide()
        self.solutions_heading = style.heading(panel, "matchSolutionsHeading")
        self.solutions_list = style.solutions_list(panel, "matchSolutionsList")
        self.solutions_list.currentRowChanged.connect(self._solution_selected)
        self.solutions_list.setMinimumHeight(SOLUTIONS_MIN_HEIGHT)
        list_font = self.solutions_list.font()
        list_font.setPointSizeF(list_font.pointSizeF() * 1.2)
        self.solutions_list.setFont(list_font)
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
        return panel

    def _button(
        self, parent: QWidget, name: str, role: str, action: Callable[[], None]
    ) -> QPushButton:
        button = style.button(parent, name, role)
        button.clicked.connect(lambda: action())
        return button

    def _spin(self, parent: QWidget, name: str) -> QSpinBox:
        spin = named(QSpinBox(parent), name)
        spin.setRange(1, 3)
        return spin

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The board gets the room; the side panel keeps in step with the 24 Points tab."""
        self.side_panel.setFixedWidth(style.side_panel_width(event.size().width()))
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
        """Show a message; with none, a quiet tip on how to play keeps the place."""
        self._message = text
        if not text:
            style.set_kind(self.message_label, "tip")
            self.message_label.setText(self._idle_tip())
            return
        style.set_kind(self.message_label, "success" if success else "error" if error else "info")
        self.message_label.setText(text)

    def _idle_tip(self) -> str:
        puzzle = self.board.puzzle()
        if puzzle is None:
            return ""
        tips = {
            "move": self.tr("Drag a stick to an empty place, or click it and then the place."),
            "add": self.tr("Drag a spare stick from the tray to an empty place."),
            "remove": self.tr("Click a stick to take it away."),
        }
        return tips[puzzle.kind]

    def message_text(self) -> str:
        """The message for the player, or "" while only the how-to-play tip shows."""
        return self._message

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
        self.puzzle_input.setPlaceholderText(self.tr("Your equation, e.g. 5+7=2"))
        self.puzzle_input.setToolTip(self.tr("Type e.g. 5+7=2 and press Enter"))
        self.rules_heading.setText(self.tr("Rules"))
        self.equals_check.setText(self.tr("“=” may change"))
        self.equals_check.setToolTip(self.tr("Sticks may move in and out of “=”"))
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
        if not self._message:
            self._show_text("")
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
