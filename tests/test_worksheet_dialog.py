"""File ▸ Print worksheet…: the settings make the sheet, saved as PDF or shown in a preview."""

import threading
import time

import pypdf
import pytest
from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewWidget

from engines import twentyfour
from engines.classroom.worksheet import Options, entries, entry_of, twentyfour_entry
from engines.matchsticks.glyphs import GLYPH_SETS
from engines.play.puzzles import TwentyFourPuzzle
from gui.classroom.worksheet import making
from gui.classroom.worksheet.dialog import GivenPuzzles, WorksheetDialog
from gui.classroom.worksheet.page import paint_sheet


@pytest.fixture
def dialog(qtbot):
    widget = WorksheetDialog()
    qtbot.addWidget(widget)
    return widget


def choose(combo, value):
    combo.setCurrentIndex(combo.findData(value))


def test_the_settings_are_the_options_of_the_sheet(dialog):
    choose(dialog.game, "matchsticks")
    dialog.count.setValue(5)
    choose(dialog.level, "easy")
    choose(dialog.kind, "add")
    dialog.sticks.setValue(2)
    dialog.seed.setValue(77)
    assert dialog.options() == Options("matchsticks", 5, "easy", 4, "add", 2, 77)


def test_each_game_shows_only_its_own_settings(dialog):
    dialog.show()
    choose(dialog.game, "24")
    assert dialog.cards.isVisible() and not dialog.sticks.isVisible()
    choose(dialog.game, "matchsticks")
    assert dialog.sticks.isVisible() and dialog.kind.isVisible() and not dialog.cards.isVisible()


def test_the_bounds_are_those_of_a_worksheet(dialog):
    assert (dialog.count.minimum(), dialog.count.maximum()) == (1, 60)
    assert (dialog.cards.minimum(), dialog.cards.maximum()) == (4, 6)
    assert (dialog.sticks.minimum(), dialog.sticks.maximum()) == (1, 3)


def test_saving_writes_the_sheet_the_settings_describe(qtbot, dialog, tmp_path):
    dialog.count.setValue(3)
    dialog.seed.setValue(12)
    dialog.title.setText("Friday")
    path = tmp_path / "friday.pdf"
    with qtbot.waitSignal(dialog.ready, timeout=20_000) as made:
        qtbot.mouseClick(dialog.answers, Qt.MouseButton.LeftButton)  # no answer key
        dialog.save_pdf(str(path))
    sheet = made.args[0]
    assert list(sheet.entries) == entries(Options("24", 3, seed=12), 12)
    assert not sheet.answers
    pages = [page.extract_text() for page in pypdf.PdfReader(path).pages]
    assert len(pages) == 1 and pages[0].startswith("Friday")
    assert "Saved" in dialog.status.text()


def test_impossible_settings_are_explained_and_the_buttons_come_back(qtbot, dialog, tmp_path):
    choose(dialog.game, "matchsticks")
    choose(dialog.kind, "add")
    choose(dialog.level, "hard")
    dialog.save_pdf(str(tmp_path / "none.pdf"))
    qtbot.waitUntil(lambda: dialog.save_button.isEnabled(), timeout=20_000)
    assert "one stick never makes a hard puzzle" in dialog.status.text()
    assert not (tmp_path / "none.pdf").exists()


def test_the_preview_draws_the_same_pages_a_printer_gets(qtbot, dialog, tmp_path):
    dialog.count.setValue(2)
    with qtbot.waitSignal(dialog.ready, timeout=20_000) as made:
        dialog.open_preview()
    preview = dialog.findChild(object, "worksheetPreview")
    assert preview is not None and preview.isVisible()
    preview.close()
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    assert paint_sheet(made.args[0], printer) == 2
    assert len(pypdf.PdfReader(tmp_path / "printed.pdf").pages) == 2


