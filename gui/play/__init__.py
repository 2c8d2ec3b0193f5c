"""What both games' tabs share: the session keeper, scoreboard, background work, solution lists."""
