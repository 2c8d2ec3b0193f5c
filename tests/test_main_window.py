"""The main window drives whichever game tab is showing, through menus and keys.

Fake tabs that follow the GUI contract record what the window asks of them, so these tests
pin down the window's side of the contract without depending on either game.
"""

import pytest
from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtWidgets import (
    QApplication,
    QLineEdit,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gui.shell import settings as s
from gui.shell.i18n import CHINESE, ENGLISH
from gui.shell.main_window import GAME_ACTIONS, MainWindow
from gui.shell.settings_menu import MATCHSTICKS, TWENTYFOUR


class FakeTab(QWidget):
    """Follows the tab contract; Enter in its line edit checks, like the real tabs."""

    status_message = Signal(str)

    def __init__(self, settings, parent=None):
        super().__init__(parent)
        self.settings = settings
        self.calls: list[str] = []
        self.on_screen = False
        self.saves = 0
        self.answer = QLineEdit(self)
        self.answer.returnPressed.connect(self.check_answer)
        self.button = QPushButton("a button", self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.answer)
        layout.addWidget(self.button)

    def _record(self, name):
        self.calls.append(name)

    def new_game(self):
        self._record("new_game")

    def check_answer(self):
        self._record("check_answer")

    def next_hint(self):
        self._record("next_hint")

    def show_solutions(self):
        self._record("show_solutions")

    def undo(self):
        self._record("undo")

    def redo(self):
        self._record("redo")

    def retranslate_ui(self):
        self._record("retranslate_ui")

    def reload_settings(self):
        self._record("reload_settings")

    def rules_text(self):
        return f"<p>rules of {self.objectName()}</p>"

    def set_on_screen(self, on_screen):
        self.on_screen = on_screen

    def save_session(self):
        self.saves += 1


def named_fake(name):
    def make(settings, parent):
        tab = FakeTab(settings, parent)
        tab.setObjectName(name)
        return tab

    return make


FAKES = {TWENTYFOUR: named_fake("fake24Tab"), MATCHSTICKS: named_fake("fakeMatchTab")}


def open_window(qtbot, settings_path) -> MainWindow:
    window = MainWindow(s.Settings(QSettings(settings_path, QSettings.Format.IniFormat)), FAKES)
    qtbot.addWidget(window)
    return window


@pytest.fixture
def window(qtbot, settings_path):
    return open_window(qtbot, settings_path)


@pytest.fixture
def shown(qtbot, window):
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window


def tab_titles(window):
    return [window.tabs.tabText(i) for i in range(window.tabs.count())]


def menu_titles(window):
    return [action.text() for action in window.menuBar().actions()]


def test_two_game_tabs_and_five_menus(window):
    assert window.findChild(QWidget, "mainTabs") is window.tabs
    assert tab_titles(window) == ["24 Points", "Matchsticks"]
    assert menu_titles(window) == ["&File", "&Game", "&View", "&Settings", "&Help"]


@pytest.mark.parametrize(("name", "method"), [(a[0], a[3]) for a in GAME_ACTIONS])
@pytest.mark.parametrize("game", [TWENTYFOUR, MATCHSTICKS])
def test_game_menu_calls_the_current_tab(window, game, name, method):
    window.show_game(game)
    window.game_actions[name].trigger()
    assert window.games[game].calls == [method]
    other = MATCHSTICKS if game == TWENTYFOUR else TWENTYFOUR
    assert window.games[other].calls == []


@pytest.mark.parametrize(
    ("key", "modifiers", "method"),
    [
        (Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier, "new_game"),
        (Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier, "next_hint"),
        (
            Qt.Key.Key_S,
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
            "show_solutions",
        ),
        (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier, "undo"),
        (
            Qt.Key.Key_Z,
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
            "redo",
        ),
    ],
)
def test_shortcuts_reach_the_current_tab(qtbot, shown, key, modifiers, method):
    tab = shown.games[TWENTYFOUR]
    tab.button.setFocus()
    qtbot.keyClick(tab.button, key, modifiers)
    assert tab.calls == [method]


def test_ctrl_h_works_while_typing_an_answer(qtbot, shown):
    tab = shown.games[TWENTYFOUR]
    tab.answer.setFocus()
    qtbot.keyClick(tab.answer, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    assert tab.calls == ["next_hint"]


def test_enter_in_an_input_checks_exactly_once(qtbot, shown):
    tab = shown.games[MATCHSTICKS]
    shown.show_game(MATCHSTICKS)
    tab.answer.setFocus()
    qtbot.keyClick(tab.answer, Qt.Key.Key_Return)
    assert tab.calls == ["check_answer"]


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter])
def test_enter_elsewhere_checks_exactly_once(qtbot, shown, key):
    tab = shown.games[TWENTYFOUR]
    tab.button.setFocus()
    qtbot.keyClick(tab.button, key)
    assert tab.calls == ["check_answer"]


