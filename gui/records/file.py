"""Where the records live, and `puzzle-suite --export-records FILE.csv`.

Teachers collect the records of a classroom PC as one CSV file, so the export runs without a
window (and without a display) and exits.
"""

from __future__ import annotations

from pathlib import Path

from engines.records.database import FILE_NAME, Records, write_csv
from gui.shell.data_directory import data_directory


def records_path(data_dir: Path | None = None) -> Path:
    """The records file in `data_dir`, or in the default data directory."""
    return data_directory(data_dir) / FILE_NAME


def export_records(target: Path, data_dir: Path | None = None) -> tuple[str | None, int]:
    """Write every record of every player to `target` as CSV. Returns what went wrong in one
    line (None when done) and how many malformed rows were skipped."""
    records = Records(records_path(data_dir))
    try:
        if not records.enabled and records.notice is not None:
            return str(records.notice), 0
        write_csv(records, target)
    except OSError as error:
        return f"cannot write {target}: {error.strerror or error}", records.skipped
    finally:
        records.close()
    return None, records.skipped
