"""Values every engine shares with the front ends.

Engines speak English, but the GUI also speaks Chinese. So every player-facing text an engine
produces is a `Message`: an English template plus its parameters. The CLI prints `str(message)`;
the GUI translates the template and then fills in the parameters.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Level = Literal["easy", "medium", "hard"]
LEVELS: tuple[Level, ...] = ("easy", "medium", "hard")


@dataclass(frozen=True)
class Message:
    """A player-facing text: `template` uses `{name}` fields filled from `params`."""

    template: str
    params: tuple[tuple[str, str], ...] = ()

    @classmethod
    def of(cls, template: str, **params: object) -> Message:
        return cls(template, tuple((name, str(value)) for name, value in params.items()))

    def format(self, template: str | None = None) -> str:
        """The text, optionally through a translated template with the same fields."""
        return (self.template if template is None else template).format(**dict(self.params))

    def __str__(self) -> str:
        return self.format()


class PuzzleInputError(ValueError):
    """Bad player or command-line input; `message` says what is wrong in the player's terms."""

    def __init__(self, message: Message) -> None:
        super().__init__(str(message))
        self.message = message
