"""The solutions list at 100,000 rows: how long the GUI thread is busy to show, scroll and
re-translate it.

Goal (issues 13 and 24): every step within x0.65 of the fixed pure-Python workload
(`baselines.fixed_work`, timed in the same run; the earlier 100 ms at this machine's speed).
Beside it, measured the same way: a plain QListWidget filled with every row, which is what the
tabs used before the lazy list. Medians of RUNS.
"""

from __future__ import annotations

import os
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from baselines import fixed_work_seconds, report, title
from PySide6.QtCore import QCoreApplication, QEvent, qInstallMessageHandler
from PySide6.QtWidgets import QApplication, QListWidget, QWidget

from gui.play.solutions_list import SolutionsList

ROWS = 100_000
RUNS = 5
GOAL = 0.65


def row_text(row: int) -> str:
    return f"({row % 13 + 1}+{row % 7 + 1})×{row % 5 + 1}−{row}"


class Rows:
    """100,000 solutions that are written out only when the list asks for one."""

    def __len__(self) -> int:
        return ROWS

    def __getitem__(self, row: int) -> str:
        if not 0 <= row < ROWS:
            raise IndexError(row)
        return row_text(row)


def busy(widget: QWidget, action) -> float:
    """Seconds the GUI thread spends on `action` and the painting it causes."""
    started = time.perf_counter()
    action()
    widget.repaint()
    QCoreApplication.processEvents()
    return time.perf_counter() - started


def language_change(widget: QWidget) -> None:
    QCoreApplication.sendEvent(widget, QEvent(QEvent.Type.LanguageChange))


def lazy_list_steps() -> tuple[float, float, float]:
    widget = SolutionsList()
    widget.resize(400, 600)
    widget.show()
    rows = Rows()
    shown = busy(widget, lambda: widget.set_solutions(rows, str))
    scrolled = busy(widget, widget.view.scrollToBottom)
    switched = busy(widget, lambda: language_change(widget))
    widget.close()
    return shown, scrolled, switched


def plain_list_steps() -> tuple[float, float, float]:
    widget = QListWidget()
    widget.resize(400, 600)
    widget.show()
    shown = busy(widget, lambda: widget.addItems([row_text(row) for row in range(ROWS)]))
    scrolled = busy(widget, widget.scrollToBottom)
    switched = busy(widget, lambda: language_change(widget))
    widget.close()
    return shown, scrolled, switched


def medians(measure) -> list[float]:
    runs = [measure() for _ in range(RUNS)]
    return [statistics.median(step) for step in zip(*runs, strict=True)]


OFFSCREEN_NOTICE = "This plugin does not support propagateSizeHints()"
"""What the offscreen platform says for every window it shows: no window manager to tell."""


def _quiet_offscreen(kind: object, context: object, message: str) -> None:
    """Pass every Qt message on to stderr except the offscreen platform's notice."""
    if message != OFFSCREEN_NOTICE:
        print(message, file=sys.stderr)


def main() -> None:
    qInstallMessageHandler(_quiet_offscreen)
    QApplication.instance() or QApplication([])
    lazy = medians(lazy_list_steps)
    plain = medians(plain_list_steps)
    work = fixed_work_seconds()
    title(f"solutions list, {ROWS:,} rows: medians of {RUNS} against the fixed workload")
    steps = ("show", "scroll to end", "language change")
    for name, ours, baseline in zip(steps, lazy, plain, strict=True):
        report(name, ours, work, GOAL, f"plain QListWidget {baseline * 1000:7.1f} ms")


if __name__ == "__main__":
    main()
