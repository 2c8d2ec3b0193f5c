"""The contest room without a network: scoring, the rules of joining, pausing, the countdown,
matchstick judging, what a page may see, saving, results and records."""

from __future__ import annotations

import csv
import io
import json

from hypothesis import given
from hypothesis import strategies as st

from engines.classroom.contest import store
from engines.classroom.contest.judging import ContestPuzzle
from engines.classroom.contest.protocol import MAX_NAME_CHARS, Join, RateLimit, checked_name
from engines.classroom.contest.results import keep_records, records_of, write_csv
from engines.classroom.contest.room import FIRST_POINTS, Refusal
from engines.records.database import Records
from engines.sharing.codes import read_code
from tests.contest_support import make_room


def seated(room, *names):
    return [room.join(Join(room.pin, name, None)) for name in names]


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_ways_scores_each_new_solution_and_counts_the_class_board():
    room = make_room("24:2346")
    ann, bo = seated(room, "Ann", "Bo")
    room.start()
    wrong = room.submit(ann, 1, {"text": "2*3*4*6"})
    assert wrong["message"]["text"] == "the result is 144, not 24"
    good = room.submit(ann, 1, {"text": "(2+4)*3+6"})
    again = room.submit(ann, 1, {"text": "6+3×(4+2)"})
    twice = room.submit(ann, 1, {"text": "(6-2)*(3+4)-4"})
    assert (good["kind"], good["points"], good["score"]) == ("new", 1, 0)
    assert (again["kind"], again["same_as"], again["points"]) == ("same", 2, -1)
    assert twice["message"]["text"] == "4 is used twice"
    assert room.submit(bo, 1, {"text": "(2+4)*3+6"})["kind"] == "new"
    assert room.board()["found"] == 1
    assert room.submit(bo, 1, {"text": "(3-2)*4*6"})["score"] == 2
    assert room.board() == {
        "type": "board",
        "found": 2,
        "total": len(room.current.puzzle.solutions()),
        "pupils": 2,
    }
    assert [group["count"] for group in room.snapshot()["groups"]] == [3, 1]


def test_first_right_answer_scores_by_order_and_a_pupil_stops_once_right():
    room = make_room("24:3388", mode="first")
    ann, bo, cy = seated(room, "Ann", "Bo", "Cy")
    room.start()
    assert room.submit(bo, 1, {"text": "3*8"})["points"] == 0
    assert room.submit(cy, 1, {"text": "8/(3-8/3)"})["points"] == FIRST_POINTS
    assert room.submit(ann, 1, {"text": "8/(3-8/3)"})["points"] == FIRST_POINTS - 1
    assert room.submit(ann, 1, {"text": "8/(3-8/3)"})["kind"] == "done"
    assert room.board() == {"type": "board", "found": 2, "total": 3, "pupils": 3}


def test_answers_count_only_while_their_puzzle_is_open_and_running():
    clock = Clock()
    room = make_room("24:3388", "24:2346", countdown=30, now=clock)
    (ann,) = seated(room, "Ann")
    assert room.submit(ann, 1, {"text": "8/(3-8/3)"})["kind"] == "closed"
    room.start()
    room.pause(True)
    clock.now += 100
    assert room.submit(ann, 1, {"text": "8/(3-8/3)"})["kind"] == "paused"
    assert room.state_for([ann])[0]["seconds_left"] == 30
    room.pause(False)
    clock.now += 20
    assert room.submit(ann, 1, {"text": "8/(3-8/3)"})["kind"] == "new"
    clock.now += 11
    assert room.submit(ann, 1, {"text": "8/(3-8/3)"})["kind"] == "late"
    room.next()
    assert room.submit(ann, 1, {"text": "8/(3-8/3)"})["kind"] == "closed"
    assert room.next() and room.phase == "ended"


def test_joining_needs_the_pin_a_fresh_printable_name_and_a_free_seat():
    room = make_room("24:3388", max_pupils=2)
    assert room.join(Join("0000" if room.pin != "0000" else "1111", "Ann", None)) == Refusal(
        "unknown-pin"
    )
    assert seated(room, "  Ann   Li ")[0].name == "Ann Li"
    assert seated(room, "ann li") == [Refusal("name-taken")]
    assert seated(room, "x" * (MAX_NAME_CHARS + 1)) == [Refusal("bad-name")]
    assert seated(room, "Bo", "Cy")[1] == Refusal("room-full")
    room.kick("Bo")
    assert seated(room, "Cy")[0].name == "Cy"
    room.end()
    assert seated(room, "Di") == [Refusal("ended")]


