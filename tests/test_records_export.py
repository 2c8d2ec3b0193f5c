"""`puzzle-suite --export-records FILE.csv`: every record of every player, without a window."""

import csv

from engines.records.database import FILE_NAME, Records
from tests.records_support import record
from tests.test_app import run_gui


def data_directory(home):
    return home / "data" / "PuzzleSuite" / "puzzle-suite"


def test_export_writes_every_players_rows_and_exits(tmp_path):
    folder = data_directory(tmp_path)
    folder.mkdir(parents=True)
    store = Records(folder / FILE_NAME)
    store.add(record(player="李华"))
    store.add(record("revealed", player="Wang Fang", minutes=3, game="matchsticks"))
    store.close()
    target = tmp_path / "class.csv"
    result = run_gui("--export-records", str(target), home=tmp_path)
    assert (result.returncode, result.stderr) == (0, "")
    rows = list(csv.DictReader(target.read_text(encoding="utf-8-sig").splitlines()))
    assert [(row["player"], row["game"], row["outcome"]) for row in rows] == [
        ("李华", "24", "solved"),
        ("Wang Fang", "matchsticks", "revealed"),
    ]


def test_export_problems_are_one_line(tmp_path):
    target = tmp_path / "no such folder" / "class.csv"
    result = run_gui("--export-records", str(target), home=tmp_path)
    assert result.returncode == 1
    assert result.stderr.startswith(f"puzzle-suite: error: cannot write {target}: ")
    assert result.stderr.count("\n") == 1
    folder = data_directory(tmp_path)
    (folder / FILE_NAME).unlink()
    (folder / FILE_NAME).mkdir()
    result = run_gui("--export-records", str(tmp_path / "class.csv"), home=tmp_path)
    assert (result.returncode, result.stdout) == (1, "")
    assert result.stderr == (
        f"puzzle-suite: error: Records are off: {folder / FILE_NAME} cannot be written.\n"
    )
