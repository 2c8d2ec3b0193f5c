"""View ▸ Presentation (F11): one puzzle full screen, a countdown, Reveal and team scores.

Made for a projector: no side panel, and everything scales with the screen (card values at
least 120 pixels tall on 1920x1080). The teacher steps through the open set with Next and
Previous (PgDn/PgUp), may type a pupil's answer to have it judged, and leaves with Esc.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engines import matchsticks, twentyfour
from engines.classroom.countdown import (
    DEFAULT_SECONDS,
    MAX_TYPED_LENGTH,
    Countdown,
    clock_text,
    parse_duration,
)
from engines.classroom.teams import MAX_TEAMS, MIN_TEAMS, Teams
from engines.classroom.worksheet import LISTED_SOLUTIONS, Entry
from engines.common import Message, PuzzleInputError
from gui.classroom.presentation.stage import Stage
from gui.classroom.presentation.teams import TeamPanel
from gui.classroom.worksheet.key import MORE, solution_text
from gui.classroom.worksheet.language import SheetLanguage
from gui.classroom.worksheet.page import MAKE_TARGET, MAKE_TARGET_FROM_SOME
from gui.classroom.worksheet.paper import task_text
from gui.shell import style
from gui.shell.i18n import current_language, translate_message

TICK_MS = 200
SHOWN_SOLUTIONS = LISTED_SOLUTIONS
# Sizes as shares of the window height, so a projector and a laptop look alike.
PROMPT_SHARE = 0.055
# The countdown's digits are at least an eighth of the screen's height, for the back row.
CLOCK_SHARE = 0.18
CLOCK_WIDTH_SHARE = 0.1
TEXT_SHARE = 0.04
SCORE_SHARE = 0.05
ENGINE_TEMPLATES = (
    QT_TRANSLATE_NOOP(
        "engine",
        "Type a time as seconds (90) or minutes:seconds (1:30), up to 60:00: {text}",
    ),
)

_ECHOED = ("expression", "solution")


def _as_revealed(message: Message) -> Message:
    """A 24-point verdict writes its expression as Reveal writes solutions (× ÷)."""
    params = tuple(
        (name, solution_text(value, True) if name in _ECHOED else value)
        for name, value in message.params
    )
    return Message(message.template, params)


class PresentationWindow(QWidget):
    """The full-screen view of `entries`, starting at `index`; `closed` when it is left."""

    closed = Signal()
    time_up = Signal()

    def __init__(
        self,
        entries: Sequence[Entry],
        index: int = 0,
        parent: QWidget | None = None,
        clock: Callable[[], float] = time.monotonic,
        teams: Teams | None = None,
    ) -> None:
        """`teams` are the class's teams, kept by the caller beyond this window."""
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("presentationWindow")
        self.entries = entries
        self.index = min(max(index, 0), len(self.entries) - 1)
        self.countdown = Countdown(DEFAULT_SECONDS, clock)
        self._announced_end = False
        self._ticker = QTimer(self)
        self._ticker.setInterval(TICK_MS)
        self._ticker.timeout.connect(self.refresh_clock)

        table, column = style.table(self, "presentationTable")
        root = QVBoxLayout(self)
        root.setContentsMargins(0, 0, 0, 0)
        root.addWidget(table)

        self.counter = style.with_role(style.named(QLabel(table), "counter"), "counter")
        self.clock = style.with_role(style.named(QLabel(table), "clock"), "prompt")
        self.clock.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        self.prompt = style.prompt(table, "presentationPrompt")
        self.stage = Stage(table)
        self.verdict = style.verdict_label(table, "presentationVerdict")
        self.answer = style.named(QLineEdit(table), "presentationAnswer")
        self.answer.setMaxLength(60)
        self.answer.returnPressed.connect(lambda: self.check_answer(self.answer.text()))
        self.revealed = style.with_role(style.named(QLabel(table), "revealed"), "prompt")
        self.revealed.setWordWrap(True)
        self.revealed.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self.previous_button = style.button(table, "previousButton", "tool")
        self.start_button = style.button(table, "startButton", "primary")
        self.reset_button = style.button(table, "resetButton", "tool")
        self.reveal_button = style.button(table, "revealButton", "secondary")
        self.next_button = style.button(table, "nextButton", "tool")
        self.leave_button = style.button(table, "leaveButton", "tool")
        self.duration = style.named(QLineEdit(clock_text(DEFAULT_SECONDS), table), "duration")
        self.duration.setMaxLength(MAX_TYPED_LENGTH)
        self.team_count = style.named(QSpinBox(table), "teamCount")
        self.team_count.setRange(MIN_TEAMS, MAX_TEAMS)
        kept = teams if teams is not None else Teams.numbered(MIN_TEAMS, self.tr("Team {number}"))
        self.teams = TeamPanel(kept, table)
        self.team_count.setValue(len(kept.names))
        self.previous_button.clicked.connect(self.previous_puzzle)
        self.next_button.clicked.connect(self.next_puzzle)
        self.start_button.clicked.connect(self.start_or_pause)
        self.reset_button.clicked.connect(self.reset_clock)
        self.reveal_button.clicked.connect(self.reveal)
        self.leave_button.clicked.connect(self.close)
        self.duration.editingFinished.connect(self.set_duration)
        self.team_count.valueChanged.connect(self.teams.set_count)
        self.teams.changed.connect(self._rescale)
        self.duration_label = QLabel(table)
        self.teams_label = QLabel(table)
        for label in (self.duration_label, self.teams_label):
            style.with_role(label, "counter")
        self.duration_label.setBuddy(self.duration)
        self.teams_label.setBuddy(self.team_count)
        controls = QHBoxLayout()
        for widget in (
            self.previous_button,
            self.next_button,
            self.duration_label,
            self.duration,
            self.start_button,
            self.reset_button,
            self.reveal_button,
            self.teams_label,
            self.team_count,
            self.leave_button,
        ):
            controls.addWidget(widget)
        controls.insertStretch(2)
        controls.insertStretch(controls.indexOf(self.leave_button))

        # The countdown stands beside the puzzle, where a wide screen has room to spare.
        middle = QHBoxLayout()
        middle.addWidget(self.stage, 1)
        middle.addWidget(self.clock, 0, Qt.AlignmentFlag.AlignTop)
        column.addWidget(self.counter)
        column.addWidget(self.prompt)
        column.addLayout(middle, 1)
        column.addWidget(self.verdict)
        column.addWidget(self.revealed)
        column.addLayout(style.centred(self.answer))
        column.addLayout(controls)
        column.addWidget(self.teams)
        self.retranslate_ui()
        self.show_puzzle(self.index)

    # What the teacher does
    def show_puzzle(self, index: int) -> None:
        """Put puzzle `index` up, with a fresh countdown and nothing revealed."""
        self.index = index
        entry = self.entries[index]
        self.stage.show_entry(entry)
        language = SheetLanguage(current_language())
        if entry.puzzle is not None:
            self.prompt.setText(task_text(language, entry.puzzle))
        else:
            some = isinstance(entry.rules, twentyfour.Rules) and entry.rules.any_subset
            task = MAKE_TARGET_FROM_SOME if some else MAKE_TARGET
            self.prompt.setText(language.tr(task, target=entry.target))
        self.counter.setText(
            self.tr("Puzzle {number} of {count}").format(number=index + 1, count=len(self.entries))
        )
        self.previous_button.setEnabled(index > 0)
        self.next_button.setEnabled(index + 1 < len(self.entries))
        self.verdict.clear()
        style.set_kind(self.verdict, "")
        self.revealed.clear()
        self.revealed.hide()
        self.answer.clear()
        self.reset_clock()

    def next_puzzle(self) -> None:
        if self.index + 1 < len(self.entries):
            self.show_puzzle(self.index + 1)

    def previous_puzzle(self) -> None:
        if self.index > 0:
            self.show_puzzle(self.index - 1)

    def start_or_pause(self) -> None:
        if self.countdown.running:
            self.countdown.pause()
            self._ticker.stop()
        else:
            self.countdown.start()
            self._announced_end = False
            self._ticker.start()
        self.refresh_clock()

    def set_duration(self) -> None:
        """Take the typed time (`90`, `1:30`, `0:05`); a time that cannot be read is said and
        the field goes back to the time in force."""
        try:
            seconds = parse_duration(self.duration.text())
        except PuzzleInputError as error:
            style.set_kind(self.verdict, "error")
            self.verdict.setText(f"✗ {translate_message(error.message)}")
            self.duration.setText(clock_text(self.countdown.duration))
            return
        self.duration.setText(clock_text(seconds))
        if seconds != self.countdown.duration or not self.countdown.running:
            self.countdown.reset(seconds)
            self.reset_clock()

    def reset_clock(self) -> None:
        self.countdown.reset()
        self._ticker.stop()
        self._announced_end = False
        self.refresh_clock()

    def refresh_clock(self) -> None:
        """Show the time left; at zero, say so in words and sound the bell once."""
        self.start_button.setText(self.tr("Pause") if self.countdown.running else self.tr("Start"))
        if self.countdown.running and self.countdown.finished:
            self._ticker.stop()
            self.countdown.pause()
            self.start_button.setText(self.tr("Start"))
            self.clock.setText(self.tr("Time's up!"))
            self.clock.setProperty("timeUp", True)
            style.set_kind(self.verdict, "info")
            self.verdict.setText(self.tr("Time's up!"))
            if not self._announced_end:
                self._announced_end = True
                QApplication.beep()
                self.time_up.emit()
        elif not self._announced_end:
            self.clock.setText(clock_text(self.countdown.remaining()))
            self.clock.setProperty("timeUp", False)

    def reveal(self) -> None:
        """Every solution, in large type."""
        entry = self.entries[self.index]
        language = SheetLanguage(current_language())
        if entry.puzzle is not None:
            texts, count = [answer.equation for answer in entry.answers], len(entry.answers)
        else:
            texts = [solution_text(text, True) for text in entry.solutions]
            count = entry.solution_count
        shown = texts[:SHOWN_SOLUTIONS]
        if count > len(shown):
            shown.append(language.tr(MORE, count=count - len(shown)))
        self.revealed.setText("     ".join(shown) if shown else self.tr("No solution"))
        self.revealed.show()

    def check_answer(self, text: str) -> bool:
        """Judge a typed answer and show the verdict in large type; True if it is right."""
        entry = self.entries[self.index]
        try:
            if entry.puzzle is not None:
                assert isinstance(entry.rules, matchsticks.Rules)
                result = matchsticks.check_text(entry.puzzle, text, entry.rules)
                ok, message = result.ok, result.message
            else:
                assert isinstance(entry.rules, twentyfour.Rules)
                checked = twentyfour.check(text, entry.hand, entry.rules)
                ok, message = checked.ok, _as_revealed(checked.message)
        except PuzzleInputError as error:
            ok, message = False, error.message
        self._show_verdict(ok, message)
        return ok

    def _show_verdict(self, ok: bool, message: Message) -> None:
        mark = "✓" if ok else "✗"
        style.set_kind(self.verdict, "success" if ok else "error")
        self.verdict.setText(f"{mark} {translate_message(message)}")

    # Qt
    def retranslate_ui(self) -> None:
        self.previous_button.setText(self.tr("◀ Previous"))
        self.next_button.setText(self.tr("Next ▶"))
        self.reset_button.setText(self.tr("Reset"))
        self.reveal_button.setText(self.tr("Reveal"))
        self.leave_button.setText(self.tr("Leave (Esc)"))
        self.duration_label.setText(self.tr("Time:"))
        self.teams_label.setText(self.tr("Teams:"))
        self.answer.setPlaceholderText(self.tr("Type an answer and press Enter"))
        self.answer.setAccessibleName(self.tr("Answer"))
        self.previous_button.setAccessibleName(self.tr("Previous puzzle"))
        self.next_button.setAccessibleName(self.tr("Next puzzle"))
        self.refresh_clock()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            self.show_puzzle(self.index)
        super().changeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        actions = {
            Qt.Key.Key_Escape: self.close,
            Qt.Key.Key_F11: self.close,
            Qt.Key.Key_PageDown: self.next_puzzle,
            Qt.Key.Key_PageUp: self.previous_puzzle,
        }
        action = actions.get(Qt.Key(event.key()))
        if action is None:
            super().keyPressEvent(event)
            return
        action()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._rescale()

    def _rescale(self) -> None:
        """Type sizes follow the window height; the stage takes what is left. The verdict
        carries its ✓ or ✗ in its text, large enough for the back row, so no small icon."""
        height = max(self.height(), 1)
        self.answer.setMinimumWidth(self.width() * 2 // 5)

        def px(share: float) -> int:
            return max(12, round(height * share))

        # On a narrow window the countdown leaves the puzzle most of the width.
        clock_px = min(px(CLOCK_SHARE), max(12, round(self.width() * CLOCK_WIDTH_SHARE)))
        self.setStyleSheet(
            style.STYLE_SHEET
            + f"""
            QLabel#presentationPrompt {{ font-size: {px(PROMPT_SHARE)}px; }}
            QLabel#clock {{ font-size: {clock_px}px; font-weight: 700; }}
            QLabel#presentationVerdict, QLabel#revealed {{ font-size: {px(TEXT_SHARE)}px; }}
            QLabel#presentationVerdict {{ background-image: none; padding-left: 0px; }}
            QLineEdit#presentationAnswer {{ font-size: {px(TEXT_SHARE * 0.8)}px; }}
            QLabel#counter {{ font-size: {px(TEXT_SHARE * 0.7)}px; }}
            QLabel#score {{ font-size: {px(SCORE_SHARE)}px; font-weight: 700; }}
            """
        )
        self.duration.ensurePolished()
        self.duration.setFixedWidth(self.duration.fontMetrics().horizontalAdvance("00:00") * 2)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._ticker.stop()
        self.closed.emit()
        super().closeEvent(event)
