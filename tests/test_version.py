"""The version is written once, in pyproject.toml; `--version` and About both show it."""

import subprocess
import sys
import tomllib
from pathlib import Path

from gui.shell.help_dialogs import AboutBox

REPO = Path(__file__).resolve().parent.parent


def project_version() -> str:
    with open(REPO / "pyproject.toml", "rb") as handle:
        return tomllib.load(handle)["project"]["version"]


def test_version_option_prints_the_project_version(tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "gui", "--version"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"puzzle-suite {project_version()}\n"


def test_about_shows_the_same_version(qtbot):
    about = AboutBox()
    qtbot.addWidget(about)
    assert f"Puzzle Suite {project_version()}</h3>" in about.text()
