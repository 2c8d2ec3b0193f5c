"""The "How many ways?" panel: typed answers marked new, same-as or wrong, counted and scored."""

import pytest
from PySide6.QtCore import Qt

from engines.twentyfour import solve
from gui.classroom.how_many_ways import HowManyWaysPanel


@pytest.fixture
def panel(qtbot):
    widget = HowManyWaysPanel((2, 4, 6, 12))
    qtbot.addWidget(widget)
    widget.show()
    return widget


def type_answer(qtbot, panel, text):
    qtbot.keyClicks(panel.answer, text)
    qtbot.keyClick(panel.answer, Qt.Key.Key_Return)


def test_each_answer_is_marked_and_counted(qtbot, panel):
    total = len(solve((2, 4, 6, 12)))
    assert panel.count.text() == f"0 of {total} found"
    type_answer(qtbot, panel, "12+6+4+2")
    type_answer(qtbot, panel, "(2+4)+(6+12)")
    type_answer(qtbot, panel, "12*2")
    assert (panel.notice.text(), panel.answer.text()) == ("4 is not used", "12*2")
    panel.answer.clear()
    type_answer(qtbot, panel, "2*4+6+12")
    type_answer(qtbot, panel, "(12-4)*6/2")
    lines = [panel.verdicts.item(row).text() for row in range(panel.verdicts.count())]
    assert lines == [
        "1. ✓ 12 + 6 + 4 + 2: new (+1)",
        "2. = (2 + 4) + (6 + 12): same as answer 1 (−1)",
        "3. ✗ 2 × 4 + 6 + 12: the result is 26, not 24 (−1)",
        "4. ✓ (12 − 4) × 6 ÷ 2: new (+1)",
    ]
    assert panel.count.text() == f"2 of {total} found"
    assert panel.score.text() == "Score: 0"
    assert panel.answer.text() == ""


def test_reveal_lists_the_solutions_nobody_gave(qtbot, panel):
    type_answer(qtbot, panel, "12+6+4+2")
    qtbot.mouseClick(panel.reveal_button, Qt.MouseButton.LeftButton)
    model = panel.missing.model
    shown = [model.item(row) for row in range(model.total())]
    assert shown == [s for s in solve((2, 4, 6, 12)) if s.text != "12+6+4+2"]
    first = model.data(model.index(0))
    assert "×" in first or "+" in first
    assert not panel.answer.isEnabled()


def test_finding_everything_is_celebrated(qtbot):
    panel = HowManyWaysPanel((3, 3, 8, 8))
    qtbot.addWidget(panel)
    panel.submit("8/(3-8/3)")
    panel.reveal_missing()
    assert panel.missing.model.total() == 0
    assert panel.heading.text() == "Every solution was found!"
    assert panel.count.text() == "1 of 1 found"
