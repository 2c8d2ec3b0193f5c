"""Make puzzles from an answer…: the engine's list, then play, add or print the chosen one."""

import pytest
from PySide6.QtCore import Qt

from engines.matchsticks import Rules
from engines.matchsticks.puzzles_from import puzzles_from
from engines.play import MatchstickPuzzle
from gui.classroom.puzzles_from_dialog import PICTURE_SIZE, PuzzlesFromDialog


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
    assert played.args[0] == MatchstickPuzzle(dialog.puzzles[2], dialog.rules())
    assert played.args[0].puzzle.kind == "move"
    assert not dialog.isVisible()  # the puzzle is on the board now


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
    assert {e.rules for e in made.args[0].entries} == {dialog.rules()}
    worksheet.close()


def _find(qtbot, dialog, answer):
    dialog.answer.clear()
    qtbot.keyClicks(dialog.answer, answer)
    with qtbot.waitSignal(dialog.found, timeout=10_000):
        qtbot.mouseClick(dialog.find_button, Qt.MouseButton.LeftButton)


def test_the_search_follows_the_rules_it_is_given_and_the_teacher_may_change_them(qtbot):
    rules = Rules(ops="+-*/", leading_zeros=False)
    dialog = PuzzlesFromDialog(rules=rules)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.times_and_divide.isChecked() and dialog.no_leading_zeros.isChecked()
    assert not dialog.equals_may_change.isChecked()
    assert dialog.rules() == rules
    _find(qtbot, dialog, "8-4=4")
    shown = [dialog.results.item(row).text() for row in range(dialog.results.count())]
    assert shown == [p.start.text() for p in puzzles_from("8-4=4", "move", 1, rules=rules)]
    assert any("*" in text or "/" in text for text in shown)
    qtbot.mouseClick(dialog.times_and_divide, Qt.MouseButton.LeftButton)
    assert dialog.rules() == Rules(ops="+-", leading_zeros=False)
    _find(qtbot, dialog, "8-4=4")
    shown = [dialog.results.item(row).text() for row in range(dialog.results.count())]
    assert shown == [p.start.text() for p in puzzles_from("8-4=4", "move", 1)]
    assert not any("*" in text or "/" in text for text in shown)


def _inked(image, row_from, row_to):
    """How many pixels of the rows differ from the picture's first pixel (the table)."""
    table = image.pixel(2, image.height() // 2)
    return sum(
        image.pixel(x, y) != table for y in range(row_from, row_to) for x in range(image.width())
    )


def test_each_puzzle_found_is_drawn_in_sticks(qtbot, dialog):
    _find(qtbot, dialog, "9-7=2")
    assert dialog.results.count() > 1
    pictures = []
    for row in range(dialog.results.count()):
        icon = dialog.results.item(row).icon()
        assert not icon.isNull()
        pictures.append(icon.pixmap(PICTURE_SIZE).toImage())
    for picture in pictures:
        assert _inked(picture, 0, picture.height()) > 100  # sticks, not a bare table
    assert len({bytes(p.constBits()) for p in pictures}) == len(pictures)  # each its own puzzle
    shown = dialog.results.visualItemRect(dialog.results.item(0))
    assert shown.height() >= PICTURE_SIZE.height()


def test_double_clicking_a_puzzle_plays_it_and_closes_the_dialog(qtbot, dialog):
    _find(qtbot, dialog, "9-7=2")
    item = dialog.results.item(1)
    centre = dialog.results.visualItemRect(item).center()
    with qtbot.waitSignal(dialog.play_requested) as played:
        qtbot.mouseClick(dialog.results.viewport(), Qt.MouseButton.LeftButton, pos=centre)
        qtbot.mouseDClick(dialog.results.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert played.args[0].puzzle == dialog.puzzles[1]
    assert not dialog.isVisible()


def test_enter_on_a_listed_puzzle_plays_it_once(qtbot, dialog):
    _find(qtbot, dialog, "9-7=2")
    dialog.results.setFocus()
    qtbot.keyClick(dialog.results, Qt.Key.Key_Down)
    played = []
    dialog.play_requested.connect(played.append)
    qtbot.keyClick(dialog.results, Qt.Key.Key_Return)
    assert [p.puzzle for p in played] == [dialog.puzzles[1]]
    assert not dialog.isVisible()
