"""The printed sheet's pages: twelve puzzles on one A4 and one Letter page in both games and
both languages, the key on a page of its own, an empty ruled answer box under every puzzle,
and "no solution" puzzles when asked for, marked in the key. Read back from the PDF."""

import re
import shutil
import subprocess
import unicodedata
from dataclasses import replace
from functools import cache

import pypdf
import pytest
from PySide6.QtCore import QBuffer
from PySide6.QtGui import QImage, QPageSize, QPdfWriter

from engines import matchsticks, twentyfour
from engines.classroom.worksheet import Options, entries, no_solution_places, twentyfour_entry
from engines.twentyfour.presets import PRESETS
from gui.classroom.worksheet.command_line import title_for
from gui.classroom.worksheet.language import SheetLanguage
from gui.classroom.worksheet.page import (
    MARGIN_MM,
    PDF_RESOLUTION,
    Sheet,
    SheetWriter,
    prepare,
    write_pdf,
)
from gui.shell import app

PAPERS = {"A4": QPageSize.PageSizeId.A4, "Letter": QPageSize.PageSizeId.Letter}
POINTS = {"A4": (595, 842), "Letter": (612, 792)}
KEY_TITLES = {"en": "Answer key", "zh_CN": "参考答案"}


@pytest.fixture(autouse=True)
def _fonts_need_an_application(qapp):
    """Fonts and PDF painting need a QGuiApplication."""


@cache
def default_entries(game, no_solution=False):
    return tuple(entries(Options(game, no_solution=no_solution), 31))


def sheet_of(game, language, **options):
    title = SheetLanguage(language).tr(title_for({game}))
    chosen = default_entries(game, options.get("no_solution", False))
    return Sheet(title, chosen, 31, answers=True, language=language, **options)


def written(tmp_path, sheet, paper):
    path = tmp_path / f"{paper}.pdf"
    assert write_pdf(sheet, str(path), QPageSize(PAPERS[paper]))
    return path


def page_texts(path):
    """Each page's text, single-spaced, the CJK radicals the PDF's font maps to read back as
    the characters they stand for."""
    return [
        " ".join(unicodedata.normalize("NFKC", page.extract_text()).split())
        for page in pypdf.PdfReader(path).pages
    ]


@pytest.mark.parametrize("paper", sorted(PAPERS))
@pytest.mark.parametrize("language", sorted(KEY_TITLES))
@pytest.mark.parametrize("game", ["24", "matchsticks"])
def test_the_default_sheet_fills_one_page_and_the_key_another(tmp_path, game, language, paper):
    path = written(tmp_path, sheet_of(game, language), paper)
    reader = pypdf.PdfReader(path)
    assert len(reader.pages) == 2
    assert len(re.findall(rb"/Type\s*/Page(?![A-Za-z])", path.read_bytes())) == 2
    width, height = (round(float(side)) for side in reader.pages[0].mediabox.upper_right)
    assert (width, height) == POINTS[paper]
    puzzles, key = page_texts(path)
    assert KEY_TITLES[language] not in puzzles and KEY_TITLES[language] in key
    assert all(f"{number}." in puzzles for number in range(1, 13))
    assert all(entry.text in puzzles for entry in default_entries(game))
    assert all(f"{number}." in key for number in range(1, 13))


def test_no_puzzle_has_no_solution_unless_asked():
    assert Options().no_solution is False
    for game in ("24", "matchsticks"):
        assert all(
            entry.solution_count or entry.answers for entry in default_entries(game)
        ), game


@pytest.mark.parametrize("game", ["24", "matchsticks"])
def test_puzzles_with_no_solution_replace_a_few_and_the_key_says_so(tmp_path, game):
    plain, mixed = default_entries(game), default_entries(game, no_solution=True)
    places = no_solution_places(Options(game, no_solution=True), 31)
    assert len(places) == 2
    for place, (before, after) in enumerate(zip(plain, mixed, strict=True)):
        if place not in places:
            assert after == before
        elif game == "24":
            assert after.solution_count == 0 and not twentyfour.is_solvable(after.hand)
        else:
            assert after.answers == () and not matchsticks.solve(after.puzzle, after.rules)
    puzzles, key = page_texts(written(tmp_path, sheet_of(game, "en", no_solution=True), "A4"))
    assert "Some puzzles have no solution" in puzzles
    for place in places:
        marked = f"{place + 1}. {mixed[place].text}"
        assert marked in key
        assert key.split(marked)[1].split(f"{place + 2}.")[0].strip().endswith("No solution")
    assert key.count("No solution") == 2
    zh_puzzles, zh_key = page_texts(
        written(tmp_path, sheet_of(game, "zh_CN", no_solution=True), "Letter")
    )
    assert "有些题目无解" in zh_puzzles.replace(" ", "") and zh_key.count("无解") == 2


