"""The matchstick board: moving sticks with real mouse events, undo, limits, highlights, pixels."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QMouseEvent
from PySide6.QtWidgets import QApplication

from engines.matchsticks import Move, Puzzle, Rules, parse, solve
from gui.matchsticks.board import MatchBoard
from gui.matchsticks.painting import display_equation

PLUS_VERTICAL = (1, "v")
PLUS_HORIZONTAL = (1, "h")
FIVE_UPPER_RIGHT = (0, "b")
SEVEN_TOP = (2, "a")


def drag_move(board: MatchBoard, pos: QPoint) -> None:
    """A mouse move with the left button held (QTest's mouseMove carries no buttons)."""
    event = QMouseEvent(
        QEvent.Type.MouseMove,
        QPointF(pos),
        QPointF(board.mapToGlobal(pos)),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(board, event)


def drag(qtbot, board: MatchBoard, start: QPoint, end: QPoint) -> None:
    qtbot.mousePress(board, Qt.MouseButton.LeftButton, pos=start)
    drag_move(board, (start + end) / 2)
    drag_move(board, end)
    qtbot.mouseRelease(board, Qt.MouseButton.LeftButton, pos=end)


def click(qtbot, board: MatchBoard, pos: QPoint) -> None:
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=pos)


def centre(board: MatchBoard, slot) -> QPoint:
    return board.slot_rect(slot).center()


def shown_board(qtbot, puzzle: Puzzle, rules: Rules | None = None) -> MatchBoard:
    """A 900x420 board on screen with `puzzle` (under `rules`) to play."""
    widget = MatchBoard()
    qtbot.addWidget(widget)
    widget.resize(900, 420)
    if rules is not None:
        widget.set_rules(rules)
    widget.set_puzzle(puzzle)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


@pytest.fixture
def board(qtbot) -> MatchBoard:
    return shown_board(qtbot, Puzzle(parse("5+7=2")))


def test_slots_hook_lists_every_slot_with_its_stick(board):
    slots = dict(board.slots())
    assert len(slots) == 7 * 3 + 5 * 2
    assert slots[PLUS_VERTICAL] and slots[PLUS_HORIZONTAL] and not slots[FIVE_UPPER_RIGHT]
    assert board.equation_text() == "5+7=2"


def test_dragging_a_stick_to_an_empty_slot_moves_it(qtbot, board):
    with qtbot.waitSignal(board.layout_changed):
        drag(qtbot, board, centre(board, PLUS_VERTICAL), centre(board, FIVE_UPPER_RIGHT))
    assert board.equation_text() == "9-7=2"
    assert dict(board.slots())[FIVE_UPPER_RIGHT]
    assert board.sticks_used() == 1
    assert board.can_undo()


def test_dropping_on_an_occupied_slot_or_outside_changes_nothing(qtbot, board):
    drag(qtbot, board, centre(board, PLUS_VERTICAL), centre(board, SEVEN_TOP))
    drag(qtbot, board, centre(board, PLUS_VERTICAL), QPoint(5, 5))
    assert board.equation_text() == "5+7=2"
    assert not board.can_undo()
    assert board.held() == (False, None)


def test_dropping_a_stick_back_where_it_was_records_no_step(qtbot, board):
    start = centre(board, PLUS_VERTICAL)
    drag(qtbot, board, start, start + QPoint(12, 3))
    assert not board.can_undo()


def test_click_to_pick_then_click_an_empty_slot_to_place(qtbot, board):
    click(qtbot, board, centre(board, PLUS_VERTICAL))
    assert board.held() == (True, PLUS_VERTICAL)
    assert board.equation_text() == "5+7=2"
    click(qtbot, board, centre(board, FIVE_UPPER_RIGHT))
    assert board.held() == (False, None)
    assert board.equation_text() == "9-7=2"


def test_escape_a_click_elsewhere_or_a_right_click_puts_the_stick_back(qtbot, board):
    click(qtbot, board, centre(board, PLUS_VERTICAL))
    qtbot.keyClick(board, Qt.Key.Key_Escape)
    assert board.held() == (False, None)
    click(qtbot, board, centre(board, PLUS_VERTICAL))
    click(qtbot, board, QPoint(3, board.height() - 3))
    assert board.held() == (False, None)
    click(qtbot, board, centre(board, PLUS_VERTICAL))
    qtbot.mouseClick(board, Qt.MouseButton.RightButton, pos=centre(board, FIVE_UPPER_RIGHT))
    assert board.held() == (False, None)
    assert board.equation_text() == "5+7=2"
    assert not board.can_undo()


def test_where_sticks_cross_the_one_on_top_is_picked(board):
    assert centre(board, PLUS_VERTICAL) == centre(board, PLUS_HORIZONTAL)
    off_centre = board.slot_rect(PLUS_HORIZONTAL).topLeft() + QPoint(6, 8)
    assert board._stick_at(QPointF(centre(board, PLUS_VERTICAL))) == PLUS_VERTICAL
    assert board._stick_at(QPointF(off_centre)) == PLUS_HORIZONTAL


def test_undo_and_redo_walk_the_history_and_a_new_move_drops_the_redo_tail(qtbot, board):
    drag(qtbot, board, centre(board, PLUS_VERTICAL), centre(board, FIVE_UPPER_RIGHT))
    assert board.undo()
    assert board.equation_text() == "5+7=2"
    assert board.redo()
    assert board.equation_text() == "9-7=2"
    board.undo()
    assert board.pick_stick(SEVEN_TOP)
    assert board.place_stick((2, "g"))
    assert not board.can_redo()
    assert not board.redo()


def test_reset_is_one_undoable_step(board):
    board.pick_stick(PLUS_VERTICAL)
    board.place_stick(FIVE_UPPER_RIGHT)
    assert board.reset()
    assert board.equation_text() == "5+7=2"
    assert board.undo()
    assert board.equation_text() == "9-7=2"


def test_picking_past_the_allowed_count_is_refused_with_a_message(qtbot, board):
    board.pick_stick(PLUS_VERTICAL)
    board.place_stick(FIVE_UPPER_RIGHT)
    with qtbot.waitSignal(board.notice) as notice:
        click(qtbot, board, centre(board, SEVEN_TOP))
    assert notice.args[0]() == (
        "You have already moved the 1 stick allowed: undo or reset to try another."
    )
    assert board.held() == (False, None)
    assert board.pick_stick(FIVE_UPPER_RIGHT), "the stick already moved may move again"
    assert board.place_stick(PLUS_VERTICAL)
    assert board.sticks_used() == 0


def test_remove_puzzles_take_a_stick_away_on_click(qtbot, board):
    board.set_puzzle(Puzzle(parse("8+3=9"), "remove", 1))
    assert not board.tray_rect().isEmpty()
    click(qtbot, board, centre(board, (0, "e")))
    assert board.equation_text() == "9+3=9"
    with qtbot.waitSignal(board.notice):
        click(qtbot, board, centre(board, (0, "b")))
    assert board.undo() and board.equation_text() == "8+3=9"


def test_add_puzzles_take_spare_sticks_from_the_tray(qtbot, board):
    board.set_puzzle(Puzzle(parse("6+3=9"), "add", 1))
    drag(qtbot, board, board.tray_rect().center(), centre(board, (0, "b")))
    assert board.equation_text() == "8+3=9"
    with qtbot.waitSignal(board.notice):
        board.pick_stick(None)
    board.pick_stick((0, "b"))
    board.place_stick(None)
    assert board.equation_text() == "6+3=9"


def test_operator_cells_offer_only_the_places_the_rules_allow(board):
    open_in_plus = {segment for cell, segment in board.open_slots() if cell == 1}
    assert open_in_plus == set()
    board.pick_stick(PLUS_HORIZONTAL)
    assert not board.place_stick((1, "x")), "no diagonals without × and ÷"


def count_pixels(image: QImage, rect, predicate) -> int:
    return sum(
        predicate(image.pixelColor(x, y))
        for x in range(rect.left(), rect.right() + 1)
        for y in range(rect.top(), rect.bottom() + 1)
    )


def is_orange(colour: QColor) -> bool:
    return colour.red() > 220 and 90 < colour.green() < 160 and colour.blue() < 100


def is_green(colour: QColor) -> bool:
    return colour.green() > 160 and colour.green() > max(colour.red(), colour.blue()) + 60


def is_wood(colour: QColor) -> bool:
    """The pale wood of a stick's body (not the head, not the felt, not a mark)."""
    return colour.red() > 200 and colour.green() > 170 and colour.red() > colour.blue() + 50


def centre_line(board: MatchBoard, slot):
    """A thin strip along the middle third of a slot's centre line, where a stick's body lies."""
    rect = middle_third(board.slot_rect(slot))
    middle = rect.center()
    if rect.width() > rect.height():
        return rect.adjusted(0, middle.y() - rect.top() - 1, 0, middle.y() - rect.bottom() + 1)
    return rect.adjusted(middle.x() - rect.left() - 1, 0, middle.x() - rect.right() + 1, 0)


def wood_along(image: QImage, board: MatchBoard, slot) -> int:
    return count_pixels(image, centre_line(board, slot), is_wood)


def plain_board_image(board: MatchBoard, layout) -> QImage:
    """How a board that simply shows `layout` looks, at the same size and without focus."""
    other = MatchBoard()
    other.resize(board.size())
    other.set_puzzle(Puzzle(layout))
    image = other.render_image()
    other.deleteLater()
    return image


def middle_third(rect):
    """The middle of a stick's rectangle, away from its head."""
    if rect.width() > rect.height():
        return rect.adjusted(rect.width() // 3, 0, -rect.width() // 3, 0)
    return rect.adjusted(0, rect.height() // 3, 0, -rect.height() // 3)


def test_a_shown_solution_highlights_old_and_new_places(board):
    (solution,) = solve(board.puzzle())
    (move,) = solution.moves
    board.clearFocus()
    plain = board.render_image()
    board.show_solution(solution.moves, animate=False)
    image = board.render_image()
    source_rect = middle_third(board.slot_rect(move.source))
    target_rect = board.slot_rect(move.target)
    assert count_pixels(plain, source_rect, is_orange) == 0
    assert count_pixels(plain, target_rect, is_green) == 0
    assert count_pixels(plain, centre_line(board, move.source), is_wood) > 0
    # The place the stick left: a dashed outline, and no stick along its middle.
    assert count_pixels(image, source_rect, is_orange) > 20
    assert wood_along(image, board, move.source) == wood_along(
        plain_board_image(board, solution.layout), board, move.source
    )
    assert count_pixels(image, target_rect, is_green) > 50
    assert board.equation_text() == "9-7=2"
    board.leave_preview()
    assert board.equation_text() == "5+7=2"


def test_a_solution_plays_as_an_animation_and_ends_on_the_solution(qtbot, board):
    board.move_duration_ms = 60
    board.show_solution([Move(PLUS_VERTICAL, FIVE_UPPER_RIGHT)])
    assert board.is_animating()
    qtbot.waitUntil(lambda: not board.is_animating(), timeout=2000)
    assert board.equation_text() == "9-7=2"
    assert board.highlights().targets == (FIVE_UPPER_RIGHT,)


def test_rendering_is_crisp_at_twice_the_pixel_ratio(board):
    image = board.render_image(QSize(450, 210), device_pixel_ratio=2.0)
    assert (image.width(), image.height()) == (900, 420)
    board.resize(450, 210)
    middle = board.slot_rect((0, "a")).center() * 2
    stick = image.pixelColor(middle)
    assert stick.red() > 200 and stick.green() > 170, "the wood of the top stick of the 5"


def test_display_equation_uses_the_proper_signs():
    assert display_equation("6*2-4/2=10") == "6 × 2 − 4 ÷ 2 = 10"


def test_picking_an_empty_slot_holds_nothing(board):
    assert not board.pick_stick(FIVE_UPPER_RIGHT)
    assert board.held() == (False, None)


def test_with_equals_mutable_a_plus_may_become_an_equals(board):
    board.set_rules(Rules(equals_mutable=True))
    assert (1, "l") in board.open_slots()
    board.pick_stick(PLUS_VERTICAL)
    assert board.place_stick((1, "l"))
    assert board.equation_text() == "5=7=2"
