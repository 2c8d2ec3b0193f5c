"""The 24 tab's "How many ways?" mode, played through the table's own answer box."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QListWidget, QPushButton

from engines import twentyfour as tf
from gui.classroom.how_many_ways import HowManyWaysPanel
from gui.twentyfour.ways_mode import WAYS
from tests.twentyfour_support import (
    click,
    feedback,
    find,
    type_answer,
    type_hand,
)

pytestmark = pytest.mark.game_tab("24")


def choose_ways(qtbot, tab):
    combo = find(tab, QComboBox, "modeCombo")
    qtbot.keyClick(combo, Qt.Key.Key_End)
    assert combo.currentData() == WAYS


def verdict_lines(tab):
    listing = find(tab, QListWidget, "waysVerdicts")
    return [listing.item(row).text() for row in range(listing.count())]


def test_answers_are_marked_new_same_or_wrong_and_counted(qtbot, tab):
    type_hand(qtbot, tab, "2 4 6 12")
    choose_ways(qtbot, tab)
    total = len(tf.solve((2, 4, 6, 12)))
    count = find(tab, QLabel, "waysCount")
    assert count.text() == f"0 of {total} found"
    assert "How many ways" in find(tab, QLabel, "promptLabel").text()
    type_answer(qtbot, tab, "12+6+4+2")
    assert find(tab, QLabel, "feedbackLabel").property("kind") == "success"
    assert feedback(tab) == f"✓ 12 + 6 + 4 + 2: a new way! 1 of {total} found"
    assert find(tab, QLineEdit, "expressionInput").text() == ""
    type_answer(qtbot, tab, "(2+4)+(6+12)")
    assert feedback(tab).startswith("= (2 + 4) + (6 + 12) is the same as answer 1.")
    type_answer(qtbot, tab, "12x2")
    assert find(tab, QLabel, "feedbackLabel").property("kind") == "error"
    assert feedback(tab) == "4 is not used"
    assert find(tab, QLineEdit, "expressionInput").text() == "12x2"
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
    assert tab.scoreboard.score == 0


def test_the_missing_ways_are_revealed_at_the_end(qtbot, tab):
    type_hand(qtbot, tab, "2 4 6 12")
    choose_ways(qtbot, tab)
    type_answer(qtbot, tab, "12+6+4+2")
    click(qtbot, tab, "solutionsButton")
    model = find(tab, HowManyWaysPanel, "howManyWays").missing.model
    assert [model.item(row) for row in range(model.total())] == [
        s for s in tf.solve((2, 4, 6, 12)) if s.text != "12+6+4+2"
    ]
    assert "×" in "".join(model.data(model.index(row)) for row in range(model.rowCount()))
    type_answer(qtbot, tab, "12*2*(6-4)")
    assert "over" in feedback(tab)
    assert len(verdict_lines(tab)) == 1


def test_a_new_deal_starts_a_new_round_and_free_play_comes_back(qtbot, tab):
    type_hand(qtbot, tab, "1 2 3 4")
    type_answer(qtbot, tab, "1*2*3*4")
    assert tab.scoreboard.streak == 1
    choose_ways(qtbot, tab)
    assert not find(tab, QPushButton, "noSolutionButton").isVisible()
    type_answer(qtbot, tab, "1*2*3*4")
    type_hand(qtbot, tab, "3 3 8 8")
    assert verdict_lines(tab) == []
    assert find(tab, QLabel, "waysCount").text() == "0 of 1 found"
    type_hand(qtbot, tab, "2 4 6 12")
    assert tab.scoreboard.streak == 1
    qtbot.keyClick(find(tab, QComboBox, "modeCombo"), Qt.Key.Key_Home)
    assert not find(tab, QLabel, "waysCount").isVisible()
    type_answer(qtbot, tab, "12+6+4+2")
    assert tab.session.solved


def test_a_five_card_round_counts_once_the_worker_has_solved_it(qtbot, tab):
    type_hand(qtbot, tab, "1 2 3 4 5")
    choose_ways(qtbot, tab)
    count = find(tab, QLabel, "waysCount")
    solutions = tf.solve((1, 2, 3, 4, 5))
    qtbot.waitUntil(lambda: count.text() == f"0 of {len(solutions)} found", timeout=10000)
    type_answer(qtbot, tab, solutions[0].text)
    assert count.text() == f"1 of {len(solutions)} found"
