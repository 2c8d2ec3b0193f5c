"""Where sessions live between runs: one small JSON file per game in the data directory.

Writing goes through `engines.common.files.write_file` (a unique temporary file, then a
rename), so a crash mid-write leaves the previous save. A file that cannot be read, or holds
values out of bounds, is set aside under a name that never collides (never deleted), one line
goes to the log, `notices` says so once for the status bar, and the game starts fresh. A store
opened `read_only` (another copy of the app owns the data directory) loads but never writes.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from contextlib import suppress
from pathlib import Path
from typing import Any

from engines.common import Message
from engines.common.files import set_aside, write_file
from engines.play.clock import Now
from engines.play.session import Session

MAX_FILE_BYTES = 2_000_000
LOG = logging.getLogger("puzzle_suite.saved_games")
GAME_FILES = {"24": "twentyfour", "matchsticks": "matchsticks"}
SET_ASIDE = "A saved game could not be read; it was kept as {name} and a new game started."
CANNOT_SAVE = "The game could not be saved to {path}: {reason}"
TEMPLATES = (SET_ASIDE, CANNOT_SAVE)


class SessionStore:
    """Saves and loads each game's session under `directory`."""

    def __init__(self, directory: Path, *, read_only: bool = False) -> None:
        self.directory = Path(directory)
        self.read_only = read_only
        self.notices: list[Message] = []
        """What the player should hear about: files set aside, saves that failed."""
        self.notify: Callable[[Message], None] | None = None
        """Told of each notice as it happens (the window's status bar)."""

    def path(self, game: str) -> Path:
        return self.directory / f"{GAME_FILES[game]}-session.json"

    def save(self, session: Session[Any], *, durable: bool = True) -> bool:
        """Write `session`; False (a log line and a notice) when it cannot be written.
        `durable=False` (the autosave) leaves flushing to disk to the system."""
        if self.read_only:
            return False
        path = self.path(session.game)
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            write_file(path, json.dumps(session.to_json()), durable=durable)
        except OSError as error:
            reason = error.strerror or str(error)
            LOG.warning("cannot save the game to %s: %s", path, reason)
            self._notice(Message.of(CANNOT_SAVE, path=path, reason=reason))
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
        except (OSError, ValueError, RecursionError, OverflowError) as error:
            # PuzzleInputError and UnicodeDecodeError are ValueErrors
            self._set_aside(path, error)
            return None
        return session

    def _set_aside(self, path: Path, error: Exception) -> None:
        aside = path
        if not self.read_only:
            with suppress(OSError):
                aside = set_aside(path, "unreadable")
        reason = str(error).splitlines()[0][:120] if str(error) else type(error).__name__
        LOG.warning("saved game %s could not be read (%s); kept as %s", path, reason, aside)
        self._notice(Message.of(SET_ASIDE, name=aside.name))

    def _notice(self, notice: Message) -> None:
        self.notices.append(notice)
        if self.notify is not None:
            self.notify(notice)
