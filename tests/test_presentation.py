"""Presentation mode: scaling for a projector, countdown, Reveal, Next/Previous, team scores."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from engines import matchsticks, twentyfour
from engines.classroom.worksheet import matchstick_entry, twentyfour_entry
from engines.twentyfour.presets import PRESETS
from gui.classroom.presentation.window import PresentationWindow
from gui.classroom.worksheet.drawings import card_height, cards_width


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def hand_entry(text):
    return twentyfour_entry(twentyfour.parse_hand(text))


def stick_entry(text, kind="move", count=1):
    return matchstick_entry(matchsticks.Puzzle(matchsticks.parse(text), kind, count))


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def window(qtbot, clock):
    entries = [hand_entry("8 8 3 3"), stick_entry("5+7=2"), hand_entry("1 2 3 4")]
    widget = PresentationWindow(entries, clock=clock)
    qtbot.addWidget(widget)
    widget.resize(1280, 720)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def ink_height(window) -> int:
    """The height in pixels of the dark ink of the first card's value, measured on screen."""
    stage = window.stage
    image = stage.grab().toImage()
    area = stage.drawing_area()
    height = card_height(area, 4)
    left = area.center().x() - cards_width(4, height) / 2
    top = area.center().y() - height / 2
    width = height * 5 / 7
    rows = [
        y
        for y in range(round(top + height * 0.1), round(top + height * 0.9))
        for x in range(round(left + width * 0.2), round(left + width * 0.8), 2)
        if QColor(image.pixel(x, y)).lightness() < 60
    ]
    return max(rows) - min(rows) + 1 if rows else 0


@pytest.mark.parametrize(("size", "least"), [((1920, 1080), 120), ((1280, 720), 80)])
def test_card_values_scale_with_the_screen(qtbot, window, size, least):
    window.resize(*size)
    qtbot.waitUntil(lambda: window.stage.height() > 200)
    assert window.stage.value_pixel_size() >= least / 0.72
    assert ink_height(window) >= least


def test_six_card_values_are_still_large_on_a_projector(qtbot, clock):
    window = PresentationWindow([hand_entry("A 2 3 4 5 6")], clock=clock)
    qtbot.addWidget(window)
    window.resize(1920, 1080)
    window.show()
    qtbot.waitExposed(window)
    assert window.stage.value_pixel_size() >= 120


def test_the_countdown_runs_and_signals_the_end_once(qtbot, window, clock):
    assert window.clock.text() == "2:00"
    qtbot.mouseClick(window.start_button, Qt.MouseButton.LeftButton)
    clock.now += 75.5
    window.refresh_clock()
    assert window.clock.text() == "0:45"
    clock.now += 60
    with qtbot.waitSignal(window.time_up):
        window.refresh_clock()
    assert window.clock.text() == "Time's up!"
    assert window.verdict.text() == "Time's up!"
    with qtbot.assertNotEmitted(window.time_up):
        window.refresh_clock()


def test_the_teacher_sets_the_time_and_next_puzzle_starts_it_afresh(qtbot, window, clock):
    window.duration.selectAll()
    qtbot.keyClicks(window.duration, "0:30")
    qtbot.keyClick(window.duration, Qt.Key.Key_Return)
    assert window.clock.text() == "0:30"
    window.start_or_pause()
    clock.now += 10
    window.refresh_clock()
    assert window.clock.text() == "0:20"
    qtbot.keyClick(window, Qt.Key.Key_PageDown)
    assert window.clock.text() == "0:30"
    assert not window.countdown.running


def test_page_keys_step_through_the_set(qtbot, window):
    assert window.counter.text() == "Puzzle 1 of 3"
    assert not window.previous_button.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_PageDown)
    assert window.counter.text() == "Puzzle 2 of 3"
    assert window.prompt.text() == "Move 1 stick"
    qtbot.keyClick(window, Qt.Key.Key_PageDown)
    qtbot.keyClick(window, Qt.Key.Key_PageDown)
    assert window.index == 2 and not window.next_button.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_PageUp)
    assert window.index == 1


