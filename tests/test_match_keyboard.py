"""Playing the matchstick board by keyboard alone: the cursor, Space, Esc and Enter."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from engines.matchsticks import Puzzle, Rules, parse
from gui.matchsticks.board import MatchBoard
from gui.matchsticks.keyboard import DIRECTIONS, TRAY, nearest_in_direction, stop_centres
from gui.matchsticks.painting import BoardGeometry
from gui.shell.settings_menu import MATCHSTICKS
from tests.test_match_board import shown_board

pytestmark = pytest.mark.window_size(1200, 760)

RIGHT, LEFT, UP, DOWN = Qt.Key.Key_Right, Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Down
SPACE = Qt.Key.Key_Space


def board_for(
    qtbot, text: str, kind: str = "move", count: int = 1, rules: Rules | None = None
) -> MatchBoard:

    """A board with the keyboard focus, showing `text` as a `kind` puzzle of `count` sticks."""
    board = shown_board(qtbot, Puzzle(parse(text, rules or Rules()), kind, count), rules)
    board.setFocus()
    qtbot.waitUntil(board.hasFocus)
    return board


def press(qtbot, board: MatchBoard, *keys: Qt.Key) -> None:
    for key in keys:
        qtbot.keyClick(board, key)


def arrow_graph(board: MatchBoard) -> tuple[dict, dict]:
    """Where each arrow key leads from each cursor stop, by the board's own rule."""
    with_tray = board.puzzle().kind != "move"
    geometry = BoardGeometry(board.current_layout(), board.size(), with_tray)
    centres = stop_centres(geometry, with_tray, board.cursor_places())
    graph = {}
    for here, centre in centres.items():
        others = {stop: point for stop, point in centres.items() if stop != here}
        graph[here] = {
            key: nearest_in_direction(centre, others, direction)
            for key, direction in DIRECTIONS.items()
        }
    return centres, graph


def walk_to(qtbot, board: MatchBoard, slot) -> None:
    """Press the arrow keys along a shortest path to `slot`, checking each step's stop."""
    _, graph = arrow_graph(board)
    start = TRAY if board.cursor_on_tray() else board.cursor_slot()
    paths = {start: []}
    frontier = [start]
    while frontier and slot not in paths:
        here = frontier.pop(0)
        for key, there in graph[here].items():
            if there is not None and there not in paths:
                paths[there] = [*paths[here], (key, there)]
                frontier.append(there)
    assert slot in paths, f"{slot} cannot be reached from {start}"
    for key, there in paths[slot]:
        qtbot.keyClick(board, key)
        assert (TRAY if board.cursor_on_tray() else board.cursor_slot()) == there
    assert board.cursor_slot() == slot


def test_a_keyboard_only_solve_of_five_plus_seven(qtbot, window):
    window.tabs.setCurrentWidget(window.games[MATCHSTICKS])
    tab = window.games[MATCHSTICKS]
    tab.load_equation("5+7=2")
    board = tab.board
    board.setFocus()
    qtbot.waitUntil(board.hasFocus)
    assert board.cursor_slot() == (0, "a")
    press(qtbot, board, RIGHT)
    assert board.cursor_slot() == (0, "b")
    press(qtbot, board, RIGHT)
    assert board.cursor_slot() == (1, "v")
    press(qtbot, board, SPACE)
    assert board.held() == (True, (1, "v"))
    press(qtbot, board, UP)
    assert board.cursor_slot() == (0, "b")
    press(qtbot, board, SPACE)
    assert board.held() == (False, None)
    assert board.equation_text() == "9-7=2"
    press(qtbot, board, Qt.Key.Key_Return)
    assert "is true" in tab.message_text()
    assert tab.scoreboard.streak == 1