def test_check_entry_shows_enter_without_owning_the_key(window):
    check = window.game_actions["checkAction"]
    assert check.shortcut().isEmpty()
    assert check.text().endswith("\tEnter")


def test_f1_shows_the_current_tabs_rules(qtbot, window):
    window.show_game(MATCHSTICKS)
    window.rules_action.trigger()
    assert window.rules_dialog.isVisible()
    assert "rules of fakeMatchTab" in window.rules_dialog.browser.toPlainText()
    assert window.rules_dialog.windowTitle() == "Rules: Matchsticks"
    assert window.rules_action.shortcut().toString() == "F1"


def test_about_opens_without_blocking(window):
    window.about_action.trigger()
    assert window.about_dialog.isVisible()
    assert "Puzzle Suite" in window.about_dialog.text()


def test_status_bar_shows_the_current_tabs_messages_only(window):
    window.show_game(TWENTYFOUR)
    window.games[TWENTYFOUR].status_message.emit("Dealt 3 3 8 8")
    assert window.statusBar().currentMessage() == "Dealt 3 3 8 8"
    window.games[MATCHSTICKS].status_message.emit("background chatter")
    assert window.statusBar().currentMessage() == "Dealt 3 3 8 8"
    window.show_game(MATCHSTICKS)
    assert window.statusBar().currentMessage() == ""


def test_a_settings_change_persists_and_reloads_its_game(window, settings_path):
    window.settings_menu.action_for(s.TF_CARD_COUNT, 5).trigger()
    assert window.games[TWENTYFOUR].calls == ["reload_settings"]
    assert window.games[MATCHSTICKS].calls == []
    window.settings_menu.action_for(s.MS_UNIQUE).trigger()
    assert window.games[MATCHSTICKS].calls == ["reload_settings"]
    stored = s.Settings(QSettings(settings_path, QSettings.Format.IniFormat))
    assert stored.get(s.TF_CARD_COUNT) == 5
    assert stored.get(s.MS_UNIQUE) is True


def test_toggles_store_both_ways(window):
    solvable = window.settings_menu.action_for(s.TF_SOLVABLE_ONLY)
    assert solvable.isChecked()
    solvable.trigger()
    assert window.settings.get(s.TF_SOLVABLE_ONLY) is False
    solvable.trigger()
    assert window.settings.get(s.TF_SOLVABLE_ONLY) is True


def test_choices_are_exclusive(window):
    menu = window.settings_menu
    menu.action_for(s.MS_KIND, "add").trigger()
    assert menu.action_for(s.MS_KIND, "add").isChecked()
    assert not menu.action_for(s.MS_KIND, "move").isChecked()


def test_menu_follows_values_a_tab_changed(window):
    window.settings.set(s.TF_DIFFICULTY, "hard")
    window.settings_menu.aboutToShow.emit()
    assert window.settings_menu.action_for(s.TF_DIFFICULTY, "hard").isChecked()


def test_division_rule_only_applies_left_to_right(window):
    menu = window.settings_menu
    division = menu.findChild(QMenu, f"{s.TF_DIVISION.key}Menu").menuAction()
    assert not division.isEnabled()
    menu.action_for(s.TF_LEFT_TO_RIGHT).trigger()
    assert division.isEnabled()


def test_target_is_asked_for_and_checked(window, monkeypatch):
    answers = iter([("7/2", True), ("1/0", True), ("36", False)])
    monkeypatch.setattr(
        "PySide6.QtWidgets.QInputDialog.getText", lambda *args, **kwargs: next(answers)
    )
    target = window.settings_menu.findChild(type(window.rules_action), "targetAction")
    target.trigger()
    assert window.settings.get(s.TF_TARGET) == "7/2"
    assert window.games[TWENTYFOUR].calls == ["reload_settings"]
    target.trigger()
    assert window.settings.get(s.TF_TARGET) == "7/2"
    assert "1/0" in window.statusBar().currentMessage()
    target.trigger()
    assert window.settings.get(s.TF_TARGET) == "7/2"
    assert window.games[TWENTYFOUR].calls == ["reload_settings"]