def test_reveal_shows_every_solution(qtbot, window):
    assert window.revealed.isHidden()
    qtbot.mouseClick(window.reveal_button, Qt.MouseButton.LeftButton)
    assert window.revealed.isVisible()
    assert window.revealed.text() == "8÷(3-8÷3)"
    window.next_puzzle()
    assert window.revealed.isHidden()
    window.reveal()
    assert window.revealed.text() == "9-7=2"


def test_typed_answers_are_judged_in_large_type(qtbot, window):
    qtbot.keyClicks(window.answer, "8/(3-8/3)")
    qtbot.keyClick(window.answer, Qt.Key.Key_Return)
    assert window.verdict.text().startswith("✓ ")
    window.reveal()
    assert window.verdict.text() == f"✓ {window.revealed.text()} = 24. Well done!"
    assert not window.check_answer("8*3+3-8")
    assert window.verdict.text() == "✗ the result is 19, not 24"
    window.next_puzzle()
    assert window.check_answer("9-7=2")
    assert not window.check_answer("9-7")
    assert window.verdict.text().startswith("✗ 9-7 is not an equation")


def test_team_scores_go_up_and_down(qtbot, window):
    window.team_count.setValue(4)
    assert len(window.teams.boxes) == 4
    plus = window.teams.boxes[2].findChild(type(window.start_button), "plus")
    minus = window.teams.boxes[2].findChild(type(window.start_button), "minus")
    qtbot.mouseClick(plus, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(plus, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(minus, Qt.MouseButton.LeftButton)
    assert window.teams.teams.scores == [0, 0, 1, 0]
    assert window.teams.score_text(2) == "1"
    window.team_count.setValue(6)
    assert window.teams.teams.scores == [0, 0, 1, 0, 0, 0]
    assert window.teams.teams.names[5] == "Team 6"


def test_escape_leaves(qtbot, window):
    with qtbot.waitSignal(window.closed):
        qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.isVisible()


def test_answers_are_judged_under_the_puzzles_own_rules(qtbot, clock):
    rules = twentyfour.Rules(left_to_right=True)
    entry = twentyfour_entry((1, 2, 3, 4), rules)
    window = PresentationWindow([entry], clock=clock)
    qtbot.addWidget(window)
    assert window.check_answer("1+2+3*4")
    assert not window.check_answer("(1+2+3)*4")
    assert window.verdict.text() == "✗ brackets are not allowed in left-to-right mode"


def test_a_countdown_puzzle_says_the_numbers_need_not_all_be_used(qtbot, clock):
    countdown = PRESETS["countdown"].rules(455)
    entries = [twentyfour_entry((100, 25, 1, 3, 7, 10), countdown), hand_entry("8 8 3 3")]
    window = PresentationWindow(entries, clock=clock)
    qtbot.addWidget(window)
    assert window.prompt.text() == "Make 455 with some or all of the numbers"
    window.show_puzzle(1)
    assert window.prompt.text() == "Make 24"


@pytest.mark.parametrize(
    ("typed", "shown"),
    [
        ("0:05", "0:05"),
        ("90", "1:30"),
        ("1:30", "1:30"),
    ],
)
def test_the_time_field_takes_times_as_teachers_type_them(qtbot, window, typed, shown):
    window.duration.selectAll()
    qtbot.keyClicks(window.duration, typed)
    qtbot.keyClick(window.duration, Qt.Key.Key_Return)
    assert window.duration.text() == shown
    assert window.clock.text() == shown


def test_a_time_that_cannot_be_read_is_said_and_the_old_one_stays(qtbot, window):
    window.duration.selectAll()
    qtbot.keyClicks(window.duration, "1:75")
    qtbot.keyClick(window.duration, Qt.Key.Key_Return)
    assert window.duration.text() == "2:00"
    assert window.clock.text() == "2:00"
    assert "1:75" in window.verdict.text() and window.verdict.text().startswith("✗")


def test_the_countdown_is_readable_from_the_back_row(qtbot, window):
    """At 1920x1080 the countdown's digits are at least an eighth of the screen's height."""
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: window.height() == 1080)
    image = window.clock.grab().toImage()
    ink = [
        y
        for y in range(image.height())
        if any(QColor(image.pixel(x, y)).lightness() > 200 for x in range(0, image.width(), 2))
    ]
    assert ink and (max(ink) - min(ink) + 1) * 8 >= 1080
