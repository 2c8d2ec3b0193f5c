"""The main window: one tab per game, with the menus, shortcuts and status bar they share.

The window knows nothing about either game. Its menus call the named methods every game tab
provides (see the GUI contract: `new_game`, `check_answer`, `next_hint`, ...) on whichever tab
is showing, and the Settings menu tells the tab that owns a changed setting to reload it. It
tells each tab whether it is on screen (the puzzle's clock runs only then) and has every tab
save its game when the window closes, into the data directory (by default Qt's per-user
application data location, which follows XDG_DATA_HOME).

Only the tab on screen is built before the window's first frame: the other one (its module, its
engine and its saved game) is built when it is first shown or asked for (`games[game]`), and
`tab_built` tells the parts that follow every tab (sharing, records) when that happens.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, cast

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QSize,
    Qt,
    Signal,
    SignalInstance,
)
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QGuiApplication,
    QHideEvent,
    QKeyEvent,
    QKeySequence,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QLineEdit,
    QMainWindow,
    QMenu,
    QStackedWidget,
    QTabWidget,
    QWidget,
)

from engines.common import Message
from engines.play import CHOSEN, SessionStore
from engines.play.players import adopt_unowned_games, player_directory
from engines.play.scoring import Origin
from engines.records.database import FILE_NAME, Records
from gui.classroom.menu import ClassroomMenus
from gui.classroom.puzzle_set_menu import PuzzleSetMenus
from gui.play.games import game_title
from gui.sharing.records_and_codes import Sharing
from gui.shell import settings as s
from gui.shell.data_directory import data_directory
from gui.shell.game_tabs import GameTabs, TabFactory, default_tab_factories
from gui.shell.i18n import set_language, translate_message
from gui.shell.screen_time import ScreenTime
from gui.shell.settings_menu import SettingsMenu

if TYPE_CHECKING:
    from gui.shell.help_dialogs import AboutBox, RulesDialog

CONTEXT = "MainWindow"
DEFAULT_SIZE = QSize(1280, 800)
MINIMUM_SIZE = QSize(800, 600)

# Object name, label, shortcut and the tab method each Game menu entry calls.
GAME_ACTIONS: tuple[tuple[str, str, QKeySequence | None, str], ...] = (
    ("newAction", QT_TRANSLATE_NOOP("MainWindow", "&New"), QKeySequence("Ctrl+N"), "new_game"),
    ("checkAction", QT_TRANSLATE_NOOP("MainWindow", "&Check"), None, "check_answer"),
    ("hintAction", QT_TRANSLATE_NOOP("MainWindow", "&Hint"), QKeySequence("Ctrl+H"), "next_hint"),
    (
        "solutionsAction",
        QT_TRANSLATE_NOOP("MainWindow", "Show all &solutions"),
        QKeySequence("Ctrl+Shift+S"),
        "show_solutions",
    ),
    ("undoAction", QT_TRANSLATE_NOOP("MainWindow", "&Undo"), QKeySequence("Ctrl+Z"), "undo"),
    ("redoAction", QT_TRANSLATE_NOOP("MainWindow", "&Redo"), QKeySequence("Ctrl+Shift+Z"), "redo"),
)

ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
NO_SOLUTION_KEYS = QKeySequence("Ctrl+Shift+N")
"""Owned by the 24-point tab (its No solution button's key); the Game menu entry shows it."""

NOTICE_TEMPLATES = (
    QT_TRANSLATE_NOOP(
        "engine",
        "A saved game could not be read; it was kept as {name} and a new game started.",
    ),
    QT_TRANSLATE_NOOP("engine", "The game could not be saved to {path}: {reason}"),
)
"""The saved games' notices (`engines.play.store.TEMPLATES`), where lupdate finds them."""


class GameTab(Protocol):
    """What the window needs from a game tab (a QWidget)."""

    status_message: SignalInstance

    def new_game(self) -> None: ...
    def check_answer(self) -> None: ...
    def next_hint(self) -> None: ...
    def show_solutions(self) -> None: ...
    def undo(self) -> None: ...
    def redo(self) -> None: ...
    def retranslate_ui(self) -> None: ...
    def reload_settings(self) -> None: ...
    def rules_text(self) -> str: ...
    def set_on_screen(self, on_screen: bool) -> None: ...
    def save_session(self, *, durable: bool = True) -> None: ...
    def use_store(self, store: SessionStore) -> None: ...


def _translate(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


class MainWindow(QMainWindow):
    """Holds the game tabs; each tab owns its own controls.

    `tab_built(game, tab)` is emitted when a game's tab has just been built.
    """

    tab_built = Signal(str, QWidget)

    def __init__(
        self,
        settings: s.Settings,
        tab_factories: Mapping[str, TabFactory] | None = None,
        parent: QWidget | None = None,
        *,
        data_dir: Path | None = None,
        read_only: bool = False,
        records: Records | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.settings = settings
        self.read_only = read_only
        """Another copy of the app owns the data directory: games and records are not saved."""
        directory = data_directory(data_dir)
        self.data_directory = directory
        if records is None:  # the app's start opens them beside loading the window (`opening`)
            records = Records(directory / FILE_NAME, read_only=read_only)
        self.player = records.current_player()
        if not read_only:
            adopt_unowned_games(directory, self.player)
        self.store = SessionStore(player_directory(directory, self.player), read_only=read_only)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("mainTabs")
        self.tabs.setDocumentMode(True)
        self._own_factories = tab_factories is None
        self._factories = dict(tab_factories or default_tab_factories(self.store))
        self.games = GameTabs(self._factories, self._build_tab)
        for _game in self._factories:
            self.tabs.addTab(QWidget(self.tabs), "")  # stands in until the tab is built
        self.setCentralWidget(self.tabs)
        self.setMinimumSize(MINIMUM_SIZE)
        self._rules_dialog: RulesDialog | None = None
        self._about_dialog: AboutBox | None = None
        self._game_menu = self._build_game_menu()
        self.sharing = Sharing(self, records, self._game_menu, self.game_actions["quitAction"])
        self.settings_menu = SettingsMenu(settings, self)
        self.settings_menu.game_settings_changed.connect(self._reload_game_settings)
        self.settings_menu.language_chosen.connect(self._switch_language)
        self.settings_menu.notice.connect(self.statusBar().showMessage)
        self.menuBar().addMenu(self.settings_menu)
        self._help_menu = self._build_help_menu()
        self.classroom = ClassroomMenus(self)
        self.puzzle_sets = PuzzleSetMenus(self, self.classroom.file_menu)
        self.screen_time = ScreenTime(self)
        self._restore_state()
        self.tabs.currentChanged.connect(self._tab_changed)
        self._tab_changed()
        self.retranslate_ui()
        self.store.notify = self._show_notice
        self._show_start_notices()

    # --- the current game -------------------------------------------------------------

    def current_game(self) -> str:
        return list(self.games)[self.tabs.currentIndex()]

    def current_tab(self) -> GameTab:
        return cast(GameTab, self.tabs.currentWidget())

    def show_game(self, game: str) -> None:
        self.tabs.setCurrentWidget(self.games[game])

    def _build_tab(self, game: str) -> QWidget:
        """Make `game`'s tab and put it in its place, keeping the tab shown as it was.

        The tab is made inside the tab widget's page stack, where it ends up: a tab made
        apart and moved in would have every one of its widgets styled once more on the move
        (a style sheet is worked out again for a new parent), some 30 ms of the first frame."""
        tab = self._factories[game](self.settings, self.tabs.findChild(QStackedWidget))
        index = list(self._factories).index(game)
        current = self.tabs.currentIndex()
        blocked = self.tabs.blockSignals(True)
        try:
            stand_in = self.tabs.widget(index)
            self.tabs.removeTab(index)
            self.tabs.insertTab(index, tab, game_title(game))
            self.tabs.setCurrentIndex(current)
            stand_in.deleteLater()
        finally:
            self.tabs.blockSignals(blocked)
        tab.status_message.connect(lambda text, sender=tab: self._show_status(sender, text))
        if hasattr(tab, "sound_on_solve"):  # a game tab: a solve sounds as the player chose
            cast(Any, tab).sound_on_solve = partial(self.settings.get, s.SOUND_ON_SOLVE)
        self.tab_built.emit(game, tab)
        return tab

    def open_code(self, text: str, *, origin: Origin = CHOSEN) -> bool:
        """Open a puzzle code in its game's tab under its rules, for that puzzle only (Game ▸
        Open puzzle code…, `--puzzle`, puzzle sets and tests alike); a malformed code changes
        nothing and says why."""
        return self.sharing.open_code(text, origin=origin)

    def switch_player(self, name: str) -> None:
        """Players are sessions apart: the game on each tab is saved as the old player's
        (its clock stopped first), then each tab opens the new player's own saved game,
        score, streak and clock (or a fresh one)."""
        if name == self.player:
            return
        built = self.games.built().values()
        for tab in built:
            game = cast(GameTab, tab)
            game.set_on_screen(False)
            game.save_session()
        self.player = name
        self.store = SessionStore(
            player_directory(self.data_directory, name), read_only=self.read_only
        )
        self.store.notify = self._show_notice
        if self._own_factories:
            self._factories.update(default_tab_factories(self.store))  # tabs not built yet
        for tab in built:
            cast(GameTab, tab).use_store(self.store)
        self._tell_tabs_what_is_shown()
        self.retranslate_ui()

    def _dispatch(self, method: str) -> None:
        getattr(self.current_tab(), method)()

    # --- menus ------------------------------------------------------------------------

    def _build_game_menu(self) -> QMenu:
        menu = self.menuBar().addMenu("")
        menu.setObjectName("gameMenu")
        self.game_actions: dict[str, QAction] = {}
        for name, _label, shortcut, method in GAME_ACTIONS:
            action = menu.addAction("")
            action.setObjectName(name)
            if shortcut is not None:
                action.setShortcut(shortcut)
            action.triggered.connect(lambda _checked=False, called=method: self._dispatch(called))
            self.game_actions[name] = action
        no_solution = QAction(menu)
        no_solution.setObjectName("noSolutionAction")
        no_solution.triggered.connect(lambda: self._dispatch("claim_no_solution"))
        menu.insertAction(self.game_actions["hintAction"], no_solution)
        self.game_actions["noSolutionAction"] = no_solution
        menu.addSeparator()
        quit_action = menu.addAction("")
        quit_action.setObjectName("quitAction")
        quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        quit_action.triggered.connect(self.close)
        self.game_actions["quitAction"] = quit_action
        return menu

    def _build_help_menu(self) -> QMenu:
        menu = self.menuBar().addMenu("")
        menu.setObjectName("helpMenu")
        self.rules_action = menu.addAction("")
        self.rules_action.setObjectName("rulesAction")
        self.rules_action.setShortcut(QKeySequence(Qt.Key.Key_F1))
        self.rules_action.triggered.connect(self.show_rules)
        self.about_action = menu.addAction("")
        self.about_action.setObjectName("aboutAction")
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(lambda _checked=False: self.about_dialog.open())
        return menu

    @property
    def rules_dialog(self) -> RulesDialog:
        """The Help ▸ Rules window, made when first shown (not before the first frame)."""
        if self._rules_dialog is None:
            from gui.shell.help_dialogs import RulesDialog

            self._rules_dialog = RulesDialog(self)
        return self._rules_dialog

    @property
    def about_dialog(self) -> AboutBox:
        if self._about_dialog is None:
            from gui.shell.help_dialogs import AboutBox

            self._about_dialog = AboutBox(self)
        return self._about_dialog

    def show_rules(self) -> None:
        self.rules_dialog.show_rules(
            game_title(self.current_game()), self.current_tab().rules_text()
        )

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Puzzle Suite — {player}").format(player=self.player))
        for index, game in enumerate(self.games):
            self.tabs.setTabText(index, game_title(game))
        self._game_menu.setTitle(self.tr("&Game"))
        # Enter is handled by the focused input or by keyPressEvent, never by a shortcut that
        # would steal it from the line edits; the Check entry only shows it after a tab.
        enter = QKeySequence(Qt.Key.Key_Enter).toString(QKeySequence.SequenceFormat.NativeText)
        for name, label, _shortcut, _method in GAME_ACTIONS:
            text = _translate(label)
            self.game_actions[name].setText(f"{text}\t{enter}" if name == "checkAction" else text)
        keys = NO_SOLUTION_KEYS.toString(QKeySequence.SequenceFormat.NativeText)
        no_solution = self.tr("No so&lution")
        self.game_actions["noSolutionAction"].setText(f"{no_solution}\t{keys}")
        self.game_actions["quitAction"].setText(self.tr("&Quit"))
        self.settings_menu.retranslate_ui()
        self.sharing.retranslate_ui()
        self.classroom.retranslate_ui()
        self.puzzle_sets.retranslate_ui()
        self._help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("&Rules"))
        self.about_action.setText(self.tr("&About Puzzle Suite"))
        if self._rules_dialog is not None and self._rules_dialog.isVisible():
            self.show_rules()

    def _reload_game_settings(self, game: str) -> None:
        """A tab not built yet reads the settings when it is."""
        tab = self.games.built().get(game)
        if tab is not None:
            cast(GameTab, tab).reload_settings()

    def _switch_language(self, language: str) -> None:
        set_language(QCoreApplication.instance(), language)

    # --- events -----------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        elif event.type() in (QEvent.Type.WindowStateChange, QEvent.Type.ActivationChange):
            self._tell_tabs_what_is_shown()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._tell_tabs_what_is_shown()

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self._tell_tabs_what_is_shown()

    def _tell_tabs_what_is_shown(self) -> None:
        self.screen_time.tell_tabs()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter that no input took checks the answer.

        Line edits and spin boxes act on Enter themselves (deal a typed hand, check a typed
        answer), and lists choose their current row (show that solution); all of them then let
        the key travel on, and skipping them here keeps one press one action.
        """
        # Imported here, not for the first frame: PySide6 builds a Qt class's Python type,
        # with every enum in it, when its name is first imported.
        from PySide6.QtWidgets import QAbstractItemView, QAbstractSpinBox

        typing = isinstance(
            QApplication.focusWidget(), QLineEdit | QAbstractSpinBox | QAbstractItemView
        )
        if event.key() in ENTER_KEYS and not typing:
            self._dispatch("check_answer")
            event.accept()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Keep the window's place and every game exactly as it is, for the next start."""
        self.settings.set(s.WINDOW_GEOMETRY, self.saveGeometry())
        self.settings.sync()
        for tab in self.games.built().values():  # a tab never built has nothing new to save
            game = cast(GameTab, tab)
            game.set_on_screen(False)
            game.save_session()
        super().closeEvent(event)

    # --- persistence and status -------------------------------------------------------

    def _restore_state(self) -> None:
        geometry = self.settings.get(s.WINDOW_GEOMETRY)
        if geometry.isEmpty() or not self.restoreGeometry(geometry):
            self.resize(_default_size())
        self.show_game(self.settings.get(s.LAST_TAB))

    def _tab_changed(self) -> None:
        """A game comes on screen: the keyboard goes to its tab's focus proxy (the answer box,
        the board), so a player can type or play at once, also right after the start."""
        tab = self.games[self.current_game()]  # a tab clicked for the first time is built now
        self.game_actions["noSolutionAction"].setEnabled(hasattr(tab, "claim_no_solution"))
        self.settings.set(s.LAST_TAB, self.current_game())
        self.statusBar().clearMessage()
        self._tell_tabs_what_is_shown()
        if tab.focusProxy() is not None:
            tab.setFocus(Qt.FocusReason.OtherFocusReason)

    def _show_start_notices(self) -> None:
        """Once, on the status bar: what was set aside at start, and a read-only start."""
        notices = [translate_message(notice) for notice in self.store.notices]
        if self.settings.notice is not None:
            notices.append(translate_message(self.settings.notice))
        if self.read_only:
            notices.append(
                self.tr(
                    "Another copy of Puzzle Suite is using {folder}: this one saves no games "
                    "or records."
                ).format(folder=self.data_directory)
            )
        if notices:
            shown = self.statusBar().currentMessage()
            self.statusBar().showMessage("  ".join(filter(None, [shown, *notices])))

    def _show_notice(self, notice: Message) -> None:
        """A save that failed says so on screen, not only in the log."""
        self.statusBar().showMessage(translate_message(notice))

    def _show_status(self, sender: QWidget, text: str) -> None:
        if sender is self.tabs.currentWidget():
            self.statusBar().showMessage(text)


def _default_size() -> QSize:
    """The design size, shrunk to fit a smaller screen."""
    screen = QGuiApplication.primaryScreen()
    if screen is None:
        return DEFAULT_SIZE
    return DEFAULT_SIZE.boundedTo(screen.availableSize()).expandedTo(MINIMUM_SIZE)
