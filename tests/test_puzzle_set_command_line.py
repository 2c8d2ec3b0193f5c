"""`puzzle-suite --set FILE` opens a set; `--worksheet FILE.pdf --set FILE` prints one."""

import pypdf
import pytest

from gui.shell import app
from gui.shell.settings_menu import TWENTYFOUR

SET = "# Friday\n24:3388\nMS:5+7=2\nms:6-4=9:m2\n24:AKQJ:T36\n"


@pytest.fixture
def set_file(tmp_path):
    path = tmp_path / "friday.txt"
    path.write_text(SET, encoding="utf-8")
    return path


def pdf_pages(path):
    return [" ".join(page.extract_text().split()) for page in pypdf.PdfReader(path).pages]


def test_the_app_opens_a_set_on_its_first_puzzle(qtbot, tmp_path, set_file):
    options = app.parse_arguments(["--set", str(set_file), "--settings", str(tmp_path / "s.ini")])
    with app.open_settings(options) as settings:
        window = app.build_window(options, settings, tmp_path / "data")
        qtbot.addWidget(window)
        assert window.current_game() == TWENTYFOUR
        assert window.sharing.current_code() == "24:3388"
        assert window.puzzle_sets.bar.label.text() == "Puzzle 1 of 4"


@pytest.mark.parametrize(
    ("text", "complaint"),
    [
        (
            "24:3388\n24:33Z8\n\nXX:1\n",
            "argument --set: line 2: 33Z8 are not cards: a code writes each card as one of "
            "A 2-9 T J Q K; line 4: XX is not a game: a code starts with 24: or MS:",
        ),
        ("# nothing yet\n", "argument --set: the puzzle set has no puzzles"),
    ],
)
def test_a_bad_set_is_one_line_and_status_2(capsys, tmp_path, text, complaint):
    path = tmp_path / "bad.txt"
    path.write_text(text, encoding="utf-8")
    worksheet = ["--worksheet", str(tmp_path / "x.pdf")]
    for argv in (["--set", str(path)], [*worksheet, "--set", str(path)]):
        assert app.main(argv) == 2
        assert capsys.readouterr().err == f"puzzle-suite: error: {complaint}\n"
    assert not (tmp_path / "x.pdf").exists()


def test_a_worksheet_of_a_set_holds_its_puzzles_and_answers(tmp_path, set_file):
    target = tmp_path / "friday.pdf"
    argv = ["--worksheet", str(target), "--set", str(set_file), "--answers", "--lang", "en"]
    assert app.main(argv) == 0
    pages = pdf_pages(target)
    assert len(pages) == 2
    assert pages[0].startswith("Puzzles")
    for text in ("3 3 8 8", "5+7=2", "6-4=9", "A K Q J → 36", "Move 2 sticks"):
        assert text in pages[0]
    assert "8÷(3-8÷3)" in pages[1]
    assert "seed" not in pages[0]


def test_a_set_of_one_game_gets_that_game_s_title(tmp_path):
    path = tmp_path / "hands.txt"
    path.write_text("24:3388\n24:4477\n", encoding="utf-8")
    target = tmp_path / "hands.pdf"
    assert app.main(["--worksheet", str(target), "--set", str(path), "--lang", "en"]) == 0
    assert pdf_pages(target)[0].startswith("24 points practice")


@pytest.mark.parametrize(
    ("extra", "complaint"),
    [
        (["--game", "24"], "--set gives the puzzles; it cannot be used with --game"),
        (["--count", "3"], "--count is for --game; --set gives its own puzzles"),
        (["--seed", "4"], "--seed is for --game; --set gives its own puzzles"),
    ],
)
def test_generator_settings_are_refused_with_a_set(capsys, tmp_path, set_file, extra, complaint):
    argv = ["--worksheet", str(tmp_path / "x.pdf"), "--set", str(set_file), *extra]
    assert app.main(argv) == 2
    assert capsys.readouterr().err == f"puzzle-suite: error: {complaint}\n"


def test_a_set_longer_than_a_worksheet_is_refused(capsys, tmp_path):
    path = tmp_path / "long.txt"
    path.write_text("24:3388\n" * 61, encoding="utf-8")
    assert app.main(["--worksheet", str(tmp_path / "x.pdf"), "--set", str(path)]) == 2
    assert capsys.readouterr().err == (
        "puzzle-suite: error: a worksheet holds at most 60 puzzles; the set has 61\n"
    )
