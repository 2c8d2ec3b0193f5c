"""`make desktop` installs a valid desktop entry, icon and metainfo into the user's data directory.

The install runs from a copy of the checkout whose path, like the data directory's, is full of
characters that shells and the Desktop Entry spec treat specially; nothing may run as a
command, and the Exec line must read back as exactly the launcher's path.
"""

import configparser
import os
import shutil
import subprocess
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from packaging_scripts import load_script
from PySide6.QtSvg import QSvgRenderer

REPO = Path(__file__).resolve().parent.parent
REQUIRED = ("Type", "Name", "Exec")
HOSTILE_NAME = "sq';touch PWNED;'&|\"$HOME%f`id`\\ x"
APP_ID = "org.puzzlesuite.PuzzleSuite"


installer = load_script("install_desktop")


@pytest.fixture(scope="module")
def checkout(tmp_path_factory) -> Path:
    """A copy of what `make desktop` needs, at a hostile path, sharing the real .venv."""
    if shutil.which("make") is None:
        pytest.fail("make is needed to install the desktop entry")
    root = tmp_path_factory.mktemp("hostile") / HOSTILE_NAME / "p"
    root.mkdir(parents=True)
    shutil.copy2(REPO / "Makefile", root / "Makefile")
    shutil.copy2(REPO / "pyproject.toml", root / "pyproject.toml")
    for folder in ("packaging", "resources"):
        shutil.copytree(REPO / folder, root / folder, ignore=shutil.ignore_patterns("__pycache__"))
    (root / ".venv").symlink_to(REPO / ".venv", target_is_directory=True)
    return root


@pytest.fixture(scope="module")
def installed(checkout) -> Path:
    data_home = checkout.parent / f"data {HOSTILE_NAME}"
    # `-o` keeps make from re-installing the virtual environment during the test.
    result = subprocess.run(
        ["make", "-s", "-o", ".venv/.installed", "desktop"],
        cwd=checkout,
        env=dict(os.environ, XDG_DATA_HOME=str(data_home)),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    return data_home


def read_entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str
    parser.read(path, encoding="utf-8")
    assert parser.sections()[0] == "Desktop Entry"
    return parser["Desktop Entry"]


def parse_exec(value: str) -> list[str]:
    """The arguments a launcher reads from an Exec value, following the spec step by step.

    First the string escapes (`\\\\`, `\\s`, ...), then double-quoted arguments with `\\"`,
    `` \\` ``, `\\$`, `\\\\` inside, and `%%` for a percent sign. Any other field code or an
    unquoted reserved character is an error here, as it is for a strict launcher.
    """
    unescaped, index = [], 0
    string_escapes = {"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}
    while index < len(value):
        char = value[index]
        if char == "\\":
            unescaped.append(string_escapes[value[index + 1]])
            index += 2
        else:
            unescaped.append(char)
            index += 1
    text = "".join(unescaped)
    arguments, current, quoted, index = [], [], False, 0
    while index < len(text):
        char = text[index]
        if quoted and char == "\\":
            assert text[index + 1] in '"`$\\', f"bad escape in {text!r}"
            current.append(text[index + 1])
            index += 2
            continue
        if char == '"':
            quoted = not quoted
        elif char == "%":
            assert text[index + 1] == "%", f"unexpected field code in {text!r}"
            current.append("%")
            index += 1
        elif char == " " and not quoted:
            arguments.append("".join(current))
            current = []
        else:
            assert quoted or char not in installer.RESERVED, f"unquoted {char!r} in {text!r}"
            current.append(char)
        index += 1
    assert not quoted, f"unterminated quote in {text!r}"
    arguments.append("".join(current))
    return arguments


def test_nothing_in_the_paths_ran_as_a_command(installed, checkout):
    assert not list(checkout.parent.parent.rglob("PWNED"))
    assert not (REPO / "PWNED").exists()


def test_entry_has_the_required_keys(installed):
    entry = read_entry(installed / "applications" / "puzzle-suite.desktop")
    for key in REQUIRED:
        assert entry.get(key), key
    assert entry["Type"] == "Application"
    assert entry["Icon"] == "puzzle-suite"
    assert entry["Terminal"] == "false"
    assert entry["Categories"].endswith(";")
    assert "Game" in entry["Categories"].split(";")
    assert entry["Keywords[zh_CN]"].endswith(";")
    assert "火柴棒" in entry["Keywords[zh_CN]"].split(";")


def test_exec_reads_back_as_the_installed_launcher(installed, checkout):
    entry = read_entry(installed / "applications" / "puzzle-suite.desktop")
    (program,) = parse_exec(entry["Exec"])
    assert program == str(checkout / ".venv" / "bin" / "puzzle-suite")
    assert Path(program).is_file()
    assert os.access(program, os.X_OK)


def test_entry_passes_desktop_file_validate(installed):
    validator = shutil.which("desktop-file-validate")
    if validator is None:
        pytest.skip("desktop-file-validate (desktop-file-utils) is not installed")
    result = subprocess.run(
        [validator, str(installed / "applications" / "puzzle-suite.desktop")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout == ""


def test_icon_resolves_to_a_valid_svg(installed):
    entry = read_entry(installed / "applications" / "puzzle-suite.desktop")
    icon = installed / "icons" / "hicolor" / "scalable" / "apps" / f"{entry['Icon']}.svg"
    assert icon.is_file()
    assert QSvgRenderer(str(icon)).isValid()


def test_metainfo_is_installed_where_software_centres_look(installed):
    installed_copy = installed / "metainfo" / f"{APP_ID}.metainfo.xml"
    shipped = REPO / "resources" / f"{APP_ID}.metainfo.xml"
    assert installed_copy.read_bytes() == shipped.read_bytes()


@given(st.text(st.characters(min_codepoint=0x20, exclude_characters="\x7f"), max_size=40))
def test_any_printable_argument_survives_the_exec_escaping(argument):
    assert parse_exec(installer.exec_argument(argument)) == [argument]


@pytest.mark.parametrize("argument", ["a\nb", "tab\there", "esc\x1b"])
def test_control_characters_are_refused(argument):
    with pytest.raises(ValueError, match="control characters"):
        installer.exec_argument(argument)
