"""Light, dark or the desktop's own colours: the app's palettes and switching between them.

The felt table and the cards keep their own look (`style.STYLE_SHEET`); everything else, the
side panel, inputs, lists and dialogs, follows the palette chosen here.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from gui.shell.text_size import follow_application_font

SYSTEM_APPEARANCE = "system"
APPEARANCES = (SYSTEM_APPEARANCE, "light", "dark")

_ROLE = QPalette.ColorRole
_PALETTES: dict[str, dict[QPalette.ColorRole, str]] = {
    "light": {
        _ROLE.Window: "#efeee9",
        _ROLE.WindowText: "#1c1c1c",
        _ROLE.Base: "#ffffff",
        _ROLE.AlternateBase: "#fbfaf6",
        _ROLE.Text: "#1c1c1c",
        _ROLE.PlaceholderText: "#6b6b6b",
        _ROLE.Button: "#f4f3ef",
        _ROLE.ButtonText: "#1c1c1c",
        _ROLE.BrightText: "#ffffff",
        _ROLE.Light: "#ffffff",
        _ROLE.Midlight: "#e6e4dd",
        _ROLE.Mid: "#b9b6ac",
        _ROLE.Dark: "#8c897f",
        _ROLE.Shadow: "#5a584f",
        _ROLE.Highlight: "#1e63b5",
        _ROLE.HighlightedText: "#ffffff",
        _ROLE.Link: "#1a56a0",
        _ROLE.ToolTipBase: "#fff8e1",
        _ROLE.ToolTipText: "#1c1c1c",
    },
    "dark": {
        _ROLE.Window: "#232629",
        _ROLE.WindowText: "#eceff1",
        _ROLE.Base: "#1a1c1e",
        _ROLE.AlternateBase: "#2b2f33",
        _ROLE.Text: "#eceff1",
        _ROLE.PlaceholderText: "#a7adb2",
        _ROLE.Button: "#34383c",
        _ROLE.ButtonText: "#eceff1",
        _ROLE.BrightText: "#ffffff",
        _ROLE.Light: "#4a4f54",
        _ROLE.Midlight: "#3d4246",
        _ROLE.Mid: "#6b7278",
        _ROLE.Dark: "#141618",
        _ROLE.Shadow: "#000000",
        _ROLE.Highlight: "#4d8fdb",
        _ROLE.HighlightedText: "#0b0c0d",
        _ROLE.Link: "#8ab4f8",
        _ROLE.ToolTipBase: "#34383c",
        _ROLE.ToolTipText: "#eceff1",
    },
}
_DISABLED_TEXT = {"light": "#77756d", "dark": "#8d9399"}
"""Disabled text stays legible but is clearly quieter than enabled text."""


def palette(appearance: str) -> QPalette:
    """The app's own light or dark palette (every text role meets WCAG AA on its background)."""
    result = QPalette()
    for role, colour in _PALETTES[appearance].items():
        result.setColor(role, QColor(colour))
    disabled = QColor(_DISABLED_TEXT[appearance])
    for role in (_ROLE.WindowText, _ROLE.Text, _ROLE.ButtonText):
        result.setColor(QPalette.ColorGroup.Disabled, role, disabled)
    return result


def apply_appearance(app: QGuiApplication, appearance: str) -> None:
    """Follow the desktop (`system`), or force the light or dark look, at once.

    `system` hands the palette back to the platform, which is also how high-contrast
    themes arrive. Style sheets refer to `palette(...)`, and a widget styled through one
    keeps the palette it was polished with, so the application's sheet and each widget's
    are set again to pick up the new colours.
    """
    schemes = {"light": Qt.ColorScheme.Light, "dark": Qt.ColorScheme.Dark}
    app.styleHints().setColorScheme(schemes.get(appearance, Qt.ColorScheme.Unknown))
    app.setPalette(palette(appearance) if appearance in _PALETTES else QPalette())
    follow_application_font()
    if isinstance(app, QApplication):
        app.setStyleSheet(app.styleSheet())
    for widget in QApplication.allWidgets():
        sheet = widget.styleSheet()
        if sheet:
            widget.setStyleSheet(sheet)
