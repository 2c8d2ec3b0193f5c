"""Start-up: command-line options, the QApplication, and the main window.

Besides the normal interactive start, two non-interactive modes exist: `--screenshot` renders
the window to a PNG (for the README and for checking looks without a display) and
`--startup-probe` prints a line once the first frame is painted (for the start-up benchmark).
Neither touches the player's settings or saved games: they use a throwaway settings file and
data directory unless `--settings` or `--data-dir` names one.

The commands that open no window (`--worksheet`, `--export-records`, `--screenshot`) pick Qt's
offscreen platform themselves when there is no display, as in a cron job or an SSH session; a
window without a display is refused in one line with status 2. An interactive start claims its
data directory (`single_instance`), and Ctrl+C or SIGTERM close the window as the Quit menu
does, so the game and the window's place are saved.
"""

from __future__ import annotations

import argparse
import gc
import linecache
import logging
import os
import signal
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSocketNotifier, QTimer
from PySide6.QtWidgets import QApplication

from engines.common import escape_controls, shown
from engines.common.command_line import INTERRUPTED
from engines.common.files import write_file
from gui.play.games import WINDOW_GAMES
from gui.shell.appearance import apply_appearance
from gui.shell.arguments import APPLICATION, UsageError, parse_arguments
from gui.shell.display_check import advice, missing_packages, uses_xcb
from gui.shell.i18n import set_language
from gui.shell.resource_files import resource_path
from gui.shell.settings import APPEARANCE, LANGUAGE, MS_GLYPHS, Settings

if TYPE_CHECKING:
    import socket

    from gui.shell.main_window import MainWindow
    from gui.shell.single_instance import SingleInstance

ORGANIZATION = "PuzzleSuite"
PROBE_LINE = "first frame painted"
GARBAGE_COLLECTOR_LATEST_MS = 3000
"""The garbage collector is back on by then even if no frame was painted (a window started
hidden or on a desktop not shown)."""
TERMINATED = 128 + signal.SIGTERM
NO_DISPLAY = (
    "no display to open a window on (neither DISPLAY nor WAYLAND_DISPLAY is set); "
    "--worksheet, --export-records and --screenshot work without one"
)
_WAKE_UP_SOCKETS: list[socket.socket] = []


@contextmanager
def open_settings(options: argparse.Namespace) -> Iterator[Settings]:
    """The player's settings, a named file, or a throwaway file for non-interactive runs."""
    if options.settings is not None:
        yield Settings.open(options.settings)
    elif options.screenshot is not None or options.startup_probe:
        with tempfile.TemporaryDirectory(prefix="puzzle-suite-") as scratch:
            yield Settings.open(Path(scratch) / "settings.ini")
    else:
        yield Settings.open()


@contextmanager
def open_data_dir(options: argparse.Namespace) -> Iterator[Path | None]:
    """A named data directory, a throwaway one for non-interactive runs, or None (Qt's own)."""
    if options.data_dir is not None:
        yield options.data_dir
    elif options.screenshot is not None or options.startup_probe:
        with tempfile.TemporaryDirectory(prefix="puzzle-suite-data-") as scratch:
            yield Path(scratch)
    else:
        yield None


def log_warnings_to(path: Path) -> logging.Handler:
    """Warnings of the app's own loggers (a saved game set aside, say) go to `path`, one line
    each, beside the error details the ErrorReporter keeps there."""
    with suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
    handler = logging.FileHandler(path, encoding="utf-8", delay=True)
    handler.setFormatter(logging.Formatter("--- %(asctime)s %(message)s"))
    logging.getLogger("puzzle_suite").addHandler(handler)
    return handler


