"""The Help menu's windows: the current game's rules (F1) and About.

Both open without blocking, so a player can read the rules next to the puzzle, and both are
reused rather than stacked when asked for again.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMessageBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)


class RulesDialog(QDialog):
    """Shows one game's rules as rich text beside the main window."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("rulesText")
        self.browser.setOpenExternalLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)

    def sizeHint(self) -> QSize:
        return QSize(520, 480)

    def show_rules(self, game_title: str, rules: str) -> None:
        self.setWindowTitle(self.tr("Rules: {game}").format(game=game_title))
        self.browser.setAccessibleName(self.tr("Rules of {game}").format(game=game_title))
        self.browser.setHtml(rules)
        self.show()
        self.activateWindow()


def app_version() -> str:
    """The installed package's version ("" when running from a bare checkout). Reading package
    metadata loads `importlib.metadata` and email parsing: done only when asked for."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("puzzle-suite")
    except PackageNotFoundError:
        return ""


class AboutBox(QMessageBox):
    """Name, version and a line on what the program is; opened without blocking."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        if parent is not None:
            self.setIconPixmap(parent.windowIcon().pixmap(64, 64))
        self.retranslate_ui()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("About Puzzle Suite"))
        self.setText(
            "<h3>{title} {version}</h3><p>{blurb}</p><p>{license}</p>".format(
                title=self.tr("Puzzle Suite"),
                version=app_version(),
                blurb=self.tr("Make 24 from playing cards, and mend matchstick equations."),
                license=self.tr("Free software under the MIT licence."),
            )
        )
