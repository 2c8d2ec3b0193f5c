"""What a contest plays and how it scores, chosen before the server opens.

The puzzles come from the generator (game, level, cards or sticks, seed: the worksheet's
generator, so a seed gives the same puzzles again), the open puzzle set, or the puzzle on the
table. Scoring is "How many ways?" or "First right answer"; the countdown is off by default.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engines.classroom.contest.room import Mode
from engines.classroom.contest.server import DEFAULT_PORT
from engines.classroom.puzzle_sets import OpenSet
from engines.classroom.sheet_limits import MAX_PUZZLES
from engines.classroom.worksheet import Options, drawn, fresh_seed
from engines.common import LEVELS
from engines.sharing.codes import SharedPuzzle
from gui.play.games import WINDOW_GAMES, game_title
from gui.shell import style

GENERATED, OPEN_SET, TABLE = "generated", "set", "table"
DEFAULT_COUNT = 5
MAX_COUNTDOWN = 3600


@dataclass(frozen=True)
class ContestChoice:
    puzzles: list[SharedPuzzle]
    mode: Mode
    countdown: int | None
    port: int


class ContestSetupDialog(QDialog):
    """The contest's settings; `choice()` makes the puzzles (PuzzleInputError if none fit)."""

    def __init__(
        self,
        parent: QWidget | None,
        game: str,
        open_set: OpenSet | None = None,
        table_puzzle: SharedPuzzle | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("contestSetupDialog")
        self.open_set = open_set
        self.table_puzzle = table_puzzle
        self.game = style.named(QComboBox(self), "contestGame")
        self.source = style.named(QComboBox(self), "contestSource")
        self.count = style.named(QSpinBox(self), "contestCount")
        self.count.setRange(1, MAX_PUZZLES)
        self.count.setValue(DEFAULT_COUNT)
        self.level = style.named(QComboBox(self), "contestLevel")
        self.cards = style.named(QSpinBox(self), "contestCards")
        self.cards.setRange(3, 6)
        self.cards.setValue(4)
        self.sticks = style.named(QSpinBox(self), "contestSticks")
        self.sticks.setRange(1, 3)
        self.seed = style.named(QSpinBox(self), "contestSeed")
        self.seed.setRange(0, 999_999)
        self.mode = style.named(QComboBox(self), "contestMode")
        self.countdown = style.named(QSpinBox(self), "contestCountdown")
        self.countdown.setRange(0, MAX_COUNTDOWN)
        self.countdown.setSingleStep(15)
        self.port = style.named(QSpinBox(self), "contestPort")
        self.port.setRange(0, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.labels = [QLabel(self) for _ in range(10)]
        form = QFormLayout()
        fields = (
            self.game,
            self.source,
            self.count,
            self.level,
            self.cards,
            self.sticks,
            self.seed,
            self.mode,
            self.countdown,
            self.port,
        )
        for label, field in zip(self.labels, fields, strict=True):
            label.setBuddy(field)
            form.addRow(label, field)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self.retranslate_ui()
        self.game.setCurrentIndex(max(0, self.game.findData(game)))
        start = OPEN_SET if open_set is not None else GENERATED
        self.source.setCurrentIndex(self.source.findData(start))
        self.game.currentIndexChanged.connect(self._follow_choices)
        self.source.currentIndexChanged.connect(self._follow_choices)
        self._follow_choices()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Host a class contest"))
        texts = (
            self.tr("&Game:"),
            self.tr("&Puzzles:"),
            self.tr("&Number of puzzles:"),
            self.tr("&Level:"),
            self.tr("&Cards:"),
            self.tr("&Sticks to move:"),
            self.tr("S&eed:"),
            self.tr("Sc&oring:"),
            self.tr("Count&down:"),
            self.tr("P&ort:"),
        )
        for label, text in zip(self.labels, texts, strict=True):
            label.setText(text)
        _fill(self.game, [(key, game_title(key)) for key in WINDOW_GAMES])
        sources = [(GENERATED, self.tr("New puzzles from the generator"))]
        if self.open_set is not None:
            sources.append((OPEN_SET, self.tr("The open puzzle set")))
        if self.table_puzzle is not None:
            sources.append((TABLE, self.tr("The puzzle on the table")))
        _fill(self.source, sources)
        names = {"easy": self.tr("Easy"), "medium": self.tr("Medium"), "hard": self.tr("Hard")}
        _fill(self.level, [(None, self.tr("Any")), *((level, names[level]) for level in LEVELS)])
        _fill(
            self.mode,
            [
                ("ways", self.tr("How many ways? (+1 new, −1 repeat or wrong)")),
                ("first", self.tr("First right answer (10, 9, 8… points)")),
            ],
        )
        self.seed.setSpecialValueText(self.tr("new"))
        self.countdown.setSpecialValueText(self.tr("off"))
        self.countdown.setSuffix(self.tr(" s"))
        self.port.setSpecialValueText(self.tr("any free port"))

    def _follow_choices(self) -> None:
        generated = self.source.currentData() == GENERATED
        twentyfour = self.game.currentData() == "24"
        for widget in (self.count, self.level, self.seed):
            widget.setEnabled(generated)
        self.cards.setEnabled(generated and twentyfour)
        self.sticks.setEnabled(generated and not twentyfour)
        self.game.setEnabled(self.source.currentData() != TABLE)

    def puzzles(self) -> list[SharedPuzzle]:
        source = self.source.currentData()
        game = self.game.currentData()
        if source == TABLE and self.table_puzzle is not None:
            return [self.table_puzzle]
        if source == OPEN_SET and self.open_set is not None:
            return [puzzle for puzzle in self.open_set.puzzles if game == puzzle.GAME]
        options = Options(
            game=game,
            count=self.count.value(),
            level=self.level.currentData(),
            cards=self.cards.value(),
            sticks=self.sticks.value(),
        )
        return list(drawn(options, self.seed.value() or fresh_seed()))

    def choice(self) -> ContestChoice:
        countdown = self.countdown.value()
        return ContestChoice(
            self.puzzles(), self.mode.currentData(), countdown or None, self.port.value()
        )


def _fill(combo: QComboBox, items: list[tuple[object, str]]) -> None:
    """Put `items` (data, text) in `combo`, keeping the chosen data across a retranslation."""
    chosen = combo.currentData()
    combo.blockSignals(True)
    combo.clear()
    for data, text in items:
        combo.addItem(text, data)
    combo.setCurrentIndex(max(0, combo.findData(chosen)))
    combo.blockSignals(False)
