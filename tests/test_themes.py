"""Light, dark and system looks: every visible text and every check box measured on screen.

Contrast is measured, not assumed: each text control is grabbed from the window with its text
and again without it; the pixels that change are its glyphs, and the strongest of them must
reach WCAG AA (4.5:1, or 3:1 for large text) against what lay under it. A check box is grabbed
checked and unchecked and its two looks must differ by 3:1 somewhere.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QRadioButton,
    QWidget,
)

from gui.shell import appearance as looks
from gui.shell.settings import APPEARANCE
from gui.shell.settings_menu import MATCHSTICKS, TWENTYFOUR

pytestmark = pytest.mark.window_size(1280, 800)


AA_TEXT = 4.5
AA_LARGE_TEXT = 3.0
STATE_CONTRAST = 3.0


def luminance(colour: QColor) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(colour.red())
        + 0.7152 * channel(colour.green())
        + (0.0722 * channel(colour.blue()))
    )


def contrast(first: QColor, second: QColor) -> float:
    light, dark = sorted((luminance(first), luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def strongest_change(before: QImage, after: QImage) -> float:
    """The highest contrast between a pixel of `before` and the same pixel of `after`."""
    best = 1.0
    seen: set[tuple[int, int]] = set()
    for y in range(before.height()):
        for x in range(before.width()):
            pair = (before.pixel(x, y), after.pixel(x, y))
            if pair[0] != pair[1] and pair not in seen:
                seen.add(pair)
                best = max(best, contrast(QColor.fromRgb(pair[0]), QColor.fromRgb(pair[1])))
    return best


def is_large(widget: QWidget) -> bool:
    font = widget.font()
    points = font.pointSizeF() if font.pointSizeF() > 0 else font.pixelSize() * 0.75
    return points >= 18 or (font.bold() and points >= 14)


@contextmanager
def without_text(widget: QWidget) -> Iterator[None]:
    """`widget` drawn with no text (and no placeholder) for the duration."""
    if isinstance(widget, QComboBox):
        index = widget.currentIndex()
        text = widget.itemText(index)
        widget.setItemText(index, "")
        yield
        widget.setItemText(index, text)
    elif isinstance(widget, QLineEdit):
        text, placeholder = widget.text(), widget.placeholderText()
        widget.setText("")
        widget.setPlaceholderText("")
        yield
        widget.setText(text)
        widget.setPlaceholderText(placeholder)
    else:
        text = widget.text()
        widget.setText("")
        yield
        widget.setText(text)


def shown_text(widget: QWidget) -> str:
    if isinstance(widget, QComboBox):
        return widget.currentText()
    if isinstance(widget, QLineEdit):
        return widget.text() or widget.placeholderText()
    return widget.text()


def grab(window: QWidget, widget: QWidget) -> QImage:
    area = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
    return window.grab(area).toImage()


def text_widgets(window: QWidget) -> list[QWidget]:
    kinds = (QLabel, QAbstractButton, QLineEdit, QComboBox)
    return [
        widget
        for widget in window.findChildren(QWidget)
        if isinstance(widget, kinds)
        and widget.isVisible()
        and widget.isEnabled()
        and shown_text(widget).strip()
        and not (
            isinstance(widget, QLabel)
            and widget.pixmap() is not None
            and not widget.pixmap().isNull()
        )
    ]


@pytest.fixture
def appearance(qapp):
    """Sets the look for a test, and gives the system its palette back afterwards."""
    yield lambda name: looks.apply_appearance(qapp, name)
    looks.apply_appearance(qapp, looks.SYSTEM_APPEARANCE)


@pytest.mark.parametrize("look", ["light", "dark"])
@pytest.mark.parametrize("game", [TWENTYFOUR, MATCHSTICKS])
def test_every_visible_text_reaches_aa_contrast(qtbot, appearance, window, look, game):
    appearance(look)
    window.show_game(game)
    if isinstance(QApplication.focusWidget(), QLineEdit):
        QApplication.focusWidget().clearFocus()  # Qt hides a centred placeholder under the caret
    qtbot.wait(20)
    failures = []
    measured = 0
    for widget in text_widgets(window):
        with_text = grab(window, widget)
        with without_text(widget):
            bare = grab(window, widget)
        needed = AA_LARGE_TEXT if is_large(widget) else AA_TEXT
        ratio = strongest_change(with_text, bare)
        measured += 1
        if ratio < needed:
            failures.append(
                f"{widget.objectName() or type(widget).__name__} "
                f"{shown_text(widget)!r}: {ratio:.2f} < {needed}"
            )
    assert measured >= 8
    assert not failures, failures


@pytest.mark.parametrize("look", ["light", "dark"])
@pytest.mark.parametrize("game", [TWENTYFOUR, MATCHSTICKS])
def test_check_boxes_show_their_state_at_three_to_one(qtbot, appearance, window, look, game):
    appearance(look)
    window.show_game(game)
    qtbot.wait(20)
    boxes = [
        box
        for box in window.findChildren(QAbstractButton)
        if isinstance(box, (QCheckBox, QRadioButton)) and box.isVisible()
    ]
    assert boxes
    for box in boxes:
        state = box.isChecked()
        with _blocked(box), without_text(box):
            box.setChecked(True)
            checked = grab(window, box)
            box.setChecked(False)
            unchecked = grab(window, box)
            box.setChecked(state)
        ratio = strongest_change(checked, unchecked)
        assert ratio >= STATE_CONTRAST, (box.objectName(), look, ratio)


@contextmanager
def _blocked(widget: QWidget) -> Iterator[None]:
    previous = widget.blockSignals(True)
    yield
    widget.blockSignals(previous)


@pytest.mark.parametrize("look", ["light", "dark"])
def test_the_palettes_pair_text_with_readable_backgrounds(look):
    palette = looks.palette(look)
    role = QPalette.ColorRole
    pairs = [
        (role.WindowText, role.Window),
        (role.Text, role.Base),
        (role.Text, role.AlternateBase),
        (role.ButtonText, role.Button),
        (role.HighlightedText, role.Highlight),
        (role.ToolTipText, role.ToolTipBase),
        (role.PlaceholderText, role.Base),
        (role.Link, role.Base),
    ]
    for text, background in pairs:
        ratio = contrast(palette.color(text), palette.color(background))
        assert ratio >= AA_TEXT, (look, text.name, background.name, ratio)


def test_the_dark_look_darkens_the_panel_and_its_inputs_together(qtbot, appearance, window):
    appearance("dark")
    panel = window.findChild(QWidget, "sidePanel") or next(
        w for w in window.findChildren(QWidget) if w.property("role") == "panel" and w.isVisible()
    )
    image = grab(window, panel)
    centre = QColor.fromRgb(image.pixel(image.width() // 2, image.height() - 4))
    assert luminance(centre) < 0.1, centre.name()


def test_the_appearance_setting_applies_at_once_from_the_menu(qtbot, appearance, window, qapp):
    del appearance
    menu = window.settings_menu
    menu.action_for(APPEARANCE, "dark").trigger()
    assert window.settings.get(APPEARANCE) == "dark"
    assert luminance(qapp.palette().color(QPalette.ColorRole.Window)) < 0.1
    menu.action_for(APPEARANCE, "light").trigger()
    assert luminance(qapp.palette().color(QPalette.ColorRole.Window)) > 0.7
