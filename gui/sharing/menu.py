"""The Game menu's entries for records and sharing, and the puzzle code in the status bar.

Game ▸ Daily puzzle, Copy puzzle code, Open puzzle code…, Player ▸ and Statistics. The entries
only ask (a code, a player's name) and emit what was asked for; the main window opens the
puzzle, so the menu, `--puzzle` and tests all go through its one `open_code`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QLabel, QLineEdit, QMenu, QWidget

from engines.common import PuzzleInputError
from engines.records.database import Records
from gui.shell.i18n import translate_message

if TYPE_CHECKING:
    # Imported where a dialog opens: PySide6 builds a Qt class's Python type, every enum of
    # it included, when its name is first imported, and this module loads before the first frame.
    from PySide6.QtWidgets import QInputDialog


class SharingMenu(QObject):
    """Adds the records and sharing entries to a menu, before `before`."""

    statistics_requested = Signal()
    daily_requested = Signal()
    copy_code_requested = Signal()
    open_code_requested = Signal(str)
    player_changed = Signal(str)
    notice = Signal(str)

    def __init__(self, records: Records, menu: QMenu, before: QAction, parent: QWidget) -> None:
        super().__init__(parent)
        self.records = records
        self._parent = parent
        self.code_dialog: QInputDialog | None = None
        menu.insertSeparator(before)
        self.daily_action = self._action(menu, before, "dailyAction", "Ctrl+D")
        self.daily_action.triggered.connect(self.daily_requested)
        self.copy_action = self._action(menu, before, "copyCodeAction", None)
        self.copy_action.triggered.connect(self.copy_code_requested)
        self.open_action = self._action(menu, before, "openCodeAction", None)
        self.open_action.triggered.connect(lambda: self.ask_code())
        menu.insertSeparator(before)
        self.player_menu = QMenu(menu)
        self.player_menu.setObjectName("playerMenu")
        menu.insertMenu(before, self.player_menu)
        self.statistics_action = self._action(menu, before, "statisticsAction", "Ctrl+I")
        self.statistics_action.triggered.connect(self.statistics_requested)
        menu.insertSeparator(before)
        self._player_group = QActionGroup(self)
        self.add_player_action = QAction(self)
        self.add_player_action.setObjectName("addPlayerAction")
        self.add_player_action.triggered.connect(self.ask_new_player)
        self.rebuild_players()
        self.retranslate_ui()

    def _action(self, menu: QMenu, before: QAction, name: str, keys: str | None) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        if keys is not None:
            action.setShortcut(QKeySequence(keys))
        menu.insertAction(before, action)
        return action

    def rebuild_players(self) -> None:
        """One checkable entry per player, the current one checked, then "Add player…"."""
        self.player_menu.clear()
        for action in self._player_group.actions():
            self._player_group.removeAction(action)
        current = self.records.current_player()
        for name in self.records.players():
            action = self.player_menu.addAction(name)
            action.setCheckable(True)
            action.setChecked(name == current)
            action.triggered.connect(lambda _checked=False, chosen=name: self.choose_player(chosen))
            self._player_group.addAction(action)
        self.player_menu.addSeparator()
        self.player_menu.addAction(self.add_player_action)
        self.add_player_action.setEnabled(self.records.enabled)

    def choose_player(self, name: str) -> None:
        """Make `name` the current player (new or known) and say so."""
        try:
            chosen = self.records.use_player(name)
        except PuzzleInputError as error:
            self.notice.emit(translate_message(error.message))
            return
        self.rebuild_players()
        self.player_changed.emit(chosen)

    def ask_new_player(self) -> None:
        from PySide6.QtWidgets import QInputDialog  # see the import at the top

        name, ok = QInputDialog.getText(
            self._parent, self.tr("Add player"), self.tr("Name of the new player:")
        )
        if ok:
            self.choose_player(name)

    def ask_code(self, text: str = "", problem: str = "", at: int | None = None) -> QInputDialog:
        """Ask for a puzzle code (`openCodeDialog`); after a bad one, again with what was typed
        kept, the problem said above it and the wrong character (`at`) selected."""
        from PySide6.QtWidgets import QInputDialog  # see the import at the top

        dialog = QInputDialog(self._parent)
        dialog.setObjectName("openCodeDialog")
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.setWindowTitle(self.tr("Open puzzle code"))
        prompt = self.tr("Puzzle code (such as 24:3388 or MS:5+7=2):")
        dialog.setLabelText(f"{problem}\n\n{prompt}" if problem else prompt)
        for label in dialog.findChildren(QLabel):
            label.setTextFormat(Qt.TextFormat.PlainText)  # the problem echoes what was typed
        dialog.setTextValue(text)
        dialog.textValueSelected.connect(self.open_code_requested)
        dialog.open()
        field = dialog.findChild(QLineEdit)
        if field is not None and at is not None and 0 <= at < len(text):
            field.setSelection(at, 1)
        self.code_dialog = dialog
        return dialog

    def retranslate_ui(self) -> None:
        self.daily_action.setText(self.tr("&Daily puzzle"))
        self.copy_action.setText(self.tr("Cop&y puzzle code"))
        self.open_action.setText(self.tr("&Open puzzle code…"))
        self.player_menu.setTitle(self.tr("&Player"))
        self.add_player_action.setText(self.tr("&Add player…"))
        self.statistics_action.setText(self.tr("S&tatistics"))


class PuzzleCodeLabel(QLabel):
    """The current puzzle's code in the status bar, selectable so it can be copied by hand."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("puzzleCodeLabel")
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code: str | None = None

    def show_code(self, code: str | None) -> None:
        self.code = code
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setText("" if self.code is None else self.tr("Code: {code}").format(code=self.code))
