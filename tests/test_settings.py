"""Settings coerce what they read and fall back to defaults on corrupt or foreign values."""

import pytest
from PySide6.QtCore import QSettings

from gui.shell import settings as s


@pytest.fixture
def store(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def test_values_survive_a_restart(store, tmp_path):
    first = s.Settings(store)
    first.set(s.TF_CARD_COUNT, 5)
    first.set(s.TF_LEFT_TO_RIGHT, True)
    first.set(s.LANGUAGE, "zh_CN")
    first.sync()
    second = s.Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    assert second.get(s.TF_CARD_COUNT) == 5
    assert second.get(s.TF_LEFT_TO_RIGHT) is True
    assert second.get(s.LANGUAGE) == "zh_CN"


@pytest.mark.parametrize(
    ("setting", "garbage"),
    [
        (s.TF_CARD_COUNT, "lots"),
        (s.TF_CARD_COUNT, "99"),
        (s.TF_LEFT_TO_RIGHT, "maybe"),
        (s.LANGUAGE, "klingon"),
        (s.TF_TARGET, "1/0"),
        (s.TF_TARGET, "twenty"),
        (s.MS_STICKS, ["a", "list"]),
    ],
)
def test_corrupt_values_fall_back_to_defaults(store, setting, garbage):
    store.setValue(setting.key, garbage)
    assert s.Settings(store).get(setting) == setting.default


def test_missing_values_are_defaults(store):
    settings = s.Settings(store)
    assert settings.get(s.TF_DIFFICULTY) == "medium"
    assert settings.get(s.TF_TARGET) == "24"


@pytest.mark.parametrize(
    "garbage",
    ["1e99999999", "1e9999999999999", "9" * 5000, "1.5", "7/2/2", "0x18", "２４", " ", ""],
)
def test_a_target_play_cannot_use_falls_back_at_once(store, garbage):
    """A huge exponent used to be expanded in full at every start; now it is refused unread."""
    store.setValue(s.TF_TARGET.key, garbage)
    assert s.Settings(store).get(s.TF_TARGET) == "24"


def test_a_target_is_stored_as_play_reads_it(store):
    settings = s.Settings(store)
    settings.set(s.TF_TARGET, " 14 / 4 ")
    assert settings.get(s.TF_TARGET) == "7/2"
    with pytest.raises(ValueError):
        settings.set(s.TF_TARGET, "1.5")
    assert settings.get(s.TF_TARGET) == "7/2"
