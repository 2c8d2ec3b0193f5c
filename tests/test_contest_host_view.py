"""The class contest from the desktop: the menu action, set-up, the projector view run by the
keyboard alone, resuming an unfinished contest, the results in the records and the CSV."""

from __future__ import annotations

import asyncio
import csv
import datetime

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from engines.classroom.contest import store
from engines.classroom.contest.protocol import Join
from engines.classroom.contest.server import ContestServer
from engines.records.database import Records
from gui.classroom.contest.host_window import ContestHostWindow
from gui.classroom.contest.setup_dialog import ContestSetupDialog
from gui.classroom.contest.sheet import sheet_html
from gui.shell.settings_menu import TWENTYFOUR
from tests.contest_support import Pupil, make_room


@pytest.fixture
def runner():
    with asyncio.Runner() as run:
        yield run


@pytest.fixture
def hosted(qtbot, tmp_path):
    room = make_room("24:3388", "24:2346")
    server = ContestServer(room, "127.0.0.1", 0, save_dir=tmp_path)
    server.start()
    records = Records(tmp_path / "records.sqlite3")
    view = ContestHostWindow(room, server, tmp_path, records)
    qtbot.addWidget(view)
    view.show()
    view.activateWindow()
    qtbot.waitActive(view)
    yield view
    view.close()
    records.close()


def answer_question(qtbot, name: str, button=QMessageBox.StandardButton.Yes) -> None:
    def found():
        boxes = [
            w for w in QApplication.topLevelWidgets() if w.objectName() == name and w.isVisible()
        ]
        return boxes[0] if boxes else None

    qtbot.waitUntil(lambda: found() is not None)
    box = found()
    owner = box.parentWidget()
    qtbot.keyClick(box.button(button), Qt.Key.Key_Space)
    if owner is not None:  # the offscreen platform does not give activation back by itself
        owner.activateWindow()
        qtbot.waitActive(owner)


@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_the_menu_action_sets_up_and_opens_a_contest_on_the_table_puzzle(qtbot, window):
    window.show_game(TWENTYFOUR)
    window.games[TWENTYFOUR].deal_hand("3 3 8 8")
    assert "hostContestAction" in [a.objectName() for a in window.classroom.file_menu.actions()]
    dialog = window.classroom.host_contest()
    assert isinstance(dialog, ContestSetupDialog)
    dialog.source.setCurrentIndex(dialog.source.findData("table"))
    dialog.port.setValue(0)
    dialog.accept()
    view = window.classroom.contest.view
    assert view is not None and view.server.running
    assert [p.code for p in view.room.puzzles] == ["24:3388"]
    assert f":{view.server.port}/?pin={view.room.pin}" in view.address_label.text()
    assert view.qr_label.pixmap() is not None and not view.qr_label.pixmap().isNull()
    assert window.classroom.host_contest() is view
    view.close()
    assert not view.server.running and window.classroom.contest.view is None


