"""Worksheets: a 60-puzzle sheet with answers from the command line, and the print preview.

Goals (issue 24), as ratios to a fixed pure-Python workload timed in the same run (WORKLOAD,
about 1 s on the project's slow 2-core machines and a third of that on a typical desktop), so
they mean the same on any machine and under any load:

- `python -m gui --worksheet FILE --count 60 --answers ...`, from spawning the process to its
  exit, for either game at any level and size (six cards included): at most SHEET_GOAL times
  the workload (about 3 s here, 1 s on a desktop).
- The print preview, from asking for it to its first page painted: at most PREVIEW_GOAL times
  the workload (about 1 s here), with the rest of the sheet filling in behind it.

Every timing is a fresh process, and the runs of the workload and of each sheet alternate, so a
change of load hits them alike; medians of RUNS are printed with the absolute figures and the
machine's load average. `--repo PATH` times another checkout (say, an older commit) with this
same script, for before-and-after figures.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

RUNS = 5
SHEET_GOAL = 3.0
PREVIEW_GOAL = 1.0
REPO = Path(__file__).resolve().parent.parent
WORKLOAD = """
total = 0
for number in range(4_500_000):
    total += number * number % 7
"""
SHEETS = {
    "24, 4 cards, any": ["--game", "24"],
    "24, 4 cards, hard": ["--game", "24", "--level", "hard"],
    "24, 5 cards, easy": ["--game", "24", "--cards", "5", "--level", "easy"],
    "24, 6 cards, any": ["--game", "24", "--cards", "6"],
    "24, 6 cards, hard": ["--game", "24", "--cards", "6", "--level", "hard"],
    "matchsticks, move 1": ["--game", "matchsticks"],
    "matchsticks, remove 2, hard": ["--game", "matchsticks", "--remove", "2", "--level", "hard"],
    "matchsticks, add 3, hard": ["--game", "matchsticks", "--add", "3", "--level", "hard"],
    # The glyph sets whose sheets take longest: few distinct hard puzzles, many candidates each.
    "matchsticks, Roman, move 3, hard": [
        "--game", "matchsticks", "--script", "roman", "--moves", "3", "--level", "hard"
    ],
    "matchsticks, Roman, remove 2, hard": [
        "--game", "matchsticks", "--script", "roman", "--remove", "2", "--level", "hard"
    ],
    "matchsticks, flexible, move 3, hard": [
        "--game", "matchsticks", "--glyphs", "flexible", "--moves", "3", "--level", "hard"
    ],
}
PREVIEW_PROBE = """
import sys, time
from PySide6.QtWidgets import QApplication
from PySide6.QtPrintSupport import QPrintPreviewWidget
application = QApplication([])
try:
    from gui.classroom.worksheet.dialog import WorksheetDialog
except ImportError:  # a checkout from before the feature folders
    from gui.worksheet.dialog import WorksheetDialog
dialog = WorksheetDialog()
dialog.count.setValue(60)
dialog.cards.setValue(int(sys.argv[1]))
dialog.seed.setValue(int(sys.argv[2]))
done = []
dialog.ready.connect(done.append)
started = time.perf_counter()
dialog.open_preview()
first = None
while first is None or not done:
    application.processEvents()
    preview = dialog.findChild(QPrintPreviewWidget)
    if first is None and preview is not None and preview.pageCount() > 0:
        first = time.perf_counter() - started
print(first, time.perf_counter() - started)
"""
PREVIEWS = {"preview, 24, 6 cards": "6", "preview, 24, 4 cards": "4"}


def timed(command: list[str], repo: Path, env: dict[str, str]) -> float:
    started = time.perf_counter()
    subprocess.run(command, cwd=repo, env=env, check=True, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    return time.perf_counter() - started


def preview_times(repo: Path, env: dict[str, str], cards: str, seed: int) -> tuple[float, float]:
    probe = [sys.executable, "-c", PREVIEW_PROBE, cards, str(seed)]
    result = subprocess.run(probe, cwd=repo, env=env, check=True, capture_output=True, text=True)
    first, whole = result.stdout.split()
    return float(first), float(whole)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repo", type=Path, default=REPO, help="the checkout to time")
    parser.add_argument("--runs", type=int, default=RUNS)
    parser.add_argument("--only", help="time only the sheets whose name contains this")
    options = parser.parse_args()
    repo = options.repo.resolve()
    names = [name for name in [*SHEETS, *PREVIEWS] if not options.only or options.only in name]
    loads = [os.getloadavg()[0]]
    workload: list[float] = []
    times: dict[str, list[float]] = {name: [] for name in names}
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=home, XDG_DATA_HOME=home,
                   PYTHONPATH=str(repo))
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        sheet = str(Path(home) / "sheet.pdf")
        for run in range(options.runs):
            seed = 1000 + run
            workload.append(timed([sys.executable, "-c", WORKLOAD], repo, env))
            for name in names:
                if name in PREVIEWS:
                    times[name].append(preview_times(repo, env, PREVIEWS[name], seed)[0])
                    continue
                command = [sys.executable, "-m", "gui", "--worksheet", sheet, *SHEETS[name]]
                command += ["--count", "60", "--answers", "--seed", str(seed)]
                times[name].append(timed(command, repo, env))
            loads.append(os.getloadavg()[0])
    base = statistics.median(workload)
    print(f"worksheets of 60 puzzles with answers, {repo}: medians of {options.runs} runs")
    print(f"  load average (1 min) {min(loads):.1f} to {max(loads):.1f}")
    print(f"  baseline: the fixed pure-Python workload {base:.3f} s")
    for name in names:
        middle = statistics.median(times[name])
        goal = PREVIEW_GOAL if name in PREVIEWS else SHEET_GOAL
        verdict = "ok" if middle <= goal * base else "TOO SLOW"
        what = "first page" if name in PREVIEWS else "whole sheet"
        print(f"  {name:<36} {what} {middle:7.3f} s  x{middle / base:5.2f} workload"
              f" (goal x{goal:.0f}): {verdict}")


if __name__ == "__main__":
    main()
