"""The teacher's side of the class contest: set-up, the projector view, the menu action.

The contest itself (room, judging, server) is Qt-free in `engines.classroom.contest`; these
widgets only show the room's snapshot and send the teacher's commands to the server.
"""
