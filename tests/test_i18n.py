"""Language loading: app and Qt translations swap at run time; engine Messages translate."""

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QTranslator
from PySide6.QtWidgets import QWidget

from engines.common import Message
from gui.shell import i18n
from gui.shell.resource_files import resource_path

LRELEASE = Path(sys.executable).with_name("pyside6-lrelease")

ENGINE_TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>engine</name>
    <message>
        <source>Use each card once: {cards}</source>
        <translation>每张牌用一次：{cards}</translation>
    </message>
    <message>
        <source>Broken {value}</source>
        <translation>坏了 {wrong}</translation>
    </message>
</context>
</TS>
"""


@pytest.fixture
def engine_translator(qapp, tmp_path):
    source = tmp_path / "engine_zh_CN.ts"
    source.write_text(ENGINE_TS, encoding="utf-8")
    compiled = tmp_path / "engine_zh_CN.qm"
    subprocess.run([str(LRELEASE), "-silent", str(source), "-qm", str(compiled)], check=True)
    translator = QTranslator()
    assert translator.load(str(compiled))
    qapp.installTranslator(translator)
    yield
    qapp.removeTranslator(translator)


def test_qt_standard_strings_follow_the_language(qapp, english):
    assert i18n.set_language(qapp, i18n.CHINESE) == i18n.CHINESE
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "取消"
    assert i18n.current_language() == i18n.CHINESE
    i18n.set_language(qapp, i18n.ENGLISH)
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"
    assert i18n.current_language() == i18n.ENGLISH


def test_every_app_catalogue_of_the_language_is_loaded(qapp):
    files = i18n.translation_files(i18n.CHINESE)
    app_catalogues = sorted(p.name for p in resource_path("translations").glob("*.qm"))
    assert [Path(f).name for f in files[:-1]] == [n for n in app_catalogues if "_zh_CN" in n]
    assert Path(files[-1]).name == "qtbase_zh_CN.qm"
    assert Path(files[-1]).is_file()
    assert [Path(f).name for f in i18n.translation_files(i18n.ENGLISH)] == ["plurals_en.qm"]


def test_switching_sends_language_change_to_widgets(qtbot, qapp, english):
    class Listener(QWidget):
        changes = 0

        def changeEvent(self, event):
            if event.type() == QEvent.Type.LanguageChange:
                self.changes += 1
            super().changeEvent(event)

    listener = Listener()
    qtbot.addWidget(listener)
    i18n.set_language(qapp, i18n.CHINESE)
    qtbot.waitUntil(lambda: listener.changes > 0)


@pytest.mark.parametrize(
    ("locale", "expected"),
    [(QLocale.Language.Chinese, i18n.CHINESE), (QLocale.Language.French, i18n.ENGLISH)],
)
def test_system_choice_follows_the_locale(monkeypatch, locale, expected):
    monkeypatch.setattr(i18n.QLocale, "system", staticmethod(lambda: QLocale(locale)))
    assert i18n.resolve_language(i18n.SYSTEM) == expected
    assert i18n.resolve_language(i18n.ENGLISH) == i18n.ENGLISH


def test_untranslated_messages_stay_english():
    message = Message.of("Nothing like this is translated {n}", n=3)
    assert i18n.translate_message(message) == "Nothing like this is translated 3"


def test_engine_messages_are_translated_then_filled(engine_translator):
    message = Message.of("Use each card once: {cards}", cards="3 3 8 8")
    assert i18n.translate_message(message) == "每张牌用一次：3 3 8 8"


def test_a_broken_translation_falls_back_to_english(engine_translator):
    assert i18n.translate_message(Message.of("Broken {value}", value=7)) == "Broken 7"


REPO = Path(__file__).resolve().parent.parent

CATALOGUE_SOURCES = {
    "app_zh_CN.ts": [
        "gui/shell/app.py",
        "gui/shell/main_window.py",
        "gui/shell/settings_menu.py",
        "gui/shell/settings_file.py",
        "gui/shell/help_dialogs.py",
        "gui/shell/error_dialog.py",
        "gui/play/scoreboard.py",
        "gui/play/worker.py",
        "gui/play/messages.py",
        "gui/play/rules_help.py",
        "gui/play/games.py",
    ],
    "twentyfour_zh_CN.ts": sorted(
        str(path.relative_to(REPO)) for path in (REPO / "gui" / "twentyfour").glob("*.py")
    ),
    "matchsticks_zh_CN.ts": sorted(
        str(path.relative_to(REPO)) for path in (REPO / "gui" / "matchsticks").glob("*.py")
    ),
    "puzzle_sets_zh_CN.ts": [
        "gui/classroom/puzzle_set_menu.py",
        "gui/classroom/new_set_dialog.py",
        "gui/classroom/puzzle_set_messages.py",
    ],
}


def _messages(ts_file: Path) -> dict[tuple[str, str], ET.Element]:
    root = ET.parse(ts_file).getroot()
    return {
        (context.findtext("name"), message.findtext("source")): message.find("translation")
        for context in root.iter("context")
        for message in context.iter("message")
    }


def assert_catalogue_is_complete(sources: list[str], catalogue: str, scratch: Path) -> None:
    """The shipped `catalogue` holds exactly what `pyside6-lupdate` finds in `sources`, and
    every entry has a finished translation."""
    fresh = scratch / "fresh.ts"
    lupdate = Path(sys.executable).with_name("pyside6-lupdate")
    subprocess.run(
        [str(lupdate), *sources, "-ts", str(fresh)],
        cwd=REPO,
        check=True,
        capture_output=True,
    )
    shipped = _messages(REPO / "resources" / "translations" / catalogue)
    assert set(_messages(fresh)) == set(shipped)
    for key, translation in shipped.items():
        assert translation.get("type") is None, key
        assert translation.text, key


@pytest.mark.parametrize("catalogue", sorted(CATALOGUE_SOURCES))
def test_each_translation_covers_every_string_of_its_sources_and_is_finished(
    tmp_path, catalogue
):
    assert_catalogue_is_complete(CATALOGUE_SOURCES[catalogue], catalogue, tmp_path)


def test_english_plural_forms_cover_every_counted_string(tmp_path):
    """Sources say "%n day(s)"; the English catalogue turns each into "1 day" and "2 days"."""
    fresh = tmp_path / "fresh_en.ts"
    sources = sorted(str(path.relative_to(REPO)) for path in (REPO / "gui").rglob("*.py"))
    lupdate = Path(sys.executable).with_name("pyside6-lupdate")
    subprocess.run(
        [str(lupdate), "-pluralonly", *sources, "-ts", str(fresh)],
        cwd=REPO,
        check=True,
        capture_output=True,
    )
    shipped = _messages(REPO / "resources" / "translations" / "plurals_en.ts")
    assert set(_messages(fresh)) == set(shipped)
    for (_, source), translation in shipped.items():
        singular, plural = (form.text for form in translation.iter("numerusform"))
        assert singular == source.replace("(s)", "") or "(s)" not in source
        assert "(s)" not in plural and plural.count("%n") == 1


@pytest.mark.parametrize(("days", "text"), [(0, "0 days"), (1, "1 day"), (2, "2 days")])
def test_english_says_one_day_and_two_days(qapp, english, days, text):
    i18n.set_language(qapp, i18n.ENGLISH)
    said = QCoreApplication.translate("StatisticsDialog", "Daily streak: %n day(s)", "", days)
    assert said == f"Daily streak: {text}"
