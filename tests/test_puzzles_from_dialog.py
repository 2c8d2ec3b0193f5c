"""Make puzzles from an answer…: the engine's list, then play, add or print the chosen one."""

import pytest
from PySide6.QtCore import Qt

from engines.matchsticks.puzzles_from import puzzles_from
from gui.classroom.puzzles_from_dialog import PuzzlesFromDialog


@pytest.fixture
def dialog(qtbot):
    widget = PuzzlesFromDialog()
    qtbot.addWidget(widget)
    widget.show()
    return widget


def test_it_lists_what_the_engine_finds(qtbot, dialog):
    assert not dialog.play_button.isEnabled()
    qtbot.keyClicks(dialog.answer, "9-7=2")
    dialog.kind.setCurrentIndex(dialog.kind.findData("add"))
    with qtbot.waitSignal(dialog.found, timeout=10_000):
        qtbot.keyClick(dialog.answer, Qt.Key.Key_Return)
    shown = [dialog.results.item(row).text() for row in range(dialog.results.count())]
    assert shown == [p.start.text() for p in puzzles_from("9-7=2", "add", 1)]
    assert dialog.status.text() == "Puzzles found: 3"
    assert dialog.play_button.isEnabled()


def test_play_hands_over_the_chosen_puzzle(qtbot, dialog):
    dialog.answer.setText("9-7=2")
    dialog.unique.setChecked(True)
    with qtbot.waitSignal(dialog.found, timeout=10_000):
        dialog.find()
    dialog.results.setCurrentRow(2)
    with qtbot.waitSignal(dialog.play_requested) as played:
        qtbot.mouseClick(dialog.play_button, Qt.MouseButton.LeftButton)
    assert played.args[0] == dialog.puzzles[2]
    assert played.args[0].kind == "move"


def test_a_false_answer_is_explained(qtbot, dialog):
    dialog.answer.setText("9-7=3")
    dialog.find()
    qtbot.waitUntil(lambda: dialog.find_button.isEnabled(), timeout=10_000)
    assert dialog.status.text() == "9-7=3 is false"
    assert dialog.results.count() == 0 and not dialog.print_button.isEnabled()


def test_the_puzzles_found_make_a_worksheet(qtbot, dialog, tmp_path):
    dialog.answer.setText("9-7=2")
    with qtbot.waitSignal(dialog.found, timeout=10_000):
        dialog.find()
    worksheet = dialog.open_worksheet()
    with qtbot.waitSignal(worksheet.ready) as made:
        worksheet.save_pdf(str(tmp_path / "from-answer.pdf"))
    assert [e.puzzle for e in made.args[0].entries] == dialog.puzzles
    worksheet.close()
