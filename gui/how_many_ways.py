"""The "How many ways?" round of 24 points: answers one by one, each new, a repeat, or wrong.

Chinese 24点 contests score +1 for each independent solution and −1 for each wrong or repeated
one. The judging is the engine's (`engines.twentyfour.judge`); this panel only takes answers,
lists the verdicts, counts "7 of 10 found" and can reveal the solutions nobody gave.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QLabel, QLineEdit, QVBoxLayout, QWidget

from engines.twentyfour import Rules
from engines.twentyfour.judge import Judge, Verdict
from engines.twentyfour.rules import DEFAULT_RULES
from gui import style
from gui.i18n import translate_message

MAX_ANSWERS = 200
"""A round longer than this is not a contest; the box stops taking answers."""


class HowManyWaysPanel(QWidget):
    """Answer box, verdict list, the count found and the score, for one hand."""

    judged = Signal(object)

    def __init__(
        self, hand: Sequence[int], rules: Rules = DEFAULT_RULES, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("howManyWays")
        self.judge = Judge(hand, rules)
        self.heading = style.heading(self, "howManyWaysHeading")
        self.answer = style.named(QLineEdit(self), "waysAnswer")
        self.answer.setMaxLength(80)
        self.answer.returnPressed.connect(self._submit_typed)
        self.count = style.named(QLabel(self), "waysCount")
        self.score = style.named(QLabel(self), "waysScore")
        self.verdicts = style.solutions_list(self, "waysVerdicts")
        self.reveal_button = style.button(self, "waysReveal", "secondary")
        self.reveal_button.clicked.connect(self.reveal_missing)
        self.missing = style.solutions_list(self, "waysMissing")
        self.missing.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.heading, self.answer, self.count, self.score, self.verdicts,
                       self.reveal_button, self.missing):
            layout.addWidget(widget)
        self.retranslate_ui()

    def _submit_typed(self) -> None:
        text = self.answer.text().strip()
        if text:
            self.submit(text)
            self.answer.clear()

    def submit(self, expression: str) -> Verdict:
        """Judge one answer, list it with its verdict and update the count and score."""
        verdict = self.judge.submit(expression)
        self.verdicts.addItem(self._line(len(self.judge.verdicts), expression, verdict))
        self.verdicts.scrollToBottom()
        if len(self.judge.verdicts) >= MAX_ANSWERS:
            self.answer.setEnabled(False)
        self._update_counts()
        self.judged.emit(verdict)
        return verdict

    def _line(self, number: int, expression: str, verdict: Verdict) -> str:
        """The verdict in words with a mark of its own, so colour is never the only signal."""
        if verdict.kind == "new":
            return self.tr("{number}. ✓ {answer}: new (+1)").format(
                number=number, answer=expression
            )
        if verdict.kind == "same":
            return self.tr("{number}. = {answer}: same as answer {earlier} (−1)").format(
                number=number, answer=expression, earlier=verdict.same_as
            )
        assert verdict.message is not None
        return self.tr("{number}. ✗ {answer}: {problem} (−1)").format(
            number=number, answer=expression, problem=translate_message(verdict.message)
        )

    def _update_counts(self) -> None:
        self.count.setText(
            self.tr("{found} of {total} found").format(
                found=self.judge.found, total=len(self.judge.solutions())
            )
        )
        self.score.setText(self.tr("Score: {score}").format(score=self.judge.score))

    def reveal_missing(self) -> None:
        """List the solutions not found yet; the round is over, so no more answers."""
        self.missing.clear()
        missing = [solution.text for solution in self.judge.missing()]
        self.missing.addItems(missing or [self.tr("Every solution was found!")])
        self.missing.show()
        self.answer.setEnabled(False)
        self.reveal_button.setEnabled(False)

    def retranslate_ui(self) -> None:
        self.heading.setText(self.tr("How many ways?"))
        self.answer.setPlaceholderText(self.tr("Type an answer, press Enter"))
        self.reveal_button.setText(self.tr("Reveal the rest"))
        self._update_counts()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
