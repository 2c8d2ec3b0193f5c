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
import logging
import os
import re
import signal
import socket
import stat
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from PySide6.QtCore import (
    QBuffer,
    QCoreApplication,
    QEvent,
    QIODevice,
    QObject,
    QSize,
    QSocketNotifier,
    QTimer,
)
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from engines.classroom.puzzle_sets import OpenSet, SetError
from engines.common import PuzzleInputError, escape_controls, shown
from engines.common.command_line import INTERRUPTED, trimmed
from engines.common.files import write_file
from engines.matchsticks import Rules as MatchstickRules
from engines.matchsticks import parse as parse_equation
from engines.play import TwentyFourPuzzle
from engines.sharing.codes import read_code
from gui.classroom.worksheet import command_line as worksheet_command
from gui.shell.display_check import advice, missing_packages, uses_xcb
from gui.shell.error_dialog import LOG_NAME, ErrorReporter, log_directory
from gui.shell.i18n import CHINESE, ENGLISH, SYSTEM, set_language
from gui.shell.resource_files import resource_path
from gui.shell.settings import APPEARANCE, LANGUAGE, MS_GLYPHS, Settings
from gui.shell.settings_menu import MATCHSTICKS, TWENTYFOUR
from gui.shell.single_instance import Claim, SingleInstance
from gui.shell.style import APPEARANCES, apply_appearance
from gui.twentyfour.table_hand import table_hand

if TYPE_CHECKING:
    from gui.shell.main_window import MainWindow

ORGANIZATION = "PuzzleSuite"
APPLICATION = "puzzle-suite"
LARGEST_SIZE = QSize(3840, 2400)
MAX_HAND_LENGTH = 100
PROBE_LINE = "first frame painted"
TERMINATED = 128 + signal.SIGTERM
NO_DISPLAY = (
    "no display to open a window on (neither DISPLAY nor WAYLAND_DISPLAY is set); "
    "--worksheet, --export-records and --screenshot work without one"
)
_WAKE_UP_SOCKETS: list[socket.socket] = []
PSEUDO_FILE_SYSTEMS = (Path("/proc"), Path("/sys"), Path("/dev"))
"""Their "regular files" are kernel interfaces: a settings file there would not keep changes."""


