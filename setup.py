"""Compiles the Qt Linguist translations (.ts to .qm) whenever a wheel or sdist is built.

The compiled .qm files are build products and stay out of git; building them here means
`pip wheel .`, `python -m build` and `pipx install .` from a clean clone all ship the Chinese
UI. docs/PACKAGING.md explains why this beats committing the .qm files. Everything else about
the package is declared in pyproject.toml.
"""

import subprocess
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.command.sdist import sdist

TRANSLATIONS = Path(__file__).resolve().parent / "resources" / "translations"
# PySide6's own entry point for lrelease, so the tool is found on every system.
LRELEASE = "from PySide6.scripts.pyside_tool import lrelease; lrelease()"


def compile_translations() -> None:
    """Write a .qm beside every .ts that has none or an older one."""
    for source in sorted(TRANSLATIONS.glob("*.ts")):
        compiled = source.with_suffix(".qm")
        if compiled.exists() and compiled.stat().st_mtime >= source.stat().st_mtime:
            continue
        command = [sys.executable, "-c", LRELEASE, "-silent", str(source), "-qm", str(compiled)]
        subprocess.run(command, check=True)


class BuildPyWithTranslations(build_py):
    def run(self) -> None:
        compile_translations()
        super().run()


class SdistWithTranslations(sdist):
    def run(self) -> None:
        compile_translations()
        super().run()


setup(cmdclass={"build_py": BuildPyWithTranslations, "sdist": SdistWithTranslations})
