"""The games come from one table on each side (`engines.play.games`, `gui.play.games`): the
window, its command line and its dialogs list what the tables list, and the window's parts no
longer ask which game is meant."""

import re
from pathlib import Path

import pytest

from engines.play.games import GAMES
from gui.play.games import WINDOW_GAMES, game_title
from gui.shell.arguments import UsageError, parse_arguments

REPO = Path(__file__).resolve().parent.parent
GAME_BRANCH = re.compile(
    r"""(==|!=)\s*(TWENTYFOUR|MATCHSTICKS|"24"|"matchsticks")(?!\w)"""
    r"""|(TWENTYFOUR|MATCHSTICKS|"24"|"matchsticks")\s*(==|!=)"""
    r"""|isinstance\([^)]*(TwentyFourPuzzle|MatchstickPuzzle|TwentyFourTab|MatchstickTab)\)"""
)
"""A test of which game is meant: what a registry entry says instead."""
WITHOUT_GAME_BRANCHES = [
    "gui/shell/app.py",
    "gui/shell/arguments.py",
    "gui/shell/main_window.py",
    "gui/shell/game_tabs.py",
    "gui/sharing/records_and_codes.py",
    "gui/classroom/menu.py",
    "gui/classroom/contest/host_window.py",
    "gui/classroom/worksheet/page.py",
    "gui/records/statistics_dialog.py",
]


def test_every_game_the_engines_play_has_its_place_in_the_window():
    assert list(WINDOW_GAMES) == list(GAMES)
    for key, game in WINDOW_GAMES.items():
        assert game.key == key
        assert game_title(key)


def test_the_window_shows_a_tab_per_game_named_as_the_registry_says(window):
    titles = [window.tabs.tabText(index) for index in range(window.tabs.count())]
    assert titles == [game_title(key) for key in WINDOW_GAMES]
    for key in WINDOW_GAMES:
        window.show_game(key)
        assert window.current_game() == key


@pytest.mark.parametrize("key", list(WINDOW_GAMES))
def test_the_command_line_takes_each_game_and_its_typed_puzzle_only_on_its_own_tab(key):
    assert parse_arguments(["--tab", key]).tab == key
    typed = {"hand": "3 3 8 8", "equation": "5+7=2"}
    option = WINDOW_GAMES[key].typed_option
    assert getattr(parse_arguments([f"--{option}", typed[option], "--tab", key]), option)
    for other in WINDOW_GAMES:
        if other != key:
            with pytest.raises(UsageError, match=f"cannot be used with --tab {other}"):
                parse_arguments([f"--{option}", typed[option], "--tab", other])


@pytest.mark.parametrize("source", WITHOUT_GAME_BRANCHES)
def test_the_window_parts_ask_the_registry_not_which_game_it_is(source):
    text = (REPO / source).read_text(encoding="utf-8")
    assert [match.group(0) for match in GAME_BRANCH.finditer(text)] == []
