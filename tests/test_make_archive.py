"""`make dist` packs the standalone build into one archive per system, named by version."""

import tarfile
import tomllib
import zipfile
from pathlib import Path

import pytest
from packaging_scripts import load_script

REPO = Path(__file__).resolve().parent.parent


make_archive = load_script("make_archive")


@pytest.fixture
def build(tmp_path) -> Path:
    folder = tmp_path / "dist" / "puzzle-suite"
    (folder / "_internal").mkdir(parents=True)
    (folder / "puzzle-suite").write_bytes(b"\x7fELF program")
    (folder / "_internal" / "data.txt").write_text("data\n", encoding="utf-8")
    return folder


def test_archive_is_named_after_the_project_version():
    with open(REPO / "pyproject.toml", "rb") as handle:
        version = tomllib.load(handle)["project"]["version"]
    stem = make_archive.archive_stem("Linux", "x86_64")
    assert stem == f"puzzle-suite-{version}-linux-x86_64"


@pytest.mark.parametrize(("system", "suffix"), [("Linux", ".tar.xz"), ("Darwin", ".tar.gz")])
def test_tar_archives_hold_the_folder_under_its_own_name(build, system, suffix):
    archive = make_archive.pack(build, build.parent / "release", system)
    assert archive.name == f"release{suffix}"
    with tarfile.open(archive) as packed:
        names = set(packed.getnames())
        assert packed.extractfile("puzzle-suite/puzzle-suite").read() == b"\x7fELF program"
    assert "puzzle-suite/_internal/data.txt" in names


def test_windows_gets_a_zip_with_forward_slashes(build):
    archive = make_archive.pack(build, build.parent / "release", "Windows")
    assert archive.suffix == ".zip"
    with zipfile.ZipFile(archive) as packed:
        assert packed.read("puzzle-suite/_internal/data.txt") == b"data\n"


def test_missing_build_is_one_line_and_status_2(tmp_path, capsys):
    assert make_archive.main([str(tmp_path)]) == 2
    assert capsys.readouterr().err.count("\n") == 1
