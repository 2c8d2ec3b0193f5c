"""Help the matchstick player asks for: the hint ladder drawn on the board, and every
solution listed in the side panel, played on the board when one is picked.

The engine works the ladder out from the layout on the board (`Analysis.hints_from`), so a hint
follows where the player is; the session counts the rungs and decides what they cost. A
mixin for `MatchstickTab`, which provides the board, the panel, the session and the analysis.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QModelIndex

from engines.matchsticks import Solution
from gui.matchsticks.analysis import Analysis
from gui.matchsticks.painting import Highlights


class HelpActions:
    """Hints and the solutions list (a mixin for `MatchstickTab`)."""

    _listed: tuple[Solution, ...] | None = None

    def next_hint(self) -> None:
        """The next rung of the hint ladder: the cells, then a stick and its place, the solution."""
        self._with_analysis(HelpActions._take_hint)

    def _take_hint(self, analysis: Analysis) -> None:
        ladder = analysis.hints_from(self.board.current_layout())
        if ladder:
            self.session.take_hint(len(ladder))
        self._show_taken_hint(analysis)
        self._after_play()

    def _show_taken_hint(self, analysis: Analysis) -> None:
        """The rung the session has reached of the ladder from the board as it is, drawn on
        the board until the layout changes."""
        ladder = analysis.hints_from(self.board.current_layout())
        if not ladder:
            self._say(self.texts.no_solution)
            return
        step = min(self.session.hints, len(ladder)) - 1
        hint = ladder[step]
        self._say(
            partial(self.texts.hint, step + 1, len(ladder), hint.message, hint.first),
            about_layout=hint.solution is None,
        )
        if hint.solution is not None:
            self.session.reveal()
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
        self._with_analysis(HelpActions._list_solutions)

    def _list_solutions(self, analysis: Analysis) -> None:
        if analysis.solutions:
            self.session.reveal()
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

