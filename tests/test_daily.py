"""The daily puzzle: fixed by the date alone, never the same two days running."""

import datetime
import os
import subprocess
import sys
from itertools import pairwise

from engines.matchsticks import difficulty as matchstick_level
from engines.play.daily import daily_matchsticks, daily_twentyfour, seed_of
from engines.sharing.codes import code_of
from engines.twentyfour import difficulty
from engines.twentyfour.rules import DEFAULT_RULES

DAY = datetime.date(2026, 11, 23)
TWO_YEARS = [DAY + datetime.timedelta(days=offset) for offset in range(731)]


def test_a_date_gives_the_published_puzzles():
    # Pinned: a change here changes everyone's daily puzzle.
    assert seed_of("24", DAY) == 11046430732024147702
    assert code_of(daily_twentyfour(DAY)) == "24:K738"
    assert code_of(daily_matchsticks(DAY)) == "MS:9+5=4:M2"
    assert code_of(daily_matchsticks(DAY + datetime.timedelta(days=1))) == "MS:0+1=7"


def test_the_puzzle_does_not_depend_on_hash_randomisation():
    script = (
        "import datetime; from engines.sharing.codes import code_of; "
        "from engines.play.daily import daily_matchsticks, daily_twentyfour; "
        "day = datetime.date(2030, 2, 28); "
        "print(code_of(daily_twentyfour(day)), code_of(daily_matchsticks(day)))"
    )
    outputs = {
        subprocess.run(
            [sys.executable, "-c", script],
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ, "PYTHONHASHSEED": salt},
        ).stdout
        for salt in ("1", "2", "random")
    }
    day = datetime.date(2030, 2, 28)
    expected = f"{code_of(daily_twentyfour(day))} {code_of(daily_matchsticks(day))}\n"
    assert outputs == {expected}


def test_twentyfour_days_are_medium_four_card_hands_that_never_repeat_next_day():
    puzzles = [daily_twentyfour(day) for day in TWO_YEARS]
    assert all(len(p.hand) == 4 and p.rules == DEFAULT_RULES for p in puzzles)
    assert all(difficulty(p.hand) == "medium" for p in puzzles[:60])
    hands = [sorted(p.hand) for p in puzzles]
    assert all(today != tomorrow for today, tomorrow in pairwise(hands))
    assert len({tuple(hand) for hand in hands}) > 200


def test_matchstick_days_move_one_or_two_sticks_and_never_repeat_next_day():
    puzzles = [daily_matchsticks(day) for day in TWO_YEARS]
    assert {(p.puzzle.kind, p.puzzle.count) for p in puzzles} == {("move", 1), ("move", 2)}
    assert all(matchstick_level(p.puzzle, p.rules) == "medium" for p in puzzles[:60])
    codes = [code_of(p) for p in puzzles]
    assert all(today != tomorrow for today, tomorrow in pairwise(codes))
    assert len(set(codes)) > 300
