"""The window's first screen is 24 points: the matchstick engine loads when a matchstick puzzle
is first used, not before the first frame (it took about 20 ms of every start). The engine
modules it does load define their values without `dataclasses` (about 1 ms a class)."""

import subprocess
import sys
from pathlib import Path

from tests.import_log import engine_modules, imports_of, run_from_checkout

REPO = Path(__file__).resolve().parent.parent
MATCHSTICK_ENGINE = "engines.matchsticks"


def matchstick_modules(names: list[str]) -> list[str]:
    return sorted(
        name
        for name in names
        if name == MATCHSTICK_ENGINE or name.startswith("engines.matchsticks.")
    )


def test_the_24_point_first_frame_loads_no_matchstick_module(tmp_path):
    _, imported = imports_of("-m", "gui", "--startup-probe", "--tab", "24", home=tmp_path)
    assert "engines.play" in imported and "gui.play.games" in imported
    assert matchstick_modules(sorted(imported)) == []
    assert "dataclasses" not in imported, "a class made by exec costs the first frame ~0.5 ms"


def test_the_mid_end_names_the_matchstick_game_without_loading_its_engine():
    script = (
        "import sys\n"
        "import engines.play, engines.play.daily, engines.play.differences\n"
        "import engines.sharing.codes\n"
        "from engines.play.games import GAMES, MATCHSTICKS\n"
        "print(sorted(m for m in sys.modules if m.startswith('engines.matchsticks')))\n"
        "from engines.play import MatchstickPuzzle\n"
        "print(GAMES[MATCHSTICKS].puzzle_type is MatchstickPuzzle is engines.sharing.codes"
        ".MatchstickPuzzle, 'engines.matchsticks.solver' in sys.modules)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=REPO, capture_output=True, text=True, check=True
    )
    assert result.stdout == "[]\nTrue True\n"


def test_the_engines_the_first_frame_loads_make_no_dataclasses(tmp_path):
    _, imported = imports_of("-m", "gui", "--startup-probe", "--tab", "24", home=tmp_path)
    engines = sorted(engine_modules(imported))
    assert "engines.play.session" in engines and "engines.records.database" in engines
    script = (
        "import importlib, sys\n"
        f"for name in {engines!r}: importlib.import_module(name)\n"
        "print('dataclasses' in sys.modules)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=REPO, capture_output=True, text=True, check=True
    )
    assert result.stdout == "False\n"


FIRST_FRAME_QT_CLASSES = """
import os, sys
import gui.shell.app as app

def report(application):
    from PySide6 import QtCore, QtGui, QtWidgets
    built = [name for module in (QtCore, QtGui, QtWidgets) for name in vars(module)]
    print(" ".join(sorted(built)), flush=True)
    os._exit(0)

app._report_first_frame = report
app.main(["--startup-probe", "--tab", "24"])
"""
DIALOG_ONLY_CLASSES = {"QIcon", "QInputDialog", "QLibraryInfo", "QAbstractSpinBox"}
"""Qt classes the first screen does not show, whose Python types (with every enum in them)
PySide6 builds when their names are first imported: about 14M instructions of every start."""


def test_the_first_frame_builds_no_python_type_of_a_class_only_dialogs_use(tmp_path):
    built = set(run_from_checkout("-c", FIRST_FRAME_QT_CLASSES, home=tmp_path).stdout.split())
    assert {"QMainWindow", "QPushButton", "QComboBox"} <= built
    assert built & DIALOG_ONLY_CLASSES == set()
