"""Puzzle sets in the real window: opening one, stepping with PgDn/PgUp across both tabs,
"Puzzle 3 of 12" in both languages, adding to a set, new sets from the generators, the
presentation, and the set remembered across restarts."""

import time
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QPushButton

from engines.classroom import puzzle_sets
from gui.classroom import new_set_dialog
from gui.classroom.puzzle_set_messages import ENGINE_TEMPLATES
from gui.shell import i18n
from gui.shell import settings as s
from gui.shell.main_window import MainWindow
from gui.shell.settings_menu import MATCHSTICKS, TWENTYFOUR
from tests.accessibility_support import accessible_name, unnamed_controls

MIXED = "# Unit 3, Friday\n24:3388\nMS:5+7=2\n\n24:AKQJ:T36\n# last\nMS:6-4=9:M2\n"


def make_window(qtbot, tmp_path):
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    main = MainWindow(s.Settings(store), data_dir=tmp_path / "data")
    qtbot.addWidget(main)
    main.show()
    main.activateWindow()
    qtbot.waitUntil(main.isActiveWindow)  # PgDn and PgUp are the window's shortcuts
    return main


@pytest.fixture
def set_file(tmp_path):
    path = tmp_path / "friday.txt"
    path.write_text(MIXED, encoding="utf-8")
    return path


@pytest.fixture
def chinese(qapp):
    i18n.set_language(qapp, i18n.CHINESE)
    yield
    i18n.set_language(qapp, i18n.ENGLISH)


def position_text(window):
    bar = window.puzzle_sets.bar
    return bar.label.text() if bar.isVisible() else None


def test_the_messages_list_matches_the_engine():
    assert ENGINE_TEMPLATES == puzzle_sets.TEMPLATES


def test_the_file_menu_holds_the_set_entries_and_stepping_waits_for_a_set(window):
    names = [a.objectName() for a in window.classroom.file_menu.actions() if a.objectName()]
    assert names[-7:] == [
        "openSetAction",
        "nextInSetAction",
        "previousInSetAction",
        "closeSetAction",
        "addToSetAction",
        "newSetAction",
        "setWorksheetAction",
    ]
    sets = window.puzzle_sets
    assert sets.next_action.shortcut().toString() == "PgDown"
    assert sets.previous_action.shortcut().toString() == "PgUp"
    assert not sets.next_action.isEnabled() and position_text(window) is None


def test_pgdn_and_pgup_step_through_a_mixed_set_switching_tabs(qtbot, window, set_file):
    assert window.puzzle_sets.open_file(set_file)
    assert window.statusBar().currentMessage() == "Opened friday.txt: 4 puzzles."
    assert window.current_game() == TWENTYFOUR
    assert window.games[TWENTYFOUR].hand == (3, 3, 8, 8)
    assert position_text(window) == "Puzzle 1 of 4"
    qtbot.keyClick(window, Qt.Key.Key_PageDown)
    assert window.current_game() == MATCHSTICKS
    assert window.games[MATCHSTICKS].puzzle().start.text() == "5+7=2"
    assert position_text(window) == "Puzzle 2 of 4"
    for _ in range(3):
        qtbot.keyClick(window, Qt.Key.Key_PageDown)
    assert window.sharing.current_code() == "MS:6-4=9:M2"
    assert position_text(window) == "Puzzle 4 of 4"
    assert not window.puzzle_sets.bar.next_button.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_PageUp)
    assert window.current_game() == TWENTYFOUR
    assert window.sharing.current_code() == "24:AKQJ:T36"
    assert window.games[TWENTYFOUR].rules.target == 36


def test_the_small_buttons_step_and_have_spoken_names(qtbot, window, set_file):
    window.puzzle_sets.open_file(set_file)
    bar = window.puzzle_sets.bar
    assert not bar.previous_button.isEnabled()
    qtbot.mouseClick(bar.next_button, Qt.MouseButton.LeftButton)
    assert position_text(window) == "Puzzle 2 of 4"
    qtbot.mouseClick(bar.previous_button, Qt.MouseButton.LeftButton)
    assert position_text(window) == "Puzzle 1 of 4"
    assert accessible_name(bar.next_button) == "Next puzzle in the set"
    assert unnamed_controls(bar) == []


