"""What a pupil's page may send, checked before anything acts on it, and how often.

Every message is one JSON object of at most MAX_MESSAGE_BYTES (the server refuses larger frames
before reading them). The first is `join`; after it only `answer`. Names are 1 to
MAX_NAME_CHARS printable characters: control characters (and other unprintable ones) are
refused rather than stripped, so what the projector shows is what the pupil typed. A client
that sends anything else, or floods, is dropped; nobody else notices.
"""

from __future__ import annotations

import json
import time
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

MAX_MESSAGE_BYTES = 4096
MAX_NAME_CHARS = 24
MAX_PIN_CHARS = 12
MAX_TOKEN_CHARS = 64
RATE_PER_SECOND = 5.0
"""Answers a pupil may send per second on average; far more than anyone types."""
RATE_BURST = 12
"""Messages a pupil may send at once (a double tap, a reconnect's catch-up)."""


class ProtocolError(ValueError):
    """A message no honest page sends; `reason` is the code the page is told before the drop."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason


def _field(message: dict[str, Any], name: str, kind: type, limit: int | None = None) -> Any:
    value = message.get(name)
    if not isinstance(value, kind) or isinstance(value, bool) != (kind is bool):
        raise ProtocolError("malformed", f"{name} must be a {kind.__name__}")
    if limit is not None and isinstance(value, str) and len(value) > limit:
        raise ProtocolError("malformed", f"{name} is longer than {limit} characters")
    return value


def read_message(raw: str | bytes) -> dict[str, Any]:
    """The JSON object of one text frame; ProtocolError for binary frames or bad JSON."""
    if not isinstance(raw, str):
        raise ProtocolError("malformed", "text frames only")
    try:
        message = json.loads(raw)
    except (ValueError, RecursionError):
        raise ProtocolError("malformed", "not JSON") from None
    if not isinstance(message, dict) or not isinstance(message.get("type"), str):
        raise ProtocolError("malformed", "not a message object")
    return message


@dataclass(frozen=True)
class Join:
    """`{"type": "join", "pin": "4821", "name": "Li Lei"}`, or with `token` to come back."""

    pin: str
    name: str | None
    token: str | None


def read_join(message: dict[str, Any]) -> Join:
    if message["type"] != "join":
        raise ProtocolError("malformed", "the first message is join")
    pin = _field(message, "pin", str, MAX_PIN_CHARS)
    token = message.get("token")
    if token is not None:
        return Join(pin, None, _field(message, "token", str, MAX_TOKEN_CHARS))
    return Join(pin, _field(message, "name", str, MAX_NAME_CHARS * 4), None)


@dataclass(frozen=True)
class Answer:
    """`{"type": "answer", "round": 1, "text": "..."}` (or `"sticks": [...]`): the page names
    the puzzle it answers, so an answer to a puzzle already gone is not judged against the
    next one."""

    round: int
    message: dict[str, Any]


def read_answer(message: dict[str, Any]) -> Answer:
    if message["type"] != "answer":
        raise ProtocolError("malformed", "unknown message type")
    number = _field(message, "round", int)
    return Answer(number, message)


def checked_name(text: str) -> str | None:
    """A pupil's name as the room keeps it (NFC, spaces trimmed and single), or None if it
    is empty, too long, or has a control or other unprintable character."""
    name = " ".join(part for part in unicodedata.normalize("NFC", text).split(" ") if part)
    if not 1 <= len(name) <= MAX_NAME_CHARS or not name.isprintable():
        return None
    return name


@dataclass
class RateLimit:
    """A token bucket: RATE_BURST messages at once, then RATE_PER_SECOND on average."""

    now: Callable[[], float] = time.monotonic
    tokens: float = RATE_BURST
    last: float = field(default=-1.0)

    def allow(self) -> bool:
        moment = self.now()
        if self.last >= 0:
            self.tokens = min(RATE_BURST, self.tokens + (moment - self.last) * RATE_PER_SECOND)
        self.last = moment
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True
