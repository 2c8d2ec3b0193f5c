"""Say which system packages are missing before Qt's X11 plugin fails to load.

When a library that Qt's xcb platform plugin needs is missing, Qt aborts with a message that
names the wrong culprit (a fresh Debian 12 hears "xcb-cursor0 is missing" when libxcb-icccm4 and
libxcb-keysyms1 are). Before the application object exists, we load the plugin ourselves, as
Qt is about to: when that works, nothing more is asked. Only when it fails do we ask the
dynamic loader (`ldd`, a process of its own, some 20 ms) for every library the plugin cannot
find, and turn each into its Debian/Ubuntu package name.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

_NOT_FOUND = re.compile(r"^\s*(\S+)\s+=>\s+not found\s*$", re.MULTILINE)
_SONAME = re.compile(r"^(lib[\w.+-]*?)\.so\.(\d+)(?:\.\d+)*$")
# Packages whose names do not follow Debian's soname rule.
_PACKAGE_EXCEPTIONS = {"libglib-2.0.so.0": "libglib2.0-0", "libgthread-2.0.so.0": "libglib2.0-0"}


def uses_xcb(environment: dict[str, str] | None = None, platform: str = sys.platform) -> bool:
    """Whether Qt will pick its X11 (xcb) plugin: Linux without Wayland, or asked for by name."""
    env = os.environ if environment is None else environment
    if not platform.startswith("linux"):
        return False
    requested = env.get("QT_QPA_PLATFORM", "")
    if requested:
        return requested.split(":")[0].split(";")[0] == "xcb"
    return not env.get("WAYLAND_DISPLAY")


def debian_package(soname: str) -> str:
    """The Debian package that ships `soname`, by policy: libxcb-icccm.so.4 → libxcb-icccm4."""
    if soname in _PACKAGE_EXCEPTIONS:
        return _PACKAGE_EXCEPTIONS[soname]
    match = _SONAME.match(soname)
    if match is None:
        return soname
    name, version = match.group(1).lower(), match.group(2)
    return f"{name}-{version}" if name[-1].isdigit() else f"{name}{version}"


def missing_libraries(ldd_output: str) -> list[str]:
    """The libraries `ldd` reports as not found, once each, in its order."""
    return list(dict.fromkeys(_NOT_FOUND.findall(ldd_output)))


def xcb_plugin() -> Path:
    # Imported here: every start loads this module, and only an X11 start asks this.
    from PySide6.QtCore import QLibraryInfo

    return Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)) / "platforms/libqxcb.so"


def loads(library: Path) -> bool:
    """Whether the dynamic loader loads `library` with everything it links to. Qt's QLibrary
    loads it as Qt loads its plugins (symbols bound lazily, when first called), and a library
    once loaded stays loaded, so Qt's own loading of its plugin next costs next to nothing."""
    from PySide6.QtCore import QLibrary

    return QLibrary(str(library)).load()


def missing_packages(plugin: Path | None = None) -> list[str]:
    """Debian packages the xcb plugin needs and cannot find; empty when all is well or unknown.

    `subprocess` (and `shutil`) are imported only once the plugin has failed to load: on a
    start that goes well `subprocess` would cost some 3 ms before the first frame."""
    plugin = xcb_plugin() if plugin is None else plugin
    if not plugin.is_file() or loads(plugin):
        return []
    import shutil
    import subprocess

    ldd = shutil.which("ldd")
    if ldd is None:
        return []
    try:
        result = subprocess.run(
            [ldd, str(plugin)], capture_output=True, text=True, timeout=10, check=False
        )
    except (OSError, subprocess.SubprocessError):
        return []
    packages = (debian_package(name) for name in missing_libraries(result.stdout))
    return list(dict.fromkeys(packages))


def advice(packages: list[str]) -> str:
    """The one line a user reads: what is missing and the command that installs it."""
    names = " ".join(packages)
    return (
        f"Qt cannot open a window: missing system libraries ({names}). "
        f"Install them with: sudo apt-get install {names}"
    )
