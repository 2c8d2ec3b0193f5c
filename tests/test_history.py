"""Undo history: undo and redo walk the states; a new step drops the redo tail."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engines.play.history import History


def test_undo_redo_and_a_new_step_dropping_the_redo_tail():
    history = History("a")
    history.push("b")
    history.push("c")
    assert history.undo() and history.current == "b"
    assert history.undo() and history.current == "a"
    assert not history.undo()
    assert history.redo() and history.current == "b"
    history.push("d")
    assert not history.can_redo()
    assert history.undo() and history.current == "b"


@given(st.lists(st.sampled_from(["push", "undo", "redo"]), max_size=40))
def test_history_matches_a_simple_model(actions):
    history = History(0)
    states, index, counter = [0], 0, 0
    for action in actions:
        if action == "push":
            counter += 1
            history.push(counter)
            states, index = [*states[: index + 1], counter], index + 1
        elif action == "undo":
            assert history.undo() == (index > 0)
            index = max(index - 1, 0)
        else:
            assert history.redo() == (index < len(states) - 1)
            index = min(index + 1, len(states) - 1)
        assert history.current == states[index]


def test_a_restored_history_keeps_its_redo_tail():
    history = History.restore(["a", "b", "c"], 1)
    assert (history.states, history.index, history.current) == (("a", "b", "c"), 1, "b")
    assert history.redo() and history.current == "c"
    for states, index in (([], 0), (["a"], 1), (["a"], -1)):
        with pytest.raises(ValueError):
            History.restore(states, index)
