"""The program's entry point: `--host-contest` runs the headless contest host, which needs no
Qt, so it is dispatched before anything imports PySide6 (it runs on a server without a display
or Qt's libraries); everything else starts the desktop app.

The desktop app starts without Python's cyclic garbage collector: its imports and first window
make some hundred thousand objects that live as long as the program, and the collector would
walk them again and again (about 20 ms before the first frame). `app.collect_garbage_again`
turns it back on once the first frame is painted (3 s after start at the latest), or at once
for a command without a window."""

from __future__ import annotations

import gc
import sys

HOST_CONTEST = "--host-contest"


def main(argv: list[str] | None = None) -> int:
    arguments = sys.argv[1:] if argv is None else list(argv)
    if HOST_CONTEST in arguments:
        from engines.classroom.contest.host_cli import main as host_contest

        arguments.remove(HOST_CONTEST)
        return host_contest(arguments)
    gc.disable()
    from gui.shell import feature_check

    feature_check.lighten()
    from gui.shell.app import main as desktop

    return desktop(arguments)
