"""Answering "no solution": the session judges the claim against the engine's finding."""

from engines import twentyfour as tf
from engines.play import NO_SOLUTION, POINTS_PER_SOLVE, Session, TwentyFourPuzzle


def session_for(hand: tuple[int, ...]) -> Session:
    return Session(TwentyFourPuzzle(hand), now=lambda: 0.0)


def test_no_solution_is_right_and_scored_for_an_unsolvable_hand():
    session = session_for((1, 1, 1, 1))
    session.standing.streak = 2
    points = session.claim_no_solution(solvable=tf.is_solvable((1, 1, 1, 1))).points
    assert points == POINTS_PER_SOLVE * 3
    assert (session.outcome, session.streak, session.score) == ("solved", 3, points)
    assert session.checks[-1].answer == NO_SOLUTION and session.checks[-1].ok


def test_no_solution_is_wrong_and_ends_the_streak_for_a_solvable_hand():
    session = session_for((3, 3, 8, 8))
    session.standing.streak = 2
    assert session.claim_no_solution(solvable=tf.is_solvable((3, 3, 8, 8))).points == 0
    assert (session.outcome, session.streak, session.score) == (None, 0, 0)
    assert session.wrong_checks == 1