def test_a_whole_contest_is_run_from_the_keyboard(qtbot, hosted, runner, tmp_path):
    view = hosted
    room = view.room
    pupils = [Pupil(view.server.port) for _ in range(3)]
    for number, pupil in enumerate(pupils):
        runner.run(pupil.join(room.pin, f"pupil {number}"))
    qtbot.waitUntil(lambda: view.pupils.model().rowCount() == 3)
    assert "3" in view.counter.text()
    qtbot.keyClick(view, Qt.Key.Key_S)
    qtbot.waitUntil(lambda: room.phase == "playing" and view.stage.entry is not None)
    assert view.stage.entry.hand == (3, 3, 8, 8)
    runner.run(pupils[0].answer(1, text="8/(3-8/3)"))
    runner.run(pupils[1].answer(1, text="8÷(3−8÷3)"))
    runner.run(pupils[2].answer(1, text="3*8"))
    qtbot.waitUntil(lambda: "1 of 1" in view.board_label.text())
    assert view.answers.item(0).text().startswith("8/(3-8/3)  ×2")
    qtbot.keyClick(view, Qt.Key.Key_P)
    qtbot.waitUntil(lambda: room.paused and "(paused)" in view.counter.text())
    qtbot.keyClick(view, Qt.Key.Key_P)
    qtbot.waitUntil(lambda: not room.paused)
    qtbot.keyClick(view, Qt.Key.Key_R)
    qtbot.waitUntil(lambda: room.phase == "revealed" and view.answers.count() == 1)
    assert "pupil 0, pupil 1" in view.answers.item(0).text()
    qtbot.keyClick(view, Qt.Key.Key_N)
    qtbot.waitUntil(lambda: view.stage.entry is not None and view.stage.entry.hand == (2, 3, 4, 6))
    view.pupils.selectRow(2)
    qtbot.keyClick(view, Qt.Key.Key_Delete)
    answer_question(qtbot, "contestKickQuestion")
    qtbot.waitUntil(lambda: room.pupils[3].kicked)
    qtbot.keyClick(view, Qt.Key.Key_E)
    answer_question(qtbot, "contestEndQuestion", QMessageBox.StandardButton.No)
    assert room.phase == "playing"
    qtbot.keyClick(view, Qt.Key.Key_E)
    answer_question(qtbot, "contestEndQuestion")
    qtbot.waitUntil(lambda: view.finished)
    assert view.buttons["export"].isVisible() and not view.buttons["end"].isEnabled()
    assert sorted(r.player for r in view.records.records()) == ["pupil 0", "pupil 1", "pupil 2"]
    assert not (tmp_path / store.FILE_NAME).exists()
    assert view.buttons["print"].isVisible()
    preview = view.print_results()
    assert preview.isVisible()
    preview.close()
    assert view.export_to(tmp_path / "results.csv")
    with open(tmp_path / "results.csv", encoding="utf-8-sig") as file:
        assert len(list(csv.DictReader(file))) == 3
    for pupil in pupils:
        runner.run(pupil.close())


def test_an_unfinished_contest_is_offered_and_resumed(qtbot, window, tmp_path):
    room = make_room("24:3388")
    room.join(Join(room.pin, "Ann", None))
    room.start()
    store.save(room, tmp_path / "data")
    box = window.classroom.host_contest()
    assert box.objectName() == "contestResumeQuestion"
    answer_question(qtbot, "contestResumeQuestion")
    view = window.classroom.contest.view
    assert view is not None and view.room.pin == room.pin
    assert [p["name"] for p in view.room.snapshot()["pupils"]] == ["Ann"]


def test_declining_to_resume_keeps_the_old_contest_aside(qtbot, window, tmp_path):
    room = make_room("24:3388")
    room.start()
    store.save(room, tmp_path / "data")
    window.classroom.host_contest()
    answer_question(qtbot, "contestResumeQuestion", QMessageBox.StandardButton.No)
    qtbot.waitUntil(
        lambda: any(
            isinstance(w, ContestSetupDialog) and w.isVisible()
            for w in QApplication.topLevelWidgets()
        )
    )
    assert list((tmp_path / "data").glob("contest.json.unfinished-*"))
    assert store.saved(tmp_path / "data") is None


def test_the_results_sheet_ranks_pupils_and_shows_names_as_text():
    room = make_room("24:3388", "24:2346")
    ann, bo, _cy = (room.join(Join(room.pin, name, None)) for name in ("Ann", "<b>Bo</b>", "Cy"))
    room.start()
    room.submit(ann, 1, {"text": "8/(3-8/3)"})
    room.submit(bo, 1, {"text": "8/(3-8/3)"})
    room.next()
    text = sheet_html(room, datetime.date(2026, 11, 26))
    assert "2026-11-26" in text and "24:3388, 24:2346" in text
    assert "&lt;b&gt;Bo&lt;/b&gt;" in text and "<b>Bo" not in text
    assert "<td>1</td><td>Ann</td><td>1</td><td>–</td><td>1</td>" in text
    assert "<td>1</td><td>&lt;b&gt;Bo&lt;/b&gt;</td>" in text
    assert "<td>3</td><td>Cy</td><td>–</td><td>–</td><td>0</td>" in text


def test_the_host_view_speaks_the_chosen_language(qtbot, hosted, each_language):
    texts = [b.text() for b in hosted.buttons.values()] + [hosted.windowTitle()]
    if each_language == "zh_CN":
        assert not any("Start" in text or "contest" in text for text in texts)
    else:
        assert "Class contest" in texts
