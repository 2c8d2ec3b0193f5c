"""Puzzle set files: comments, blank lines, bounded sizes, every bad line by its number; the
open set's place, adding to a set on disk, and sets made by the generators."""

import pytest

from engines.classroom import puzzle_sets
from engines.classroom.puzzle_sets import (
    MAX_SET_BYTES,
    MAX_SET_PUZZLES,
    OpenSet,
    PuzzleSet,
    SetError,
    add_to_set,
    format_set,
    generated_codes,
    parse_set,
    read_set,
    read_set_text,
    text_of,
    with_code,
    write_set_text,
)
from engines.classroom.worksheet import Options
from engines.common.files import NEW_FILE_MODE
from engines.matchsticks import parse
from engines.sharing.codes import code_of, read_code


def equations(text):
    """A set read with the matchstick equation reader, as the equations it holds."""
    found = parse_set(text, parse)
    return [layout.text() for layout in found.puzzles], found


def test_comments_and_blank_lines_are_skipped_and_lines_remembered():
    texts, found = equations("# Friday\n\n5+7=2\n  # a note  \n6-4=9\r\n")
    assert texts == ["5+7=2", "6-4=9"]
    assert found.lines == (3, 5)
    assert found.comments == ("Friday", "a note")


def test_every_bad_line_is_reported_by_its_number():
    with pytest.raises(SetError) as caught:
        parse_set("5+7=2\n5+7\n# fine\n9-y=2\n" + "1" * 300 + "\n", parse)
    assert caught.value.lines() == [
        "line 2: 5+7 is not an equation: it has no =",
        "line 4: 9-y=2 is not an equation: y is not allowed",
        "line 5: the line is longer than 200 characters",
    ]
    assert str(caught.value) == "line 2: 5+7 is not an equation: it has no ="


def test_an_empty_or_oversized_set_is_refused():
    with pytest.raises(SetError, match="has no puzzles"):
        parse_set("# only a comment\n\n", parse)
    with pytest.raises(SetError, match=f"at most {MAX_SET_PUZZLES} puzzles"):
        parse_set("1=1\n" * (MAX_SET_PUZZLES + 1), parse)
    with pytest.raises(SetError, match=f"at most {MAX_SET_BYTES} bytes"):
        text_of(b"1=1\n" * MAX_SET_BYTES)


def test_files_are_utf8_with_or_without_a_byte_order_mark():
    assert text_of("# 第三单元\n5+7=2\n".encode()) == "# 第三单元\n5+7=2\n"
    assert text_of(b"\xef\xbb\xbf5+7=2\n") == "5+7=2\n"
    with pytest.raises(SetError, match="not UTF-8"):
        text_of(b"\xff\xfe5\x00")


def test_format_and_parse_round_trip():
    codes = ["5+7=2", "6-4=9", "0+0=8"]
    text = format_set(codes, ["第三单元", "Friday"])
    assert text == "# 第三单元\n# Friday\n5+7=2\n6-4=9\n0+0=8\n"
    texts, found = equations(text)
    assert texts == codes and found.comments == ("第三单元", "Friday")
    assert isinstance(found, PuzzleSet)


def test_a_code_is_appended_on_a_line_of_its_own():
    assert with_code("", "5+7=2") == "5+7=2\n"
    assert with_code("# set\n5+7=2", "6-4=9") == "# set\n5+7=2\n6-4=9\n"


# --- sets of puzzle codes on disk -------------------------------------------------------

MIXED = "# Unit 3, Friday\n24:3388\nms:5+7=2\n\n# harder\nMS:6-4=9:M2\n24:AKQJ:T36\n"


def test_a_mixed_set_of_codes_round_trips_through_its_codes():
    found = read_set(MIXED)
    codes = [code_of(puzzle) for puzzle in found.puzzles]
    assert codes == ["24:3388", "MS:5+7=2", "MS:6-4=9:M2", "24:AKQJ:T36"]
    assert found.lines == (2, 3, 6, 7)
    again = read_set(format_set(codes, found.comments))
    assert again.puzzles == found.puzzles and again.comments == ("Unit 3, Friday", "harder")


