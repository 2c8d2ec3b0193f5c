"""Worksheets: the puzzles and answer keys the engines give, read back from the PDF itself."""

import unicodedata
from pathlib import Path

import pypdf
import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QFontDatabase, QPageSize

from engines import matchsticks, twentyfour
from engines.classroom.worksheet import (
    KEY_SOLUTIONS,
    LISTED_SOLUTIONS,
    Options,
    entries,
    matchstick_entry,
    twentyfour_entry,
)
from engines.matchsticks.hint_ladder import step_message
from gui.classroom.worksheet.language import SheetLanguage
from gui.classroom.worksheet.page import Sheet, default_page_size, write_pdf
from gui.shell import app


@pytest.fixture(autouse=True)
def _fonts_need_an_application(qapp):
    """Fonts and PDF painting need a QGuiApplication."""


def pdf_pages(path: Path) -> list[str]:
    """Each page's text with runs of white space made single spaces."""
    return [" ".join(page.extract_text().split()) for page in pypdf.PdfReader(path).pages]


def write(tmp_path, entries_, **sheet) -> list[str]:
    path = tmp_path / "sheet.pdf"
    assert write_pdf(Sheet("Unit 3", tuple(entries_), 7, **sheet), str(path))
    return pdf_pages(path)


def test_the_same_seed_gives_the_same_puzzles_and_another_seed_others():
    options = Options("24", count=6)
    assert entries(options, 11) == entries(options, 11)
    assert entries(options, 11) != entries(options, 12)
    sticks = Options("matchsticks", count=6, kind="add", sticks=1)
    assert entries(sticks, 3) == entries(sticks, 3)


def test_puzzles_follow_the_options_and_do_not_repeat():
    chosen = entries(Options("24", count=10, level="hard", cards=5), 4)
    assert len({tuple(sorted(entry.hand)) for entry in chosen}) == 10
    for entry in chosen:
        assert len(entry.hand) == 5
        assert twentyfour.difficulty(entry.hand) == "hard"
    for entry in entries(Options("matchsticks", count=5, kind="remove", sticks=2), 4):
        assert entry.puzzle is not None
        assert (entry.puzzle.kind, entry.puzzle.count) == ("remove", 2)


def test_answers_are_the_solutions_the_engines_find_and_their_count():
    for options in (Options("24", count=5), Options("24", count=2, cards=5, level="easy")):
        for entry in entries(options, 9):
            texts = [s.text for s in twentyfour.solve(entry.hand)]
            assert list(entry.solutions) == texts[:LISTED_SOLUTIONS]
            assert entry.solution_count == len(texts)
    truncating = twentyfour.Rules(left_to_right=True, division="truncate")
    entry = twentyfour_entry((1, 2, 3, 4), truncating)
    texts = [s.text for s in twentyfour.solve((1, 2, 3, 4), truncating)]
    assert (list(entry.solutions), entry.solution_count) == (texts[:LISTED_SOLUTIONS], len(texts))
    for entry in entries(Options("matchsticks", count=5, kind="move", sticks=2), 9):
        solved = matchsticks.solve(entry.puzzle)
        assert [answer.equation for answer in entry.answers] == [s.text for s in solved]
        assert [answer.layout for answer in entry.answers] == [s.layout for s in solved]


def test_a_24_sheet_has_the_grid_then_a_key_checked_against_the_engine(tmp_path):
    chosen = entries(Options("24", count=12, cards=5), 5)
    pages = write(tmp_path, chosen, answers=True)
    assert len(pages) == 2  # twelve puzzles fill a page; the answers have their own
    puzzles, key = pages[0], pages[1]
    assert "Answer key" not in puzzles
    assert pages[0].startswith("Unit 3 Name: Class: Date:")
    assert "Unit 3 — Answer key" in key
    assert puzzles.count("Make 24") == 12
    for number, entry in enumerate(chosen, start=1):
        assert f"{number}." in puzzles
        assert entry.text in puzzles
        solutions = twentyfour.solve(entry.hand)
        shown = solutions[:KEY_SOLUTIONS]
        for solution in shown:
            written = solution.text.replace("*", "×").replace("/", "÷")
            assert written in key
            assert twentyfour.check(written, entry.hand).ok
        if len(solutions) > KEY_SOLUTIONS:
            assert f"+{len(solutions) - KEY_SOLUTIONS} more" in key
    assert "seed 7 · 2/2" in pages[1]


def test_the_key_can_use_ascii_operators(tmp_path):
    chosen = [entry for entry in entries(Options("24", count=10), 2) if "*" in entry.solutions[0]]
    key = write(tmp_path, chosen[:1], answers=True, math_symbols=False)[-1]
    assert chosen[0].solutions[0] in key
    assert "×" not in key


def test_without_answers_there_is_no_key(tmp_path):
    pages = write(tmp_path, entries(Options("24", count=3), 1))
    assert len(pages) == 1
    assert "Answer key" not in pages[0]


