"""The values every command line loads (`Message`, `Rules`, `Solution`), and those the window
loads before its first frame, are written-out immutable classes (`engines.common.frozen`), and
behave as the frozen dataclasses they replace."""

import copy
import datetime
import pickle
from fractions import Fraction
from pathlib import Path

import pytest

from engines.classroom.puzzle_sets import OpenSet, PuzzleSet
from engines.classroom.teams import Teams
from engines.common import Message, PuzzleInputError
from engines.play.beat_the_clock import RunResult, RunSummary
from engines.play.games import GAMES
from engines.play.puzzles import NearMiss, TwentyFourPuzzle
from engines.play.session import Check, Finished, Standing
from engines.play.verdicts import Judgement, Verdict
from engines.records.figures import Figures, GameStatistics
from engines.records.rows import Record, Run
from engines.twentyfour import judge, steps
from engines.twentyfour.answer import Answer
from engines.twentyfour.api import SolutionList
from engines.twentyfour.checker import check
from engines.twentyfour.expression import parse
from engines.twentyfour.hint_ladder import Hint
from engines.twentyfour.presets import PRESETS, Closest
from engines.twentyfour.rules import DEFAULT_RULES, Rules
from engines.twentyfour.solution import Solution, Step

STARTED = datetime.datetime(2026, 5, 1, 9, 30, tzinfo=datetime.UTC)
RECORD = Record(
    "Ann",
    "24",
    "daily",
    "24:3388",
    "hard",
    "{}",
    STARTED,
    12.5,
    1,
    0,
    "solved",
    "8/(3-8/3)",
    datetime.date(2026, 5, 1),
)
FINISHED = Finished(
    "24",
    "practice",
    {"hand": [3, 3, 8, 8]},
    None,
    {},
    "2026-05-01T09:30:00+00:00",
    3.0,
    0,
    0,
    "solved",
    "8/(3-8/3)",
    1,
)
FIRST_FRAME_VALUES = [
    GAMES["24"],
    TwentyFourPuzzle((3, 3, 8, 8), Rules(target=10), "easy"),
    NearMiss(7, Fraction(23), Fraction(24)),
    Verdict("right", Message("ok"), "3*8"),
    Judgement(Verdict("wrong", Message("no"), "3+8"), -1, False),
    RunResult(3, 1, 95.5),
    RunSummary(RunResult(3, 1, 95.5), 4, False),
    Check("3*8", "right"),
    parse("8/(3-8/3)"),
    Answer((3, 3, 8, 8), (0, "*", 2)),
    PRESETS["countdown"],
    Closest(Fraction(23), 7, (Solution("3*8-1"),)),
    steps.start((3, 3, 8, 8)).tap(0).choose("+").tap(1),
    Hint(Message("try {card}", (("card", "8"),)), (2, 3)),
    judge.Verdict("same", 2, 1),
    check("3*8", (3, 8)),
    RECORD,
    Run("Ann", "24", None, STARTED, 120.0, 5, 2),
    Figures(played=3, solved=2, best_time=4.5, recent_times=(4.5, 6.0)),
    PuzzleSet((1, 2), (3, 5), ("Friday",)),
    OpenSet(Path("/sets/a.txt"), (1, 2, 3), 2),
]


def test_equal_values_are_equal_and_hash_alike():
    assert Message.of("{a}", a=1) == Message("{a}", (("a", "1"),))
    assert hash(Message.of("{a}", a=1)) == hash(Message("{a}", (("a", "1"),)))
    assert Rules(target=24) == DEFAULT_RULES and hash(Rules("24")) == hash(DEFAULT_RULES)
    assert Rules(left_to_right=True) != DEFAULT_RULES
    assert Message("x") != "x" and Message("x") != Solution("x")


def test_a_value_is_shown_with_its_fields():
    assert repr(Message("{a}", (("a", "1"),))) == "Message(template='{a}', params=(('a', '1'),))"
    assert repr(Step("3", "*", "8", Fraction(24))) == (
        "Step(left='3', op='*', right='8', result=Fraction(24, 1))"
    )
    assert repr(SolutionList(1, ())) == "SolutionList(count=1, first=())"


def test_a_solution_is_its_text_whatever_its_rules():
    in_a_row = Rules(left_to_right=True)
    assert Solution("3*8", in_a_row) == Solution("3*8")
    assert {Solution("3*8", in_a_row), Solution("3*8")} == {Solution("3*8")}
    assert repr(Solution("3*8", in_a_row)) == "Solution(text='3*8')"
    assert Solution("3*8", in_a_row).rules is in_a_row


