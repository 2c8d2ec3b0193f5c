"""Puzzle set files: comments, blank lines, bounded sizes, every bad line by its number."""

import pytest

from engines.matchsticks import parse
from engines.puzzle_sets import (
    MAX_SET_BYTES,
    MAX_SET_PUZZLES,
    PuzzleSet,
    SetError,
    format_set,
    parse_set,
    text_of,
    with_code,
)


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
