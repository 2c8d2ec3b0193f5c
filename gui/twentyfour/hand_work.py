"""The 24 tab's engine work off the GUI thread: dealing large hands and analysing hands.

Four cards deal and solve in milliseconds, so that work is done at once; five or six cards
can take well over 50 ms and go to a TaskRunner, so the window never freezes. Actions that
need the hand's analysis (hints, solutions, the "no solution" judgement) wait for it and run
when it arrives. A new hand cancels whatever was under way for the old one.

Stored actions take the tab as their first argument rather than closing over it, and the tab
is reached through Qt's parent link: a tab that refers to itself through them is freed by the
garbage collector on whatever thread allocates next, and Qt objects must be destroyed on the
GUI thread.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from engines.twentyfour import Rules
from gui.play.worker import TaskRunner
from gui.twentyfour.analysis import HandAnalysis, analyse_hand

BACKGROUND_FROM_CARDS = 5
"""Hands this large can take well over 50 ms to solve, so they are solved in a worker."""

AnalysisAction = Callable[[Any, HandAnalysis], None]
ResultHandler = Callable[[Any, object], None]


class HandWork(QObject):
    """One task at a time for the tab `tab`: a deal, or the analysis of the hand on the table."""

    failed = Signal(str)
    """A task failed; the message says why."""

    def __init__(self, tab: QWidget) -> None:
        super().__init__(tab)
        self.analysis: HandAnalysis | None = None
        self._hand: tuple[int, ...] = ()
        self._rules = Rules()
        self._waiting: list[AnalysisAction] = []
        self._handlers: dict[object, ResultHandler | None] = {}
        """What to do with each task's result; None for the analysis of the hand."""
        self.runner = TaskRunner(self)
        self.runner.finished.connect(self._finished)
        self.runner.failed.connect(self._failed)

    def cancel(self) -> None:
        """The hand is leaving the table: nothing under way or waiting applies any more."""
        self.runner.cancel()
        self._handlers.clear()
        self._waiting.clear()
        self.analysis = None
        self._hand = ()

    def deal(self, dealer: Callable[[], object], handler: ResultHandler) -> None:
        """Deal in the worker; `handler(tab, hand)` gets the hand."""
        self._start(dealer, handler)

    def follow(self, hand: tuple[int, ...], rules: Rules) -> None:
        """`hand` is on the table under `rules`: a large one is analysed at once, in the worker."""
        self.cancel()
        self._hand, self._rules = hand, rules
        self._analyse_in_background()

    def with_analysis(self, action: AnalysisAction) -> None:
        """Run `action(tab, analysis)` for the hand on the table: now if known, else on arrival."""
        if not self._hand:
            return
        if self.analysis is None and len(self._hand) < BACKGROUND_FROM_CARDS:
            self.analysis = analyse_hand(self._hand, self._rules)
        if self.analysis is not None:
            action(self.parent(), self.analysis)
            return
        self._waiting.append(action)
        if not self.runner.is_busy():
            self._analyse_in_background()

    def _analyse_in_background(self) -> None:
        if len(self._hand) >= BACKGROUND_FROM_CARDS:
            self._start(partial(analyse_hand, self._hand, self._rules), None)

    def _start(self, work: Callable[[], object], handler: ResultHandler | None) -> None:
        self._handlers.clear()
        self._handlers[self.runner.run(work)] = handler

    def _finished(self, token: object, result: object) -> None:
        if token not in self._handlers:
            return
        handler = self._handlers.pop(token)
        if handler is not None:
            handler(self.parent(), result)
            return
        assert isinstance(result, HandAnalysis)
        if result.hand != self._hand or result.rules != self._rules:
            return
        self.analysis = result
        waiting, self._waiting = self._waiting, []
        for action in waiting:
            action(self.parent(), result)

    def _failed(self, token: object, message: str) -> None:
        if token in self._handlers:
            del self._handlers[token]
            self.failed.emit(message)