def application() -> QApplication:
    """The QApplication, named so settings, data directory and desktop entry line up (its
    icon comes after the first frame: `settle`)."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setDesktopFileName(APPLICATION)
    return app


def settle(app: QApplication) -> None:
    """What waits for the window's first frame: the window icon (it loads Qt's SVG engine),
    the caret's rest (`caret`), and letting go of the source of every module imported so far,
    which PySide6 reads to look for `from __feature__` and Python's line cache then keeps
    (megabytes, never used again). QIcon is imported here: PySide6 builds a Qt class's Python
    type, with its 150-value `ThemeIcon` enum, when its name is first imported."""
    from PySide6.QtGui import QIcon

    from gui.shell.caret import rest_the_caret

    app.setWindowIcon(QIcon(str(resource_path("icons", "puzzle-suite.svg"))))
    rest_the_caret(app)
    linecache.clearcache()
    collect_garbage_again()


def collect_garbage_again() -> None:
    """Turn the cyclic garbage collector back on (`start` turned it off for the start-up):
    collect what the start-up left, then freeze what is alive now (modules, classes, the
    window), which lives as long as the program, out of every later walk."""
    if not gc.isenabled():
        gc.collect()
        gc.freeze()
        gc.enable()


def build_window(
    options: argparse.Namespace,
    settings: Settings,
    data_dir: Path | None = None,
    *,
    read_only: bool = False,
) -> MainWindow:
    """The main window in the state the options ask for. Its records are opened and checked
    on a thread of their own while the window's modules load."""
    from engines.records.database import FILE_NAME, opening
    from gui.shell.data_directory import data_directory

    records = opening(data_directory(data_dir) / FILE_NAME, read_only=read_only)
    from gui.shell.main_window import DEFAULT_SIZE, MainWindow

    app = QCoreApplication.instance()
    set_language(app, options.lang or settings.get(LANGUAGE))
    apply_appearance(app, options.appearance or settings.get(APPEARANCE))
    if getattr(options, "glyph_set", None) is not None:
        # Before the window: the matchstick tab reads its rules from the settings.
        settings.set(MS_GLYPHS, options.glyph_set)
    window = MainWindow(settings, data_dir=data_dir, read_only=read_only, records=records())
    for game in WINDOW_GAMES.values():
        typed = getattr(options, game.typed_option)
        if typed is not None:
            window.show_game(game.key)
            game.play_typed(window.games[game.key], typed)
    if options.puzzle is not None:
        window.open_code(options.puzzle)
    if options.set is not None:
        window.puzzle_sets.show_set(options.set)
    if options.tab is not None:
        window.show_game(options.tab)
    if options.size is not None:
        window.resize(options.size)
    elif options.screenshot is not None:
        window.resize(DEFAULT_SIZE)
    return window


def save_screenshot(window: MainWindow, path: Path) -> bool:
    """Render the laid-out window into a PNG through the one file writer; False if the file
    cannot be written (a FIFO nobody reads included: refused, not waited on). QBuffer is
    imported here: PySide6 makes a class's enums when it is first imported."""
    from PySide6.QtCore import QBuffer, QIODevice

    window.show()
    QCoreApplication.processEvents()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not window.grab().save(buffer, "PNG"):
        return False
    try:
        write_file(path, bytes(buffer.data().data()))
    except OSError:
        return False
    return True


class _AfterFirstFrame(QObject):
    """Runs `action` once the window's first frame has been painted."""

    def __init__(self, window: MainWindow, action: Callable[[], object]) -> None:
        super().__init__(window)
        self._window = window
        self._action = action
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.UpdateRequest:
            self._window.removeEventFilter(self)
            QTimer.singleShot(0, self._action)
        return False


def _report_first_frame(app: QApplication) -> None:
    """`--startup-probe`: PROBE_LINE once the first frame is painted, then what comes after
    the first frame (`settle`), then quit."""
    print(PROBE_LINE, flush=True)
    settle(app)
    QCoreApplication.quit()


def _export_records(options: argparse.Namespace) -> int:
    """`--export-records`: no window, so it also runs without a display."""
    from gui.records.file import export_records

    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)
    problem, skipped = export_records(options.export_records, options.data_dir)
    if skipped:
        print(f"{APPLICATION}: {skipped} malformed records were left out", file=sys.stderr)
    if problem is not None:
        print(f"{APPLICATION}: error: {problem}", file=sys.stderr)
        return 1
    return 0


