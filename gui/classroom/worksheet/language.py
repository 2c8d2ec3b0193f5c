"""A worksheet's own language and font, independent of the language the window speaks.

A teacher using the program in English may print a sheet in Chinese, so the sheet loads the
translations of its language itself instead of relying on the translators installed in the
application. Chinese sheets use a CJK font the system has, so characters are never missing.
"""

from __future__ import annotations

from PySide6.QtCore import QTranslator
from PySide6.QtGui import QFont, QFontDatabase

from engines.common import Message
from gui.shell.i18n import CHINESE, ENGLISH, translation_files

CONTEXT = "Worksheet"
PREFERRED_CJK = ("Noto Sans CJK SC", "Source Han Sans SC", "WenQuanYi Micro Hei", "SimHei")
PREFERRED_LATIN = ("DejaVu Sans", "Liberation Sans", "Arial", "Helvetica")


def _family(preferred: tuple[str, ...], writing_system: QFontDatabase.WritingSystem) -> str:
    """The first preferred family installed, else any family for the writing system."""
    installed = QFontDatabase.families(writing_system)
    for family in preferred:
        if family in installed:
            return family
    simplified = [family for family in installed if "SC" in family.split()]
    return (simplified or installed or [QFont().defaultFamily()])[0]


class SheetLanguage:
    """Translations and font family for one language (`en` or `zh_CN`)."""

    def __init__(self, language: str) -> None:
        self.language = language if language == CHINESE else ENGLISH
        self._translators: list[QTranslator] = []
        for path in translation_files(self.language):
            translator = QTranslator()
            if translator.load(path):
                self._translators.append(translator)
        # Latin text comes from a Latin font even on a Chinese sheet: the PDF then maps every
        # digit and letter back to its own character, which CJK fonts do not always do.
        self.families = [_family(PREFERRED_LATIN, QFontDatabase.WritingSystem.Latin)]
        if self.language == CHINESE:
            cjk = _family(PREFERRED_CJK, QFontDatabase.WritingSystem.SimplifiedChinese)
            self.families.append(cjk)

    def _lookup(self, context: str, source: str) -> str:
        for translator in self._translators:
            text = translator.translate(context, source)
            if text:
                return text
        return source

    def tr(self, source: str, **params: object) -> str:
        """A worksheet text (marked with QT_TRANSLATE_NOOP in CONTEXT), filled with `params`."""
        template = self._lookup(CONTEXT, source)
        try:
            return template.format(**params)
        except (KeyError, IndexError, ValueError):
            return source.format(**params)

    def message(self, message: Message) -> str:
        """An engine message in this language; a broken translation falls back to English."""
        try:
            return message.format(self._lookup("engine", message.template))
        except (KeyError, IndexError, ValueError):
            return message.format()

    def font(self, points: float, bold: bool = False) -> QFont:
        font = QFont()
        font.setFamilies(self.families)
        font.setPointSizeF(points)
        font.setBold(bold)
        return font
