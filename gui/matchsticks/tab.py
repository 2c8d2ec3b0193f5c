"""The Matchsticks tab: a view over the game's session (`engines.play`).

The engine generates, checks, solves and hints; the session keeps the puzzle, the board's undo
history, the clock, the hints taken and the score. The tab glues them to the board widget
(`board.py`) and the side panel (`side_panel.py`): it turns clicks into session calls and shows
what the session says. Engine calls that may take longer than a frame (generating, solving
three-move puzzles) run through the shared TaskRunner while an indeterminate bar shows the tab
is busy. After every move, check and hint the session is saved, if a store is set.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QEvent, QModelIndex, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from engines.common import Level, Message, PuzzleInputError
from engines.matchsticks import (
    Layout,
    Puzzle,
    Rules,
    Solution,
    generate,
    parse,
)
from engines.play import CHOSEN, DEALT, RIGHT, MatchstickPuzzle, Session, SessionStore
from engines.play.clock import Now
from engines.play.differences import differences, matchstick_terms
from engines.play.scoring import Origin
from engines.play.session import Listener
from gui.matchsticks.analysis import Analysis, analyse, analysis_may_be_slow, rules_from
from gui.matchsticks.board import MatchBoard
from gui.matchsticks.painting import Highlights, display_equation
from gui.matchsticks.postings import PosingTexts, Postings, solvable_postings
from gui.matchsticks.side_panel import PuzzlePanel
from gui.matchsticks.verdict import Render, VerdictRow, VerdictTexts
from gui.play.beat_the_clock import install_mode_panel
from gui.play.session_keeper import SessionKeeper
from gui.play.worker import TaskRunner
from gui.shell import settings as keys
from gui.shell import style
from gui.shell.settings import Settings
from gui.shell.style import named, with_role

MESSAGE_MIN_WIDTH = 300
MESSAGE_PADDING = 14
"""Room for two lines of a verdict, so a message appearing does not shrink the board."""
# Generating two- or three-stick puzzles can take longer than 50 ms; those run in the worker.
QUICK_GENERATE_MOVES = 1


AnalysisAction = Callable[["MatchstickTab", Analysis], None]


class MatchstickTab(QWidget):
    """The matchstick game: the board, the moves counter, play buttons and the puzzle maker."""

    status_message = Signal(str)

    def __init__(
        self,
        settings: Settings,
        parent: QWidget | None = None,
        *,
        store: SessionStore | None = None,
        now: Now = time.monotonic,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("matchstickTab")
        self.settings = settings
        self._keeper = SessionKeeper(store, now)
        self._rules = rules_from(settings)
        self._analysis: Analysis | None = None
        self._listed: tuple[Solution, ...] | None = None
        # Takes the tab as its first argument rather than closing over it, so the tab never
        # refers to itself (see the 24 Points tab for why that matters).
        self._after_analysis: AnalysisAction | None = None
        self._task_token: object = None
        self._generating = False
        self._generated_level: Level | None = None
        self._loading = False
        self.texts = VerdictTexts(self)
        self.posing = PosingTexts(self)
        self.runner = TaskRunner(self)
        self.runner.finished.connect(self._task_finished)
        self.runner.failed.connect(self._task_failed)
        self.setStyleSheet(style.STYLE_SHEET)
        self.panel = PuzzlePanel(self)
        style.game_layout(self, self._build_table(), self.panel.frame)
        self.scoreboard = self.panel.scoreboard
        keeper = self._keeper  # not self: a lambda holding the tab would make a cycle
        self.scoreboard.follow(lambda: keeper.session, partial(_rule_notes, keeper, settings))
        self._connect_panel()
        self.mode_panel = install_mode_panel(self.panel.frame, self._keeper, self.new_game)
        self._load_controls()
        self.retranslate_ui()
        if not self._resume():
            self.new_game()

    # Building the widgets.

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
        self.verdict = VerdictRow(self.message_label, partial(self.texts.tip, None))
        self.board.layout_changed.connect(self.verdict.layout_changed)
        self.board.preview_left.connect(self.verdict.layout_changed)

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

    def _connect_panel(self) -> None:
        panel = self.panel
        panel.new_button.clicked.connect(lambda: self.new_game())
        panel.puzzle_input.returnPressed.connect(self._equation_entered)
        panel.solutions_list.chosen.connect(self._solution_chosen)
        panel.solutions_list.view.selectionModel().currentRowChanged.connect(
            self._solution_selected
        )
        for combo in (panel.kind_combo, panel.level_combo):
            combo.currentIndexChanged.connect(self._controls_changed)
        for spin in (panel.sticks_spin, panel.digits_spin):
            spin.valueChanged.connect(self._controls_changed)
        boxes = (panel.unique_check, panel.equals_check, panel.multiply_check, panel.zeros_check)
        for box in boxes:
            box.toggled.connect(self._controls_changed)
        self.runner.busy_changed.connect(panel.busy_bar.setVisible)

    def _button(
        self, parent: QWidget, name: str, role: str, action: Callable[[], None]
    ) -> QPushButton:
        button = style.button(parent, name, role)
        button.clicked.connect(lambda: action())
        return button

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The board gets the room; the side panel keeps in step with the 24 Points tab."""
        self.panel.frame.setFixedWidth(style.side_panel_width(event.size().width()))
        super().resizeEvent(event)

    # Settings: the controls on the tab and the Settings menu edit the same values.

    def _load_controls(self) -> None:
        """Show the stored settings in the tab's controls without treating that as an edit."""
        self._loading = True
        self.panel.load(self.settings)
        self._loading = False

    def _controls_changed(self) -> None:
        if self._loading:
            return
        self.panel.store(self.settings)
        self._apply_rules()
        self._apply_posing()

    def _apply_posing(self) -> None:
        """Kind and Sticks on a puzzle not yet tried apply at once: a typed equation is posed
        again, a generated puzzle gives way to a new one. A puzzle in progress keeps its
        task; the new one applies from the next puzzle, so a change is never a skip."""
        self.scoreboard.refresh()
        puzzle = self.current_puzzle()
        if puzzle is None:
            return
        kind, count = self.settings.get(keys.MS_KIND), self.settings.get(keys.MS_STICKS)
        if (kind, count) == (puzzle.puzzle.kind, puzzle.puzzle.count):
            return
        if self._session.tried and not self._session.finished:
            self.status_message.emit(self.tr("The new settings apply from the next puzzle."))
        elif self.is_typed():
            self.set_puzzle(Puzzle(puzzle.puzzle.start, kind, count), origin=CHOSEN)
            self._tell_if_unsolvable()
        elif puzzle.level is not None:
            self.new_game()

    def is_typed(self) -> bool:
        """Whether the puzzle on the board is an equation the player typed."""
        session = self._session
        return session is not None and not self._generating and session.origin == CHOSEN

    def reload_settings(self) -> None:
        """The Settings menu changed something: show it and apply it, as the controls do."""
        self._load_controls()
        self._apply_rules()
        self._apply_posing()

    def _apply_rules(self) -> None:
        """New rule options apply to the puzzle on the board at once (its history stays)."""
        rules = rules_from(self.settings)
        if rules == self._rules:
            return
        self._rules = rules
        self.board.set_rules(rules)
        self._forget_analysis()
        if self._session is not None:
            self._session.amend(self._session.puzzle.with_rules(rules))
            self._save()
        if self._generating:
            self.new_game()
        self.status_message.emit(self.tr("Rules changed: hints and solutions follow them."))

    # Puzzles and sessions.

    def new_game(self) -> None:
        """A freshly generated puzzle with the chosen kind, sticks, digits, uniqueness and level.

        Walking away from an unfinished puzzle that has a solution ends the streak.
        """
        if self._session is not None and not self._generating:
            solvable = self._analysis is None or bool(self._analysis.solutions)
            self._session.skip(solvable=solvable)
            self._save()
        self._follow_own_rules()
        count = self.settings.get(keys.MS_STICKS)
        level = self.settings.get(keys.MS_DIFFICULTY)
        make = partial(
            generate,
            self.settings.get(keys.MS_KIND),
            count,
            self.settings.get(keys.MS_DIGITS),
            unique=self.settings.get(keys.MS_UNIQUE),
            level=level,
            rules=self._rules,
        )
        if count <= QUICK_GENERATE_MOVES:
            try:
                puzzle = make()
            except PuzzleInputError as error:
                self._say(partial(self.texts.message, error.message), "error")
                return
            self.set_puzzle(puzzle, level)
            return
        self._say(self.texts.making)
        self._after_analysis = None
        self._generating = True
        self._generated_level = level
        self._task_token = self.runner.run(make)

    def _follow_own_rules(self) -> None:
        """A new puzzle of the player's own follows their settings, not the last code's."""
        self._rules = rules_from(self.settings)
        self.board.set_rules(self._rules)

    def load_equation(self, text: str) -> bool:
        """Play or study a typed equation with the chosen kind and number of sticks."""
        self._follow_own_rules()
        try:
            start = parse(text, self._rules)
        except PuzzleInputError as error:
            self._say(partial(self.texts.message, error.message), "error")
            return False
        kind = self.settings.get(keys.MS_KIND)
        self.set_puzzle(Puzzle(start, kind, self.settings.get(keys.MS_STICKS)), origin=CHOSEN)
        self._tell_if_unsolvable()
        return True

    def _tell_if_unsolvable(self) -> None:
        """A typed puzzle without a solution says so at once, with the ways it has one."""
        self._with_analysis(MatchstickTab._check_solvable)

    def _check_solvable(self, analysis: Analysis) -> None:
        if analysis.solutions:
            return
        puzzle = analysis.puzzle
        self._say(partial(self.posing.unsolvable, puzzle, None), "error")
        self._task_token = self.runner.run(solvable_postings, puzzle.start, self._rules)

    def _show_postings(self, postings: Postings) -> None:
        puzzle = self.board.puzzle()
        if puzzle is None or postings.start != puzzle.start or postings.rules != self._rules:
            return
        self._say(partial(self.posing.unsolvable, puzzle, postings), "error")

    def _equation_entered(self) -> None:
        self.load_equation(self.panel.puzzle_input.text())

    def set_puzzle(
        self, puzzle: Puzzle, level: Level | None = None, origin: Origin = DEALT
    ) -> None:
        """Put `puzzle` on the board in a new session (the last one ends unscored)."""
        session = self._keeper.start(MatchstickPuzzle(puzzle, self._rules, level), origin=origin)
        self._show_session(session)
        self._save()
        text = puzzle.start.text() or ""
        self.status_message.emit(
            self.tr("New puzzle: {equation}").format(equation=display_equation(text))
        )

    def _show_session(self, session: Session[Layout]) -> None:
        self.runner.cancel()
        self._task_token = None
        self._generating = False
        self._rules = session.puzzle.rules
        self.board.set_rules(self._rules)
        self._forget_analysis()
        self.board.set_puzzle(session.puzzle.puzzle, session)
        self.verdict.idle = partial(self.texts.tip, session.puzzle.puzzle.kind)
        self.verdict.clear()
        self._retranslate_puzzle()
        self.scoreboard.refresh()

    def _resume(self) -> bool:
        """Carry on with the saved puzzle exactly as it was left; False when there is none.

        A puzzle left for a new one still being made is not resumed, but its score and streak
        carry on into the next.
        """
        session = self._keeper.resume(MatchstickPuzzle.GAME)
        if session is None or session.outcome == "abandoned":
            return False
        self._show_session(session)
        if session.answer_shown and not session.hints:
            self._with_analysis(MatchstickTab._list_solutions)
        elif session.hints:
            self._with_analysis(MatchstickTab._show_taken_hint)
        return True

    def _save(self) -> None:
        self._keeper.save()

    def _after_play(self) -> None:
        self.scoreboard.refresh()
        self._save()

    def play_puzzle(self, puzzle: MatchstickPuzzle, mode: str, origin: Origin = CHOSEN) -> None:
        """Play a shared puzzle (a code, the daily puzzle, a set's) under its own rules, in
        `mode`, for this puzzle only: the controls keep the player's settings and the panel
        says what differs."""
        self._show_session(self._keeper.start(puzzle, mode, origin))
        self._save()

    def current_puzzle(self) -> MatchstickPuzzle | None:
        return None if self._session is None or self._generating else self._session.puzzle

    def on_finished(self, listener: Listener) -> None:
        """`listener` hears about every puzzle of this tab that reaches its outcome."""
        self._keeper.on_finished(listener)

    def set_on_screen(self, on_screen: bool) -> None:
        """The window shows this tab (or stopped showing it): the puzzle's clock follows."""
        self._keeper.set_on_screen(on_screen)
        self.scoreboard.refresh()

    def save_session(self) -> None:
        self._save()

    def use_store(self, store: SessionStore) -> None:
        """Another player sits down: open their saved puzzle, score and streak (or make one)."""
        self._keeper.use_store(store)
        if not self._resume():
            self.new_game()

    @property
    def _session(self) -> Session[Layout] | None:
        return self._keeper.session

    @property
    def session(self) -> Session[Layout] | None:
        return self._session

    def puzzle(self) -> Puzzle | None:
        return self.board.puzzle()

    def rules(self) -> Rules:
        return self._rules

    # Playing.

    def check_answer(self) -> None:
        """Hand the board's layout to the session, which asks the engine and scores."""
        layout = self.board.current_layout()
        if layout is None or self._session is None:
            return
        self.board.leave_preview()
        try:
            judgement = self._session.check(layout)
        except PuzzleInputError as error:
            self._say(partial(self.texts.message, error.message), "error", about_layout=True)
            return
        kind = "success" if judgement.kind == RIGHT else "error"
        self._say(partial(self.texts.message, judgement.message), kind, about_layout=True)
        if judgement.solved_now:
            self.board.celebrate()
            self.status_message.emit(self.tr("Solved!"))
        self._after_play()

    def next_hint(self) -> None:
        """The next rung of the hint ladder: the cells, then a stick and its place, the solution."""
        self._with_analysis(MatchstickTab._take_hint)

    def _take_hint(self, analysis: Analysis) -> None:
        ladder = analysis.hints_from(self.board.current_layout())
        if ladder:
            self._session.take_hint(len(ladder))
        self._show_taken_hint(analysis)
        self._after_play()

    def _show_taken_hint(self, analysis: Analysis) -> None:
        """The rung the session has reached of the ladder from the board as it is, drawn on
        the board until the layout changes."""
        ladder = analysis.hints_from(self.board.current_layout())
        if not ladder:
            self._say(self.texts.no_solution)
            return
        step = min(self._session.hints, len(ladder)) - 1
        hint = ladder[step]
        self._say(
            partial(self.texts.hint, step + 1, len(ladder), hint.message, hint.first),
            about_layout=hint.solution is None,
        )
        if hint.solution is not None:
            self._session.reveal()
            self.board.show_solution(hint.moves)
            return
        self.board.leave_preview()
        self.board.show_highlights(
            Highlights(
                cells=() if hint.moves else hint.cells,
                sources=tuple(move.source for move in hint.moves if move.source is not None),
                targets=tuple(move.target for move in hint.moves if move.target is not None),
            )
        )

    def show_solutions(self) -> None:
        """List every solution; picking one plays it on the board."""
        self._with_analysis(MatchstickTab._list_solutions)

    def _list_solutions(self, analysis: Analysis) -> None:
        if analysis.solutions:
            self._session.reveal()
        self._listed = analysis.solutions
        self.panel.list_solutions(self._listed)
        if not analysis.solutions:
            self._say(self.texts.no_solution)
        self._after_play()

    def solution_texts(self) -> list[str]:
        """The listed solutions as ASCII equations (what the engine calls them)."""
        return [solution.text for solution in self._listed or ()]

    def _solution_selected(self, current: QModelIndex, _previous: QModelIndex) -> None:
        row = current.row()
        if self._listed is None or not 0 <= row < len(self._listed):
            return
        self._solution_chosen(self._listed[row])

    def _solution_chosen(self, solution: Solution) -> None:
        """Show the solved board: moved-in sticks ringed, the places they left dashed."""
        self.board.show_solution(solution.moves)
        self._say(partial(self.texts.solution, solution.text), about_layout=True)

    def undo(self) -> None:
        self.board.undo()

    def redo(self) -> None:
        self.board.redo()

    def reset(self) -> None:
        self.board.reset()

    # Engine work, in the background when it may be slow.

    def _with_analysis(self, then: AnalysisAction) -> None:
        puzzle = self.board.puzzle()
        if puzzle is None or self._generating:
            return
        if self._analysis is not None:
            then(self, self._analysis)
            return
        if not analysis_may_be_slow(puzzle):
            try:
                self._analysis = analyse(puzzle, self._rules)
            except PuzzleInputError as error:
                self._say(partial(self.texts.message, error.message), "error")
                return
            then(self, self._analysis)
            return
        self._after_analysis = then
        self._say(self.texts.looking)
        self._task_token = self.runner.run(analyse, puzzle, self._rules)

    def _task_finished(self, token: object, result: object) -> None:
        if token != self._task_token:
            return
        self._task_token = None
        self._generating = False
        if isinstance(result, Puzzle):
            self.set_puzzle(result, self._generated_level)
        elif isinstance(result, Postings):
            self._show_postings(result)
        elif isinstance(result, Analysis) and result.puzzle == self.board.puzzle():
            self._analysis = result
            self.verdict.clear()
            then, self._after_analysis = self._after_analysis, None
            if then is not None:
                then(self, result)

    def _task_failed(self, token: object, message: str) -> None:
        if token == self._task_token:
            self._task_token = None
            self._generating = False
            self._after_analysis = None
            self._say(partial(self.texts.fixed, message), "error")

    def is_busy(self) -> bool:
        return self.runner.is_busy()

    def _forget_analysis(self) -> None:
        if self._after_analysis is not None:
            self.runner.cancel()
            self._after_analysis = None
        self._analysis = None
        self._listed = None
        self.panel.list_solutions(None)
        self.board.leave_preview()
        self.board.show_highlights(Highlights())

    # Feedback.

    def _board_changed(self) -> None:
        """A move, undo, redo or reset: show the counter and keys, and save the session."""
        self._retranslate_moves()
        self.undo_button.setEnabled(self.board.can_undo())
        self.redo_button.setEnabled(self.board.can_redo())
        self.reset_button.setEnabled(self.board.current_layout() != self._start_layout())
        self._save()

    def _start_layout(self) -> Layout | None:
        puzzle = self.board.puzzle()
        return puzzle.start if puzzle is not None else None

    def _show_notice(self, notice: Render) -> None:
        """The board refused a move: say why until the layout changes."""
        self._say(notice, "error", about_layout=True)
        self.status_message.emit(notice())

    def _say(self, render: Render, kind: str = "info", *, about_layout: bool = False) -> None:
        self.verdict.say(render, kind, about_layout=about_layout)

    def message_text(self) -> str:
        """The message for the player, or "" while only the how-to-play tip shows."""
        return self.verdict.text()

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
        self.undo_button.setToolTip(self.tr("Take back the last move (Ctrl+Z)"))
        self.redo_button.setToolTip(self.tr("Make the move again (Ctrl+Shift+Z)"))
        self.hint_button.setToolTip(self.tr("Each press tells a little more (Ctrl+H)"))
        self.panel.retranslate_ui()
        self._retranslate_puzzle()
        self.verdict.retranslate()
        self.board.announce()
        self.board.update()

    def _retranslate_puzzle(self) -> None:
        puzzle = self.board.puzzle()
        self.instruction_label.setText("" if puzzle is None else self.posing.task(puzzle))
        self._board_changed()

    def _retranslate_moves(self) -> None:
        puzzle = self.board.puzzle()
        self.moves_left_label.setText(
            "" if puzzle is None else self.posing.progress(puzzle, self.board.sticks_used())
        )

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
        ) + "<p>" + self.tr(
            "A solved puzzle scores 10 points times your streak, 3 points less for each hint "
            "taken. Once the answer has been shown the puzzle scores nothing. A wrong check or "
            "skipping a puzzle that has a solution ends the streak."
        ) + "</p><p>" + self.tr(
            "Without a mouse: Tab to the board, move the cursor with the arrow keys, press "
            "Space to take a stick and Space again to put it down (Esc puts it back), then "
            "Enter to check. The tray of spare sticks is below the equation."
        ) + "</p>"


def _rule_notes(keeper: SessionKeeper, settings: Settings) -> tuple[Message, ...]:
    """How the puzzle on the board differs from what the player's settings make."""
    session = keeper.session
    if session is None:
        return ()
    own = matchstick_terms(
        rules_from(settings), settings.get(keys.MS_KIND), settings.get(keys.MS_STICKS)
    )
    return differences(matchstick_terms(session.puzzle), own)
