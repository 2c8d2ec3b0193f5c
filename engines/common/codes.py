"""What every puzzle code shares: `GAME:PUZZLE[:OPTIONS]`, ASCII, read case-insensitively.

A code is meant to be written on a board and typed by a class, so it avoids spaces, keeps to
one line and is bounded in length before anything else reads it. The game part names the game
("24" or "MS"); each game's module reads the puzzle and options parts.
"""

from __future__ import annotations

from engines.common import Message, PuzzleInputError
from engines.common.typed_text import plain_text

SEPARATOR = ":"
GAMES = ("24", "MS")
MAX_CODE_LENGTH = 60
"""Far above any real code (a 24-character equation with every option is 37): anything longer is
not a code, and refusing it first keeps every later step small."""

EMPTY = "type a puzzle code"
TOO_LONG = "a puzzle code has at most {limit} characters"
NOT_A_CODE = "{code} is not a puzzle code: codes look like 24:3388 or MS:5+7=2"
UNKNOWN_GAME = "{game} is not a game: a code starts with 24: or MS:"
WRONG_GAME = "{code} is a code for the other game"
BAD_CARDS = "{cards} are not cards: a code writes each card as one of A 2-9 T J Q K"
BAD_TWENTYFOUR_OPTIONS = "{options} is not a 24 points option: use T and a target, L or I"
BAD_MATCHSTICK_OPTIONS = (
    "{options} is not a matchstick option: use M, A or R with 1 to 3, E, Z or O and operators"
)
TEMPLATES = (
    EMPTY,
    TOO_LONG,
    NOT_A_CODE,
    UNKNOWN_GAME,
    WRONG_GAME,
    BAD_CARDS,
    BAD_TWENTYFOUR_OPTIONS,
    BAD_MATCHSTICK_OPTIONS,
)


class CodeError(PuzzleInputError):
    """Text that is not a puzzle code, or names a puzzle no game can play."""


def fail(template: str, at: int | None = None, **params: object) -> CodeError:
    return CodeError(Message.of(template, **params), at)


def typed_index(text: str, index: int) -> int | None:
    """Where the `index`-th character of a code as read (spaces dropped, see `split_code`)
    stands in `text` as typed; None when it cannot be told."""
    seen = -1
    for position, character in enumerate(text[:MAX_CODE_LENGTH]):
        if not character.isspace():
            seen += 1
            if seen == index:
                return position
    return None


def pointing_at(error: PuzzleInputError, text: str, part: str, start: int) -> PuzzleInputError:
    """`error` about `part` (which starts at `start` in the code as read) pointing at the
    first character of `part` its message names (`character`, `operator`), if any."""
    named = dict(error.message.params)
    wrong = named.get("character") or named.get("operator")
    if error.at is None and wrong and wrong in part:
        error.at = typed_index(text, start + part.index(wrong))
    return error


def split_code(text: str) -> tuple[str, str, str]:
    """(game, puzzle, options) of a code, upper-cased, spaces dropped; options may be empty.

    Full-width characters from a Chinese input method read as their ASCII twins.
    """
    if len(text) > MAX_CODE_LENGTH:
        raise fail(TOO_LONG, limit=MAX_CODE_LENGTH)
    code = "".join(plain_text(text, operators=False).split()).upper()
    if not code:
        raise fail(EMPTY)
    parts = code.split(SEPARATOR)
    if len(parts) not in (2, 3) or not all(parts[:2]):
        raise fail(NOT_A_CODE, code=code)
    game, puzzle, options = (*parts, "")[:3]
    return game, puzzle, options


def check_game(game: str, expected: str, code: str) -> None:
    """Refuse a code of another game, or of no game at all, in words that say which."""
    if game not in GAMES:
        raise fail(UNKNOWN_GAME, game=game)
    if game != expected:
        raise fail(WRONG_GAME, code=code)


def join_code(game: str, puzzle: str, options: str) -> str:
    """The code text, leaving out an empty options part."""
    return SEPARATOR.join(part for part in (game, puzzle, options) if part)
