"""The engines package must never import Qt: the CLI harnesses and tests run without it."""

import pkgutil
import subprocess
import sys

import engines


def test_no_engine_module_loads_pyside6():
    modules = [info.name for info in pkgutil.walk_packages(engines.__path__, "engines.")]
    script = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "[]"