def test_the_place_in_the_set_is_shown_in_chinese(qtbot, window, set_file, chinese):
    window.puzzle_sets.open_file(set_file)
    qtbot.keyClick(window, Qt.Key.Key_PageDown)
    assert position_text(window) == "第 2 题，共 4 题"
    assert window.puzzle_sets.open_action.text() == "打开题组(&S)…"
    assert accessible_name(window.puzzle_sets.bar.next_button) == "题组中的下一题"


def test_a_bad_set_lists_every_bad_line_and_changes_nothing(window, tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("24:3388\n24:33Z8\n# fine\nXX:1\n", encoding="utf-8")
    assert not window.puzzle_sets.open_file(bad)
    box = window.puzzle_sets.problem_box
    assert box.isVisible() and box.text() == "This puzzle set cannot be opened."
    lines = box.informativeText().splitlines()
    assert [line.split(":")[0] for line in lines] == ["line 2", "line 4"]
    assert window.statusBar().currentMessage() == lines[0]
    assert window.puzzle_sets.open_set is None and position_text(window) is None
    box.close()


def test_a_bad_set_is_explained_in_chinese(window, tmp_path, chinese):
    missing = tmp_path / "missing.txt"
    assert not window.puzzle_sets.open_file(missing)
    box = window.puzzle_sets.problem_box
    assert box.text() == "无法打开这个题组。"
    assert box.informativeText().startswith(f"无法读取 {missing}：")
    box.close()


def test_open_puzzle_set_asks_for_the_file(monkeypatch, window, set_file):
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kw: (str(set_file), ""))
    window.puzzle_sets.open_action.trigger()
    assert window.puzzle_sets.open_set.path == set_file
    window.puzzle_sets.close_action.trigger()
    assert position_text(window) is None and not window.puzzle_sets.next_action.isEnabled()


def test_the_open_set_and_its_place_survive_a_restart(
    qtbot, monkeypatch, tmp_path, set_file
):
    monkeypatch.chdir(tmp_path)
    first = make_window(qtbot, tmp_path)
    first.puzzle_sets.open_file(Path(set_file.name))
    monkeypatch.chdir(tmp_path.parent)
    qtbot.keyClick(first, Qt.Key.Key_PageDown)
    first.close()
    again = make_window(qtbot, tmp_path)
    assert again.puzzle_sets.open_set.path == set_file  # kept as an absolute path
    assert position_text(again) == "Puzzle 2 of 4"
    assert again.sharing.current_code() == "MS:5+7=2"
    qtbot.keyClick(again, Qt.Key.Key_PageDown)
    assert again.sharing.current_code() == "24:AKQJ:T36"


def test_add_this_puzzle_appends_to_a_chosen_file(monkeypatch, window, tmp_path, set_file):
    target = tmp_path / "mine.txt"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kw: (str(target), ""))
    window.open_code("24:4477")
    window.puzzle_sets.add_action.trigger()
    window.open_code("MS:6+4=4")
    window.puzzle_sets.add_action.trigger()
    assert target.read_text(encoding="utf-8") == "24:4477\nMS:6+4=4\n"
    assert window.statusBar().currentMessage() == "Added MS:6+4=4 to mine.txt: it has 2 puzzles."
    window.puzzle_sets.open_file(set_file)
    window.open_code("24:5555")
    assert window.puzzle_sets.add_code(set_file, "24:5555")
    assert set_file.read_text(encoding="utf-8") == MIXED + "24:5555\n"
    assert window.puzzle_sets.open_set.count == 5
    assert window.puzzle_sets.bar.label.text() == "Puzzle 1 of 5"
    assert position_text(window) is None  # 24:5555 is on the table, not the set's first


