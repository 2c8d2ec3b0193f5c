"""The games the window offers, in one table beside `engines.play.games`: a new game adds one
entry here (its tab's title, how its tab is built, the command-line option that hands it a
typed puzzle, what a puzzle needs before its table can hold it) instead of a branch in each
part of the window that asks "is this 24 points?".

A game's GUI modules (and the matchstick engine) are imported when its tab is first built, not
before the first frame.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QWidget

from engines.play import SessionStore
from engines.play.game_keys import MATCHSTICKS, TWENTYFOUR
from gui.shell.settings import Settings

if TYPE_CHECKING:
    from engines.play import MatchstickPuzzle, TwentyFourPuzzle

CONTEXT = "Games"


class WindowGame(NamedTuple):
    """One game as the window shows it; `key` is the game's `PlayPuzzle.GAME`."""

    key: str
    title: str
    """The tab's title, untranslated (translated in the "Games" context)."""
    build_tab: Callable[[Settings, QWidget, SessionStore], QWidget]
    """Builds the game's tab as a child of the given page stack (see `MainWindow._build_tab`)."""
    typed_option: str
    """The command-line option (`--hand`) that puts a typed puzzle of this game on its tab."""
    typed_help: str
    """What the option does, for the one line that refuses it beside another game's `--tab`."""
    play_typed: Callable[[Any, str], object]
    """Puts the option's text on the game's tab (the tab says if it is refused)."""
    fits_table: Callable[[Any], object]
    """Raises PuzzleInputError when the game's table cannot hold a puzzle (a code's, a set's)."""


def _twentyfour_tab(settings: Settings, parent: QWidget, store: SessionStore) -> QWidget:
    from gui.twentyfour.tab import TwentyFourTab

    return TwentyFourTab(settings, parent, store=store)


def _matchstick_tab(settings: Settings, parent: QWidget, store: SessionStore) -> QWidget:
    from gui.matchsticks.tab import MatchstickTab

    return MatchstickTab(settings, parent, store=store)


def _deal_hand(tab: Any, text: str) -> None:
    tab.deal_hand(text)


def _pose_equation(tab: Any, text: str) -> None:
    tab.load_equation(text, empty_if_refused=True)


def _hand_fits_table(puzzle: TwentyFourPuzzle) -> None:
    from gui.twentyfour.table_hand import table_hand

    table_hand(puzzle.hand, puzzle.rules.highest_card)


def _any_board(_puzzle: MatchstickPuzzle) -> None:
    """Every matchstick puzzle a code can name fits the board."""


WINDOW_GAMES: dict[str, WindowGame] = {
    game.key: game
    for game in (
        WindowGame(
            TWENTYFOUR,
            QT_TRANSLATE_NOOP("Games", "24 Points"),
            _twentyfour_tab,
            "hand",
            "deals a 24 points hand",
            _deal_hand,
            _hand_fits_table,
        ),
        WindowGame(
            MATCHSTICKS,
            QT_TRANSLATE_NOOP("Games", "Matchsticks"),
            _matchstick_tab,
            "equation",
            "sets a matchstick puzzle",
            _pose_equation,
            _any_board,
        ),
    )
}


def game_title(game: str) -> str:
    """The game's name in the current language."""
    return QCoreApplication.translate(CONTEXT, WINDOW_GAMES[game].title)


def check_fits_table(puzzle: TwentyFourPuzzle | MatchstickPuzzle) -> None:
    """Raises PuzzleInputError when the puzzle's table cannot hold it."""
    WINDOW_GAMES[puzzle.GAME].fits_table(puzzle)
