"""A contest's results: a CSV with one row per answer, and rows for the player records.

The CSV is what a teacher keeps or prints: every answer of every pupil with its verdict, in
the words the headless `judge` command uses (`NEW n`, `SAME k`, `WRONG message`), so nothing a
pupil sent is lost. The records get one row per pupil and puzzle, in mode "contest".
"""

from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from engines.classroom.contest.room import Room
from engines.common.files import write_file
from engines.records.database import Record, Records

COLUMNS = (
    "pupil",
    "puzzle",
    "code",
    "answer_number",
    "answer",
    "shown",
    "verdict",
    "points",
    "seconds",
    "puzzle_score",
    "total_score",
)


def _verdict(kind: str, same_as: int | None, message: object, found: int) -> str:
    if kind == "new":
        return f"NEW {found}"
    if kind == "same":
        return f"SAME {same_as}"
    if kind == "right":
        return "RIGHT"
    if kind == "unfinished":
        return f"UNFINISHED {message}"
    return f"WRONG {message}"


def write_csv(room: Room, out: TextIO) -> int:
    """Every answer as one row, pupils in board order; returns the rows written."""
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(COLUMNS)
    rows = 0
    with room.lock:
        pupils = sorted(room.pupils.values(), key=lambda p: (-p.score, p.name.casefold()))
        for pupil in pupils:
            for index, played in sorted(pupil.rounds.items()):
                puzzle = room.rounds[index].puzzle
                found = 0
                for number, answer in enumerate(played.answers, start=1):
                    found += answer.kind == "new"
                    writer.writerow(
                        [
                            pupil.name,
                            index + 1,
                            puzzle.code,
                            number,
                            answer.text,
                            answer.shown,
                            _verdict(answer.kind, answer.same_as, answer.message, found),
                            answer.points,
                            answer.seconds,
                            played.score,
                            pupil.score,
                        ]
                    )
                    rows += 1
    return rows


def save_csv(room: Room, path: Path) -> int:
    """The CSV in UTF-8 with a byte-order mark, so spreadsheets read Chinese names."""
    out = io.StringIO()
    rows = write_csv(room, out)
    write_file(path, out.getvalue().encode("utf-8-sig"))
    return rows


@dataclass(frozen=True)
class Standing:
    """One line of the printed results: place (equal scores share one), name, score per puzzle
    played (None where the pupil gave no answer) and the total."""

    place: int
    name: str
    scores: tuple[int | None, ...]
    total: int


def standings(room: Room) -> list[Standing]:
    """Every pupil, best total first; a class's results sheet."""
    with room.lock:
        played = len(room.rounds)
        pupils = sorted(room.pupils.values(), key=lambda p: (-p.score, p.name.casefold()))
        lines: list[Standing] = []
        for pupil in pupils:
            scores = tuple(
                pupil.rounds[index].score if index in pupil.rounds else None
                for index in range(played)
            )
            tied = lines and lines[-1].total == pupil.score
            place = lines[-1].place if tied else len(lines) + 1
            lines.append(Standing(place, pupil.name, scores, pupil.score))
    return lines


def records_of(room: Room) -> list[Record]:
    """One record per pupil and puzzle played: solved when some answer was right."""
    records = []
    with room.lock:
        for pupil in room.pupils.values():
            for index, played in sorted(pupil.rounds.items()):
                contest_round = room.rounds[index]
                puzzle = contest_round.puzzle.puzzle
                right = [a for a in played.answers if a.key is not None]
                last = right[0] if right else played.answers[-1]
                records.append(
                    Record(
                        player=pupil.name,
                        game=puzzle.GAME,
                        mode="contest",
                        code=contest_round.puzzle.code,
                        level=puzzle.level,
                        rules=json.dumps(
                            puzzle.rules_json(), sort_keys=True, separators=(",", ":")
                        ),
                        started=contest_round.started,
                        seconds=last.seconds,
                        hints=0,
                        wrong_checks=sum(a.kind == "wrong" for a in played.answers),
                        outcome="solved" if right else "abandoned",
                        answer=right[0].shown if right else "",
                    )
                )
    return records


def keep_records(room: Room, path: Path) -> int:
    """Add the contest's rows to the records file at `path`; returns how many."""
    rows = records_of(room)
    records = Records(path)
    try:
        for record in rows:
            records.add(record)
    finally:
        records.close()
    return len(rows)
