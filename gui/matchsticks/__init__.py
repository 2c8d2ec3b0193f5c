"""The Matchsticks game on screen: the tab, the board and the engine messages."""
