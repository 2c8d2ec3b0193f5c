"""Presentation mode: one puzzle at a time, full screen, for a class in front of a projector.

`stage` draws the puzzle as large as the screen allows, `teams` is the team score panel and
`window` puts them together with the countdown, Reveal and Next/Previous.
"""
