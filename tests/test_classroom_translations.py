"""The classroom parts of the GUI each ship a finished Chinese catalogue of their own."""

import subprocess
import sys
from pathlib import Path

import pytest

from tests.test_i18n import _messages

REPO = Path(__file__).resolve().parent.parent
CATALOGUES = {
    f"{part}_zh_CN.ts": sorted(
        str(p.relative_to(REPO)) for p in REPO.glob(f"gui/classroom/{part}/*.py")
    )
    for part in ("worksheet", "presentation")
} | {
    "how_many_ways_zh_CN.ts": ["gui/classroom/how_many_ways.py"],
    "puzzles_from_zh_CN.ts": ["gui/classroom/puzzles_from_dialog.py"],
    "classroom_zh_CN.ts": ["gui/classroom/menu.py"],
    "contest_zh_CN.ts": sorted(
        str(p.relative_to(REPO)) for p in REPO.glob("gui/classroom/contest/*.py")
    ),
}


@pytest.mark.parametrize("catalogue", sorted(CATALOGUES))
def test_the_catalogue_covers_every_string_and_is_finished(tmp_path, catalogue):
    fresh = tmp_path / "fresh.ts"
    lupdate = Path(sys.executable).with_name("pyside6-lupdate")
    subprocess.run(
        [str(lupdate), *CATALOGUES[catalogue], "-ts", str(fresh)],
        cwd=REPO,
        check=True,
        capture_output=True,
    )
    shipped = _messages(REPO / "resources" / "translations" / catalogue)
    assert set(_messages(fresh)) == set(shipped)
    for key, translation in shipped.items():
        assert translation.get("type") is None, key
        assert translation.text, key
