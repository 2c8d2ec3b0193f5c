"""One copy of the app per data directory.

Two copies on one data directory recorded a puzzle twice and overwrote each other's saved
game. The first copy holds a `QLockFile` in the data directory and listens on a local (Unix
domain) socket named after that directory, watched by a `QSocketNotifier` (Python's socket
module rather than QtNetwork, which the standalone bundle leaves out with the Kerberos
libraries it pulls in). A second copy that cannot take the lock asks the first, through that
socket, to bring its window forward and then exits; when the first
does not answer (it hangs, or belongs to another user on a shared classroom folder), the
second opens read-only: it shows the saved games and records but writes neither, and says so.
A copy killed with -9 leaves a lock file whose process is gone; QLockFile takes it over.
"""

from __future__ import annotations

import enum
import getpass
import os
import socket
import tempfile
from contextlib import suppress
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, QSocketNotifier, Signal

from engines.common.digest import sha256

LOCK_NAME = "puzzle-suite.lock"
REQUEST = b"show\n"
ANSWER = b"shown\n"
ANSWER_TIMEOUT_SECONDS = 2.0


class Claim(enum.Enum):
    FIRST = "first"
    """This copy owns the data directory."""
    FORWARDED = "forwarded"
    """Another copy owns it and brought its window forward: this one should exit."""
    READ_ONLY = "read-only"
    """Another copy owns it and did not answer: open without writing."""


def server_path(data_dir: Path) -> Path:
    """The local socket for `data_dir`, the same for every copy of one user."""
    try:
        user = getpass.getuser()
    except (OSError, KeyError, ImportError):
        user = ""
    digest = sha256(f"{user}\0{data_dir.resolve()}".encode()).hexdigest()[:24]
    runtime = os.environ.get("XDG_RUNTIME_DIR") or tempfile.gettempdir()
    return Path(runtime) / f"puzzle-suite-{digest}"


class SingleInstance(QObject):
    """Claims a data directory for this copy; `show_requested` fires when another asks."""

    show_requested = Signal()

    def __init__(self, data_dir: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.data_dir = data_dir
        self.path = server_path(data_dir)
        self.lock = QLockFile(str(data_dir / LOCK_NAME))
        self.lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
        self.server: socket.socket | None = None
        self.notifier: QSocketNotifier | None = None

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
        with suppress(OSError):
            self.path.unlink()  # left by a copy that was killed: we hold the lock now
        server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            server.bind(str(self.path))
            os.chmod(self.path, 0o600)
            server.listen(4)
        except OSError:
            server.close()
            return  # no socket: a second copy then opens read-only instead
        server.setblocking(False)
        self.server = server
        self.notifier = QSocketNotifier(server.fileno(), QSocketNotifier.Type.Read, self)
        self.notifier.activated.connect(self._answer)

    def _answer(self) -> None:
        assert self.server is not None
        try:
            connection, _ = self.server.accept()
        except OSError:
            return
        with connection:
            connection.settimeout(ANSWER_TIMEOUT_SECONDS)
            with suppress(OSError):
                if connection.recv(len(REQUEST)) == REQUEST:
                    self.show_requested.emit()
                    connection.sendall(ANSWER)

    def _ask_the_first(self) -> bool:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as client:
            client.settimeout(ANSWER_TIMEOUT_SECONDS)
            try:
                client.connect(str(self.path))
                client.sendall(REQUEST)
                answered = b""
                while not answered.endswith(b"\n") and len(answered) < len(ANSWER):
                    part = client.recv(len(ANSWER))
                    if not part:
                        break
                    answered += part
            except OSError:
                return False
        return answered == ANSWER

    def release(self) -> None:
        if self.notifier is not None:
            self.notifier.setEnabled(False)
        if self.server is not None:
            self.server.close()
            with suppress(OSError):
                self.path.unlink()
        self.lock.unlock()
