"""Glyph sets on screen: Roman letters and the new digit shapes on the board, played with real
mouse events, and the setting that chooses the set for new puzzles."""

from __future__ import annotations

from PySide6.QtCore import Qt

from engines.matchsticks import Puzzle, Rules, parse, slot_line
from gui.shell import settings as keys
from gui.shell.settings_menu import SettingsMenu
from tests.test_match_board import centre, drag, shown_board
from tests.test_matchstick_tab import child, scratch_settings, shown_tab, type_equation

ROMAN = Rules(glyphs="roman")


def test_moving_the_i_of_xi_before_the_x_solves_by_dragging(qtbot):
    puzzle = Puzzle(parse("XI+I=X", ROMAN))
    board = shown_board(qtbot, puzzle, ROMAN)
    # Cells: gap, X, gap, I, gap, "+", ...: the I (cell 3) goes to the gap before the X.
    drag(qtbot, board, centre(board, (3, "i")), centre(board, (0, "i")))
    assert board.equation_text() == "IX+I=X"
    assert board.sticks_used() == 1


def test_a_gap_is_narrower_than_a_letter_and_every_stick_stays_in_its_cell():
    layout = parse("XI+I=X", ROMAN)
    widths = [abs(slot_line(layout, (cell, "r"))[2] - slot_line(layout, (cell, "r"))[0])
              for cell in (0, 1)]  # fmt: skip
    assert widths[0] < widths[1]


def test_a_flexible_board_offers_the_sign_place_and_draws_a_leading_minus(qtbot):
    flexible = Rules(glyphs="flexible")
    puzzle = Puzzle(parse("5+7=2", flexible))
    board = shown_board(qtbot, puzzle, flexible)
    # Cells: sign, 5, +, 7, =, sign, 2: the + gives its upright to the sign before the 2.
    drag(qtbot, board, centre(board, (2, "v")), centre(board, (5, "h")))
    assert board.equation_text() == "5-7=-2"


def test_handwritten_sevens_take_two_sticks_on_the_board(qtbot):
    handwritten = Rules(glyphs="handwritten")
    board = shown_board(qtbot, Puzzle(parse("7+1=8", handwritten)), handwritten)
    sticks = dict(board.slots())
    assert sticks[(0, "a")] and sticks[(0, "k")] and sticks[(2, "i")]
    assert board.equation_text() == "7+1=8"


def test_the_setting_makes_new_puzzles_roman_and_is_in_the_menu(qtbot, tmp_path):
    settings = scratch_settings(tmp_path)
    menu = SettingsMenu(settings)
    qtbot.addWidget(menu)
    labels = [action.text() for action in menu.findChildren(type(menu.actions()[0]))]
    assert "Roman numerals" in labels
    tab = shown_tab(qtbot, settings)
    type_equation(qtbot, tab, "5+7=2")
    settings.set(keys.MS_GLYPHS, "roman")
    tab.reload_settings()
    assert tab.rules().glyphs == "roman"
    assert set(tab.puzzle().start.kinds) <= {"letter", "gap", "symbol"}
    type_equation(qtbot, tab, "XI+I=X")
    board = child(tab, "matchBoard")
    drag(qtbot, board, centre(board, (3, "i")), centre(board, (12, "i")))
    qtbot.mouseClick(child(tab, "matchCheckButton"), Qt.MouseButton.LeftButton)
    assert "X + I = XI is true" in tab.message_text()
