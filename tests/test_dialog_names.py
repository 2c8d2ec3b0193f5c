"""What a screen reader hears in the windows outside the two game tabs, in both languages.

Every shown button and input of the statistics, worksheet, puzzles-from, rules, About and
error dialogs, the presentation window with its team panel, the mode panel and the summary of a
Beat-the-clock run has a name that says something in words of the current language (not "−1"
or "◀"). A combo box or spin box is named by its label: on Linux Qt reads a combo box's own name
as its value and gives the label through the "labelled by" relation, so that relation (or an
explicit name) is checked.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QWidget

from engines import matchsticks, twentyfour
from engines.classroom.worksheet import matchstick_entry, twentyfour_entry
from engines.play.beat_the_clock import RunResult, RunSummary
from gui.classroom.presentation.window import PresentationWindow
from gui.classroom.puzzles_from_dialog import PuzzlesFromDialog
from gui.classroom.worksheet.dialog import WorksheetDialog
from gui.play.beat_the_clock import BeatTheClockPanel
from gui.play.run_summary import RunSummaryDialog
from gui.play.session_keeper import SessionKeeper
from gui.records.statistics_dialog import StatisticsDialog
from gui.shell import i18n
from gui.shell.error_dialog import ErrorReporter
from gui.shell.help_dialogs import AboutBox, RulesDialog
from tests.accessibility_support import accessible_name, unnamed_controls, visible_controls
from tests.records_support import PLAYER, records_in

CHINESE_CHARACTER = re.compile(r"[\u4e00-\u9fff]")


def statistics(tmp_path) -> QWidget:
    with records_in(tmp_path) as records:
        return StatisticsDialog(records, PLAYER)


def presentation(tmp_path) -> QWidget:
    hand = twentyfour_entry(twentyfour.parse_hand("8 8 3 3"))
    sticks = matchstick_entry(matchsticks.Puzzle(matchsticks.parse("5+7=2"), "move", 1))
    return PresentationWindow([hand, sticks])


def rules(tmp_path) -> QWidget:
    dialog = RulesDialog()
    dialog.show_rules("24", "<p>Make 24.</p>")
    return dialog


def error(tmp_path) -> QWidget:
    reporter = ErrorReporter(tmp_path)
    try:
        raise ValueError("a broken puzzle file")
    except ValueError as problem:
        reporter.report(ValueError, problem, problem.__traceback__)
    assert reporter.dialog is not None
    return reporter.dialog


WINDOWS: dict[str, Callable[..., QWidget]] = {
    "statistics": statistics,
    "worksheet": lambda tmp_path: WorksheetDialog(),
    "presentation": presentation,
    "puzzles from": lambda tmp_path: PuzzlesFromDialog(),
    "rules": rules,
    "about": lambda tmp_path: AboutBox(),
    "error": error,
    "mode panel": lambda tmp_path: BeatTheClockPanel(SessionKeeper()),
    "run summary": lambda tmp_path: RunSummaryDialog(RunSummary.of(RunResult(3, 1, 130.0), 2)),
}


def shown(qtbot, tmp_path, build: Callable[..., QWidget]) -> QWidget:
    window = build(tmp_path)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def label_of(control: QWidget) -> str:
    """The label a screen reader reads with `control`: its explicit name, or its label's text."""
    if control.accessibleName():
        return control.accessibleName()
    interface = QAccessible.queryAccessibleInterface(control)
    labels = interface.relations(QAccessible.RelationFlag.Label)
    return " ".join(label.text(QAccessible.Text.Name).strip() for label, _ in labels)


def spoken(control: QWidget) -> str:
    """The words that name `control`: its label for a combo or spin box, else its name."""
    if isinstance(control, (QComboBox, QAbstractSpinBox)):
        return label_of(control)
    return accessible_name(control)


def says_something(name: str, language: str) -> bool:
    """Words, not only signs; and Chinese words in the Chinese interface."""
    if not any(character.isalpha() for character in name):
        return False
    return language != i18n.CHINESE or bool(CHINESE_CHARACTER.search(name))


@pytest.mark.parametrize("which", sorted(WINDOWS))
def test_every_control_has_a_meaningful_name_in_the_language(
    qtbot, tmp_path, each_language, which
):
    window = shown(qtbot, tmp_path, WINDOWS[which])
    assert visible_controls(window)
    assert unnamed_controls(window) == []
    unclear = [
        f"{type(control).__name__} {control.objectName()}: {spoken(control)!r}"
        for control in visible_controls(window)
        if not says_something(spoken(control), each_language)
    ]
    assert unclear == []


@pytest.mark.parametrize("which", ["statistics", "presentation", "mode panel"])
def test_names_follow_a_change_of_language(qtbot, tmp_path, qapp, which):
    """The windows that stay open while the main window switches language re-name their
    controls, just as a window opened in that language names them."""
    i18n.set_language(qapp, i18n.ENGLISH)
    switched = shown(qtbot, tmp_path, WINDOWS[which])
    try:
        i18n.set_language(qapp, i18n.CHINESE)
        qapp.processEvents()  # Qt posts the language change to each window
        fresh = shown(qtbot, tmp_path, WINDOWS[which])
        assert [spoken(c) for c in visible_controls(switched)] == [
            spoken(c) for c in visible_controls(fresh)
        ]
        assert any(CHINESE_CHARACTER.search(spoken(c)) for c in visible_controls(switched))
    finally:
        i18n.set_language(qapp, i18n.ENGLISH)


def test_a_team_s_buttons_say_which_team_and_what_they_do(qtbot, tmp_path):
    window = shown(qtbot, tmp_path, presentation)
    box = window.teams.boxes[1]
    names = sorted(accessible_name(control) for control in visible_controls(box))
    assert names == ["Name of team 2", "Team 2: add a point", "Team 2: take away a point"]
