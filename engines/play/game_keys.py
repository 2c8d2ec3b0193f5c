"""The games' keys (`PlayPuzzle.GAME`), as saved games, records and the window name them.

A module of their own, so that naming a game loads neither its puzzle type nor its engine.
"""

TWENTYFOUR = "24"
MATCHSTICKS = "matchsticks"
