"""Each player's saved games in a folder of their own, so players are sessions apart.

Switching player saves the game on the table as the old player's and opens the new player's
own game, score, streak and clock. A player's folder is named from the name (letters and digits
kept, anything else an underscore) plus a short hash of the whole name, so two names never
share a folder and no name can point outside `players/`. Games saved before players had
folders (directly in the data directory) become the current player's on first start.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from engines.common.digest import sha256
from engines.play.store import GAME_FILES

PLAYERS = "players"
MAX_SLUG = 24
LOG = logging.getLogger("puzzle_suite.saved_games")


def player_directory(data_dir: Path, player: str) -> Path:
    """Where `player`'s saved games live under `data_dir`."""
    slug = "".join(char if char.isalnum() else "_" for char in player)[:MAX_SLUG] or "_"
    digest = sha256(player.encode("utf-8")).hexdigest()[:8]
    return Path(data_dir) / PLAYERS / f"{slug}-{digest}"


def adopt_unowned_games(data_dir: Path, player: str) -> None:
    """Move games saved directly in `data_dir` (before players had folders) into `player`'s
    folder, unless that player already has a game of that kind there."""
    target = player_directory(data_dir, player)
    for name in GAME_FILES.values():
        old = Path(data_dir) / f"{name}-session.json"
        new = target / old.name
        if not old.is_file() or new.exists():
            continue
        try:
            target.mkdir(parents=True, exist_ok=True)
            os.replace(old, new)
        except OSError as error:
            LOG.warning("cannot move the saved game %s to %s: %s", old, new, error)
