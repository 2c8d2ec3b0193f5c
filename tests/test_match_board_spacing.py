"""How an equation sits on the matchstick board, measured in the pixels the window paints:
the digits of one number close together, operators set apart, and the equation using the
board's height at the window sizes a classroom and a laptop have."""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QImage, QPainter

from gui.matchsticks.painting import paint_background

WINDOW_SIZES = [(800, 600), (1920, 1080)]
INK = 12
"""A pixel this far (in any channel) from the bare table is drawn on: a stick or a faint bar."""
EDGE = 0.03
"""The board's edges (its focus frame) are left out of the measure, this share on each side."""
JOIN = 6
"""Ink this few pixels apart is one cell (a lying stick's rounded end beside an upright)."""


def _board_in_window(window, qtbot, size: tuple[int, int], equation: str):
    window.show_game("matchsticks")
    tab = window.games["matchsticks"]
    assert tab.load_equation(equation)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size() == QSize(*size))
    qtbot.wait(50)  # the board's height settles with its width
    return tab.board


def _ink(board) -> tuple[list[bool], list[bool]]:
    """Which columns and which (every other) rows of the board hold any ink."""
    image = board.render_image().convertToFormat(QImage.Format.Format_ARGB32)
    bare = QImage(image.size(), QImage.Format.Format_ARGB32)
    bare.fill(0)
    painter = QPainter(bare)
    paint_background(painter, image.size(), 0.0)
    painter.end()
    width, stride = image.width(), image.bytesPerLine()
    drawn, bare_bytes = bytes(image.constBits()), bytes(bare.constBits())
    columns, rows = [False] * width, []
    height = image.height()
    for y in range(int(height * EDGE), int(height * (1 - EDGE)), 2):
        start = y * stride
        inked = False
        for x in range(int(width * EDGE), int(width * (1 - EDGE))):
            at = start + 4 * x
            if any(abs(drawn[at + c] - bare_bytes[at + c]) > INK for c in range(3)):
                columns[x] = inked = True
        rows.append(inked)
    return columns, rows


def _runs(flags: list[bool]) -> list[tuple[int, int]]:
    """(first, last) of each stretch of True, stretches less than `JOIN` apart joined."""
    runs: list[tuple[int, int]] = []
    for index, flag in enumerate(flags):
        if flag and (not runs or index - runs[-1][1] > JOIN):
            runs.append((index, index))
        elif flag:
            runs[-1] = (runs[-1][0], index)
    return runs


@pytest.mark.parametrize("size", WINDOW_SIZES)
def test_digits_of_a_number_sit_closer_than_a_number_and_an_operator(window, qtbot, size):
    board = _board_in_window(window, qtbot, size, "643-901=834")
    columns, _ = _ink(board)
    cells = _runs(columns)
    assert len(cells) == 11, cells  # 6 4 3 - 9 0 1 = 8 3 4, each its own column of ink
    gaps = [right[0] - left[1] for left, right in pairwise(cells)]
    inside = [gaps[i] for i in (0, 1, 4, 5, 8, 9)]
    around_operators = [gaps[i] for i in (2, 3, 6, 7)]
    assert max(inside) < min(around_operators), gaps
    # The 1 of 901 belongs to its number, not to the "=" after it ("90 1=" was the complaint).
    assert gaps[5] < gaps[6]


@pytest.mark.parametrize("size", WINDOW_SIZES)
@pytest.mark.parametrize("equation", ["643-901=834", "5+7=2"])
def test_the_equation_uses_the_board_height(window, qtbot, size, equation):
    board = _board_in_window(window, qtbot, size, equation)
    columns, rows = _ink(board)
    drawn_rows = _runs(rows)
    tall = (drawn_rows[-1][1] - drawn_rows[0][0]) * 2  # rows were sampled every other pixel
    assert tall >= 0.35 * board.height(), (tall, board.height())
    wide = _runs(columns)[-1][1] - _runs(columns)[0][0]
    assert wide >= 0.6 * board.width() or tall >= 0.6 * board.height()
