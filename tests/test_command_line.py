"""Both command-line harnesses end every failure the same quiet way.

The shared ending lives in engines/common/command_line.py.

Run as real programs where the operating system is part of the story: a strict UTF-8 locale,
a closed pipe, Ctrl+C.
"""

import io
import os
import signal
import subprocess
import sys
import tracemalloc

import pytest

from engines.common.command_line import BROKEN_PIPE, INTERRUPTED, MAX_LINE_CHARS
from engines.matchsticks import cli as matchstick_cli
from engines.twentyfour import cli as twentyfour_cli

TWENTYFOUR = [sys.executable, "-m", "engines.twentyfour"]
MATCHSTICKS = [sys.executable, "-m", "engines.matchsticks"]
STRICT = {**os.environ, "PYTHONIOENCODING": "utf-8:strict", "LC_ALL": "C.UTF-8"}


def assert_one_line_and_status_2(result: subprocess.CompletedProcess) -> None:
    stderr = result.stderr.decode("utf-8", "replace")
    assert result.returncode == 2, stderr
    assert stderr.startswith("error: ") and stderr.count("\n") == 1, stderr
    assert "Traceback" not in stderr


@pytest.mark.parametrize(
    ("command", "stdin"),
    [
        ([*TWENTYFOUR, "oj"], b"3 3 8 8\n3 \xff 8 8\n"),
        ([*MATCHSTICKS, "solve", "--batch"], b"5+7=2\n5\xfe7=2\n"),
    ],
)
def test_undecodable_input_under_strict_utf8_is_one_line(command, stdin):
    result = subprocess.run(command, input=stdin, capture_output=True, env=STRICT, timeout=60)
    assert_one_line_and_status_2(result)
    assert b"not utf-8 text" in result.stderr


@pytest.mark.parametrize(
    "command",
    [
        [*TWENTYFOUR, "check", b"8/(3-8/3)\xff", "3", "3", "8", "8"],
        [*TWENTYFOUR, "solve", b"\xff", "3"],
        [*MATCHSTICKS, "check", "5+7=2", b"9-7=2\xff"],
    ],
)
def test_undecodable_arguments_under_strict_utf8_are_one_line(command):
    result = subprocess.run(command, capture_output=True, env=STRICT, timeout=60)
    assert_one_line_and_status_2(result)
    assert result.stdout == b""
    assert b"\\udcff is not valid text" in result.stderr


@pytest.mark.parametrize(
    ("command", "stdin"),
    [
        ([*TWENTYFOUR, "table", "--cards", "4"], None),
        ([*MATCHSTICKS, "solve", "--batch"], b"5+7=2\n" * 20000),
    ],
)
def test_a_closed_pipe_ends_quietly(command, stdin, tmp_path):
    """`... | head -1`: the reader goes away after one line."""
    source = tmp_path / "input.txt"
    source.write_bytes(stdin or b"")
    with (
        source.open("rb") as input_file,
        subprocess.Popen(
            command, stdin=input_file, stdout=subprocess.PIPE, stderr=subprocess.PIPE
        ) as process,
    ):
        assert process.stdout.readline()
        process.stdout.close()
        stderr = process.stderr.read()
        assert process.wait(timeout=120) in (BROKEN_PIPE, 0)
    assert stderr == b""


@pytest.mark.parametrize(
    ("command", "stdin"),
    [
        ([*TWENTYFOUR, "table", "--cards", "6"], None),
        ([*MATCHSTICKS, "solve", "--batch"], b"5+7=2\n"),
    ],
)
def test_ctrl_c_ends_quietly_with_status_130(command, stdin):
    """Interrupted in the middle of the work: after the first line of output."""
    with subprocess.Popen(
        command,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
        # A shell's background job inherits SIGINT ignored, and so would the program.
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    ) as process:
        if stdin is not None:
            process.stdin.write(stdin)
            process.stdin.flush()  # stdin stays open: the batch waits for more
        assert process.stdout.readline()
        process.send_signal(signal.SIGINT)
        _, stderr = process.communicate(timeout=60)
    assert process.returncode == INTERRUPTED
    assert stderr == b""


@pytest.mark.parametrize(
    ("main", "argv"),
    [
        (twentyfour_cli.main, ["solve", "3\n3", "8", "8"]),
        (twentyfour_cli.main, ["solve", "\x1b[31m", "8"]),
        (twentyfour_cli.main, ["check", "8\x1b[2J", "8"]),
        (twentyfour_cli.main, ["solve", "3", "--target", "2\r4"]),
        (matchstick_cli.main, ["solve", "5\x1b+7=2"]),
        (matchstick_cli.main, ["check", "5+7=2", "\x1b]0;x\x07"]),
        (matchstick_cli.main, ["solve", "--ops", "\u2028"]),
    ],
)
def test_control_characters_are_echoed_escaped(main, argv):
    out, err = io.StringIO(), io.StringIO()
    if main is twentyfour_cli.main:
        status = main(argv, io.StringIO(), out, err)
    else:
        status = main(argv, (io.StringIO(), out, err))
    echoed = out.getvalue() + err.getvalue()
    assert status in (1, 2)
    assert echoed.count("\n") == 1 and echoed.endswith("\n")
    assert echoed[:-1].isprintable()
    assert "\\n" in echoed or "\\x1b" in echoed or "\\r" in echoed or "\\u2028" in echoed


@pytest.mark.parametrize("command", ["oj", "batch"])
def test_a_huge_line_is_refused_without_reading_it_whole(command):
    source = io.StringIO("3 8 " * 2_500_000 + "\n4 2 K A\n")
    out, err = io.StringIO(), io.StringIO()
    tracemalloc.start()
    try:
        if command == "oj":
            status = twentyfour_cli.main(["oj"], source, out, err)
        else:
            status = matchstick_cli.main(["solve", "--batch"], (source, out, err))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert status == 2
    assert err.getvalue() == f"error: line 1 is longer than {MAX_LINE_CHARS} characters\n"
    assert peak < 1_000_000


def test_a_line_at_the_limit_is_read():
    line = "3 3 8 8".ljust(MAX_LINE_CHARS)
    out = io.StringIO()
    assert twentyfour_cli.main(["oj"], io.StringIO(f"{line}\n{line}"), out, io.StringIO()) == 0
    assert out.getvalue().count("\n") == 2
