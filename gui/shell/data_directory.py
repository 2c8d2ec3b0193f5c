"""Where the app keeps its saved games and records: the directory named on the command line, or
Qt's per-user data directory (which follows XDG_DATA_HOME on Linux)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths


def default_data_directory() -> Path:
    """Qt's per-user data directory for this application."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location)


def data_directory(named: Path | None = None) -> Path:
    """`named`, or the default data directory when none was named."""
    return named if named is not None else default_data_directory()
