"""A private X server for the benchmarks that must also be timed on a real X server.

`make bench` measures the first frame offscreen and, when Xvfb (Debian package `xvfb`) is
installed, on an X server of its own as well: `x_server()` starts one on a free display for the
duration of a `with` block and gives the environment a Qt program needs to draw on it.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
from collections.abc import Iterator

SCREEN = "1280x1024x24"


@contextlib.contextmanager
def x_server(env: dict[str, str]) -> Iterator[dict[str, str] | None]:
    """`env` pointed at a fresh Xvfb with Qt's xcb platform; None when Xvfb is missing or
    does not start."""
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        yield None
        return
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        [xvfb, "-displayfd", str(write_end), "-screen", "0", SCREEN, "-nolisten", "tcp"],
        pass_fds=(write_end,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    try:
        with os.fdopen(read_end) as display_pipe:
            display = display_pipe.readline().strip()
        if not display:
            yield None
            return
        yield dict(env, DISPLAY=f":{display}", QT_QPA_PLATFORM="xcb")
    finally:
        server.terminate()
        server.wait(timeout=10)
