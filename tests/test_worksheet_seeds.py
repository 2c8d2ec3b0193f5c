"""The same seed makes the same sheet and the same set as before the hand tables existed.

`tests/data/worksheet_seeds.json` and `worksheet_seed_pages.json` were recorded with the code
that solved and graded every hand as it was dealt (and judged every matchstick candidate anew);
the tables and memos must change how fast a sheet is made, never what is on it. The pages'
text was recorded again when twelve puzzles came to fill a page (the puzzles, their answers
and every word the same; only the order on the page and the page breaks moved).
"""

import json
from pathlib import Path

import pypdf
import pytest

from engines.classroom.puzzle_sets import generated_codes
from engines.classroom.worksheet import Entry, Options, drawn, entries
from engines.play.matchstick_puzzle import MatchstickPuzzle
from engines.play.puzzles import TwentyFourPuzzle
from engines.sharing.codes import code_of
from engines.twentyfour import known_hands
from gui.shell import app

DATA = Path(__file__).parent / "data"
RECORDED = json.loads((DATA / "worksheet_seeds.json").read_text(encoding="utf-8"))
PAGES = json.loads((DATA / "worksheet_seed_pages.json").read_text(encoding="utf-8"))


def record(entry: Entry) -> list:
    """An entry as the recording wrote it: the code, then the 24-point hand, its number of
    solutions and the first twelve, or each matchstick answer with its layout and steps."""
    if entry.puzzle is not None:
        code = code_of(MatchstickPuzzle(entry.puzzle, entry.rules))
        answers = [[a.equation, a.layout.text(), str(a.steps)] for a in entry.answers]
        return [code, answers]
    code = code_of(TwentyFourPuzzle(entry.hand, entry.rules))
    return [code, list(entry.hand), entry.solution_count, list(entry.solutions)]


def sheet_id(sheet: dict) -> str:
    return "-".join(str(value) for value in (*sheet["options"].values(), sheet["seed"]))


@pytest.mark.parametrize("sheet", RECORDED["sheets"], ids=sheet_id)
def test_a_seed_gives_the_recorded_entries(sheet):
    made = entries(Options(**sheet["options"]), sheet["seed"])
    assert [record(entry) for entry in made] == sheet["entries"]


@pytest.mark.parametrize("puzzle_set", RECORDED["sets"], ids=sheet_id)
def test_a_seed_gives_the_recorded_set(puzzle_set):
    options = Options(**puzzle_set["options"])
    assert generated_codes(options, puzzle_set["seed"]) == puzzle_set["codes"]


def test_without_the_tables_a_seed_still_gives_the_recorded_entries(monkeypatch):
    monkeypatch.setattr(known_hands, "_table", lambda cards: None)
    small = [sheet for sheet in RECORDED["sheets"] if sheet["options"]["cards"] == 4]
    assert len(small) >= 2
    for sheet in small[:3]:
        made = entries(Options(**sheet["options"]), sheet["seed"])
        assert [record(entry) for entry in made] == sheet["entries"]


@pytest.mark.parametrize("sheet", PAGES, ids=lambda sheet: "-".join(sheet["argv"][:8]))
def test_the_command_line_writes_the_recorded_pages(qapp, tmp_path, sheet):
    path = tmp_path / "sheet.pdf"
    assert app.main(["--worksheet", str(path), *sheet["argv"]]) == 0
    pages = [" ".join(page.extract_text().split()) for page in pypdf.PdfReader(path).pages]
    assert pages == sheet["pages"]


def test_drawing_reports_each_puzzle_and_draws_the_same_sheet():
    options = Options(game="matchsticks", count=7, level="medium", no_solution=True)
    counts = []
    sheet = drawn(options, 12, lambda done, total: counts.append((done, total)))
    assert counts == [(done, 7) for done in range(1, 8)]
    assert sheet == drawn(options, 12)
