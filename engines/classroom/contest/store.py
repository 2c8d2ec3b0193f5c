"""The contest as it goes, kept in the data directory: a closed or crashed app resumes it.

The file holds the room's settings, its pupils (with their tokens, so pages come back to the
same pupil) and every answer in the order it was given; reading it judges those answers again,
which gives back every score, verdict and class count exactly. Written through the one file
writer (`engines.common.files`), so a crash mid-write leaves the previous save whole.
"""

from __future__ import annotations

import datetime
import json
from pathlib import Path
from typing import Any

from engines.classroom.contest.room import MODES, Room
from engines.common import Message, PuzzleInputError
from engines.common.files import set_aside as keep_aside
from engines.common.files import write_file
from engines.sharing.codes import code_of, read_code

FILE_NAME = "contest.json"
FORMAT = "puzzle-suite/contest"
VERSION = 1
MAX_FILE_BYTES = 20_000_000
BAD_FILE = "the saved contest cannot be read: {reason}"
TEMPLATES = (BAD_FILE,)


def to_json(room: Room) -> dict[str, Any]:
    with room.lock:
        return {
            "format": FORMAT,
            "version": VERSION,
            "pin": room.pin,
            "mode": room.mode,
            "countdown": room.countdown,
            "max_pupils": room.max_pupils,
            "puzzles": [code_of(puzzle.puzzle) for puzzle in room.puzzles],
            "phase": room.phase,
            "started": [played.started.isoformat() for played in room.rounds],
            "pupils": [
                {"number": p.number, "name": p.name, "token": p.token, "kicked": p.kicked}
                for p in room.pupils.values()
            ],
            "answers": [[a.pupil, a.round, a.text, a.seconds] for a in room.log],
        }


def _refuse(reason: str) -> PuzzleInputError:
    return PuzzleInputError(Message.of(BAD_FILE, reason=reason))


def from_json(document: Any) -> Room:
    """The room a saved document describes; PuzzleInputError if it is not one this writes."""
    try:
        if document.get("format") != FORMAT or document.get("version") != VERSION:
            raise _refuse("not a contest of this version")
        if document["mode"] not in MODES or document["phase"] not in (
            "lobby",
            "playing",
            "revealed",
            "ended",
        ):
            raise _refuse("unknown mode or phase")
        puzzles = [read_code(str(code)) for code in document["puzzles"]]
        room = Room(
            puzzles,
            document["mode"],
            str(document["pin"]),
            int(document["max_pupils"]),
            document["countdown"],
        )
        for saved in document["pupils"]:
            pupil = room._add_pupil(str(saved["name"]), str(saved["token"]), int(saved["number"]))
            pupil.kicked = bool(saved["kicked"])
        answers = [(int(p), int(r), str(t), float(s)) for p, r, t, s in document["answers"]]
        started = [datetime.datetime.fromisoformat(text) for text in document["started"]]
        if len(started) > len(puzzles):
            raise _refuse("more puzzles played than the contest has")
        for number, moment in enumerate(started, start=1):
            room._open_round(moment)
            for pupil, round_number, text, seconds in answers:
                if round_number == number:
                    room.replay(room.pupils[pupil], number, text, seconds)
        room.phase = document["phase"] if started else "lobby"
        return room
    except PuzzleInputError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise _refuse(type(error).__name__) from None


def save(room: Room, directory: Path) -> Path:
    """Write the room to FILE_NAME in `directory` in one step; returns the path."""
    path = directory / FILE_NAME
    directory.mkdir(parents=True, exist_ok=True)
    write_file(path, json.dumps(to_json(room), ensure_ascii=False, separators=(",", ":")))
    return path


def saved(directory: Path) -> Room | None:
    """The contest left unfinished in `directory`, or None (none, finished, or unreadable)."""
    path = directory / FILE_NAME
    try:
        with path.open("rb") as file:
            data = file.read(MAX_FILE_BYTES + 1)
        if len(data) > MAX_FILE_BYTES:
            return None
        room = from_json(json.loads(data.decode("utf-8")))
    except (OSError, ValueError, PuzzleInputError):
        return None
    return None if room.phase == "ended" else room


def set_aside(directory: Path) -> Path:
    """Keep the unfinished contest under another name (a new one is starting); its path."""
    return keep_aside(directory / FILE_NAME, "unfinished")


def forget(directory: Path) -> None:
    """Remove the saved contest (it ended and its results are kept elsewhere)."""
    (directory / FILE_NAME).unlink(missing_ok=True)
