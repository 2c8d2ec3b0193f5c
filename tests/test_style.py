"""Both game tabs share one look: the same panel width, roles, colours and layout rules."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QCheckBox, QLabel, QLineEdit, QPushButton, QWidget

from gui.matchsticks.board import MatchBoard
from gui.matchsticks.tab import MatchstickTab
from gui.shell import style
from gui.twentyfour.tab import TwentyFourTab

GOLD = QColor("#ffb300")
DEAL_GREEN = QColor("#23744a")


def shown(qtbot, widget: QWidget, width: int, height: int) -> QWidget:
    qtbot.addWidget(widget)
    widget.resize(width, height)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def centre_colour(widget: QWidget) -> QColor:
    image = widget.grab().toImage()
    return image.pixelColor(image.width() // 2, image.height() // 2)


def close_to(colour: QColor, expected: QColor, tolerance: int = 24) -> bool:
    return all(
        abs(a - b) <= tolerance
        for a, b in zip(colour.getRgb()[:3], expected.getRgb()[:3], strict=True)
    )


@pytest.mark.parametrize(
    ("window", "expected"), [(400, 232), (800, 232), (1000, 270), (1280, 300), (2560, 300)]
)
def test_the_side_panel_width_follows_the_window_within_bounds(qapp, window, expected):
    assert style.side_panel_width(window) == expected


def test_an_unknown_feedback_kind_is_refused(qtbot):
    label = style.verdict_label(QWidget(), "verdict")
    with pytest.raises(ValueError, match="sparkly"):
        style.set_kind(label, "sparkly")


def test_options_rows_line_up_in_four_columns_and_name_their_buddies(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    wide, field = QLabel("Wide", parent), QLineEdit(parent)
    left, left_field = QLabel("A", parent), QLineEdit(parent)
    right, right_field = QLabel("B", parent), QLineEdit(parent)
    check = QCheckBox(parent)
    grid = style.options_grid((wide, field), (left, left_field, right, right_field), (check,))
    assert grid.getItemPosition(grid.indexOf(field)) == (0, 1, 1, 3)
    assert grid.getItemPosition(grid.indexOf(right_field)) == (1, 3, 1, 1)
    assert grid.getItemPosition(grid.indexOf(check)) == (2, 0, 1, 4)
    assert (wide.buddy(), right.buddy()) == (field, right_field)
    with pytest.raises(ValueError, match="not 3"):
        style.options_grid((wide, field, check))


@pytest.mark.parametrize(("width", "height"), [(800, 540), (1280, 740)])
def test_both_tabs_give_the_side_panel_the_same_width(qtbot, settings, width, height):
    panels = []
    for tab_class, name in ((TwentyFourTab, "sidePanel"), (MatchstickTab, "matchSidePanel")):
        tab = shown(qtbot, tab_class(settings), width, height)
        panels.append(tab.findChild(QWidget, name).width())
    assert panels == [style.side_panel_width(width)] * 2


@pytest.mark.parametrize("equation", ["5+7=2", "9+5=14", "12+5=17"])
def test_the_matchstick_board_gets_most_of_a_small_window(qtbot, settings, equation):
    # Up to two-digit numbers; a longer equation's board is only as tall as it can use
    # (test_match_board_spacing.py).
    tab = shown(qtbot, MatchstickTab(settings), 800, 540)
    assert tab.load_equation(equation)
    qtbot.wait(20)
    board = tab.findChild(MatchBoard, "matchBoard")
    assert board.width() > 0.6 * tab.width()
    assert board.height() > 0.45 * tab.height()


def test_both_tabs_paint_check_gold_and_new_game_green(qtbot, settings):
    for tab_class, check, new in (
        (TwentyFourTab, "checkButton", "dealButton"),
        (MatchstickTab, "matchCheckButton", "newPuzzleButton"),
    ):
        tab = shown(qtbot, tab_class(settings), 1000, 640)
        check_button = tab.findChild(QPushButton, check)
        new_button = tab.findChild(QPushButton, new)
        assert check_button.property("role") == "primary"
        assert new_button.property("role") == "action"
        colour = check_button.grab().toImage().pixelColor(4, check_button.height() // 2)
        assert close_to(colour, GOLD), colour.name()
        colour = new_button.grab().toImage().pixelColor(4, new_button.height() // 2)
        assert close_to(colour, DEAL_GREEN), colour.name()


def test_matchstick_verdicts_are_coloured_by_kind(qtbot, settings):
    tab = shown(qtbot, MatchstickTab(settings), 1000, 640)
    tab.load_equation("5+7=2")
    tab.check_answer()
    message = tab.findChild(QLabel, "matchMessage")
    assert message.property("kind") == "error"
    error_colour = centre_colour(message)
    tab.next_hint()
    assert message.property("kind") == "info"
    assert centre_colour(message) != error_colour


def icon_mask(label: QLabel) -> set[tuple[int, int]]:
    """The dark pixels left of the verdict's words, by lightness alone (as without colour
    vision): the icon's disc less the white mark inside it."""
    image = label.grab().toImage()
    background = image.pixelColor(image.width() - 3, image.height() // 2).lightness()
    return {
        (x, y)
        for x in range(4, 34)
        for y in range(4, image.height() - 4)
        if image.pixelColor(x, y).lightness() < background - 60
    }


def test_each_verdict_kind_has_its_own_icon_shape_not_only_a_colour(qtbot):
    parent = QWidget()
    parent.setStyleSheet(style.STYLE_SHEET)
    qtbot.addWidget(parent)
    masks = {}
    for kind in ("success", "error", "info"):
        label = style.verdict_label(parent, kind)
        style.set_kind(label, kind)
        label.setText("words")
        label.setGeometry(0, 0, 220, 40)
        parent.show()
        masks[kind] = icon_mask(label)
    assert all(len(mask) > 60 for mask in masks.values()), {k: len(m) for k, m in masks.items()}
    kinds = list(masks)
    for index, first in enumerate(kinds):
        for second in kinds[index + 1 :]:
            assert len(masks[first] ^ masks[second]) > 30, (first, second)


def test_a_long_verdict_never_runs_over_its_icon_when_the_kind_changes_on_screen(qtbot):
    """The kind changes on a shown label (as in play); its words must start after the icon."""
    parent = QWidget()
    parent.setStyleSheet(style.STYLE_SHEET)
    qtbot.addWidget(parent)
    label = style.verdict_label(parent, "verdict")
    label.setGeometry(0, 0, 300, 80)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setText("A long verdict that wraps onto a second line of words, " * 2)
    parent.show()
    qtbot.waitExposed(parent)
    for kind in ("info", "", "error", "tip", "success"):
        style.set_kind(label, kind)
        qtbot.wait(1)
        words_start = label.contentsRect().left()
        assert words_start >= (32 if kind in style.VERDICT_ICONS else 8), (kind, words_start)
        assert words_start <= 40