def test_a_bad_code_is_reported_with_its_line_number():
    with pytest.raises(SetError) as caught:
        read_set("24:3388\n24:33Z8\nMS:5+7=2\nXX:1\n")
    assert [line for line, _ in caught.value.problems] == [2, 4]
    assert caught.value.lines()[1] == "line 4: XX is not a game: a code starts with 24: or MS:"


def test_an_open_set_steps_and_stops_at_either_end(tmp_path):
    path = tmp_path / "friday.txt"
    path.write_text(MIXED, encoding="utf-8")
    opened = OpenSet.load(path)
    assert (opened.number, opened.count, opened.current_code) == (1, 4, "24:3388")
    assert opened.has_next and not opened.has_previous
    assert opened.moved(-1) == opened
    last = opened.moved(3)
    assert (last.number, last.current_code, last.has_next) == (4, "24:AKQJ:T36", False)
    assert last.moved(1) == last and last.moved(-2).current_code == "MS:5+7=2"
    assert OpenSet.load(path, position=99).number == 4


def test_unreadable_files_are_reported_not_raised_as_os_errors(tmp_path):
    with pytest.raises(SetError, match=r"cannot read .*missing\.txt"):
        OpenSet.load(tmp_path / "missing.txt")
    with pytest.raises(SetError, match="is not a file"):
        read_set_text(tmp_path)
    with pytest.raises(SetError, match="cannot write"):
        write_set_text(tmp_path / "no-such-folder" / "set.txt", "24:3388\n")


def test_adding_to_a_set_creates_it_then_appends_keeping_comments(tmp_path):
    path = tmp_path / "mine.txt"
    assert add_to_set(path, "24:3388").lines == (1,)
    path.write_text(path.read_text(encoding="utf-8") + "# keep me", encoding="utf-8")
    grown = add_to_set(path, "MS:5+7=2")
    assert path.read_text(encoding="utf-8") == "24:3388\n# keep me\nMS:5+7=2\n"
    assert grown.comments == ("keep me",) and len(grown.puzzles) == 2
    assert oct(path.stat().st_mode & 0o777) == oct(NEW_FILE_MODE)
    assert [p.name for p in tmp_path.iterdir()] == ["mine.txt"]


def test_adding_to_a_file_that_is_not_a_set_leaves_it_alone(tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text("shopping: milk\n", encoding="utf-8")
    with pytest.raises(SetError, match="line 1"):
        add_to_set(path, "24:3388")
    assert path.read_text(encoding="utf-8") == "shopping: milk\n"


def test_generated_sets_follow_their_seed_and_avoid_repeats():
    options = Options(game="matchsticks", count=8, kind="add", sticks=2, level="easy")
    codes = generated_codes(options, 42)
    assert codes == generated_codes(options, 42) != generated_codes(options, 43)
    assert len(set(codes)) == 8 and all(code.endswith(":A2") for code in codes)
    hands = generated_codes(Options(count=5, cards=5), 3)
    assert [len(code) for code in hands] == [8] * 5
    assert read_set(format_set(hands)).puzzles == tuple(map(read_code, hands))


def test_set_entries_are_solved_when_first_asked_for(monkeypatch):
    made = []
    monkeypatch.setattr(puzzle_sets, "entry_of", lambda puzzle: made.append(puzzle) or puzzle)
    entries = puzzle_sets.SetEntries(read_set(MIXED).puzzles)
    assert len(entries) == 4 and made == []
    assert entries[-1] is entries[3] and made == [read_code("24:AKQJ:T36")]
    assert entries[1:3] == [read_code("MS:5+7=2"), read_code("MS:6-4=9:M2")]
    with pytest.raises(IndexError):
        entries[4]


def test_set_entries_carry_each_puzzle_with_its_answers():
    hand, equation = puzzle_sets.SetEntries(read_set("24:3388\nMS:5+7=2\n").puzzles)
    assert (hand.game, hand.hand, hand.solutions) == ("24", (3, 3, 8, 8), ("8/(3-8/3)",))
    assert equation.game == "matchsticks" and equation.text == "5+7=2" and equation.answers
