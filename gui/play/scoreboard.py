"""The score, the streak and the per-puzzle timer that both game tabs show.

The numbers come from the game's session (`engines.play`), which applies the play rules and
runs the clock; this widget only shows them, in mm:ss for the time. In a narrow side panel the
timer moves under the score and the streak rather than clipping them. While the clock runs the
widget wakes once a second, just after the shown seconds change, so an idle window costs no
more than a clock. Under them, when the puzzle on the table plays under other rules than the
player's settings, one line says how ("this puzzle: target 36"), from `engines.play.differences`.

A tick changes the timer's text only, and between two refreshes the timer label keeps the size
the layout gave it (growing if a wider time needs it): Qt lays out again every parent of a label
whose text changes, up to the whole window, unless the label's size is fixed.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from engines.common import Message
from engines.play import Session
from engines.play.messages import THIS_PUZZLE
from gui.shell.i18n import translate_message

NUDGE_MS = 5
"""How long after the shown seconds change a refresh comes, so it never lands just before."""
TICK_MS = 1000 + NUDGE_MS
"""Longest wait between two refreshes while the clock runs: each waits for the next second."""
Notes = Callable[[], tuple[Message, ...]]
ANY_SIZE = QSize(16777215, 16777215)
"""Qt's largest widget size (QWIDGETSIZE_MAX): a label with it as its maximum is not fixed."""


class _ClockLabel(QLabel):
    """The timer, repainted every second while a puzzle is played. It paints its whole area
    itself, in its background colour (the score strip's, from the style sheet), so Qt need not
    repaint the window, tab and panels beneath it each second. Qt's style sheets withdraw that
    promise as they polish a widget, so it is given again after each polish."""

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() in (QEvent.Type.Polish, QEvent.Type.StyleChange):
            self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        return handled

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        # Not fillRect: PySide6 weighs its QGradient.Preset overload, and making QGradient's
        # Python type on first use costs ~12M instructions before the first frame.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.palette().brush(self.backgroundRole()))
        painter.drawRect(event.rect())
        painter.end()
        super().paintEvent(event)


class Scoreboard(QWidget):
    """Score, streak and timer labels showing what the followed session says."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreboard")
        self._source: Callable[[], Session | None] = lambda: None
        self._score_label = QLabel(self)
        self._score_label.setObjectName("scoreLabel")
        self._streak_label = QLabel(self)
        self._streak_label.setObjectName("streakLabel")
        self._timer_label = _ClockLabel(self)
        self._timer_label.setObjectName("timerLabel")
        self._notes: Notes = lambda: ()
        self.rules_label = QLabel(self)
        self.rules_label.setObjectName("puzzleRulesLabel")
        self.rules_label.setWordWrap(True)
        self.rules_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.rules_label.hide()
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setHorizontalSpacing(8)
        self._grid.setVerticalSpacing(0)
        self._one_row: bool | None = None
        for label in (self._score_label, self._streak_label, self._timer_label):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._arrange(one_row=True)
        self._ticker = QTimer(self)
        self._ticker.setSingleShot(True)
        self._ticker.setTimerType(Qt.TimerType.PreciseTimer)
        self._ticker.timeout.connect(self._tick)
        self.retranslate_ui()

    def follow(self, source: Callable[[], Session | None], notes: Notes | None = None) -> None:
        """Show the session `source` returns from now on (it may change puzzle by puzzle),
        and what `notes` says differs about the puzzle's rules."""
        self._source = source
        self._notes = notes or (lambda: ())
        self.refresh()

    def rules_note(self) -> str:
        """"this puzzle: …" when the puzzle's rules differ from the player's, else ""."""
        terms = [translate_message(note) for note in self._notes()]
        if not terms:
            return ""
        return translate_message(Message.of(THIS_PUZZLE, terms=", ".join(terms)))

    @property
    def score(self) -> int:
        session = self._source()
        return session.score if session is not None else 0

    @property
    def streak(self) -> int:
        session = self._source()
        return session.streak if session is not None else 0

    @property
    def elapsed_seconds(self) -> int:
        """Whole seconds the session's clock has counted for the current puzzle."""
        session = self._source()
        return session.seconds if session is not None else 0

    def retranslate_ui(self) -> None:
        self.refresh()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._release_timer()
        self._arrange(one_row=event.size().width() >= self._one_row_width())

    def _one_row_width(self) -> int:
        labels = (self._score_label, self._streak_label, self._timer_label)
        spacing = self._grid.horizontalSpacing() * (len(labels) - 1)
        return sum(label.sizeHint().width() for label in labels) + spacing

    def _arrange(self, *, one_row: bool) -> None:
        """Score, streak and timer in one row, or the timer under the other two."""
        if one_row == self._one_row:
            return
        self._one_row = one_row
        for label in (self._score_label, self._streak_label, self._timer_label):
            self._grid.removeWidget(label)
        self._grid.removeWidget(self.rules_label)
        self._grid.addWidget(self._score_label, 0, 0)
        self._grid.addWidget(self._streak_label, 0, 1)
        if one_row:
            self._grid.addWidget(self._timer_label, 0, 2)
            self._grid.addWidget(self.rules_label, 1, 0, 1, 3)
        else:
            self._grid.addWidget(self._timer_label, 1, 0, 1, 2)
            self._grid.addWidget(self.rules_label, 2, 0, 1, 2)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        elif event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._release_timer()
        super().changeEvent(event)

    def refresh(self) -> None:
        """Show the session's numbers now. The tab calls this whenever the session changes
        (a play, a new puzzle, on or off screen); a timer repeats it only while the clock runs,
        so a tab that is not on screen has no timer going."""
        self._schedule_tick()
        self._score_label.setText(self.tr("Score: {score}").format(score=self.score))
        self._streak_label.setText(self.tr("Streak: {streak}").format(streak=self.streak))
        self._release_timer()
        self._timer_label.setText(self._time_text())
        note = self.rules_note()
        self.rules_label.setText(note)
        self.rules_label.setVisible(bool(note))
        if self.isVisible():  # a longer score may no longer fit beside the time
            self._arrange(one_row=self.width() >= self._one_row_width())

    def _tick(self) -> None:
        """A second has passed on the running clock: only the time can have changed."""
        self._schedule_tick()
        label = self._timer_label
        text = self._time_text()
        if text == label.text():
            return
        if label.isVisible() and label.minimumSize() != label.maximumSize():
            label.setFixedSize(label.size().expandedTo(label.sizeHint()))
        label.setText(text)
        if label.minimumSize() == label.maximumSize():
            needed = label.size().expandedTo(label.sizeHint())
            if needed != label.size():
                label.setFixedSize(needed)

    def _release_timer(self) -> None:
        """Let the layout size the timer label again (new text size, language or room)."""
        self._timer_label.setMinimumSize(0, 0)
        self._timer_label.setMaximumSize(ANY_SIZE)

    def _schedule_tick(self) -> None:
        session = self._source()
        if session is not None and session.clock.running:
            into_second = session.clock.seconds % 1
            self._ticker.start(math.ceil((1 - into_second) * 1000) + NUDGE_MS)
        else:
            self._ticker.stop()

    def _time_text(self) -> str:
        minutes, seconds = divmod(self.elapsed_seconds, 60)
        return self.tr("Time: {time}").format(time=f"{minutes:02d}:{seconds:02d}")