def test_every_place_and_the_tray_can_be_reached_with_the_arrows(qtbot):
    board = board_for(qtbot, "18*3=54", "add", 1, Rules(ops="+-*/"))
    centres, graph = arrow_graph(board)
    reached, frontier = {(0, "a")}, [(0, "a")]
    while frontier:
        for stop in graph[frontier.pop()].values():
            if stop is not None and stop not in reached:
                reached.add(stop)
                frontier.append(stop)
    assert reached == set(centres)
    assert TRAY in reached and len(reached) == len(board.cursor_places()) + 1
    unused = {(1, "l"), (3, "v"), (3, "x"), (3, "y")}
    assert not unused & reached, "no place that no allowed sign uses"


def test_the_cursor_goes_over_empty_places_too_and_stops_at_the_edge(qtbot):
    board = board_for(qtbot, "5+7=2")
    assert board.cursor_slot() == (0, "a")
    press(qtbot, board, LEFT)
    assert board.cursor_slot() == (0, "f")
    press(qtbot, board, LEFT)
    assert board.cursor_slot() == (0, "f")
    press(qtbot, board, UP, RIGHT)
    assert board.cursor_slot() == (0, "b") and not board.current_layout().has_stick((0, "b"))


def test_space_on_an_empty_place_with_nothing_held_does_nothing_in_a_move_puzzle(qtbot):
    board = board_for(qtbot, "5+7=2")
    press(qtbot, board, RIGHT, SPACE)
    assert board.held() == (False, None) and board.equation_text() == "5+7=2"


def test_esc_puts_the_held_stick_back_and_a_full_place_refuses_it(qtbot):
    board = board_for(qtbot, "5+7=2")
    press(qtbot, board, SPACE)
    assert board.held() == (True, (0, "a"))
    press(qtbot, board, Qt.Key.Key_Escape)
    assert board.held() == (False, None) and board.equation_text() == "5+7=2"
    press(qtbot, board, SPACE)
    walk_to(qtbot, board, (0, "g"))
    with qtbot.waitSignal(board.notice) as notice:
        press(qtbot, board, SPACE)
    assert "cannot go there" in notice.args[0]()
    assert board.held() == (True, (0, "a"))
    assert not board.can_undo()


def test_add_puzzles_take_a_spare_from_the_tray_by_keyboard(qtbot):
    board = board_for(qtbot, "5+3=6", "add", 1)
    walk_to(qtbot, board, (4, "d"))
    press(qtbot, board, DOWN)
    assert board.cursor_on_tray() and board.cursor_slot() is None
    press(qtbot, board, SPACE)
    assert board.held() == (True, None)
    press(qtbot, board, UP)
    walk_to(qtbot, board, (4, "b"))
    press(qtbot, board, SPACE)
    assert board.equation_text() == "5+3=8"
    assert board.sticks_used() == 1


def test_space_on_an_empty_place_of_an_add_puzzle_adds_a_spare_there(qtbot):
    board = board_for(qtbot, "5-3=3", "add", 1)
    walk_to(qtbot, board, (0, "e"))
    press(qtbot, board, SPACE)
    assert board.equation_text() == "6-3=3"
    press(qtbot, board, Qt.Key.Key_Up, SPACE)
    assert board.sticks_used() == 1


def test_remove_puzzles_take_the_stick_under_the_cursor_away(qtbot):
    board = board_for(qtbot, "6+3=8", "remove", 1)
    walk_to(qtbot, board, (0, "e"))
    press(qtbot, board, SPACE)
    assert board.equation_text() == "5+3=8"
    assert not board.current_layout().has_stick((0, "e"))
    board.undo()
    assert board.equation_text() == "6+3=8"


def test_the_cursor_frame_stays_when_the_window_gives_the_focus_back(qtbot):
    """Alt+Tab away and back keeps keyboard play's frame; focus handed over by the program
    (the game coming on screen) waits for the first key."""
    board = board_for(qtbot, "5+7=2")
    press(qtbot, board, RIGHT)
    assert board.shows_cursor()
    board.clearFocus()
    board.setFocus(Qt.FocusReason.ActiveWindowFocusReason)
    qtbot.waitUntil(board.hasFocus)
    assert board.shows_cursor()
    board.clearFocus()
    board.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(board.hasFocus)
    assert not board.shows_cursor() and cursor_frame_pixels(board) == 0
    press(qtbot, board, LEFT)
    assert board.shows_cursor()


