"""The Settings menu, built from one table of what a player may change there.

Each entry names a setting declared in `gui.shell.settings` and the labels of its values, so the
menu, its persistence and its translations cannot drift apart. A tab may also edit the same
settings on its own controls; the menu re-reads every value each time it opens.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, NamedTuple

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Signal
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from engines.common import PuzzleInputError
from engines.twentyfour import parse_target
from gui.shell import settings as s
from gui.shell.appearance import apply_appearance
from gui.shell.i18n import CHINESE, ENGLISH, SYSTEM, translate_message

CONTEXT = "SettingsMenu"
TWENTYFOUR = "24"
MATCHSTICKS = "matchsticks"


class Choice(NamedTuple):
    """A submenu of mutually exclusive values of one setting."""

    setting: s.Setting[Any]
    title: str
    options: tuple[tuple[Any, str], ...]


class Toggle(NamedTuple):
    """A checkable action for one boolean setting."""

    setting: s.Setting[bool]
    title: str


LEVELS = (
    ("easy", QT_TRANSLATE_NOOP("SettingsMenu", "Easy")),
    ("medium", QT_TRANSLATE_NOOP("SettingsMenu", "Medium")),
    ("hard", QT_TRANSLATE_NOOP("SettingsMenu", "Hard")),
)

APPEARANCE = Choice(
    s.APPEARANCE,
    QT_TRANSLATE_NOOP("SettingsMenu", "&Appearance"),
    (
        ("system", QT_TRANSLATE_NOOP("SettingsMenu", "Follow the &system")),
        ("light", QT_TRANSLATE_NOOP("SettingsMenu", "&Light")),
        ("dark", QT_TRANSLATE_NOOP("SettingsMenu", "&Dark")),
    ),
)

SOUND = Toggle(s.SOUND_ON_SOLVE, QT_TRANSLATE_NOOP("SettingsMenu", "S&ound on solve"))

MENUS: tuple[tuple[str, str, tuple[Choice | Toggle, ...]], ...] = (
    (
        TWENTYFOUR,
        QT_TRANSLATE_NOOP("SettingsMenu", "&24 Points"),
        (
            Choice(
                s.TF_PRESET,
                QT_TRANSLATE_NOOP("SettingsMenu", "&Rules"),
                (
                    ("24", QT_TRANSLATE_NOOP("SettingsMenu", "24 points")),
                    ("countdown", QT_TRANSLATE_NOOP("SettingsMenu", "Countdown numbers")),
                    ("krypto", QT_TRANSLATE_NOOP("SettingsMenu", "Krypto")),
                ),
            ),
            Choice(
                s.TF_LARGE_NUMBERS,
                QT_TRANSLATE_NOOP("SettingsMenu", "Countdown's large &numbers"),
                (
                    (0, QT_TRANSLATE_NOOP("SettingsMenu", "No large number")),
                    (1, QT_TRANSLATE_NOOP("SettingsMenu", "1 large number")),
                    (2, QT_TRANSLATE_NOOP("SettingsMenu", "2 large numbers")),
                    (3, QT_TRANSLATE_NOOP("SettingsMenu", "3 large numbers")),
                    (4, QT_TRANSLATE_NOOP("SettingsMenu", "4 large numbers")),
                ),
            ),
            Toggle(
                s.TF_COUNTDOWN_CLOCK,
                QT_TRANSLATE_NOOP("SettingsMenu", "Countdown's 30-second cl&ock"),
            ),
            Choice(s.TF_DIFFICULTY, QT_TRANSLATE_NOOP("SettingsMenu", "&Difficulty"), LEVELS),
            Choice(
                s.TF_CARD_COUNT,
                QT_TRANSLATE_NOOP("SettingsMenu", "&Cards per hand"),
                (
                    (4, QT_TRANSLATE_NOOP("SettingsMenu", "4 cards")),
                    (5, QT_TRANSLATE_NOOP("SettingsMenu", "5 cards")),
                    (6, QT_TRANSLATE_NOOP("SettingsMenu", "6 cards")),
                ),
            ),
            Toggle(s.TF_SOLVABLE_ONLY, QT_TRANSLATE_NOOP("SettingsMenu", "&Solvable hands only")),
            Toggle(
                s.TF_LEFT_TO_RIGHT, QT_TRANSLATE_NOOP("SettingsMenu", "&Left-to-right evaluation")
            ),
            Choice(
                s.TF_DIVISION,
                QT_TRANSLATE_NOOP("SettingsMenu", "Left-to-right &division"),
                (
                    ("exact", QT_TRANSLATE_NOOP("SettingsMenu", "Exact fractions")),
                    (
                        "truncate",
                        QT_TRANSLATE_NOOP("SettingsMenu", "Whole numbers (drop the remainder)"),
                    ),
                ),
            ),
        ),
    ),
    (
        MATCHSTICKS,
        QT_TRANSLATE_NOOP("SettingsMenu", "&Matchsticks"),
        (
            Choice(
                s.MS_KIND,
                QT_TRANSLATE_NOOP("SettingsMenu", "Puzzle &kind"),
                (
                    ("move", QT_TRANSLATE_NOOP("SettingsMenu", "Move sticks")),
                    ("add", QT_TRANSLATE_NOOP("SettingsMenu", "Add sticks")),
                    ("remove", QT_TRANSLATE_NOOP("SettingsMenu", "Remove sticks")),
                ),
            ),
            Choice(
                s.MS_STICKS,
                QT_TRANSLATE_NOOP("SettingsMenu", "&Sticks to change"),
                (
                    (1, QT_TRANSLATE_NOOP("SettingsMenu", "1 stick")),
                    (2, QT_TRANSLATE_NOOP("SettingsMenu", "2 sticks")),
                    (3, QT_TRANSLATE_NOOP("SettingsMenu", "3 sticks")),
                ),
            ),
            Choice(
                s.MS_DIGITS,
                QT_TRANSLATE_NOOP("SettingsMenu", "Digits per &number"),
                (
                    (1, QT_TRANSLATE_NOOP("SettingsMenu", "1 digit")),
                    (2, QT_TRANSLATE_NOOP("SettingsMenu", "Up to 2 digits")),
                    (3, QT_TRANSLATE_NOOP("SettingsMenu", "Up to 3 digits")),
                ),
            ),
            Choice(s.MS_DIFFICULTY, QT_TRANSLATE_NOOP("SettingsMenu", "&Difficulty"), LEVELS),
            Choice(
                s.MS_GLYPHS,
                QT_TRANSLATE_NOOP("SettingsMenu", "Numbers &drawn as"),
                (
                    ("standard", QT_TRANSLATE_NOOP("SettingsMenu", "Standard digits")),
                    (
                        "flexible",
                        QT_TRANSLATE_NOOP("SettingsMenu", "Flexible digits (6, 7, 9, 1 and −)"),
                    ),
                    ("handwritten", QT_TRANSLATE_NOOP("SettingsMenu", "Handwritten digits")),
                    ("roman", QT_TRANSLATE_NOOP("SettingsMenu", "Roman numerals")),
                ),
            ),
            Toggle(s.MS_UNIQUE, QT_TRANSLATE_NOOP("SettingsMenu", "&Unique solution only")),
            Toggle(
                s.MS_EQUALS_MUTABLE, QT_TRANSLATE_NOOP("SettingsMenu", "The “=” sign may &change")
            ),
            Toggle(s.MS_MULTIPLY_DIVIDE, QT_TRANSLATE_NOOP("SettingsMenu", "Use × and &÷")),
            Toggle(s.MS_NO_LEADING_ZEROS, QT_TRANSLATE_NOOP("SettingsMenu", "No leading &zeros")),
        ),
    ),
)

LANGUAGE_LABELS = ((ENGLISH, "English"), (CHINESE, "简体中文"))


def _translate(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


class SettingsMenu(QMenu):
    """Edits `gui.shell.settings` values; says which game's settings changed, or the language."""

    game_settings_changed = Signal(str)
    language_chosen = Signal(str)
    notice = Signal(str)

    def __init__(self, settings: s.Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsMenu")
        self.settings = settings
        self._titled: list[tuple[QMenu | QAction, str]] = []
        self._bound: list[tuple[QAction, s.Setting[Any], Any]] = []
        self._language_menu = self._add_submenu(
            self, "languageMenu", QT_TRANSLATE_NOOP("SettingsMenu", "&Language")
        )
        self._build_language_menu()
        self._add_choice(self, APPEARANCE, self._apply_appearance)
        self._add_toggle(self, SOUND, self.settings.sync)
        for game, title, entries in MENUS:
            submenu = self._add_submenu(self, f"settings{game.capitalize()}Menu", title)
            for entry in entries:
                if isinstance(entry, Choice):
                    self._add_choice(submenu, entry, partial(self._changed, game))
                else:
                    self._add_toggle(submenu, entry, partial(self._changed, game))
                if entry.setting is s.TF_DIFFICULTY:
                    self._add_target_action(submenu)
        self.aboutToShow.connect(self.sync_from_settings)
        self.sync_from_settings()
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setTitle(self.tr("&Settings"))
        for item, source in self._titled:
            if isinstance(item, QMenu):
                item.setTitle(_translate(source))
            else:
                item.setText(_translate(source))

    def sync_from_settings(self) -> None:
        """Check the actions that match the stored values (tabs may have changed them)."""
        for action, setting, value in self._bound:
            action.setChecked(self.settings.get(setting) == value)
        division = self.findChild(QMenu, f"{s.TF_DIVISION.key}Menu")
        division.menuAction().setEnabled(self.settings.get(s.TF_LEFT_TO_RIGHT))

    def action_for(self, setting: s.Setting[Any], value: Any = True) -> QAction:
        """The action that sets `setting` to `value` (tests and the main window use this)."""
        return next(a for a, bound, v in self._bound if bound is setting and v == value)

    def choose_target(self) -> None:
        """Ask for a target; only what play accepts (see `parse_target`) is saved."""
        # Imported here, not for the first frame: PySide6 builds a Qt class's Python type,
        # with every enum in it, when its name is first imported.
        from PySide6.QtWidgets import QInputDialog

        text, accepted = QInputDialog.getText(
            self.parentWidget(),
            self.tr("Target"),
            self.tr("Make this number (a whole number or a fraction such as 7/2):"),
            text=self.settings.get(s.TF_TARGET),
        )
        if not accepted:
            return
        try:
            target = parse_target(text)
        except PuzzleInputError as error:
            self.notice.emit(
                self.tr("{problem}; the target is unchanged.").format(
                    problem=translate_message(error.message)
                )
            )
            return
        self.settings.set(s.TF_TARGET, str(target))
        self._changed(TWENTYFOUR)

    def _add_submenu(self, parent: QMenu, name: str, title: str) -> QMenu:
        submenu = parent.addMenu("")
        submenu.setObjectName(name)
        self._titled.append((submenu, title))
        return submenu

    def _add_action(self, menu: QMenu, title: str) -> QAction:
        action = menu.addAction("")
        self._titled.append((action, title))
        return action

    def _build_language_menu(self) -> None:
        group = QActionGroup(self)
        system = self._add_action(
            self._language_menu, QT_TRANSLATE_NOOP("SettingsMenu", "&System language")
        )
        options = [(system, SYSTEM)]
        for language, native_name in LANGUAGE_LABELS:
            options.append((self._language_menu.addAction(native_name), language))
        for action, language in options:
            action.setObjectName(f"language_{language}")
            action.setCheckable(True)
            group.addAction(action)
            self._bound.append((action, s.LANGUAGE, language))
            action.triggered.connect(
                lambda _checked, chosen=language: self._choose_language(chosen)
            )

    def _add_choice(self, menu: QMenu, entry: Choice, on_change: Callable[[], None]) -> None:
        submenu = self._add_submenu(menu, f"{entry.setting.key}Menu", entry.title)
        group = QActionGroup(submenu)
        for value, label in entry.options:
            action = self._add_action(submenu, label)
            action.setCheckable(True)
            group.addAction(action)
            self._bind(action, entry.setting, value, False, on_change)

    def _add_toggle(self, menu: QMenu, entry: Toggle, on_change: Callable[[], None]) -> None:
        action = self._add_action(menu, entry.title)
        action.setCheckable(True)
        self._bind(action, entry.setting, True, True, on_change)

    def _add_target_action(self, menu: QMenu) -> None:
        action = self._add_action(menu, QT_TRANSLATE_NOOP("SettingsMenu", "&Target…"))
        action.setObjectName("targetAction")
        action.triggered.connect(self.choose_target)

    def _bind(
        self,
        action: QAction,
        setting: s.Setting[Any],
        value: Any,
        is_toggle: bool,
        on_change: Callable[[], None],
    ) -> None:
        action.setObjectName(f"{setting.key}={value}")
        self._bound.append((action, setting, value))

        def store(checked: bool) -> None:
            self.settings.set(setting, checked if is_toggle else value)
            on_change()

        action.triggered.connect(store)

    def _changed(self, game: str) -> None:
        self.settings.sync()
        self.sync_from_settings()
        self.game_settings_changed.emit(game)

    def _apply_appearance(self) -> None:
        self.settings.sync()
        self.sync_from_settings()
        apply_appearance(QApplication.instance(), self.settings.get(s.APPEARANCE))

    def _choose_language(self, language: str) -> None:
        self.settings.set(s.LANGUAGE, language)
        self.settings.sync()
        self.language_chosen.emit(language)
