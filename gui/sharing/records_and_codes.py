"""Records and sharing in the main window: one place between the tabs, the records and menus.

Each tab reports every finished puzzle and Beat-the-clock run; this keeps them for the current
player, opens puzzle codes and the daily puzzle in the right tab, keeps the current puzzle's
code in the status bar, and opens the statistics. A tab only has to play a given puzzle in a
given mode (`play_puzzle`), say which puzzle it shows (`current_puzzle`) and pass on what
finished (`on_finished`, `mode_panel`).
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol, cast, runtime_checkable

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QMainWindow, QMenu, QWidget

from engines.common import PuzzleInputError, escape_controls
from engines.play import CHOSEN, DEALT, Finished
from engines.play.beat_the_clock import RunResult
from engines.play.games import GAMES
from engines.play.scoring import Origin
from engines.records.database import LOG, Records, Run, record_of
from engines.sharing.codes import SharedPuzzle, code_of, read_code
from gui.play.beat_the_clock import BeatTheClockPanel
from gui.play.games import check_fits_table
from gui.sharing.menu import PuzzleCodeLabel, SharingMenu
from gui.shell.i18n import translate_message
from gui.shell.settings import Settings

if TYPE_CHECKING:
    from gui.records.statistics_dialog import StatisticsDialog

DAILY = "daily"
PRACTICE = "practice"


@runtime_checkable
class SharingTab(Protocol):
    """What a game tab offers for records and sharing."""

    mode_panel: BeatTheClockPanel

    def play_puzzle(self, puzzle: Any, mode: str, origin: Origin) -> None: ...
    def current_puzzle(self) -> SharedPuzzle | None: ...
    def on_finished(self, listener: Callable[[Finished], None]) -> None: ...


class Sharing(QObject):
    """Records, statistics, the daily puzzle and puzzle codes for `window`."""

    code_shown = Signal(object)
    """The code of the puzzle now on the table (None while there is none), after every deal,
    opened code and tab change."""

    def __init__(
        self,
        window: QMainWindow,
        records: Records,
        menu: QMenu,
        before: QAction,
        today: Callable[[], datetime.date] = datetime.date.today,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.games: dict[str, SharingTab] = {}
        self.settings: Settings = cast(Any, window).settings
        self.records = records
        self.today = today
        self.player = records.current_player()
        self.daily_dates: dict[str, datetime.date] = {}
        self.statistics: StatisticsDialog | None = None
        self.problem = ""
        """What was wrong with the last code that could not be opened..."""
        self.problem_at: int | None = None
        """...and where in it (0-based), when one character was."""
        self.menu = SharingMenu(records, menu, before, window)
        self.menu.statistics_requested.connect(self.show_statistics)
        self.menu.daily_requested.connect(self.open_daily)
        self.menu.copy_code_requested.connect(self.copy_code)
        self.menu.open_code_requested.connect(self._open_typed_code)
        self.menu.player_changed.connect(self._player_changed)
        self.menu.notice.connect(self._status)
        self.code_label = PuzzleCodeLabel(window)
        window.statusBar().addPermanentWidget(self.code_label)
        for game, tab in cast(Any, window).games.built().items():
            self._follow(game, tab)
        cast(Any, window).tab_built.connect(self._follow)
        cast(Any, window).tabs.currentChanged.connect(lambda _index: self.show_current_code())
        self.show_current_code()
        if records.notice is not None:
            self._status(translate_message(records.notice))

    def _follow(self, game: str, tab: QWidget) -> None:
        """Keep the records of a game's tab (the window builds each when first needed)."""
        if not isinstance(tab, SharingTab):
            return
        self.games[game] = tab
        tab.on_finished(self._keep)
        tab.mode_panel.run_finished.connect(
            lambda result, game=game: self._keep_run(game, *result)
        )
        tab.mode_panel.best_run = lambda game=game: self.records.best_run(self.player, game)
        # A tab says something whenever it deals; the code follows.
        cast(Any, tab).status_message.connect(lambda _text: self.show_current_code())

    def _tab(self, game: str) -> SharingTab:
        cast(Any, self.window).games[game]  # builds it, and so follows it, if need be
        return self.games[game]

    def _current_game(self) -> str:
        return cast(Any, self.window).current_game()

    def _status(self, text: str) -> None:
        self.window.statusBar().showMessage(text)

    # --- puzzle codes -----------------------------------------------------------------

    def open_code(self, text: str, mode: str = PRACTICE, origin: Origin = CHOSEN) -> bool:
        """Open the puzzle a code names in its game's tab, under its rules for that puzzle
        only (the player's settings stay as they are). A code the player typed is a chosen
        puzzle; the daily puzzle and a set's are dealt (`origin`).

        A malformed code changes nothing; the status bar says what is wrong. Returns whether
        the puzzle was opened.
        """
        try:
            puzzle = read_code(text)
            check_fits_table(puzzle)
        except PuzzleInputError as error:
            self.problem, self.problem_at = self._problem_text(text, error), error.at
            self._status(self.problem)
            return False
        self.play(puzzle, mode, origin)
        return True

    def play(self, puzzle: SharedPuzzle, mode: str = PRACTICE, origin: Origin = CHOSEN) -> None:
        """Play `puzzle` in its game's tab under its own rules (see `open_code`)."""
        cast(Any, self.window).show_game(puzzle.GAME)
        self._tab(puzzle.GAME).play_puzzle(puzzle, mode, origin)
        self.show_current_code()

    def _problem_text(self, text: str, error: PuzzleInputError) -> str:
        """What is wrong with a code, pointing at the wrong character when the engine knows it."""
        problem = translate_message(error.message)
        if error.at is None or not 0 <= error.at < len(text):
            return problem
        return self.tr("Character {position} “{character}” is not allowed. {problem}").format(
            position=error.at + 1, character=escape_controls(text[error.at]), problem=problem
        )

    def _open_typed_code(self, text: str) -> None:
        """A code from the dialog; a bad one opens the dialog again, the text kept and the
        wrong character selected."""
        if not self.open_code(text):
            self.menu.ask_code(text, self.problem, self.problem_at)

    def current_code(self) -> str | None:
        tab = self.games.get(self._current_game())
        puzzle = None if tab is None else tab.current_puzzle()
        return None if puzzle is None else code_of(puzzle)

    def show_current_code(self) -> None:
        code = self.current_code()
        self.code_label.show_code(code)
        self.code_shown.emit(code)

    def copy_code(self) -> None:
        code = self.current_code()
        if code is None:
            return
        QGuiApplication.clipboard().setText(code)
        self._status(self.tr("Copied the puzzle code {code}.").format(code=code))

    def open_daily(self) -> None:
        """Today's puzzle of the game on screen."""
        game = self._current_game()
        day = self.today()
        self.daily_dates[game] = day
        self.open_code(code_of(GAMES[game].daily(day)), DAILY, DEALT)
        self._status(self.tr("The daily puzzle of {date}.").format(date=day.isoformat()))

    # --- records ----------------------------------------------------------------------

    def _keep(self, finished: Finished) -> None:
        if not finished.counts:
            return  # the session says this puzzle is not one played (see engines.play.scoring)
        daily = self.daily_dates.get(finished.game) if finished.mode == DAILY else None
        code = code_of(GAMES[finished.game].puzzle_type.from_json(finished.puzzle))
        try:
            record = record_of(finished, self.player, code, daily)
        except (ValueError, OverflowError) as error:  # out of bounds: not a puzzle played
            LOG.warning("a finished puzzle was not recorded: %s", str(error)[:120])
            return
        self.records.add(record)
        self._after_write()

    def _keep_run(self, game: str, result: RunResult, level: str | None) -> None:
        started = datetime.datetime.now(datetime.UTC) - datetime.timedelta(seconds=result.seconds)
        self.records.add_run(
            Run(self.player, game, level, started, result.seconds, result.solved, result.skipped)
        )
        self._after_write()

    def _after_write(self) -> None:
        if not self.records.enabled and self.records.notice is not None:
            self._status(translate_message(self.records.notice))
        if self.statistics is not None and self.statistics.isVisible():
            self.statistics.refresh()

    def _player_changed(self, name: str) -> None:
        """The window opens the new player's own games first; then the status says who plays."""
        cast(Any, self.window).switch_player(name)
        self.player = name
        self._status(self.tr("Playing as {name}.").format(name=name))
        if self.statistics is not None:
            self.statistics.player = name
            self.statistics.retranslate_ui()

    def show_statistics(self) -> None:
        if self.statistics is None:
            from gui.records.statistics_dialog import StatisticsDialog

            self.statistics = StatisticsDialog(
                self.records, self.player, self._current_game(), self.today, self.window
            )
        self.statistics.show_game(self._current_game())
        self.statistics.show()
        self.statistics.activateWindow()

    def retranslate_ui(self) -> None:
        self.menu.retranslate_ui()
        self.code_label.retranslate_ui()
