"""The PySide6 desktop front end: thin widgets over the engines package."""
