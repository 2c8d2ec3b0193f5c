"""The main window: one tab per game, with the menus and status bar they share."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QMainWindow, QTabWidget

from gui.settings import Settings


class MainWindow(QMainWindow):
    """Holds the game tabs; each tab owns its own controls."""

    def __init__(self, settings: Settings) -> None:
        super().__init__()
        self.settings = settings
        self.setWindowTitle("Puzzle Suite")
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("mainTabs")
        self.tabs.addTab(QLabel("24 Points"), "24 Points")
        self.tabs.addTab(QLabel("Matchsticks"), "Matchsticks")
        self.setCentralWidget(self.tabs)
        self.resize(1280, 800)
