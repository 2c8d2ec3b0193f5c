"""Puzzle sets: a teacher's list of puzzles in a plain UTF-8 text file, one puzzle code a line.

    # Unit 3, Friday
    24:3388
    MS:5+7=2
    MS:6-4=9:M2

Lines starting with `#` are comments; blank lines are skipped; both games may be mixed. A set is
read whole or not at all: every bad line is reported by its number, so the teacher can fix the
file in one go. Sizes are bounded before anything is parsed.

Besides reading and writing set files, this holds what the app does with a set that does not
draw: `OpenSet`, the set being played and which puzzle of it is showing; `add_to_set`, which
appends a code to a file on disk without losing its comments; and `generated_codes`, the codes
of a new set made with the games' generators (the same ones a worksheet of that seed holds).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Generic, TypeVar, overload

from engines.common import Message, PuzzleInputError
from engines.common.files import write_file
from engines.common.frozen import Frozen
from engines.sharing.codes import SharedPuzzle, code_of, read_code

if TYPE_CHECKING:
    # The worksheet module (both engines' solvers) is loaded when a set's answers are first
    # needed: the window opens the last set before its first frame.
    from engines.classroom.worksheet import Entry, Options

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
CANNOT_READ = "cannot read {path}: {reason}"
CANNOT_WRITE = "cannot write {path}: {reason}"
NOT_A_FILE = "{path} is not a file"
"""A new set is a document to share with colleagues, not a secret."""
TEMPLATES = (
    LINE_PROBLEM,
    LINE_TOO_LONG,
    TOO_LARGE,
    TOO_MANY,
    NOT_TEXT,
    NO_PUZZLES,
    CANNOT_READ,
    CANNOT_WRITE,
    NOT_A_FILE,
)

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


class PuzzleSet(Frozen, Generic[Puzzle]):
    """The puzzles of a set in file order, with the line each came from and the comments."""

    _fields = ("puzzles", "lines", "comments")
    __slots__ = _fields
    puzzles: tuple[Puzzle, ...]
    lines: tuple[int, ...]
    comments: tuple[str, ...]

    def __init__(
        self, puzzles: tuple[Puzzle, ...], lines: tuple[int, ...], comments: tuple[str, ...] = ()
    ) -> None:
        self._set(puzzles=puzzles, lines=lines, comments=comments)


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


def _file_problem(template: str, path: Path, error: OSError | None = None) -> SetError:
    reason = (error.strerror or str(error)) if error is not None else ""
    return SetError([(0, Message.of(template, path=path, reason=reason))])


def read_set_text(path: Path) -> str:
    """The text of the set file at `path`, read no further than a set may be long."""
    if path.exists() and not path.is_file():
        raise _file_problem(NOT_A_FILE, path)
    try:
        with path.open("rb") as file:
            return text_of(file.read(MAX_SET_BYTES + 1))
    except OSError as error:
        raise _file_problem(CANNOT_READ, path, error) from None


def read_set(text: str) -> PuzzleSet[SharedPuzzle]:
    """A set of puzzle codes of either game."""
    return parse_set(text, read_code)


def write_set_text(path: Path, text: str) -> None:
    """Replace the file at `path` with `text` in one step: a crash or a full disk leaves the
    old file whole, never half a set. A set file that is a symlink (a shared folder's) is
    written where it points; the link stays."""
    try:
        write_file(path, text)
    except OSError as error:
        raise _file_problem(CANNOT_WRITE, path, error) from None


def add_to_set(path: Path, code: str) -> PuzzleSet[SharedPuzzle]:
    """Append `code` to the set at `path` (a new file if there is none) and return the set.

    The file's comments and lines stay as they are. A file that would not then be a readable
    set (not text, a bad line, one puzzle too many) is left untouched and SetError says why.
    """
    text = read_set_text(path) if path.exists() else ""
    longer = with_code(text, code)
    found = read_set(longer)
    write_set_text(path, longer)
    return found


def generated_codes(
    options: Options, seed: int, progress: Callable[[int, int], object] | None = None
) -> list[str]:
    """The codes of `options.count` new puzzles: the same seed gives the same codes.
    `progress(done, total)` follows each puzzle drawn."""
    from engines.classroom.worksheet import drawn

    return [code_of(puzzle) for puzzle in drawn(options, seed, progress)]


class OpenSet(Frozen):
    """A set being played: where it came from, its puzzles, and which one is showing."""

    _fields = ("path", "puzzles", "position")
    __slots__ = _fields
    path: Path
    puzzles: tuple[SharedPuzzle, ...]
    position: int

    def __init__(self, path: Path, puzzles: tuple[SharedPuzzle, ...], position: int = 0) -> None:
        if not puzzles:
            raise ValueError("an open set has at least one puzzle")
        self._set(path=path, puzzles=puzzles, position=min(max(position, 0), len(puzzles) - 1))

    @classmethod
    def load(cls, path: Path, position: int = 0) -> OpenSet:
        """The set in the file at `path` (kept as an absolute path, which a later change of
        the working folder cannot make point elsewhere); SetError if it cannot be read."""
        return cls(path.absolute(), read_set(read_set_text(path)).puzzles, position)

    @property
    def count(self) -> int:
        return len(self.puzzles)

    @property
    def number(self) -> int:
        """The showing puzzle's place, counting from 1 as "puzzle 3 of 12" does."""
        return self.position + 1

    @property
    def current(self) -> SharedPuzzle:
        return self.puzzles[self.position]

    @property
    def current_code(self) -> str:
        return code_of(self.current)

    @property
    def has_next(self) -> bool:
        return self.position + 1 < self.count

    @property
    def has_previous(self) -> bool:
        return self.position > 0

    def moved(self, step: int) -> OpenSet:
        """The set `step` puzzles on (back if negative), stopping at either end."""
        return self.replace(position=self.position + step)

    def at(self, position: int) -> OpenSet:
        return self.replace(position=position)


def entry_of(puzzle: SharedPuzzle) -> Entry:
    """A puzzle with its answers, as a worksheet or the presentation shows it."""
    from engines.classroom import worksheet

    return worksheet.entry_of(puzzle)


class SetEntries(Sequence["Entry"]):
    """The worksheet entries (puzzle and answers) of a set's puzzles, each solved only when
    first asked for: stepping through a set of hard six-card hands must not solve them all."""

    def __init__(self, puzzles: Sequence[SharedPuzzle]) -> None:
        self._puzzles = tuple(puzzles)
        self._made: dict[int, Entry] = {}

    def __len__(self) -> int:
        return len(self._puzzles)

    @overload
    def __getitem__(self, index: int) -> Entry: ...
    @overload
    def __getitem__(self, index: slice) -> list[Entry]: ...
    def __getitem__(self, index: int | slice) -> Entry | list[Entry]:
        if isinstance(index, slice):
            return [self[number] for number in range(*index.indices(len(self)))]
        number = range(len(self))[index]
        if number not in self._made:
            self._made[number] = entry_of(self._puzzles[number])
        return self._made[number]
