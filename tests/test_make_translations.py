"""`make` compiles the translations through the venv's Python, never through pip's launcher.

pip writes the checkout's absolute path into the first lines of `.venv/bin/pyside6-lrelease`;
in a checkout whose path holds a quote (or `$`, a backtick...) that launcher fails, or worse
runs part of the path. Here a virtual environment is laid out at such a path, its launcher
made by pip's own script maker, and `make` must still compile a catalogue.
"""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
HOSTILE_NAME = "sq';touch PWNED;'&|\"$HOME`id`\\ x"
CATALOGUE = Path("resources/translations/app_zh_CN")


@pytest.fixture
def hostile_checkout(tmp_path):
    if shutil.which("make") is None:
        pytest.fail("make is needed")
    root = tmp_path / HOSTILE_NAME / "p"
    (root / "resources" / "translations").mkdir(parents=True)
    shutil.copy2(REPO / "Makefile", root / "Makefile")
    shutil.copy2(REPO / "pyproject.toml", root / "pyproject.toml")
    shutil.copy2(REPO / f"{CATALOGUE}.ts", root / f"{CATALOGUE}.ts")
    venv = root / ".venv"
    (venv / "bin").mkdir(parents=True)
    shutil.copy2(Path(sys.prefix) / "pyvenv.cfg", venv / "pyvenv.cfg")
    (venv / "lib").symlink_to(Path(sys.prefix) / "lib", target_is_directory=True)
    (venv / "bin" / "python").symlink_to(sys.executable)
    (venv / ".installed").touch()
    from pip._vendor.distlib.scripts import ScriptMaker

    maker = ScriptMaker(None, str(venv / "bin"))
    maker.executable = str(venv / "bin" / "python")
    maker.variants = {""}
    maker.make("pyside6-lrelease = PySide6.scripts.pyside_tool:lrelease")
    return root


def test_the_launcher_at_such_a_path_is_broken(hostile_checkout):
    launcher = hostile_checkout / ".venv" / "bin" / "pyside6-lrelease"
    result = subprocess.run(
        [str(launcher), "-version"], capture_output=True, text=True, timeout=60, check=False
    )
    assert result.returncode != 0


def test_make_compiles_a_catalogue_there_all_the_same(hostile_checkout):
    result = subprocess.run(
        ["make", "-s", "-o", ".venv/.installed", f"{CATALOGUE}.qm"],
        cwd=hostile_checkout,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert (hostile_checkout / f"{CATALOGUE}.qm").stat().st_size > 0
    assert not list(hostile_checkout.parent.parent.rglob("PWNED"))
