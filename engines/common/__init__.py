"""Values every engine shares with the front ends.

Engines speak English, but the GUI also speaks Chinese. So every player-facing text an engine
produces is a `Message`: an English template plus its parameters. The CLI prints `str(message)`;
the GUI translates the template and then fills in the parameters.

Parameters often echo what a player or a script typed. They are shown with control characters
escaped (`\\n`, `\\x1b`), so a message stays one line and cannot drive the terminal.
"""

from __future__ import annotations

from engines.common.frozen import Frozen

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Literal, TypeVar

    Level = Literal["easy", "medium", "hard"]
    T = TypeVar("T")
else:
    Level = str
    """One of LEVELS (a `Literal` to type checkers: `typing` is not loaded at run time, as
    every command line starts here)."""

LEVELS: tuple[Level, ...] = ("easy", "medium", "hard")

NOT_ALLOWED = "{value} is not allowed as {name}"
"""For values only a program can pass (the wrong type, a rule that does not exist)."""
TEMPLATES: tuple[str, ...] = (NOT_ALLOWED,)
MAX_SHOWN_CHARS = 40
"""How much of a refused value an error message repeats."""


def escape_controls(text: str) -> str:
    """`text` with every unprintable character (newline, ESC, lone surrogate...) escaped."""
    if text.isprintable():
        return text
    return "".join(char if char.isprintable() else repr(char)[1:-1] for char in text)


def shown(value: object) -> str:
    """A refused value as an error message repeats it: short and on one line."""
    try:
        text = value if isinstance(value, str) else repr(value)
    except ValueError:  # an int too long to write out
        text = "a value too long to show"
    if len(text) > MAX_SHOWN_CHARS:
        text = text[: MAX_SHOWN_CHARS - 1] + "…"
    return escape_controls(text)


class Message(Frozen):
    """A player-facing text: `template` uses `{name}` fields filled from `params`."""

    _fields = ("template", "params")
    __slots__ = _fields
    template: str
    params: tuple[tuple[str, str], ...]

    def __init__(self, template: str, params: tuple[tuple[str, str], ...] = ()) -> None:
        self._set(template=template, params=params)

    @classmethod
    def of(cls, template: str, **params: object) -> Message:
        return cls(
            template, tuple((name, escape_controls(str(value))) for name, value in params.items())
        )

    def format(self, template: str | None = None) -> str:
        """The text, optionally through a translated template with the same fields."""
        return (self.template if template is None else template).format(**dict(self.params))

    def __str__(self) -> str:
        return self.format()


class PuzzleInputError(ValueError):
    """Bad player or command-line input; `message` says what is wrong in the player's terms."""

    def __init__(self, message: Message, at: int | None = None) -> None:
        super().__init__(str(message))
        self.message = message
        self.at = at
        """Where in the text as typed (0-based) the first wrong character is, when one is."""


def refuse(name: str, value: object) -> PuzzleInputError:
    """The error for a value a public function cannot take as `name` (raise it)."""
    return PuzzleInputError(Message.of(NOT_ALLOWED, value=shown(value), name=name))


def whole_number(value: object, name: str, low: int, high: int) -> int:
    """`value` if it is an int (not a bool) from `low` to `high`; else PuzzleInputError."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise refuse(name, value)
    return value


def flag(value: object, name: str) -> bool:
    """`value` if it is a bool; anything else is refused rather than read as truthy."""
    if not isinstance(value, bool):
        raise refuse(name, value)
    return value


def level_or_none(value: object) -> Level | None:
    """A difficulty level as the public functions take it: one of LEVELS, or None for any."""
    if value is not None and value not in LEVELS:
        raise refuse("a level", value)
    return value  # type: ignore[return-value]


def seed_or_none(value: object) -> int | None:
    """A random seed: a whole number, or None for a fresh one."""
    if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
        raise refuse("a seed", value)
    return value


def of_type(value: object, kind: type[T], name: str) -> T:
    """`value` if it is a `kind`; anything else is refused in one message."""
    if not isinstance(value, kind):
        raise refuse(name, value)
    return value
