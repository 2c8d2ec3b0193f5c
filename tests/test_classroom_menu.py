"""The classroom menus on the real window: worksheet, puzzles from an answer, "How many ways?",
and presentation mode, each acting on the puzzle in the current tab."""

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox, QDialog

from engines import matchsticks
from engines.twentyfour import solve
from gui.classroom.how_many_ways import HowManyWaysPanel
from gui.classroom.menu import current_entry
from gui.shell.settings_menu import MATCHSTICKS, TWENTYFOUR


def test_the_menus_hold_the_classroom_entries(window):
    names = [a.objectName() for a in window.classroom.file_menu.actions()]
    assert names[:2] == ["worksheetAction", "puzzlesFromAction"]
    names = [a.objectName() for a in window.classroom.view_menu.actions()]
    assert names == ["howManyWaysAction", "presentationAction"]
    assert window.classroom.presentation_action.shortcut().toString() == "F11"


def test_print_worksheet_starts_with_the_current_game(qtbot, window):
    window.show_game(MATCHSTICKS)
    dialog = window.classroom.print_worksheet()
    assert dialog.game.currentData() == "matchsticks"
    dialog.close()


def test_presentation_shows_the_puzzle_on_the_table_and_esc_comes_back(qtbot, window):
    window.show_game(TWENTYFOUR)
    window.games[TWENTYFOUR].deal_hand("3 3 8 8")
    presentation = window.classroom.present()
    qtbot.waitExposed(presentation)
    assert presentation.isFullScreen()
    assert presentation.stage.entry.hand == (3, 3, 8, 8)
    presentation.reveal()
    assert presentation.revealed.text() == "8÷(3-8÷3)"
    with qtbot.waitSignal(presentation.closed):
        qtbot.keyClick(presentation, Qt.Key.Key_Escape)


def test_the_current_matchstick_puzzle_is_presented_with_its_answers(window):
    window.show_game(MATCHSTICKS)
    assert window.games[MATCHSTICKS].load_equation("5+7=2")
    entry = current_entry(window)
    puzzle = window.games[MATCHSTICKS].puzzle()
    assert entry.puzzle == puzzle
    assert [a.equation for a in entry.answers] == [s.text for s in matchsticks.solve(puzzle)]


def test_how_many_ways_judges_the_hand_on_the_table(qtbot, window):
    window.games[TWENTYFOUR].deal_hand("2 4 6 12")
    panel = window.classroom.how_many_ways()
    assert isinstance(panel, HowManyWaysPanel) and panel.isVisible()
    panel.submit("12+6+4+2")
    assert panel.count.text() == f"1 of {len(solve((2, 4, 6, 12)))} found"


def test_a_puzzle_from_an_answer_can_be_played(qtbot, window):
    dialog = window.classroom.make_puzzles_from_answer()
    dialog.answer.setText("9-7=2")
    with qtbot.waitSignal(dialog.found, timeout=10_000):
        dialog.find()
    dialog.results.setCurrentRow(0)
    qtbot.mouseClick(dialog.play_button, Qt.MouseButton.LeftButton)
    assert window.current_game() == MATCHSTICKS
    assert window.games[MATCHSTICKS].puzzle() == dialog.puzzles[0]
    dialog.close()


def test_puzzles_from_an_answer_follow_the_window_rules_and_make_way_for_the_one_played(
    qtbot, window
):
    window.show_game(MATCHSTICKS)
    tab = window.games[MATCHSTICKS]
    times = tab.findChild(QCheckBox, "matchMultiplyDivideCheck")
    qtbot.mouseClick(times, Qt.MouseButton.LeftButton, pos=QPoint(4, times.height() // 2))
    assert "*" in tab.rules().ops
    window.classroom.puzzles_from_action.trigger()
    dialog = window.findChild(QDialog, "puzzlesFromDialog")
    qtbot.waitExposed(dialog)
    assert dialog.times_and_divide.isChecked() and dialog.rules() == tab.rules()
    qtbot.keyClicks(dialog.answer, "8-4=4")
    with qtbot.waitSignal(dialog.found, timeout=10_000):
        qtbot.keyClick(dialog.answer, Qt.Key.Key_Return)
    shown = [dialog.results.item(row).text() for row in range(dialog.results.count())]
    assert "8/4=4" in shown  # only a puzzle when ÷ is allowed
    item = dialog.results.item(shown.index("8/4=4"))
    centre = dialog.results.visualItemRect(item).center()
    qtbot.mouseClick(dialog.results.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    qtbot.mouseDClick(dialog.results.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert not dialog.isVisible()
    assert window.current_game() == MATCHSTICKS
    assert tab.puzzle() == dialog.puzzles[shown.index("8/4=4")]
    assert tab.current_puzzle().rules == dialog.rules()
