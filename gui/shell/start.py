"""The program's entry point: `--host-contest` runs the headless contest host, which needs no
Qt, so it is dispatched before anything imports PySide6 (it runs on a server without a display
or Qt's libraries); everything else starts the desktop app."""

from __future__ import annotations

import sys

HOST_CONTEST = "--host-contest"


def main(argv: list[str] | None = None) -> int:
    arguments = sys.argv[1:] if argv is None else list(argv)
    if HOST_CONTEST in arguments:
        from engines.classroom.contest.host_cli import main as host_contest

        arguments.remove(HOST_CONTEST)
        return host_contest(arguments)
    from gui.shell import feature_check

    feature_check.lighten()
    from gui.shell.app import main as desktop

    return desktop(arguments)
