"""What every game tab does alike: its session, saving, the clock on screen, language changes.

A game tab is a view over its game's session (`engines.play`): it turns events into session
calls and shows what the session says. The bookkeeping around that is the same for every game
and lives here once: the `SessionKeeper` (start, resume, save, switch player), the scoreboard
that follows the session and says how the puzzle's rules differ from the player's, the clock
following the screen, background work (`BackgroundWork`), the celebration of a solve
(`Celebration`, made at the first solve rather than before the first frame, and a sound when
the player wants one), the side panel's width and the re-translation on a language change. A
game adds its table, its side panel and its play.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QApplication, QFrame, QWidget

from engines.common import Message
from engines.play import Session, SessionStore
from engines.play.clock import Now
from engines.play.session import Finished, Listener
from gui.play.background import BackgroundWork
from gui.play.scoreboard import Scoreboard
from gui.play.session_keeper import SessionKeeper, weakly
from gui.shell import style

if TYPE_CHECKING:
    from gui.play.celebration import Celebration

Notes = Callable[[SessionKeeper], tuple[Message, ...]]


class GameTab(QWidget):
    """The shared half of a game tab; `show_parts` places the game's own table and panel."""

    status_message = Signal(str)

    def __init__(
        self,
        name: str,
        parent: QWidget | None = None,
        *,
        store: SessionStore | None = None,
        now: Now = time.monotonic,
    ) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self._keeper = SessionKeeper(store, now)
        self._work = BackgroundWork(self)
        self._side: QFrame | None = None
        self._felt: QFrame | None = None
        self._celebration: Celebration | None = None
        self.scoreboard: Scoreboard
        self.sound_on_solve: Callable[[], bool] = lambda: False
        """Whether a solve sounds (the window reads the player's setting; off by default)."""
        self._keeper.on_finished(weakly(self._celebrate))
        self.setStyleSheet(style.STYLE_SHEET)

    def show_parts(
        self, table: QFrame, side: QFrame, scoreboard: Scoreboard, notes: Notes, *,
        keyboard: QWidget,
    ) -> None:
        """Lay out the game's table and side panel; the scoreboard follows the session and
        `notes(keeper)` says how its rules differ from the player's. `keyboard` is the tab's
        focus proxy: the window gives it the keyboard when the game comes on screen."""
        style.game_layout(self, table, side)
        self.setFocusProxy(keyboard)
        self._side = side
        self._felt = table
        self.scoreboard = scoreboard
        keeper = self._keeper  # not self: a lambda holding the tab would make a cycle
        scoreboard.follow(lambda: keeper.session, partial(notes, keeper))

    # ----- the session -----------------------------------------------------------------

    @property
    def session(self) -> Session[Any] | None:
        return self._keeper.session

    def on_finished(self, listener: Listener) -> None:
        """`listener` hears about every puzzle of this tab that reaches its outcome."""
        self._keeper.on_finished(listener)

    @property
    def celebration(self) -> Celebration:
        """The confetti overlay of the table (`show_parts`), made when first wanted."""
        if self._celebration is None:
            from gui.play.celebration import Celebration

            assert self._felt is not None, "show_parts places the table first"
            self._celebration = Celebration(self._felt)
        return self._celebration

    def _celebrate(self, finished: Finished) -> None:
        """A solve: confetti over the table, and a sound if the player asked for one."""
        if finished.outcome != "solved":
            return
        if self._felt is not None:
            self.celebration.play()
        if self.sound_on_solve():
            QApplication.beep()

    def set_on_screen(self, on_screen: bool) -> None:
        """The window shows this tab (or stopped showing it): the puzzle's clock follows."""
        self._keeper.set_on_screen(on_screen)
        self.scoreboard.refresh()

    def save_session(self, *, durable: bool = True) -> None:
        """Save the game; the autosave while playing passes `durable=False` (no fsync)."""
        self._save(durable=durable)

    def use_store(self, store: SessionStore) -> None:
        """Another player sits down: open their saved puzzle, score and streak (or a new one)."""
        self._work.cancel()
        self._keeper.use_store(store)
        if not self._resume():
            self.deal_own()

    def is_busy(self) -> bool:
        return self._work.runner.is_busy()

    def _save(self, *, durable: bool = True) -> None:
        self._keeper.save(durable=durable)

    def _after_play(self) -> None:
        self.scoreboard.refresh()
        self._save()

    def _in_progress(self) -> bool:
        """A puzzle the player has tried and not finished: option changes wait for the next."""
        session = self.session
        return session is not None and session.tried and not session.finished

    # ----- what each game provides -------------------------------------------------------

    def _resume(self) -> bool:
        """Carry on with the saved puzzle; False when there is none to carry on with."""
        raise NotImplementedError

    def deal_own(self) -> None:
        """A new puzzle under the player's own settings."""
        raise NotImplementedError

    def retranslate_ui(self) -> None:
        raise NotImplementedError

    # ----- events --------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The table gets the room; the side panels of all games keep in step."""
        if self._side is not None:
            self._side.setFixedWidth(style.side_panel_width(event.size().width()))
        super().resizeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
