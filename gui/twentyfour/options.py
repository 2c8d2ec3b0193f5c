"""The 24 tab's own options (level, cards, target, solvable only, left to right) kept in Settings.

The side panel shows the controls; this part stores what the player picks and tells the tab
what follows from it: a new deal, new rules for the hand on the table, or a refused target.
It also says how to deal the player's next hand (under the chosen rule book: 24 points, or
Countdown's and Krypto's, which deal a target of their own with each hand) and how the hand on
the table differs.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from functools import partial
from typing import Any, NamedTuple

from PySide6.QtCore import QObject, Signal

from engines.common import LEVELS, Level, Message, PuzzleInputError
from engines.play.differences import differences, twentyfour_terms
from engines.twentyfour import Rules, deal, parse_target
from engines.twentyfour.preset_grading import deal as deal_preset
from engines.twentyfour.presets import PRESETS, PresetName, preset_of
from gui.play.session_keeper import SessionKeeper
from gui.shell.settings import (
    TF_CARD_COUNT,
    TF_DIFFICULTY,
    TF_DIVISION,
    TF_LARGE_NUMBERS,
    TF_LEFT_TO_RIGHT,
    TF_PRESET,
    TF_SOLVABLE_ONLY,
    TF_TARGET,
    Settings,
)
from gui.twentyfour.analysis import BACKGROUND_FROM_CARDS
from gui.twentyfour.side_panel import HandPanel


def own_rule_notes(keeper: SessionKeeper, settings: Settings) -> tuple[Message, ...]:
    """How the hand on the table differs from what the player's settings deal."""
    session = keeper.session
    if session is None or preset_of(session.puzzle.rules) == settings.get(TF_PRESET) != "24":
        return ()
    own = twentyfour_terms(rules_from_settings(settings), settings.get(TF_CARD_COUNT))
    return differences(twentyfour_terms(session.puzzle), own)


class OwnDeal(NamedTuple):
    """How to deal the next hand under the player's settings; `quick` when it takes
    milliseconds (four cards for the usual target), else it goes to the worker."""

    count: int
    level: Level | None
    deal: Callable[[], tuple[tuple[int, ...], Rules]]
    """The hand and the rules it is played under."""
    quick: bool


def _preset_deal(name: PresetName, **options: Any) -> tuple[tuple[int, ...], Rules]:
    hand, target = deal_preset(name, **options)
    return hand, PRESETS[name].rules(target)


def own_deal(settings: Settings) -> OwnDeal:
    solvable_only = settings.get(TF_SOLVABLE_ONLY)
    level = settings.get(TF_DIFFICULTY) if solvable_only else None
    preset = settings.get(TF_PRESET)
    if preset != "24":
        options = {"large": settings.get(TF_LARGE_NUMBERS), "solvable_only": solvable_only}
        preset_dealer = partial(_preset_deal, preset, level=level, **options)
        return OwnDeal(PRESETS[preset].cards, level, preset_dealer, False)
    count = settings.get(TF_CARD_COUNT)
    rules = rules_from_settings(settings)
    dealer = partial(deal, level, cards=count, rules=rules, solvable_only=solvable_only)
    quick = count < BACKGROUND_FROM_CARDS and rules.target == Rules().target
    return OwnDeal(count, level, lambda: (dealer(), rules), quick)


def rules_from_settings(settings: Settings) -> Rules:
    """The rules the stored settings ask for (24 if the stored target cannot be read)."""
    try:
        target = parse_target(settings.get(TF_TARGET))
    except PuzzleInputError:
        target = Fraction(24)
    return Rules(
        target=target,
        left_to_right=settings.get(TF_LEFT_TO_RIGHT),
        division=settings.get(TF_DIVISION),
    )


class OptionControls(QObject):
    """Stores each pick of the side panel's options and says what it means for play."""

    redeal_wanted = Signal()
    """The level or the number of cards changed: the hand on the table no longer fits."""
    rules_edited = Signal()
    """The target or left-to-right changed: the same hand, under new rules."""
    solvable_only_changed = Signal()
    refused = Signal(object)
    """A typed target the engine does not accept, with its Message."""

    def __init__(self, panel: HandPanel, settings: Settings) -> None:
        super().__init__(panel)
        self._settings = settings
        panel.difficulty.activated.connect(self._difficulty_chosen)
        panel.card_count.activated.connect(self._card_count_chosen)
        panel.target_input.editingFinished.connect(self._target_edited)
        panel.solvable_only.toggled.connect(self._solvable_only_toggled)
        panel.left_to_right.toggled.connect(self._left_to_right_toggled)

    def _panel(self) -> HandPanel:
        panel = self.parent()
        assert isinstance(panel, HandPanel)
        return panel

    def _difficulty_chosen(self, index: int) -> None:
        level: Level = LEVELS[index]
        if level != self._settings.get(TF_DIFFICULTY):
            self._settings.set(TF_DIFFICULTY, level)
            self.redeal_wanted.emit()

    def _card_count_chosen(self, index: int) -> None:
        count = int(self._panel().card_count.itemData(index))
        if count != self._settings.get(TF_CARD_COUNT):
            self._settings.set(TF_CARD_COUNT, count)
            self.redeal_wanted.emit()

    def _solvable_only_toggled(self, checked: bool) -> None:
        self._settings.set(TF_SOLVABLE_ONLY, checked)
        self.solvable_only_changed.emit()

    def _left_to_right_toggled(self, checked: bool) -> None:
        self._settings.set(TF_LEFT_TO_RIGHT, checked)
        self.rules_edited.emit()

    def _target_edited(self) -> None:
        target_input = self._panel().target_input
        try:
            target = parse_target(target_input.text().strip())
        except PuzzleInputError as error:
            target_input.setText(self._settings.get(TF_TARGET))
            self.refused.emit(error.message)
            return
        if target != rules_from_settings(self._settings).target:
            self._settings.set(TF_TARGET, str(target))
            target_input.setText(str(target))
            self.rules_edited.emit()
