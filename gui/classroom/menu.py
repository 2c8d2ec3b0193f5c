"""The classroom entries of the main window: the File menu and View ▸ Presentation.

File ▸ Print worksheet…, Make puzzles from an answer…, Host a class contest…; View ▸ How
many ways?… (the 24 tab's own "How many ways?" screen), Presentation (F11). They act on the
puzzle showing in the current tab, through the few methods every game tab offers, so the
window itself needs only to create this object. Each dialog's module is imported when it is
first opened, not before the window's first frame.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QWidget

from engines.classroom.teams import MIN_TEAMS, Teams, load_teams, save_teams
from engines.play.game_keys import MATCHSTICKS
from engines.play.scoring import WAYS
from gui.shell.settings_menu import TWENTYFOUR

if TYPE_CHECKING:
    from engines.classroom.worksheet import Entry
    from engines.play import MatchstickPuzzle, TwentyFourPuzzle
    from gui.classroom.contest.host import ContestHost
    from gui.classroom.presentation.window import PresentationWindow
    from gui.classroom.puzzles_from_dialog import PuzzlesFromDialog
    from gui.classroom.worksheet.dialog import WorksheetDialog


def current_entry(window: Any) -> Entry | None:
    """The puzzle showing in the current tab with its answers, or None if there is none."""
    from engines.classroom.worksheet import entry_of

    puzzle = table_puzzle(window)
    return entry_of(puzzle) if puzzle is not None else None


def table_puzzle(window: Any) -> TwentyFourPuzzle | MatchstickPuzzle | None:
    """The puzzle showing in the current tab under its rules, or None if there is none."""
    return window.games[window.current_game()].current_puzzle()


def menu_action(menu: QMenu, name: str, slot: Callable[[], object]) -> QAction:
    """A new entry at the end of `menu` that calls `slot`; its text is set on translation."""
    action = menu.addAction("")
    action.setObjectName(name)
    action.triggered.connect(lambda _checked=False: slot())
    return action


class ClassroomMenus(QObject):
    """Builds the menus on `window` and opens the classroom dialogs and windows."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window: Any = window  # the main window: its games, menus and puzzle sets
        bar = window.menuBar()
        self.file_menu = QMenu(window)
        self.file_menu.setObjectName("fileMenu")
        bar.insertMenu(bar.actions()[0], self.file_menu)
        self.view_menu = QMenu(window)
        self.view_menu.setObjectName("viewMenu")
        bar.insertMenu(window.settings_menu.menuAction(), self.view_menu)
        self.worksheet_action = menu_action(self.file_menu, "worksheetAction", self.print_worksheet)
        self.worksheet_action.setShortcut(QKeySequence.StandardKey.Print)
        self.puzzles_from_action = menu_action(
            self.file_menu, "puzzlesFromAction", self.make_puzzles_from_answer
        )
        self.contest_action = menu_action(self.file_menu, "hostContestAction", self.host_contest)
        self.contest: ContestHost | None = None
        self.ways_action = menu_action(self.view_menu, "howManyWaysAction", self.how_many_ways)
        self.presentation_action = menu_action(self.view_menu, "presentationAction", self.present)
        self.presentation_action.setShortcut(QKeySequence("F11"))
        self.presentation: PresentationWindow | None = None
        self.teams: Teams | None = None
        """The class's teams, loaded with the first presentation and kept from then on."""
        self.retranslate_ui()

    def _teams_directory(self) -> Path:
        return Path(self.window.data_directory)

    def retranslate_ui(self) -> None:
        self.file_menu.setTitle(self.tr("&File"))
        self.view_menu.setTitle(self.tr("&View"))
        self.worksheet_action.setText(self.tr("Print &worksheet…"))
        self.puzzles_from_action.setText(self.tr("Make puzzles from an &answer…"))
        self.contest_action.setText(self.tr("Host a class &contest…"))
        self.ways_action.setText(self.tr("&How many ways?"))
        self.presentation_action.setText(self.tr("&Presentation"))

    def print_worksheet(self) -> WorksheetDialog:
        from gui.classroom.worksheet.dialog import WorksheetDialog

        dialog = WorksheetDialog(self.window)
        dialog.game.setCurrentIndex(dialog.game.findData(self.window.current_game()))
        dialog.open()
        return dialog

    def make_puzzles_from_answer(self) -> PuzzlesFromDialog:
        from gui.classroom.puzzles_from_dialog import PuzzlesFromDialog

        rules = self.window.games[MATCHSTICKS].rules()
        dialog = PuzzlesFromDialog(self.window, rules)
        dialog.play_requested.connect(self.window.sharing.play)
        dialog.add_requested.connect(self.window.puzzle_sets.add_puzzle)
        dialog.open()
        return dialog

    def host_contest(self) -> QWidget:
        """The contest's host view, or what comes before it (resume question, set-up)."""
        if self.contest is None:
            from gui.classroom.contest.host import ContestHost

            window = self.window
            self.contest = ContestHost(
                window, Path(window.data_directory), window.sharing.records
            )
        game = self.window.current_game()
        return self.contest.open(game, self.window.puzzle_sets.open_set, table_puzzle(self.window))

    def how_many_ways(self) -> QWidget:
        """The 24 tab's "How many ways?" screen, on the hand on the table (one screen, the
        same as the tab's mode, so its round is kept with the hand's session)."""
        self.window.show_game(TWENTYFOUR)
        tab = self.window.games[TWENTYFOUR]
        combo = tab.mode_panel.combo
        combo.setCurrentIndex(combo.findData(WAYS))
        from gui.classroom.how_many_ways import HowManyWaysPanel

        panel = tab.findChild(HowManyWaysPanel, "howManyWays")
        assert panel is not None
        return panel

    def present(self) -> PresentationWindow | None:
        """The current puzzle full screen, or the open set from its puzzle on; Esc comes back.
        The teams' names and scores outlive it (kept in the data directory)."""
        sets = self.window.puzzle_sets
        if self.teams is None:
            self.teams = load_teams(self._teams_directory()) or Teams.numbered(
                MIN_TEAMS, self.tr("Team {number}")
            )
        if sets.showing_set():
            self.presentation = sets.present(self.teams)
        else:
            entry = current_entry(self.window)
            if entry is None:
                return None
            from gui.classroom.presentation.window import PresentationWindow

            self.presentation = PresentationWindow([entry], teams=self.teams)
        teams, directory = self.teams, self._teams_directory()
        self.presentation.teams.changed.connect(lambda: save_teams(directory, teams))
        self.presentation.closed.connect(lambda: save_teams(directory, teams))
        self.presentation.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.presentation.showFullScreen()
        return self.presentation
