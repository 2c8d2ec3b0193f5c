"""The PyInstaller one-folder bundle builds, starts without the source tree and renders.

Building takes seconds, not minutes, so this runs within `make test`; `make bundle-test`
runs it alone.
"""

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

REPO = Path(__file__).resolve().parent.parent
SPEC = REPO / "packaging" / "puzzle-suite.spec"

pytestmark = pytest.mark.bundle


@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> Path:
    if importlib.util.find_spec("PyInstaller") is None:
        pytest.fail("PyInstaller is missing: install the test tools with `make test`")
    if not any((REPO / "resources" / "translations").glob("*.qm")):
        pytest.fail("compile the translations first (`make translations`)")
    work = tmp_path_factory.mktemp("bundle")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--log-level",
            "ERROR",
            "--distpath",
            str(work / "dist"),
            "--workpath",
            str(work / "build"),
            str(SPEC),
        ],
        cwd=REPO,
        check=True,
        capture_output=True,
        timeout=600,
    )
    return work / "dist" / "puzzle-suite"


def run_bundled(bundle: Path, *args: str, home: Path) -> subprocess.CompletedProcess:
    """Run the bundled program from an unrelated directory, as a double click would."""
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_DATA_HOME": str(home / "data"),
        "QT_QPA_PLATFORM": "offscreen",
    }
    return subprocess.run(
        [str(bundle / "puzzle-suite"), *args],
        cwd=home,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_bundled_binary_renders_a_screenshot(bundle, tmp_path):
    shot = tmp_path / "bundled.png"
    result = run_bundled(
        bundle,
        "--screenshot",
        str(shot),
        "--size",
        "1024x700",
        "--tab",
        "matchsticks",
        home=tmp_path,
    )
    assert result.returncode == 0, result.stderr
    image = QImage(str(shot))
    assert (image.width(), image.height()) == (1024, 700)
    grid = [(x, y) for x in range(0, 1024, 8) for y in range(0, 700, 8)]
    assert len({image.pixel(x, y) for x, y in grid}) > 50


def test_bundled_binary_reports_bad_options_in_one_line(bundle, tmp_path):
    result = run_bundled(bundle, "--size", "tiny", home=tmp_path)
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1


def test_bundle_carries_icon_and_every_translation(bundle):
    shipped = next(bundle.rglob("resources"))
    assert (shipped / "icons" / "puzzle-suite.svg").is_file()
    for compiled in (REPO / "resources" / "translations").glob("*.qm"):
        assert (shipped / "translations" / compiled.name).is_file()
    assert any(bundle.rglob("qtbase_zh_CN.qm"))
