"""A saved game's outcome is worked out again on loading, never taken from the file.

A game played to its solve, saved and loaded comes back finished (and is not recorded again);
the same file with its outcome damaged to say "solved" (or "revealed") while its checks and
boards do not bear it out is set aside like any other damage: kept under a new name, one log
line, one notice, and a fresh game on the table.
"""

import json
import logging

import pytest

from engines import matchsticks as ms
from engines import twentyfour as tf
from engines.play import MatchstickPuzzle, Session, SessionStore, TwentyFourPuzzle
from engines.play.scoring import CHOSEN
from engines.play.session import MAX_CHECKS
from engines.play.store import LOG
from gui.matchsticks.tab import MatchstickTab
from gui.twentyfour.tab import TwentyFourTab

HAND = (3, 3, 8, 8)


def played_24(*, solve: bool) -> Session:
    """A hand played as a player would: cards and symbols clicked, a wrong check, then
    (when `solve`) the right answer typed and checked."""
    session = Session(TwentyFourPuzzle(HAND))
    answer = session.current
    for token in (0, "+", 1, "+", 2, "+", 3):
        answer = tf.apply(answer, token)
        session.push(answer)
    assert session.check().kind == "wrong"
    if solve:
        assert session.check("8÷(3−8÷3)").solved_now
    return session


def played_matchsticks(*, solve: bool) -> Session:
    """5+7=2 played stick by stick: a wrong board checked, then (when `solve`) the moves of
    a solution made on the start and checked."""
    puzzle = ms.Puzzle(ms.parse("5+7=2"), "move", 1)
    session = Session(MatchstickPuzzle(puzzle))
    wrong = ms.apply(puzzle.start, ms.Move((0, "a"), (0, "b")))
    session.push(wrong)
    assert session.check().kind in ("wrong", "not-an-answer")
    if solve:
        session.undo()
        layout = session.current
        for move in ms.solve(puzzle)[0].moves:
            layout = ms.apply(layout, move)
            session.push(layout)
        assert session.check().solved_now
    return session


PLAYED = {"24": played_24, "matchsticks": played_matchsticks}


def saved(tmp_path, session: Session, **damage) -> SessionStore:
    store = SessionStore(tmp_path)
    assert store.save(session)
    path = store.path(session.game)
    document = json.loads(path.read_text("utf-8"))
    document.update(damage)
    path.write_text(json.dumps(document), "utf-8")
    return store


def assert_set_aside(tmp_path, store: SessionStore, game: str, caplog) -> None:
    original = store.path(game).read_bytes()
    with caplog.at_level(logging.WARNING, logger=LOG.name):
        assert store.load(game) is None
    [kept] = tmp_path.glob(f"{store.path(game).name}.unreadable-*")
    assert kept.read_bytes() == original
    assert not store.path(game).exists()
    assert len(store.notices) == 1
    assert [record.getMessage() for record in caplog.records if "as it says" in
            record.getMessage()] != []


@pytest.mark.parametrize("game", ["24", "matchsticks"])
def test_a_game_solved_by_play_loads_finished_and_is_not_recorded_again(tmp_path, game):
    session = PLAYED[game](solve=True)
    store = saved(tmp_path, session)
    loaded = store.load(game)
    assert loaded is not None and loaded.solved and store.notices == []
    assert loaded.to_json() == session.to_json()
    heard = []
    loaded.on_finished(heard.append)
    loaded.reveal()
    loaded.skip(solvable=True)
    assert heard == [] and loaded.solved


@pytest.mark.parametrize("game", ["24", "matchsticks"])
def test_an_unsolved_game_damaged_to_say_solved_is_set_aside(tmp_path, game, caplog):
    session = PLAYED[game](solve=False)
    store = saved(tmp_path, session, outcome="solved", points=10, score=10, streak=1)
    assert_set_aside(tmp_path, store, game, caplog)


