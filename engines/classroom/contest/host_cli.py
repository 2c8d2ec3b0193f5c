"""`puzzle-suite --host-contest ...`: a class contest without a window, for terminals and tests.

The first line on stdout is the join address. The teacher's commands come on stdin, one a line:
`start`, `next`, `reveal`, `end`, `status`, `pause`, `resume`, `kick NAME`. Each command
answers with one line: `ok COMMAND ...` or `unchanged COMMAND ...` and the contest's summary
(`status` prints the host's whole view as one JSON line). `end`, or the end of the input,
closes the contest: the results CSV is written, the records get one row per pupil and puzzle,
and the program exits 0. Ctrl+C stops without ending: the saved contest resumes with
`--resume`.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import signal
import sys
import threading
from pathlib import Path
from typing import TextIO

from engines.classroom.contest import store
from engines.classroom.contest.network import LOOPBACK, join_url, lan_addresses
from engines.classroom.contest.results import keep_records, save_csv
from engines.classroom.contest.room import MAX_PUPILS, MODES, Room
from engines.classroom.contest.server import COMMANDS, DEFAULT_PORT, ContestServer
from engines.classroom.puzzle_sets import SetError, read_set, read_set_text
from engines.classroom.sheet_limits import GAMES, MAX_PUZZLES
from engines.classroom.worksheet import Options, drawn, fresh_seed
from engines.common import LEVELS, PuzzleInputError
from engines.common.command_line import (
    INTERRUPTED,
    ArgumentParser,
    UsageError,
    read_lines,
    run_command,
)
from engines.records.database import FILE_NAME as RECORDS_FILE
from engines.sharing.codes import SharedPuzzle

ORGANIZATION, APPLICATION = "PuzzleSuite", "puzzle-suite"
MAX_COUNTDOWN = 3600
HELP = "commands: start, next, reveal, end, status, pause, resume, kick NAME"


def default_data_dir() -> Path:
    """Where the desktop app keeps its data (Qt's AppDataLocation), found without Qt."""
    home = Path.home()
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA") or home / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = home / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or home / ".local" / "share")
    return base / ORGANIZATION / APPLICATION


def _bounded(low: int, high: int):
    def read(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"use a number from {low} to {high}")
        return value

    return read


def _pin(text: str) -> str:
    if not (text.isascii() and text.isdigit() and 4 <= len(text) <= 8):
        raise argparse.ArgumentTypeError("a PIN is 4 to 8 digits")
    return text


def parser() -> ArgumentParser:
    options = ArgumentParser(
        prog="puzzle-suite --host-contest",
        description="Host a class contest without a window; commands come on stdin.",
        epilog=HELP,
    )
    options.add_argument("--game", choices=GAMES, default="24")
    options.add_argument("--set", metavar="FILE", type=Path, help="puzzles of a puzzle set")
    options.add_argument("--count", type=_bounded(1, MAX_PUZZLES), default=5)
    options.add_argument("--level", choices=LEVELS)
    options.add_argument("--cards", type=_bounded(3, 6), default=4)
    options.add_argument("--moves", type=_bounded(1, 3), default=1, help="sticks to move")
    options.add_argument("--kind", choices=("move", "add", "remove"), default="move")
    options.add_argument("--seed", type=_bounded(0, 2**31 - 1))
    options.add_argument("--mode", choices=MODES, default="ways")
    options.add_argument("--port", type=_bounded(0, 65535), default=DEFAULT_PORT)
    options.add_argument("--bind", default="0.0.0.0", help="address to listen on")
    options.add_argument("--pin", type=_pin)
    options.add_argument("--countdown", type=_bounded(5, MAX_COUNTDOWN), help="seconds a puzzle")
    options.add_argument("--max-pupils", type=_bounded(1, 500), default=MAX_PUPILS)
    options.add_argument("--results", metavar="FILE.csv", type=Path)
    options.add_argument("--data-dir", metavar="DIR", type=Path)
    options.add_argument("--resume", action="store_true", help="carry on the unfinished contest")
    return options


def puzzles_of(arguments: argparse.Namespace) -> list[SharedPuzzle]:
    """The contest's puzzles: the set's puzzles of the chosen game, or newly generated ones."""
    if arguments.set is not None:
        try:
            found = read_set(read_set_text(arguments.set.expanduser())).puzzles
        except SetError as error:
            raise UsageError("; ".join(error.lines())) from None
        chosen = [puzzle for puzzle in found if arguments.game == puzzle.GAME]
        if not chosen:
            raise UsageError(f"{arguments.set} has no {arguments.game} puzzles")
        return chosen
    options = Options(
        game=arguments.game,
        count=arguments.count,
        level=arguments.level,
        cards=arguments.cards,
        kind=arguments.kind,
        sticks=arguments.moves,
    )
    seed = arguments.seed if arguments.seed is not None else fresh_seed()
    return list(drawn(options, seed))


def summary(room: Room) -> str:
    board = room.board()
    return (
        f"phase={room.phase}{' paused' if room.paused else ''} "
        f"puzzle={len(room.rounds)}/{len(room.puzzles)} pupils={board['pupils']} "
        f"found={board['found']}/{board['total']}"
    )


def _room(arguments: argparse.Namespace, data_dir: Path, err: TextIO) -> Room:
    if arguments.resume:
        room = store.saved(data_dir)
        if room is None:
            raise UsageError(f"no unfinished contest in {data_dir}")
        return room
    if store.saved(data_dir) is not None:
        kept = store.set_aside(data_dir)
        err.write(f"an unfinished contest was kept as {kept}; --resume carries on the next one\n")
    return Room(
        puzzles_of(arguments),
        arguments.mode,
        arguments.pin,
        arguments.max_pupils,
        arguments.countdown,
    )


def _end(room: Room, arguments: argparse.Namespace, data_dir: Path, out: TextIO) -> int:
    room.end()
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    path = arguments.results or Path(f"contest-{stamp}.csv")
    try:
        rows = save_csv(room, path)
    except OSError as error:
        raise UsageError(f"cannot write {path}: {error.strerror or error}") from None
    keep_records(room, data_dir / RECORDS_FILE)
    store.forget(data_dir)
    out.write(f"results {path} ({rows} answers)\n")
    return 0


def _interrupt(_signal: int, _frame: object) -> None:
    raise KeyboardInterrupt


def host(arguments: argparse.Namespace, source: TextIO, out: TextIO, err: TextIO) -> int:
    """Run the contest until `end` or the end of `source`. SIGTERM, like Ctrl+C, stops it
    unfinished but saved."""
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGTERM, _interrupt)
    data_dir = (arguments.data_dir or default_data_dir()).expanduser()
    room = _room(arguments, data_dir, err)
    server = ContestServer(room, arguments.bind, arguments.port, save_dir=data_dir)
    try:
        port = server.start()
    except OSError as error:
        raise UsageError(f"cannot listen on port {arguments.port}: {error}") from None
    try:
        local = arguments.bind in ("127.0.0.1", "localhost")
        address = LOOPBACK if local else lan_addresses()[0]
        out.write(join_url(address, port, room.pin) + "\n")
        out.write(f"PIN {room.pin}\n")
        out.flush()
        for _number, line in read_lines(source):
            name, _, argument = line.strip().partition(" ")
            if not name:
                continue
            if name == "end":
                break
            if name == "status":
                out.write(json.dumps(room.snapshot(), ensure_ascii=False) + "\n")
            elif name in COMMANDS:
                changed = server.command(name, argument.strip()).result()
                out.write(f"{'ok' if changed else 'unchanged'} {name} {summary(room)}\n")
            else:
                err.write(f"unknown command {name[:40]!r}; {HELP}\n")
            out.flush()
        server.command("end").result()
    except KeyboardInterrupt:
        err.write("stopped unfinished; --resume carries the contest on\n")
        return INTERRUPTED
    finally:
        server.stop()
    return _end(room, arguments, data_dir, out)


def main(
    argv: list[str] | None = None,
    source: TextIO | None = None,
    out: TextIO | None = None,
    err: TextIO | None = None,
) -> int:
    """The host; the streams default to the process's own (looked up when called)."""
    errors = err or sys.stderr

    def command() -> int:
        arguments = parser().parse_args(sys.argv[1:] if argv is None else argv)
        try:
            return host(arguments, source or sys.stdin, out or sys.stdout, errors)
        except PuzzleInputError as error:
            raise UsageError(str(error.message)) from None

    return run_command(command, errors)
