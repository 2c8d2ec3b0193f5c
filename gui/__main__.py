"""Allows `python -m gui` to start the desktop app (or, with --host-contest, the contest host)."""

from gui.shell.start import main

raise SystemExit(main())
