"""Puzzle codes, the daily puzzle and the records of finished puzzles in the main window."""
