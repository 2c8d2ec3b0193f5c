"""The mid-end without Qt: play rules, clock, history and saving hold under any sequence."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines import matchsticks as ms
from engines import twentyfour as tf
from engines.common import PuzzleInputError
from engines.play import (
    HINT_COST,
    POINTS_PER_SOLVE,
    MatchstickPuzzle,
    Session,
    TwentyFourPuzzle,
)

SOLUTION_3388 = "8/(3-8/3)"
WRONG_3388 = "3+3+8+8"
RUNGS = 3


class FakeTime:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def twentyfour(time: FakeTime | None = None, hand=(3, 3, 8, 8)) -> Session:
    return Session(TwentyFourPuzzle(hand), now=time or FakeTime())


def matchsticks(time: FakeTime | None = None) -> Session:
    puzzle = ms.Puzzle(ms.parse("5+7=2", ms.Rules()), "move", 1)
    return Session(MatchstickPuzzle(puzzle, level="easy"), now=time or FakeTime())


def answer(session: Session, right: bool):
    """A right or a wrong (complete, well-formed) answer to either game's test puzzle."""
    if session.game == "24":
        return SOLUTION_3388 if right else WRONG_3388
    puzzle = session.puzzle.puzzle
    if right:
        return ms.solve(puzzle)[0].layout
    start = puzzle.start
    for source in sorted(start.sticks):
        for target in start.slots():
            if target in start.sticks:
                continue
            layout = ms.apply(start, ms.Move(source, target))
            if session.puzzle.judge(layout).kind == "wrong":
                return layout
    raise AssertionError("no wrong one-stick move")


def round_trip(session: Session, time: FakeTime) -> Session:
    return Session.from_json(json.loads(json.dumps(session.to_json())), time)


@pytest.mark.parametrize("make", [twentyfour, matchsticks])
def test_revealed_answer_scores_nothing_and_ends_the_streak(make):
    session = make()
    session.standing.streak = 3
    session.reveal()
    assert (session.outcome, session.streak) == ("revealed", 0)
    assert session.check(answer(session, right=True)).points == 0
    assert (session.score, session.streak, session.outcome) == (0, 0, "revealed")


@pytest.mark.parametrize("make", [twentyfour, matchsticks])
def test_the_last_hint_rung_reveals_the_answer(make):
    session = make()
    assert [session.take_hint(RUNGS) for _ in range(RUNGS + 1)] == [0, 1, 2, 2]
    assert session.answer_shown and session.outcome == "revealed"
    assert session.check(answer(session, right=True)).points == 0


def test_a_streak_multiplies_and_each_hint_rung_lowers_the_points():
    first = twentyfour()
    assert first.check(SOLUTION_3388).points == POINTS_PER_SOLVE
    second = first.follow_on(TwentyFourPuzzle((1, 2, 3, 4)))
    second.take_hint(RUNGS)
    assert second.check("1*2*3*4").points == (POINTS_PER_SOLVE - HINT_COST) * 2
    assert second.score == POINTS_PER_SOLVE + (POINTS_PER_SOLVE - HINT_COST) * 2


def test_a_wrong_check_ends_the_streak_and_skipping_an_unsolved_puzzle_too():
    session = twentyfour()
    session.check(SOLUTION_3388)
    following = session.follow_on(TwentyFourPuzzle((1, 2, 3, 4)))
    assert following.streak == 1
    following.check("1+2+3+4")
    assert following.streak == 0 and following.score == POINTS_PER_SOLVE
    following.standing.streak = 2
    skipped = following.follow_on(TwentyFourPuzzle((1, 1, 1, 1)))
    assert following.outcome == "abandoned" and skipped.streak == 0
    kept = skipped.follow_on(TwentyFourPuzzle((3, 3, 8, 8)), ends_streak=False)
    assert kept.streak == 0 and skipped.outcome == "abandoned"


def test_the_clock_runs_only_while_shown_and_stops_at_the_outcome():
    time = FakeTime()
    session = twentyfour(time)
    time.now += 50
    assert session.seconds == 0
    session.show()
    time.now += 7
    session.hide()
    time.now += 100
    session.show()
    time.now += 3
    assert session.seconds == 10
    session.check(SOLUTION_3388)
    time.now += 60
    session.show()
    assert session.seconds == 10


def test_finished_puzzles_are_reported_with_what_a_record_needs():
    heard = []
    time = FakeTime()
    session = twentyfour(time)
    session.on_finished(heard.append)
    session.show()
    time.now += 12
    session.check(WRONG_3388)
    session.take_hint(RUNGS)
    session.check(SOLUTION_3388)
    following = session.follow_on(TwentyFourPuzzle((1, 1, 1, 1)))
    following.follow_on(TwentyFourPuzzle((1, 2, 3, 4)), ends_streak=False)
    solved, abandoned = heard
    assert (solved.game, solved.mode, solved.outcome, solved.answer) == (
        "24",
        "practice",
        "solved",
        SOLUTION_3388,
    )
    assert (solved.seconds, solved.hints, solved.wrong_checks) == (12, 1, 1)
    assert solved.puzzle["hand"] == [3, 3, 8, 8] and solved.rules["target"] == "24"
    assert solved.points == POINTS_PER_SOLVE - HINT_COST
    assert abandoned.outcome == "abandoned" and abandoned.answer is None


