"""Countdown's play rules in the session, without a window: near misses, the 30-second clock,
the closest answer's points, and what a saved game keeps of them."""

import json
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from engines.play import Session, TwentyFourPuzzle
from engines.play.scoring import CLOCK, WAYS
from engines.play.verdicts import NEAR, RIGHT, WRONG
from engines.twentyfour import check, first_solutions
from engines.twentyfour.presets import PRESETS, countdown_points

HAND = (100, 75, 50, 25, 3, 6)
TARGET = 952
PUZZLE = TwentyFourPuzzle(HAND, PRESETS["countdown"].rules(TARGET))
TWO_AWAY = "(100+6)*3*75/25"  # 954
EIGHT_AWAY = "50*25-100*3-6"  # 944
EXACT = "((100+6)*3*75-50)/25"  # 952, the show's famous answer


class Time:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def timed(puzzle=PUZZLE, limit=30, mode="practice"):
    time = Time()
    session = Session(puzzle, now=time, mode=mode)
    session.show()
    session.limit_time(limit)
    return session, time


def test_the_puzzle_knows_its_rule_book_and_clock():
    assert PUZZLE.preset == "countdown" and PUZZLE.seconds_allowed == 30
    assert TwentyFourPuzzle((3, 3, 8, 8)).preset == "24"
    assert TwentyFourPuzzle((3, 3, 8, 8)).seconds_allowed is None
    krypto = TwentyFourPuzzle((1, 2, 3, 4, 5), PRESETS["krypto"].rules(10))
    assert krypto.preset == "krypto" and krypto.seconds_allowed is None


def test_an_exact_countdown_answer_solves_and_scores_ten():
    session, _ = timed()
    assert check(EXACT, HAND, PUZZLE.rules).ok
    judgement = session.check(EXACT)
    assert judgement.kind == RIGHT and judgement.points == 10 and session.solved


def test_a_near_miss_says_how_close_and_keeps_the_streak():
    session, _ = timed()
    session.standing.streak = 3
    judgement = session.check(TWO_AWAY)
    assert judgement.kind == NEAR and judgement.points == 0
    params = dict(judgement.message.params)
    assert params == {"value": "954", "away": "2", "target": "952", "points": "7"}
    assert session.streak == 3 and not session.finished
    assert session.wrong_checks == 0


def test_a_miss_by_more_than_ten_is_wrong_and_ends_the_streak():
    session, _ = timed()
    session.standing.streak = 2
    judgement = session.check("100*75/50*6+25")  # 925
    assert judgement.kind == WRONG and session.streak == 0


def test_when_time_runs_out_the_closest_answer_scores_seven_or_five():
    session, time = timed()
    assert session.check(EIGHT_AWAY).kind == NEAR
    session.check(TWO_AWAY)
    session.check(EIGHT_AWAY)
    time.now = 29.5
    assert session.run_out() is None and session.time_left == 0.5
    time.now = 30
    judgement = session.run_out()
    assert judgement is not None and judgement.points == 7 and judgement.kind == NEAR
    assert session.score == 7 and session.streak == 0 and session.outcome == "abandoned"
    assert judgement.verdict.answer == TWO_AWAY
    assert dict(judgement.message.params)["value"] == "954"
    assert session.run_out() is None
    assert session.check(EXACT).points == 0


def test_when_time_runs_out_with_nothing_close_the_puzzle_ends_unscored():
    session, time = timed()
    session.standing.streak = 4
    time.now = 31
    judgement = session.run_out()
    assert judgement.kind == WRONG and judgement.points == 0
    assert session.streak == 0 and session.finished and session.score == 0


def test_no_limit_no_running_out_and_moving_on_keeps_the_closest_answer():
    session = Session(PUZZLE)
    assert session.time_left is None and session.run_out() is None
    session.check(TWO_AWAY)
    session.skip(solvable=True)
    assert session.score == 7 and session.outcome == "abandoned"


def test_only_scoring_modes_run_out():
    session, time = timed(mode=WAYS)
    time.now = 40
    assert session.run_out() is None and not session.finished
    session, time = timed(mode=CLOCK)
    time.now = 40
    assert session.run_out() is not None


def test_other_rule_books_have_no_near_misses():
    puzzle = TwentyFourPuzzle((3, 3, 8, 8))
    assert puzzle.judge("3+3+8+8").kind == WRONG
    assert puzzle.near_miss("3+3+8+8") is None


def test_a_saved_countdown_game_keeps_its_limit_and_near_checks():
    session, time = timed()
    session.check(TWO_AWAY)
    time.now = 12
    restored = Session.from_json(json.loads(json.dumps(session.to_json())), now=time)
    assert restored.time_limit == 30 and restored.checks[0].kind == NEAR
    restored.show()
    time.now = 40
    assert restored.run_out().points == 7


@settings(max_examples=20, deadline=None)
@given(st.integers(-14, 14))
def test_an_answer_offset_away_is_judged_by_its_distance(offset):
    """Exact is right; within 5 a near miss worth 7, within 10 one worth 5; further, wrong."""
    reached = first_solutions(HAND, PRESETS["countdown"].rules(TARGET + offset), 1).first
    if not reached:
        return
    answer = reached[0].text
    verdict = PUZZLE.judge(answer)
    distance = abs(offset)
    expected = RIGHT if distance == 0 else NEAR if distance <= 10 else WRONG
    assert verdict.kind == expected, (answer, offset)
    miss = PUZZLE.near_miss(answer)
    points = 0 if miss is None else miss.points
    assert points == (7 if 0 < distance <= 5 else 5 if 5 < distance <= 10 else 0)
    assert countdown_points(Fraction(TARGET + offset), Fraction(TARGET)) in (points, 10)
