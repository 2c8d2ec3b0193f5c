"""File ▸ Host a class contest…: resume an unfinished contest or set up a new one, open the
server, and show the host view.

An unfinished contest (the app was closed or crashed mid-contest) is offered first; declining
keeps its file aside rather than deleting it. The server takes the chosen port, or any free
one when that is taken (the host view shows the address either way).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from engines.classroom.contest import store
from engines.classroom.contest.room import Room
from engines.classroom.contest.server import ContestServer
from engines.classroom.puzzle_sets import OpenSet
from engines.common import PuzzleInputError
from engines.records.database import Records
from engines.sharing.codes import SharedPuzzle
from gui.classroom.contest.host_window import ContestHostWindow
from gui.classroom.contest.setup_dialog import ContestSetupDialog
from gui.shell.i18n import translate_message


class ContestHost(QObject):
    """Opens contests for `parent`'s window; keeps the one host view that is open."""

    def __init__(self, parent: QWidget, data_dir: Path, records: Records | None = None) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self.data_dir = data_dir
        self.records = records
        self.view: ContestHostWindow | None = None

    def open(
        self, game: str, open_set: OpenSet | None, table_puzzle: SharedPuzzle | None
    ) -> QWidget:
        """The host view if a contest is open, else the resume question or the set-up."""
        if self.view is not None:
            self.view.raise_()
            self.view.activateWindow()
            return self.view
        saved = store.saved(self.data_dir)
        if saved is not None:
            return self._offer_resume(saved, game, open_set, table_puzzle)
        return self._set_up(game, open_set, table_puzzle)

    def _offer_resume(
        self, saved: Room, game: str, open_set: OpenSet | None, table: SharedPuzzle | None
    ) -> QMessageBox:
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Host a class contest"),
            self.tr(
                "A contest was not finished ({pupils} pupils, puzzle {number} of {count}). "
                "Carry it on?"
            ).format(pupils=len(saved.pupils), number=len(saved.rounds), count=len(saved.puzzles)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self.parent_widget,
        )
        box.setObjectName("contestResumeQuestion")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def answered(button: object) -> None:
            if box.standardButton(button) == QMessageBox.StandardButton.Yes:
                self.host(saved, 0)
            else:
                store.set_aside(self.data_dir)
                self._set_up(game, open_set, table)

        box.buttonClicked.connect(answered)
        box.open()
        return box

    def _set_up(
        self, game: str, open_set: OpenSet | None, table: SharedPuzzle | None
    ) -> ContestSetupDialog:
        dialog = ContestSetupDialog(self.parent_widget, game, open_set, table)
        dialog.accepted.connect(lambda: self._chosen(dialog))
        dialog.open()
        return dialog

    def _chosen(self, dialog: ContestSetupDialog) -> None:
        try:
            choice = dialog.choice()
        except PuzzleInputError as error:
            self._warn(translate_message(error.message))
            return
        if not choice.puzzles:
            self._warn(self.tr("The open puzzle set has no puzzles of this game."))
            return
        self.host(Room(choice.puzzles, choice.mode, countdown=choice.countdown), choice.port)

    def host(self, room: Room, port: int) -> ContestHostWindow | None:
        """Open the server for `room` (on `port`, else any free port) and show the host view."""
        server = None
        for candidate in dict.fromkeys((port, 0)):
            server = ContestServer(room, port=candidate, save_dir=self.data_dir)
            try:
                server.start()
                break
            except OSError:
                server = None
        if server is None:
            self._warn(self.tr("The contest cannot open a network port on this computer."))
            return None
        self.view = ContestHostWindow(room, server, self.data_dir, self.records)
        self.view.closed.connect(self._closed)
        self.view.show()
        return self.view

    def _closed(self) -> None:
        self.view = None

    def _warn(self, text: str) -> None:
        QMessageBox.warning(self.parent_widget, self.tr("Host a class contest"), text)
