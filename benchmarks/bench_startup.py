"""Start-up time: from launching `python -m gui` to the first painted frame of the window.

Goal (issue 24): at most 1.5 times the baseline, a bare PySide6 window that shows one label
(what any Qt app pays before drawing anything), timed the same way in the same run; medians of
several cold starts, taken in rounds that start each command once in turn. Each start is a new
process running `--startup-probe`, which prints one line once the main window's first frame is
painted; the clock runs from spawning the process to reading that line, so Python's own
start-up and every import count.

Two reference lines (no goal) say how much of the budget PySide6 itself takes:
`plain_first_screen.py`, plain PySide6 building the same kinds of widgets (what Qt itself asks
of such a screen, against what the suite's own code adds), and the bare window once it also uses
one value of Qt's namespace (`Qt.AlignmentFlag`): PySide6 then builds the Python types of all
93 enums in that namespace, 1,195 values, which any window with an aligned label or a cursor
shape pays.

Every line is timed offscreen and, when Xvfb is installed, again on an X server of its own
(`x_server`), where a start also opens the display and its fonts.

When a standalone build exists (`make bundle`), its start-up is timed the same way, so a
slimmer bundle can be checked for not starting slower.

When valgrind is installed, the offscreen lines are also counted in instructions (callgrind,
one run each, spawn to the probe's exit): a reference without a goal that a busy machine does
not blur, for telling a small change from the noise of the medians.
"""

from __future__ import annotations

import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from baselines import report, title
from x_server import x_server

RUNS = 7
GOAL = 1.5
"""Most the first frame may take, in bare Qt windows."""
REPO = Path(__file__).resolve().parent.parent
BUNDLED = REPO / "dist" / "puzzle-suite" / "puzzle-suite"
PLAIN_FIRST_SCREEN = Path(__file__).resolve().parent / "plain_first_screen.py"
"""The same kinds of widgets in plain PySide6: what Qt itself asks of such a screen (a
reference line, no goal)."""

_BARE_WINDOW = """
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel

app = QApplication([])
label = QLabel("baseline")
{label_setup}


class Probe(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.UpdateRequest:
            QTimer.singleShot(0, lambda: (print("first frame painted", flush=True), app.quit()))
        return False


probe = Probe()
label.installEventFilter(probe)
label.show()
app.exec()
"""
BASELINE = _BARE_WINDOW.format(label_setup="")
BASELINE_WITH_QT_NAMESPACE = _BARE_WINDOW.format(
    label_setup="from PySide6.QtCore import Qt\nlabel.setAlignment(Qt.AlignmentFlag.AlignCenter)"
)


def time_to_first_line(command: list[str], env: dict[str, str], cwd: Path = REPO) -> float:
    started = time.perf_counter()
    with subprocess.Popen(
        command, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
    ) as process:
        line = process.stdout.readline() if process.stdout else ""
        elapsed = time.perf_counter() - started
        process.wait(timeout=30)
    if "first frame painted" not in line or process.returncode != 0:
        raise SystemExit(f"start-up probe failed: {command} printed {line!r}")
    return elapsed


LINES = {
    "suite": "puzzle suite",
    "plain": "plain PySide6, the same kinds of widgets",
    "aligned": "bare window + one value of Qt's namespace",
}
"""What each command's line is called; the bare window ("baseline") is every line's baseline."""


def start_commands() -> dict[str, list[str]]:
    """The bare window, the suite and the two references, each as a command to start."""
    return {
        "baseline": [sys.executable, "-c", BASELINE],
        "suite": [sys.executable, "-m", "gui", "--startup-probe"],
        "plain": [sys.executable, str(PLAIN_FIRST_SCREEN)],
        "aligned": [sys.executable, "-c", BASELINE_WITH_QT_NAMESPACE],
    }


def median_starts(commands: dict[str, list[str]], env: dict[str, str]) -> dict[str, float]:
    """Each command's median time to its first frame over RUNS rounds, every round starting
    each command once in turn, so that a busy moment of the shared machine falls on all of
    them rather than on one command's runs."""
    times: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(RUNS):
        for name, command in commands.items():
            times[name].append(time_to_first_line(command, env))
    return {name: statistics.median(runs) for name, runs in times.items()}


def time_starts(env: dict[str, str], platform: str) -> None:
    """Every line of the benchmark, on the platform `env` names."""
    commands = start_commands()
    if BUNDLED.is_file():
        commands["bundled"] = [str(BUNDLED), "--startup-probe"]
    medians = median_starts(commands, env)
    baseline = medians["baseline"]
    title(
        f"startup ({platform}): first painted frame, median of {RUNS} cold starts,"
        " against a bare Qt window"
    )
    report(LINES["suite"], medians["suite"], baseline, GOAL)
    report(LINES["plain"], medians["plain"], baseline, None)
    report(LINES["aligned"], medians["aligned"], baseline, None)
    if "bundled" in medians:
        report("standalone build", medians["bundled"], baseline, GOAL)


def instructions(command: list[str], env: dict[str, str]) -> int | None:
    """Instructions one run of `command` executes under callgrind, None if it failed."""
    with tempfile.TemporaryDirectory() as scratch:
        result = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={scratch}/out", *command],
            cwd=REPO,
            env=env,
            capture_output=True,
            text=True,
            timeout=600,
            check=False,
        )
    collected = re.search(r"Collected : (\d+)", result.stderr)
    if result.returncode != 0 or collected is None:
        return None
    return int(collected.group(1))


def count_instructions(commands: dict[str, list[str]], env: dict[str, str]) -> None:
    """The offscreen lines in instructions, two commands at a time (one per core)."""
    if shutil.which("valgrind") is None:
        print("  (no instruction counts: valgrind is not installed)")
        return
    with ThreadPoolExecutor(max_workers=2) as pool:
        runs = pool.map(lambda command: instructions(command, env), commands.values())
        counts = dict(zip(commands, runs, strict=True))
    baseline = counts.pop("baseline")
    if baseline is None:
        print("  (no instruction counts: the bare window failed under valgrind)")
        return
    title(
        "startup (offscreen): instructions from spawn to exit (each quits once its first frame"
        " is painted), one callgrind run each"
    )
    for name, label in LINES.items():
        count = counts.get(name)
        shown = "failed under valgrind" if count is None else f"x{count / baseline:<8.3g}"
        million = "" if count is None else f"{count / 1e6:9,.0f} M"
        print(
            f"  {label:<46} {million:>11}  baseline {baseline / 1e6:7,.0f} M  {shown} (reference)"
        )


def main() -> None:
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=home, XDG_DATA_HOME=home)
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        time_starts(env, env["QT_QPA_PLATFORM"])
        if env["QT_QPA_PLATFORM"] == "offscreen":
            count_instructions(start_commands(), env)
            with x_server(env) as on_x:
                if on_x is None:
                    print("  (no X server timing: Xvfb is not installed or did not start)")
                else:
                    try:
                        time_starts(on_x, "X server")
                    except SystemExit as failure:  # Qt's xcb plugin missing a library, say
                        print(f"  (no X server timing: {failure})")


if __name__ == "__main__":
    main()
