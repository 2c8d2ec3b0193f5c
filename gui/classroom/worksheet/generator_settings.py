"""The generators' settings as form rows: the game, how many puzzles, the rule book (24 points,
Countdown, Krypto) and Countdown's large numbers, the level, the cards or the sticks, the task
and how numbers are drawn, and the seed.

File ▸ Print worksheet… and File ▸ New set from generator… ask the same questions and make the
same puzzles from the answers (`engines.classroom.worksheet.Options`), so they share these rows.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QComboBox, QFormLayout, QSpinBox, QWidget

from engines.classroom.sheet_limits import MAX_PUZZLES, MIN_PUZZLES
from engines.classroom.worksheet import Options, fresh_seed
from engines.matchsticks.model import MAX_COUNT
from engines.twentyfour.presets import DEFAULT_LARGE, LARGE_NUMBERS
from gui.classroom.worksheet.command_line import MAX_CARDS, MIN_CARDS

CONTEXT = "WorksheetDialog"
MAX_SEED = 999_999
DEFAULT_COUNT = 12
GAME_NAMES = {
    "24": QT_TRANSLATE_NOOP("WorksheetDialog", "24 points"),
    "matchsticks": QT_TRANSLATE_NOOP("WorksheetDialog", "Matchsticks"),
}
PRESET_NAMES = {
    "24": QT_TRANSLATE_NOOP("WorksheetDialog", "24 points"),
    "countdown": QT_TRANSLATE_NOOP("WorksheetDialog", "Countdown numbers"),
    "krypto": QT_TRANSLATE_NOOP("WorksheetDialog", "Krypto"),
}
LEVEL_NAMES = {
    None: QT_TRANSLATE_NOOP("WorksheetDialog", "Any"),
    "easy": QT_TRANSLATE_NOOP("WorksheetDialog", "Easy"),
    "medium": QT_TRANSLATE_NOOP("WorksheetDialog", "Medium"),
    "hard": QT_TRANSLATE_NOOP("WorksheetDialog", "Hard"),
}
KIND_NAMES = {
    "move": QT_TRANSLATE_NOOP("WorksheetDialog", "Move sticks"),
    "add": QT_TRANSLATE_NOOP("WorksheetDialog", "Add sticks"),
    "remove": QT_TRANSLATE_NOOP("WorksheetDialog", "Take away sticks"),
}
GLYPH_NAMES = {
    "standard": QT_TRANSLATE_NOOP("WorksheetDialog", "Standard digits"),
    "flexible": QT_TRANSLATE_NOOP("WorksheetDialog", "Flexible digits (6, 7, 9, 1 and −)"),
    "handwritten": QT_TRANSLATE_NOOP("WorksheetDialog", "Handwritten digits"),
    "roman": QT_TRANSLATE_NOOP("WorksheetDialog", "Roman numerals"),
}
"""The matchstick glyph sets (`engines.matchsticks.glyphs.GLYPH_SETS`), named as Settings ▸
Matchsticks ▸ Numbers drawn as names them."""


def translated(text: str) -> str:
    """A game, level or task name in the current language."""
    return QCoreApplication.translate(CONTEXT, text)


def combo(parent: QWidget, name: str, items: dict) -> QComboBox:
    """A combo box of `items` (value: label), named `name`."""
    box = QComboBox(parent)
    box.setObjectName(name)
    for value, label in items.items():
        box.addItem(label, value)
    return box


def spin(parent: QWidget, name: str, low: int, high: int, value: int) -> QSpinBox:
    box = QSpinBox(parent)
    box.setObjectName(name)
    box.setRange(low, high)
    box.setValue(value)
    return box


class GeneratorSettings:
    """The inputs, made on `parent`; `add_rows` puts them in a form, each under its label."""

    def __init__(self, parent: QWidget) -> None:
        def names(items: dict) -> dict:
            return {value: translated(label) for value, label in items.items()}

        self.game = combo(parent, "game", names(GAME_NAMES))
        self.count = spin(parent, "count", MIN_PUZZLES, MAX_PUZZLES, DEFAULT_COUNT)
        self.preset = combo(parent, "preset", names(PRESET_NAMES))
        self.large = spin(parent, "large", 0, len(LARGE_NUMBERS), DEFAULT_LARGE)
        self.level = combo(parent, "level", names(LEVEL_NAMES))
        self.cards = spin(parent, "cards", MIN_CARDS, MAX_CARDS, MIN_CARDS)
        self.kind = combo(parent, "kind", names(KIND_NAMES))
        self.sticks = spin(parent, "sticks", 1, MAX_COUNT, 1)
        self.glyphs = combo(parent, "glyphs", names(GLYPH_NAMES))
        self.seed = spin(parent, "seed", 1, MAX_SEED, fresh_seed())
        self._form: QFormLayout | None = None
        self.game.currentIndexChanged.connect(self._game_changed)
        self.preset.currentIndexChanged.connect(self._game_changed)

    def widgets(self) -> tuple[QWidget, ...]:
        return (
            self.game,
            self.count,
            self.preset,
            self.large,
            self.level,
            self.cards,
            self.kind,
            self.sticks,
            self.glyphs,
            self.seed,
        )

    def add_rows(self, form: QFormLayout) -> None:
        labels = (
            QCoreApplication.translate("WorksheetDialog", "Game:"),
            QCoreApplication.translate("WorksheetDialog", "Puzzles:"),
            QCoreApplication.translate("WorksheetDialog", "Rules:"),
            QCoreApplication.translate("WorksheetDialog", "Large numbers:"),
            QCoreApplication.translate("WorksheetDialog", "Level:"),
            QCoreApplication.translate("WorksheetDialog", "Cards:"),
            QCoreApplication.translate("WorksheetDialog", "Task:"),
            QCoreApplication.translate("WorksheetDialog", "Sticks:"),
            QCoreApplication.translate("WorksheetDialog", "Numbers drawn as:"),
            QCoreApplication.translate("WorksheetDialog", "Seed:"),
        )
        for label, widget in zip(labels, self.widgets(), strict=True):
            form.addRow(label, widget)
        self._form = form
        self._game_changed()

    def _game_changed(self) -> None:
        """Cards are asked for 24 points; the task, the sticks and the numbers' drawing for
        matchsticks. Countdown and Krypto deal their own cards (at any level), Countdown as
        many large ones as asked."""
        if self._form is None:
            return
        twentyfour = self.game.currentData() == "24"
        preset = self.preset.currentData() if twentyfour else "24"
        self._form.setRowVisible(self.preset, twentyfour)
        self._form.setRowVisible(self.large, preset == "countdown")
        self._form.setRowVisible(self.level, preset == "24")
        self._form.setRowVisible(self.cards, twentyfour and preset == "24")
        self._form.setRowVisible(self.kind, not twentyfour)
        self._form.setRowVisible(self.sticks, not twentyfour)
        self._form.setRowVisible(self.glyphs, not twentyfour)

    def options(self) -> Options:
        """The puzzles the settings ask for."""
        return Options(
            game=self.game.currentData(),
            count=self.count.value(),
            level=self.level.currentData(),
            cards=self.cards.value(),
            kind=self.kind.currentData(),
            sticks=self.sticks.value(),
            seed=self.seed.value(),
            preset=self.preset.currentData() if self.game.currentData() == "24" else "24",
            large=self.large.value(),
            glyphs=self.glyphs.currentData(),
        )