@pytest.mark.parametrize(
    "value",
    [
        Message("m", (("a", "b"),)),
        Rules(target="7/2", left_to_right=True),
        Step("1", "+", "2", Fraction(3)),
    ],
)
def test_a_value_cannot_be_changed(value):
    name = type(value)._fields[0]
    with pytest.raises(AttributeError):
        setattr(value, name, "other")
    with pytest.raises(AttributeError):
        delattr(value, name)


@pytest.mark.parametrize(
    "value",
    [
        Message("m", (("a", "b"),)),
        Rules(target="7/2", left_to_right=True, division="truncate"),
        Solution("8/(3-8/3)", Rules(highest_card=20, whole_steps=True)),
        SolutionList(2, (Solution("1+1"),)),
    ],
)
def test_a_value_survives_pickling_and_copying(value):
    for other in (pickle.loads(pickle.dumps(value)), copy.copy(value), copy.deepcopy(value)):
        assert other == value and repr(other) == repr(value)
    if isinstance(value, Solution):
        assert pickle.loads(pickle.dumps(value)).rules == value.rules


def test_replace_checks_the_new_rules_again():
    assert DEFAULT_RULES.replace(target=Fraction(10)).target == 10
    assert DEFAULT_RULES.replace(left_to_right=True) == Rules(left_to_right=True)
    assert DEFAULT_RULES.target == 24
    with pytest.raises(PuzzleInputError):
        DEFAULT_RULES.replace(positive_steps=True, target=-1)
    with pytest.raises(TypeError):
        DEFAULT_RULES.replace(colour="red")


@pytest.mark.parametrize("value", FIRST_FRAME_VALUES, ids=lambda value: type(value).__name__)
def test_the_first_frames_values_behave_as_frozen_dataclasses(value):
    name = value._fields[0]
    for other in (pickle.loads(pickle.dumps(value)), copy.copy(value), copy.deepcopy(value)):
        assert other == value and hash(other) == hash(value) and repr(other) == repr(value)
    assert value.replace() == value and value.replace() is not value
    assert repr(value).startswith(f"{type(value).__name__}({name}=")
    with pytest.raises(AttributeError):
        setattr(value, name, None)
    with pytest.raises(AttributeError):
        delattr(value, name)


def test_the_fields_keep_their_order_and_defaults():
    assert Judgement(Verdict("right", Message("ok"), "x")) == Judgement(
        Verdict("right", Message("ok"), "x"), points=0, solved_now=False
    )
    assert TwentyFourPuzzle((1, 2, 3, 4)).rules is DEFAULT_RULES
    assert repr(NearMiss(7, Fraction(23), Fraction(24))) == (
        "NearMiss(points=7, value=Fraction(23, 1), target=Fraction(24, 1))"
    )
    assert FINISHED.counts and FINISHED.replace(counts=False) != FINISHED
    assert pickle.loads(pickle.dumps(FINISHED)) == FINISHED
    with pytest.raises(TypeError):
        hash(FINISHED)  # its puzzle and rules are JSON objects, as before
    assert GameStatistics() == GameStatistics(Figures(), {}, {}, 0, None)
    assert GameStatistics().overall is GameStatistics().overall
    assert OpenSet(Path("a"), (1, 2), 7).position == 1


def test_values_check_their_fields_when_made_and_when_replaced():
    with pytest.raises(ValueError, match="outcome"):
        RECORD.replace(outcome="won")
    with pytest.raises(ValueError, match="an open set"):
        OpenSet(Path("a"), ())
    with pytest.raises(PuzzleInputError):
        Answer((3, 3, 8, 0))
    with pytest.raises(TypeError):
        RECORD.replace(colour="red")


def test_score_and_teams_change_and_compare_by_their_values():
    standing = Standing(score=40)
    standing.streak += 1
    assert standing == Standing(40, 1) != Standing(40, 2)
    assert repr(standing) == "Standing(score=40, streak=1)"
    teams = Teams.numbered(2)
    teams.add(1, 1)
    assert teams == Teams(["Team 1", "Team 2"], [0, 1]) != Teams()
    assert repr(Teams()) == "Teams(names=[], scores=[])"
    with pytest.raises(TypeError):
        hash(standing)
    with pytest.raises(TypeError):
        hash(teams)
