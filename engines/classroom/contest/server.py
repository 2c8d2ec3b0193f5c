"""The contest's network side: one port serves the pupil's page (`/`) and its live link (`/ws`).

It runs the `websockets` server on its own asyncio loop in a worker thread, so the teacher's
window (or the headless host's terminal) never waits on the network. The host talks to it only
through `command`, from its own thread; no host control exists on the network. The server
listens only between `start` and `stop`.

Bounded everywhere: frames over MAX_MESSAGE_BYTES are refused by the library before they are
read; a client that sends bad JSON, a message out of turn, or floods (see RateLimit) is told why
and dropped; a client that does not join within JOIN_SECONDS is dropped. Class-board updates
are sent at most every BOARD_SECONDS, so a burst of answers costs one broadcast, not one per
answer; the room is saved at most every SAVE_SECONDS while answers come in, and at once on
every command.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import logging
import threading
from collections.abc import Callable
from contextlib import suppress
from pathlib import Path
from typing import Any

from websockets.asyncio.server import ServerConnection, broadcast, serve
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from engines.classroom.contest import store
from engines.classroom.contest.judging import BadAnswer
from engines.classroom.contest.page import page_html
from engines.classroom.contest.protocol import (
    MAX_MESSAGE_BYTES,
    ProtocolError,
    RateLimit,
    read_answer,
    read_join,
    read_message,
)
from engines.classroom.contest.room import Pupil, Refusal, Room

DEFAULT_PORT = 8024
JOIN_SECONDS = 15.0
BOARD_SECONDS = 0.25
SAVE_SECONDS = 1.0
HOST_NOTICE_SECONDS = 0.25
START_SECONDS = 10.0
CLOSE_SECONDS = 0.5
COMMANDS = ("start", "next", "reveal", "end", "pause", "resume", "kick")
CLOSE_POLICY = 1008
CLOSE_KICKED = 4001
CLOSE_REPLACED = 4002
CLOSE_REFUSED = 4003
LOG = logging.getLogger("puzzle_suite.contest")
_SECURITY_HEADERS = {
    "Content-Type": "text/html; charset=utf-8",
    "Connection": "close",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
        "img-src data:; connect-src 'self' ws: wss:; base-uri 'none'; form-action 'none'"
    ),
}


def _dumps(message: dict[str, Any]) -> str:
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


class ContestServer:
    """Serves one room on `host`:`port` (0: any free port) until `stop`.

    `on_change(snapshot)` is called on the server's thread (at most every HOST_NOTICE_SECONDS)
    with the room's fresh snapshot when what the host shows has changed; a window turns it into
    a signal, so its thread never waits for the room's lock while answers are being judged.
    `save_dir`, when given, keeps the room's saved state there as the contest goes.
    """

    def __init__(
        self,
        room: Room,
        host: str = "0.0.0.0",
        port: int = DEFAULT_PORT,
        save_dir: Path | None = None,
        on_change: Callable[[dict[str, Any]], None] | None = None,
    ) -> None:
        self.room = room
        self.host = host
        self.port = port
        self.save_dir = save_dir
        self.on_change = on_change
        self.connections: dict[int, ServerConnection] = {}
        self.seq = 0
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._stopping: asyncio.Event | None = None
        self._failure: BaseException | None = None
        self._pending: set[str] = set()
        self._transports: set[asyncio.BaseTransport] = set()

    # Life ---------------------------------------------------------------------------------

    def start(self) -> int:
        """Listen; returns the port. OSError (port taken, not allowed) if it cannot."""
        page_html()  # read before the first pupil asks, so a missing file shows here
        self._thread = threading.Thread(target=self._run, name="contest-server", daemon=True)
        self._thread.start()
        if not self._ready.wait(START_SECONDS):
            raise OSError("the contest server did not start")
        if self._failure is not None:
            self._thread.join()
            raise OSError(str(self._failure)) from self._failure
        return self.port

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def stop(self) -> None:
        """Close every connection, stop listening, save, and end the thread."""
        if self._loop is not None and self.running and self._stopping is not None:
            self._loop.call_soon_threadsafe(self._stopping.set)
        if self._thread is not None:
            self._thread.join()
        self._thread = None

    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except BaseException as error:  # reported to start(), never lost
            self._failure = error
            self._ready.set()

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stopping = asyncio.Event()
        server = await serve(
            self._pupil,
            self.host,
            self.port,
            process_request=self._http,
            max_size=MAX_MESSAGE_BYTES,
            max_queue=8,
            ping_interval=20,
            ping_timeout=20,
            close_timeout=CLOSE_SECONDS,
            compression=None,  # messages are a few hundred bytes: deflate costs more than it saves
            logger=LOG,
            create_connection=self._connection_class(),
        )
        self.port = next(iter(server.sockets)).getsockname()[1]
        self._ready.set()
        await self._stopping.wait()
        # Stops listening, then closes every connection (1001). A browser's idle pre-opened
        # socket, which never sends a request, would hold the wait for its whole open timeout:
        # whatever is still open after a moment is cut.
        server.close()
        try:
            await asyncio.wait_for(asyncio.shield(server.wait_closed()), CLOSE_SECONDS)
        except TimeoutError:
            for transport in list(self._transports):
                transport.abort()
            with suppress(TimeoutError):
                await asyncio.wait_for(server.wait_closed(), CLOSE_SECONDS)
        self._save()

    def _connection_class(self) -> type[ServerConnection]:
        """Connections that keep their transport in `_transports` while it is open."""
        transports = self._transports

        class TrackedConnection(ServerConnection):
            def connection_made(self, transport: asyncio.BaseTransport) -> None:
                super().connection_made(transport)
                transports.add(transport)

            def connection_lost(self, exc: Exception | None) -> None:
                transports.discard(self.transport)
                super().connection_lost(exc)

        return TrackedConnection

    # The host's commands --------------------------------------------------------------------

    def command(self, name: str, argument: str = "") -> concurrent.futures.Future[bool]:
        """Run a teacher's command (one of COMMANDS) on the server's thread; the future says
        whether it changed anything."""
        if name not in COMMANDS:
            raise ValueError(f"unknown command {name!r}")
        if self._loop is None or not self.running:
            raise RuntimeError("the contest server is not running")
        return asyncio.run_coroutine_threadsafe(self._command(name, argument), self._loop)

    async def _command(self, name: str, argument: str) -> bool:
        room = self.room
        if name in ("start", "next") and len(room.rounds) < len(room.puzzles):
            puzzle = room.puzzles[len(room.rounds)]
            await asyncio.get_running_loop().run_in_executor(None, puzzle.prepare)
        if name == "kick":
            pupil = room.kick(argument)
            if pupil is None:
                return False
            connection = self.connections.pop(pupil.number, None)
            if connection is not None:
                await self._refuse(connection, "kicked", CLOSE_KICKED)
            changed = True
        elif name in ("pause", "resume"):
            changed = room.pause(name == "pause")
        else:
            changed = getattr(room, name)()
        if changed:
            self._send_states()
            self._save()
            self._notify_host()
        return changed

    # Pupils -----------------------------------------------------------------------------------

    def _http(self, connection: ServerConnection, request: Request) -> Response | None:
        path = request.path.split("?", 1)[0]
        if path == "/ws":
            return None
        if path not in ("/", "/index.html"):
            return connection.respond(404, "Not found\n")
        body = page_html()
        headers = Headers(_SECURITY_HEADERS)
        headers["Content-Length"] = str(len(body))
        return Response(200, "OK", headers, body)

    async def _refuse(self, connection: ServerConnection, reason: str, code: int) -> None:
        try:
            await connection.send(_dumps({"type": "refused", "reason": reason}))
            await connection.close(code, reason)
        except ConnectionClosed:
            pass

    async def _pupil(self, connection: ServerConnection) -> None:
        pupil: Pupil | None = None
        try:
            raw = await asyncio.wait_for(connection.recv(), JOIN_SECONDS)
            joined = self.room.join(read_join(read_message(raw)))
            if isinstance(joined, Refusal):
                await self._refuse(connection, joined.reason, CLOSE_REFUSED)
                return
            pupil = joined
            await self._welcome(pupil, connection)
            limit = RateLimit()
            async for raw in connection:
                if not limit.allow():
                    raise ProtocolError("flooding")
                answer = read_answer(read_message(raw))
                try:
                    verdict = self.room.submit(pupil, answer.round, answer.message)
                except BadAnswer as error:
                    raise ProtocolError("malformed", str(error)) from None
                await connection.send(_dumps(verdict))
                if "number" in verdict:
                    self._answered()
        except ProtocolError as error:
            await self._refuse(connection, error.reason, CLOSE_POLICY)
        except (ConnectionClosed, TimeoutError):
            pass
        finally:
            if pupil is not None and self.connections.get(pupil.number) is connection:
                del self.connections[pupil.number]
                self.room.set_connected(pupil, False)
                self._notify_host()

    async def _welcome(self, pupil: Pupil, connection: ServerConnection) -> None:
        """Seat a pupil (a second page of the same pupil takes over from the first)."""
        earlier = self.connections.get(pupil.number)
        self.connections[pupil.number] = connection
        self.room.set_connected(pupil, True)
        if earlier is not None:
            await self._refuse(earlier, "replaced", CLOSE_REPLACED)
        (state,) = self.room.state_for([pupil])
        welcome = {"type": "welcome", "token": pupil.token, "pin": self.room.pin, "seq": self.seq}
        await connection.send(_dumps({**welcome, "state": state}))
        self._save_later()
        self._notify_host()
        self._board_later()

    # Broadcasts ---------------------------------------------------------------------------

    def _send_states(self) -> None:
        """Everyone's state after a command: the same for all but each pupil's own part."""
        self.seq += 1
        pupils = [self.room.pupils[number] for number in self.connections]
        for pupil, state in zip(pupils, self.room.state_for(pupils), strict=True):
            broadcast([self.connections[pupil.number]], _dumps({**state, "seq": self.seq}))

    def _answered(self) -> None:
        self._board_later()
        self._save_later()
        self._notify_host()

    def _later(self, name: str, delay: float, action: Callable[[], None]) -> None:
        """Run `action` once in `delay` seconds however often this is asked meanwhile."""
        if name in self._pending or self._loop is None:
            return
        self._pending.add(name)

        def run() -> None:
            self._pending.discard(name)
            action()

        self._loop.call_later(delay, run)

    def _board_later(self) -> None:
        self._later("board", BOARD_SECONDS, self._send_board)

    def _send_board(self) -> None:
        self.seq += 1
        broadcast(list(self.connections.values()), _dumps({**self.room.board(), "seq": self.seq}))

    def _save_later(self) -> None:
        self._later("save", SAVE_SECONDS, self._save)

    def _save(self) -> None:
        if self.save_dir is None:
            return
        try:
            store.save(self.room, self.save_dir)
        except OSError as error:
            LOG.warning("the contest cannot be saved: %s", error)

    def _notify_host(self) -> None:
        self._later("host", HOST_NOTICE_SECONDS, self._tell_host)

    def _tell_host(self) -> None:
        if self.on_change is not None:
            self.on_change(self.room.snapshot())
