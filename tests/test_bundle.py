"""The PyInstaller one-folder bundle builds, starts without the source tree and renders.

It stays slim (only the Qt parts the program loads) without losing what a desktop needs: the
X11 and Wayland platform plugins with every library they link against, and the Chinese UI.
Building takes seconds, not minutes, so this runs within `make test`; `make bundle-test`
runs it alone.
"""

import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

REPO = Path(__file__).resolve().parent.parent
SPEC = REPO / "packaging" / "puzzle-suite.spec"
LARGEST_BUNDLE_BYTES = 120_000_000

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


def run_bundled(
    bundle: Path, *args: str, home: Path, launcher: tuple[str, ...] = (), **display: str
) -> subprocess.CompletedProcess:
    """Run the bundled program from an unrelated directory, as a double click would.

    It draws offscreen unless `display` names a platform and its server; `launcher` is a
    command to start it through (such as xvfb-run).
    """
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_DATA_HOME": str(home / "data"),
        "QT_QPA_PLATFORM": "offscreen",
        "LANG": "C.UTF-8",
        **display,
    }
    return subprocess.run(
        [*launcher, str(bundle / "puzzle-suite"), *args],
        cwd=home,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def bundled_screenshot(bundle: Path, home: Path, language: str, **display) -> QImage:
    shot = home / f"bundled-{language}.png"
    result = run_bundled(
        bundle,
        *("--screenshot", str(shot), "--size", "1024x700", "--tab", "24"),
        *("--hand", "3 3 8 8", "--lang", language),
        home=home,
        **display,
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    return QImage(str(shot))


def looks_painted(image: QImage) -> bool:
    grid = [(x, y) for x in range(0, 1024, 8) for y in range(0, 700, 8)]
    return image.size().toTuple() == (1024, 700) and len({image.pixel(*p) for p in grid}) > 50


def test_bundled_binary_renders_in_both_languages(bundle, tmp_path):
    english = bundled_screenshot(bundle, tmp_path, "en")
    chinese = bundled_screenshot(bundle, tmp_path, "zh_CN")
    assert looks_painted(english)
    assert looks_painted(chinese)
    # Same hand, same size: only the translated texts can tell the two apart.
    assert english != chinese


def test_bundled_binary_reports_the_project_version(bundle, tmp_path):
    with open(REPO / "pyproject.toml", "rb") as handle:
        version = tomllib.load(handle)["project"]["version"]
    result = run_bundled(bundle, "--version", home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"puzzle-suite {version}\n"


def test_bundled_binary_reports_bad_options_in_one_line(bundle, tmp_path):
    result = run_bundled(bundle, "--size", "tiny", home=tmp_path)
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1


def test_bundle_carries_icon_and_every_translation(bundle):
    shipped = next(bundle.rglob("resources"))
    assert (shipped / "icons" / "puzzle-suite.svg").is_file()
    for compiled in (REPO / "resources" / "translations").glob("*.qm"):
        assert (shipped / "translations" / compiled.name).is_file()
    (qt_translations,) = {path.parent for path in bundle.rglob("qtbase_*.qm")}
    assert (qt_translations / "qtbase_zh_CN.qm").is_file()
    assert {path.name for path in qt_translations.iterdir() if "_zh_CN" not in path.name} == set()


def test_bundle_is_slim(bundle):
    files = [path for path in bundle.rglob("*") if path.is_file() and not path.is_symlink()]
    size = sum(path.stat().st_size for path in files)
    assert size <= LARGEST_BUNDLE_BYTES, f"{size / 1e6:.1f} MB"
    names = {path.name for path in bundle.rglob("*")}
    for unused in ("libQt6Network.so.6", "libcrypto.so.3", "libqvnc.so", "libqjpeg.so"):
        assert unused not in names


def platform_plugin(bundle: Path, name: str) -> Path:
    (plugin,) = bundle.rglob(f"plugins/platforms/libq{name}.so")
    return plugin


@pytest.mark.parametrize("name", ["xcb", "wayland"])
def test_desktop_platform_plugins_have_what_they_link_against(bundle, name):
    """Every library the plugin needs is in the bundle, or is one PyInstaller leaves to the
    system (libc, libGL, libwayland-client, ...), so slimming has removed nothing it uses.
    """
    from PyInstaller.depend.dylib import include_library

    plugin = platform_plugin(bundle, name)
    if shutil.which("ldd") is None:
        pytest.skip("ldd is needed to list the plugin's libraries")
    folders = {path.parent for path in bundle.rglob("*.so*")}
    result = subprocess.run(
        ["ldd", str(plugin)],
        env=dict(os.environ, LD_LIBRARY_PATH=os.pathsep.join(map(str, sorted(folders)))),
        capture_output=True,
        text=True,
        check=True,
    )
    for library, location in re.findall(
        r"^\s*(\S+) => (.+?)(?: \(0x[0-9a-f]+\))?$", result.stdout, re.MULTILINE
    ):
        if not include_library(library):
            continue
        if location == "not found":
            # Missing from this machine as well, so no build made here could carry it.
            assert not any(Path(folder, library).exists() for folder in system_library_folders())
            continue
        assert Path(location).resolve().is_relative_to(bundle.resolve()), library


def system_library_folders() -> list[str]:
    listing = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True, check=False)
    return sorted(
        {
            str(Path(line.split(" => ")[1]).parent)
            for line in listing.stdout.splitlines()
            if " => " in line
        }
    )


@pytest.fixture
def wayland_display(tmp_path):
    """A headless Weston compositor for the length of one test (skipped without weston)."""
    weston = shutil.which("weston")
    if weston is None:
        pytest.skip("weston is not installed")
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    with subprocess.Popen(
        [weston, "--backend=headless-backend.so", "--socket=puzzle-test", "--idle-time=0"],
        env=dict(os.environ, XDG_RUNTIME_DIR=str(runtime)),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    ) as compositor:
        try:
            # Weston has its socket and shell once it launches the shell's helper programs.
            if not any("launching" in line for line in compositor.stderr):
                pytest.fail("weston stopped before it was ready")
            yield {
                "QT_QPA_PLATFORM": "wayland",
                "XDG_RUNTIME_DIR": str(runtime),
                "WAYLAND_DISPLAY": "puzzle-test",
            }
        finally:
            compositor.terminate()


def test_bundled_binary_runs_on_wayland(bundle, tmp_path, wayland_display):
    assert looks_painted(bundled_screenshot(bundle, tmp_path, "zh_CN", **wayland_display))


def test_bundled_binary_runs_on_x11(bundle, tmp_path):
    xvfb_run = shutil.which("xvfb-run")
    if xvfb_run is None:
        pytest.skip("xvfb-run (Debian package xvfb) is not installed")
    launcher = (xvfb_run, "-a", "-s", "-screen 0 1280x1024x24")
    shot = bundled_screenshot(bundle, tmp_path, "en", launcher=launcher, QT_QPA_PLATFORM="xcb")
    assert looks_painted(shot)
