"""The help the 24 tab shows for the hand on the table: the hint reached and the solutions list.

The session says how many hint rungs were taken and whether the answer was shown; the engine's
analysis (`analysis.py`) has the ladder and the solutions. This part draws them: the hint on
the table by the cards it names (only there), the solutions (or, for a hand without one, the
nearest values, each with a way to reach it) in the panel's list, and both again on a language
switch. A hand without a solution says so once: as a hint, or in the solutions area once that
is shown (the hint then steps aside).
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication

from engines.play import Session
from engines.twentyfour import Hint, Solution, hints_from
from gui.twentyfour.analysis import HandAnalysis
from gui.twentyfour.answer_text import answer_from_text, pretty_expression, shown_message
from gui.twentyfour.side_panel import HandPanel
from gui.twentyfour.table import CardTable

translate = QCoreApplication.translate


def _hint_line(step: int, total: int, hint: Hint) -> str:
    return translate("TwentyFourTab", "Hint {step} of {total}: {hint}").format(
        step=step, total=total, hint=shown_message(hint.message)
    )


def no_solution_text(analysis: HandAnalysis) -> str:
    return translate("TwentyFourTab", "No solution: these cards cannot make {target}.").format(
        target=str(analysis.rules.target)
    )


def nearest_text(analysis: HandAnalysis) -> str:
    """The hand's fact, then each nearest value with one way to reach it, a line each."""
    lines = [
        no_solution_text(analysis),
        translate("TwentyFourTab", "Nearest you can get:") if analysis.nearest else "",
    ]
    lines += [f"{value} = {pretty_expression(way.text)}" for value, way in analysis.nearest]
    return "\n".join(line for line in lines if line)


def _shown_solution(solution: Solution) -> str:
    return pretty_expression(solution.text)


class HandHelp:
    """The hint line and the solutions list of one tab's table and side panel."""

    def __init__(self, table: CardTable, panel: HandPanel) -> None:
        self._table = table
        self._panel = panel
        self._hint: partial[str] | None = None
        self._listed: HandAnalysis | None = None

    def reset(self) -> None:
        """A new hand: no hint, no list, no highlighted cards."""
        self._hint = None
        self._listed = None
        self._show_hint()
        self._panel.show_listing(None)
        self._table.highlight(())

    def take_hint(self, session: Session, analysis: HandAnalysis) -> None:
        """The session takes the next rung of the ladder (it says what that costs)."""
        if analysis.solutions:
            session.take_hint(len(self._hints_from_answer(analysis)))
        self.show_taken_hint(session, analysis)

    def _hints_from_answer(self, analysis: HandAnalysis) -> tuple[Hint, ...]:
        """The hint ladder from the answer typed so far (the engine's `hints_from`)."""
        typed, _ = answer_from_text(self._table.expression.text(), analysis.hand)
        if not typed.tokens:
            return analysis.hints
        return tuple(hints_from(typed, analysis.rules, analysis.solutions))

    def reveal(self, session: Session, analysis: HandAnalysis) -> None:
        """Every solution on show: the session knows the answer was shown."""
        if analysis.solutions:
            session.reveal()
        self.list_solutions(analysis)

    def show_taken_hint(self, session: Session, analysis: HandAnalysis) -> None:
        """The rung the session has reached, with its cards highlighted."""
        if not analysis.solutions:
            self._set_hint(partial(no_solution_text, analysis))
            return
        ladder = self._hints_from_answer(analysis)
        step = min(session.hints, len(ladder)) - 1
        hint = ladder[step]
        self._set_hint(partial(_hint_line, step + 1, len(ladder), hint))
        self._table.highlight(hint.cards)

    def list_solutions(self, analysis: HandAnalysis) -> None:
        """Every distinct solution in the panel, or the nearest values for a hand with none."""
        self._listed = analysis
        if analysis.solutions:
            self._panel.show_solutions(analysis.solutions, _shown_solution)
        else:
            self._panel.show_listing(nearest_text(analysis))
            self._show_hint()

    def retranslate(self) -> None:
        self._show_hint()
        if self._listed is not None:
            self.list_solutions(self._listed)

    def _set_hint(self, render: partial[str]) -> None:
        self._hint = render
        self._show_hint()

    def _show_hint(self) -> None:
        """A hint shows in one place: on the table, by the cards it names; none while the
        solutions area says the hand has no solution."""
        unsolvable_listed = self._listed is not None and not self._listed.solutions
        text = None if self._hint is None or unsolvable_listed else self._hint()
        self._table.show_hint(text)
