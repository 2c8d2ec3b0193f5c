"""The Game menu's sharing entries: players, statistics, daily puzzle and puzzle codes."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QInputDialog, QLabel, QLineEdit, QMenu, QWidget

from engines.records.database import default_player
from gui.sharing.menu import PuzzleCodeLabel, SharingMenu


@pytest.fixture
def window(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    return widget


@pytest.fixture
def menu(window, records):
    game_menu = QMenu(window)
    quit_action = game_menu.addAction("Quit")
    return SharingMenu(records, game_menu, quit_action, window), game_menu


def player_entries(sharing):
    return [
        (action.text(), action.isChecked())
        for action in sharing.player_menu.actions()
        if action.isCheckable()
    ]


def test_the_entries_sit_before_quit_with_their_shortcuts(menu):
    sharing, game_menu = menu
    texts = [action.text() for action in game_menu.actions() if action.text()]
    assert texts == [
        "&Daily puzzle",
        "Cop&y puzzle code",
        "&Open puzzle code…",
        "&Player",
        "S&tatistics",
        "Quit",
    ]
    assert sharing.daily_action.shortcut() == QKeySequence("Ctrl+D")
    assert sharing.statistics_action.shortcut() == QKeySequence("Ctrl+I")


def test_each_entry_asks_for_its_part(qtbot, menu):
    sharing, _ = menu
    with qtbot.waitSignal(sharing.daily_requested):
        sharing.daily_action.trigger()
    with qtbot.waitSignal(sharing.statistics_requested):
        sharing.statistics_action.trigger()
    with qtbot.waitSignal(sharing.copy_code_requested):
        sharing.copy_action.trigger()


def test_open_puzzle_code_passes_on_what_was_typed(qtbot, menu):
    sharing, _ = menu
    sharing.open_action.trigger()
    dialog = sharing.code_dialog
    assert dialog.objectName() == "openCodeDialog" and dialog.textValue() == ""
    field = dialog.findChild(QLineEdit)
    qtbot.keyClicks(field, "ms:5+7=2")
    with qtbot.waitSignal(sharing.open_code_requested) as opened:
        qtbot.keyClick(field, Qt.Key.Key_Return)
    assert opened.args == ["ms:5+7=2"]
    sharing.open_action.trigger()
    field = sharing.code_dialog.findChild(QLineEdit)
    qtbot.keyClicks(field, "24:3388")
    with qtbot.assertNotEmitted(sharing.open_code_requested):
        qtbot.keyClick(field, Qt.Key.Key_Escape)


def test_the_code_dialog_comes_back_with_the_problem_and_the_text_kept(qtbot, menu):
    sharing, _ = menu
    dialog = sharing.ask_code("24:3<b>8", "Character 5 “<” is not allowed.", 4)
    assert dialog.textValue() == "24:3<b>8"
    assert dialog.labelText().startswith("Character 5 “<” is not allowed.\n\n")
    assert dialog.findChild(QLineEdit).selectedText() == "<"
    labels = [label for label in dialog.findChildren(QLabel) if "Character" in label.text()]
    assert labels and all(label.textFormat() == Qt.TextFormat.PlainText for label in labels)
    dialog.close()


def test_players_are_listed_switched_and_added(qtbot, menu, records, monkeypatch):
    sharing, _ = menu
    assert player_entries(sharing) == [(default_player(), True)]
    monkeypatch.setattr(QInputDialog, "getText", lambda *args: (" Wang Fang ", True))
    with qtbot.waitSignal(sharing.player_changed) as changed:
        sharing.add_player_action.trigger()
    assert changed.args == ["Wang Fang"]
    assert records.current_player() == "Wang Fang"
    assert dict(player_entries(sharing)) == {default_player(): False, "Wang Fang": True}
    first = next(a for a in sharing.player_menu.actions() if a.text() == default_player())
    with qtbot.waitSignal(sharing.player_changed) as changed:
        first.trigger()
    assert changed.args == [default_player()]
    assert records.current_player() == default_player()


def test_a_bad_player_name_is_refused_in_the_status_bar(qtbot, menu, monkeypatch):
    sharing, _ = menu
    monkeypatch.setattr(QInputDialog, "getText", lambda *args: ("   ", True))
    with qtbot.waitSignal(sharing.notice) as notice, qtbot.assertNotEmitted(sharing.player_changed):
        sharing.add_player_action.trigger()
    assert notice.args == ["a player name has 1 to 40 characters"]


def test_the_code_label_shows_the_current_code(qtbot):
    label = PuzzleCodeLabel()
    qtbot.addWidget(label)
    assert label.text() == ""
    label.show_code("24:3388")
    assert label.text() == "Code: 24:3388"
    label.show_code(None)
    assert label.text() == ""