@pytest.mark.parametrize("game", ["24", "matchsticks"])
def test_a_wrong_check_damaged_to_right_does_not_make_a_solve(tmp_path, game, caplog):
    session = PLAYED[game](solve=False)
    checks = [{**check, "kind": "right"} for check in session.to_json()["checks"]]
    store = saved(tmp_path, session, outcome="solved", checks=checks)
    assert_set_aside(tmp_path, store, game, caplog)


def test_a_board_checked_apart_from_the_history_still_loads_solved(tmp_path):
    """The session judges any board it is handed, not only the one on the table: the check's
    equation, judged again by the engine, is what bears out the solve (found by hypothesis)."""
    puzzle = ms.Puzzle(ms.parse("5+7=2"), "move", 1)
    session = Session(MatchstickPuzzle(puzzle))
    assert session.check(ms.solve(puzzle)[0].layout).solved_now
    assert session.current == puzzle.start
    loaded = saved(tmp_path, session).load("matchsticks")
    assert loaded is not None and loaded.solved


def test_a_solve_whose_equation_is_no_solution_is_set_aside(tmp_path, caplog):
    session = played_matchsticks(solve=True)
    document = session.to_json()
    right = next(check for check in document["checks"] if check["kind"] == "right")
    right["answer"] = "5+7=12"  # a true equation, but not one stick away from 5+7=2
    store = saved(tmp_path, session, checks=document["checks"])
    assert_set_aside(tmp_path, store, "matchsticks", caplog)


def test_a_revealed_outcome_needs_the_answer_shown(tmp_path, caplog):
    session = played_24(solve=False)
    session.reveal()
    assert saved(tmp_path / "shown", session).load("24").outcome == "revealed"
    store = saved(tmp_path, session, answer_shown=False)
    assert_set_aside(tmp_path, store, "24", caplog)


def test_no_solution_solves_a_dealt_hand_only_where_the_engine_finds_none(tmp_path, caplog):
    session = Session(TwentyFourPuzzle((1, 1, 1, 1)))
    assert session.claim_no_solution(solvable=False).solved_now
    assert saved(tmp_path / "dealt", session).load("24").solved
    # A chosen hand's right call solves nothing, and "no solution" on 3 3 8 8 is never right.
    store = saved(tmp_path / "chosen", session, origin=CHOSEN)
    assert_set_aside(tmp_path / "chosen", store, "24", caplog)
    solvable = session.to_json()
    solvable["puzzle"]["hand"] = list(HAND)
    solvable["history"]["states"] = [[]]
    store = saved(tmp_path / "solvable", session, **solvable)
    assert_set_aside(tmp_path / "solvable", store, "24", caplog)


def test_the_solving_check_is_kept_after_a_full_list_of_wrong_ones(tmp_path):
    session = Session(TwentyFourPuzzle(HAND))
    for _ in range(MAX_CHECKS + 5):
        session.check("3+3+8+8")
    assert len(session.checks) == MAX_CHECKS
    assert session.check("8/(3-8/3)").solved_now
    assert len(session.checks) == MAX_CHECKS + 1 and session.checks[-1].ok
    loaded = saved(tmp_path, session).load("24")
    assert loaded is not None and loaded.solved and loaded.wrong_checks == MAX_CHECKS


@pytest.mark.parametrize(("game", "tab_type"), [("24", TwentyFourTab),
                                                ("matchsticks", MatchstickTab)])
def test_the_tab_starts_a_fresh_game_instead_of_a_false_solve(qtbot, settings, tmp_path, game,
                                                              tab_type):
    session = PLAYED[game](solve=False)
    store = saved(tmp_path, session, outcome="solved", points=10)
    notices = []
    store.notify = notices.append
    tab = tab_type(settings, store=store)
    qtbot.addWidget(tab)
    assert len(notices) == 1 and "could not be read" in notices[0].format()
    assert tab.session is not None and not tab.session.finished
    assert tab.session.checks == [] and not tab.session.can_undo()
    assert list(tmp_path.glob(f"{store.path(game).name}.unreadable-*"))
