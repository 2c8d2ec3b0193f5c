"""What the matchstick tab tells the player, and how.

Verdicts in today's language that go when they stop being true, typed puzzles re-posed by Kind
and Sticks, the solved board, and names for screen readers.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from engines.matchsticks import Puzzle, parse, solve
from gui.matchsticks.board import MatchBoard
from gui.matchsticks.painting import display_equation
from gui.shell import settings as keys
from gui.shell.i18n import CHINESE, ENGLISH, set_language
from tests.accessibility_support import accessible_name, unnamed_controls, visible_controls
from tests.test_match_board import (
    FIVE_UPPER_RIGHT,
    PLUS_VERTICAL,
    SEVEN_TOP,
    centre,
    drag,
    plain_board_image,
    wood_along,
)
from tests.test_matchstick_tab import type_equation

pytestmark = pytest.mark.game_tab("matchsticks")


@pytest.fixture
def chinese(qapp):
    """Switches the whole application to Chinese, and back to English afterwards."""
    yield lambda: set_language(qapp, CHINESE)
    set_language(qapp, ENGLISH)


def test_a_hint_is_written_again_when_the_language_changes(qtbot, qapp, tab, chinese):
    type_equation(qtbot, tab, "5+7=2")
    qtbot.mouseClick(tab.hint_button, Qt.MouseButton.LeftButton)
    english = tab.message_text()
    assert english.startswith("Hint 1 of ")
    chinese()
    qtbot.waitUntil(lambda: tab.message_label.text().startswith("提示 1/"))
    assert tab.message_label.text() == tab.message_text() == "提示 1/3：看看第 1、2 格"
    set_language(qapp, ENGLISH)
    qtbot.waitUntil(lambda: tab.message_label.text() == english)


def test_a_verdict_about_a_layout_goes_when_the_layout_changes(qtbot, tab):
    type_equation(qtbot, tab, "5+7=2")
    board = tab.board
    drag(qtbot, board, centre(board, SEVEN_TOP), centre(board, (2, "g")))
    assert board.equation_text() is None or board.equation_text() != "5+7=2"
    qtbot.mouseClick(tab.check_button, Qt.MouseButton.LeftButton)
    assert tab.message_text() != ""
    qtbot.mouseClick(tab.undo_button, Qt.MouseButton.LeftButton)
    assert tab.message_text() == ""
    assert tab.message_label.property("kind") == "tip"

    qtbot.mouseClick(tab.redo_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(tab.check_button, Qt.MouseButton.LeftButton)
    assert tab.message_text() != ""
    qtbot.mouseClick(tab.reset_button, Qt.MouseButton.LeftButton)
    assert tab.message_text() == ""

    drag(qtbot, board, centre(board, SEVEN_TOP), centre(board, FIVE_UPPER_RIGHT))
    qtbot.mouseClick(tab.check_button, Qt.MouseButton.LeftButton)
    assert tab.message_text() == "9 + 1 = 2 is false"
    qtbot.mouseClick(tab.undo_button, Qt.MouseButton.LeftButton)
    drag(qtbot, board, centre(board, PLUS_VERTICAL), centre(board, FIVE_UPPER_RIGHT))
    assert tab.message_text() == ""


def test_a_check_verdict_follows_the_language_too(qtbot, tab, chinese):
    type_equation(qtbot, tab, "5+7=2")
    drag(qtbot, tab.board, centre(tab.board, PLUS_VERTICAL), centre(tab.board, FIVE_UPPER_RIGHT))
    qtbot.mouseClick(tab.check_button, Qt.MouseButton.LeftButton)
    assert tab.message_text() == "9 − 7 = 2 is true. Well done!"
    chinese()
    qtbot.waitUntil(lambda: tab.message_label.text() == "9 − 7 = 2 成立。答对了！")


def test_sticks_re_poses_a_typed_puzzle_at_once(qtbot, tab, settings):
    settings.set(keys.MS_STICKS, 2)
    tab.reload_settings()
    type_equation(qtbot, tab, "6+2=6")
    assert (tab.puzzle().kind, tab.puzzle().count) == ("move", 2)
    spin = tab.panel.sticks_spin
    spin.setFocus()
    qtbot.keyClick(spin, Qt.Key.Key_Down)
    assert tab.puzzle() == Puzzle(parse("6+2=6"), "move", 1)
    assert tab.instruction_label.text() == "Move one stick to make the equation true."
    assert tab.board.equation_text() == "6+2=6"
    assert tab.message_text() == ""
    tab.show_solutions()
    assert tab.solution_texts() == [s.text for s in solve(Puzzle(parse("6+2=6"), "move", 1))]


def test_a_kind_without_a_solution_says_so_with_the_ways_that_have_one(qtbot, tab, settings):
    settings.set(keys.MS_STICKS, 2)
    tab.reload_settings()
    type_equation(qtbot, tab, "6+2=6")
    tab.panel.kind_combo.setCurrentIndex(2)  # Remove
    assert tab.puzzle() == Puzzle(parse("6+2=6"), "remove", 2)
    assert tab.message_text().startswith("6 + 2 = 6 has no solution when you remove 2 sticks.")
    qtbot.waitUntil(lambda: "It has one when you" in tab.message_text(), timeout=10000)
    assert tab.message_text() == (
        "6 + 2 = 6 has no solution when you remove 2 sticks. It has one when you: "
        "move 1 stick; move 2 sticks; move 3 sticks; add 1 stick."
    )
    assert tab.message_label.property("kind") == "error"


def test_a_typed_puzzle_without_any_solution_says_so(qtbot, tab):
    type_equation(qtbot, tab, "1+1=1")
    qtbot.waitUntil(lambda: "nor with any other" in tab.message_text(), timeout=10000)


def test_a_generated_puzzle_gives_way_to_a_new_one_of_the_chosen_kind(qtbot, tab):
    tab.panel.kind_combo.setCurrentIndex(1)  # Add
    qtbot.waitUntil(lambda: not tab.is_busy(), timeout=20000)
    assert tab.puzzle().kind == "add"


@pytest.mark.parametrize("text", ["189+973=1162", "6+2=6"])
def test_the_solved_board_never_paints_the_places_sticks_left(qtbot, text):
    board = MatchBoard()
    qtbot.addWidget(board)
    board.resize(1000, 360)
    board.set_puzzle(Puzzle(parse(text), "move", 2))
    for solution in solve(board.puzzle()):
        board.show_solution(solution.moves, animate=False)
        assert board.equation_text() == solution.text
        image = board.render_image()
        solved = plain_board_image(board, solution.layout)
        for move in solution.moves:
            assert wood_along(image, board, move.source) == wood_along(solved, board, move.source)
            assert wood_along(image, board, move.target) > 0


def test_the_animation_runs_from_the_puzzle_to_the_solved_board(qtbot):
    board = MatchBoard()
    qtbot.addWidget(board)
    board.resize(1000, 360)
    board.set_puzzle(Puzzle(parse("189+973=1162"), "move", 2))
    solution = solve(board.puzzle())[0]
    board.move_duration_ms = 200
    board.show_solution(solution.moves)
    assert board.is_animating()
    first = board.shown_layout()
    assert first.sticks <= board.puzzle().start.sticks
    qtbot.waitUntil(lambda: not board.is_animating(), timeout=3000)
    assert board.shown_layout() == solution.layout


def test_picking_a_solution_in_the_lazy_list_shows_the_solved_board(qtbot, tab, settings):
    settings.set(keys.MS_STICKS, 2)
    tab.reload_settings()
    type_equation(qtbot, tab, "6+2=6")
    qtbot.mouseClick(tab.solutions_button, Qt.MouseButton.LeftButton)
    view = tab.panel.solutions_list.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Down)
    qtbot.keyClick(view, Qt.Key.Key_Down)
    expected = solve(Puzzle(parse("6+2=6"), "move", 2))
    qtbot.waitUntil(lambda: not tab.board.is_animating(), timeout=5000)
    assert tab.board.equation_text() == expected[view.currentIndex().row()].text
    tab.board.leave_preview()
    tab.board.move_duration_ms = 20
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not tab.board.is_animating(), timeout=5000)
    assert tab.board.equation_text() == expected[view.currentIndex().row()].text
    assert "×" not in tab.message_text() and "*" not in tab.message_text()
    rows = [view.model().data(view.model().index(row, 0)) for row in range(len(expected))]
    assert rows == [display_equation(solution.text).strip() for solution in expected]
    assert "6 − 0 = 6" in rows


def label_of(widget) -> str:
    """The label a screen reader reads with a control (Qt on Linux names a combo box by its
    current item and gives its label through the labelled-by relation)."""
    interface = QAccessible.queryAccessibleInterface(widget)
    labels = interface.relations(QAccessible.Relation.Label)
    return labels[0][0].text(QAccessible.Text.Name) if labels else ""


@pytest.mark.parametrize("language", [ENGLISH, CHINESE])
def test_every_control_and_the_board_have_a_name_in_the_language(qtbot, qapp, tab, language):
    set_language(qapp, language)
    check = "检查" if language == CHINESE else "Check"
    qtbot.waitUntil(lambda: tab.check_button.text() == check)
    try:
        type_equation(qtbot, tab, "5+7=2")
        qtbot.mouseClick(tab.solutions_button, Qt.MouseButton.LeftButton)
        mine = [
            control
            for control in visible_controls(tab)
            if control.objectName() != "modeCombo"  # the Beat-the-clock panel names its own
        ]
        assert mine and [c for c in unnamed_controls(tab) if "modeCombo" not in c] == []
        names = {control.objectName(): accessible_name(control) for control in mine}
        board_name = accessible_name(tab.board)
        if language == CHINESE:
            assert label_of(tab.panel.kind_combo) == "题型"
            assert names["puzzleInput"] == "自己的等式"
            assert names["matchCheckButton"] == "检查"
            assert board_name == "火柴棍棋盘：5 + 7 = 2"
            assert "光标在" in tab.board.accessibleDescription()
            assert "。 " not in tab.board.accessibleDescription()
            assert accessible_name(tab.panel.solutions_list.view) == "解法"
        else:
            assert label_of(tab.panel.kind_combo) == "Kind"
            assert label_of(tab.panel.level_combo) == "Level"
            assert label_of(tab.panel.sticks_spin) == "Sticks"
            assert names["puzzleInput"] == "Your equation"
            assert board_name == "Matchstick board: 5 + 7 = 2"
            assert accessible_name(tab.panel.solutions_list.view) == "Solutions"
    finally:
        set_language(qapp, ENGLISH)


def test_the_settings_menu_re_poses_a_typed_puzzle_too(qtbot, tab, settings):
    type_equation(qtbot, tab, "6+2=6")
    settings.set(keys.MS_STICKS, 2)
    tab.reload_settings()
    assert tab.puzzle() == Puzzle(parse("6+2=6"), "move", 2)
    assert tab.panel.sticks_spin.value() == 2


def test_the_words_about_a_shown_solution_go_with_it(qtbot, tab):
    type_equation(qtbot, tab, "5+7=2")
    tab.show_solutions()
    view = tab.panel.solutions_list.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert tab.message_text().startswith("Solution 9 − 7 = 2")
    tab.board.setFocus()
    qtbot.keyClick(tab.board, Qt.Key.Key_Escape)
    assert not tab.board.is_previewing()
    assert tab.message_text() == ""


def test_after_a_wrong_move_the_hint_says_what_to_take_back_and_following_it_works(qtbot, tab):
    type_equation(qtbot, tab, "5+7=2")
    five_lower_left = (0, "e")
    drag(qtbot, tab.board, centre(tab.board, PLUS_VERTICAL), centre(tab.board, five_lower_left))
    assert tab.board.equation_text() == "6-7=2"
    qtbot.mouseClick(tab.hint_button, Qt.MouseButton.LeftButton)
    assert tab.message_text() == (
        "Hint 1 of 3: take back your move in cell 1: it leads to no solution"
    )
    marks = tab.board.highlights()
    assert marks.sources == (five_lower_left,) and marks.targets == (PLUS_VERTICAL,)
    qtbot.mouseClick(tab.hint_button, Qt.MouseButton.LeftButton)
    assert tab.message_text() == "Hint 2 of 3: move a stick from cell 1 to cell 1"
    marks = tab.board.highlights()
    assert marks.sources == (five_lower_left,) and marks.targets == (FIVE_UPPER_RIGHT,)
    layout = tab.board.current_layout()
    assert all(layout.has_stick(slot) for slot in marks.sources)
    assert not any(layout.has_stick(slot) for slot in marks.targets)
    drag(qtbot, tab.board, centre(tab.board, five_lower_left), centre(tab.board, FIVE_UPPER_RIGHT))
    assert tab.board.equation_text() == "9-7=2"
    assert tab.board.highlights().sources == (), "the marks go with the layout they were for"
    assert tab.message_text() == ""
    tab.check_answer()
    assert tab.session.solved


def test_a_hint_on_the_way_carries_on_from_the_board(qtbot, tab, settings):
    settings.set(keys.MS_STICKS, 2)
    tab.reload_settings()
    type_equation(qtbot, tab, "6+2=6")
    drag(qtbot, tab.board, centre(tab.board, (2, "e")), centre(tab.board, (2, "c")))
    qtbot.mouseClick(tab.hint_button, Qt.MouseButton.LeftButton)
    assert tab.message_text() == "Hint 1 of 3: look at cells 1, 5"
    assert tab.board.highlights().cells == (0, 4)


def test_a_true_equation_says_it_is_already_true(qtbot, tab):
    type_equation(qtbot, tab, "1+1=2")
    assert tab.message_text() == (
        "1 + 1 = 2 is already true, and no other true equation is there when you move 1 stick."
    )
    assert tab.puzzle().start.text() == "1+1=2"


def test_a_puzzle_with_several_solutions_says_how_many(qtbot, tab, settings):
    settings.set(keys.MS_STICKS, 2)
    tab.reload_settings()
    type_equation(qtbot, tab, "6+2=6")
    count = len(solve(Puzzle(parse("6+2=6"), "move", 2)))
    assert count > 1
    assert tab.instruction_label.text() == (
        f"Move 2 sticks to make the equation true. This puzzle has {count} solutions."
    )
    settings.set(keys.MS_STICKS, 1)
    tab.reload_settings()
    type_equation(qtbot, tab, "5+7=2")
    assert len(solve(tab.puzzle())) == 1
    assert tab.instruction_label.text() == "Move one stick to make the equation true."


def test_a_refused_equation_from_the_command_line_leaves_the_board_empty(
    qtbot, tmp_path, monkeypatch
):

    from gui.shell import app

    rendered = []
    monkeypatch.setattr(
        app, "save_screenshot", lambda window, path: rendered.append(window) or True
    )
    app.main(["--screenshot", str(tmp_path / "x.png"), "--equation", "6*2=12"])
    (window,) = rendered
    qtbot.addWidget(window)
    tab = window.games["matchsticks"]
    assert tab.board.puzzle() is None and tab.board.equation_text() is None
    assert tab.message_text() == "6×2=12 uses ×, which these rules do not allow"
    assert tab.instruction_label.text() == ""
    tab.next_hint()
    tab.check_answer()
    assert tab.message_text() == "6×2=12 uses ×, which these rules do not allow"


def test_a_refused_equation_typed_in_the_panel_keeps_the_puzzle(qtbot, tab):
    type_equation(qtbot, tab, "5+7=2")
    type_equation(qtbot, tab, "6*2=12")
    assert tab.board.equation_text() == "5+7=2"
    assert "which these rules do not allow" in tab.message_text()


def number_pixels(board: MatchBoard, cell: int) -> int:
    """Pixels of the cell-number colour in the margin above `cell`."""
    from gui.matchsticks.board import NUMBER_COLOUR

    image = board.render_image()
    top = min(board.slot_rect(slot).top() for slot, _ in board.slots() if slot[0] == cell)
    left = min(board.slot_rect(slot).left() for slot, _ in board.slots() if slot[0] == cell)
    right = max(board.slot_rect(slot).right() for slot, _ in board.slots() if slot[0] == cell)
    return sum(
        image.pixelColor(x, y) == NUMBER_COLOUR
        for x in range(left, right)
        for y in range(max(0, top - 60), top - 2)
    )


def test_a_hint_numbers_the_cells_it_names_on_the_board(qtbot, tab):
    type_equation(qtbot, tab, "5+7=2")
    assert number_pixels(tab.board, 0) == 0
    qtbot.mouseClick(tab.hint_button, Qt.MouseButton.LeftButton)
    assert tab.message_text().endswith("look at cells 1, 2")
    assert tab.board.named_cells() == (0, 1)
    assert number_pixels(tab.board, 0) > 10 and number_pixels(tab.board, 1) > 10
    assert number_pixels(tab.board, 2) == 0
    drag(qtbot, tab.board, centre(tab.board, PLUS_VERTICAL), centre(tab.board, FIVE_UPPER_RIGHT))
    assert tab.board.named_cells() == () and number_pixels(tab.board, 0) == 0
