"""The Matchsticks tab: glue between the game's session (`engines.play`) and what is on screen.

The engine generates, checks, solves and hints; the session keeps the puzzle, the board's undo
history, the clock, the hints taken and the score. The tab turns clicks into session calls and
shows what the session says on the felt (`table.py`) and the side panel (`side_panel.py`);
hints and solutions are in `help_actions.py`, the options in `options.py`. What every game tab
does alike (the session keeper, saving, the clock on screen, background work through
`BackgroundWork`, language changes) is the shared `GameTab` base in `gui/play/game_tab.py`.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import partial

from PySide6.QtWidgets import QFrame, QWidget

from engines.common import Level, PuzzleInputError
from engines.matchsticks import (
    Layout,
    Puzzle,
    Rules,
    Solution,
    generate,
)
from engines.play import (
    CHOSEN,
    DEALT,
    RIGHT,
    MatchstickPuzzle,
    Session,
    SessionStore,
    Verdict,
)
from engines.play.clock import Now
from engines.play.scoring import Origin
from gui.matchsticks.analysis import Analysis, analyse, analysis_may_be_slow, rules_from
from gui.matchsticks.help_actions import HelpActions
from gui.matchsticks.options import OptionControls, rule_notes
from gui.matchsticks.painting import Highlights, display_equation
from gui.matchsticks.postings import PosingTexts
from gui.matchsticks.rules_text import rules_text
from gui.matchsticks.side_panel import PuzzlePanel
from gui.matchsticks.table import MatchTable
from gui.matchsticks.verdict import Render, VerdictTexts
from gui.play.beat_the_clock import install_mode_panel
from gui.play.game_tab import GameTab
from gui.shell import settings as keys
from gui.shell.settings import Settings

# Generating two- or three-stick puzzles can take longer than 50 ms; those run in the worker.
QUICK_GENERATE_MOVES = 1


AnalysisAction = Callable[["MatchstickTab", Analysis], None]


class MatchstickTab(HelpActions, OptionControls, GameTab):
    """The matchstick game: the board, the moves counter, play buttons and the puzzle maker."""

    def __init__(
        self,
        settings: Settings,
        parent: QWidget | None = None,
        *,
        store: SessionStore | None = None,
        now: Now = time.monotonic,
    ) -> None:
        super().__init__("matchstickTab", parent, store=store, now=now)
        self.settings = settings
        self._rules = rules_from(settings)
        self._listed: tuple[Solution, ...] | None = None
        self._generating = False
        self._generated_level: Level | None = None
        self._loading = False
        self.texts = VerdictTexts(self)
        self.posing = PosingTexts(self)
        self.runner = self._work.runner
        self._work.failed.connect(self._task_failed)
        self.panel = PuzzlePanel(self)
        notes = partial(rule_notes, settings=settings)
        table = self._build_table()
        self.show_parts(table, self.panel.frame, self.panel.scoreboard, notes, keyboard=self.board)
        self._connect_panel()
        self.mode_panel = install_mode_panel(self.panel.frame, self._keeper, self.new_game)
        self._load_controls()
        self.retranslate_ui()
        if not self._resume():
            self.deal_own()

    # Building the widgets.

    def _build_table(self) -> QFrame:
        """The felt (`table.py`), its widgets kept under the names tests and keys use."""
        table = self.table = MatchTable(self, partial(self.texts.tip, None))
        self.board, self.verdict = table.board, table.verdict
        self.message_label, self.instruction_label = table.message_label, table.instruction_label
        self.moves_left_label = table.moves_left_label
        self.undo_button, self.redo_button = table.undo_button, table.redo_button
        self.reset_button, self.check_button = table.reset_button, table.check_button
        self.hint_button, self.solutions_button = table.hint_button, table.solutions_button
        self.board.set_rules(self._rules)
        self.board.layout_changed.connect(self._board_changed)
        self.board.notice.connect(self._show_notice)
        actions = {
            self.undo_button: self.undo,
            self.redo_button: self.redo,
            self.reset_button: self.reset,
            self.check_button: self.check_answer,
            self.hint_button: self.next_hint,
            self.solutions_button: self.show_solutions,
        }
        for button, action in actions.items():
            button.clicked.connect(lambda _checked=False, act=action: act())
        return table.frame

    def _connect_panel(self) -> None:
        panel = self.panel
        panel.new_button.clicked.connect(lambda: self.new_game())
        panel.puzzle_input.returnPressed.connect(self._equation_entered)
        panel.solutions_list.chosen.connect(self._solution_chosen)
        panel.solutions_list.view.selectionModel().currentRowChanged.connect(
            self._solution_selected
        )
        self._connect_options()
        self.runner.busy_changed.connect(panel.busy_bar.setVisible)

    # Puzzles and sessions.

    def new_game(self) -> None:
        """Walk away from the puzzle on the board (the session says what that costs) to a
        new one of the player's own."""
        if self.session is not None and not self._generating:
            analysis = self._work.analysis
            self.session.skip(solvable=analysis is None or bool(analysis.solutions))
            self._save()
        self.deal_own()

    def deal_own(self) -> None:
        """A freshly generated puzzle with the chosen kind, sticks, digits, uniqueness and level."""
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
        self._generating = True
        self._generated_level = level
        self._work.run(make, MatchstickTab._made)

    def _made(self, puzzle: Puzzle) -> None:
        self._generating = False
        self.set_puzzle(puzzle, self._generated_level)

    def _follow_own_rules(self) -> None:
        """A new puzzle of the player's own follows their settings, not the last code's."""
        self._rules = rules_from(self.settings)
        self.board.set_rules(self._rules)

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
        self._generating = False
        self._rules = session.puzzle.rules
        self.board.set_rules(self._rules)
        self.board.set_puzzle(session.puzzle.puzzle, session)
        self._forget_analysis()
        self.verdict.idle = partial(self.texts.tip, session.puzzle.puzzle.kind)
        self.verdict.clear()
        self._retranslate_puzzle()
        self.scoreboard.refresh()
        self._work.with_analysis(MatchstickTab._retranslate_puzzle)

    def _resume(self) -> bool:
        """Carry on with the saved puzzle exactly as it was left; False when there is none.

        A puzzle left for a new one still being made is not resumed, but its score and streak
        carry on into the next.
        """
        session = self._keeper.resume(MatchstickPuzzle.GAME)
        if session is None or session.outcome == "abandoned":
            return False
        self._show_session(session)
        if session.solved and session.verdict is not None:
            self._show_verdict(session.verdict)  # a solved puzzle comes back with its verdict
        elif session.answer_shown and not session.hints:
            self._with_analysis(MatchstickTab._list_solutions)
        elif session.hints:
            self._with_analysis(MatchstickTab._show_taken_hint)
        return True

    def play_puzzle(self, puzzle: MatchstickPuzzle, mode: str, origin: Origin = CHOSEN) -> None:
        """Play a shared puzzle (a code, the daily puzzle, a set's) under its own rules, in
        `mode`, for this puzzle only: the controls keep the player's settings and the panel
        says what differs."""
        self._show_session(self._keeper.start(puzzle, mode, origin))
        self._save()

    def current_puzzle(self) -> MatchstickPuzzle | None:
        return None if self.session is None or self._generating else self.session.puzzle

    def puzzle(self) -> Puzzle | None:
        return self.board.puzzle()

    def rules(self) -> Rules:
        return self._rules

    # Playing.

    def check_answer(self) -> None:
        """Hand the board's layout to the session, which asks the engine and scores."""
        layout = self.board.current_layout()
        if layout is None or self.session is None:
            return
        self.board.leave_preview()
        try:
            judgement = self.session.check(layout)
        except PuzzleInputError as error:
            self._say(partial(self.texts.message, error.message), "error", about_layout=True)
            return
        self._show_verdict(judgement.verdict)
        if judgement.solved_now:
            self.board.celebrate()
            self.status_message.emit(self.tr("Solved!"))
        self._after_play()

    def _show_verdict(self, verdict: Verdict) -> None:
        kind = "success" if verdict.kind == RIGHT else "error"
        self._say(partial(self.texts.message, verdict.message), kind, about_layout=True)

    def undo(self) -> None:
        self.board.undo()

    def redo(self) -> None:
        self.board.redo()

    def reset(self) -> None:
        self.board.reset()

    # Engine work, in the background when it may be slow.

    def _with_analysis(self, then: AnalysisAction) -> None:
        """Run `then(tab, analysis)` for the puzzle on the board: at once when it is known or
        quick to find, else when the worker has it (saying so meanwhile)."""
        puzzle = self.board.puzzle()
        if puzzle is None or self._generating:
            return
        if self._work.analysis is None and analysis_may_be_slow(puzzle):
            self._say(self.texts.looking)
            self._work.with_analysis(MatchstickTab._analysed)
        try:
            self._work.with_analysis(then)
        except PuzzleInputError as error:
            self._say(partial(self.texts.message, error.message), "error")

    def _analysed(self, _analysis: Analysis) -> None:
        self.verdict.clear()

    def _task_failed(self, message: str) -> None:
        self._generating = False
        self._say(partial(self.texts.fixed, message), "error")

    def _forget_analysis(self) -> None:
        """The puzzle or its rules changed: what the engine said of the old one goes."""
        puzzle = self.board.puzzle()
        if puzzle is None:
            self._work.cancel()
        else:
            analysis = partial(analyse, puzzle, self._rules)
            self._work.follow(analysis, quick=not analysis_may_be_slow(puzzle))
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

    def retranslate_ui(self) -> None:
        self.table.retranslate()
        self.panel.retranslate_ui()
        self._retranslate_puzzle()
        self.verdict.retranslate()
        self.board.announce()
        self.board.update()

    def _retranslate_puzzle(self, _analysis: object = None) -> None:
        """The task, with how many solutions the puzzle has once the engine has counted."""
        puzzle, analysis = self.board.puzzle(), self._work.analysis
        count = len(analysis.solutions) if analysis is not None else 0
        self.instruction_label.setText("" if puzzle is None else self.posing.task(puzzle, count))
        self._board_changed()

    def _retranslate_moves(self) -> None:
        puzzle = self.board.puzzle()
        self.moves_left_label.setText(
            "" if puzzle is None else self.posing.progress(puzzle, self.board.sticks_used())
        )

    def rules_text(self) -> str:
        return rules_text()