def test_a_dialog_for_given_puzzles_prints_exactly_those(qtbot, tmp_path):
    hand = twentyfour.parse_hand("3 3 8 8")
    given = [twentyfour_entry(hand)]
    dialog = WorksheetDialog(puzzles=GivenPuzzles((TwentyFourPuzzle(hand),)))
    qtbot.addWidget(dialog)
    assert dialog.count.isHidden() and dialog.game.isHidden()
    assert dialog.title.placeholderText() == "24 points practice"
    with qtbot.waitSignal(dialog.ready) as made:
        dialog.save_pdf(str(tmp_path / "set.pdf"))
    assert made.args[0].entries == tuple(given)
    assert made.args[0].seed is None
    page = pypdf.PdfReader(tmp_path / "set.pdf").pages[0].extract_text()
    assert "seed" not in page


@pytest.fixture
def held_answers(monkeypatch):
    """Answers wait until the event is set, as those of large hands under unusual rules do;
    the wait polls, so a stopped task unwinds."""
    release = threading.Event()

    def slow_entry(puzzle):
        while not release.is_set():
            time.sleep(0.01)
        return entry_of(puzzle)

    monkeypatch.setattr(making, "entry_of", slow_entry)
    yield release
    release.set()


def preview_pages(preview) -> int:
    return preview.findChild(QPrintPreviewWidget).pageCount()


def test_the_preview_shows_the_puzzles_first_and_fills_in_the_key(qtbot, dialog, held_answers):
    dialog.count.setValue(12)
    dialog.cards.setValue(5)
    dialog.open_preview()
    qtbot.waitUntil(lambda: dialog.findChild(object, "worksheetPreview") is not None)
    preview = dialog.findChild(object, "worksheetPreview")
    qtbot.waitExposed(preview)
    assert preview.sheet.answered == 0 and preview_pages(preview) == 1  # puzzles only
    assert preview.progress.value() == 0 and preview.progress.maximum() == 12
    assert preview.stop_button.isVisible() and not dialog.stop_button.isHidden()
    assert "0 of 12" in dialog.status.text()
    with qtbot.waitSignal(dialog.ready, timeout=20_000) as made:
        held_answers.set()
    assert made.args[0].answered is None and preview.sheet == made.args[0]
    assert preview_pages(preview) == 2 and not preview.progress.isVisible()
    assert dialog.preview_button.isEnabled() and dialog.stop_button.isHidden()


def test_stopping_closes_a_preview_whose_key_is_incomplete(qtbot, dialog, held_answers):
    dialog.count.setValue(4)
    dialog.open_preview()
    qtbot.waitUntil(lambda: dialog.findChild(object, "worksheetPreview") is not None)
    preview = dialog.findChild(object, "worksheetPreview")
    qtbot.waitExposed(preview)
    qtbot.mouseClick(preview.stop_button, Qt.MouseButton.LeftButton)
    assert not preview.isVisible()
    assert dialog.status.text() == "Stopped."
    assert dialog.preview_button.isEnabled() and dialog.stop_button.isHidden()


def test_closing_an_incomplete_preview_stops_the_answers(qtbot, dialog, held_answers):
    ready = []
    dialog.ready.connect(ready.append)
    dialog.count.setValue(4)
    dialog.open_preview()
    qtbot.waitUntil(lambda: dialog.findChild(object, "worksheetPreview") is not None)
    dialog.findChild(object, "worksheetPreview").reject()
    assert dialog.status.text() == "Stopped."
    held_answers.set()
    qtbot.wait(100)
    assert ready == [] and dialog.save_button.isEnabled()


def test_the_numbers_are_drawn_as_chosen_like_the_matchstick_setting(qtbot, dialog, tmp_path):
    dialog.show()
    qtbot.waitExposed(dialog)
    assert not dialog.glyphs.isVisible()  # 24 points has no sticks
    choose(dialog.game, "matchsticks")
    assert dialog.glyphs.isVisible()
    assert [dialog.glyphs.itemData(row) for row in range(dialog.glyphs.count())] == list(
        GLYPH_SETS
    )
    assert dialog.glyphs.itemText(3) == "Roman numerals"
    dialog.glyphs.setFocus()
    qtbot.keyClick(dialog.glyphs, Qt.Key.Key_End)
    assert dialog.options().glyphs == "roman"
    dialog.count.setValue(3)
    dialog.seed.setValue(5)
    path = tmp_path / "roman.pdf"
    with qtbot.waitSignal(dialog.ready, timeout=20_000) as made:
        dialog.save_pdf(str(path))
    assert all(entry.rules.glyphs == "roman" for entry in made.args[0].entries)
    assert made.args[0].entries == tuple(entries(Options("matchsticks", 3, glyphs="roman"), 5))
    text = pypdf.PdfReader(path).pages[0].extract_text()
    assert all(entry.text in text for entry in made.args[0].entries)
    assert not any(digit in entry.text for entry in made.args[0].entries for digit in "0123456789")


