"""What a screen reader would hear: the accessible names Qt reports for a window's controls.

Qt names a control from its accessible name, else from its own text (buttons), else from the
label whose buddy it is. The tests ask Qt itself, through `QAccessible`, so they check what an
assistive tool receives rather than one property a widget happens to set.
"""

from __future__ import annotations

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

CONTROL_TYPES = (QAbstractButton, QAbstractSpinBox, QComboBox, QLineEdit, QPlainTextEdit, QTextEdit)


def accessible_name(widget: QWidget) -> str:
    """The name an assistive tool reads for `widget` (empty when it has none)."""
    interface = QAccessible.queryAccessibleInterface(widget)
    if interface is None:
        return ""
    return interface.text(QAccessible.Text.Name).strip()


def visible_controls(root: QWidget) -> list[QWidget]:
    """Every shown button and input under `root`, skipping the inner parts of compound ones."""
    controls = []
    for widget in root.findChildren(QWidget):
        if not isinstance(widget, CONTROL_TYPES) or not widget.isVisibleTo(root):
            continue
        if isinstance(widget, QLineEdit) and isinstance(
            widget.parent(), (QAbstractSpinBox, QComboBox)
        ):
            continue
        controls.append(widget)
    return controls


def unnamed_controls(root: QWidget) -> list[str]:
    """Describe each visible control under `root` that a screen reader would read without a name."""
    return [
        f"{type(widget).__name__} {widget.objectName() or '(no object name)'}"
        for widget in visible_controls(root)
        if not accessible_name(widget)
    ]
