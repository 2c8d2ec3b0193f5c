"""GUI-free puzzle engines shared by the desktop app, the command-line harnesses and the tests.

Nothing under this package may import Qt: a test imports every module in a fresh interpreter
and checks that PySide6 was not loaded.
"""
