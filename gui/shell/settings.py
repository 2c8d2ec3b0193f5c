"""Every persisted setting, declared once, behind a typed wrapper over QSettings.

QSettings hands back strings for bools and ints in INI files and whatever a foreign or
corrupt file holds; each setting coerces what it reads and falls back to its default, so a
bad value never reaches the player as an error. The file itself is checked before QSettings
opens it (`settings_file`): some values would make Qt abort while reading them. A saved window
geometry is checked field by field before `restoreGeometry` sees it.
"""

from __future__ import annotations

import os
import struct
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any, Generic, NamedTuple, TypeVar

from PySide6.QtCore import QByteArray, QSettings

from engines.common import Message
from engines.twentyfour import parse_target
from gui.shell.settings_file import check_settings_file

T = TypeVar("T")


class Setting(NamedTuple, Generic[T]):
    """One setting: its key, default, and a function turning a stored value into a valid one."""

    key: str
    default: T
    coerce: Callable[[Any], T]


def _choice(*allowed: str) -> Callable[[Any], str]:
    def coerce(value: Any) -> str:
        if isinstance(value, str) and value in allowed:
            return value
        raise ValueError(value)

    return coerce


def _bool(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.lower() in ("true", "false", "1", "0"):
        return value.lower() in ("true", "1")
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    raise ValueError(value)


def _int_range(low: int, high: int) -> Callable[[Any], int]:
    def coerce(value: Any) -> int:
        if isinstance(value, bool) or not isinstance(value, (int, str)):
            raise ValueError(value)
        number = int(value)
        if not low <= number <= high:
            raise ValueError(value)
        return number

    return coerce


def _target(value: Any) -> str:
    """A 24-point target as play reads it (`24`, `-3`, `7/2`), in its shortest spelling.

    The engine's bounded parser refuses `1e99999999` and the like at once, so a corrupt file
    cannot stall start-up.
    """
    if not isinstance(value, str):
        raise ValueError(value)
    return str(parse_target(value))


GEOMETRY_LAYOUT = struct.Struct(">IHH4i4iiBBi4i")
"""What QWidget.saveGeometry writes (Qt 6, version 3): magic, version, the frame and normal
rectangles, screen number, maximized, full screen, screen width, the geometry rectangle."""
GEOMETRY_MAGIC, GEOMETRY_VERSION = 0x1D9D0CB, 3
MAX_COORDINATE = 100_000
MAX_SIDE = 20_000


def sane_geometry(data: bytes) -> bool:
    """Whether `data` is a window geometry as this Qt writes it, every number in reason."""
    if len(data) != GEOMETRY_LAYOUT.size:
        return False
    fields = GEOMETRY_LAYOUT.unpack(data)
    magic, major, _minor = fields[:3]
    if magic != GEOMETRY_MAGIC or major != GEOMETRY_VERSION:
        return False
    rectangles = (fields[3:7], fields[7:11], fields[15:19])
    for left, top, right, bottom in rectangles:
        if max(abs(left), abs(top), abs(right), abs(bottom)) > MAX_COORDINATE:
            return False
        if not (0 < right - left + 1 <= MAX_SIDE and 0 < bottom - top + 1 <= MAX_SIDE):
            return False
    screen, maximized, full_screen, screen_width = fields[11:15]
    return 0 <= screen < 64 and maximized < 2 and full_screen < 2 and 0 <= screen_width <= MAX_SIDE


def _geometry(value: Any) -> QByteArray:
    if isinstance(value, QByteArray):
        value = value.data()
    if isinstance(value, bytes) and sane_geometry(value):
        return QByteArray(value)
    raise ValueError(value)


LAST_TAB = Setting("window/lastTab", "24", _choice("24", "matchsticks"))
WINDOW_GEOMETRY = Setting("window/geometry", QByteArray(), _geometry)
LANGUAGE = Setting("language", "system", _choice("system", "en", "zh_CN"))
APPEARANCE = Setting("appearance", "system", _choice("system", "light", "dark"))
SOUND_ON_SOLVE = Setting("sound/onSolve", False, _bool)

TF_DIFFICULTY = Setting("twentyfour/difficulty", "medium", _choice("easy", "medium", "hard"))
TF_TARGET = Setting("twentyfour/target", "24", _target)
TF_CARD_COUNT = Setting("twentyfour/cardCount", 4, _int_range(4, 6))
TF_SOLVABLE_ONLY = Setting("twentyfour/solvableOnly", True, _bool)
TF_LEFT_TO_RIGHT = Setting("twentyfour/leftToRight", False, _bool)
TF_DIVISION = Setting("twentyfour/division", "exact", _choice("exact", "truncate"))
TF_PRESET = Setting("twentyfour/preset", "24", _choice("24", "countdown", "krypto"))
TF_LARGE_NUMBERS = Setting("twentyfour/largeNumbers", 2, _int_range(0, 4))
TF_COUNTDOWN_CLOCK = Setting("twentyfour/countdownClock", True, _bool)

MS_KIND = Setting("matchsticks/kind", "move", _choice("move", "add", "remove"))
MS_STICKS = Setting("matchsticks/sticks", 1, _int_range(1, 3))
MS_DIGITS = Setting("matchsticks/digits", 1, _int_range(1, 3))
MS_UNIQUE = Setting("matchsticks/unique", False, _bool)
MS_DIFFICULTY = Setting("matchsticks/difficulty", "medium", _choice("easy", "medium", "hard"))
MS_EQUALS_MUTABLE = Setting("matchsticks/equalsMutable", False, _bool)
MS_MULTIPLY_DIVIDE = Setting("matchsticks/multiplyDivide", False, _bool)
MS_NO_LEADING_ZEROS = Setting("matchsticks/noLeadingZeros", False, _bool)
MS_GLYPHS = Setting(
    "matchsticks/glyphs", "standard", _choice("standard", "flexible", "handwritten", "roman")
)


class Settings:
    """Typed access to the app's QSettings; tests pass a QSettings on a temporary file."""

    def __init__(self, store: QSettings | None = None, notice: Message | None = None) -> None:
        if store is None:
            store, notice = checked_store(default_path())
        self.store = store
        self.notice = notice
        """What the check of the file set aside, for the status bar (None when all was well)."""

    @classmethod
    def open(cls, path: Path | None = None) -> Settings:
        """The settings in the INI file at `path` (the per-user file by default)."""
        return cls(*checked_store(default_path() if path is None else path))

    def get(self, setting: Setting[T]) -> T:
        raw = self.store.value(setting.key)
        if raw is None:
            return setting.default
        try:
            return setting.coerce(raw)
        except (ValueError, TypeError, ZeroDivisionError):
            return setting.default

    def set(self, setting: Setting[T], value: T) -> None:
        self.store.setValue(setting.key, setting.coerce(value))

    def sync(self) -> None:
        self.store.sync()


def default_path() -> Path:
    """The per-user INI file, in the platform's usual place for application settings.

    Asking QSettings is safe: it reads the file but parses no value until one is asked for."""
    return Path(
        QSettings(
            QSettings.Format.IniFormat, QSettings.Scope.UserScope, "PuzzleSuite", "puzzle-suite"
        ).fileName()
    )


def checked_store(path: Path) -> tuple[QSettings, Message | None]:
    """QSettings on the INI file at `path`, checked before QSettings reads a byte of it. When
    the file was unsafe and cannot be rewritten, its safe lines go to a private scratch file,
    so the app starts (and keeps no changes)."""
    checked = check_settings_file(path)
    if not checked.usable:
        handle, scratch = tempfile.mkstemp(prefix="puzzle-suite-settings-", suffix=".ini")
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(checked.safe_text)
        path = Path(scratch)
    return QSettings(str(path), QSettings.Format.IniFormat), checked.notice