class UsageError(Exception):
    """A bad command line, reported as one line instead of argparse's usage block."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(trimmed(message))


def _size(text: str) -> QSize:
    from gui.shell.main_window import MINIMUM_SIZE

    match = re.fullmatch(r"(\d{1,5})x(\d{1,5})", text.strip())
    if match is None:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT such as 1280x800, got {text!r}")
    size = QSize(int(match[1]), int(match[2]))
    if size.boundedTo(LARGEST_SIZE) != size or size.expandedTo(MINIMUM_SIZE) != size:
        raise argparse.ArgumentTypeError(
            f"size must be between {MINIMUM_SIZE.width()}x{MINIMUM_SIZE.height()} and "
            f"{LARGEST_SIZE.width()}x{LARGEST_SIZE.height()}, got {text}"
        )
    return size


class _VersionAction(argparse.Action):
    """`--version`: reads the package metadata only when asked (it loads a slow module)."""

    def __call__(self, parser: argparse.ArgumentParser, *_args: object) -> NoReturn:
        from gui.shell.help_dialogs import app_version

        print(f"{parser.prog} {app_version()}", flush=True)
        parser.exit()


def _hand(text: str) -> str:
    """A hand the 24 points engine accepts, checked before any window opens."""
    if len(text) > MAX_HAND_LENGTH:
        raise argparse.ArgumentTypeError(f"a hand is at most {MAX_HAND_LENGTH} characters")
    try:
        table_hand(text)
    except PuzzleInputError as error:
        raise argparse.ArgumentTypeError(str(error.message)) from None
    return text


def _settings_file(text: str) -> Path:
    """A settings file that can keep changes: an existing regular file, or a new one in an
    existing directory. A FIFO would hang start-up; a directory or /dev/null would lose
    every change without a word."""
    path = Path(text).expanduser().absolute()
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        if not path.parent.is_dir() or not os.access(path.parent, os.W_OK):
            raise argparse.ArgumentTypeError(f"cannot create {text!r}: no such folder") from None
        return path
    except OSError as error:
        raise argparse.ArgumentTypeError(f"cannot use {text!r}: {error.strerror}") from None
    real = path.resolve()
    if not stat.S_ISREG(mode) or any(real.is_relative_to(root) for root in PSEUDO_FILE_SYSTEMS):
        raise argparse.ArgumentTypeError(f"{text!r} is not a regular file")
    try:
        with path.open("a", encoding="utf-8"):
            pass
    except OSError as error:
        raise argparse.ArgumentTypeError(f"cannot write {text!r}: {error.strerror}") from None
    return path


def _glyph_set(options: argparse.Namespace) -> str | None:
    """The matchstick glyph set `--glyphs` and `--script` ask for, if any."""
    if options.script == "roman":
        if options.glyphs is not None:
            raise UsageError("--glyphs sets the shapes of digits; Roman numerals have their own")
        return "roman"
    return options.glyphs


def _check_equation(text: str, glyphs: str | None) -> None:
    """A well-formed matchstick equation (any operator the rules can allow), checked up front."""
    try:
        parse_equation(text, MatchstickRules(ops="+-*/", glyphs=glyphs or "standard"))
    except PuzzleInputError as error:
        raise UsageError(f"argument --equation: {error.message}") from None


def _code(text: str) -> str:
    """A puzzle code either game can open (a 24-point hand the table holds), checked before
    any window opens."""
    try:
        puzzle = read_code(text)
        if isinstance(puzzle, TwentyFourPuzzle):
            table_hand(puzzle.hand)
    except PuzzleInputError as error:
        raise argparse.ArgumentTypeError(str(error.message)) from None
    return text


def _puzzle_set(text: str) -> OpenSet:
    """A puzzle set file, read whole before any window opens: every bad line on one line."""
    try:
        return OpenSet.load(Path(text).expanduser())
    except SetError as error:
        raise argparse.ArgumentTypeError("; ".join(error.lines())) from None


def parse_arguments(argv: list[str]) -> argparse.Namespace:
    """The options; raises UsageError with a one-line explanation when they are wrong."""
    parser = _Parser(prog=APPLICATION, description="24 points and matchstick equations")
    parser.add_argument("--version", action=_VersionAction, nargs=0, help="show the version")
    parser.add_argument("--screenshot", metavar="FILE", type=Path, help="save the window as PNG")
    parser.add_argument("--tab", choices=(TWENTYFOUR, MATCHSTICKS), help="game to show")
    parser.add_argument("--hand", type=_hand, help='24 points hand to deal, e.g. "3 3 8 8"')
    parser.add_argument("--equation", help='matchstick equation to play, e.g. "5+7=2"')

    parser.add_argument("--lang", choices=(SYSTEM, ENGLISH, CHINESE), help="language")
    parser.add_argument("--appearance", choices=APPEARANCES, help="light or dark look")
    parser.add_argument("--size", type=_size, help="window size WIDTHxHEIGHT")
    parser.add_argument(
        "--settings", metavar="FILE", type=_settings_file, help="settings file to use"
    )
    parser.add_argument(
        "--data-dir", metavar="DIR", type=Path, help="directory for saved games (and records)"
    )
    parser.add_argument(
        "--startup-probe", action="store_true", help="print a line at the first frame and exit"
    )
    parser.add_argument(
        "--puzzle", metavar="CODE", type=_code, help="open a puzzle code, e.g. 24:3388"
    )
    parser.add_argument(
        "--set",
        metavar="FILE",
        type=_puzzle_set,
        help="open a puzzle set, or make a worksheet of it",
    )
    parser.add_argument(
        "--export-records", metavar="FILE", type=Path, help="write every record as CSV and exit"
    )
    parser.add_argument(
        "--host-contest",
        action="store_true",
        help="host a class contest without a window (options: --host-contest --help)",
    )
    worksheet_command.add_options(parser)
    options = parser.parse_args(argv)
    worksheet_problem = worksheet_command.problem(options)
    if worksheet_problem is not None:
        raise UsageError(worksheet_problem)
    if options.hand is not None and options.tab == MATCHSTICKS:
        raise UsageError("--hand deals a 24 points hand; it cannot be used with --tab matchsticks")
    if options.equation is not None and options.tab == TWENTYFOUR:
        raise UsageError("--equation sets a matchstick puzzle; it cannot be used with --tab 24")
    options.glyph_set = _glyph_set(options)
    if options.equation is not None:
        _check_equation(options.equation, options.glyph_set)
    if options.screenshot is not None and options.startup_probe:
        raise UsageError("--screenshot and --startup-probe cannot be used together")
    return options


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
    """The QApplication, named so settings, data directory and desktop entry line up."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setDesktopFileName(APPLICATION)
    app.setWindowIcon(QIcon(str(resource_path("icons", "puzzle-suite.svg"))))
    return app