def test_a_saved_game_resumes_exactly():
    time = FakeTime()
    session = matchsticks(time)
    session.show()
    moved = ms.apply(session.current, ms.Move((1, "v"), (0, "b")))
    session.push(moved)
    session.push(ms.apply(moved, ms.Move((0, "b"), (1, "v"))))
    session.undo()
    session.take_hint(RUNGS)
    time.now += 33
    session.hide()
    resumed = round_trip(session, time)
    assert resumed.to_json() == session.to_json()
    assert resumed.current == moved and resumed.can_redo()
    assert resumed.undo() and resumed.current == session.puzzle.start()
    assert resumed.seconds == 33 and not resumed.clock.running


@pytest.mark.parametrize(
    "damage",
    [
        lambda doc: doc.update(version=99),
        lambda doc: doc.update(format="something else"),
        lambda doc: doc.update(game="chess"),
        lambda doc: doc["puzzle"].update(hand=[3, 3, 8, 99]),
        lambda doc: doc["history"].update(states=[[0], [0, 0]]),
        lambda doc: doc["history"].update(index=5),
        lambda doc: doc["history"].update(states=[]),
        lambda doc: doc.update(outcome="won"),
        lambda doc: doc["clock"].update(seconds="soon"),
        lambda doc: doc.update(score=-1),
        lambda doc: doc.pop("hints"),
        lambda doc: doc["puzzle"]["rules"].update(target="1/0"),
    ],
)
def test_unknown_or_corrupt_documents_are_refused(damage):
    document = twentyfour().to_json()
    damage(document)
    with pytest.raises(PuzzleInputError):
        Session.from_json(document)


@given(st.recursive(st.none() | st.integers() | st.text(max_size=5), st.lists, max_leaves=8))
def test_any_json_value_is_refused_or_read(value):
    with pytest.raises(PuzzleInputError):
        Session.from_json(value)


ACTIONS = st.lists(
    st.one_of(
        st.tuples(st.just("move"), st.integers(0, 40)),
        st.tuples(st.sampled_from(["undo", "redo", "show", "hide", "reveal", "save"]), st.just(0)),
        st.tuples(st.just("hint"), st.integers(0, 3)),
        st.tuples(st.just("check"), st.booleans()),
        st.tuples(st.just("tick"), st.integers(0, 90)),
        st.tuples(st.just("next"), st.booleans()),
    ),
    max_size=40,
)


def play_a_move(session: Session, choice: int) -> None:
    """Some legal move in either game, chosen by `choice`."""
    state = session.current
    if isinstance(state, tf.Answer):
        free = [p for p in range(len(state.hand)) if p not in state.used_positions]
        tokens = [*free, *tf.SYMBOLS]
        session.push(tf.apply(state, tokens[choice % len(tokens)]))
        return
    sticks = sorted(state.sticks)
    empty = [slot for slot in state.slots() if slot not in state.sticks]
    move = ms.Move(sticks[choice % len(sticks)], empty[choice % len(empty)])
    session.push(ms.apply(state, move))


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([twentyfour, matchsticks]), ACTIONS)
def test_the_rules_hold_under_any_sequence_of_play(make, actions):
    time = FakeTime()
    session = make(time)
    finished = []
    session.on_finished(finished.append)
    earned = 0
    for action, value in actions:
        score, seconds = session.score, session.clock.seconds
        outcome_before, shown_before = session.outcome, session.answer_shown
        if action == "move":
            play_a_move(session, value)
        elif action == "undo":
            session.undo()
        elif action == "redo":
            session.redo()
        elif action == "show":
            session.show()
        elif action == "hide":
            session.hide()
        elif action == "reveal":
            session.reveal()
        elif action == "hint":
            rung = session.take_hint(value)
            assert rung is None if value == 0 else 0 <= rung < value
        elif action == "check":
            points = session.check(answer(session, right=value)).points
            earned += points
            assert points == 0 or (outcome_before is None and not shown_before and value)
            if value is False and outcome_before is None:
                assert session.streak == 0
        elif action == "tick":
            time.now += value
        elif action == "save":
            resumed = round_trip(session, time)
            assert resumed.to_json() == session.to_json()
            resumed.listeners = session.listeners
            session = resumed
        else:
            session = session.follow_on(session.puzzle, ends_streak=value)
        assert session.score >= score and session.streak >= 0
        assert session.score == earned
        if session.finished:
            assert not session.clock.running
        if session.outcome == outcome_before is not None:
            assert session.clock.seconds == seconds
        if session.answer_shown:
            assert session.points == 0 or session.outcome == "solved"
        assert session.current == session.history.states[session.history.index]
    assert all(event.outcome in ("solved", "revealed", "abandoned") for event in finished)
    assert sum(event.points for event in finished) == earned