def test_a_puzzle_from_an_answer_can_be_added_to_a_set(qtbot, monkeypatch, window, tmp_path):
    target = tmp_path / "from-answer.txt"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kw: (str(target), ""))
    dialog = window.classroom.make_puzzles_from_answer()
    assert not dialog.add_button.isEnabled()
    dialog.answer.setText("9-7=2")
    with qtbot.waitSignal(dialog.found, timeout=10_000):
        dialog.find()
    dialog.results.setCurrentRow(1)
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert target.read_text(encoding="utf-8") == f"MS:{dialog.puzzles[1].start.text()}\n"
    dialog.close()


def make_set(qtbot, window, path, seed):
    dialog = window.puzzle_sets.new_set()
    settings = dialog.generator
    settings.game.setCurrentIndex(settings.game.findData("matchsticks"))
    settings.count.setValue(6)
    settings.kind.setCurrentIndex(settings.kind.findData("remove"))
    settings.seed.setValue(seed)
    dialog.file.setText(str(path))
    assert not dialog.form.isRowVisible(settings.cards)
    with qtbot.waitSignal(dialog.written, timeout=20_000):
        qtbot.mouseClick(dialog.make_button, Qt.MouseButton.LeftButton)
    return path.read_text(encoding="utf-8")


def test_new_set_from_generator_writes_the_same_file_for_the_same_seed(qtbot, window, tmp_path):
    first = make_set(qtbot, window, tmp_path / "a.txt", 42)
    assert make_set(qtbot, window, tmp_path / "b.txt", 42) == first
    assert make_set(qtbot, window, tmp_path / "c.txt", 43) != first
    header, *codes = first.splitlines()
    assert header == "# Matchsticks: 6 puzzles, level Any, Take away sticks: 1, seed 42"
    assert len(codes) == 6 and all(code.endswith(":R1") for code in codes)
    assert window.puzzle_sets.open_set.path == tmp_path / "c.txt"
    assert position_text(window) == "Puzzle 1 of 6"
    assert window.current_game() == MATCHSTICKS


def test_the_new_set_dialog_counts_the_puzzles_as_they_are_drawn(qtbot, window, tmp_path):
    dialog = window.puzzle_sets.new_set()
    dialog.generator.count.setValue(4)
    dialog.file.setText(str(tmp_path / "set.txt"))
    shown = []
    dialog._runner.progressed.connect(lambda *_count: shown.append(dialog.status.text()))
    with qtbot.waitSignal(dialog.written, timeout=20_000):
        qtbot.mouseClick(dialog.make_button, Qt.MouseButton.LeftButton)
    assert shown == [f"Making the puzzles: {done} of 4" for done in range(1, 5)]


def test_the_new_set_dialog_names_every_control(window):
    dialog = window.puzzle_sets.new_set()
    assert unnamed_controls(dialog) == []
    assert accessible_name(dialog.generator.seed) == "Seed:"
    assert accessible_name(dialog.file) == "File"
    dialog.close()


def test_presentation_steps_through_the_open_set_and_the_window_follows(
    qtbot, window, set_file
):
    window.puzzle_sets.open_file(set_file)
    qtbot.keyClick(window, Qt.Key.Key_PageDown)
    presentation = window.classroom.present()
    presentation.activateWindow()
    qtbot.waitUntil(presentation.isActiveWindow)
    assert presentation.index == 1 and len(presentation.entries) == 4
    assert presentation.stage.entry.text == "5+7=2"
    assert presentation.counter.text() == "Puzzle 2 of 4"
    qtbot.keyClick(presentation, Qt.Key.Key_PageDown)
    assert presentation.stage.entry.hand == (1, 13, 12, 11)
    with qtbot.waitSignal(presentation.closed):
        qtbot.keyClick(presentation, Qt.Key.Key_Escape)
    assert window.sharing.current_code() == "24:AKQJ:T36"
    assert position_text(window) == "Puzzle 3 of 4"


