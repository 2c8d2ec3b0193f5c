"""One copy of the app per data directory.

Two copies on one data directory recorded a puzzle twice and overwrote each other's saved
game. The first copy holds a `QLockFile` in the data directory and listens on a
`QLocalServer` named after that directory. A second copy that cannot take the lock asks the
first, through a `QLocalSocket`, to bring its window forward and then exits; when the first
does not answer (it hangs, or belongs to another user on a shared classroom folder), the
second opens read-only: it shows the saved games and records but writes neither, and says so.
A copy killed with -9 leaves a lock file whose process is gone; QLockFile takes it over.
"""

from __future__ import annotations

import enum
import getpass
import hashlib
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOCK_NAME = "puzzle-suite.lock"
REQUEST = b"show\n"
ANSWER = b"shown\n"
ANSWER_TIMEOUT_MS = 2000


class Claim(enum.Enum):
    FIRST = "first"
    """This copy owns the data directory."""
    FORWARDED = "forwarded"
    """Another copy owns it and brought its window forward: this one should exit."""
    READ_ONLY = "read-only"
    """Another copy owns it and did not answer: open without writing."""


def server_name(data_dir: Path) -> str:
    """A local socket name for `data_dir`, the same for every copy of one user."""
    try:
        user = getpass.getuser()
    except (OSError, KeyError, ImportError):
        user = ""
    digest = hashlib.sha256(f"{user}\0{data_dir.resolve()}".encode()).hexdigest()[:24]
    return f"puzzle-suite-{digest}"


class SingleInstance(QObject):
    """Claims a data directory for this copy; `show_requested` fires when another asks."""

    show_requested = Signal()

    def __init__(self, data_dir: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.data_dir = data_dir
        self.name = server_name(data_dir)
        self.lock = QLockFile(str(data_dir / LOCK_NAME))
        self.lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
        self.server: QLocalServer | None = None

    def claim(self) -> Claim:
        try:
            self.data_dir.mkdir(parents=True, exist_ok=True)
        except OSError:
            return Claim.READ_ONLY
        if self.lock.tryLock(0):
            self._listen()
            return Claim.FIRST
        return Claim.FORWARDED if self._ask_the_first() else Claim.READ_ONLY

    def _listen(self) -> None:
        QLocalServer.removeServer(self.name)  # a socket file left by a copy that was killed
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if self.server.listen(self.name):
            self.server.newConnection.connect(self._answer)

    def _answer(self) -> None:
        assert self.server is not None
        while (socket := self.server.nextPendingConnection()) is not None:
            socket.setParent(self)
            socket.readyRead.connect(lambda socket=socket: self._read_request(socket))
            socket.disconnected.connect(socket.deleteLater)

    def _read_request(self, socket: QLocalSocket) -> None:
        if not socket.canReadLine():
            if socket.bytesAvailable() > len(REQUEST):
                socket.abort()
            return
        if bytes(socket.readLine().data()) == REQUEST:
            self.show_requested.emit()
            socket.write(ANSWER)
            socket.flush()
        socket.disconnectFromServer()

    def _ask_the_first(self) -> bool:
        socket = QLocalSocket()
        socket.connectToServer(self.name)
        if not socket.waitForConnected(ANSWER_TIMEOUT_MS):
            return False
        socket.write(REQUEST)
        if not socket.waitForBytesWritten(ANSWER_TIMEOUT_MS):
            return False
        answered = b""
        while not answered.endswith(b"\n") and socket.waitForReadyRead(ANSWER_TIMEOUT_MS):
            answered += bytes(socket.readAll().data())
        socket.abort()
        return answered == ANSWER

    def release(self) -> None:
        if self.server is not None:
            self.server.close()
        self.lock.unlock()
