"""The live class contest: the teacher's PC deals, every pupil answers from a browser.

`room` holds the contest (puzzles, pupils, answers, scores) and `judging` judges answers with
the games' engines; `protocol` checks what a page sends; `server` serves the page and the live
link in a worker thread; `store` keeps the contest in the data directory as it goes; `results`
writes the CSV and the records; `host_cli` is `puzzle-suite --host-contest`. No Qt anywhere:
the desktop's host view (`gui/classroom/contest/`) drives the same server.
"""
