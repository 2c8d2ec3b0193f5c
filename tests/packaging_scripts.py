"""Loads a script from packaging/ as a module, so tests can call its functions.

packaging/ is a folder of scripts, not a package (a package of that name would shadow the
`packaging` library that setuptools and pip import).
"""

import importlib.util
from pathlib import Path
from types import ModuleType

PACKAGING = Path(__file__).resolve().parent.parent / "packaging"


def load_script(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, PACKAGING / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
