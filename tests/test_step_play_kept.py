"""Step play on the 24-point table is kept with the saved game, like the answer box's text.

The engine replays a step table from its steps (`StepTable.merges`, `replay`); the session
saves it next to the answer and reads it back through the engine, so damage in it is refused
like damage in the history (the file is set aside), and a table that does not write the saved
answer is dropped (the cards come back as dealt). In the window, the steps a player clicked
are on the table again after a restart, and play carries on from them.
"""

import json
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QLineEdit, QPushButton

from engines import twentyfour as tf
from engines.common import PuzzleInputError
from engines.play import MatchstickPuzzle, Session, SessionStore, TwentyFourPuzzle
from engines.twentyfour.steps import OPERATORS, StepTable, replay, start
from gui.shell.main_window import MainWindow
from gui.shell.settings import Settings
from tests.twentyfour_support import click, click_card, find, play_first_solution, step

HAND = (3, 3, 8, 8)
RULES = tf.Rules()


def answer_written_by(table: StepTable) -> tf.Answer:
    """The answer the box reads from a table's text: each number takes the first free card
    of its value, as typing does."""
    answer = tf.Answer(table.hand)
    text = "".join(table.answer_text.split())
    index = 0
    while index < len(text):
        end = index + 1
        if text[index].isdigit():
            while end < len(text) and text[end].isdigit():
                end += 1
            value = int(text[index:end])
            token = next(
                slot for slot, card in enumerate(table.hand)
                if card == value and slot not in answer.used_positions
            )
        else:
            token = text[index]
        answer = tf.apply(answer, token)
        index = end
    return answer


def session_with(table: StepTable, rules: tf.Rules = RULES) -> Session:
    session = Session(TwentyFourPuzzle(table.hand, rules))
    if table.answer_text:
        session.push(answer_written_by(table))
    session.steps = table
    return session


def round_trip(session: Session) -> Session:
    return Session.from_json(json.loads(json.dumps(session.to_json())))


taps = st.lists(
    st.one_of(
        st.tuples(st.just("tap"), st.integers(0, 5)),
        st.tuples(st.just("choose"), st.sampled_from(OPERATORS)),
        st.tuples(st.just("undo")),
    ),
    max_size=14,
)


@settings(max_examples=150, deadline=None)
@given(
    st.lists(st.integers(1, 13), min_size=2, max_size=6),
    st.sampled_from([RULES, tf.Rules(whole_steps=True, positive_steps=True),
                     tf.Rules(left_to_right=True), tf.Rules(any_subset=True)]),
    taps,
)
def test_any_step_play_comes_back_from_a_saved_game_as_it_was(hand, rules, actions):
    table = start(hand, rules)
    for action in actions:
        try:
            if action[0] == "tap":
                table = table.tap(action[1] % len(hand))
            elif action[0] == "choose":
                table = table.choose(action[1])
            else:
                table = table.undo()
        except PuzzleInputError:
            continue
        assert replay(hand, rules, table.merges, table.selected, table.operator) == table
    session = session_with(table, rules)
    assert table.writes(session.current)
    again = round_trip(session)
    assert again.steps == table
    assert again.to_json() == session.to_json()


def test_a_game_without_step_play_saves_no_steps():
    session = Session(TwentyFourPuzzle(HAND))
    assert "steps" not in session.to_json()
    assert round_trip(session).steps is None


def three_steps() -> StepTable:
    return start(HAND, RULES).step((2, "/", 0)).step((1, "-", 2)).pick(3).choose("/")


@pytest.mark.parametrize(
    "damage",
    [
        {"merges": [[2, "/", 9]], "selected": None, "operator": None},  # a slot off the table
        {"merges": [[0, "-", 1], [2, "/", 0]], "selected": None, "operator": None},  # 8 / 0
        {"merges": [[2, "^", 0]], "selected": None, "operator": None},
        {"merges": [[2, "/", 0]] * 5, "selected": None, "operator": None},
        {"merges": [[2, "/", 0], [2, "/", 0]], "selected": None, "operator": None},
        {"merges": [["2", "/", 0]], "selected": None, "operator": None},
        {"merges": [[2, "/"]], "selected": None, "operator": None},
        {"merges": "2/0", "selected": None, "operator": None},
        {"merges": [], "selected": 7, "operator": None},
        {"merges": [], "selected": True, "operator": None},
        {"merges": [], "selected": None, "operator": "+"},  # an operator with no card picked
        {"merges": [], "selected": 0, "operator": ["+"]},
        {"merges": [], "selected": 0},
        [],
        "steps",
    ],
)
def test_damaged_step_play_sets_the_saved_game_aside(tmp_path, damage):
    store = SessionStore(tmp_path)
    assert store.save(session_with(three_steps()))
    path = store.path("24")
    document = json.loads(path.read_text("utf-8"))
    document["steps"] = damage
    path.write_text(json.dumps(document), "utf-8")
    assert store.load("24") is None
    assert len(list(tmp_path.glob("twentyfour-session.json.unreadable-*"))) == 1
    assert len(store.notices) == 1