def test_puzzles_with_no_solution_are_off_until_ticked(qtbot, dialog, tmp_path):
    dialog.show()
    qtbot.waitExposed(dialog)
    assert not dialog.no_solution.isChecked() and not dialog.options().no_solution
    qtbot.mouseClick(dialog.no_solution, Qt.MouseButton.LeftButton)
    assert dialog.options().no_solution
    dialog.seed.setValue(31)
    path = tmp_path / "mixed.pdf"
    with qtbot.waitSignal(dialog.ready, timeout=20_000) as made:
        dialog.save_pdf(str(path))
    sheet = made.args[0]
    assert sheet.no_solution
    assert sum(entry.solution_count == 0 for entry in sheet.entries) == 2
    puzzles, key = (" ".join(page.extract_text().split()) for page in pypdf.PdfReader(path).pages)
    assert "Some puzzles have no solution" in puzzles
    assert key.count("No solution") == 2


def test_given_puzzles_ask_nothing_of_no_solution_or_digits(qtbot):
    dialog = WorksheetDialog(puzzles=GivenPuzzles((TwentyFourPuzzle((3, 3, 8, 8)),)))
    qtbot.addWidget(dialog)
    assert dialog.no_solution.isHidden() and dialog.glyphs.isHidden()


def pick_with_keys(qtbot, combo, value):
    """Choose an item of a combo box with the arrow keys, as a teacher would."""
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    while combo.currentData() != value:
        before = combo.currentIndex()
        qtbot.keyClick(combo, Qt.Key.Key_Down)
        assert combo.currentIndex() != before, value


def test_a_countdown_sheet_is_chosen_with_its_large_numbers(qtbot, dialog, tmp_path):
    dialog.show()
    generator = dialog.generator
    assert generator.preset.isVisible() and not generator.large.isVisible()
    pick_with_keys(qtbot, generator.preset, "countdown")
    assert generator.large.isVisible()
    assert not generator.level.isVisible() and not dialog.cards.isVisible()
    generator.large.setFocus()
    generator.large.selectAll()
    qtbot.keyClicks(generator.large, "3")
    dialog.count.setValue(2)
    dialog.seed.setValue(5)
    options = dialog.options()
    assert (options.preset, options.large) == ("countdown", 3)
    with qtbot.waitSignal(dialog.ready, timeout=20_000) as made:
        dialog.save_pdf(str(tmp_path / "countdown.pdf"))
    for entry in made.args[0].entries:
        assert len(entry.hand) == 6 and sum(card in (25, 50, 75, 100) for card in entry.hand) == 3
        assert 100 <= entry.rules.target <= 999
    pick_with_keys(qtbot, generator.preset, "krypto")
    assert not generator.large.isVisible()
    choose(dialog.game, "matchsticks")
    assert not generator.preset.isVisible()
    assert dialog.options().preset == "24"


def test_the_status_counts_the_puzzles_as_they_are_drawn(qtbot, dialog, tmp_path):
    choose(dialog.game, "matchsticks")
    dialog.count.setValue(5)
    counts, shown = [], []

    def seen(done, total):
        counts.append((done, total))
        shown.append(dialog.status.text())

    dialog._maker.drawing.connect(seen)
    with qtbot.waitSignal(dialog.ready, timeout=20_000):
        dialog.save_pdf(str(tmp_path / "sheet.pdf"))
    assert counts == [(done, 5) for done in range(1, 6)]
    assert shown[-1] == "Making the puzzles: 5 of 5"
