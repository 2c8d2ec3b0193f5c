"""Puzzle sets: a teacher's list of puzzles in a plain UTF-8 text file, one puzzle code a line.

    # Unit 3, Friday
    24:3388
    MS:5+7=2
    MS:6-4=9:M2

Lines starting with `#` are comments; blank lines are skipped; both games may be mixed. A set is
read whole or not at all: every bad line is reported by its number, so the teacher can fix the
file in one go. Sizes are bounded before anything is parsed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from engines.common import Message, PuzzleInputError

COMMENT = "#"
MAX_SET_BYTES = 64_000
MAX_SET_PUZZLES = 500
MAX_LINE_CHARS = 200
MAX_REPORTED = 10
"""A file with more bad lines than this is reported as its first ones."""

LINE_PROBLEM = "line {line}: {problem}"
LINE_TOO_LONG = "the line is longer than {limit} characters"
TOO_LARGE = "a puzzle set file is at most {limit} bytes"
TOO_MANY = "a puzzle set has at most {limit} puzzles"
NOT_TEXT = "the file is not UTF-8 text"
NO_PUZZLES = "the puzzle set has no puzzles"
TEMPLATES = (LINE_PROBLEM, LINE_TOO_LONG, TOO_LARGE, TOO_MANY, NOT_TEXT, NO_PUZZLES)

Puzzle = TypeVar("Puzzle")


class SetError(PuzzleInputError):
    """A set that cannot be read; `problems` holds (line number, message) for each bad line,
    line 0 for the file as a whole."""

    def __init__(self, problems: Sequence[tuple[int, Message]]) -> None:
        self.problems = tuple(problems[:MAX_REPORTED])
        line, problem = self.problems[0]
        first = problem if line == 0 else Message.of(LINE_PROBLEM, line=line, problem=problem)
        super().__init__(first)

    def lines(self) -> list[str]:
        """Every problem in English, one per line."""
        return [
            str(problem) if line == 0 else LINE_PROBLEM.format(line=line, problem=problem)
            for line, problem in self.problems
        ]


@dataclass(frozen=True)
class PuzzleSet(Generic[Puzzle]):
    """The puzzles of a set in file order, with the line each came from and the comments."""

    puzzles: tuple[Puzzle, ...]
    lines: tuple[int, ...]
    comments: tuple[str, ...] = ()


def text_of(data: bytes) -> str:
    """The text of a set file: bounded, UTF-8 (a byte-order mark is allowed)."""
    if len(data) > MAX_SET_BYTES:
        raise SetError([(0, Message.of(TOO_LARGE, limit=MAX_SET_BYTES))])
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise SetError([(0, Message.of(NOT_TEXT))]) from None


def parse_set(text: str, read: Callable[[str], Puzzle]) -> PuzzleSet[Puzzle]:
    """Read every code with `read` (which raises PuzzleInputError for a bad one).

    Raises SetError naming each bad line, or when there are no puzzles or too many.
    """
    puzzles: list[Puzzle] = []
    numbers: list[int] = []
    comments: list[str] = []
    problems: list[tuple[int, Message]] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if line.startswith(COMMENT):
            comments.append(line[len(COMMENT) :].strip())
            continue
        if not line:
            continue
        if len(line) > MAX_LINE_CHARS:
            problems.append((number, Message.of(LINE_TOO_LONG, limit=MAX_LINE_CHARS)))
            continue
        try:
            puzzles.append(read(line))
            numbers.append(number)
        except PuzzleInputError as error:
            problems.append((number, error.message))
        if len(puzzles) > MAX_SET_PUZZLES:
            raise SetError([(0, Message.of(TOO_MANY, limit=MAX_SET_PUZZLES))])
    if problems:
        raise SetError(problems)
    if not puzzles:
        raise SetError([(0, Message.of(NO_PUZZLES))])
    return PuzzleSet(tuple(puzzles), tuple(numbers), tuple(comments))


def format_set(codes: Sequence[str], comments: Sequence[str] = ()) -> str:
    """The text of a set file: the comments first, then one code a line."""
    header = [f"{COMMENT} {comment}".rstrip() for comment in comments]
    return "".join(f"{line}\n" for line in [*header, *codes])


def with_code(text: str, code: str) -> str:
    """A set file's text with one more code at the end (a new file if `text` is empty)."""
    if text and not text.endswith("\n"):
        text += "\n"
    return f"{text}{code}\n"
