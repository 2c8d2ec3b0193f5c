"""The rule book the 24 tab deals under (24 points, Countdown's numbers, Krypto) and what the
table shows for it: each deal's target in large type, Countdown's clock, the rules of the
puzzle on the table, and how hard the hand is.

The session decides: its puzzle names its rule book and clock (`TwentyFourPuzzle.preset`,
`seconds_allowed`) and `Session.run_out` says what the end of the time is worth. This part
only gives a fresh Countdown hand its limit when the player plays against the clock (Settings),
shows the time left, and hands the session's judgement at the end to the tab (`ran_out`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QWidget

from engines.play import RIGHT, Judgement, Session, Verdict
from engines.play.scoring import PRACTICE
from engines.play.verdicts import NEAR
from engines.twentyfour.presets import LARGE_NUMBERS, PRESETS
from gui.play.background import BackgroundWork
from gui.play.session_keeper import SessionKeeper
from gui.shell import style
from gui.shell.settings import TF_COUNTDOWN_CLOCK, TF_LARGE_NUMBERS, TF_PRESET, Settings
from gui.shell.style import named
from gui.twentyfour.analysis import HandAnalysis
from gui.twentyfour.rules_text import puzzle_rules_text
from gui.twentyfour.side_panel import HandPanel
from gui.twentyfour.table import CardTable

TICK_MS = 200
"""How often the clock is redrawn while it runs: the seconds never lag by more than this."""


def feedback_kind(verdict: Verdict) -> str:
    """How a verdict is coloured (with its icon): right, a near miss (information), or not."""
    return "success" if verdict.kind == RIGHT else "info" if verdict.kind == NEAR else "error"


class PresetPanel(QObject):
    """The rule-book controls in the side panel, the target and clock on the table."""

    ran_out = Signal(object)
    """The session's Judgement when the time ran out."""
    deal_wanted = Signal()
    """The rule book or the number of large numbers changed: the next hand follows them."""

    def __init__(
        self, table: CardTable, panel: HandPanel, settings: Settings, keeper: SessionKeeper
    ) -> None:
        super().__init__(panel)
        self._settings = settings
        self._keeper = keeper
        self._panel = panel
        self._build_controls(panel)
        felt = table.frame
        self.target_label = style.with_role(named(QLabel(felt), "presetTarget"), "target")
        self.clock_label = style.with_role(named(QLabel(felt), "presetClock"), "counter")
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.target_label)
        row.addSpacing(24)
        row.addWidget(self.clock_label)
        row.addStretch(1)
        felt.layout().insertLayout(1, row)
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self.tick)
        self._analysis: HandAnalysis | None = None
        panel.frame.installEventFilter(self)
        self.load()

    def connect_to(self, judged: Callable[[Judgement], None], redeal: Callable[[], None]) -> None:
        """`judged` shows the session's judgement when the time runs out; `redeal` deals again
        under a new rule book."""
        self.ran_out.connect(judged)
        self.deal_wanted.connect(redeal)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The panel heard of a new language: so do these controls."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        return super().eventFilter(watched, event)

    def _build_controls(self, panel: HandPanel) -> None:
        frame = panel.frame
        self._preset_label = QLabel(frame)
        self.preset_combo = named(QComboBox(frame), "presetCombo")
        for name in PRESETS:
            self.preset_combo.addItem(name, name)
        self._large_label = QLabel(frame)
        self.large_combo = named(QComboBox(frame), "largeNumbersCombo")
        for count in range(len(LARGE_NUMBERS) + 1):
            self.large_combo.addItem(str(count), count)
        self.rules_label = named(QLabel(frame), "presetRulesLabel")
        self.rules_label.setWordWrap(True)
        self.level_label = named(QLabel(frame), "handLevelLabel")
        self.level_label.setWordWrap(True)
        grid = style.options_grid(
            (self._preset_label, self.preset_combo), (self._large_label, self.large_combo)
        )
        layout = frame.layout()
        at = layout.indexOf(frame.findChild(QWidget, "panelRule"))
        layout.insertLayout(at, grid)
        layout.insertWidget(at + 1, self.rules_label)
        layout.insertWidget(at + 2, self.level_label)
        self.preset_combo.activated.connect(self._preset_chosen)
        self.large_combo.activated.connect(self._large_chosen)

    # ----- the player's choice ----------------------------------------------------------

    def load(self) -> bool:
        """Show the stored choice; True when it differs from what was shown. Turning the
        clock off in Settings lifts the limit of the hand on the table at once."""
        preset, large = self._settings.get(TF_PRESET), self._settings.get(TF_LARGE_NUMBERS)
        changed = (preset, large) != (
            self.preset_combo.currentData(),
            self.large_combo.currentData(),
        )
        self.preset_combo.setCurrentIndex(self.preset_combo.findData(preset))
        self.large_combo.setCurrentIndex(large)
        self.show_controls()
        session = self._keeper.session
        if session is not None and not self._settings.get(TF_COUNTDOWN_CLOCK):
            session.limit_time(None)
            self.tick()
        return changed

    def _preset_chosen(self, index: int) -> None:
        self._settings.set(TF_PRESET, self.preset_combo.itemData(index))
        self.show_controls()
        self.deal_wanted.emit()

    def _large_chosen(self, index: int) -> None:
        self._settings.set(TF_LARGE_NUMBERS, self.large_combo.itemData(index))
        self.deal_wanted.emit()

    def show_controls(self, *_mode_switched: object) -> None:
        """Countdown picks its large numbers; a preset deals its own cards and target. Shown
        while the panel's own options are (the How many ways? round takes their room: the tab
        calls this when the round comes or goes)."""
        preset = self._settings.get(TF_PRESET)
        shown = not self._panel.difficulty.isHidden()
        for widget in (self._preset_label, self.preset_combo, self.rules_label):
            widget.setVisible(shown)
        self._large_label.setVisible(shown and preset == "countdown")
        self.large_combo.setVisible(shown and preset == "countdown")
        self.level_label.setVisible(shown and bool(self.level_label.text()))
        for own_rule in (self._panel.card_count, self._panel.target_input):
            own_rule.setEnabled(preset == "24")
        self._panel.left_to_right.setEnabled(preset == "24")

    # ----- the puzzle on the table --------------------------------------------------------

    def show_session(self, session: Session, work: BackgroundWork) -> None:
        """A puzzle is on the table: its target, its rules, and for a fresh Countdown hand
        in free play the clock, when the player plays against it; how hard it is once `work`
        has the engine's analysis."""
        puzzle = session.puzzle
        self._analysis = None
        fresh = not session.finished and session.time_limit is None and not session.tried
        timed = self._settings.get(TF_COUNTDOWN_CLOCK) and session.mode == PRACTICE
        if fresh and timed and puzzle.seconds_allowed is not None:
            session.limit_time(puzzle.seconds_allowed)
        self.retranslate_ui()
        self.tick()
        work.with_analysis(lambda tab, analysis: tab.presets.show_facts(analysis))

    def show_facts(self, analysis: HandAnalysis) -> None:
        """How hard the hand on the table is, once the engine has worked it out."""
        self._analysis = analysis
        self.level_label.setText(self._facts_text())
        self.show_controls()

    def tick(self) -> None:
        """Redraw the time left; at zero the session says what the end is worth."""
        session = self._keeper.session
        left = None if session is None else session.time_left
        self.clock_label.setVisible(left is not None)
        if left is None or session is None:
            self._timer.stop()
            return
        seconds = int(left + 0.999)
        self.clock_label.setText(
            self.tr("{time} left").format(time=f"{seconds // 60}:{seconds % 60:02d}")
        )
        if session.finished:
            self._timer.stop()
            return
        if not self._timer.isActive():
            self._timer.start()
        if left == 0:
            self._timer.stop()
            judgement = session.run_out()
            if judgement is not None:
                self.ran_out.emit(judgement)

    def _facts_text(self) -> str:
        analysis = self._analysis
        if analysis is None or analysis.level is None:
            return ""
        level = {"easy": self.tr("easy"), "medium": self.tr("medium"), "hard": self.tr("hard")}
        text = self.tr("Level: {level}").format(level=level[analysis.level])
        if analysis.solve_rate is not None:
            share = round(analysis.solve_rate * 100)
            return text + " · " + self.tr("about {share}% of players solve it").format(share=share)
        if analysis.levelled_by_solutions:
            count = len(analysis.solutions)
            return text + " · " + self.tr("distinct solutions: {count}").format(count=count)
        return text

    def retranslate_ui(self) -> None:
        self._preset_label.setText(self.tr("&Rules:"))
        names = (self.tr("24 points"), self.tr("Countdown"), self.tr("Krypto"))
        for index, name in enumerate(names):
            self.preset_combo.setItemText(index, name)
        self.preset_combo.setAccessibleName(self.tr("Rules"))
        self._large_label.setText(self.tr("&Large:"))
        self.large_combo.setAccessibleName(self.tr("Large numbers"))
        self.large_combo.setToolTip(self.tr("How many of 25, 50, 75 and 100 Countdown deals"))
        session = self._keeper.session
        puzzle = None if session is None else session.puzzle
        shown = puzzle is not None and puzzle.preset != "24"
        self.target_label.setVisible(shown)
        if puzzle is not None:
            self.target_label.setText(self.tr("Target {target}").format(target=puzzle.rules.target))
            self.rules_label.setText(puzzle_rules_text(puzzle.preset, puzzle.rules))
        self.target_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.level_label.setText(self._facts_text())
        self.show_controls()
