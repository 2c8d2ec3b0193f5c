"""Language switching: every app translation plus Qt's own, swapped in at run time.

Each owner of a part of the GUI ships `resources/translations/<part>_<lang>.qm`; all of them
are loaded together, with Qt's `qtbase_<lang>.qm` so standard dialog buttons match. Installing
or removing a translator makes Qt send `QEvent.LanguageChange` to every widget, which is how
the open window re-translates itself at once.
"""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from engines.common import Message
from gui.shell.resource_files import resource_path

ENGLISH = "en"
CHINESE = "zh_CN"
LANGUAGES = (ENGLISH, CHINESE)
SYSTEM = "system"
ENGLISH_PLURALS = "plurals_en.qm"


class _Installed:
    """The translators currently installed (kept referenced so Python does not free them)."""

    translators: ClassVar[list[QTranslator]] = []
    language: ClassVar[str] = ENGLISH


def system_language() -> str:
    """The supported language closest to the system locale (English unless it is Chinese)."""
    return CHINESE if QLocale.system().language() == QLocale.Language.Chinese else ENGLISH


def resolve_language(choice: str) -> str:
    """A concrete language for a setting value that may be `system`."""
    return choice if choice in LANGUAGES else system_language()


def translation_files(language: str) -> list[str]:
    """Every .qm file for `language`: the app's own ones, then Qt's standard strings.

    English needs only its plural forms ("1 day", "2 days"): the sources say "%n day(s)".
    """
    if language == ENGLISH:
        return [str(resource_path("translations") / ENGLISH_PLURALS)]
    app_files = sorted(resource_path("translations").glob(f"*_{language}.qm"))
    from PySide6.QtCore import QLibraryInfo  # here: an English start never asks it

    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    return [str(path) for path in app_files] + [f"{qt_dir}/qtbase_{language}.qm"]


def set_language(app: QCoreApplication, choice: str) -> str:
    """Install the translators for `choice` (`system`, `en` or `zh_CN`); return the language used.

    Missing files are skipped: an untranslated string simply stays English.
    """
    language = resolve_language(choice)
    while _Installed.translators:
        app.removeTranslator(_Installed.translators.pop())
    for path in translation_files(language):
        translator = QTranslator(app)
        if translator.load(path):
            app.installTranslator(translator)
            _Installed.translators.append(translator)
    QLocale.setDefault(QLocale(language))
    _Installed.language = language
    return language


def current_language() -> str:
    """The language chosen by the last `set_language` (English before any)."""
    return _Installed.language


def translate_message(message: Message) -> str:
    """An engine Message in the current language; a broken translation falls back to English."""
    template = QCoreApplication.translate("engine", message.template)
    try:
        return message.format(template)
    except (KeyError, IndexError, ValueError):
        return message.format()
