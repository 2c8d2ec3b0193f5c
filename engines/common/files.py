"""Every file the app writes goes through `write_file`; every file it refuses, `set_aside`.

Writing: a unique temporary file in the target's own directory, created without following a
link (a planted `x.tmp` symlink cannot aim our bytes elsewhere, and two copies of the app
never share a temporary name), flushed and fsynced, then renamed over the target (a `durable=False`
write, such as the autosave every few seconds of play, skips the fsyncs: the rename still makes
it all or nothing for a program that crashes, and the write at quit is flushed to disk). A target
that is a symlink is written where it points, so the link stays. A FIFO or a terminal is
written directly but opened without blocking: with nobody reading, the write is refused at
once instead of hanging. A failed write raises OSError with the target's name and leaves no
temporary file behind.

Setting aside: a file that cannot be used is renamed to `<name>.<label>-<UTC time to the
microsecond>-<n>`, where n counts up until the name is free; nothing is ever overwritten.
"""

from __future__ import annotations

import errno
import itertools
import os
import stat
from datetime import UTC, datetime
from pathlib import Path

NEW_FILE_MODE = 0o644
_TEMPORARY_ATTEMPTS = 100


def _real_target(path: Path) -> Path:
    """Where writing `path` should land: the file a symlink points at, else `path` itself."""
    return Path(os.path.realpath(path)) if path.is_symlink() else path


def _write_stream(path: Path, data: bytes) -> None:
    """A FIFO or a character device: opened without blocking, so no reader means an error."""
    try:
        handle = os.open(path, os.O_WRONLY | os.O_NONBLOCK | os.O_NOCTTY)
    except OSError as error:
        if error.errno == errno.ENXIO:
            raise OSError(errno.ENXIO, "nobody is reading from it", str(path)) from None
        raise
    try:
        os.set_blocking(handle, True)
        view = memoryview(data)
        while view:
            view = view[os.write(handle, view) :]
    finally:
        os.close(handle)


def _temporary(directory: Path, name: str, mode: int) -> tuple[int, Path]:
    """A new file of our own in `directory`: O_EXCL and O_NOFOLLOW, a random name."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    for _ in range(_TEMPORARY_ATTEMPTS):
        scratch = directory / f".{name}.{os.urandom(6).hex()}.tmp"
        try:
            return os.open(scratch, flags, mode), scratch
        except FileExistsError:
            continue
    raise OSError(errno.EEXIST, "no free temporary name", str(directory))


def write_file(path: Path, data: bytes | str, *, durable: bool = True) -> None:
    """Replace `path` with `data` in one step (see the module's docstring); OSError if not."""
    payload = data.encode("utf-8") if isinstance(data, str) else data
    target = _real_target(Path(path))
    try:
        existing = os.stat(target)
    except FileNotFoundError:
        existing = None
    if existing is not None and not stat.S_ISREG(existing.st_mode):
        if stat.S_ISFIFO(existing.st_mode) or stat.S_ISCHR(existing.st_mode):
            _write_stream(target, payload)
            return
        raise OSError(errno.EISDIR if stat.S_ISDIR(existing.st_mode) else errno.EINVAL,
                      "not a regular file", str(path))
    mode = stat.S_IMODE(existing.st_mode) if existing is not None else NEW_FILE_MODE
    handle, scratch = _temporary(target.parent, target.name, mode)
    try:
        with os.fdopen(handle, "wb") as file:
            os.fchmod(file.fileno(), mode)
            file.write(payload)
            file.flush()
            if durable:
                os.fsync(file.fileno())
        os.replace(scratch, target)
    except BaseException:
        scratch.unlink(missing_ok=True)
        raise
    if durable:
        _sync_directory(target.parent)


def _sync_directory(directory: Path) -> None:
    try:
        handle = os.open(directory, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(handle)
    except OSError:
        pass
    finally:
        os.close(handle)


_counter = itertools.count()


def aside_name(path: Path, label: str, now: datetime | None = None) -> Path:
    """A name beside `path` for keeping it under `label`; unique within this process too."""
    stamp = (now or datetime.now(UTC)).astimezone(UTC).strftime("%Y%m%dT%H%M%S.%fZ")
    return path.with_name(f"{path.name}.{label}-{stamp}-{next(_counter)}")


def set_aside(path: Path, label: str, now: datetime | None = None) -> Path:
    """Rename `path` to a free `aside_name` (never over another file); the new path.

    A hard link claims the new name only if it is free, so two copies of the app setting
    aside at the same moment cannot overwrite each other's copy."""
    for _ in range(_TEMPORARY_ATTEMPTS):
        kept = aside_name(path, label, now)
        try:
            os.link(path, kept, follow_symlinks=False)
        except FileExistsError:
            continue
        except OSError as error:
            if error.errno not in (errno.EPERM, errno.ENOTSUP, errno.EXDEV, errno.EMLINK):
                raise
            if kept.exists() or kept.is_symlink():
                continue
            os.rename(path, kept)
            return kept
        os.unlink(path)
        return kept
    raise OSError(errno.EEXIST, "no free name to set the file aside", str(path))
