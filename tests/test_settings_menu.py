"""Settings ▸ Target… saves only a target play can use, through the engine's bounded parser."""

import time

import pytest
from PySide6.QtCore import QSettings

from gui.shell import settings as s
from gui.shell.settings_menu import TWENTYFOUR, SettingsMenu


@pytest.fixture
def menu(qtbot, tmp_path):
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    widget = SettingsMenu(s.Settings(store))
    qtbot.addWidget(widget)
    return widget


def answer_dialog(monkeypatch, text, accepted=True):
    monkeypatch.setattr(
        "PySide6.QtWidgets.QInputDialog.getText", lambda *args, **kwargs: (text, accepted)
    )


@pytest.mark.parametrize("typed", ["1e99999999", "1e9999999", "1.5", "24.0", "1/0", "x" * 10**6])
def test_a_target_play_would_ignore_is_refused_at_once(qtbot, menu, monkeypatch, typed):
    answer_dialog(monkeypatch, typed)
    changed = []
    menu.game_settings_changed.connect(changed.append)
    with qtbot.waitSignal(menu.notice) as notice:
        started = time.monotonic()
        menu.choose_target()
    assert time.monotonic() - started < 0.5
    assert notice.args[0].endswith("; the target is unchanged.")
    assert "\n" not in notice.args[0] and len(notice.args[0]) < 200
    assert menu.settings.get(s.TF_TARGET) == "24"
    assert changed == []


def test_an_accepted_target_is_saved_in_the_form_play_shows(qtbot, menu, monkeypatch):
    answer_dialog(monkeypatch, " 10 / 4 ")
    with qtbot.waitSignal(menu.game_settings_changed) as changed:
        menu.choose_target()
    assert changed.args == [TWENTYFOUR]
    assert menu.settings.get(s.TF_TARGET) == "5/2"


def test_a_cancelled_dialog_changes_nothing(qtbot, menu, monkeypatch):
    answer_dialog(monkeypatch, "36", accepted=False)
    with qtbot.assertNotEmitted(menu.game_settings_changed):
        menu.choose_target()
    assert menu.settings.get(s.TF_TARGET) == "24"
