"""Team scores for a classroom contest: 2 to 6 named teams, +1 or -1 at a time."""

from __future__ import annotations

from dataclasses import dataclass, field

MIN_TEAMS, MAX_TEAMS = 2, 6
MAX_NAME = 24


@dataclass
class Teams:
    """Names and scores, in the order the teams sit; the teacher renames them freely."""

    names: list[str] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)

    @classmethod
    def numbered(cls, count: int, name: str = "Team {number}") -> Teams:
        teams = cls()
        teams.resize(count, name)
        return teams

    def resize(self, count: int, name: str = "Team {number}") -> None:
        """Keep the first `count` teams (2 to 6), adding numbered ones with a score of 0."""
        count = min(max(count, MIN_TEAMS), MAX_TEAMS)
        del self.names[count:], self.scores[count:]
        while len(self.names) < count:
            self.names.append(name.format(number=len(self.names) + 1))
            self.scores.append(0)

    def rename(self, team: int, name: str) -> None:
        self.names[team] = name.strip()[:MAX_NAME] or self.names[team]

    def add(self, team: int, points: int) -> int:
        """Give `points` (+1 or -1) to a team; returns its new score."""
        self.scores[team] += points
        return self.scores[team]

    def reset(self) -> None:
        self.scores = [0] * len(self.scores)
