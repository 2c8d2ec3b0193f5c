"""The 24 Points tab: a view over the game's session (`engines.play`), which decides play.

The tab turns clicks and typing into session calls and shows what the session says, through
its parts: the table (`table.py`), the side panel (`side_panel.py`, `options.py`), the answer
being built (`answer_editor.py`), the hint and solutions (`hand_help.py`) and the "How many
ways?" round (`ways_mode.py`); what every game tab does alike is `gui.play.game_tab`.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from functools import partial

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget

from engines.common import Level, Message, PuzzleInputError
from engines.play import Judgement, Session, SessionStore, TwentyFourPuzzle, Verdict
from engines.play.clock import Now
from engines.play.scoring import CHOSEN, DEALT, Origin
from engines.twentyfour import Answer, Rules, Token, card_name, is_solvable, shown_card
from gui.play.beat_the_clock import install_mode_panel
from gui.play.game_tab import GameTab
from gui.shell.settings import TF_SOLVABLE_ONLY, Settings
from gui.twentyfour import analysis
from gui.twentyfour.analysis import BACKGROUND_FROM_CARDS, HandAnalysis
from gui.twentyfour.answer_editor import AnswerEditor
from gui.twentyfour.answer_keys import AnswerKeys, forward_typing
from gui.twentyfour.answer_text import shown_message
from gui.twentyfour.card_view import CardView
from gui.twentyfour.hand_help import HandHelp
from gui.twentyfour.options import OptionControls, own_deal, own_rule_notes, rules_from_settings
from gui.twentyfour.preset_panel import PresetPanel, feedback_kind
from gui.twentyfour.rules_text import prompt_text, rules_text
from gui.twentyfour.side_panel import HandPanel
from gui.twentyfour.steps import StepPlay
from gui.twentyfour.table import CardTable
from gui.twentyfour.table_hand import table_hand
from gui.twentyfour.ways_mode import WaysMode


class TwentyFourTab(GameTab):
    """The 24-point game: cards on a felt table, the answer builder, hints and solutions."""

    def __init__(
        self,
        settings: Settings,
        parent: QWidget | None = None,
        *,
        store: SessionStore | None = None,
        now: Now = time.monotonic,
    ) -> None:
        super().__init__("twentyFourTab", parent, store=store, now=now)
        self._settings = settings
        self._rules = rules_from_settings(settings)
        self._own_rules = self._rules
        self._dealing = False
        self._feedback: tuple[str, Callable[[], str]] | None = None
        self._work.failed.connect(self._task_failed)
        self._table = CardTable(self)
        self._panel = HandPanel(self)
        self.show_parts(
            self._table.frame, self._panel.frame, self._panel.scoreboard,
            partial(own_rule_notes, settings=settings), keyboard=self._table.expression,
        )
        self._editor = AnswerEditor(self._keeper, self._table)
        self._editor.refused.connect(self._show_error)
        self._steps = StepPlay(self._table, self._editor, self._keeper)
        self._editor.changed.connect(self._answer_changed)  # saves what the steps kept
        self._steps.finished.connect(self.check_answer)
        self._steps.refused.connect(self._show_error)
        self._help = HandHelp(self._table, self._panel)
        self.presets = PresetPanel(self._table, self._panel, settings, self._keeper)
        self.presets.connect_to(self._show_judgement, self._options_redeal)
        self._connect()
        self.mode_panel = install_mode_panel(self._panel.frame, self._keeper, self.new_game)
        frame, heading = self._panel.frame, self._panel.solutions_heading
        self._ways = WaysMode(self.mode_panel, self._keeper, frame, heading)
        self._ways.changed.connect(self._ways_switched)
        self._ways.changed.connect(self.presets.show_controls)
        self._panel.load(settings)
        self._show_rule_controls()
        self.retranslate_ui()
        if not self._resume():
            self.deal_own()

    def _connect(self) -> None:
        table, panel = self._table, self._panel
        table.token_chosen.connect(self._add_token)
        table.expression.textEdited.connect(self._expression_typed)
        table.expression.returnPressed.connect(self.check_answer)
        table.backspace_button.clicked.connect(self.undo)
        table.redo_button.clicked.connect(self.redo)
        table.clear_button.clicked.connect(self._clear_answer)
        table.check_button.clicked.connect(self.check_answer)
        table.no_solution_button.clicked.connect(self.claim_no_solution)
        shortcut = QShortcut(QKeySequence("Ctrl+Shift+N"), self)
        shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        shortcut.activated.connect(self.claim_no_solution)
        answer_keys = AnswerKeys(table.expression)
        answer_keys.undo_pressed.connect(self.undo)
        answer_keys.redo_pressed.connect(self.redo)
        table.hint_button.clicked.connect(self.next_hint)
        table.solutions_button.clicked.connect(self.show_solutions)
        panel.deal_button.clicked.connect(self.new_game)
        panel.hand_input.returnPressed.connect(self._hand_entered)
        options = OptionControls(panel, self._settings)
        options.redeal_wanted.connect(self._options_redeal)
        options.rules_edited.connect(self._rules_changed)
        options.solvable_only_changed.connect(self._show_rule_controls)
        options.refused.connect(self._show_error)
        self._steps.follow(panel.solutions_list)
        self._work.runner.busy_changed.connect(panel.busy_box.setVisible)

    # ----- the tab contract -----------------------------------------------------------

    def new_game(self) -> None:
        """Deal a fresh hand; the session says whether walking away ends the streak."""
        if self.hand:
            self.session.skip(solvable=self._is_solvable_hand())
            self._save()
        self.deal_own()

    def deal_hand(self, text: str) -> None:
        """Put a typed hand such as `3 3 8 8` on the table.

        Raises PuzzleInputError with the engine's message for a bad hand (a joker, a bad token,
        a size the table cannot hold), the table left as it was. The hand is played under the
        player's rules; the settings stay, the panel says when the hand's size differs.
        """
        hand = table_hand(text)
        self._panel.hand_input.setText(" ".join(card_name(value) for value in hand))
        self._set_hand(hand, origin=CHOSEN)

    def check_answer(self) -> None:
        """Hand the expression to the session, which asks the engine and scores; show what
        it found. A check that is not an answer yet costs nothing."""
        if not self.hand:
            return
        if self._ways.active:
            self._judge_way()
            return
        self._show_judgement(self.session.check(self._table.expression.text()))

    def claim_no_solution(self) -> None:
        """The player says this hand cannot make the target: the session judges and scores."""
        if self.hand:
            self._work.with_analysis(TwentyFourTab._judge_no_solution)

    def next_hint(self) -> None:
        """Show the next rung of the engine's hint ladder and highlight the cards it names."""
        if self.hand:
            self._work.with_analysis(TwentyFourTab._take_hint)

    def show_solutions(self) -> None:
        """List every distinct solution (or, for a hand with none, the nearest values)."""
        if self.hand and self._ways.active:
            self._work.with_analysis(TwentyFourTab._reveal_missing_ways)
        elif self.hand:
            self._work.with_analysis(TwentyFourTab._reveal_solutions)

    def undo(self) -> None:
        if self.hand:
            self._editor.undo()

    def redo(self) -> None:
        if self.hand:
            self._editor.redo()

    def play_puzzle(self, puzzle: TwentyFourPuzzle, mode: str, origin: Origin = CHOSEN) -> None:
        """Play a shared puzzle (a code, the daily hand, a set's) under its own rules, in
        `mode`, for this hand only: the controls keep the player's settings, the panel says
        what differs, and the next deal follows the settings again."""
        self._clear_table(len(puzzle.hand))
        self._show_session(self._keeper.start(puzzle, mode, origin))
        self._save()

    def current_puzzle(self) -> TwentyFourPuzzle | None:
        return None if self.session is None or self._dealing else self.session.puzzle

    def retranslate_ui(self) -> None:
        self._table.retranslate_ui()
        self._steps.retranslate_ui()
        self._panel.retranslate_ui()
        self._ways.retranslate_ui()
        self._show_prompt()
        if self._feedback is not None:
            self._show_feedback(*self._feedback)
        self._help.retranslate()

    def reload_settings(self) -> None:
        """Follow a change made in the Settings menu: redeal or re-solve as needed."""
        shown_count = self._panel.card_count.currentData()
        self._panel.load(self._settings)
        if self.presets.load() or self._panel.card_count.currentData() != shown_count:
            self._own_rules = rules_from_settings(self._settings)
            self._options_redeal()
        else:
            self._rules_changed()
        self._show_rule_controls()

    def rules_text(self) -> str:
        return rules_text(self._rules)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Backspace takes back a token; card values and operators go to the answer box."""
        if event.key() == Qt.Key.Key_Backspace:
            self.undo()
        elif not (self.hand and forward_typing(event, self._table.expression)):
            super().keyPressEvent(event)

    @property
    def hand(self) -> tuple[int, ...]:
        """The hand on the table; empty while a hand is being dealt."""
        if self.session is None or self._dealing:
            return ()
        return self.session.puzzle.hand

    @property
    def rules(self) -> Rules:
        return self._rules

    @property
    def answer(self) -> Answer:
        return self.session.current if self.hand else Answer(())

    @property
    def cards(self) -> Sequence[CardView]:
        return tuple(self._table.cards)

    # ----- dealing and sessions -------------------------------------------------------

    def deal_own(self) -> None:
        """A hand dealt under the player's own settings (never a shared puzzle's rules)."""
        self._panel.hand_input.clear()
        plan = own_deal(self._settings)
        if not plan.quick:
            self._clear_table(plan.count)
            self._work.run(plan.deal, lambda tab, dealt: tab._set_hand(*dealt, plan.level))
            return
        try:
            hand, rules = plan.deal()
        except PuzzleInputError as error:
            self._show_error(error.message)
            return
        self._set_hand(hand, rules, plan.level)

    def _clear_table(self, count: int) -> None:
        """Face-down cards while a hand is being dealt; nothing can be played yet."""
        self._work.cancel()
        self._dealing = True
        self._table.show_face_down(count)
        self._steps.reset()
        self._table.expression.setText("")
        self._editor.matches_history = True
        self._feedback = None
        self._table.hide_feedback()
        self._help.reset()

    def _set_hand(self, hand: tuple[int, ...], rules: Rules | None = None,
                  level: Level | None = None, origin: Origin = DEALT) -> None:
        """A new session for `hand` under `rules` (default: the player's); the last one ends."""
        self._clear_table(len(hand))
        puzzle = TwentyFourPuzzle(hand, rules or rules_from_settings(self._settings), level)
        self._show_session(self._keeper.start(puzzle, origin=origin))
        self._save(durable=self.isVisible())  # no fsync before the first frame: nothing played
        cards = " ".join(shown_card(value, puzzle.rules.highest_card) for value in hand)
        self.status_message.emit(self.tr("New hand: {cards}").format(cards=cards))

    def _show_session(self, session: Session[Answer]) -> None:
        puzzle: TwentyFourPuzzle = session.puzzle
        self._dealing = False
        self._rules = puzzle.rules
        self._show_rule_controls()
        self._table.show_hand(puzzle.hand, puzzle.rules.highest_card)
        draft = session.draft
        self._editor.show()
        if draft:
            self._editor.write(draft)
        self._steps.reset(puzzle.hand, puzzle.rules, session.steps)
        self._show_prompt()
        self.scoreboard.refresh()
        self._table.expression.setFocus()
        hand, rules = puzzle.hand, puzzle.rules
        quick = len(hand) < BACKGROUND_FROM_CARDS
        self._work.follow(lambda: analysis.analyse_hand(hand, rules), quick=quick)
        self.presets.show_session(session, self._work)
        if self._ways.active:
            self._start_round()

    def _resume(self) -> bool:
        """Carry on with the saved hand as it was left (verdict, hint, solutions); False when
        there is none. A hand left for one still being dealt is not resumed (its score is)."""
        session = self._keeper.resume(TwentyFourPuzzle.GAME)
        if session is None or session.outcome == "abandoned":
            return False
        self._clear_table(len(session.puzzle.hand))
        self._show_session(session)
        if session.verdict is not None:
            self._show_verdict(session.verdict)
        self._ways.resume()
        if session.hints:
            self._work.with_analysis(TwentyFourTab._show_taken_hint)
        if session.answer_shown:
            self._work.with_analysis(TwentyFourTab._list_solutions)
        return True

    def _save(self, *, durable: bool = True) -> None:
        if not self._dealing:
            super()._save(durable=durable)

    def _hand_entered(self) -> None:
        try:
            self.deal_hand(self._panel.hand_input.text())
        except PuzzleInputError as error:
            self._show_error(error.message)

    def _show_rule_controls(self) -> None:
        """Brackets do not exist in left-to-right mode; only solvable hands have a level."""
        self._table.allow_brackets(not self._rules.left_to_right)
        self._panel.difficulty.setEnabled(self._settings.get(TF_SOLVABLE_ONLY))
        self._show_prompt()

    def _options_redeal(self) -> None:
        """The level or the card count changed: a new hand, unless one is in progress."""
        self.scoreboard.refresh()
        if self._in_progress():
            self.status_message.emit(self.tr("The new settings apply from the next hand."))
        else:
            self.deal_own()

    def _rules_changed(self) -> None:
        """New rules from the options: a hand not yet tried is dealt again under them; on a
        hand in progress they apply from the next deal, so nothing played is lost."""
        rules = rules_from_settings(self._settings)
        if rules == self._own_rules:
            return
        self._own_rules = rules
        self.scoreboard.refresh()
        if self._in_progress():
            self.status_message.emit(self.tr("The new settings apply from the next hand."))
        elif self.hand:
            self._set_hand(self.hand, None, self.session.puzzle.level, self.session.origin)

    # ----- verdicts, hints and solutions ----------------------------------------------

    def _judge_no_solution(self, analysis: HandAnalysis) -> None:
        self._show_judgement(self.session.claim_no_solution(solvable=bool(analysis.solutions)))

    def _show_judgement(self, judgement: Judgement) -> None:
        self._show_verdict(judgement.verdict)
        if judgement.solved_now:
            self._table.celebrate()
            self._show_prompt()
            self.status_message.emit(
                self.tr("Solved in {seconds} s.").format(seconds=self.session.seconds)
            )
        self._after_play()

    def _show_verdict(self, verdict: Verdict) -> None:
        kind = feedback_kind(verdict)
        self._show_feedback(kind, partial(shown_message, verdict.message))

    def _show_prompt(self) -> None:
        """The task above the cards; once solved, a gold "well done" with the time taken."""
        solved = self.hand != () and self.session.solved
        ways = self._ways.prompt(str(self._rules.target)) if self._ways.active else None
        seconds = self.session.seconds if solved else None
        self._table.show_prompt(prompt_text(self._rules, seconds, ways), solved=solved)

    def _show_feedback(self, kind: str, render: Callable[[], str]) -> None:
        self._feedback = (kind, render)
        self._table.show_feedback(kind, render())

    def _is_solvable_hand(self) -> bool:
        if self._work.analysis is not None:
            return bool(self._work.analysis.solutions)
        return len(self.hand) >= BACKGROUND_FROM_CARDS or is_solvable(self.hand, self._rules)

    def _take_hint(self, analysis: HandAnalysis) -> None:
        self._help.take_hint(self.session, analysis)
        self._after_play()

    def _show_taken_hint(self, analysis: HandAnalysis) -> None:
        self._help.show_taken_hint(self.session, analysis)

    def _reveal_solutions(self, analysis: HandAnalysis) -> None:
        self._help.reveal(self.session, analysis)
        self._after_play()

    def _list_solutions(self, analysis: HandAnalysis) -> None:
        self._help.list_solutions(analysis)

    def _add_token(self, token: Token) -> None:
        if self.hand:
            self._editor.add_token(token)

    def _expression_typed(self, text: str) -> None:
        if self.hand:
            self._editor.typed(text)

    def _answer_changed(self) -> None:
        """A verdict is about the answer it judged: it goes as soon as the answer changes."""
        self._feedback = None
        self._table.hide_feedback()
        self._save()

    def _clear_answer(self) -> None:
        if self.hand:
            self._editor.clear()

    # ----- "How many ways?" ------------------------------------------------------------

    def _ways_switched(self, active: bool) -> None:
        """Into the mode: a round on the hand on the table. Out of it: free play again."""
        self._table.no_solution_button.setVisible(not active)
        self._feedback = None
        self._table.hide_feedback()
        self._help.reset()
        self._show_prompt()
        if active and self.hand:
            self._start_round()

    def _start_round(self) -> None:
        self._ways.start(self.hand, self._rules)
        self._work.with_analysis(TwentyFourTab._round_solutions)

    def _round_solutions(self, analysis: HandAnalysis) -> None:
        self._ways.know_solutions(analysis.hand, analysis.solutions)

    def _reveal_missing_ways(self, analysis: HandAnalysis) -> None:
        self._ways.round.reveal_missing()
        self._save()

    def _judge_way(self) -> None:
        """The answer goes to the round's judge; the box empties for the next way (an
        unfinished answer stays, to be finished)."""
        kind, render, done = self._ways.judge(self._table.expression.text())
        if done:
            self._clear_answer()
        self._show_feedback(kind, render)
        self._save()

    def _show_error(self, message: Message) -> None:
        self._show_feedback("error", partial(shown_message, message))

    def _task_failed(self, message: str) -> None:
        self._show_feedback("error", lambda: message)
