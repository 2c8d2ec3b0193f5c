"""The 24 tab's "How many ways?" mode: every answer counts, once.

Chosen in the tab's mode box next to Free play and Beat the clock. Answers are typed or clicked
into the table's answer box as usual; Check (Enter) hands each to the engine's judge
(`engines.twentyfour.judge`), which marks it new, the same as an earlier answer, or wrong.
The side panel lists the verdicts and "7 of 10 found"; Solutions reveals the ones not found.
While the mode is on, the panel's dealing options and the rule book's description step aside
so the round has the room (at 800x600 five verdicts show at once); they come back with free
play. View ▸ How many ways?…
opens this same screen. Its panel is made the first time the mode is chosen, not before the
window's first frame. Hands played this way are not scored as free play: the round keeps its
own +1/−1 score.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QGridLayout, QVBoxLayout, QWidget

from engines.play.scoring import PRACTICE, WAYS
from engines.twentyfour import Rules, Solution
from engines.twentyfour.judge import Verdict
from gui.play.beat_the_clock import BeatTheClockPanel
from gui.play.session_keeper import SessionKeeper
from gui.twentyfour.answer_text import pretty_expression, shown_message

if TYPE_CHECKING:
    from gui.classroom.how_many_ways import HowManyWaysPanel


def _option_widgets(layout: QVBoxLayout) -> list[QWidget]:
    """The widgets of the side panel's options grid (difficulty, cards, target, ...)."""
    for index in range(layout.count()):
        grid = layout.itemAt(index).layout()
        if isinstance(grid, QGridLayout):
            items = (grid.itemAt(row) for row in range(grid.count()))
            return [widget for item in items if (widget := item.widget()) is not None]
    return []


class WaysMode(QObject):
    """The mode's entry in the mode box and its round panel (`round`), placed in the side
    panel just above `listing`, the free-play solutions it stands in for."""

    changed = Signal(bool)
    """The mode was switched on (True) or off (False)."""

    def __init__(
        self,
        mode_panel: BeatTheClockPanel,
        keeper: SessionKeeper,
        side_panel: QWidget,
        listing: QWidget,
    ) -> None:
        super().__init__(side_panel)
        self._mode_panel = mode_panel
        self._keeper = keeper
        self.active = False
        self._round: HowManyWaysPanel | None = None
        self._listing = listing
        layout = side_panel.layout()
        assert isinstance(layout, QVBoxLayout)
        self._options = _option_widgets(layout)
        mode_panel.combo.addItem("", WAYS)
        mode_panel.mode_changed.connect(self._mode_changed)
        self.retranslate_ui()

    @property
    def round(self) -> HowManyWaysPanel:
        """The round's panel, in the side panel just above the free-play listing. (The side
        panel is found through Qt's parent link: an attribute would make a reference cycle.)"""
        if self._round is None:
            from gui.classroom.how_many_ways import HowManyWaysPanel

            side_panel = self.parent()
            assert isinstance(side_panel, QWidget)
            self._round = HowManyWaysPanel((), parent=side_panel)
            self._round.setVisible(False)
            layout = side_panel.layout()
            assert isinstance(layout, QVBoxLayout)
            layout.insertWidget(layout.indexOf(self._listing), self._round, 1)
        return self._round

    def _mode_changed(self, mode: str) -> None:
        active = mode == WAYS
        session = self._keeper.session
        if not active and session is not None and session.mode == WAYS:
            session.mode = PRACTICE  # back to free play: the hand on the table is played again
            session.ways = None
        if active != self.active:
            self.active = active
            self.round.setVisible(active)
            for widget in self._options:  # the rule-book text follows `changed` (PresetPanel)
                widget.setVisible(not active)
            self.changed.emit(active)

    def start(self, hand: Sequence[int], rules: Rules) -> None:
        """The round on the hand on the table: the session's own if it has one (after Esc, a
        tab change or a restart), else a new one; its solutions follow with `know_solutions`."""
        session = self._keeper.session
        kept = None if session is None else session.ways
        if kept is not None and (kept.hand, kept.rules) != (tuple(hand), rules):
            kept = None
        shown = self.round.start(hand, rules, kept=kept)
        if session is not None:
            session.ways = shown
            if not (session.finished or session.checks or session.hints):
                session.mode = WAYS

    def know_solutions(self, hand: Sequence[int], solutions: Sequence[Solution]) -> None:
        if self._round is not None and tuple(hand) == self._round.round.hand:
            self.round.know_solutions(solutions)

    def submit(self, expression: str) -> Verdict | None:
        """Judge one answer; None when the round takes no more (revealed or too long)."""
        if not self.round.is_open:
            return None
        return self.round.submit(expression)

    def judge(self, expression: str) -> tuple[str, Callable[[], str], bool]:
        """The feedback on one answer: its kind, its text, and whether the answer box empties
        for the next way (an unfinished answer stays, to be finished)."""
        verdict = self.submit(expression)
        if verdict is None:
            return "info", self.round_over_text, False
        kind = {"new": "success", "same": "info"}.get(verdict.kind, "error")
        return kind, partial(self.verdict_text, expression, verdict), verdict.kind != "unfinished"

    def resume(self) -> bool:
        """Back into the mode when the resumed session was a round's hand."""
        session = self._keeper.session
        if session is None or session.mode != WAYS:
            return False
        self._mode_panel.combo.setCurrentIndex(self._mode_panel.combo.findData(WAYS))
        return True

    def verdict_text(self, expression: str, verdict: Verdict) -> str:
        """The verdict on the table, under the answer, with the count so far."""
        answer = pretty_expression(expression)
        count = self.round.count_text()
        if verdict.kind == "new":
            return self.tr("✓ {answer}: a new way! {count}").format(answer=answer, count=count)
        if verdict.kind == "same":
            return self.tr("= {answer} is the same as answer {earlier}. {count}").format(
                answer=answer, earlier=verdict.same_as, count=count
            )
        assert verdict.message is not None
        if verdict.kind == "unfinished":
            return shown_message(verdict.message)
        return self.tr("✗ {answer}: {problem}").format(
            answer=answer, problem=shown_message(verdict.message)
        )

    def round_over_text(self) -> str:
        return self.tr("This round is over: deal a new hand to play again.")

    def prompt(self, target: str) -> str:
        return self.tr("How many ways can you make {target}? Enter them one by one").format(
            target=target
        )

    def retranslate_ui(self) -> None:
        combo = self._mode_panel.combo
        combo.setItemText(combo.findData(WAYS), self.tr("How many ways?"))
        combo.setAccessibleName(self.tr("Mode"))
