"""Shared pieces of the contest tests: a running server and pupils as real websocket clients."""

from __future__ import annotations

import asyncio
import json
from contextlib import contextmanager
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from engines.classroom.contest.room import Room
from engines.classroom.contest.server import ContestServer
from engines.sharing.codes import read_code

WAIT = 10.0


def make_room(*codes: str, **options: Any) -> Room:
    return Room([read_code(code) for code in codes or ("24:3388",)], **options)


@contextmanager
def running(room: Room, **options: Any):
    server = ContestServer(room, host="127.0.0.1", port=0, **options)
    server.start()
    try:
        yield server
    finally:
        server.stop()


class Pupil:
    """One pupil's page, reduced to its messages: everything received is kept in `seen`."""

    def __init__(self, port: int) -> None:
        self.url = f"ws://127.0.0.1:{port}/ws"
        self.connection: ClientConnection | None = None
        self.seen: list[dict[str, Any]] = []
        self.token: str | None = None
        self.welcome: dict[str, Any] | None = None

    async def open(self) -> None:
        self.connection = await connect(self.url, open_timeout=WAIT, max_size=2**20)

    async def send(self, message: dict[str, Any] | str | bytes) -> None:
        assert self.connection is not None
        await self.connection.send(
            message if isinstance(message, (str, bytes)) else json.dumps(message)
        )

    async def next_of(self, kind: str) -> dict[str, Any]:
        """Read until a message of type `kind` arrives (others are kept in `seen` too)."""
        assert self.connection is not None
        while True:
            message = json.loads(await asyncio.wait_for(self.connection.recv(), WAIT))
            self.seen.append(message)
            if message["type"] == kind or kind == "any":
                return message

    async def join(self, pin: str, name: str | None = None) -> dict[str, Any]:
        await self.open()
        if self.token is not None and name is None:
            await self.send({"type": "join", "pin": pin, "token": self.token})
        else:
            await self.send({"type": "join", "pin": pin, "name": name})
        welcome = await self.next_of("welcome")
        self.token = welcome["token"]
        self.welcome = welcome
        return welcome

    async def answer(self, round_number: int, **answer: Any) -> dict[str, Any]:
        await self.send({"type": "answer", "round": round_number, **answer})
        return await self.next_of("verdict")

    async def refusal(self) -> tuple[str | None, int | None]:
        """The reason this client was refused, and the close code, once the server hangs up."""
        assert self.connection is not None
        reason = None
        try:
            while True:
                message = json.loads(await asyncio.wait_for(self.connection.recv(), WAIT))
                if message["type"] == "refused":
                    reason = message["reason"]
        except ConnectionClosed:
            pass
        return reason, self.connection.close_code

    async def close(self) -> None:
        if self.connection is not None:
            await self.connection.close()

    def seqs(self) -> list[int]:
        return [message["seq"] for message in self.seen if "seq" in message]


async def until(condition, timeout: float = WAIT) -> None:
    """Wait for the server's thread to get somewhere (polled; bounded)."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not condition():
        if loop.time() > end:
            raise AssertionError("timed out waiting")
        await asyncio.sleep(0.01)


async def command(server: ContestServer, name: str, argument: str = "") -> bool:
    return await asyncio.wrap_future(server.command(name, argument))
