"""The classroom, Qt-free: worksheets, puzzle sets, team scores and timed rounds."""
