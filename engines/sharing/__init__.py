"""Puzzle codes and the daily puzzle, and the command-line commands that use them."""
