"""The matchstick options and typed puzzles: the controls in the side panel and the Settings
menu edit the same stored values, and a change applies to the puzzle on the board as the play
rules say (rule options at once, Kind and Sticks only to a puzzle not yet tried); a typed
equation is posed under them, and told when it is already true or has no solution.

A mixin for `MatchstickTab`; its strings keep the tab's translation context.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication

from engines.common import Message, PuzzleInputError
from engines.matchsticks import Puzzle, parse
from engines.matchsticks.validity import first_problem
from engines.play import CHOSEN
from engines.play.differences import differences, matchstick_terms
from gui.matchsticks.analysis import Analysis, rules_from
from gui.matchsticks.postings import Postings, solvable_postings
from gui.play.session_keeper import SessionKeeper
from gui.shell import settings as keys
from gui.shell.settings import Settings

translate = QCoreApplication.translate


class OptionControls:
    """The tab's option controls and what a change does (a mixin for `MatchstickTab`)."""

    _loading = False

    def _connect_options(self) -> None:
        panel = self.panel
        for combo in (panel.kind_combo, panel.level_combo):
            combo.currentIndexChanged.connect(self._controls_changed)
        for spin in (panel.sticks_spin, panel.digits_spin):
            spin.valueChanged.connect(self._controls_changed)
        boxes = (panel.unique_check, panel.equals_check, panel.multiply_check, panel.zeros_check)
        for box in boxes:
            box.toggled.connect(self._controls_changed)

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
        if self._in_progress():
            self.status_message.emit(
                translate("MatchstickTab", "The new settings apply from the next puzzle.")
            )
        elif self.is_typed():
            self.set_puzzle(Puzzle(puzzle.puzzle.start, kind, count), origin=CHOSEN)
            self._tell_if_unsolvable()
        elif puzzle.level is not None:
            self.new_game()

    def load_equation(self, text: str, *, empty_if_refused: bool = False) -> bool:
        """Play or study a typed equation with the chosen kind and number of sticks. A refused
        equation leaves the board as it was, or with `empty_if_refused` (the command line's
        `--equation`) empty, and says why either way."""
        self._follow_own_rules()
        try:
            start = parse(text, self._rules)
        except PuzzleInputError as error:
            if empty_if_refused:
                self.board.set_puzzle(None)
                self._retranslate_puzzle()
            self._say(partial(self.texts.message, error.message), "error")
            return False
        kind = self.settings.get(keys.MS_KIND)
        self.set_puzzle(Puzzle(start, kind, self.settings.get(keys.MS_STICKS)), origin=CHOSEN)
        self._tell_if_unsolvable()
        return True

    def _equation_entered(self) -> None:
        self.load_equation(self.panel.puzzle_input.text())

    def _tell_if_unsolvable(self) -> None:
        """A typed puzzle that is already true, or has no solution, says so at once; one
        without a solution also says the ways it has one."""
        self._with_analysis(OptionControls._check_solvable)

    def _check_solvable(self, analysis: Analysis) -> None:
        puzzle = analysis.puzzle
        if analysis.solutions:
            return
        if first_problem(puzzle.start, puzzle.start, self._rules) is None:
            self._say(partial(self.posing.already_true, puzzle), "error")
            return
        self._say(partial(self.posing.unsolvable, puzzle, None), "error")
        postings = partial(solvable_postings, puzzle.start, self._rules)
        self._work.run(postings, OptionControls._show_postings)

    def _show_postings(self, postings: Postings) -> None:
        puzzle = self.board.puzzle()
        if puzzle is None or postings.start != puzzle.start or postings.rules != self._rules:
            return
        self._say(partial(self.posing.unsolvable, puzzle, postings), "error")

    def is_typed(self) -> bool:
        """Whether the puzzle on the board is an equation the player typed."""
        session = self.session
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
        if self.session is not None and rules.glyphs != self.session.puzzle.rules.glyphs:
            # A puzzle's cells are drawn in one glyph set: the new set needs a new puzzle.
            self.new_game()
        elif self.session is not None:
            self.session.amend(self.session.puzzle.with_rules(rules))
            self._save()
        if self._generating:
            self.new_game()
        self.status_message.emit(
            translate("MatchstickTab", "Rules changed: hints and solutions follow them.")
        )


def rule_notes(keeper: SessionKeeper, settings: Settings) -> tuple[Message, ...]:
    """How the puzzle on the board differs from what the player's settings make."""
    session = keeper.session
    if session is None:
        return ()
    own = matchstick_terms(
        rules_from(settings), settings.get(keys.MS_KIND), settings.get(keys.MS_STICKS)
    )
    return differences(matchstick_terms(session.puzzle), own)
