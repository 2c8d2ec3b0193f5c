"""A wheel and an sdist built from a clean clone carry every translation, compiled.

The "clean clone" is every file git tracks (plus new files not yet committed, so the test sees
work in progress), copied without the checkout's compiled .qm files or build output. The wheel
is installed into a new virtual environment in another directory and run from there. That
environment borrows only the Qt binding (PySide6 and shiboken6) from the test environment,
through a .pth file, so the test needs no network and no 100 MB install; everything of ours
comes from the wheel.
"""

import os
import subprocess
import sys
import sysconfig
import tarfile
import tomllib
import venv
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
TRANSLATIONS = sorted(path.stem for path in (REPO / "resources" / "translations").glob("*.ts"))

CHECK_INSTALLED = """
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTranslator

import gui
from gui.shell.i18n import translation_files
from gui.shell.resource_files import resource_path

app = QCoreApplication([])
print(Path(gui.__file__).resolve())
folder = resource_path("translations")
print(folder.resolve())
for name in sys.argv[1:]:
    translator = QTranslator()
    assert translator.load(str(folder / f"{name}.qm")), name
    assert not translator.isEmpty(), name
    print("loaded", name)
app_files = [Path(path).name for path in translation_files("zh_CN")]
print("chinese", " ".join(app_files))
"""


def git_files() -> list[str]:
    listing = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=REPO,
        capture_output=True,
        check=True,
    ).stdout.decode()
    return [name for name in listing.split("\0") if name and (REPO / name).is_file()]


@pytest.fixture(scope="module")
def clone(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("clone") / "puzzle-suite"
    for name in git_files():
        target = root / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes((REPO / name).read_bytes())
    assert not list(root.rglob("*.qm")), "compiled translations are not tracked"
    return root


@pytest.fixture(scope="module")
def wheel(clone, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    # The test environment already holds the build requirements, so build without isolation.
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--no-deps",
            "--no-build-isolation",
            "--wheel-dir",
            str(out),
            str(clone),
        ],
        check=True,
        capture_output=True,
        timeout=300,
    )
    (built,) = out.glob("puzzle_suite-*.whl")
    return built


@pytest.fixture(scope="module")
def environment(wheel, tmp_path_factory) -> Path:
    """A new virtual environment holding the wheel, away from the checkout."""
    home = tmp_path_factory.mktemp("fresh")
    env_dir = home / "env"
    venv.create(env_dir, with_pip=False)
    python = env_dir / ("Scripts" if os.name == "nt" else "bin") / "python"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "--python",
            str(python),
            "install",
            "--quiet",
            "--no-deps",
            "--no-index",
            str(wheel),
        ],
        check=True,
        capture_output=True,
        timeout=300,
    )
    binding = home / "qt-binding"
    binding.mkdir()
    site = Path(sysconfig.get_path("purelib"))
    for package in ("PySide6", "shiboken6"):
        (binding / package).symlink_to(site / package, target_is_directory=True)
    env_site = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    (Path(env_site) / "qt-binding.pth").write_text(f"{binding}\n", encoding="utf-8")
    return env_dir


def run_in(environment: Path, program: str, *args: str) -> subprocess.CompletedProcess:
    """Run one of the environment's programs from outside the checkout."""
    scripts = environment / ("Scripts" if os.name == "nt" else "bin")
    return subprocess.run(
        [str(scripts / program), *args],
        cwd=environment.parent,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_wheel_carries_a_compiled_translation_for_every_source(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for stem in TRANSLATIONS:
        assert f"resources/translations/{stem}.qm" in names, stem
    assert "resources/icons/puzzle-suite.svg" in names


def built_by_setuptools(clone: Path, hook: str, folder: Path) -> Path:
    """What setuptools' build hook `hook` (build_sdist, build_editable) builds from the clone."""
    call = f"import sys; from setuptools import build_meta; print(build_meta.{hook}(sys.argv[1]))"
    result = subprocess.run(
        [sys.executable, "-c", call, str(folder)],
        cwd=clone,
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    return folder / result.stdout.strip().splitlines()[-1]


def test_sdist_carries_them_too(clone, tmp_path):
    sdist = built_by_setuptools(clone, "build_sdist", tmp_path)
    with tarfile.open(sdist) as archive:
        names = {Path(*Path(name).parts[1:]).as_posix() for name in archive.getnames()}
    for stem in TRANSLATIONS:
        assert f"resources/translations/{stem}.qm" in names, stem


def test_installed_wheel_loads_every_translation_from_its_own_files(environment):
    result = run_in(environment, "python", "-I", "-c", CHECK_INSTALLED, *TRANSLATIONS)
    assert result.returncode == 0, result.stderr
    module, folder, *loaded, chinese = result.stdout.splitlines()
    for path in (Path(module), Path(folder)):
        assert path.is_relative_to(environment.resolve())
        assert not path.is_relative_to(REPO)
    assert loaded == [f"loaded {stem}" for stem in TRANSLATIONS]
    expected = [f"{stem}.qm" for stem in TRANSLATIONS if stem.endswith("_zh_CN")]
    assert set(expected) <= set(chinese.split()[1:])


def test_installed_program_reports_the_project_version(environment):
    with open(REPO / "pyproject.toml", "rb") as handle:
        version = tomllib.load(handle)["project"]["version"]
    result = run_in(environment, "puzzle-suite", "--version")
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"puzzle-suite {version}\n"


def test_editable_install_is_a_plain_path_file(clone, tmp_path):
    """`pip install -e .` (make run, make test) puts the checkout on sys.path with a path file,
    not an import hook that every start of the environment's Python would load."""
    editable = zipfile.ZipFile(built_by_setuptools(clone, "build_editable", tmp_path))
    top_level = [name for name in editable.namelist() if "/" not in name]
    assert len(top_level) == 1 and top_level[0].endswith(".pth"), top_level
    assert editable.read(top_level[0]).decode().splitlines() == [str(clone.resolve())]
