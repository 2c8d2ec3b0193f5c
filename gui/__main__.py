"""Allows `python -m gui` to start the desktop app."""

from gui.shell.app import main

raise SystemExit(main())
