"""The Matchsticks tab: playing with real mouse events, checking, hints, solutions, settings."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

import pytest
from PySide6.QtCore import QSettings, Qt, QTranslator
from PySide6.QtWidgets import (
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

import engines.matchsticks as engine
from engines.matchsticks import Puzzle, Rules, parse, solve
from gui.matchsticks.analysis import analysis_may_be_slow
from gui.matchsticks.board import MatchBoard
from gui.matchsticks.messages import ENGINE_TEMPLATES
from gui.matchsticks.tab import MatchstickTab
from gui.matchsticks.verdict import shown_message
from gui.play.solutions_list import SolutionsList
from gui.shell import settings as keys
from gui.shell.i18n import translate_message
from gui.shell.resource_files import resource_path
from gui.shell.settings import Settings
from tests.test_match_board import (
    FIVE_UPPER_RIGHT,
    PLUS_VERTICAL,
    SEVEN_TOP,
    centre,
    count_pixels,
    drag,
    is_green,
    plain_board_image,
    wood_along,
)

pytestmark = pytest.mark.game_tab("matchsticks")


OBJECT_NAMES = {
    "matchBoard": MatchBoard,
    "movesLeftLabel": QLabel,
    "undoButton": QPushButton,
    "redoButton": QPushButton,
    "resetButton": QPushButton,
    "matchCheckButton": QPushButton,
    "matchHintButton": QPushButton,
    "matchSolutionsButton": QPushButton,
    "matchSolutionsList": SolutionsList,
    "newPuzzleButton": QPushButton,
    "puzzleInput": QLineEdit,
}


def scratch_settings(tmp_path) -> Settings:
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


def shown_tab(qtbot, settings: Settings) -> MatchstickTab:
    """The tab on screen at 1100x650, with its own settings."""
    widget = MatchstickTab(settings)
    qtbot.addWidget(widget)
    widget.resize(1100, 650)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def child(tab: QWidget, name: str):
    found = tab.findChild(OBJECT_NAMES[name], name)
    assert found is not None, name
    return found


def type_equation(qtbot, tab: MatchstickTab, text: str) -> None:
    field = child(tab, "puzzleInput")
    field.clear()
    qtbot.keyClicks(field, text)
    qtbot.keyClick(field, Qt.Key.Key_Return)


def test_every_named_control_is_there(tab):
    for name in OBJECT_NAMES:
        child(tab, name)


def test_message_list_matches_the_engine():
    assert len(ENGINE_TEMPLATES) == len(set(ENGINE_TEMPLATES))
    assert set(ENGINE_TEMPLATES) == set(engine.MESSAGE_TEMPLATES)


def test_solving_five_plus_seven_by_dragging_and_checking_scores(qtbot, tab):
    type_equation(qtbot, tab, "5+7=2")
    board = child(tab, "matchBoard")
    assert board.equation_text() == "5+7=2"
    assert child(tab, "movesLeftLabel").text() == "Moved: 0 sticks of 1"
    drag(qtbot, board, centre(board, PLUS_VERTICAL), centre(board, FIVE_UPPER_RIGHT))
    assert child(tab, "movesLeftLabel").text() == "Moved: 1 stick of 1"
    qtbot.mouseClick(child(tab, "matchCheckButton"), Qt.MouseButton.LeftButton)
    assert "9 − 7 = 2 is true" in tab.message_text()
    assert tab.scoreboard.score > 0 and tab.scoreboard.streak == 1


def test_an_unchanged_board_costs_nothing_but_a_wrong_layout_breaks_the_streak(qtbot, tab):
    type_equation(qtbot, tab, "5+7=2")
    board = child(tab, "matchBoard")
    drag(qtbot, board, centre(board, PLUS_VERTICAL), centre(board, FIVE_UPPER_RIGHT))
    tab.check_answer()
    assert tab.scoreboard.streak == 1
    type_equation(qtbot, tab, "5+7=2")
    tab.check_answer()
    assert tab.message_text() == "nothing has moved yet"
    assert tab.scoreboard.streak == 1 and tab.session.wrong_checks == 0
    start = tab.puzzle().start
    wrong = next(
        layout
        for source in sorted(start.sticks)
        for target in start.slots()
        if target not in start.sticks
        for layout in [engine.apply(start, engine.Move(source, target))]
        if tab.session.puzzle.judge(layout).kind == "wrong"
    )
    tab.session.push(wrong)
    tab.check_answer()
    assert tab.message_text() == engine.check(tab.puzzle(), wrong).message.format()
    assert tab.scoreboard.streak == 0 and tab.session.wrong_checks == 1


def test_moving_past_the_allowed_count_is_refused(qtbot, tab):
    type_equation(qtbot, tab, "5+7=2")
    board = tab.board
    drag(qtbot, board, centre(board, PLUS_VERTICAL), centre(board, FIVE_UPPER_RIGHT))
    drag(qtbot, board, centre(board, SEVEN_TOP), centre(board, (2, "g")))
    assert board.equation_text() == "9-7=2"
    assert "the 1 stick allowed" in tab.message_text()


def test_undo_redo_and_reset_buttons(qtbot, tab):
    type_equation(qtbot, tab, "5+7=2")
    undo, redo, reset = (child(tab, name) for name in ("undoButton", "redoButton", "resetButton"))
    assert not undo.isEnabled()
    tab.board.pick_stick(PLUS_VERTICAL)
    tab.board.place_stick(FIVE_UPPER_RIGHT)
    qtbot.mouseClick(undo, Qt.MouseButton.LeftButton)
    assert tab.board.equation_text() == "5+7=2" and redo.isEnabled()
    tab.redo()
    assert tab.board.equation_text() == "9-7=2"
    qtbot.mouseClick(reset, Qt.MouseButton.LeftButton)
    assert tab.board.equation_text() == "5+7=2"
    tab.undo()
    assert tab.board.equation_text() == "9-7=2"


def test_a_malformed_equation_shows_the_engine_message(qtbot, tab):
    before = tab.puzzle()
    type_equation(qtbot, tab, "5+=2")
    with pytest.raises(engine.EquationError) as error:
        parse("5+=2")
    assert tab.message_text() == shown_message(error.value.message)
    assert tab.message_text() == "5+=2 is not an equation: a number is missing"
    assert tab.puzzle() == before


def test_the_solutions_list_equals_the_engine_and_selecting_one_plays_it(qtbot, tab, settings):
    settings.set(keys.MS_STICKS, 2)
    tab.reload_settings()
    type_equation(qtbot, tab, "6+2=6")
    qtbot.mouseClick(child(tab, "matchSolutionsButton"), Qt.MouseButton.LeftButton)
    expected = solve(Puzzle(parse("6+2=6"), "move", 2))
    assert tab.solution_texts() == [solution.text for solution in expected]
    assert tab.panel.solutions_list.count_label.text() == f"{len(expected)} solutions"
    tab.board.move_duration_ms = 30
    view = tab.panel.solutions_list.view
    row = view.visualRect(view.model().index(1, 0)).center()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=row)
    assert tab.board.is_animating()
    qtbot.waitUntil(lambda: not tab.board.is_animating(), timeout=3000)
    assert tab.board.equation_text() == expected[1].text
    moved = expected[1].moves
    assert set(tab.board.highlights().targets) == {move.target for move in moved}
    assert set(tab.board.highlights().sources) == {move.source for move in moved}
    image = tab.board.render_image()
    for move in moved:
        assert count_pixels(image, tab.board.slot_rect(move.target), is_green) > 50
        solved = plain_board_image(tab.board, expected[1].layout)
        assert wood_along(image, tab.board, move.source) == wood_along(
            solved, tab.board, move.source
        )


def test_rule_settings_change_the_solutions(qtbot, tab, settings):
    type_equation(qtbot, tab, "0-3=3")
    tab.show_solutions()
    assert tab.solution_texts() == ["6-3=3"]
    settings.set(keys.MS_EQUALS_MUTABLE, True)
    tab.reload_settings()
    assert tab.rules() == Rules(equals_mutable=True)
    tab.show_solutions()
    assert tab.solution_texts() == ["0=3-3", "6-3=3"]
    tab.panel.multiply_check.click()
    assert settings.get(keys.MS_MULTIPLY_DIVIDE)
    type_equation(qtbot, tab, "0-4=0")
    tab.show_solutions()
    assert "0/4=0" in tab.solution_texts()


def test_the_hint_ladder_goes_from_cells_to_sticks_to_the_solution(qtbot, tab):
    type_equation(qtbot, tab, "5+7=2")
    ladder = engine.hints(tab.puzzle())
    tab.board.move_duration_ms = 30
    qtbot.mouseClick(child(tab, "matchHintButton"), Qt.MouseButton.LeftButton)
    assert tab.message_text().endswith(translate_message(ladder[0].message))
    assert tab.board.highlights().cells == ladder[0].cells
    tab.next_hint()
    assert tab.board.highlights().targets == (FIVE_UPPER_RIGHT,)
    assert tab.board.highlights().sources == (PLUS_VERTICAL,)
    tab.next_hint()
    qtbot.waitUntil(lambda: not tab.board.is_animating(), timeout=3000)
    assert tab.board.equation_text() == "9-7=2"


def test_new_puzzle_follows_the_settings_and_the_controls_store_them(qtbot, tab, settings):
    tab.panel.kind_combo.setCurrentIndex(2)
    assert settings.get(keys.MS_KIND) == "remove"
    with qtbot.waitSignal(tab.status_message):
        qtbot.mouseClick(child(tab, "newPuzzleButton"), Qt.MouseButton.LeftButton)
    puzzle = tab.puzzle()
    assert (puzzle.kind, puzzle.count) == ("remove", 1)
    assert puzzle.start.text() is not None
    assert solve(puzzle, tab.rules()), "a generated puzzle can be solved"


def test_a_slow_generation_runs_in_the_background(qtbot, tab, settings):
    settings.set(keys.MS_STICKS, 2)
    settings.set(keys.MS_DIGITS, 2)
    with qtbot.waitSignal(tab.runner.busy_changed):
        tab.reload_settings()  # a new two-stick puzzle replaces the generated one-stick puzzle
    assert tab.panel.busy_bar.isVisibleTo(tab)
    qtbot.waitUntil(lambda: not tab.is_busy(), timeout=10000)
    assert tab.puzzle().count == 2
    assert not tab.panel.busy_bar.isVisibleTo(tab)


def test_rules_text_and_retranslation(tab):
    assert "Matchsticks" in tab.rules_text()
    tab.retranslate_ui()
    assert child(tab, "matchCheckButton").text() == "Check"


def test_three_stick_solving_runs_in_the_background(qtbot, tab, settings):
    settings.set(keys.MS_STICKS, 3)
    tab.reload_settings()
    type_equation(qtbot, tab, "123+456=579")
    assert analysis_may_be_slow(tab.puzzle())
    tab.show_solutions()
    assert tab.is_busy() and tab.panel.busy_bar.isVisibleTo(tab)
    qtbot.waitUntil(lambda: not tab.is_busy(), timeout=10000)
    expected = solve(Puzzle(parse("123+456=579"), "move", 3))
    assert tab.solution_texts() == [solution.text for solution in expected]


def test_a_new_puzzle_drops_a_solve_still_running(qtbot, tab, settings):
    settings.set(keys.MS_STICKS, 3)
    tab.reload_settings()
    type_equation(qtbot, tab, "123+456=579")
    tab.show_solutions()
    type_equation(qtbot, tab, "5+7=2")
    assert tab.solution_texts() == []
    qtbot.waitUntil(lambda: not tab.is_busy(), timeout=10000)
    assert tab.solution_texts() == []
    assert tab.board.equation_text() == "5+7=2"


def fields(text: str) -> set[str]:
    return set(re.findall(r"\{\w+\}", text))


def test_the_chinese_translation_is_complete_and_switches_the_tab(qtbot, qapp, tab, tmp_path):
    source = resource_path("translations", "matchsticks_zh_CN.ts")
    messages = ElementTree.parse(source).getroot().iter("message")
    for message in messages:
        translation = message.find("translation")
        assert translation.get("type") is None, message.find("source").text
        assert fields(translation.text) == fields(message.find("source").text)
    compiled = tmp_path / "matchsticks_zh_CN.qm"
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    subprocess.run([lrelease, source, "-qm", compiled], check=True, capture_output=True)
    translator = QTranslator()
    assert translator.load(str(compiled))
    qapp.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: child(tab, "matchCheckButton").text() == "检查")
        type_equation(qtbot, tab, "5+7=2")
        tab.check_answer()
        assert tab.message_text() == "还没有移动任何火柴"
    finally:
        qapp.removeTranslator(translator)
    qtbot.waitUntil(lambda: child(tab, "matchCheckButton").text() == "Check")


def test_revealed_solutions_do_not_score(qtbot, tab):
    type_equation(qtbot, tab, "5+7=2")
    tab.show_solutions()
    tab.board.pick_stick(PLUS_VERTICAL)
    tab.board.place_stick(FIVE_UPPER_RIGHT)
    tab.check_answer()
    assert "is true" in tab.message_text()
    assert tab.scoreboard.score == 0


def test_a_puzzle_the_new_rules_forbid_gives_the_engine_message(qtbot, tab, settings):
    tab.panel.multiply_check.click()
    type_equation(qtbot, tab, "6*2=11")
    tab.panel.multiply_check.click()
    tab.show_solutions()
    assert tab.message_text() == "6×2=11 uses ×, which these rules do not allow"
    tab.check_answer()
    verdict = engine.check(tab.puzzle(), tab.puzzle().start, tab.rules())
    assert not verdict.ok and tab.message_text() == translate_message(verdict.message)


def test_without_a_message_a_tip_on_how_to_play_keeps_the_place(qtbot, tab, settings):
    label = tab.findChild(QLabel, "matchMessage")
    type_equation(qtbot, tab, "5+7=2")
    assert tab.message_text() == ""
    assert "Drag a stick" in label.text() and label.property("kind") == "tip"
    tab.check_answer()
    assert label.text() == tab.message_text() == "nothing has moved yet"
    settings.set(keys.MS_KIND, "remove")
    tab.reload_settings()
    type_equation(qtbot, tab, "6+3=8")
    assert tab.message_text() == ""
    assert label.text() == "Click a stick, or press Space on it, to take it away."
