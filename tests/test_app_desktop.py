"""`make desktop` installs a valid desktop entry and icon into the user's XDG data directory."""

import configparser
import os
import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtSvg import QSvgRenderer

REPO = Path(__file__).resolve().parent.parent
REQUIRED = ("Type", "Name", "Exec", "Icon", "Categories")


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    if shutil.which("make") is None:
        pytest.fail("make is needed to install the desktop entry")
    data_home = tmp_path_factory.mktemp("xdg-data")
    # `-o` keeps make from re-installing the virtual environment during the test.
    subprocess.run(
        ["make", "-s", "-o", ".venv/.installed", "desktop"],
        cwd=REPO,
        env=dict(os.environ, XDG_DATA_HOME=str(data_home)),
        check=True,
        capture_output=True,
        timeout=120,
    )
    return data_home


def read_entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str
    parser.read(path, encoding="utf-8")
    assert parser.sections()[0] == "Desktop Entry"
    return parser["Desktop Entry"]


def test_entry_has_the_required_keys(installed):
    entry = read_entry(installed / "applications" / "puzzle-suite.desktop")
    for key in REQUIRED:
        assert entry.get(key), key
    assert entry["Type"] == "Application"
    assert entry["Terminal"] == "false"
    assert entry["Categories"].endswith(";")
    assert "Game" in entry["Categories"].split(";")


def test_exec_is_the_installed_launcher(installed):
    entry = read_entry(installed / "applications" / "puzzle-suite.desktop")
    program = Path(entry["Exec"].strip('"'))
    assert program.is_absolute()
    assert program.is_file()
    assert os.access(program, os.X_OK)
    assert program.name == "puzzle-suite"


def test_icon_resolves_to_a_valid_svg(installed):
    entry = read_entry(installed / "applications" / "puzzle-suite.desktop")
    icon = installed / "icons" / "hicolor" / "scalable" / "apps" / f"{entry['Icon']}.svg"
    assert icon.is_file()
    assert QSvgRenderer(str(icon)).isValid()
