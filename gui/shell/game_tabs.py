"""The main window's game tabs, each built when first needed.

Building a game's tab imports its modules, deals or resumes its puzzle and lays out its widgets;
the window does that only for the tab on screen before its first frame, and for the other one
when it is first shown or asked for (see `MainWindow.games`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from functools import partial

from PySide6.QtWidgets import QWidget

from engines.play import SessionStore
from gui.play.games import WINDOW_GAMES
from gui.shell import settings as s

TabFactory = Callable[[s.Settings, QWidget], QWidget]
"""Builds a game's tab from the settings, as a child of the given widget."""


def default_tab_factories(store: SessionStore) -> dict[str, TabFactory]:
    """Every game of the registry (`gui.play.games`), saving and resuming its sessions in
    `store`; each game's modules are imported when its tab is first built."""
    return {key: partial(game.build_tab, store=store) for key, game in WINDOW_GAMES.items()}


class GameTabs(Mapping[str, QWidget]):
    """The window's game tabs by game, each built on first use: looking one up builds it."""

    def __init__(self, factories: Mapping[str, TabFactory], build: Callable[[str], QWidget]):
        self._order = list(factories)
        self._build = build
        self._built: dict[str, QWidget] = {}

    def __getitem__(self, game: str) -> QWidget:
        if game not in self._built:
            if game not in self._order:
                raise KeyError(game)
            self._built[game] = self._build(game)
        return self._built[game]

    def __iter__(self) -> Iterator[str]:
        return iter(self._order)

    def __len__(self) -> int:
        return len(self._order)

    def built(self) -> dict[str, QWidget]:
        """The tabs built so far, without building the others."""
        return {game: self._built[game] for game in self._order if game in self._built}
