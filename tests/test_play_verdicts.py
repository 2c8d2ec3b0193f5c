"""The session decides, the tab asks: a check hands the session the answer, the puzzle's engine
judges it right, wrong or not an answer, and the session decides what that is worth."""

import pytest

from engines import matchsticks as ms
from engines import twentyfour as tf
from engines.matchsticks.checker import TOO_FEW
from engines.play import (
    CHOSEN,
    NOT_AN_ANSWER,
    POINTS_PER_SOLVE,
    RIGHT,
    WRONG,
    MatchstickPuzzle,
    Session,
    TwentyFourPuzzle,
)
from engines.play.messages import CLAIM_CHOSEN, MESSAGE_TEMPLATES
from gui.play.messages import ENGINE_TEMPLATES


def cards(hand=(3, 3, 8, 8), **options) -> Session:
    return Session(TwentyFourPuzzle(hand), now=lambda: 0.0, **options)


def sticks(equation="5+7=2", kind="move", count=1) -> Session:
    puzzle = ms.Puzzle(ms.parse(equation, ms.Rules()), kind, count)
    return Session(MatchstickPuzzle(puzzle), now=lambda: 0.0)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("8/(3-8/3)", RIGHT),
        ("3+3+8+8", WRONG),
        ("8/(3-3)*8", WRONG),
        ("", NOT_AN_ANSWER),
        ("3*8+(3", NOT_AN_ANSWER),
        ("8*3", NOT_AN_ANSWER),
        ("8+8+8+3", NOT_AN_ANSWER),
    ],
)
def test_a_24_point_answer_is_judged_by_the_engine(text, kind):
    verdict = TwentyFourPuzzle((3, 3, 8, 8)).judge(text)
    assert (verdict.kind, verdict.message) == (kind, tf.check(text, (3, 3, 8, 8)).message)


@pytest.mark.parametrize("text", ["", "3*8+(3", "8*3"])
def test_an_empty_or_unfinished_expression_costs_nothing(text):
    session = cards()
    session.standing.streak = 4
    judgement = session.check(text)
    assert judgement.kind == NOT_AN_ANSWER and judgement.points == 0
    assert (session.streak, session.wrong_checks, session.checks) == (4, 0, [])
    assert not session.finished


def test_an_unchanged_board_costs_nothing():
    session = sticks()
    session.standing.streak = 2
    judgement = session.check()
    assert judgement.kind == NOT_AN_ANSWER
    assert judgement.message == ms.check(session.puzzle.puzzle, session.current).message
    assert (session.streak, session.wrong_checks) == (2, 0)


def test_fewer_sticks_than_the_puzzle_asks_cost_nothing():
    session = sticks("6+4=4", kind="add", count=2)
    start = session.current
    empty = next(slot for slot in start.slots() if slot not in start.sticks)
    session.push(ms.apply(start, ms.Move(None, empty)))
    session.standing.streak = 3
    judgement = session.check()
    assert judgement.kind == NOT_AN_ANSWER
    assert judgement.message.template == TOO_FEW["add"]
    assert (session.streak, session.wrong_checks) == (3, 0)


def test_a_right_board_solves_and_a_second_check_scores_nothing_more():
    session = sticks()
    session.push(ms.solve(session.puzzle.puzzle)[0].layout)
    first = session.check()
    assert (first.kind, first.points, first.solved_now) == (RIGHT, POINTS_PER_SOLVE, True)
    again = session.check()
    assert (again.kind, again.points, again.solved_now) == (RIGHT, 0, False)
    assert session.score == POINTS_PER_SOLVE


def test_no_solution_on_a_chosen_hand_is_right_but_worth_nothing():
    heard = []
    session = cards((1, 1, 1, 2), origin=CHOSEN)
    session.on_finished(heard.append)
    session.standing.streak = 2
    judgement = session.claim_no_solution(solvable=tf.is_solvable((1, 1, 1, 2)))
    assert (judgement.kind, judgement.points, judgement.solved_now) == (RIGHT, 0, False)
    assert judgement.message.template == CLAIM_CHOSEN
    assert (session.score, session.streak, session.outcome) == (0, 2, None)
    session.skip(solvable=False)
    assert heard[0].outcome == "abandoned" and not heard[0].counts


def test_no_solution_on_a_dealt_hand_scores_and_counts():
    heard = []
    session = cards((1, 1, 1, 2))
    session.on_finished(heard.append)
    judgement = session.claim_no_solution(solvable=False)
    assert (judgement.kind, judgement.points) == (RIGHT, POINTS_PER_SOLVE)
    assert heard[0].counts


def test_the_verdict_comes_back_with_a_saved_game():
    session = cards()
    session.check("8/(3-8/3)")
    again = Session.from_json(session.to_json())
    assert again.verdict == session.verdict and again.solved


def test_the_mid_end_messages_are_marked_for_translation():
    assert ENGINE_TEMPLATES == MESSAGE_TEMPLATES