@given(st.text(min_size=1, max_size=MAX_NAME_CHARS))
def test_a_name_with_any_unprintable_character_is_refused(name):
    kept = checked_name(name)
    if any(not character.isprintable() for character in name):
        assert kept is None
    elif kept is not None:
        assert kept.isprintable() and 1 <= len(kept) <= MAX_NAME_CHARS


def test_the_rate_limit_allows_a_burst_then_a_steady_pace():
    clock = Clock()
    limit = RateLimit(now=clock)
    assert sum(limit.allow() for _ in range(100)) == 12
    clock.now += 1
    assert sum(limit.allow() for _ in range(100)) == 5


def test_matchsticks_are_judged_by_the_layout_they_leave():
    room = make_room("MS:5+7=2")
    (ann,) = seated(room, "Ann")
    room.start()
    puzzle = room.current.puzzle
    places = {place["slot"] for place in puzzle.public_json()["places"] if place["on"]}
    solutions = puzzle.solutions()
    answer = sorted(f"{cell}:{segment}" for cell, segment in solutions[0].key)
    verdict = room.submit(ann, 1, {"sticks": answer})
    assert (verdict["kind"], verdict["answer"]) == ("new", solutions[0].text)
    assert room.submit(ann, 1, {"sticks": list(reversed(answer))})["kind"] == "same"
    unchanged = room.submit(ann, 1, {"sticks": sorted(places)})
    assert unchanged["message"]["text"] == "nothing has moved yet"
    nowhere = room.submit(ann, 1, {"sticks": ["99:z"]})
    assert nowhere["message"]["text"] == "there is no such place for a stick"


def test_the_page_sees_the_puzzle_and_never_its_solutions():
    for code in ("24:3388", "MS:5+7=2", "MS:6-4=9:M2"):
        puzzle = ContestPuzzle(read_code(code))
        shown = json.dumps(puzzle.public_json())
        for solution in puzzle.solutions():
            assert solution.text not in shown


def test_a_saved_contest_comes_back_whole_and_an_ended_one_is_not_offered(tmp_path):
    room = make_room("24:3388", "MS:5+7=2")
    ann, bo = seated(room, "Ann", "Bo")
    room.start()
    room.submit(ann, 1, {"text": "8/(3-8/3)"})
    room.submit(bo, 1, {"text": "8/(3-8/3)"})
    room.submit(bo, 1, {"text": "3*8"})
    room.next()
    room.submit(ann, 2, {"sticks": ["0:a"]})
    store.save(room, tmp_path)
    back = store.saved(tmp_path)
    assert back is not None
    assert back.snapshot() == {**room.snapshot(), "seconds_left": None}
    room.end()
    store.save(room, tmp_path)
    assert store.saved(tmp_path) is None
    (tmp_path / store.FILE_NAME).write_text("{broken")
    assert store.saved(tmp_path) is None


def test_results_list_every_answer_and_records_one_row_per_pupil_and_puzzle(tmp_path):
    room = make_room("24:3388", "24:2346")
    ann, bo = seated(room, "Ann", "Bo")
    room.start()
    room.submit(ann, 1, {"text": "8/(3-8/3)"})
    room.submit(ann, 1, {"text": "8 / (3 - 8 / 3)"})
    room.submit(bo, 1, {"text": "3*8"})
    room.submit(bo, 1, {"text": "3+3+8+8"})
    room.next()
    room.submit(ann, 2, {"text": "2+3+4+6"})
    out = io.StringIO()
    assert write_csv(room, out) == 5
    rows = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert [(r["pupil"], r["puzzle"], r["verdict"], r["points"]) for r in rows] == [
        ("Ann", "1", "NEW 1", "1"),
        ("Ann", "1", "SAME 1", "-1"),
        ("Ann", "2", "WRONG the result is 15, not 24", "-1"),
        ("Bo", "1", "UNFINISHED 3 is not used", "0"),
        ("Bo", "1", "WRONG the result is 22, not 24", "-1"),
    ]
    records = records_of(room)
    assert [(r.player, r.code, r.outcome, r.mode) for r in records] == [
        ("Ann", "24:3388", "solved", "contest"),
        ("Ann", "24:2346", "abandoned", "contest"),
        ("Bo", "24:3388", "abandoned", "contest"),
    ]
    path = tmp_path / "records.sqlite3"
    assert keep_records(room, path) == 3
    kept = Records(path)
    assert sorted((r.player, r.code) for r in kept.records()) == [
        ("Ann", "24:2346"),
        ("Ann", "24:3388"),
        ("Bo", "24:3388"),
    ]
    kept.close()
