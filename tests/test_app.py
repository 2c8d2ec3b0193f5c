"""Start-up options: screenshots, one-line errors, and no writes to the player's settings."""

import logging
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from engines.play import SessionStore
from gui.shell import app
from gui.shell.settings_menu import MATCHSTICKS, TWENTYFOUR

REPO = Path(__file__).resolve().parent.parent


def run_python(*args: str, home: Path, cwd: Path = REPO, **extra_env: str):
    """`python ARGS` (this checkout first on the path) in a fresh process whose home and
    config live under `home`."""
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
        PYTHONPATH=str(REPO),
        **extra_env,
    )
    return subprocess.run(
        [sys.executable, *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def run_gui(*args: str, home: Path, **extra_env: str) -> subprocess.CompletedProcess:
    """`python -m gui ARGS` in a fresh process whose home and config live under `home`."""
    return run_python("-m", "gui", *args, home=home, **extra_env)


def distinct_colours(image: QImage) -> int:
    """How many colours a coarse grid of pixels shows: a painted window has many."""
    grid = [(x, y) for x in range(0, image.width(), 8) for y in range(0, image.height(), 8)]
    return len({image.pixel(x, y) for x, y in grid})


@pytest.mark.parametrize(
    ("argv", "complaint"),
    [
        (["--tab", "chess"], "argument --tab: invalid choice: 'chess'"),
        (["--size", "big"], "expected WIDTHxHEIGHT"),
        (["--size", "100x100"], "size must be between 800x600 and 3840x2400"),
        (["--lang", "fr"], "argument --lang: invalid choice: 'fr'"),
        (["--hand", "1" * 200], "a hand is at most 100 characters"),
        (["--hand", "3 3 joker 8"], "argument --hand: a joker cannot be played"),
        (["--hand", "3 3 Z 8"], "argument --hand: Z is not a card"),
        (["--hand", "1 2 3 4 5 6 7"], "argument --hand: a hand has 4 to 6 cards"),
        (["--hand", "3 3 8 8", "--tab", MATCHSTICKS], "cannot be used with --tab matchsticks"),
        (["--equation", "5+=2"], "argument --equation: 5+=2 is not an equation"),
        (["--equation", "9" * 40], "argument --equation: the equation has 40 characters"),
        (["--equation", "5+7=2", "--tab", TWENTYFOUR], "cannot be used with --tab 24"),
        (["--screenshot", "x.png", "--startup-probe"], "cannot be used together"),
        (["--frobnicate"], "unrecognized arguments: --frobnicate"),
    ],
)
def test_bad_arguments_give_one_line(capsys, argv, complaint):
    assert app.main(argv) == 2
    error = capsys.readouterr().err
    assert error.count("\n") == 1
    assert error.startswith("puzzle-suite: error: ")
    assert complaint in error


def test_screenshot_in_process_has_the_requested_size(qapp, tmp_path):
    target = tmp_path / "window.png"
    assert app.main(["--screenshot", str(target), "--size", "800x600", "--tab", MATCHSTICKS]) == 0
    image = QImage(str(target))
    assert (image.width(), image.height()) == (800, 600)


@pytest.mark.parametrize(
    ("option", "value", "game", "shown"),
    [
        ("--hand", "A 5 5 5", TWENTYFOUR, lambda tab: tab.hand == (1, 5, 5, 5)),
        ("--equation", "5+7=2", MATCHSTICKS, lambda tab: tab.board.equation_text() == "5+7=2"),
    ],
)
def test_screenshot_shows_the_requested_puzzle(
    qtbot, tmp_path, monkeypatch, option, value, game, shown
):
    rendered = []
    monkeypatch.setattr(
        app, "save_screenshot", lambda window, path: rendered.append(window) or True
    )
    assert app.main(["--screenshot", str(tmp_path / "x.png"), option, value]) == 0
    (window,) = rendered
    qtbot.addWidget(window)
    assert window.current_game() == game
    assert shown(window.games[game])
    assert (window.width(), window.height()) == (1280, 800)


def test_unwritable_screenshot_is_an_error_not_a_traceback(qapp, capsys, tmp_path):
    target = tmp_path / "missing-dir" / "window.png"
    assert app.main(["--screenshot", str(target)]) == 1
    assert capsys.readouterr().err == f"puzzle-suite: error: cannot write {target}\n"


def test_screenshot_from_a_cold_start_leaves_player_settings_alone(tmp_path):
    target = tmp_path / "shot.png"
    result = run_gui(
        "--screenshot", str(target), "--hand", "3 3 8 8", "--lang", "zh_CN", home=tmp_path / "home"
    )
    assert result.returncode == 0, result.stderr
    image = QImage(str(target))
    assert (image.width(), image.height()) == (1280, 800)
    assert distinct_colours(image) > 50
    assert not (tmp_path / "home" / "config").exists()
    assert not list((tmp_path / "home").glob("data/**/*-session.json"))


def test_screenshot_at_double_pixel_ratio_has_twice_the_pixels(tmp_path):
    target = tmp_path / "retina.png"
    result = run_gui(
        "--screenshot", str(target), "--size", "800x600", home=tmp_path, QT_SCALE_FACTOR="2"
    )
    assert result.returncode == 0, result.stderr
    image = QImage(str(target))
    assert (image.width(), image.height()) == (1600, 1200)
    assert distinct_colours(image) > 50


def test_named_settings_file_is_used_and_kept(tmp_path):
    settings = tmp_path / "chosen.ini"
    settings.write_text("[window]\nlastTab=matchsticks\n", encoding="utf-8")
    shot = tmp_path / "shot.png"
    result = run_gui("--settings", str(settings), "--screenshot", str(shot), home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "lastTab=matchsticks" in settings.read_text(encoding="utf-8")


def test_a_named_data_directory_holds_both_saved_games(tmp_path):
    data = tmp_path / "chosen-data"
    for tab in ("24", "matchsticks"):  # a game is built, and so saved, once it is shown
        result = run_gui(
            "--data-dir", str(data), "--tab", tab, "--startup-probe", home=tmp_path / "home"
        )
        assert result.returncode == 0, result.stderr
    assert sorted(path.name for path in data.glob("players/*/*-session.json")) == [
        "matchsticks-session.json",
        "twentyfour-session.json",
    ]
    assert (data / "records.sqlite3").is_file()
    assert not list((tmp_path / "home").glob("data/**/*-session.json"))


def test_an_unreadable_saved_game_is_one_line_in_the_log(tmp_path):
    store = SessionStore(tmp_path / "data")
    store.path("24").parent.mkdir()
    store.path("24").write_text("not json", encoding="utf-8")
    handler = app.log_warnings_to(tmp_path / "logs" / "puzzle-suite.log")
    try:
        assert store.load("24") is None
    finally:
        logging.getLogger("puzzle_suite").removeHandler(handler)
        handler.close()
    (line,) = (tmp_path / "logs" / "puzzle-suite.log").read_text(encoding="utf-8").splitlines()
    assert "twentyfour-session.json could not be read" in line


def test_startup_probe_reports_the_first_frame(tmp_path):
    result = run_gui("--startup-probe", home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == app.PROBE_LINE


@pytest.mark.parametrize("command", [["--startup-probe"], ["--screenshot", "shot.png"]])
def test_the_garbage_collector_is_off_only_until_the_first_frame(tmp_path, command):
    """Start-up runs without the cyclic collector; the window's first frame (or a command
    without a window, at once) turns it back on, with what start-up made frozen."""
    script = (
        "import gc, sys\n"
        "from gui.shell.start import main\n"
        "status = main(sys.argv[1:])\n"
        "print(status, gc.isenabled(), gc.get_freeze_count() > 10_000)\n"
    )
    result = run_python("-c", script, *command, home=tmp_path, cwd=tmp_path)
    assert result.stdout.split()[-3:] == ["0", "True", "True"], result.stderr


def test_the_garbage_collector_comes_back_on_even_without_a_painted_frame(tmp_path):
    script = (
        "import gc, sys\n"
        "from PySide6.QtCore import QCoreApplication, QTimer\n"
        "from gui.shell import app\n"
        "app._AfterFirstFrame = lambda window, action: None  # no frame is ever reported\n"
        "app.GARBAGE_COLLECTOR_LATEST_MS = 100\n"
        "build = app.build_window\n"
        "def build_and_look_later(*args, **kwargs):\n"
        "    QTimer.singleShot(1000, lambda: print(gc.isenabled(), flush=True)"
        " or QCoreApplication.quit())\n"
        "    return build(*args, **kwargs)\n"
        "app.build_window = build_and_look_later\n"
        "from gui.shell.start import main\n"
        "main(sys.argv[1:])\n"
    )
    settings = ["--settings", str(tmp_path / "settings.ini"), "--data-dir", str(tmp_path)]
    result = run_python("-c", script, *settings, home=tmp_path, cwd=tmp_path)
    assert result.stdout.split()[-1:] == ["True"], result.stderr


def test_many_qt_calls_do_not_crash_the_interpreter_at_exit(tmp_path):
    script = (
        "import gui.shell.i18n\n"
        "from PySide6.QtWidgets import QApplication, QLabel\n"
        "application = QApplication([])\n"
        "label = QLabel()\n"
        "for _ in range(50_000):\n"
        "    label.setText('x')\n"
        "    label.isVisible()\n"
        "    label.isHidden()\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=REPO, env=env, capture_output=True, timeout=60
    )
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize(
    ("make", "complaint"),
    [
        (lambda tmp: os.mkfifo(tmp / "fifo") or tmp / "fifo", "is not a regular file"),
        (lambda tmp: tmp, "is not a regular file"),
        (lambda tmp: Path("/dev/null"), "is not a regular file"),
        (lambda tmp: Path("/proc/version"), "is not a regular file"),
        (lambda tmp: tmp / "missing" / "settings.ini", "no such folder"),
    ],
)
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux special files")
def test_a_settings_file_that_cannot_keep_changes_is_refused_in_one_line(
    capsys, tmp_path, make, complaint
):
    """A FIFO used to hang start-up; a directory or /dev/null silently dropped every change."""
    assert app.main(["--settings", str(make(tmp_path)), "--tab", "chess"]) == 2
    error = capsys.readouterr().err
    assert error.startswith("puzzle-suite: error: argument --settings: ")
    assert error.count("\n") == 1
    assert complaint in error


def test_a_new_or_regular_settings_file_is_accepted(tmp_path):
    existing = tmp_path / "existing.ini"
    existing.write_text("; comments are not kept\n", encoding="utf-8")
    for path in (existing, tmp_path / "new.ini"):
        assert app.parse_arguments(["--settings", str(path)]).settings == path


def test_control_characters_in_arguments_are_escaped(capsys):
    assert app.main(["--hand", "3 3 \x1b[2J 8"]) == 2
    error = capsys.readouterr().err
    assert "\x1b" not in error and "\\x1b" in error


def test_ctrl_c_in_the_terminal_closes_the_app_quietly(tmp_path):
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
    }
    with subprocess.Popen(
        [sys.executable, "-c", PROBE_THEN_WAIT, str(tmp_path / "settings.ini")],
        cwd=REPO,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        # A shell's background job inherits SIGINT ignored, and so would the app.
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    ) as process:
        assert process.stdout.readline() == "window shown\n", process.stderr.read()
        process.send_signal(signal.SIGINT)
        _, stderr = process.communicate(timeout=30)
    assert process.returncode == 130
    assert "Traceback" not in stderr


PROBE_THEN_WAIT = """
import sys
from PySide6.QtCore import QTimer
from gui.shell import app
qt = app.application()
QTimer.singleShot(500, lambda: print("window shown", flush=True))
sys.exit(app.main(["--settings", sys.argv[1]]))
"""
