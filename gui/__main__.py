"""Allows `python -m gui` to start the desktop app."""

from gui.app import main

raise SystemExit(main())
