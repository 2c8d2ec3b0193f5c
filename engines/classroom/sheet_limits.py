"""What a worksheet may hold: its games and how many puzzles.

Kept apart from `worksheet`, which loads both engines and the mid-end: the desktop app reads its
worksheet options (and checks them against these) at every start, before its first frame.
"""

from __future__ import annotations

GAMES = ("24", "matchsticks")
MIN_PUZZLES, MAX_PUZZLES = 1, 60
