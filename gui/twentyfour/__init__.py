"""The 24 Points game on screen: the tab, the card view and the engine messages."""
