"""The one "How many ways?" screen: reached from View ▸ How many ways? and from the 24 tab's
mode box, answers typed on the table, marked new, same-as or wrong, counted and scored; it says
when every way is found, never "No solutions" after a reveal, and keeps its round through Esc."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QListWidget, QPushButton, QWidget

from engines.twentyfour import solve
from gui.classroom.how_many_ways import HowManyWaysPanel
from gui.shell.settings_menu import TWENTYFOUR
from gui.twentyfour.ways_mode import WAYS
from tests.twentyfour_support import click, find, type_answer


@pytest.fixture
def tab(qtbot, window):
    window.resize(800, 600)
    window.games[TWENTYFOUR].deal_hand("2 4 6 12")
    window.classroom.ways_action.trigger()
    qtbot.wait(10)
    return window.games[TWENTYFOUR]


def verdict_lines(tab):
    listing = find(tab, QListWidget, "waysVerdicts")
    return [listing.item(row).text() for row in range(listing.count())]


def shown_texts(widget):
    """Every text a visible label, button or list row of `widget` shows."""
    texts = [w.text() for w in widget.findChildren(QLabel) if w.isVisibleTo(widget)]
    texts += [w.text() for w in widget.findChildren(QPushButton) if w.isVisibleTo(widget)]
    for listing in widget.findChildren(QListWidget):
        texts += [listing.item(row).text() for row in range(listing.count())]
    return texts


def test_the_view_menu_and_the_mode_box_open_the_same_screen(qtbot, window, tab):
    assert window.current_game() == TWENTYFOUR
    combo = find(tab, QComboBox, "modeCombo")
    assert combo.currentData() == WAYS
    panels = window.findChildren(HowManyWaysPanel)
    assert len(panels) == 1 and panels[0].isVisible()
    assert window.classroom.how_many_ways() is panels[0]
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    assert not panels[0].isVisible()
    qtbot.keyClick(combo, Qt.Key.Key_End)
    assert panels[0].isVisible()


def test_each_answer_is_marked_counted_and_the_round_is_kept_in_the_session(qtbot, tab):
    total = len(solve((2, 4, 6, 12)))
    count = find(tab, QLabel, "waysCount")
    assert count.text() == f"0 of {total} found"
    type_answer(qtbot, tab, "12+6+4+2")
    type_answer(qtbot, tab, "(2+4)+(6+12)")
    type_answer(qtbot, tab, "12*2")  # not an answer yet: it costs nothing
    type_answer(qtbot, tab, "")
    type_answer(qtbot, tab, "2*4+6+12")
    type_answer(qtbot, tab, "(12-4)*6/2")
    assert verdict_lines(tab) == [
        "1. ✓ 12 + 6 + 4 + 2: new (+1)",
        "2. = (2 + 4) + (6 + 12): same as answer 1 (−1)",
        "3. ✗ 2 × 4 + 6 + 12: the result is 26, not 24 (−1)",
        "4. ✓ (12 − 4) × 6 ÷ 2: new (+1)",
    ]
    assert count.text() == f"2 of {total} found"
    assert find(tab, QLabel, "waysScore").text() == "Score: 0"
    assert tab.session.ways.answers == ["12+6+4+2", "(2+4)+(6+12)", "2*4+6+12", "(12-4)*6/2"]
    qtbot.keyClick(find(tab, QWidget, "expressionInput"), Qt.Key.Key_Escape)
    qtbot.keyClick(tab.window(), Qt.Key.Key_Escape)
    assert len(verdict_lines(tab)) == 4 and tab.session.ways.score == 0


def test_the_screen_is_roomy_at_800x600(qtbot, window, tab):
    assert window.size().width() == 800 and window.size().height() == 600
    names = ("difficultyCombo", "cardCountCombo", "targetInput", "presetRulesLabel")
    for name in names:
        assert not find(tab, QWidget, name).isVisible(), name
    for answer in ("12+6+4+2", "2*4+6+12", "(12-4)*6/2", "12*2*(6-4)", "(6-2)*4+12"):
        type_answer(qtbot, tab, answer)
    listing = find(tab, QListWidget, "waysVerdicts")
    qtbot.wait(10)
    shown = [listing.visualItemRect(listing.item(row)) for row in range(listing.count())]
    assert len(shown) == 5
    view = listing.viewport().rect()
    assert all(view.contains(rect) for rect in shown)  # whole, and wrapped rather than cut
    assert not listing.horizontalScrollBar().isVisible()
    qtbot.keyClick(find(tab, QComboBox, "modeCombo"), Qt.Key.Key_Home)
    assert all(find(tab, QWidget, name).isVisible() for name in names)


def test_reveal_lists_the_ways_nobody_gave_and_closes_the_round(qtbot, tab):
    type_answer(qtbot, tab, "12+6+4+2")
    panel = find(tab, HowManyWaysPanel, "howManyWays")
    click(qtbot, panel, "waysReveal")
    model = panel.missing.model
    assert [model.item(row) for row in range(model.total())] == [
        s for s in solve((2, 4, 6, 12)) if s.text != "12+6+4+2"
    ]
    heading = find(panel, QLabel, "waysMissingHeading")
    assert heading.isVisible() and heading.text() == f"Not found ({model.total()}):"
    assert not find(panel, QPushButton, "waysReveal").isEnabled()
    type_answer(qtbot, tab, "12*2*(6-4)")
    assert len(verdict_lines(tab)) == 1


def test_finding_every_way_says_so_and_a_reveal_never_says_no_solutions(qtbot, tab):
    find(tab, QWidget, "handInput").clear()
    qtbot.keyClicks(find(tab, QWidget, "handInput"), "3 3 8 8")
    qtbot.keyClick(find(tab, QWidget, "handInput"), Qt.Key.Key_Return)
    panel = find(tab, HowManyWaysPanel, "howManyWays")
    qtbot.waitUntil(lambda: panel.count.text() == "0 of 1 found")
    type_answer(qtbot, tab, "8/(3-8/3)")
    assert panel.count.text() == "✓ The only way is found"
    assert "The only way is found" in find(tab, QLabel, "feedbackLabel").text()
    assert not find(panel, QPushButton, "waysReveal").isEnabled()
    click(qtbot, tab, "solutionsButton")
    qtbot.waitUntil(lambda: tab.session.ways.revealed)
    assert panel.count.text() == "✓ The only way is found"
    assert not panel.missing.isVisible()
    assert not any("No solution" in text for text in shown_texts(tab))


def test_all_ways_of_a_hand_with_several(qtbot, tab):
    panel = find(tab, HowManyWaysPanel, "howManyWays")
    solutions = solve((2, 4, 6, 12))
    for solution in solutions:
        type_answer(qtbot, tab, solution.text)
    assert panel.count.text() == f"✓ All {len(solutions)} ways found"
    click(qtbot, tab, "solutionsButton")
    qtbot.waitUntil(lambda: tab.session.ways.revealed)
    assert not any("No solution" in text for text in shown_texts(tab))


def test_a_hand_without_a_way_says_so(qtbot, tab):
    hand = find(tab, QWidget, "handInput")
    hand.clear()
    qtbot.keyClicks(hand, "1 1 1 1")
    qtbot.keyClick(hand, Qt.Key.Key_Return)
    panel = find(tab, HowManyWaysPanel, "howManyWays")
    qtbot.waitUntil(lambda: "no solution" in panel.count.text())
    click(qtbot, tab, "solutionsButton")
    qtbot.waitUntil(lambda: tab.session.ways.revealed)
    assert not panel.missing.isVisible()
