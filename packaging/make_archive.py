"""Packs the standalone build into the release archive (`make dist`).

    python packaging/make_archive.py DIST

DIST holds the build PyInstaller made: `puzzle-suite/` (Linux, Windows) or `Puzzle Suite.app`
(macOS). The archive is written beside it as `puzzle-suite-VERSION-SYSTEM-MACHINE` plus
`.tar.xz` (Linux), `.zip` (Windows) or `.tar.gz` (macOS, where a .app keeps its symbolic links
only in a tar). Python's own tarfile and zipfile do the packing, so the same command works on
every system; xz at its strongest preset keeps the Linux download small.
"""

from __future__ import annotations

import lzma
import platform
import sys
import tarfile
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = "puzzle-suite"
MAC_APP = "Puzzle Suite.app"


def project_version() -> str:
    """The version, read from the one place it is written."""
    with open(ROOT / "pyproject.toml", "rb") as handle:
        return tomllib.load(handle)["project"]["version"]


def archive_stem(system: str, machine: str) -> str:
    return f"{FOLDER}-{project_version()}-{system.lower()}-{machine.lower()}"


def pack(build: Path, target_stem: Path, system: str) -> Path:
    """Write `build` (a folder) into an archive named after `target_stem`; return its path."""
    if system == "Windows":
        archive = target_stem.with_name(target_stem.name + ".zip")
        with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as bundle:
            for path in sorted(build.rglob("*")):
                bundle.write(path, path.relative_to(build.parent).as_posix())
        return archive
    if system == "Darwin":
        archive = target_stem.with_name(target_stem.name + ".tar.gz")
        with tarfile.open(archive, "w:gz", compresslevel=9) as bundle:
            bundle.add(build, arcname=build.name)
        return archive
    archive = target_stem.with_name(target_stem.name + ".tar.xz")
    with tarfile.open(archive, "w:xz", preset=9 | lzma.PRESET_EXTREME) as bundle:
        bundle.add(build, arcname=build.name)
    return archive


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: make_archive.py DIST", file=sys.stderr)
        return 2
    dist = Path(argv[0])
    system = platform.system()
    build = dist / (MAC_APP if system == "Darwin" else FOLDER)
    if not build.is_dir():
        print(f"make_archive.py: error: no build at {build}; run `make bundle`", file=sys.stderr)
        return 2
    archive = pack(build, dist / archive_stem(system, platform.machine()), system)
    print(f"Wrote {archive} ({archive.stat().st_size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
