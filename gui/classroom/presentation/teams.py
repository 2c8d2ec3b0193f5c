"""The team score panel: 2 to 6 teams side by side, each with its name, score, +1 and −1.

The boxes show symbols; a screen reader hears which team each control belongs to and what it
does, in the current language.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engines.classroom.teams import Teams
from gui.shell import style


class TeamPanel(QWidget):
    """Shows `teams`; the buttons change its scores, the name boxes rename it."""

    changed = Signal()

    def __init__(self, teams: Teams, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("teamPanel")
        self.teams = teams
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(0, 0, 0, 0)
        self.boxes: list[QFrame] = []
        self.rebuild()

    def set_count(self, count: int) -> None:
        self.teams.resize(count, self.tr("Team {number}"))
        self.rebuild()

    def rebuild(self) -> None:
        """One box per team, in order."""
        for box in self.boxes:
            self._row.removeWidget(box)
            box.deleteLater()
        self.boxes = [self._box(team) for team in range(len(self.teams.names))]
        for box in self.boxes:
            self._row.addWidget(box)
        self.changed.emit()

    def _box(self, team: int) -> QFrame:
        box = style.with_role(style.named(QFrame(self), f"team{team + 1}"), "panel")
        layout = QVBoxLayout(box)
        name = style.named(QLineEdit(self.teams.names[team], box), "name")
        name.setMaxLength(24)
        name.setAlignment(Qt.AlignmentFlag.AlignCenter)
        name.editingFinished.connect(lambda: self.teams.rename(team, name.text()))
        score = style.named(QLabel(str(self.teams.scores[team]), box), "score")
        score.setAlignment(Qt.AlignmentFlag.AlignCenter)
        plus = style.button(box, "plus", "secondary", "+1")
        minus = style.button(box, "minus", "secondary", "−1")
        plus.clicked.connect(lambda: self.give(team, 1))
        minus.clicked.connect(lambda: self.give(team, -1))
        keys = QHBoxLayout()
        keys.addWidget(minus)
        keys.addWidget(plus)
        layout.addWidget(name)
        layout.addWidget(score)
        layout.addLayout(keys)
        self._name_controls(box, team)
        return box

    def _name_controls(self, box: QFrame, team: int) -> None:
        """What a screen reader says for the team's name box and its +1 / −1 buttons."""
        number = team + 1
        spoken = {
            (QLineEdit, "name"): self.tr("Name of team {number}"),
            (QPushButton, "plus"): self.tr("Team {number}: add a point"),
            (QPushButton, "minus"): self.tr("Team {number}: take away a point"),
        }
        for (kind, name), text in spoken.items():
            widget = box.findChild(kind, name)
            assert widget is not None
            widget.setAccessibleName(text.format(number=number))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            for team, box in enumerate(self.boxes):
                self._name_controls(box, team)
        super().changeEvent(event)

    def give(self, team: int, points: int) -> None:
        """+1 or −1 for a team, shown at once."""
        score = self.teams.add(team, points)
        label = self.boxes[team].findChild(QLabel, "score")
        assert label is not None
        label.setText(str(score))
        self.changed.emit()

    def score_text(self, team: int) -> str:
        label = self.boxes[team].findChild(QLabel, "score")
        assert label is not None
        return label.text()
