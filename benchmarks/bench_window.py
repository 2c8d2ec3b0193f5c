"""The main window against a bare Qt one: time to the first frame, CPU and memory when idle.

Goals (issue 24), each a ratio to a bare PySide6 program measured in the same run:

- First frame: from spawning `python -m gui --startup-probe` to its first painted frame, at
  most FIRST_FRAME_GOAL times a bare window showing one label (`bench_startup.BASELINE`).
- Idle: the program left alone for IDLE_SECONDS once settled, with a game on screen
  (its clock ticking; the answer box has the keyboard, its caret at rest once left alone for
  `gui.shell.caret.REST_SECONDS`): CPU time at most IDLE_CPU_GOAL times, and resident memory
  at most MEMORY_GOAL_MB more than, a bare window whose label shows a clock repainted once a
  second.

Medians of RUNS, with the absolute figures and the load average. The platform is the one in
QT_QPA_PLATFORM (offscreen unless set: run under `xvfb-run` with QT_QPA_PLATFORM=xcb for an X
server). Linux only (reads /proc).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench_startup import BASELINE, time_to_first_line

from gui.shell.caret import REST_SECONDS

RUNS = 5
FIRST_FRAME_GOAL = 1.5
IDLE_CPU_GOAL = 1.5
MEMORY_GOAL_MB = 25
SETTLE_SECONDS = REST_SECONDS + 1.0
IDLE_SECONDS = 10.0
REPO = Path(__file__).resolve().parent.parent
CLOCK = """
import time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel

app = QApplication([])
label = QLabel()
label.resize(1280, 800)


def tick():
    label.setText(time.strftime("%H:%M:%S"))


timer = QTimer()
timer.timeout.connect(tick)
timer.start(1000)
tick()
label.show()
app.exec()
"""


def _cpu_seconds(pid: int) -> float:
    """CPU time of every thread of `pid`, to the nanosecond (clock ticks are too coarse for
    an idle program)."""
    total = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        with contextlib.suppress(OSError):  # a thread that ended meanwhile
            total += int((task / "schedstat").read_text().split()[0])
    return total / 1e9


def _resident_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS")


def idle(
    command: list[str], env: dict[str, str], start: float, cwd: Path = REPO
) -> tuple[float, float]:
    """(CPU seconds over IDLE_SECONDS, resident MB at the end) of `command` left alone, once
    it has had SETTLE_SECONDS past twice its time to the first frame (`start`) to settle."""
    with subprocess.Popen(
        command, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    ) as process:
        try:
            time.sleep(SETTLE_SECONDS + 2 * start)
            before = _cpu_seconds(process.pid)
            time.sleep(IDLE_SECONDS)
            return _cpu_seconds(process.pid) - before, _resident_mb(process.pid)
        finally:
            process.send_signal(signal.SIGINT)
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=RUNS)
    parser.add_argument("--repo", type=Path, default=REPO, help="the checkout to time")
    options = parser.parse_args()
    repo = options.repo.resolve()
    loads = [os.getloadavg()[0]]
    frames: dict[str, list[float]] = {"bare": [], "suite": []}
    cpu: dict[str, list[float]] = {"bare": [], "suite": []}
    memory: dict[str, list[float]] = {"bare": [], "suite": []}
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=home, XDG_DATA_HOME=home,
                   PYTHONPATH=str(repo))
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        bare = [sys.executable, "-c", BASELINE]
        clock = [sys.executable, "-c", CLOCK]
        suite = [sys.executable, "-m", "gui"]
        settings = ["--settings", str(Path(home) / "settings.ini"), "--data-dir", home]
        for _ in range(options.runs):
            # Run from the checkout timed: `python -m` looks in the working directory first.
            frames["bare"].append(time_to_first_line(bare, env, repo))
            frames["suite"].append(time_to_first_line([*suite, "--startup-probe"], env, repo))
            for name, command in (("bare", clock), ("suite", [*suite, *settings])):
                seconds, megabytes = idle(command, env, frames[name][-1], repo)
                cpu[name].append(seconds)
                memory[name].append(megabytes)
            loads.append(os.getloadavg()[0])
    first = {name: statistics.median(values) for name, values in frames.items()}
    busy = {name: statistics.median(values) for name, values in cpu.items()}
    resident = {name: statistics.median(values) for name, values in memory.items()}
    platform = env["QT_QPA_PLATFORM"]
    print(f"main window against a bare Qt window ({platform}), medians of {options.runs} runs")
    print(f"  load average (1 min) {min(loads):.1f} to {max(loads):.1f}")
    ratio = first["suite"] / first["bare"]
    verdict = "ok" if ratio <= FIRST_FRAME_GOAL else "TOO SLOW"
    print(f"  first frame: suite {first['suite']:.3f} s, bare window {first['bare']:.3f} s:"
          f" x{ratio:.2f} (goal x{FIRST_FRAME_GOAL}): {verdict}")
    ratio = busy["suite"] / max(busy["bare"], 1e-3)
    verdict = "ok" if ratio <= IDLE_CPU_GOAL else "TOO BUSY"
    print(f"  idle CPU over {IDLE_SECONDS:.0f} s: suite {busy['suite']:.3f} s, bare clock"
          f" {busy['bare']:.3f} s: x{ratio:.2f} (goal x{IDLE_CPU_GOAL}): {verdict}")
    extra = resident["suite"] - resident["bare"]
    verdict = "ok" if extra <= MEMORY_GOAL_MB else "TOO BIG"
    print(f"  memory: suite {resident['suite']:.0f} MB, bare clock {resident['bare']:.0f} MB:"
          f" +{extra:.0f} MB (goal +{MEMORY_GOAL_MB} MB): {verdict}")


if __name__ == "__main__":
    main()
