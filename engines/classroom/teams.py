"""Team scores for a classroom contest: 2 to 6 named teams, +1 or -1 at a time.

The teams outlive a presentation: Esc, another puzzle or a restart keeps their names and
scores (`to_json` / `from_json`, in `teams.json` of the data directory), until the teacher
resets them.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

from engines.common.files import write_file

MIN_TEAMS, MAX_TEAMS = 2, 6
MAX_NAME = 24
MAX_SCORE = 10**6
FILE_NAME = "teams.json"
MAX_FILE_BYTES = 10_000
LOG = logging.getLogger("puzzle_suite.teams")


class Teams:
    """Names and scores, in the order the teams sit; the teacher renames them freely."""

    __slots__ = ("names", "scores")
    __hash__ = None  # type: ignore[assignment]  # changes as the contest goes on

    def __init__(self, names: list[str] | None = None, scores: list[int] | None = None) -> None:
        self.names: list[str] = [] if names is None else names
        self.scores: list[int] = [] if scores is None else scores

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return (self.names, self.scores) == (other.names, other.scores)  # type: ignore[attr-defined]

    def __repr__(self) -> str:
        return f"Teams(names={self.names!r}, scores={self.scores!r})"

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

    def to_json(self) -> dict[str, Any]:
        return {"names": list(self.names), "scores": list(self.scores)}

    @classmethod
    def from_json(cls, data: Any) -> Teams:
        """Teams as `to_json` wrote them; ValueError for anything else."""
        names, scores = data["names"], data["scores"]
        if not (isinstance(names, list) and isinstance(scores, list)):
            raise ValueError("not a list of teams")
        if not MIN_TEAMS <= len(names) == len(scores) <= MAX_TEAMS:
            raise ValueError("not 2 to 6 teams")
        if not all(isinstance(name, str) for name in names) or not all(
            isinstance(score, int) and not isinstance(score, bool) and abs(score) <= MAX_SCORE
            for score in scores
        ):
            raise ValueError("a team's name or score is not what it should be")
        return cls([name.strip()[:MAX_NAME] or "?" for name in names], list(scores))


def load_teams(directory: Path) -> Teams | None:
    """The teams kept in `directory`, or None when there are none (or they cannot be read)."""
    path = Path(directory) / FILE_NAME
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            raise ValueError("the file is too large")
        return Teams.from_json(json.loads(path.read_text(encoding="utf-8")))
    except FileNotFoundError:
        return None
    except (OSError, ValueError, KeyError, TypeError) as error:
        LOG.warning("the teams in %s could not be read: %s", path, str(error)[:120])
        return None


def save_teams(directory: Path, teams: Teams) -> None:
    """Keep `teams` in `directory` (a line in the log when it cannot be written)."""
    try:
        Path(directory).mkdir(parents=True, exist_ok=True)
        write_file(Path(directory) / FILE_NAME, json.dumps(teams.to_json()))
    except OSError as error:
        LOG.warning("the teams could not be saved: %s", str(error)[:120])
