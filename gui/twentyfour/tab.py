"""The 24 Points tab: a view over the game's session (`engines.play`).

The engine parses, checks, solves and hints; the session keeps the hand, the answer's history,
the clock, the hints taken and the score. The tab turns clicks and typing into session calls
and shows what the session says, through its two parts: the felt table (`table.py`) and the
side panel (`side_panel.py`), with the options (`options.py`). Slow work (hands of 5 or 6
cards) goes to a worker (`hand_work.py`) so the window never freezes. After every move,
check and hint the session is saved, if a store is set.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from functools import partial

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import QWidget

from engines.common import Level, Message, PuzzleInputError
from engines.play import (
    CHOSEN,
    DEALT,
    RIGHT,
    Judgement,
    Session,
    SessionStore,
    TwentyFourPuzzle,
    Verdict,
)
from engines.play.clock import Now
from engines.play.differences import differences, twentyfour_terms
from engines.play.scoring import Origin
from engines.play.session import Listener
from engines.twentyfour import (
    Answer,
    HandError,
    Hint,
    Rules,
    Solution,
    Token,
    apply,
    card_name,
    deal,
    hints_from,
    is_solvable,
    parse_hand,
)
from engines.twentyfour import messages as engine_messages
from gui.play.beat_the_clock import install_mode_panel
from gui.play.session_keeper import SessionKeeper
from gui.shell import style
from gui.shell.settings import (
    TF_CARD_COUNT,
    TF_DIFFICULTY,
    TF_SOLVABLE_ONLY,
    Settings,
)
from gui.twentyfour.analysis import HandAnalysis
from gui.twentyfour.answer_keys import AnswerKeys, forward_typing
from gui.twentyfour.answer_text import answer_from_text, pretty_expression, shown_message
from gui.twentyfour.card_view import CardView
from gui.twentyfour.hand_work import BACKGROUND_FROM_CARDS, HandWork
from gui.twentyfour.options import OptionControls, rules_from_settings
from gui.twentyfour.rules_text import rules_text
from gui.twentyfour.side_panel import HandPanel
from gui.twentyfour.table import CardTable
from gui.twentyfour.ways_mode import WaysMode

MIN_TABLE_CARDS = 4
MAX_TABLE_CARDS = 6


class TwentyFourTab(QWidget):
    """The 24-point game: cards on a felt table, the answer builder, hints and solutions."""

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
        self.setObjectName("twentyFourTab")
        self._settings = settings
        self._keeper = SessionKeeper(store, now)
        self._rules = rules_from_settings(self._settings)
        self._own_rules = self._rules
        self._dealing = False
        self._text_matches_history = True
        self._feedback: tuple[str, Callable[[], str]] | None = None
        self._hint_text: Callable[[TwentyFourTab], str] | None = None
        self._solutions_shown = False
        self._work = HandWork(self)
        self._work.failed.connect(self._task_failed)
        self.setStyleSheet(style.STYLE_SHEET)
        self._table = CardTable(self)
        self._panel = HandPanel(self)
        style.game_layout(self, self._table.frame, self._panel.frame)
        self.scoreboard = self._panel.scoreboard
        keeper = self._keeper  # not self: a lambda holding the tab would make a cycle
        self.scoreboard.follow(lambda: keeper.session, partial(_rule_notes, keeper, settings))
        self._connect()
        self.mode_panel = install_mode_panel(self._panel.frame, self._keeper, self.new_game)
        self._ways = WaysMode(
            self.mode_panel, self._keeper, self._panel.frame, self._panel.solutions_heading
        )
        self._ways.changed.connect(self._ways_switched)
        self._panel.load(settings)
        self._show_rule_controls()
        self.retranslate_ui()
        if not self._resume():
            self._deal_random()

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
        panel.solutions_list.chosen.connect(self._solution_chosen)
        self._work.runner.busy_changed.connect(panel.busy_box.setVisible)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._panel.frame.setFixedWidth(style.side_panel_width(event.size().width()))
        super().resizeEvent(event)

    # ----- the tab contract -----------------------------------------------------------

    def new_game(self) -> None:
        """Deal a fresh hand; walking away from a solvable, unsolved hand breaks the streak."""
        if self.hand:
            self._session.skip(solvable=self._is_solvable_hand())
            self._save()
        self._deal_random()

    def deal_hand(self, text: str) -> None:
        """Put a typed hand such as `3 3 8 8` on the table.

        Raises PuzzleInputError with the engine's message for a bad hand (a joker, a bad
        token, or fewer or more cards than the table holds); the table is then left as it
        was. The hand is played under the player's rules; the settings (Cards among them)
        stay as they are, and the panel says when the hand's size differs from them.
        """
        table_size = HandError(
            Message.of(engine_messages.HAND_SIZE, low=MIN_TABLE_CARDS, high=MAX_TABLE_CARDS)
        )
        try:
            hand = parse_hand(text, max_cards=MAX_TABLE_CARDS)
        except HandError as error:
            if error.message.template != engine_messages.HAND_SIZE:
                raise
            raise table_size from None
        if len(hand) < MIN_TABLE_CARDS:
            raise table_size
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
        self._show_judgement(self._session.check(self._table.expression.text()))

    def claim_no_solution(self) -> None:
        """The player says this hand cannot make the target: the session judges and scores."""
        if self.hand:
            self._work.with_analysis(TwentyFourTab._judge_no_solution)

    def _judge_no_solution(self, analysis: HandAnalysis) -> None:
        self._show_judgement(self._session.claim_no_solution(solvable=bool(analysis.solutions)))

    def _show_judgement(self, judgement: Judgement) -> None:
        self._show_verdict(judgement.verdict)
        if judgement.solved_now:
            self._table.celebrate()
            self._show_prompt()
            self.status_message.emit(
                self.tr("Solved in {seconds} s.").format(seconds=self._session.seconds)
            )
        self._after_play()

    def _show_verdict(self, verdict: Verdict) -> None:
        kind = "success" if verdict.kind == RIGHT else "error"
        self._show_feedback(kind, partial(shown_message, verdict.message))

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
        """Take back the last token of the answer (or the typing that could not be read)."""
        if self.hand and (not self._text_matches_history or self._session.undo()):
            self._show_answer()
            self._save()

    def redo(self) -> None:
        if self.hand and self._session.redo():
            self._show_answer()
            self._save()

    def play_puzzle(self, puzzle: TwentyFourPuzzle, mode: str, origin: Origin = CHOSEN) -> None:
        """Play a shared puzzle (a code, the daily hand, a set's) under its own rules, in
        `mode`, for this hand only: the controls keep the player's settings, the panel says
        what differs, and the next deal follows the settings again."""
        self._clear_table(len(puzzle.hand))
        self._show_session(self._keeper.start(puzzle, mode, origin))
        self._save()

    def current_puzzle(self) -> TwentyFourPuzzle | None:
        return None if self._session is None or self._dealing else self._session.puzzle

    def on_finished(self, listener: Listener) -> None:
        """`listener` hears about every hand of this tab that reaches its outcome."""
        self._keeper.on_finished(listener)

    def set_on_screen(self, on_screen: bool) -> None:
        """The window shows this tab (or stopped showing it): the puzzle's clock follows."""
        self._keeper.set_on_screen(on_screen)
        self.scoreboard.refresh()

    def save_session(self) -> None:
        self._save()

    def use_store(self, store: SessionStore) -> None:
        """Another player sits down: open their saved hand, score and streak (or deal)."""
        self._work.cancel()
        self._keeper.use_store(store)
        if not self._resume():
            self._deal_random()

    def retranslate_ui(self) -> None:
        self._table.retranslate_ui()
        self._panel.retranslate_ui()
        self._ways.retranslate_ui()
        self._show_prompt()
        if self._feedback is not None:
            self._show_feedback(*self._feedback)
        if self._hint_text is not None:
            self._show_hint_text(self._hint_text(self))
        self._show_solution_list()

    def reload_settings(self) -> None:
        """Follow a change made in the Settings menu: redeal or re-solve as needed."""
        shown_count = self._panel.card_count.currentData()
        self._panel.load(self._settings)
        if self._panel.card_count.currentData() != shown_count:
            self._own_rules = rules_from_settings(self._settings)
            self._options_redeal()
        else:
            self._rules_changed()
        self._show_rule_controls()

    def rules_text(self) -> str:
        return rules_text(self._rules)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Backspace takes back a token; card values and operators go to the answer box."""
        if event.key() == Qt.Key.Key_Backspace:
            self.undo()
        elif not (self.hand and forward_typing(event, self._table.expression)):
            super().keyPressEvent(event)

    # ----- read-only views for the window and tests -----------------------------------

    @property
    def _session(self) -> Session[Answer] | None:
        return self._keeper.session

    @property
    def session(self) -> Session[Answer] | None:
        return self._session

    @property
    def hand(self) -> tuple[int, ...]:
        """The hand on the table; empty while a hand is being dealt."""
        if self._session is None or self._dealing:
            return ()
        return self._session.puzzle.hand

    @property
    def rules(self) -> Rules:
        return self._rules

    @property
    def answer(self) -> Answer:
        return self._session.current if self.hand else Answer(())

    @property
    def cards(self) -> Sequence[CardView]:
        return tuple(self._table.cards)

    def is_busy(self) -> bool:
        return self._work.runner.is_busy()

    # ----- dealing and sessions -------------------------------------------------------

    def _deal_random(self) -> None:
        """A hand dealt under the player's own settings (never a shared puzzle's rules)."""
        self._panel.hand_input.clear()
        count = self._settings.get(TF_CARD_COUNT)
        solvable_only = self._settings.get(TF_SOLVABLE_ONLY)
        level = self._settings.get(TF_DIFFICULTY) if solvable_only else None
        rules = rules_from_settings(self._settings)
        dealer = partial(deal, level, cards=count, rules=rules, solvable_only=solvable_only)
        if count < BACKGROUND_FROM_CARDS and rules.target == Rules().target:
            # Four cards for the usual target take milliseconds; an odd one may need many tries.
            try:
                hand = dealer()
            except PuzzleInputError as error:
                self._show_feedback("error", partial(shown_message, error.message))
                return
            self._set_hand(hand, level)
            return
        self._clear_table(count)
        self._work.deal(dealer, partial(TwentyFourTab._dealt, level=level))

    def _clear_table(self, count: int) -> None:
        """Face-down cards while a hand is being dealt; nothing can be played yet."""
        self._work.cancel()
        self._dealing = True
        self._table.show_face_down(count)
        self._table.expression.setText("")
        self._text_matches_history = True
        self._feedback = None
        self._table.hide_feedback()
        self._reset_help()

    def _dealt(self, hand: object, level: Level | None) -> None:
        self._set_hand(tuple(hand), level)  # type: ignore[arg-type]

    def _set_hand(
        self, hand: tuple[int, ...], level: Level | None = None, origin: Origin = DEALT
    ) -> None:
        """A new session for `hand` under the player's rules (the last one ends unscored)."""
        self._clear_table(len(hand))
        puzzle = TwentyFourPuzzle(hand, rules_from_settings(self._settings), level)
        self._show_session(self._keeper.start(puzzle, origin=origin))
        self._save()
        self.status_message.emit(
            self.tr("New hand: {cards}").format(cards=" ".join(map(card_name, hand)))
        )

    def _show_session(self, session: Session[Answer]) -> None:
        self._dealing = False
        self._rules = session.puzzle.rules
        self._show_rule_controls()
        self._table.show_hand(session.puzzle.hand)
        draft = session.draft
        self._show_answer()
        if draft:
            self._table.expression.setText(draft)
            self._expression_typed(draft)
        self._show_prompt()
        self.scoreboard.refresh()
        self._table.expression.setFocus()
        self._work.follow(session.puzzle.hand, self._rules)
        if self._ways.active:
            self._start_round()

    def _resume(self) -> bool:
        """Carry on with the saved hand exactly as it was left; False when there is none.

        A hand left for a new one still being dealt is not resumed, but its score and streak
        carry on into the next.
        """
        session = self._keeper.resume(TwentyFourPuzzle.GAME)
        if session is None or session.outcome == "abandoned":
            return False
        self._clear_table(len(session.puzzle.hand))
        self._show_session(session)
        if session.verdict is not None:
            self._show_verdict(session.verdict)  # a solved hand comes back with its "Well done"
        self._ways.resume()
        if session.hints:
            self._work.with_analysis(TwentyFourTab._show_taken_hint)
        if session.answer_shown:
            self._work.with_analysis(TwentyFourTab._list_solutions)
        return True

    def _save(self) -> None:
        if not self._dealing:
            self._keeper.save()

    def _after_play(self) -> None:
        self.scoreboard.refresh()
        self._save()

    def _hand_entered(self) -> None:
        try:
            self.deal_hand(self._panel.hand_input.text())
        except PuzzleInputError as error:
            self._show_feedback("error", partial(shown_message, error.message))

    # ----- settings on the tab --------------------------------------------------------

    def _show_rule_controls(self) -> None:
        """Brackets do not exist in left-to-right mode; only solvable hands have a level."""
        self._table.allow_brackets(not self._rules.left_to_right)
        self._panel.difficulty.setEnabled(self._settings.get(TF_SOLVABLE_ONLY))
        self._show_prompt()

    def _in_progress(self) -> bool:
        """A hand the player has tried and not finished: option changes wait for the next."""
        session = self._session
        return bool(self.hand) and session.tried and not session.finished

    def _options_redeal(self) -> None:
        """The level or the card count changed: a new hand, unless one is in progress."""
        self.scoreboard.refresh()
        if self._in_progress():
            self.status_message.emit(self.tr("The new settings apply from the next hand."))
        else:
            self._deal_random()

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
            self._set_hand(self.hand, self._session.puzzle.level, self._session.origin)

    # ----- the answer -----------------------------------------------------------------

    def _add_token(self, token: Token) -> None:
        """A click on a card (its position) or an operator key appends it to the answer."""
        if not self.hand:
            return
        if not self._text_matches_history:
            piece = card_name(self.hand[token]) if isinstance(token, int) else token
            self._table.expression.setText(self._table.expression.text() + piece)
            self._expression_typed(self._table.expression.text())
            return
        try:
            answer = apply(self._session.current, token)
        except PuzzleInputError as error:
            self._show_feedback("error", partial(shown_message, error.message))
            return
        self._session.push(answer)
        self._show_answer()
        self._save()

    def _expression_typed(self, text: str) -> None:
        """Typing becomes answer steps as far as it reads; the rest is kept as a draft."""
        if not self.hand:
            return
        answer, complete = answer_from_text(text, self.hand)
        self._text_matches_history = complete
        if complete and answer != self._session.current:
            self._session.push(answer)
        self._session.set_draft("" if complete else text)
        self._table.mark_used(answer.used_positions)
        self._save()

    def _clear_answer(self) -> None:
        if self.hand and (self._session.current.tokens or not self._text_matches_history):
            self._session.push(Answer(self.hand))
            self._show_answer()
            self._save()

    def _solution_chosen(self, solution: Solution) -> None:
        self._table.expression.setText(solution.text)
        self._expression_typed(solution.text)

    def _show_answer(self) -> None:
        answer = self._session.current
        self._table.expression.setText(answer.text)
        self._text_matches_history = True
        self._session.set_draft("")
        self._table.mark_used(answer.used_positions)

    # ----- feedback, hints and solutions ----------------------------------------------

    def _show_prompt(self) -> None:
        """The task above the cards; once solved, a gold "well done" with the time taken."""
        target = str(self._rules.target)
        solved = self.hand != () and self._session.solved
        if solved:
            minutes, seconds = divmod(self._session.seconds, 60)
            text = self.tr("★ Solved in {time}! ★").format(time=f"{minutes:02d}:{seconds:02d}")
        elif self._ways.active:
            text = self._ways.prompt(target)
        elif self._rules.left_to_right:
            text = self.tr("Make {target} with every card, working left to right").format(
                target=target
            )
        else:
            text = self.tr("Make {target} with every card exactly once").format(target=target)
        self._table.show_prompt(text, solved=solved)

    def _show_feedback(self, kind: str, render: Callable[[], str]) -> None:
        self._feedback = (kind, render)
        self._table.show_feedback(kind, render())

    def _reset_help(self) -> None:
        self._hint_text = None
        self._show_hint_text(None)
        self._solutions_shown = False
        self._show_solution_list()
        self._table.highlight(())

    def _is_solvable_hand(self) -> bool:
        if self._work.analysis is not None:
            return bool(self._work.analysis.solutions)
        return len(self.hand) >= BACKGROUND_FROM_CARDS or is_solvable(self.hand, self._rules)

    def _take_hint(self, analysis: HandAnalysis) -> None:
        if analysis.solutions:
            self._session.take_hint(len(self._hints_from_answer(analysis)))
        self._show_taken_hint(analysis)
        self._after_play()

    def _hints_from_answer(self, analysis: HandAnalysis) -> tuple[Hint, ...]:
        """The hint ladder from the answer typed so far (the engine's `hints_from`)."""
        typed, _ = answer_from_text(self._table.expression.text(), self.hand)
        if not typed.tokens:
            return analysis.hints
        return tuple(hints_from(typed, self._rules, analysis.solutions))

    def _show_taken_hint(self, analysis: HandAnalysis) -> None:
        """The rung the session has reached, with its cards highlighted."""
        if not analysis.solutions:
            self._set_hint(partial(TwentyFourTab._no_solution_text, analysis=analysis))
            return
        ladder = self._hints_from_answer(analysis)
        step = min(self._session.hints, len(ladder)) - 1
        hint = ladder[step]
        total = len(ladder)
        self._set_hint(partial(TwentyFourTab._hint_line, step=step + 1, total=total, hint=hint))
        self._table.highlight(hint.cards)

    def _hint_line(self, step: int, total: int, hint: Hint) -> str:
        return self.tr("Hint {step} of {total}: {hint}").format(
            step=step, total=total, hint=shown_message(hint.message)
        )

    def _set_hint(self, render: Callable[[TwentyFourTab], str]) -> None:
        self._hint_text = render
        self._show_hint_text(render(self))

    def _show_hint_text(self, text: str | None) -> None:
        """Hints show on the table, by the cards they name, and stay in the side panel."""
        self._table.show_hint(text)
        self._panel.show_hint(text)

    def _reveal_solutions(self, analysis: HandAnalysis) -> None:
        if analysis.solutions:
            self._session.reveal()
        self._list_solutions(analysis)
        self._after_play()

    def _list_solutions(self, analysis: HandAnalysis) -> None:
        self._solutions_shown = True
        self._show_solution_list()

    def _no_solution_text(self, analysis: HandAnalysis) -> str:
        return self.tr("No solution: these cards cannot make {target}. Nearest: {values}.").format(
            target=str(self._rules.target),
            values=", ".join(str(value) for value in analysis.nearest),
        )

    def _show_solution_list(self) -> None:
        analysis = self._work.analysis
        if not self._solutions_shown or analysis is None:
            self._panel.show_listing(None)
        elif analysis.solutions:
            self._panel.show_solutions(analysis.solutions, _shown_solution)
        else:
            self._panel.show_listing(self._no_solution_text(analysis))

    # ----- "How many ways?" ------------------------------------------------------------

    def _ways_switched(self, active: bool) -> None:
        """Into the mode: a round on the hand on the table. Out of it: free play again."""
        self._table.no_solution_button.setVisible(not active)
        self._feedback = None
        self._table.hide_feedback()
        self._reset_help()
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
        """The answer goes to the round's judge; the box empties for the next way."""
        text = self._table.expression.text()
        verdict = self._ways.submit(text)
        if verdict is None:
            self._show_feedback("info", self._ways.round_over_text)
            return
        kind = {"new": "success", "same": "info"}.get(verdict.kind, "error")
        self._show_feedback(kind, partial(self._ways.verdict_text, text, verdict))
        if verdict.kind != "unfinished":
            self._clear_answer()
        self._save()

    def _show_error(self, message: Message) -> None:
        self._show_feedback("error", partial(shown_message, message))

    def _task_failed(self, message: str) -> None:
        self._show_feedback("error", lambda: message)


def _rule_notes(keeper: SessionKeeper, settings: Settings) -> tuple[Message, ...]:
    """How the hand on the table differs from what the player's settings deal."""
    session = keeper.session
    if session is None:
        return ()
    own = twentyfour_terms(rules_from_settings(settings), settings.get(TF_CARD_COUNT))
    return differences(twentyfour_terms(session.puzzle), own)


def _shown_solution(solution: Solution) -> str:
    return pretty_expression(solution.text)

