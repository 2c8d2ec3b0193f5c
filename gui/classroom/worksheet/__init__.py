"""Printed worksheets: puzzles drawn on paper with a complete answer key, as PDF or on a printer.

`engines.classroom.worksheet` decides the puzzles and answers; this package draws them (`page`, with
`drawings` for cards and sticks), runs the `--worksheet` command line (`command_line`) and the
File ▸ Print worksheet… dialog (`dialog`).
"""
