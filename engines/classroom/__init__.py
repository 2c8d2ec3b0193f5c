"""Classroom features that need no window: the live class contest (`contest`)."""
