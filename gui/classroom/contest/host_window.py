"""The class contest's host view, made for the projector.

The join address in large type and as a QR code, the room PIN, the puzzle as the app draws it,
the class board ("7 of 10 found"), every pupil's score and the answers as they come. The
teacher runs the contest from here, by mouse or keyboard: S start, N next, R reveal, P pause
or resume, E end, Delete removes the chosen pupil. Nothing here judges or scores: it shows the
room's snapshot, redrawn when the server says something changed, and sends commands.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import (
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engines.classroom.contest import store
from engines.classroom.contest.network import join_url, lan_addresses
from engines.classroom.contest.results import records_of, save_csv
from engines.classroom.contest.room import Room
from engines.classroom.contest.server import ContestServer
from engines.classroom.worksheet import Entry, unanswered_entry
from engines.records.database import Records
from gui.classroom.contest.board import AnswerList, PupilTable
from gui.classroom.contest.qr import qr_pixmap
from gui.classroom.contest.sheet import preview_results
from gui.classroom.presentation.stage import Stage
from gui.shell import style

# Sizes as shares of the window height, as in the presentation view.
TEXT_SHARE = 0.042
PIN_SHARE = 0.08
COUNTER_SHARE = 0.03
QR_SHARE = 0.3
CLOCK_TICK_MS = 500
PANEL_MIN_WIDTH = 300


class ServerSignals(QObject):
    """Carries the room's snapshot from the server's thread to the GUI thread (queued)."""

    changed = Signal(object)


def stage_entry(room: Room, round_number: int) -> Entry | None:
    """What the stage draws for puzzle `round_number` (from 1): no solutions needed."""
    if round_number < 1:
        return None
    return unanswered_entry(room.puzzles[round_number - 1].puzzle)


class ContestHostWindow(QWidget):
    """Hosts `room` through `server` (already listening); closing it stops the server."""

    closed = Signal()

    def __init__(
        self,
        room: Room,
        server: ContestServer,
        data_dir: Path,
        records: Records | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("contestHostWindow")
        self.room = room
        self.server = server
        self.data_dir = data_dir
        self.records = records
        self.finished = False
        self.address = join_url(lan_addresses()[0], server.port, room.pin)
        self._shown_round = -1
        self.signals = ServerSignals(self)
        self.snapshot = room.snapshot()
        self.signals.changed.connect(self.show_snapshot)
        server.on_change = self.signals.changed.emit

        table, column = style.table(self, "contestTable")
        self.address_label = style.with_role(style.named(QLabel(table), "contestAddress"), "prompt")
        self.address_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.pin_label = style.with_role(style.named(QLabel(table), "contestPin"), "prompt")
        self.qr_label = style.named(QLabel(table), "contestQr")
        self.counter = style.with_role(style.named(QLabel(table), "contestCounter"), "counter")
        self.board_label = style.prompt(table, "contestBoard")
        self.clock = style.with_role(style.named(QLabel(table), "contestClock"), "counter")
        self.stage = Stage(table)
        self.stage.setObjectName("contestStage")
        self.buttons: dict[str, QPushButton] = {}
        for name, role, key in (
            ("start", "primary", "S"),
            ("next", "tool", "N"),
            ("reveal", "secondary", "R"),
            ("pause", "tool", "P"),
            ("end", "tool", "E"),
            ("kick", "tool", "Delete"),
            ("export", "tool", QKeySequence(QKeySequence.StandardKey.Save)),
            ("print", "tool", QKeySequence(QKeySequence.StandardKey.Print)),
        ):
            button = style.button(table, f"contest{name.title()}Button", role)
            # A key of its own besides the button's Alt mnemonic (setText resets that one).
            QShortcut(QKeySequence(key), self).activated.connect(button.click)
            self.buttons[name] = button
        self.buttons["start"].clicked.connect(lambda: self.command("start"))
        self.buttons["next"].clicked.connect(lambda: self.command("next"))
        self.buttons["reveal"].clicked.connect(lambda: self.command("reveal"))
        self.buttons["pause"].clicked.connect(self.toggle_pause)
        self.buttons["end"].clicked.connect(self.confirm_end)
        self.buttons["kick"].clicked.connect(self.confirm_kick)
        self.buttons["export"].clicked.connect(self.choose_export)
        self.buttons["print"].clicked.connect(self.print_results)
        self._printer: QPrinter | None = None

        join = QVBoxLayout()
        join.addWidget(self.address_label)
        join.addWidget(self.pin_label)
        join.addStretch(1)
        top = QHBoxLayout()
        top.addLayout(join, 1)
        top.addWidget(self.qr_label)
        status = QHBoxLayout()
        status.addWidget(self.counter, 1)
        status.addWidget(self.clock)
        column.addLayout(top)
        column.addLayout(status)
        column.addWidget(self.stage, 1)
        column.addWidget(self.board_label)
        column.addLayout(style.button_row(list(self.buttons.values())))

        self.panel = style.with_role(style.named(QFrame(self), "contestPanel"), "panel")
        self.panel.setMinimumWidth(PANEL_MIN_WIDTH)
        self.pupils = PupilTable(self.panel)
        self.answers = AnswerList(self.panel)
        self.pupils_heading = style.section_heading(self.panel, "contestPupilsHeading")
        self.answers_heading = style.section_heading(self.panel, "contestAnswersHeading")
        self.pupils_heading.setBuddy(self.pupils)
        self.answers_heading.setBuddy(self.answers)
        side = QVBoxLayout(self.panel)
        for widget in (self.pupils_heading, self.pupils, self.answers_heading, self.answers):
            side.addWidget(widget)
        root = QHBoxLayout(self)
        root.setContentsMargins(0, 0, 0, 0)
        root.addWidget(table, 7)
        root.addWidget(self.panel, 3)
        self._ticker = QTimer(self)
        self._ticker.setInterval(CLOCK_TICK_MS)
        self._ticker.timeout.connect(self.tick)
        self.retranslate_ui()
        self.resize(1280, 800)

    # Texts --------------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Class contest"))
        texts = {
            "start": self.tr("&Start (S)"),
            "next": self.tr("&Next puzzle (N)"),
            "reveal": self.tr("&Reveal (R)"),
            "end": self.tr("&End (E)"),
            "kick": self.tr("Remove pupil (Del)"),
            "export": self.tr("Export results…"),
            "print": self.tr("Print results…"),
        }
        for name, text in texts.items():
            self.buttons[name].setText(text)
        self.address_label.setText(self.tr("Join at:") + "\n" + self.address)
        self.pin_label.setText(self.tr("PIN {pin}").format(pin=self.room.pin))
        self.qr_label.setAccessibleName(self.tr("QR code of the join address"))
        self.pupils_heading.setText(self.tr("Pupi&ls"))
        self.answers_heading.setText(self.tr("&Answers"))
        self.pupils.retranslate_ui()
        self.refresh()

    def changeEvent(self, event: Any) -> None:
        if event.type() == event.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # Showing the room ---------------------------------------------------------------------

    def show_snapshot(self, snapshot: dict[str, Any]) -> None:
        """What the server last saw; the window never reads the room while it judges."""
        self.snapshot = snapshot
        self.refresh()

    def tick(self) -> None:
        """The countdown moves on between the server's notices."""
        if self.snapshot["seconds_left"] is not None and not self.snapshot["paused"]:
            self.snapshot = {
                **self.snapshot,
                "seconds_left": max(0.0, self.snapshot["seconds_left"] - CLOCK_TICK_MS / 1000),
            }
        self.refresh()

    def refresh(self) -> None:
        snapshot = self.snapshot
        phase, number, count = snapshot["phase"], snapshot["round"], snapshot["rounds"]
        phases = {
            "lobby": self.tr("Waiting for pupils: {pupils} joined"),
            "playing": self.tr("Puzzle {number} of {count}"),
            "revealed": self.tr("Puzzle {number} of {count}: every solution"),
            "ended": self.tr("The contest is over"),
        }
        text = phases[phase].format(pupils=snapshot["board"]["pupils"], number=number, count=count)
        if snapshot["paused"]:
            text = self.tr("{status} (paused)").format(status=text)
        self.counter.setText(text)
        self.board_label.setText(self._board_text(snapshot))
        seconds = snapshot["seconds_left"]
        self.clock.setText(
            "" if seconds is None else self.tr("{seconds} s").format(seconds=round(seconds))
        )
        if seconds is None or snapshot["paused"]:
            self._ticker.stop()
        elif not self._ticker.isActive():
            self._ticker.start()
        if number != self._shown_round:
            self._shown_round = number
            self.stage.show_entry(stage_entry(self.room, number))
        self.pupils.show_pupils(snapshot["pupils"])
        self.answers.show_snapshot(snapshot)
        self.buttons["start"].setVisible(phase == "lobby")
        self.buttons["next"].setEnabled(phase in ("playing", "revealed"))
        self.buttons["reveal"].setEnabled(phase == "playing")
        self.buttons["pause"].setEnabled(phase == "playing")
        self.buttons["pause"].setText(
            self.tr("Res&ume (P)") if snapshot["paused"] else self.tr("&Pause (P)")
        )
        self.buttons["end"].setEnabled(phase != "ended")
        self.buttons["kick"].setEnabled(phase != "ended")
        self.buttons["export"].setVisible(phase == "ended")
        self.buttons["print"].setVisible(phase == "ended")
        if phase == "ended" and not self.finished:
            self._finish()

    def _board_text(self, snapshot: dict[str, Any]) -> str:
        board = snapshot["board"]
        if snapshot["round"] == 0:
            return ""
        if snapshot["mode"] == "first":
            return self.tr("{found} of {total} pupils right").format(**board)
        return self.tr("The class has found {found} of {total} ways").format(**board)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Type sizes follow the window height, so the back row reads the address and PIN."""
        super().resizeEvent(event)
        height = max(1, self.height())

        def px(share: float) -> int:
            return max(12, round(height * share))

        self.setStyleSheet(
            style.STYLE_SHEET
            + f"""
            QLabel#contestAddress, QLabel#contestBoard {{ font-size: {px(TEXT_SHARE)}px; }}
            QLabel#contestPin {{ font-size: {px(PIN_SHARE)}px; font-weight: 700; }}
            QLabel#contestCounter, QLabel#contestClock {{ font-size: {px(COUNTER_SHARE)}px; }}
            """
        )
        self.qr_label.setPixmap(qr_pixmap(self.address, px(QR_SHARE)))

    # The teacher's commands ---------------------------------------------------------------

    def command(self, name: str, argument: str = "") -> None:
        """Send a command to the server's thread; the redraw follows its change notice."""
        if self.server.running:
            self.server.command(name, argument)

    def toggle_pause(self) -> None:
        self.command("resume" if self.snapshot["paused"] else "pause")

    def confirm_end(self) -> QMessageBox:
        box = self._question(
            "contestEndQuestion",
            self.tr("End the contest now? The results go into the records."),
            lambda: self.command("end"),
        )
        return box

    def confirm_kick(self) -> QMessageBox | None:
        name = self.pupils.chosen_name()
        if name is None:
            return None
        return self._question(
            "contestKickQuestion",
            self.tr("Remove {name} from the contest?").format(name=name),
            lambda: self.command("kick", name),
        )

    def _question(self, name: str, text: str, then: Any) -> QMessageBox:
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.windowTitle(),
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setObjectName(name)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.buttonClicked.connect(
            lambda button: (
                then() if box.standardButton(button) == QMessageBox.StandardButton.Yes else None
            )
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.open()
        return box

    def _finish(self) -> None:
        """The contest has ended: its rows go into the records; the saved state is dropped."""
        self.finished = True
        if self.records is not None:
            for record in records_of(self.room):
                self.records.add(record)
        store.forget(self.data_dir)

    def choose_export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export results"), "contest-results.csv", self.tr("CSV files (*.csv)")
        )
        if path:
            self.export_to(Path(path))

    def print_results(self) -> QPrintPreviewDialog:
        """The class's results sheet in print preview (print it, or save it as PDF)."""
        self._printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        return preview_results(self.room, self, self._printer)

    def export_to(self, path: Path) -> bool:
        try:
            save_csv(self.room, path)
        except OSError as error:
            reason = error.strerror or str(error)
            text = self.tr("{path} cannot be written: {reason}")
            QMessageBox.warning(self, self.windowTitle(), text.format(path=path, reason=reason))
            return False
        return True

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closing stops the server; an unfinished contest stays saved to be resumed."""
        self._ticker.stop()
        self.server.stop()
        self.closed.emit()
        super().closeEvent(event)