def test_the_board_takes_focus_with_tab_and_draws_the_cursor(qtbot, window):
    tab = window.games[MATCHSTICKS]
    window.tabs.setCurrentWidget(tab)
    tab.load_equation("5+7=2")
    board = tab.board
    tab.check_button.setFocus()
    for _ in range(30):
        if board.hasFocus():
            break
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert board.hasFocus()
    focused = board.render_image()
    board.clearFocus()
    unfocused = board.render_image()
    rect = board.slot_rect(board.cursor_slot()).adjusted(-12, -12, 12, 12)
    highlight = board.palette().color(board.palette().ColorRole.Highlight)
    assert count_close(focused, rect, highlight) > 20
    assert count_close(unfocused, rect, highlight) == 0


def count_close(image, rect, colour, tolerance: int = 40) -> int:
    found = 0
    for x in range(max(0, rect.left()), min(image.width(), rect.right())):
        for y in range(max(0, rect.top()), min(image.height(), rect.bottom())):
            pixel = image.pixelColor(x, y)
            if (
                abs(pixel.red() - colour.red())
                + abs(pixel.green() - colour.green())
                + abs(pixel.blue() - colour.blue())
                < tolerance
            ):
                found += 1
    return found


def test_the_accessible_name_reads_the_equation_held_stick_and_cursor(qtbot):
    board = board_for(qtbot, "5+7=2")
    assert board.accessibleName() == "Matchstick board: 5 + 7 = 2"
    assert "Cursor on the top stick of cell 1 (5)" in board.accessibleDescription()
    press(qtbot, board, RIGHT, RIGHT, SPACE)
    assert "Holding the upright bar stick of cell 2 (+)" in board.accessibleDescription()
    press(qtbot, board, UP)
    assert "Cursor on the empty upper right place of cell 1 (5)" in board.accessibleDescription()
    press(qtbot, board, SPACE)
    assert board.accessibleName() == "Matchstick board: 9 − 7 = 2"
    assert "Holding" not in board.accessibleDescription()


def test_the_cursor_stops_only_where_a_stick_can_go_under_the_rules(qtbot):
    board = board_for(qtbot, "5+7=2")
    seen = set()
    for key in (RIGHT, RIGHT, RIGHT, DOWN, RIGHT, UP, RIGHT, RIGHT, DOWN, RIGHT, RIGHT):
        press(qtbot, board, key)
        seen.add(board.cursor_slot())
    assert {(1, "v"), (1, "h")} & seen
    assert not {(1, "l"), (1, "x"), (1, "y"), (3, "v"), (3, "x"), (3, "y")} & seen
    wide = board_for(qtbot, "5+7=2", rules=Rules(ops="+-*/", equals_mutable=True))
    assert {(1, "x"), (1, "y"), (1, "l"), (3, "v")} <= set(wide.cursor_places())


def cursor_frame_pixels(board: MatchBoard) -> int:
    """Pixels of the cursor's highlight colour around the place under the cursor."""
    image = board.render_image()
    highlight = board.palette().color(QPalette.ColorRole.Highlight)
    box = board.slot_rect(board.cursor_slot()).adjusted(-12, -12, 12, 12)
    return sum(
        image.pixelColor(x, y) == highlight
        for x in range(box.left(), box.right())
        for y in range(box.top(), box.bottom())
    )


def test_the_cursor_frame_goes_at_a_mouse_press_and_comes_back_with_a_key(qtbot):
    board = board_for(qtbot, "5+7=2")
    press(qtbot, board, RIGHT)
    assert board.shows_cursor() and cursor_frame_pixels(board) > 20
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.slot_rect((2, "a")).center())
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.slot_rect((2, "a")).center())
    assert board.hasFocus() and not board.shows_cursor()
    assert cursor_frame_pixels(board) == 0, "no stale cursor frame after mouse play"
    press(qtbot, board, LEFT)
    assert board.shows_cursor() and cursor_frame_pixels(board) > 20