def has_display(environment: dict[str, str] | None = None) -> bool:
    """Whether Qt can open a window: a platform was named, or Linux has an X or Wayland
    display (other systems always have one)."""
    env = os.environ if environment is None else environment
    if env.get("QT_QPA_PLATFORM") or not sys.platform.startswith("linux"):
        return True
    return bool(env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"))


def _headless(options: argparse.Namespace) -> bool:
    outputs = (options.worksheet, options.export_records, options.screenshot)
    return any(output is not None for output in outputs)


def main(argv: list[str] | None = None) -> int:
    try:
        options = parse_arguments(sys.argv[1:] if argv is None else argv)
    except UsageError as error:
        print(f"{APPLICATION}: error: {escape_controls(str(error))}", file=sys.stderr)
        return 2
    if _headless(options):
        collect_garbage_again()  # no first frame to wait for
    if not has_display():
        if not _headless(options):
            print(f"{APPLICATION}: error: {NO_DISPLAY}", file=sys.stderr)
            return 2
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    if options.export_records is not None:
        return _export_records(options)
    if uses_xcb() and (packages := missing_packages()):
        print(f"{APPLICATION}: error: {advice(packages)}", file=sys.stderr)
        return 1
    app = application()
    if options.worksheet is not None:
        from gui.classroom.worksheet import command_line as worksheet_command

        return worksheet_command.run(options)
    interactive = options.screenshot is None and not options.startup_probe
    instance: SingleInstance | None = None
    read_only = False
    if interactive:
        # What only a window a person uses needs: imported here, not before every first frame.
        from gui.shell.data_directory import data_directory
        from gui.shell.error_dialog import LOG_NAME, log_directory
        from gui.shell.single_instance import Claim, SingleInstance

        log_warnings_to(log_directory() / LOG_NAME)
        data_dir = data_directory(options.data_dir)
        instance = SingleInstance(data_dir, app)
        claim = instance.claim()
        if claim is Claim.FORWARDED:
            print(f"{APPLICATION}: already open on {shown(str(data_dir))}; brought it forward")
            return 0
        read_only = claim is Claim.READ_ONLY
    with open_settings(options) as settings, open_data_dir(options) as data_dir:
        window = build_window(options, settings, data_dir, read_only=read_only)
        if options.screenshot is not None:
            if save_screenshot(window, options.screenshot):
                return 0
            print(f"{APPLICATION}: error: cannot write {options.screenshot}", file=sys.stderr)
            return 1
        if options.startup_probe:
            _AfterFirstFrame(window, lambda: _report_first_frame(app))
        else:
            _AfterFirstFrame(window, lambda: settle(app))
            QTimer.singleShot(GARBAGE_COLLECTOR_LATEST_MS, collect_garbage_again)
            from gui.shell.error_dialog import ErrorReporter

            ErrorReporter(parent=window).install()
            _close_on_signals(app, window)
        if instance is not None:
            instance.show_requested.connect(lambda: _bring_forward(window))
        window.show()
        try:
            return app.exec()
        finally:
            if instance is not None:
                instance.release()


def _bring_forward(window: MainWindow) -> None:
    """Another copy was started on this data directory: show this one instead."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()


def _close_on_signals(app: QApplication, window: MainWindow) -> None:
    """Ctrl+C in the terminal (status 130) and SIGTERM (status 143) close the window as Quit
    does, so the game and the window's place are saved; no traceback.

    Python runs its signal handlers only between its own bytecodes. The signal also writes a
    byte to a socket Qt watches (`signal.set_wakeup_fd`), which hands Python control while Qt's
    event loop waits; unlike a polling timer, this never wakes an idle program.
    """

    def close(status: int) -> None:
        app.setQuitOnLastWindowClosed(False)
        window.close()
        app.exit(status)

    import socket

    signal.signal(signal.SIGINT, lambda _signal, _frame: close(INTERRUPTED))
    signal.signal(signal.SIGTERM, lambda _signal, _frame: close(TERMINATED))
    reader, writer = socket.socketpair()
    for end in (reader, writer):
        end.setblocking(False)
    signal.set_wakeup_fd(writer.fileno())
    notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read, app)
    notifier.activated.connect(lambda *_: reader.recv(64))
    _WAKE_UP_SOCKETS.extend((reader, writer))  # open as long as the program runs
