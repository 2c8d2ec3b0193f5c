"""Odd starts: no display, a second copy on one data directory, signals, outputs that block.

Every process here runs in its own temporary home and data directory, so the tests can run
side by side (pytest-xdist) without meeting each other.
"""

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLockFile

from engines.play import Session, SessionStore, TwentyFourPuzzle
from gui.shell import app
from gui.shell.main_window import MainWindow
from gui.shell.settings import Settings
from gui.shell.single_instance import LOCK_NAME, Claim, SingleInstance

REPO = Path(__file__).resolve().parent.parent
DISPLAY_VARIABLES = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")

FIRST_COPY = """
import sys
from PySide6.QtCore import QTimer
from gui.shell import app
qt = app.application()
QTimer.singleShot(300, lambda: print("window shown", flush=True))
sys.exit(app.main(sys.argv[1:]))
"""


def environment(home: Path, *, display: bool = True) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if key not in DISPLAY_VARIABLES}
    env.update(
        HOME=str(home), XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data")
    )
    if display:
        env["QT_QPA_PLATFORM"] = "offscreen"
    return env


def run(home: Path, *args: str, display: bool = True) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "gui", *args],
        cwd=REPO,
        env=environment(home, display=display),
        capture_output=True,
        text=True,
        timeout=90,
        check=False,
    )


def first_copy(home: Path, *args: str) -> subprocess.Popen:
    process = subprocess.Popen(
        [sys.executable, "-c", FIRST_COPY, *args],
        cwd=REPO,
        env=environment(home),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    assert process.stdout.readline() == "window shown\n", process.stderr.read()
    return process


# --- without a display -----------------------------------------------------------------------


def test_headless_commands_pick_the_offscreen_platform_themselves(tmp_path):
    sheet = tmp_path / "sheet.pdf"
    result = run(tmp_path, "--worksheet", str(sheet), "--game", "24", "--count", "4",
                 display=False)
    assert (result.returncode, result.stderr) == (0, "")
    assert sheet.read_bytes().startswith(b"%PDF")
    picture = tmp_path / "shot.png"
    result = run(tmp_path, "--screenshot", str(picture), "--hand", "3 3 8 8", display=False)
    assert (result.returncode, result.stderr) == (0, "")
    assert picture.read_bytes().startswith(b"\x89PNG")
    result = run(tmp_path, "--export-records", str(tmp_path / "r.csv"), display=False)
    assert (result.returncode, result.stderr) == (0, "")


def test_a_window_without_a_display_is_one_line_and_status_2(tmp_path):
    result = run(tmp_path, "--data-dir", str(tmp_path / "d"), display=False)
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1
    assert "no display" in result.stderr and "xcb" not in result.stderr


def test_display_detection():
    assert not app.has_display({})
    assert app.has_display({"DISPLAY": ":0"}) and app.has_display({"WAYLAND_DISPLAY": "w-0"})
    assert app.has_display({"QT_QPA_PLATFORM": "offscreen"})


# --- outputs that would block ----------------------------------------------------------------


@pytest.mark.parametrize(
    "command",
    [
        ["--screenshot", "{fifo}"],
        ["--export-records", "{fifo}"],
        ["--worksheet", "{fifo}", "--game", "24", "--count", "4"],
    ],
)
def test_a_fifo_nobody_reads_is_refused_at_once(tmp_path, command):
    fifo = tmp_path / "out.fifo"
    os.mkfifo(fifo)
    result = run(tmp_path, *(part.format(fifo=fifo) for part in command))
    assert result.returncode in (1, 2)
    assert result.stderr.startswith("puzzle-suite: error: cannot write")
    assert result.stderr.count("\n") == 1


# --- two copies on one data directory ---------------------------------------------------------


def test_a_second_copy_brings_the_first_forward_and_sigterm_saves_the_first(tmp_path):
    data = tmp_path / "data-dir"
    settings = tmp_path / "settings.ini"
    process = first_copy(tmp_path, "--data-dir", str(data), "--settings", str(settings),
                         "--hand", "3 3 8 8")
    try:
        second = run(tmp_path, "--data-dir", str(data), "--settings", str(tmp_path / "2.ini"))
        assert (second.returncode, second.stderr) == (0, "")
        assert "brought it forward" in second.stdout
        process.send_signal(signal.SIGTERM)
        _, stderr = process.communicate(timeout=60)
    finally:
        process.kill()
    assert process.returncode == 128 + signal.SIGTERM
    assert "Traceback" not in stderr
    (saved_file,) = data.glob("players/*/twentyfour-session.json")  # the player's own folder
    saved = json.loads(saved_file.read_text(encoding="utf-8"))
    assert saved["puzzle"]["hand"] == [3, 3, 8, 8]
    assert "geometry=" in settings.read_text(encoding="utf-8")
    assert not (data / LOCK_NAME).exists()


def test_ctrl_c_saves_the_game_too(tmp_path):
    data = tmp_path / "data-dir"
    process = first_copy(tmp_path, "--data-dir", str(data), "--settings",
                         str(tmp_path / "s.ini"), "--hand", "1 2 3 4")
    try:
        process.send_signal(signal.SIGINT)
        process.communicate(timeout=60)
    finally:
        process.kill()
    assert process.returncode == 130
    assert list(data.glob("players/*/twentyfour-session.json"))  # the player's own folder


def test_a_copy_that_does_not_answer_leaves_the_second_read_only(qapp, tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    holder = QLockFile(str(data / LOCK_NAME))  # held, but nobody listens
    assert holder.tryLock(0)
    try:
        claim = SingleInstance(data).claim()
    finally:
        holder.unlock()
    assert claim is Claim.READ_ONLY


def test_a_read_only_window_says_so_and_writes_nothing(qtbot, tmp_path):
    data = tmp_path / "data"
    SessionStore(data).save(Session(TwentyFourPuzzle((1, 2, 3, 4))))
    before = sorted(path.name for path in data.iterdir())
    window = MainWindow(Settings.open(tmp_path / "s.ini"), data_dir=data, read_only=True)
    qtbot.addWidget(window)
    assert "Another copy of Puzzle Suite" in window.statusBar().currentMessage()
    assert window.store.read_only and window.sharing.records.read_only
    window.close()
    assert sorted(path.name for path in data.iterdir()) == before


def test_a_lock_left_by_a_killed_copy_is_taken_over(qapp, tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    # A lock file naming a process that no longer exists, as kill -9 leaves it.
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True).stdout.strip()
    (data / LOCK_NAME).write_text(f"{dead}\npython3\n{os.uname().nodename}\n")
    instance = SingleInstance(data)
    try:
        assert instance.claim() is Claim.FIRST
    finally:
        instance.release()
