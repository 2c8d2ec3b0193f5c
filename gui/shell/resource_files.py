"""Finds the files shipped in the `resources` package, installed, editable or bundled.

`importlib.resources` resolves the package wherever it lives, including inside a PyInstaller
bundle (which collects `resources/` as data files), so nothing here depends on the current
directory or on how the app was started.
"""

from __future__ import annotations

from importlib.resources import as_file, files
from pathlib import Path


def resource_path(*parts: str) -> Path:
    """The real file-system path of `resources/<parts...>`."""
    with as_file(files("resources").joinpath(*parts)) as path:
        return Path(path)