def build_window(
    options: argparse.Namespace,
    settings: Settings,
    data_dir: Path | None = None,
    *,
    read_only: bool = False,
) -> MainWindow:
    """The main window in the state the options ask for."""
    from gui.shell.main_window import DEFAULT_SIZE, MainWindow

    app = QCoreApplication.instance()
    set_language(app, options.lang or settings.get(LANGUAGE))
    apply_appearance(app, options.appearance or settings.get(APPEARANCE))
    if getattr(options, "glyph_set", None) is not None:
        # Before the window: the matchstick tab reads its rules from the settings.
        settings.set(MS_GLYPHS, options.glyph_set)
    window = MainWindow(settings, data_dir=data_dir, read_only=read_only)
    if options.hand is not None:
        window.show_game(TWENTYFOUR)
        window.games[TWENTYFOUR].deal_hand(options.hand)
    if options.equation is not None:
        window.show_game(MATCHSTICKS)
        window.games[MATCHSTICKS].load_equation(options.equation, empty_if_refused=True)
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
    cannot be written (a FIFO nobody reads included: refused, not waited on)."""
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


class _FirstFrameProbe(QObject):
    """Prints PROBE_LINE once the window's first frame has been painted, then quits."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.UpdateRequest:
            self._window.removeEventFilter(self)
            QTimer.singleShot(0, self._report)
        return False

    def _report(self) -> None:
        print(PROBE_LINE, flush=True)
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
        return worksheet_command.run(options)
    interactive = options.screenshot is None and not options.startup_probe
    if interactive:
        log_warnings_to(log_directory() / LOG_NAME)
    instance = None
    claim = Claim.FIRST
    if interactive:
        from gui.shell.main_window import default_data_directory

        data_dir = options.data_dir if options.data_dir is not None else default_data_directory()
        instance = SingleInstance(data_dir, app)
        claim = instance.claim()
        if claim is Claim.FORWARDED:
            print(f"{APPLICATION}: already open on {shown(str(data_dir))}; brought it forward")
            return 0
    with open_settings(options) as settings, open_data_dir(options) as data_dir:
        window = build_window(options, settings, data_dir, read_only=claim is Claim.READ_ONLY)
        if options.screenshot is not None:
            if save_screenshot(window, options.screenshot):
                return 0
            print(f"{APPLICATION}: error: cannot write {options.screenshot}", file=sys.stderr)
            return 1
        if options.startup_probe:
            _FirstFrameProbe(window)
        else:
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

    signal.signal(signal.SIGINT, lambda _signal, _frame: close(INTERRUPTED))
    signal.signal(signal.SIGTERM, lambda _signal, _frame: close(TERMINATED))
    reader, writer = socket.socketpair()
    for end in (reader, writer):
        end.setblocking(False)
    signal.set_wakeup_fd(writer.fileno())
    notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read, app)
    notifier.activated.connect(lambda *_: reader.recv(64))
    _WAKE_UP_SOCKETS.extend((reader, writer))  # open as long as the program runs
