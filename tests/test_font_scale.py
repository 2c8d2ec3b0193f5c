"""Large system text: at 150% of the default font size, at 1280x800, nothing is clipped.

The application font is set to one and a half times its default, as a desktop's text-size
setting does, and the main window is shown at 1280x800 in both languages. For every visible
text control the shown text is measured with the control's own font metrics against the room
its style leaves for text (after borders, padding, indicators and arrows); a word-wrapped label
must have room for its wrapped height. Controls side by side in one parent must not overlap.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect, QSettings, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QStyleOptionFrame,
    QWidget,
)

from gui.shell import style, text_size
from gui.shell.main_window import MainWindow
from gui.shell.settings import Settings
from gui.shell.settings_menu import MATCHSTICKS, TWENTYFOUR

SCALE = 1.5
CONTROL_TYPES = (QLabel, QAbstractButton, QComboBox, QLineEdit, QAbstractSpinBox)
COMPOUNDS = (QAbstractSpinBox, QComboBox)
"""Controls whose inner line edit is measured as part of them."""
LINE_EDIT_SIDE_MARGIN = 2
"""QLineEdit keeps this many pixels free on each side of its text (Qt's `horizontalMargin`)."""
ROUNDING = 1
"""Qt rounds a font's ascent and descent up one by one, so a line box may be a pixel taller
than the room Qt itself gives it; that pixel is the empty bottom of the descent (the 150%
spin boxes, 21 px lines in 20 px, show digits whose ink is 13 px high)."""


@pytest.fixture
def large_text(qapp) -> Iterator[QFont]:
    """The application font at 150% for the duration of a test."""
    default = QFont(qapp.font())
    text_size.follow_application_font()
    large = QFont(default)
    large.setPointSizeF(default.pointSizeF() * SCALE)
    qapp.setFont(large)
    yield large
    qapp.setFont(default)


def main_window(qtbot, tmp_path, width: int, height: int) -> MainWindow:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    result = MainWindow(settings, data_dir=tmp_path / "data")
    qtbot.addWidget(result)
    list(result.games.values())  # both games' widgets (the other tab is built when first needed)
    result.resize(width, height)
    result.show()
    qtbot.waitExposed(result)
    return result


@pytest.fixture
def window(qtbot, tmp_path, large_text, each_language) -> MainWindow:
    return main_window(qtbot, tmp_path, 1280, 800)


def shown_text(widget: QWidget) -> str:
    """The text the control draws, without the mnemonic ampersands of labels and buttons."""
    if isinstance(widget, QComboBox):
        return widget.currentText()
    if isinstance(widget, QAbstractSpinBox):
        return widget.text()
    if isinstance(widget, QLineEdit):
        return widget.text() or widget.placeholderText()
    text = widget.text()
    if isinstance(widget, QLabel) and widget.textFormat() != Qt.TextFormat.PlainText:
        text = re.sub(r"<[^>]+>", "", text)
    return re.sub(r"&(.)", r"\1", text)


def text_room(widget: QWidget) -> QRect:
    """Where the control's style lets it draw its text."""
    current = widget.style()
    if isinstance(widget, (QCheckBox, QRadioButton, QPushButton)):
        option = QStyleOptionButton()
        option.initFrom(widget)
        option.text = widget.text()
        option.icon = widget.icon()
        option.iconSize = widget.iconSize()
        element = {
            QCheckBox: QStyle.SubElement.SE_CheckBoxContents,
            QRadioButton: QStyle.SubElement.SE_RadioButtonContents,
        }.get(type(widget), QStyle.SubElement.SE_PushButtonContents)
        room = current.subElementRect(element, option, widget)
        if isinstance(widget, QPushButton) and not widget.icon().isNull():
            room.setLeft(room.left() + widget.iconSize().width() + 4)
        return room
    if isinstance(widget, QComboBox):
        option = QStyleOptionComboBox()
        option.initFrom(widget)
        option.editable = widget.isEditable()
        return current.subControlRect(
            QStyle.ComplexControl.CC_ComboBox,
            option,
            QStyle.SubControl.SC_ComboBoxEditField,
            widget,
        )
    if isinstance(widget, QAbstractSpinBox):
        inner = widget.findChild(QLineEdit)
        return text_room(inner).translated(inner.pos())
    if isinstance(widget, QLineEdit):
        option = QStyleOptionFrame()
        widget.initStyleOption(option)
        room = current.subElementRect(QStyle.SubElement.SE_LineEditContents, option, widget)
        margins = widget.textMargins()
        return room.adjusted(
            margins.left() + LINE_EDIT_SIDE_MARGIN,
            margins.top(),
            -margins.right() - LINE_EDIT_SIDE_MARGIN,
            -margins.bottom(),
        )
    room = widget.contentsRect()
    if isinstance(widget, QLabel) and widget.indent() > 0:
        room.setLeft(room.left() + widget.indent())
    return room


def clipping(widget: QWidget) -> str | None:
    """Why the control's text does not fit in its room, or None when it does."""
    text = shown_text(widget).strip()
    if not text:
        return None
    metrics = QFontMetrics(widget.font())
    room = text_room(widget)
    if isinstance(widget, QLabel) and widget.wordWrap():
        wrapped = metrics.boundingRect(
            QRect(0, 0, room.width(), 100_000),
            int(Qt.TextFlag.TextWordWrap | widget.alignment()),
            text,
        )
        if wrapped.height() > room.height() + ROUNDING or wrapped.width() > room.width():
            return f"wraps to {wrapped.width()}x{wrapped.height()} in {room.size().toTuple()}"
        return None
    lines = text.splitlines()
    width = max(metrics.horizontalAdvance(line) for line in lines)
    height = metrics.height() * len(lines)
    if width > room.width() or height > room.height() + ROUNDING:
        return f"needs {width}x{height} in {room.width()}x{room.height()}"
    return None


def visible_text_controls(window: QWidget) -> list[QWidget]:
    return [
        widget
        for widget in window.findChildren(QWidget)
        if isinstance(widget, CONTROL_TYPES)
        and widget.isVisible()
        and not (isinstance(widget, QLineEdit) and isinstance(widget.parent(), COMPOUNDS))
        and not (isinstance(widget, QLabel) and widget.pixmap() and not widget.pixmap().isNull())
    ]


def describe(widget: QWidget) -> str:
    return f"{type(widget).__name__} {widget.objectName() or '?'} {shown_text(widget)!r}"


def overlaps(controls: list[QWidget]) -> list[str]:
    """Pairs of controls with the same parent whose rectangles intersect."""
    found = []
    for index, first in enumerate(controls):
        for second in controls[index + 1 :]:
            if first.parent() is second.parent() and first.geometry().intersects(
                second.geometry()
            ):
                found.append(f"{describe(first)} overlaps {describe(second)}")
    return found


@pytest.mark.parametrize("game", [TWENTYFOUR, MATCHSTICKS])
def test_large_text_fits_every_control_without_overlap(qtbot, window, game):
    window.show_game(game)
    qtbot.wait(20)
    controls = visible_text_controls(window)
    assert len(controls) >= 12
    clipped = [f"{describe(w)}: {why}" for w in controls if (why := clipping(w))]
    assert not clipped, clipped
    assert not overlaps(controls), overlaps(controls)


@pytest.mark.parametrize("game", [TWENTYFOUR, MATCHSTICKS])
def test_large_text_fits_every_button_with_the_keyboard_on_it(qtbot, window, game):
    """The focus ring is wider than a button's border: it must not take its text's room."""
    window.show_game(game)
    qtbot.wait(20)
    buttons = [
        w
        for w in visible_text_controls(window)
        if isinstance(w, QPushButton) and w.focusPolicy() & Qt.FocusPolicy.TabFocus
    ]
    assert len(buttons) >= 4
    clipped = []
    for button in buttons:
        button.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(button.hasFocus)
        if why := clipping(button):
            clipped.append(f"{describe(button)}: {why}")
    assert not clipped, clipped


def test_the_roles_text_follows_the_application_font_as_it_changes(
    qtbot, qapp, window, large_text
):
    prompt = window.findChild(QLabel, "promptLabel")
    assert prompt is not None
    prompt_scale = dict(text_size.FONT_SCALES)['QLabel[role="prompt"]']
    assert prompt.font().pointSizeF() == pytest.approx(large_text.pointSizeF() * prompt_scale, 0.01)
    larger = QFont(large_text)
    larger.setPointSizeF(large_text.pointSizeF() * 2)
    qapp.setFont(larger)
    qtbot.wait(1)
    assert prompt.font().pointSizeF() == pytest.approx(larger.pointSizeF() * prompt_scale, 0.01)


@pytest.mark.parametrize("list_name", ["solutionsList", "matchSolutionsList"])
def test_both_solutions_lists_follow_the_application_font(qtbot, qapp, window, list_name):
    view = window.findChild(QWidget, list_name).view
    scale = dict(text_size.FONT_SCALES)['QListView[role="solutions"]']
    assert view.font().pointSizeF() == pytest.approx(qapp.font().pointSizeF() * scale, 0.01)


@pytest.mark.parametrize(
    ("window", "expected"), [(800, 304), (1280, 348), (1600, 432), (2560, 450)]
)
def test_the_side_panel_grows_with_the_text_but_leaves_the_game_room(
    large_text, window, expected
):
    assert style.side_panel_width(window) == expected


def panel_scroll_bars(window: MainWindow) -> dict[str, bool]:
    return {
        area.objectName(): area.verticalScrollBar().isVisible()
        for area in window.findChildren(QScrollArea)
        if area.objectName().endswith("PanelScroller")
    }


def test_a_small_window_with_large_text_scrolls_the_panel_rather_than_squeezing_it(
    qtbot, tmp_path, large_text
):
    window = main_window(qtbot, tmp_path, 800, 600)
    window.show_game(MATCHSTICKS)
    qtbot.wait(20)
    assert panel_scroll_bars(window)["matchSidePanelScroller"]
    panel = window.findChild(QWidget, "matchSidePanel")
    squeezed = [
        describe(control)
        for control in visible_text_controls(panel)
        if control.height() < control.minimumSizeHint().height()
    ]
    assert squeezed == []


def test_at_the_usual_text_size_no_panel_scrolls_in_the_smallest_window(
    qtbot, tmp_path, each_language
):
    window = main_window(qtbot, tmp_path, 800, 600)
    for game in (TWENTYFOUR, MATCHSTICKS):
        window.show_game(game)
        qtbot.wait(20)
    assert panel_scroll_bars(window) == {
        "sidePanelScroller": False,
        "matchSidePanelScroller": False,
    }


def test_the_measures_catch_clipped_wrapped_and_overlapping_controls(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    narrow = QPushButton("Deal a new hand", parent)
    narrow.setGeometry(0, 0, 40, 30)
    wrapped = QLabel("Drag a stick to an empty place, or click it and then the place.", parent)
    wrapped.setWordWrap(True)
    wrapped.setGeometry(0, 40, 120, 20)
    check = QCheckBox("Solvable only", parent)
    check.setGeometry(20, 10, check.sizeHint().width(), check.sizeHint().height())
    spin = QSpinBox(parent)
    spin.setRange(0, 10**6)
    spin.setValue(999_999)
    spin.setGeometry(0, 80, 40, 30)
    parent.resize(300, 200)
    parent.show()
    qtbot.waitExposed(parent)
    assert clipping(narrow)
    assert clipping(wrapped)
    assert clipping(spin)
    assert clipping(check) is None
    assert overlaps([narrow, check, wrapped]) == [f"{describe(narrow)} overlaps {describe(check)}"]
