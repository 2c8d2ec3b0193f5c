"""The classroom countdown, driven by a hand-stepped clock."""

import pytest

from engines.classroom.countdown import (
    DEFAULT_SECONDS,
    MAX_SECONDS,
    Countdown,
    clock_text,
    parse_duration,
)
from engines.common import PuzzleInputError


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_it_counts_down_only_while_running_and_stops_at_zero():
    clock = Clock()
    countdown = Countdown(clock=clock)
    assert countdown.remaining() == DEFAULT_SECONDS == 120
    clock.now += 10
    assert countdown.remaining() == 120
    countdown.start()
    clock.now += 30
    assert countdown.remaining() == 90
    countdown.pause()
    clock.now += 50
    assert countdown.remaining() == 90 and not countdown.running
    countdown.start()
    clock.now += 200
    assert countdown.remaining() == 0 and countdown.finished


def test_start_after_the_end_and_reset_begin_again():
    clock = Clock()
    countdown = Countdown(5, clock)
    countdown.start()
    clock.now += 6
    assert countdown.finished
    countdown.start()
    assert countdown.remaining() == 5 and countdown.running
    countdown.reset(90)
    assert (countdown.remaining(), countdown.running) == (90, False)
    countdown.reset(10**9)
    assert countdown.duration == MAX_SECONDS


def test_clock_text_rounds_up_whole_seconds():
    assert [clock_text(s) for s in (120, 119.2, 61, 60, 7, 0.3, 0)] == [
        "2:00",
        "2:00",
        "1:01",
        "1:00",
        "0:07",
        "0:01",
        "0:00",
    ]


@pytest.mark.parametrize(
    ("typed", "seconds"),
    [("90", 90), ("1:30", 90), ("0:05", 5), (" 2:00 ", 120), ("２：００", 120), ("60:00", 3600)],
)
def test_typed_times_are_read_as_teachers_write_them(typed, seconds):
    assert parse_duration(typed) == seconds


@pytest.mark.parametrize(
    "typed", ["", "0", "0:00", "1:60", "61:00", "3601", "1.5", "-5", "1_0", "٣٠", "²⁴", "9" * 50]
)
def test_other_times_are_refused_with_what_was_typed(typed):
    with pytest.raises(PuzzleInputError) as refused:
        parse_duration(typed)
    assert typed[:12] in str(refused.value.message)
