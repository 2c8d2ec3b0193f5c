"""The settings file is checked line by line before QSettings opens it.

Why: QSettings turns a value such as `@Variant(\\0\\0\\0\\t\\x7f\\xff\\xff\\xff)` into a QVariant
by reading it as a QDataStream (Qt 4.0 format): `\\0\\0\\0\\t` is type 9, a QVariantList, and
`\\x7f\\xff\\xff\\xff` says it holds 2^31 - 1 items. Qt reserves room for them first, and the
failed allocation ends in `std::bad_alloc` and abort(), whatever the key. It happens when the
first key of that section is read, or at the next write of the file (and QSettings reads the
file when it is made), so no check of values after the fact can help. `@DateTime(` is read the
same way; escapes (`\\x40Variant(`, `\\x10040` wrapping round to `@`) and the second
item of a list (`a, @Variant(...)`) reach the same code. Qt has no option to turn this off.

The rule here is stricter than Qt's grammar, so it is simple to trust: a line is kept only if
Qt cannot read a value of it as anything but plain text, a byte array or "@@" text. That is:
a `[section]`, a blank line, or `key=value` where the key is plain and no item of the value
starts with `@` (other than `@@` and `@ByteArray(`) or with an escape, with no unbalanced
quote, `;` or trailing backslash that would join lines. Every line Qt itself writes for this
app passes. When a line is dropped, the original is set aside (never deleted), the rest is
written back through the one file writer, the log says which file and why, and a notice says
so once on screen.
"""

from __future__ import annotations

import logging
import re
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import QT_TRANSLATE_NOOP

from engines.common import Message
from engines.common.files import set_aside, write_file

MAX_SETTINGS_BYTES = 256 * 1024
"""Far more than every setting takes; a larger file is not ours."""
LOG = logging.getLogger("puzzle_suite.settings")
SET_ASIDE = QT_TRANSLATE_NOOP(
    "engine",
    "Some settings could not be read; the file was kept as {name} and the rest were kept.",
)
NOT_SAVED = QT_TRANSLATE_NOOP(
    "engine", "Some settings could not be read and {path} cannot be changed; none are saved."
)
TEMPLATES = (SET_ASIDE, NOT_SAVED)

_LINE_BREAK = re.compile(r"\r\n|\n|\r")
_SECTION = re.compile(r"\[[A-Za-z0-9_.%-]+\][ \t]*")
_KEY = r"[A-Za-z0-9_.%-]+(?:\\[A-Za-z0-9_.%-]+)*"
_ESCAPE = r"\\(?:x[0-9A-Fa-f]+|[0-7]+|[abfnrtv\\'?\"])"
# Unquoted: items split at commas; an item begins with a plain character, "@@" or @ByteArray(.
_PLAIN = r"[^\x00-\x1f\x7f\\\";,@]"
_START = r"[^\s\x00-\x1f\x7f\\\";,@]"
"""Qt trims spaces before an item, so an item may not start with one."""
_ITEM = rf"(?:{_START}|@@|@ByteArray\()(?:{_PLAIN}|@|{_ESCAPE})*"
_UNQUOTED = rf"(?:{_ITEM}(?:,[ \t]*{_ITEM})*)?"
# Quoted: one item; it may hold , ; and escaped quotes, and must not start with @ or \.
_IN_QUOTES = r"[^\x00-\x1f\x7f\\\"]"
_QUOTED = rf"\"(?:(?:[^\s\x00-\x1f\x7f\\\"@]|@@|@ByteArray\()(?:{_IN_QUOTES}|{_ESCAPE})*)?\""
_KEY_LINE = re.compile(rf"{_KEY}[ \t]*=[ \t]*(?:{_QUOTED}|{_UNQUOTED})[ \t]*")


def safe_line(line: str) -> bool:
    """Whether QSettings reads `line` (one line of an INI file) without a QDataStream."""
    if not line.strip():
        return True
    return bool(_SECTION.fullmatch(line) or _KEY_LINE.fullmatch(line))


class Checked(NamedTuple):
    """What `check_settings_file` did: the notice to show, if any; `usable` is False when the
    file is unsafe and could not be rewritten (then open `safe_text` elsewhere instead)."""

    notice: Message | None = None
    usable: bool = True
    safe_text: str = ""


def check_settings_file(path: Path) -> Checked:
    """Make the INI file at `path` safe for QSettings to open (see the module's docstring)."""
    try:
        with open(path, "rb") as file:
            data = file.read(MAX_SETTINGS_BYTES + 1)
    except FileNotFoundError:
        return Checked()
    except OSError as error:
        LOG.warning("settings file %s cannot be read: %s", path, error.strerror)
        return Checked()
    if len(data) > MAX_SETTINGS_BYTES:
        kept_lines: list[str] = []
        reason = f"it is larger than {MAX_SETTINGS_BYTES} bytes"
    else:
        text = data.decode("utf-8", errors="replace").removeprefix("\ufeff")  # Qt skips it too
        lines = _LINE_BREAK.split(text)
        kept_lines = [line for line in lines if safe_line(line) and "\ufffd" not in line]
        if len(kept_lines) == len(lines):
            return Checked()
        reason = f"{len(lines) - len(kept_lines)} lines Qt could not read safely"
    safe_text = "\n".join(kept_lines).strip("\n") + "\n"
    try:
        kept = set_aside(path, "unreadable")
        write_file(path, safe_text)
    except OSError as error:
        LOG.warning("settings file %s: %s, and it cannot be rewritten: %s", path, reason, error)
        return Checked(Message.of(NOT_SAVED, path=path), usable=False, safe_text=safe_text)
    LOG.warning("settings file %s: %s; kept as %s", path, reason, kept)
    return Checked(Message.of(SET_ASIDE, name=kept.name))
