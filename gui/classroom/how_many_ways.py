"""The "How many ways?" screen of 24 points: answers one by one, each new, a repeat, or wrong.

Chinese 24点 contests score +1 for each independent solution and −1 for each wrong or repeated
one; what is not an answer yet costs nothing. The round itself (answers, revealed or not) is the
mid-end's `engines.play.ways.WaysRound`, kept with the hand's session, so it outlives Esc, a tab
change and a restart. This panel lists the verdicts, counts "7 of 10 found" (and says so when
every way is found), and reveals the solutions nobody gave. There is one such screen: the 24
tab's "How many ways?" mode (`gui.twentyfour.ways_mode`), where answers come from the table's
answer box; View ▸ How many ways?… switches the tab into it.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from engines.play.ways import WaysRound
from engines.twentyfour import Rules, Solution
from engines.twentyfour.judge import Judge, Verdict
from engines.twentyfour.rules import DEFAULT_RULES
from gui.play.solutions_list import SolutionsList
from gui.shell import style
from gui.twentyfour.answer_text import pretty_expression, shown_message


def _shown_solution(solution: Solution) -> str:
    return pretty_expression(solution.text)


class HowManyWaysPanel(QWidget):
    """Verdict list, the count found, the score and the ways not found, for one hand."""

    judged = Signal(object)

    def __init__(
        self, hand: Sequence[int], rules: Rules = DEFAULT_RULES, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("howManyWays")
        self.round = WaysRound(hand, rules)
        self._known_total = False
        self.heading = style.heading(self, "howManyWaysHeading")
        self.count = style.named(QLabel(self), "waysCount")
        self.count.setWordWrap(True)
        self.score = style.named(QLabel(self), "waysScore")
        self.verdicts = style.solutions_list(self, "waysVerdicts", "verdicts")
        self.verdicts.setWordWrap(True)
        self.verdicts.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.verdicts.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.reveal_button = style.button(self, "waysReveal", "secondary")
        self.reveal_button.clicked.connect(self.reveal_missing)
        self.missing_heading = style.named(QLabel(self), "waysMissingHeading")
        self.missing = style.named(SolutionsList(self), "waysMissing")
        self.missing.count_label.hide()  # the heading above says what the list holds
        style.with_role(self.missing.view, "verdicts")
        counts = QHBoxLayout()
        counts.addWidget(self.count, 1)
        counts.addWidget(self.score, 0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.heading)
        layout.addLayout(counts)
        layout.addWidget(self.verdicts, 2)
        layout.addWidget(self.reveal_button)
        layout.addWidget(self.missing_heading)
        layout.addWidget(self.missing, 1)
        self._show_missing()
        self.retranslate_ui()

    @property
    def judge(self) -> Judge:
        return self.round.judge

    def start(
        self,
        hand: Sequence[int],
        rules: Rules,
        solutions: Sequence[Solution] | None = None,
        kept: WaysRound | None = None,
    ) -> WaysRound:
        """A fresh round on another hand (or `kept`, a round already under way); `solutions`
        when already known (else counted later). Returns the round shown."""
        self.round = kept if kept is not None else WaysRound(hand, rules, solutions=solutions)
        self._known_total = solutions is not None or self.round.solutions_known
        self.verdicts.clear()
        for number, (answer, verdict) in enumerate(self._lines(), 1):
            self.verdicts.addItem(self.line(number, answer, verdict))
        self._show_missing()
        self._follow_round()
        return self.round

    def _lines(self) -> list[tuple[str, Verdict]]:
        return list(zip(self.round.answers, self.round.verdicts, strict=True))

    def know_solutions(self, solutions: Sequence[Solution]) -> None:
        """The hand's solutions arrived (worked out in the background): the count shows a total."""
        self.round.know_solutions(solutions)
        self._known_total = True
        self._show_missing()
        self._follow_round()

    @property
    def is_open(self) -> bool:
        """Whether the round still takes answers (not revealed, not too long)."""
        return self.round.is_open

    @property
    def all_found(self) -> bool:
        """Every way of a hand that has some is among the answers."""
        total = len(self.judge.solutions()) if self._known_total else 0
        return total > 0 and self.judge.found == total

    def submit(self, expression: str) -> Verdict:
        """Judge one answer, list it with its verdict and update the count and score; what is
        not an answer yet is neither listed nor scored (the table explains it)."""
        verdict = self.round.submit(expression)
        assert verdict is not None, "submit only while the round is open"
        if verdict.kind != "unfinished":
            self.verdicts.addItem(self.line(len(self.round.verdicts), expression, verdict))
            self.verdicts.scrollToBottom()
        self._follow_round()
        self.judged.emit(verdict)
        return verdict

    def line(self, number: int, expression: str, verdict: Verdict) -> str:
        """The verdict in words with a mark of its own, so colour is never the only signal."""
        answer = pretty_expression(expression)
        if verdict.kind == "new":
            return self.tr("{number}. ✓ {answer}: new (+1)").format(number=number, answer=answer)
        if verdict.kind == "same":
            return self.tr("{number}. = {answer}: same as answer {earlier} (−1)").format(
                number=number, answer=answer, earlier=verdict.same_as
            )
        assert verdict.message is not None
        return self.tr("{number}. ✗ {answer}: {problem} (−1)").format(
            number=number, answer=answer, problem=shown_message(verdict.message)
        )

    def count_text(self) -> str:
        """"7 of 10 found", "All 10 ways found", or that the hand has no way at all."""
        found = self.judge.found
        if not self._known_total:
            return self.tr("{found} found").format(found=found)
        total = len(self.judge.solutions())
        if total == 0:
            return self.tr("This hand has no solution: no way to find")
        if found == total:
            if total == 1:
                return self.tr("✓ The only way is found")
            return self.tr("✓ All {total} ways found").format(total=total)
        return self.tr("{found} of {total} found").format(found=found, total=total)

    def reveal_missing(self) -> None:
        """List the solutions not found yet; the round is over, so no more answers."""
        self.round.reveal()
        self._show_missing()
        self._follow_round()

    def _show_missing(self) -> None:
        """The ways nobody gave, once revealed; nothing at all when there are none."""
        missing = self.judge.missing() if self.round.revealed and self._known_total else []
        self.missing.set_solutions(missing, _shown_solution)
        self.missing.setVisible(bool(missing))
        self.missing_heading.setVisible(bool(missing))
        self.missing_heading.setText(
            self.tr("Not found ({count}):").format(count=len(missing))
        )

    def _follow_round(self) -> None:
        """The button and the counts follow the round: nothing to reveal once all is found."""
        self.reveal_button.setEnabled(not self.round.revealed and not self.all_found)
        self._update_counts()

    def _update_counts(self) -> None:
        self.count.setText(self.count_text())
        self.score.setText(self.tr("Score: {score}").format(score=self.judge.score))

    def retranslate_ui(self) -> None:
        self.heading.setText(self.tr("How many ways?"))
        self.reveal_button.setText(self.tr("Reveal the rest"))
        for row, (answer, verdict) in enumerate(self._lines()):
            self.verdicts.item(row).setText(self.line(row + 1, answer, verdict))
        self._show_missing()
        self._update_counts()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
