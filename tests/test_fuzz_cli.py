"""Every subcommand of both command lines, fed arbitrary text, bytes and numbers.

In process, arguments are str as Python hands them over (undecodable bytes become lone
surrogates, as `os.fsdecode` makes them) and stdin is a strict UTF-8 stream over arbitrary
bytes. Each run must end with status 0 or 1 and nothing on stderr, or status 2 and exactly one
printable stderr line; never a traceback. Valid hands are kept small so that a run is quick.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines.matchsticks import cli as matchstick_cli
from engines.twentyfour import cli as twentyfour_cli

FUZZ = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])

words = st.one_of(
    st.text(max_size=12),
    st.integers().map(str),
    st.fractions().map(str),
    st.floats().map(str),
    st.binary(max_size=8).map(os.fsdecode),
    st.sampled_from(["A", "K", "q", "10", "0", "14", "joker", "-1", "7/2", "", " ", "\n"]),
)
card_words = st.sampled_from(["A", "2", "3", "5", "8", "10", "J", "Q", "K", "13", "1"])
small_hands = st.lists(card_words, min_size=1, max_size=4)
rule_options = st.lists(
    st.one_of(
        st.tuples(st.just("--target"), st.one_of(st.sampled_from(["24", "7/2", "1e999"]), words)),
        st.tuples(st.just("--division"), st.one_of(st.sampled_from(["exact", "truncate"]), words)),
        st.just(("--left-to-right",)),
        st.tuples(words),
    ),
    max_size=3,
).map(lambda groups: [word for group in groups for word in group])
stdin_bytes = st.one_of(
    st.binary(max_size=200),
    st.lists(st.one_of(small_hands.map(" ".join), st.text(max_size=30)), max_size=5).map(
        lambda lines: "\n".join(lines).encode("utf-8", "surrogateescape")
    ),
)


def strict_utf8(data: bytes) -> io.TextIOWrapper:
    return io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", errors="strict")


def assert_clean_end(status: int, err: str, one_error_line: bool = True) -> None:
    assert "Traceback" not in err
    if status == 2:
        lines = err.splitlines()
        assert lines and all(line.startswith("error: ") and line.isprintable() for line in lines)
        if one_error_line:
            assert len(lines) == 1, err
    else:
        assert status in (0, 1)
        assert err == ""


def run_twentyfour(argv: list[str], stdin: bytes = b"") -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    status = twentyfour_cli.main(argv, strict_utf8(stdin), out, err)
    return status, err.getvalue()


def run_matchsticks(argv: list[str], stdin: bytes = b"") -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    status = matchstick_cli.main(argv, (strict_utf8(stdin), out, err))
    return status, err.getvalue()


# ----- 24 points ------------------------------------------------------------------------------


@FUZZ
@given(
    command=st.sampled_from(["solve", "hint"]),
    cards=st.one_of(small_hands, st.lists(words, max_size=9)),
    options=rule_options,
)
def test_twentyfour_solve_and_hint(command, cards, options):
    assert_clean_end(*run_twentyfour([command, *cards, *options]))


@FUZZ
@given(
    expression=st.one_of(words, st.from_regex(r"[0-9AJQK+\-*/()\s]{0,16}", fullmatch=True)),
    cards=st.one_of(small_hands, st.lists(words, max_size=9)),
    options=rule_options,
)
def test_twentyfour_check(expression, cards, options):
    assert_clean_end(*run_twentyfour(["check", expression, *cards, *options]))


@FUZZ
@given(
    options=st.lists(words, max_size=4),
    cards=st.one_of(st.sampled_from(["1", "2", "3"]), words),
    low=st.one_of(st.sampled_from(["12", "13"]), words),
)
def test_twentyfour_table(options, cards, low):
    # Put last, the bounds win over anything fuzzed before them and keep the table small.
    argv = ["table", *options, "--cards", cards, "--low", low]
    assert_clean_end(*run_twentyfour(argv))


@FUZZ
@given(options=st.lists(words, max_size=3), stdin=stdin_bytes)
def test_twentyfour_oj(options, stdin):
    assert_clean_end(*run_twentyfour(["oj", *options], stdin))


@FUZZ
@given(
    level=st.one_of(st.sampled_from(["easy", "medium", "hard"]), words),
    seed=st.one_of(st.integers().map(str), words),
    cards=st.one_of(st.sampled_from(["1", "3", "4"]), words.filter(lambda w: w not in "567")),
    options=rule_options,
)
def test_twentyfour_deal(level, seed, cards, options):
    argv = ["deal", "--level", level, "--seed", seed, "--cards", cards, *options]
    assert_clean_end(*run_twentyfour(argv))


@FUZZ
@given(argv=st.lists(words, max_size=5))
def test_twentyfour_anything(argv):
    if argv and argv[0] in ("table", "deal", "solve", "hint", "oj"):
        argv = argv[1:]  # those get their own, bounded tests above
    assert_clean_end(*run_twentyfour(argv))


# ----- matchsticks ----------------------------------------------------------------------------

equations = st.one_of(
    st.sampled_from(["5+7=2", "6+2=6", "1+1=3", "9-5=3", "8*1=9"]),
    st.text("0123456789+-*/=", max_size=10),
    words,
)
puzzle_options = st.lists(
    st.one_of(
        st.tuples(st.sampled_from(["--moves", "--add", "--remove"]), st.sampled_from(["1", "2"])),
        st.tuples(st.sampled_from(["--moves", "--add", "--remove", "--ops", "--digits"]), words),
        st.tuples(st.sampled_from(["--equals-mutable", "--no-leading-zeros", "--unique"])),
        st.tuples(st.just("--ops"), st.sampled_from(["+-", "+-*/", "*", "%"])),
        st.tuples(words),
    ),
    max_size=3,
).map(lambda groups: [word for group in groups for word in group])


@FUZZ
@given(equation=equations, options=puzzle_options)
def test_matchstick_solve(equation, options):
    assert_clean_end(*run_matchsticks(["solve", equation, *options]))


@FUZZ
@given(options=puzzle_options, stdin=stdin_bytes)
def test_matchstick_solve_batch(options, stdin):
    """A batch reports each bad line and carries on, so it may print one line per bad line."""
    status, err = run_matchsticks(["solve", "--batch", *options], stdin)
    assert_clean_end(status, err, one_error_line=False)


@FUZZ
@given(puzzle=equations, answer=equations, options=puzzle_options)
def test_matchstick_check(puzzle, answer, options):
    assert_clean_end(*run_matchsticks(["check", puzzle, answer, *options]))


@FUZZ
@given(
    options=puzzle_options,
    level=st.one_of(st.sampled_from(["easy", "medium", "hard"]), words),
    seed=st.one_of(st.integers().map(str), words),
)
def test_matchstick_generate(options, level, seed):
    # Put last: one-digit numbers and one stick keep every search small.
    argv = ["generate", *options, "--level", level, "--seed", seed, "--digits", "1"]
    if not any(kind in options for kind in ("--add", "--remove")):
        argv += ["--moves", "1"]
    assert_clean_end(*run_matchsticks(argv))


@FUZZ
@given(argv=st.lists(words, max_size=5))
def test_matchstick_anything(argv):
    if argv and argv[0] in ("generate", "solve"):
        argv = argv[1:]
    assert_clean_end(*run_matchsticks(argv))


# ----- as real programs: bytes the locale cannot decode -----------------------------------------


@settings(max_examples=6, deadline=None)
@given(
    module=st.sampled_from(["engines.twentyfour", "engines.matchsticks"]),
    argument=st.binary(min_size=1, max_size=6).filter(lambda data: b"\0" not in data),
    stdin=st.binary(max_size=60),
)
def test_the_programs_under_strict_utf8(module, argument, stdin):
    command = "oj" if module == "engines.twentyfour" else "solve"
    for argv in ([command, argument], [command] if command == "oj" else [command, "--batch"]):
        result = subprocess.run(
            [sys.executable, "-m", module, *argv],
            input=stdin,
            capture_output=True,
            env={**os.environ, "PYTHONIOENCODING": "utf-8:strict"},
            timeout=60,
        )
        err = result.stderr.decode("utf-8", "backslashreplace")
        assert_clean_end(result.returncode, err, one_error_line=argv[-1] != "--batch")