def test_a_puzzle_dealt_after_opening_a_set_is_presented_alone(qtbot, window, set_file):
    window.puzzle_sets.open_file(set_file)
    window.games[TWENTYFOUR].deal_hand("4 4 7 7")
    presentation = window.classroom.present()
    qtbot.waitExposed(presentation)
    assert len(presentation.entries) == 1 and presentation.stage.entry.hand == (4, 4, 7, 7)
    presentation.close()
    assert position_text(window) is None  # the dealt hand is still on the table
    assert window.puzzle_sets.bar.label.text() == "Puzzle 1 of 4"


def test_a_worksheet_of_the_open_set_holds_its_puzzles(qtbot, window, set_file, tmp_path):
    window.puzzle_sets.open_file(set_file)
    dialog = window.puzzle_sets.print_worksheet()
    with qtbot.waitSignal(dialog.ready, timeout=10_000) as made:
        dialog.save_pdf(str(tmp_path / "sheet.pdf"))
    sheet = made.args[0]
    assert [entry.text for entry in sheet.entries] == ["3 3 8 8", "5+7=2", "A K Q J → 36", "6-4=9"]
    assert sheet.seed is None and sheet.title == "Puzzles"
    dialog.close()


def test_a_new_set_replaces_an_existing_file_only_when_the_teacher_agrees(
    qtbot, monkeypatch, window, set_file
):
    answers = []

    def answer(*args):
        answers.append(args[2])
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", answer)
    dialog = window.puzzle_sets.new_set()
    dialog.file.setText(str(set_file))
    qtbot.mouseClick(dialog.make_button, Qt.MouseButton.LeftButton)
    assert answers == ["friday.txt already exists. Replace it?"]
    assert set_file.read_text(encoding="utf-8") == MIXED and dialog.isVisible()
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Yes)
    with qtbot.waitSignal(dialog.written, timeout=20_000):
        qtbot.mouseClick(dialog.make_button, Qt.MouseButton.LeftButton)
    assert set_file.read_text(encoding="utf-8").startswith("# 24 points: 12 puzzles")


def test_a_worksheet_of_a_long_set_says_it_holds_the_first_sixty(window, tmp_path):
    path = tmp_path / "long.txt"
    path.write_text("24:3388\n24:4477\n" * 31, encoding="utf-8")
    window.puzzle_sets.open_file(path)
    dialog = window.puzzle_sets.print_worksheet()
    assert dialog.status.text() == "A worksheet holds 60 puzzles: the first 60 of the set."
    assert not dialog.game.isVisible() and dialog.title.placeholderText() == "24 points practice"
    dialog.close()


def test_cancel_while_the_puzzles_are_made_writes_nothing(qtbot, monkeypatch, window, tmp_path):
    started = []

    def slow_codes(*_args):
        started.append(True)
        while True:
            time.sleep(0.01)

    monkeypatch.setattr(new_set_dialog, "generated_codes", slow_codes)
    dialog = window.puzzle_sets.new_set()
    dialog.file.setText(str(tmp_path / "never.txt"))
    qtbot.mouseClick(dialog.make_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(started))
    assert dialog.busy.isVisible() and not dialog.make_button.isEnabled()
    with qtbot.assertNotEmitted(dialog.written, wait=300):
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible() and not dialog._runner.is_busy()
    assert not (tmp_path / "never.txt").exists() and window.puzzle_sets.open_set is None


def test_the_place_in_the_set_shows_only_while_the_sets_puzzle_is_on_the_table(
    qtbot, window, set_file
):
    window.puzzle_sets.open_file(set_file)
    assert position_text(window) == "Puzzle 1 of 4"
    cards = window.games[TWENTYFOUR]
    deal = cards.findChild(QPushButton, "dealButton")
    qtbot.mouseClick(deal, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: cards.hand != ())
    assert position_text(window) is None
    window.show_game(MATCHSTICKS)
    assert position_text(window) is None
    qtbot.keyClick(window, Qt.Key.Key_PageDown)
    assert position_text(window) == "Puzzle 2 of 4"
    window.show_game(TWENTYFOUR)
    assert position_text(window) is None
