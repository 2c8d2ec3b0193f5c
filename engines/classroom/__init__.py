"""The classroom, Qt-free: worksheets, puzzle sets, team scores, timed rounds and the live
class contest (`contest`)."""
