"""The session a game tab shows: started, resumed, saved, and told when it is on screen.

Both game tabs keep their game in progress the same way, so that bookkeeping lives here once;
the tab itself only turns events into session calls and shows the session.
"""

from __future__ import annotations

import time
import weakref
from collections.abc import Callable
from typing import Any

from engines.play import PlayPuzzle, Session, SessionStore
from engines.play.beat_the_clock import ClockRun
from engines.play.clock import Now
from engines.play.scoring import DEALT, PRACTICE, Origin
from engines.play.session import Listener


def weakly(method: Callable[..., None]) -> Callable[..., None]:
    """`method` called through a weak reference, so a keeper holding it keeps no widget alive
    (and makes no reference cycle with the tab that holds the keeper)."""
    reference = weakref.WeakMethod(method)  # type: ignore[arg-type]

    def call(*args: Any) -> None:
        bound = reference()
        if bound is not None:
            bound(*args)

    return call


class SessionKeeper:
    """Holds a tab's current session; `store` (optional) keeps it between runs."""

    def __init__(self, store: SessionStore | None = None, now: Now = time.monotonic) -> None:
        self.store = store
        self.now = now
        self.session: Session[Any] | None = None
        self._on_screen = False
        self._listeners: list[Listener] = []
        self._followers: list[Callable[[], None]] = []
        self.mode = PRACTICE
        """The mode new sessions are played in (free play or Beat the clock)."""

    def on_finished(self, listener: Listener) -> None:
        """`listener` hears about every puzzle of this tab that reaches its outcome."""
        self._listeners.append(listener)

    def on_session_replaced(self, follower: Callable[[], None]) -> None:
        """`follower` hears when a saved session is resumed or another player's store is
        taken, so what it shows of the session (a Beat-the-clock run) can follow."""
        self._followers.append(follower)

    @property
    def run(self) -> ClockRun | None:
        """The Beat-the-clock run the current puzzle belongs to, if any."""
        return None if self.session is None else self.session.run

    def start_run(self) -> ClockRun | None:
        """A new run against the clock, carried from puzzle to puzzle; its clock starts
        when its first puzzle is on screen. None when there is no session to carry it."""
        if self.session is None:
            return None
        self.session.leave_run()
        self.session.run = ClockRun(self.now, running=False)
        return self.session.run

    def end_run(self) -> None:
        """The run is over or left; the puzzle on the table is played on as free play."""
        if self.session is not None:
            self.session.leave_run()

    def start(
        self, puzzle: PlayPuzzle[Any], mode: str | None = None, origin: Origin = DEALT
    ) -> Session[Any]:
        """A new session for `puzzle` in `mode` (by default `self.mode`), dealt or chosen by
        the player (`origin`); the last one ends unscored, its streak carried over."""
        if self.session is None:
            self.session = Session(puzzle, now=self.now, listeners=self._listeners)
        else:
            self.session = self.session.follow_on(puzzle, ends_streak=False)
        self.session.mode = mode or self.mode
        self.session.origin = origin
        self._follow_screen()
        return self.session

    def resume(self, game: str) -> Session[Any] | None:
        """The saved session of `game`, now current; None when there is none to resume."""
        if self.store is None:
            return None
        session = self.store.load(game, self.now)
        if session is not None:
            session.listeners = self._listeners
            self.session = session
            self._follow_screen()
            self._tell_followers()
        return session

    def use_store(self, store: SessionStore | None) -> None:
        """Another player's saved games: the current session (saved by the caller) is let go
        without an outcome, so nothing of it reaches the new player's records."""
        self.store = store
        self.session = None
        self._tell_followers()

    def set_on_screen(self, on_screen: bool) -> None:
        """The puzzle is shown (its clock runs) or not (its clock waits)."""
        self._on_screen = on_screen
        self._follow_screen()

    def save(self, *, durable: bool = True) -> None:
        if self.store is not None and self.session is not None:
            self.store.save(self.session, durable=durable)

    def _tell_followers(self) -> None:
        for follower in list(self._followers):
            follower()

    def _follow_screen(self) -> None:
        if self.session is None:
            return
        if self._on_screen:
            self.session.show()
        else:
            self.session.hide()
