"""Puzzle sets in the main window: the File menu's set entries and "Puzzle 3 of 12".

File ▸ Open puzzle set…, Next puzzle (PgDn), Previous puzzle (PgUp), Close puzzle set, Add this
puzzle to a set…, New set from generator… and Print worksheet of the set…; the status bar shows
the place in the set with small Previous and Next buttons. Which puzzle of the set is showing
is the engine's `OpenSet`; this asks for files, opens each puzzle through the window's
`open_code` (so a mixed set switches tabs), and keeps the open set and its place in the
settings for the next start. Qt's file and message dialogs are imported where they are opened:
PySide6 makes a class's Python enums when the class is first imported, before the first frame.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMainWindow, QMenu, QToolButton, QWidget

from engines.classroom.puzzle_sets import OpenSet, SetEntries, SetError, add_to_set
from engines.classroom.sheet_limits import MAX_PUZZLES
from engines.classroom.teams import Teams
from engines.play.scoring import DEALT
from engines.sharing.codes import SharedPuzzle, code_of
from gui.classroom.menu import menu_action
from gui.classroom.puzzle_set_messages import problem_lines
from gui.shell.settings import Setting

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from gui.classroom.new_set_dialog import NewSetDialog
    from gui.classroom.presentation.window import PresentationWindow
    from gui.classroom.worksheet.dialog import WorksheetDialog

def _path_text(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError(value)
    return value


def _position(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise ValueError(value)
    return max(int(value), 0)


SET_PATH = Setting("puzzleSet/path", "", _path_text)
SET_POSITION = Setting("puzzleSet/position", 0, _position)


class SetPositionBar(QWidget):
    """"Puzzle 3 of 12" between small Previous and Next buttons; hidden while no set is open.

    `step` carries -1 or +1 when a button is clicked.
    """

    step = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("setPositionBar")
        self.previous_button = self._button("previousInSetButton", "◀", -1)
        self.label = QLabel(self)
        self.label.setObjectName("setPositionLabel")
        self.next_button = self._button("nextInSetButton", "▶", 1)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.previous_button, self.label, self.next_button):
            layout.addWidget(widget)
        self.open_set: OpenSet | None = None
        self.show_position(None)

    def _button(self, name: str, arrow: str, step: int) -> QToolButton:
        button = QToolButton(self)
        button.setObjectName(name)
        button.setText(arrow)
        button.setAutoRaise(True)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(lambda: self.step.emit(step))
        return button

    def show_position(self, open_set: OpenSet | None) -> None:
        self.open_set = open_set
        self.setVisible(open_set is not None)
        if open_set is not None:
            self.previous_button.setEnabled(open_set.has_previous)
            self.next_button.setEnabled(open_set.has_next)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        for button, name in (
            (self.previous_button, self.tr("Previous puzzle in the set")),
            (self.next_button, self.tr("Next puzzle in the set")),
        ):
            button.setToolTip(name)
            button.setAccessibleName(name)
        opened = self.open_set
        self.label.setText(
            ""
            if opened is None
            else self.tr("Puzzle {number} of {count}").format(
                number=opened.number, count=opened.count
            )
        )
        self.label.setToolTip("" if opened is None else str(opened.path))


class PuzzleSetMenus(QObject):
    """Adds the set entries to the window's File menu and steps through the open set."""

    def __init__(self, window: QMainWindow, menu: QMenu) -> None:
        super().__init__(window)
        self.window: Any = window  # the main window: its settings, codes and status bar
        self.settings = window.settings
        self.open_set: OpenSet | None = None
        self.problem_box: QMessageBox | None = None
        menu.addSeparator()
        self.open_action = menu_action(menu, "openSetAction", self.choose_set)
        self.next_action = menu_action(menu, "nextInSetAction", lambda: self.step(1))
        self.next_action.setShortcut(QKeySequence(Qt.Key.Key_PageDown))
        self.previous_action = menu_action(menu, "previousInSetAction", lambda: self.step(-1))
        self.previous_action.setShortcut(QKeySequence(Qt.Key.Key_PageUp))
        self.close_action = menu_action(menu, "closeSetAction", self.close_set)
        self.add_action = menu_action(menu, "addToSetAction", self.add_current_puzzle)
        self.new_action = menu_action(menu, "newSetAction", self.new_set)
        self.worksheet_action = menu_action(menu, "setWorksheetAction", self.print_worksheet)
        self.bar = SetPositionBar(window)
        self.bar.step.connect(self.step)
        window.statusBar().addPermanentWidget(self.bar)
        window.sharing.code_shown.connect(self._show_bar)
        self._restore()
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.open_action.setText(self.tr("Open puzzle &set…"))
        self.next_action.setText(self.tr("Ne&xt puzzle in the set"))
        self.previous_action.setText(self.tr("Pre&vious puzzle in the set"))
        self.close_action.setText(self.tr("Close the puzzle set"))
        self.add_action.setText(self.tr("A&dd this puzzle to a set…"))
        self.new_action.setText(self.tr("New set from &generator…"))
        self.worksheet_action.setText(self.tr("Print worksheet of the set…"))
        self.bar.retranslate_ui()

    # --- the open set -----------------------------------------------------------------

    def _folder(self) -> str:
        return "" if self.open_set is None else str(self.open_set.path.parent)

    def choose_set(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        from gui.classroom.new_set_dialog import FILE_FILTER

        path, _ = QFileDialog.getOpenFileName(
            self.window, self.tr("Open puzzle set"), self._folder(), self.tr(FILE_FILTER)
        )
        if path:
            self.open_file(Path(path))

    def open_file(self, path: Path) -> bool:
        """Open the set at `path` on its first puzzle; a bad file changes nothing, and a
        message lists every bad line."""
        try:
            opened = OpenSet.load(path)
        except SetError as error:
            self._show_problem(self.tr("This puzzle set cannot be opened."), error)
            return False
        self.show_set(opened)
        self.window.statusBar().showMessage(
            self.tr("Opened {file}: %n puzzle(s).", "", opened.count).format(file=path.name)
        )
        return True

    def show_set(self, opened: OpenSet) -> None:
        """Make `opened` the open set and play the puzzle at its place, in that puzzle's tab."""
        self.open_set = opened
        self.window.open_code(opened.current_code, origin=DEALT)
        self._changed()

    def step(self, step: int) -> None:
        """Next (+1) or previous (-1) puzzle of the open set; nothing past either end."""
        if self.open_set is not None:
            self.go_to(self.open_set.moved(step).position)

    def go_to(self, position: int) -> None:
        if self.open_set is not None and position != self.open_set.position:
            self.show_set(self.open_set.at(position))

    def close_set(self) -> None:
        self.open_set = None
        self._changed()

    def showing_set(self) -> bool:
        """Whether the puzzle on screen is the open set's current one (not a newer deal)."""
        return (
            self.open_set is not None
            and self.window.sharing.current_code() == self.open_set.current_code
        )

    def present(self, teams: Teams | None = None) -> PresentationWindow:
        """The presentation of the open set at its place, with the class's `teams`; its
        puzzles are solved as they are shown, and when it is left the window shows the
        puzzle it was showing."""
        assert self.open_set is not None
        from gui.classroom.presentation.window import PresentationWindow

        presentation = PresentationWindow(
            SetEntries(self.open_set.puzzles), self.open_set.position, teams=teams
        )
        presentation.closed.connect(lambda: self.go_to(presentation.index))
        return presentation

    def _changed(self) -> None:
        opened = self.open_set
        for action in (
            self.next_action, self.previous_action, self.close_action, self.worksheet_action
        ):
            action.setEnabled(opened is not None)
        self.bar.show_position(opened)
        self._show_bar()
        self.settings.set(SET_PATH, "" if opened is None else str(opened.path))
        self.settings.set(SET_POSITION, 0 if opened is None else opened.position)

    def _show_bar(self, _code: object = None) -> None:
        """"Puzzle 3 of 12" only while that puzzle is on the table, not over a newer deal."""
        self.bar.setVisible(self.showing_set())

    def _restore(self) -> None:
        """The set open at the last close, at its place; the tabs have resumed its puzzle
        themselves, so nothing is dealt again. A set since moved or spoilt is forgotten."""
        path = self.settings.get(SET_PATH)
        if path:
            try:
                self.open_set = OpenSet.load(Path(path), self.settings.get(SET_POSITION))
            except SetError:
                self.open_set = None
        self._changed()

    # --- building sets ----------------------------------------------------------------

    def add_current_puzzle(self) -> bool:
        code = self.window.sharing.current_code()
        if code is None:
            self.window.statusBar().showMessage(self.tr("There is no puzzle to add."))
            return False
        return self.ask_and_add(code)

    def add_puzzle(self, puzzle: SharedPuzzle) -> bool:
        return self.ask_and_add(code_of(puzzle))

    def ask_and_add(self, code: str) -> bool:
        """Ask which set file gets `code` (a new name makes a new set) and append it."""
        from PySide6.QtWidgets import QFileDialog

        from gui.classroom.new_set_dialog import FILE_FILTER

        path, _ = QFileDialog.getSaveFileName(
            self.window,
            self.tr("Add {code} to a puzzle set").format(code=code),
            self._folder(),
            self.tr(FILE_FILTER),
            options=QFileDialog.Option.DontConfirmOverwrite,
        )
        return bool(path) and self.add_code(Path(path), code)

    def add_code(self, path: Path, code: str) -> bool:
        """Append `code` to the set at `path`; the status bar says how big the set now is."""
        try:
            grown = add_to_set(path, code)
        except SetError as error:
            self._show_problem(self.tr("The puzzle was not added."), error)
            return False
        opened = self.open_set
        if opened is not None and opened.path.resolve() == path.resolve():
            self.open_set = OpenSet(opened.path, grown.puzzles, opened.position)
            self._changed()
        self.window.statusBar().showMessage(
            self.tr("Added {code} to {file}: it has %n puzzle(s).", "", len(grown.puzzles)).format(
                code=code, file=path.name
            )
        )
        return True

    def new_set(self) -> NewSetDialog:
        from gui.classroom.new_set_dialog import NewSetDialog

        dialog = NewSetDialog(self.window, self._folder())
        dialog.written.connect(self.open_file)
        dialog.open()
        return dialog

    def print_worksheet(self) -> WorksheetDialog | None:
        """A worksheet of the open set (of its first puzzles, if it holds more than a sheet)."""
        if self.open_set is None:
            return None
        from gui.classroom.worksheet.dialog import GivenPuzzles, WorksheetDialog

        given = GivenPuzzles(self.open_set.puzzles[:MAX_PUZZLES])
        dialog = WorksheetDialog(self.window, given)
        if self.open_set.count > MAX_PUZZLES:
            dialog.status.setText(
                self.tr("A worksheet holds {limit} puzzles: the first {limit} of the set.").format(
                    limit=MAX_PUZZLES
                )
            )
        dialog.open()
        return dialog

    def _show_problem(self, summary: str, error: SetError) -> None:
        """Say what is wrong, every bad line by its number, in a message box (never a
        traceback); the status bar repeats the first problem."""
        from PySide6.QtWidgets import QMessageBox

        lines = problem_lines(error)
        box = QMessageBox(self.window)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Puzzle set"))
        box.setTextFormat(Qt.TextFormat.PlainText)  # a line such as <h1>x</h1> stays text
        box.setText(summary)
        box.setObjectName("setProblemBox")
        box.setInformativeText("\n".join(lines))
        box.open()
        self.problem_box = box
        self.window.statusBar().showMessage(lines[0])
