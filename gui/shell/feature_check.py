"""PySide6's check of every newly imported module, made lighter.

Once PySide6 is loaded, it reads the source of each module imported for the first time, looking
for `from __feature__ import ...`, through `inspect.getsource`, which keeps every source it reads
in Python's line cache: for this program some 200 files, 5 MB held for good and tens of
milliseconds before the first frame. `lighten` makes the same check (does a module's source
mention PySide6?) by reading a Python file once, without keeping it. It changes nothing when
PySide6's internals are not the ones it knows (checked with 6.11).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from types import ModuleType

import PySide6.QtCore  # noqa: F401  (sets up the check this module replaces)

Check = Callable[[ModuleType], bool]
_STANDARD_LIBRARY = os.path.dirname(os.__file__) + os.sep
_INSTALLED = ("site-packages", "dist-packages")


def mentions_pyside(module: ModuleType, fallback: Check) -> bool:
    """Whether the Python source of `module` mentions PySide6; `fallback` for anything that is
    not a plain Python file."""
    path = getattr(module, "__file__", None)
    if not isinstance(path, str) or not path.endswith(".py"):
        return fallback(module)
    if _never_uses_qt(module.__name__, path):
        return False
    try:
        with open(path, encoding="utf-8", errors="replace") as source:
            return "PySide6" in source.read()
    except OSError:
        return False


def _never_uses_qt(name: str, path: str) -> bool:
    """The engines (Qt-free by the project's layering, which a test holds) and Python's own
    standard library are answered without reading them: about two thirds of the modules
    imported before the first frame."""
    if name == "engines" or name.startswith("engines."):
        return True
    return path.startswith(_STANDARD_LIBRARY) and not any(part in path for part in _INSTALLED)


def lighten() -> None:
    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if callable(original):
        feature._mod_uses_pyside = lambda module: mentions_pyside(module, original)  # type: ignore[union-attr]
