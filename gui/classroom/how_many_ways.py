"""The "How many ways?" round of 24 points: answers one by one, each new, a repeat, or wrong.

Chinese 24点 contests score +1 for each independent solution and −1 for each wrong or repeated
one; what is not an answer yet costs nothing. The round itself (answers, revealed or not) is the
mid-end's `engines.play.ways.WaysRound`; this panel only takes answers, lists the verdicts,
counts "7 of 10 found" and can reveal the solutions nobody gave. It stands
alone (View ▸ How many ways?, with its own answer box) or serves the 24 tab's "How many ways?"
mode, where answers come from the table's answer box.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QLabel, QLineEdit, QVBoxLayout, QWidget

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
    """Verdict list, the count found and the score for one hand; its own answer box if asked."""

    judged = Signal(object)

    def __init__(
        self,
        hand: Sequence[int],
        rules: Rules = DEFAULT_RULES,
        parent: QWidget | None = None,
        *,
        answer_box: bool = True,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("howManyWays")
        self.round = WaysRound(hand, rules)
        self._known_total = answer_box
        self.heading = style.heading(self, "howManyWaysHeading")
        self.answer = style.named(QLineEdit(self), "waysAnswer")
        self.answer.setMaxLength(80)
        self.answer.returnPressed.connect(self._submit_typed)
        self.answer.setVisible(answer_box)
        self.notice = style.named(QLabel(self), "waysNotice")
        self.notice.setWordWrap(True)
        self.notice.hide()
        self.count = style.named(QLabel(self), "waysCount")
        self.score = style.named(QLabel(self), "waysScore")
        self.verdicts = style.solutions_list(self, "waysVerdicts")
        self.verdicts.setWordWrap(True)
        self.verdicts.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.reveal_button = style.button(self, "waysReveal", "secondary")
        self.reveal_button.clicked.connect(self.reveal_missing)
        self.missing = style.named(SolutionsList(self), "waysMissing")
        style.with_role(self.missing.view, "solutions")
        self.missing.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        shown = (self.heading, self.answer, self.notice, self.count, self.score, self.verdicts)
        for widget in (*shown, self.reveal_button, self.missing):
            layout.addWidget(widget)
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
        self.notice.hide()
        self.missing.hide()
        self.missing.set_solutions(())
        self.verdicts.clear()
        for number, (answer, verdict) in enumerate(self._lines(), 1):
            self.verdicts.addItem(self.line(number, answer, verdict))
        if self.round.revealed:
            self._show_missing()
        self._follow_round()
        return self.round

    def _lines(self) -> list[tuple[str, Verdict]]:
        return list(zip(self.round.answers, self.round.verdicts, strict=True))

    def know_solutions(self, solutions: Sequence[Solution]) -> None:
        """The hand's solutions arrived (worked out in the background): the count shows a total."""
        self.round.know_solutions(solutions)
        self._known_total = True
        self._update_counts()
        if self.round.revealed:
            self._show_missing()

    @property
    def is_open(self) -> bool:
        """Whether the round still takes answers (not revealed, not too long)."""
        return self.round.is_open

    def _submit_typed(self) -> None:
        text = self.answer.text().strip()
        if text and self.submit(text).kind != "unfinished":
            self.answer.clear()

    def submit(self, expression: str) -> Verdict:
        """Judge one answer, list it with its verdict and update the count and score; what is
        not an answer yet is only explained, never listed or scored."""
        verdict = self.round.submit(expression)
        assert verdict is not None, "submit only while the round is open"
        if verdict.kind == "unfinished":
            assert verdict.message is not None
            self.notice.setText(shown_message(verdict.message))
            self.notice.show()
        else:
            self.notice.hide()
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
        if not self._known_total:
            return self.tr("{found} found").format(found=self.judge.found)
        return self.tr("{found} of {total} found").format(
            found=self.judge.found, total=len(self.judge.solutions())
        )

    def _update_counts(self) -> None:
        self.count.setText(self.count_text())
        self.score.setText(self.tr("Score: {score}").format(score=self.judge.score))

    def reveal_missing(self) -> None:
        """List the solutions not found yet; the round is over, so no more answers."""
        self.round.reveal()
        self._show_missing()
        self._follow_round()

    def _show_missing(self) -> None:
        self.missing.set_solutions(self.round.judge.missing(), _shown_solution)
        self.missing.show()

    def _follow_round(self) -> None:
        """The keys and the heading follow the round: closed once revealed or full."""
        self.answer.setEnabled(self.round.is_open)
        self.reveal_button.setEnabled(not self.round.revealed)
        self.heading.setText(self._heading())
        self._update_counts()

    def _heading(self) -> str:
        if self.round.revealed and not self.missing.model.total():
            return self.tr("Every solution was found!")
        return self.tr("How many ways?")

    def retranslate_ui(self) -> None:
        self.heading.setText(self._heading())
        self.answer.setPlaceholderText(self.tr("Type an answer, press Enter"))
        self.answer.setAccessibleName(self.tr("Your answer"))
        self.reveal_button.setText(self.tr("Reveal the rest"))
        for row, (answer, verdict) in enumerate(self._lines()):
            self.verdicts.item(row).setText(self.line(row + 1, answer, verdict))
        self._update_counts()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
