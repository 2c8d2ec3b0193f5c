"""Installs the desktop entry, icon and AppStream metadata for the current user (`make desktop`).

Written in Python rather than as shell lines in the Makefile because the paths involved (the
checkout and `$XDG_DATA_HOME`) may hold any character: pasted into a shell command or a sed
expression they ran as commands, and the Exec line needs the Desktop Entry spec's own quoting,
which sed cannot express. Every path here comes from the environment or from this file's
location and is only ever handed to the file system, never to a shell.

    python packaging/install_desktop.py LAUNCHER

LAUNCHER is the program the entry starts (relative paths are taken from the current
directory); files go under `$XDG_DATA_HOME` (by default `~/.local/share`).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESOURCES = ROOT / "resources"
ENTRY_NAME = "puzzle-suite.desktop"
ICON_NAME = "puzzle-suite.svg"
# Named after the AppStream id, which is written only there.
METAINFO = next(RESOURCES.glob("*.metainfo.xml"))

# Characters that force an Exec argument into double quotes (Desktop Entry spec, "The Exec
# key"), and those that must then be backslash-escaped inside the quotes.
RESERVED = frozenset(" \t\n\"'\\><~|&;$*?#()`")
ESCAPED_IN_QUOTES = frozenset('"`$\\')


def exec_argument(argument: str) -> str:
    """`argument` written as one Exec argument, escaped so that launchers read it back exactly.

    Three layers, innermost first: quoting of reserved characters, `%%` for a literal percent
    sign (field codes start with %), then the general string escape that doubles backslashes.
    """
    if any(ord(char) < 0x20 or ord(char) == 0x7F for char in argument):
        raise ValueError(f"control characters cannot be written in an Exec line: {argument!r}")
    quoted = argument
    if not argument or RESERVED.intersection(argument):
        inner = "".join("\\" + c if c in ESCAPED_IN_QUOTES else c for c in argument)
        quoted = f'"{inner}"'
    return quoted.replace("%", "%%").replace("\\", "\\\\")


def desktop_entry(template: str, launcher: Path) -> str:
    """The shipped entry with its Exec line pointing at `launcher`."""
    lines = [
        f"Exec={exec_argument(str(launcher))}" if line.startswith("Exec=") else line
        for line in template.splitlines()
    ]
    return "\n".join(lines) + "\n"


def data_home() -> Path:
    """`$XDG_DATA_HOME`, or its default when it is unset, empty or relative (XDG spec)."""
    configured = os.environ.get("XDG_DATA_HOME", "")
    if configured and Path(configured).is_absolute():
        return Path(configured)
    return Path.home() / ".local" / "share"


def install(launcher: Path, target: Path) -> Path:
    """Write the entry, icon and metainfo under `target`; return the entry's path."""
    entry_text = desktop_entry((RESOURCES / ENTRY_NAME).read_text(encoding="utf-8"), launcher)
    applications = target / "applications"
    icons = target / "icons" / "hicolor" / "scalable" / "apps"
    metainfo = target / "metainfo"
    for folder in (applications, icons, metainfo):
        folder.mkdir(parents=True, exist_ok=True)
    entry = applications / ENTRY_NAME
    entry.write_text(entry_text, encoding="utf-8", newline="\n")
    shutil.copyfile(RESOURCES / "icons" / ICON_NAME, icons / ICON_NAME)
    shutil.copyfile(METAINFO, metainfo / METAINFO.name)
    updater = shutil.which("update-desktop-database")
    if updater is not None:
        subprocess.run([updater, "-q", str(applications)], check=False)
    return entry


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: install_desktop.py LAUNCHER", file=sys.stderr)
        return 2
    launcher = Path(os.path.abspath(argv[0]))
    try:
        entry = install(launcher, data_home())
    except (ValueError, UnicodeEncodeError, OSError) as error:
        print(f"install_desktop.py: error: {error}", file=sys.stderr)
        return 2
    print(f"Installed {entry}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