def test_switching_language_retranslates_the_open_window(qtbot, window, english):
    window.settings_menu.action_for(s.LANGUAGE, CHINESE).trigger()
    qtbot.waitUntil(lambda: tab_titles(window) == ["24 点", "火柴棒"])
    assert menu_titles(window) == ["文件(&F)", "游戏(&G)", "视图(&V)", "设置(&S)", "帮助(&H)"]
    assert window.settings.get(s.LANGUAGE) == CHINESE
    window.settings_menu.action_for(s.LANGUAGE, ENGLISH).trigger()
    qtbot.waitUntil(lambda: tab_titles(window) == ["24 Points", "Matchsticks"])
    assert menu_titles(window) == ["&File", "&Game", "&View", "&Settings", "&Help"]


def test_open_rules_follow_a_language_switch(qtbot, window, english):
    window.rules_action.trigger()
    window.settings_menu.action_for(s.LANGUAGE, CHINESE).trigger()
    qtbot.waitUntil(lambda: window.rules_dialog.windowTitle() == "规则：24 点")


def test_last_tab_and_geometry_survive_a_restart(qtbot, settings_path):
    first = open_window(qtbot, settings_path)
    first.show_game(MATCHSTICKS)
    # The offscreen screen is 800x600 and restoring keeps a window's width on screen.
    first.resize(800, 640)
    first.close()
    second = open_window(qtbot, settings_path)
    assert second.current_game() == MATCHSTICKS
    assert (second.width(), second.height()) == (800, 640)


def test_corrupt_settings_fall_back_silently(qtbot, settings_path):
    store = QSettings(settings_path, QSettings.Format.IniFormat)
    store.setValue(s.LAST_TAB.key, "chess")
    store.setValue(s.WINDOW_GEOMETRY.key, "not a geometry")
    store.setValue(s.TF_CARD_COUNT.key, "seven")
    store.sync()
    window = open_window(qtbot, settings_path)
    assert window.current_game() == TWENTYFOUR
    assert window.settings_menu.action_for(s.TF_CARD_COUNT, 4).isChecked()
    assert window.width() >= 800


def test_only_the_shown_tab_of_a_shown_window_is_on_screen(qtbot, shown):
    twentyfour, matchsticks = shown.games[TWENTYFOUR], shown.games[MATCHSTICKS]
    shown.show_game(TWENTYFOUR)
    assert (twentyfour.on_screen, matchsticks.on_screen) == (True, False)
    shown.show_game(MATCHSTICKS)
    assert (twentyfour.on_screen, matchsticks.on_screen) == (False, True)
    shown.showMinimized()
    qtbot.waitUntil(lambda: not matchsticks.on_screen)
    shown.showNormal()
    qtbot.waitUntil(lambda: matchsticks.on_screen)
    shown.hide()
    assert not matchsticks.on_screen


def test_closing_the_window_saves_every_game(shown):
    tabs = list(shown.games.values())
    shown.close()
    assert [tab.saves for tab in tabs] == [1, 1]
    assert not any(tab.on_screen for tab in tabs)


def test_only_the_tab_on_screen_is_built_before_it_is_needed(qtbot, window):
    built = []
    window.tab_built.connect(lambda game, _tab: built.append(game))
    assert list(window.games.built()) == [TWENTYFOUR]
    assert window.tabs.currentWidget() is window.games.built()[TWENTYFOUR]
    window.tabs.setCurrentIndex(1)
    assert built == [MATCHSTICKS]
    assert window.tabs.currentWidget() is window.games[MATCHSTICKS]
    assert window.current_game() == MATCHSTICKS
    assert tab_titles(window) == ["24 Points", "Matchsticks"]


def test_closing_leaves_a_game_never_shown_as_it_was_saved(window):
    window.close()
    assert list(window.games.built()) == [TWENTYFOUR]
    assert window.games.built()[TWENTYFOUR].saves == 1