def test_a_matchstick_key_lists_each_solution_and_the_sticks_moved(tmp_path):
    chosen = entries(Options("matchsticks", count=4, kind="move", sticks=2), 8)
    pages = write(tmp_path, chosen, answers=True)
    puzzles, key = pages[0], pages[-1]
    assert puzzles.count("Move 2 sticks") == 4
    for entry in chosen:
        assert entry.text in puzzles
        for solution in matchsticks.solve(entry.puzzle):
            assert matchsticks.check(entry.puzzle, solution.layout).ok
            assert f"{solution.text} — {step_message('move', solution.moves)}" in key


def test_mixed_entries_share_one_sheet(tmp_path):
    hand = twentyfour.parse_hand("3 3 8 8")
    puzzle = matchsticks.Puzzle(matchsticks.parse("5+7=2"), "move", 1)
    pages = write(tmp_path, [twentyfour_entry(hand), matchstick_entry(puzzle)], answers=True)
    assert "3 3 8 8" in pages[0] and "5+7=2" in pages[0] and "Move 1 stick" in pages[0]
    assert "8÷(3-8÷3)" in pages[1]
    assert "9-7=2 — move a stick from cell 2 to cell 1" in pages[1]


@pytest.fixture
def cjk_font():
    if not QFontDatabase.families(QFontDatabase.WritingSystem.SimplifiedChinese):
        pytest.skip("no CJK font installed (Noto Sans CJK or similar)")


def test_a_chinese_sheet_uses_the_systems_cjk_font(tmp_path, cjk_font):
    language = SheetLanguage("zh_CN")
    assert language.families[-1] in QFontDatabase.families(
        QFontDatabase.WritingSystem.SimplifiedChinese
    )
    chosen = entries(Options("matchsticks", count=2), 1)
    # Some CJK fonts share a glyph between an ideograph and its Kangxi radical, and the PDF
    # names the radical; NFKC, which search tools apply, maps it back.
    pages = [
        unicodedata.normalize("NFKC", page)
        for page in write(tmp_path, chosen, answers=True, language="zh_CN")
    ]
    assert pages[0].startswith("Unit 3 ")
    for text in ("姓名：", "日期：", "移动 1 根火柴", "种子 7 · 1/2"):
        assert unicodedata.normalize("NFKC", text) in pages[0]
    assert "参考答案" in pages[-1]
    for entry in chosen:
        for answer in entry.answers:
            steps = language.message(answer.steps)
            assert steps.startswith("把第")
            assert "".join(steps.split()) in "".join(pages[-1].split())


def test_paper_follows_the_locale():
    american = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    chinese = QLocale(QLocale.Language.Chinese, QLocale.Country.China)
    assert default_page_size(american).id() == QPageSize.PageSizeId.Letter
    assert default_page_size(chinese).id() == QPageSize.PageSizeId.A4


def test_the_pdf_has_the_chosen_paper(tmp_path):
    path = tmp_path / "letter.pdf"
    sheet = Sheet("Letter", tuple(entries(Options("24", count=1), 1)), 1)
    assert write_pdf(sheet, str(path), QPageSize(QPageSize.PageSizeId.Letter))
    box = pypdf.PdfReader(path).pages[0].mediabox
    assert (round(box.width), round(box.height)) == (612, 792)


def test_command_line_writes_the_same_sheet_for_the_same_seed(tmp_path):
    texts = []
    for name in ("a.pdf", "b.pdf"):
        argv = ["--worksheet", str(tmp_path / name), "--game", "matchsticks", "--add", "1"]
        argv += ["--count", "5", "--seed", "42", "--answers", "--lang", "en", "--title", "Fix it"]
        assert app.main(argv) == 0
        texts.append(pdf_pages(tmp_path / name))
    assert texts[0] == texts[1]
    assert texts[0][0].startswith("Fix it")
    assert texts[0][0].count("Add 1 stick") == 5


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--count", "3"], "--count needs --worksheet FILE"),
        (["--worksheet", "x.pdf"], "--worksheet needs --game 24 or --game matchsticks"),
        (["--worksheet", "x.pdf", "--game", "24", "--moves", "1"], "are for --game matchsticks"),
        (["--worksheet", "x.pdf", "--game", "matchsticks", "--cards", "5"], "--cards is for"),
        (["--worksheet", "x.pdf", "--game", "24", "--count", "61"], "--count must be 1 to 60"),
        (["--worksheet", "x.pdf", "--game", "24", "--cards", "7"], "--cards must be 4 to 6"),
    ],
)
def test_command_line_refuses_bad_options_in_one_line(capsys, argv, message):
    assert app.main(argv) == 2
    err = capsys.readouterr().err
    assert message in err
    assert len(err.splitlines()) == 1


def test_command_line_reports_settings_without_puzzles_and_unwritable_files(capsys, tmp_path):
    argv = ["--worksheet", str(tmp_path / "x.pdf"), "--game", "matchsticks", "--add", "1"]
    assert app.main([*argv, "--level", "hard"]) == 2
    assert capsys.readouterr().err == (
        "puzzle-suite: error: adding or taking away one stick never makes a hard puzzle: "
        "choose medium, or two or more sticks\n"
    )
    missing = tmp_path / "no" / "such" / "dir" / "x.pdf"
    assert app.main(["--worksheet", str(missing), "--game", "24", "--count", "1"]) == 2
    assert capsys.readouterr().err == f"puzzle-suite: error: cannot write {missing}\n"
