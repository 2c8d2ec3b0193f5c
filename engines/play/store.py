"""Where sessions live between runs: one small JSON file per game in the data directory.

Writing goes to a temporary file that then replaces the old one, so a crash mid-write leaves
the previous save. A file that cannot be read is set aside under a new name (never deleted),
one line goes to the log, and the game starts fresh.
"""

from __future__ import annotations

import json
import logging
import os
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from engines.play.clock import Now
from engines.play.session import Session

MAX_FILE_BYTES = 2_000_000
LOG = logging.getLogger("puzzle_suite.saved_games")
GAME_FILES = {"24": "twentyfour", "matchsticks": "matchsticks"}


class SessionStore:
    """Saves and loads each game's session under `directory`."""

    def __init__(self, directory: Path) -> None:
        self.directory = Path(directory)

    def path(self, game: str) -> Path:
        return self.directory / f"{GAME_FILES[game]}-session.json"

    def save(self, session: Session[Any]) -> bool:
        """Write `session`; False (and a log line) when the directory cannot be written."""
        path = self.path(session.game)
        scratch = path.with_suffix(".json.tmp")
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            scratch.write_text(json.dumps(session.to_json()), encoding="utf-8")
            os.replace(scratch, path)
        except OSError as error:
            LOG.warning("cannot save the game to %s: %s", path, error)
            return False
        return True

    def load(self, game: str, now: Now | None = None) -> Session[Any] | None:
        """The saved session of `game`, or None when there is none or it could not be read."""
        path = self.path(game)
        try:
            if path.stat().st_size > MAX_FILE_BYTES:
                raise ValueError(f"the file is larger than {MAX_FILE_BYTES} bytes")
            session = Session.from_json(json.loads(path.read_text(encoding="utf-8")), now)
            if session.game != game:
                raise ValueError(f"the file holds a game of {session.game}")
        except FileNotFoundError:
            return None
        except (OSError, ValueError, RecursionError) as error:  # PuzzleInputError included
            self._set_aside(path, error)
            return None
        return session

    def _set_aside(self, path: Path, error: Exception) -> None:
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S")
        aside = path.with_name(f"{path.name}.unreadable-{stamp}")
        try:
            os.replace(path, aside)
        except OSError:
            aside = path
        reason = str(error).splitlines()[0][:120] if str(error) else type(error).__name__
        LOG.warning("saved game %s could not be read (%s); kept as %s", path, reason, aside)