def test_a_sheet_without_them_says_nothing_of_them(tmp_path):
    puzzles, key = page_texts(written(tmp_path, sheet_of("24", "en"), "A4"))
    assert "no solution" not in puzzles.lower() and "No solution" not in key


def test_the_command_line_asks_for_them_too(tmp_path, capsys):
    path = tmp_path / "sheet.pdf"
    argv = ["--worksheet", str(path), "--game", "24", "--seed", "31", "--answers"]
    assert app.main([*argv, "--no-solution", "--lang", "en"]) == 0
    assert page_texts(path)[1].count("No solution") == 2
    assert app.main(["--no-solution"]) == 2
    assert "--no-solution needs --worksheet FILE" in capsys.readouterr().err


def device_boxes(sheet, paper, dpi):
    """The answer boxes of the first page, in pixels at `dpi` from the paper's corner."""
    writer = QPdfWriter(QBuffer())
    writer.setResolution(PDF_RESOLUTION)
    prepare(writer, QPageSize(PAPERS[paper]))
    layout = SheetWriter(sheet, writer)
    scale = dpi / PDF_RESOLUTION
    margin = MARGIN_MM / 25.4 * dpi
    boxes = [layout.answer_box(cell) for cell, _number, _entry in layout.grid_pages()[0]]
    return [
        [round(value) for value in (margin + box.left() * scale, margin + box.top() * scale,
                                    box.width() * scale, box.height() * scale)]
        for box in boxes
    ]


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="needs poppler's pdftoppm")
@pytest.mark.parametrize("game", ["24", "matchsticks"])
def test_every_puzzle_has_an_empty_ruled_box_to_write_in(tmp_path, game):
    dpi = 150
    sheet = sheet_of(game, "en")
    path = written(tmp_path, sheet, "Letter")
    subprocess.run(
        ["pdftoppm", "-r", str(dpi), "-f", "1", "-l", "1", "-gray", "-png", str(path),
         str(tmp_path / "page")],
        check=True,
    )
    image = QImage(str(next(tmp_path.glob("page*.png"))))
    assert image.width() == round(8.5 * dpi)

    def ink(x, y, darker_than):
        return image.pixelColor(x, y).value() < darker_than

    boxes = device_boxes(sheet, "Letter", dpi)
    assert len(boxes) == 12
    for left, top, width, height in boxes:
        assert height >= 12 / 25.4 * dpi - 1  # at least 12 mm to write in
        columns = range(left + 12, left + width - 12)
        edge = [any(ink(x, y, 200) for y in range(top - 2, top + 3)) for x in columns]
        assert sum(edge) > 0.9 * len(edge)  # the box is drawn
        rows = range(top + 4, top + height - 4)
        inside = [ink(x, y, 128) for y in rows for x in columns]
        assert sum(inside) < 0.02 * len(inside)  # and empty
        ruled = [sum(ink(x, y, 230) for x in columns) for y in rows]
        assert max(ruled) > 0.3 * len(columns)  # with a line to write on


COUNTDOWN_RULES = PRESETS["countdown"].rules(455)
KRYPTO_RULES = PRESETS["krypto"].rules(19)


def test_each_rule_book_prints_its_own_rule_and_a_mixed_sheet_says_which_puzzles(tmp_path):
    """A Countdown sheet is not told to use every card; on a sheet mixing rule books each
    24-point rule names its puzzles, and the long rules wrap onto the page."""
    countdown = twentyfour_entry((100, 25, 1, 3, 7, 10), COUNTDOWN_RULES)
    only = Sheet("Countdown", (countdown, countdown), None)
    (first,) = page_texts(written(tmp_path, only, "A4"))
    assert "some or all of the numbers" in first and "Use every card once" not in first
    krypto = twentyfour_entry((1, 13, 17, 22, 5), KRYPTO_RULES)
    usual = twentyfour_entry((3, 3, 8, 8))
    mixed = Sheet("Mixed", (countdown, usual, *[countdown] * 3, krypto, usual), None)
    layout = SheetWriter(mixed, QPdfWriter(str(tmp_path / "layout.pdf")))
    rules = layout.rules()
    assert [rule.split(":")[0] for rule in rules] == ["Puzzles 1, 3–5", "Puzzles 2, 7", "Puzzle 6"]
    assert rules[0].startswith("Puzzles 1, 3–5: Countdown:")
    assert layout.rule_rows()[0][1] > 1
    usual_only = SheetWriter(Sheet("24", (usual,), None), QPdfWriter(str(tmp_path / "u.pdf")))
    assert usual_only.header_height(True) < layout.header_height(True)
    chinese = SheetWriter(replace(mixed, language="zh_CN"), QPdfWriter(str(tmp_path / "z.pdf")))
    assert chinese.rules()[0].startswith("第 1, 3–5 题：Countdown 数字游戏")