def test_steps_that_do_not_write_the_saved_answer_are_dropped_and_the_answer_kept():
    session = session_with(three_steps())
    document = session.to_json()
    document["steps"] = {"merges": [[0, "+", 1]], "selected": 0, "operator": None}  # 3+3
    again = Session.from_json(document)
    assert again.steps is None and again.current == session.current
    session.set_draft("8/(")
    assert round_trip(session).steps is None


def test_step_play_on_a_matchstick_game_is_refused(tmp_path):
    from engines import matchsticks as ms

    document = Session(MatchstickPuzzle(ms.Puzzle(ms.parse("5+7=2")))).to_json()
    document["steps"] = {"merges": [], "selected": None, "operator": None}
    store = SessionStore(tmp_path)
    store.path("matchsticks").write_text(json.dumps(document), "utf-8")
    assert store.load("matchsticks") is None and len(store.notices) == 1


# --- in the window: click steps, restart, the same steps on the table -----------------------


def shown_values(tab):
    return {card.objectName(): card.value for card in tab.cards if card.isVisible()}


def picked(tab):
    return [card.objectName() for card in tab.cards if card.isVisible() and card.picked]


@pytest.fixture
def restart(qtbot, tmp_path):
    """Open the main window over the test's settings and data directory (again, after it was
    closed: a restart), with its 24-point tab."""

    def open_window():
        window = MainWindow(Settings.open(tmp_path / "settings.ini"), data_dir=tmp_path / "data")
        qtbot.addWidget(window)
        window.resize(1100, 760)
        window.show()
        qtbot.waitExposed(window)
        return window, window.games["24"]

    return open_window


def test_steps_clicked_before_a_restart_are_on_the_table_after_it(qtbot, restart):
    window, tab = restart()
    tab.deal_hand("3 3 8 8")
    step(qtbot, tab, 2, "stepDivide", 0)
    step(qtbot, tab, 1, "stepMinus", 2)
    click_card(qtbot, tab, 3)
    click(qtbot, tab, "stepDivide")  # waiting for the card to divide by
    before = (shown_values(tab), picked(tab), find(tab, QLineEdit, "expressionInput").text())
    assert before == ({"card1": Fraction(1, 3), "card3": 8}, ["card3"], "8÷")
    window.close()

    window, tab = restart()
    box = find(tab, QLineEdit, "expressionInput")
    assert (shown_values(tab), picked(tab), box.text()) == before
    assert find(tab, QPushButton, "stepUndo").isEnabled()
    click_card(qtbot, tab, 1)  # the step waiting before the restart is made now
    assert shown_values(tab) == {"card3": 24}
    assert box.text() == "8÷(3−8÷3)" and tab.session.solved
    window.close()

    window, tab = restart()
    assert shown_values(tab) == {"card3": 24} and tab.session.solved
    click(qtbot, tab, "stepUndo")  # the last step taken back after a second restart
    assert shown_values(tab) == {"card1": Fraction(1, 3), "card3": 8}
    assert find(tab, QLineEdit, "expressionInput").text() == "8"


def test_typing_after_steps_brings_back_the_cards_as_dealt_after_a_restart(qtbot, restart):
    window, tab = restart()
    tab.deal_hand("3 3 8 8")
    step(qtbot, tab, 2, "stepDivide", 0)
    qtbot.keyClicks(find(tab, QLineEdit, "expressionInput"), "+")
    assert len(shown_values(tab)) == 4
    window.close()
    window, tab = restart()
    assert shown_values(tab) == {"card0": 3, "card1": 3, "card2": 8, "card3": 8}
    assert find(tab, QLineEdit, "expressionInput").text() == "8÷3+"
    assert not find(tab, QPushButton, "stepUndo").isEnabled()


def test_a_solution_played_out_on_the_table_is_there_after_a_restart(qtbot, restart):
    window, tab = restart()
    tab.deal_hand("3 3 8 8")
    play_first_solution(qtbot, tab)
    assert tab.session.steps is None  # while it plays, the box is ahead of the table
    qtbot.waitUntil(lambda: len(shown_values(tab)) == 1)
    window.close()
    window, tab = restart()
    assert shown_values(tab) == {"card2": 24} and tab.session.outcome == "revealed"
    assert find(tab, QLineEdit, "expressionInput").text() == "8÷(3−8÷3)"
