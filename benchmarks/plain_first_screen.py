"""A reference for `bench_startup`: plain PySide6 building the kinds of widgets the suite's first
screen shows (menus of shortcuts, a tab widget, four painted cards, rows of buttons, combo boxes,
line edits, check boxes, a side panel in a scroll area, a style sheet), with none of the suite's
own code. What it takes over the bare window is what Qt itself asks of such a screen; what the
suite takes over it is the suite's own work. Prints one line at its first painted frame.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, QTimer
from PySide6.QtGui import QAction, QColor, QFont, QKeySequence, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

MENUS = ("File", "Game", "View", "Settings", "Help")
ITEMS_PER_MENU = 8


class Card(QWidget):
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor("white"))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 8, 8)
        font = QFont()
        font.setPointSize(28)
        painter.setFont(font)
        painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, "\u2665")


def buttons_row(labels: str | tuple[str, ...], lead: str = "") -> QHBoxLayout:
    row = QHBoxLayout()
    if lead:
        row.addWidget(QLabel(lead))
    for label in labels:
        row.addWidget(QPushButton(label))
    return row


def game_page() -> QFrame:
    game = QFrame()
    column = QVBoxLayout(game)
    prompt = QLabel("Make 24 with every card exactly once")
    column.addWidget(prompt, alignment=Qt.AlignmentFlag.AlignHCenter)
    cards = QHBoxLayout()
    for _ in range(4):
        card = Card()
        card.setMinimumSize(150, 220)
        cards.addWidget(card)
    column.addLayout(cards)
    column.addLayout(buttons_row("+-×÷↶", "Combine:"))
    column.addWidget(QLineEdit())
    column.addLayout(buttons_row("+-×÷()⌫↷C"))
    column.addLayout(buttons_row(("Hint", "Check", "No solution", "Solutions")))
    return game


def combo(*items: str) -> QComboBox:
    box = QComboBox()
    box.addItems(list(items))
    return box


def side_panel() -> QScrollArea:
    panel = QFrame()
    grid = QGridLayout(panel)
    grid.addWidget(QLabel("Score: 0   Streak: 0   Time: 00:00"), 0, 0, 1, 2)
    grid.addWidget(QLabel("Mode:"), 1, 0)
    grid.addWidget(combo("Free play", "Beat the clock", "Daily"), 1, 1)
    grid.addWidget(QPushButton("Deal a new hand"), 2, 0, 1, 2)
    own = QLineEdit()
    own.setPlaceholderText("Your own hand")
    grid.addWidget(own, 3, 0, 1, 2)
    grid.addWidget(QLabel("Difficulty:"), 4, 0)
    grid.addWidget(combo("Easy", "Medium", "Hard"), 4, 1)
    grid.addWidget(combo("4", "5", "6"), 5, 0)
    grid.addWidget(QLineEdit("24"), 5, 1)
    grid.addWidget(QCheckBox("Solvable only"), 6, 0, 1, 2)
    grid.addWidget(QCheckBox("Left to right"), 7, 0, 1, 2)
    grid.addWidget(combo("24 points", "Other rules"), 8, 1)
    rules = QLabel("24 points: make 24 with every card exactly once, with + − × ÷ and brackets.")
    rules.setWordWrap(True)
    grid.addWidget(rules, 9, 0, 1, 2)
    grid.addWidget(QLabel("Level: medium"), 10, 0, 1, 2)
    scroller = QScrollArea()
    scroller.setWidget(panel)
    scroller.setWidgetResizable(True)
    return scroller


def window() -> QMainWindow:
    main = QMainWindow()
    for name in MENUS:
        menu = main.menuBar().addMenu(name)
        for number in range(ITEMS_PER_MENU):
            action = QAction(f"{name} item {number}", main)
            action.setShortcut(QKeySequence(f"Ctrl+{number}"))
            menu.addAction(action)
    page = QWidget()
    row = QHBoxLayout(page)
    row.addWidget(game_page(), 3)
    row.addWidget(side_panel(), 1)
    tabs = QTabWidget()
    tabs.addTab(page, "24 Points")
    tabs.addTab(QWidget(), "Matchsticks")
    main.setCentralWidget(tabs)
    main.setStyleSheet(
        "QPushButton { padding: 4px 10px; border-radius: 4px; }"
        " QFrame { background: palette(base); }"
    )
    main.resize(1280, 800)
    return main


class FirstFrame(QObject):
    """Prints the probe's line once the window's first frame is painted, then quits."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.UpdateRequest:
            QTimer.singleShot(0, self.report)
        return False

    def report(self) -> None:
        print("first frame painted", flush=True)
        QApplication.quit()


if __name__ == "__main__":
    app = QApplication([])
    shown = window()
    probe = FirstFrame()
    shown.installEventFilter(probe)
    shown.show()
    app.exec()
