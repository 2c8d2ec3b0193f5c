"""PySide6's check of each newly imported module, made lighter (`gui.shell.feature_check`),
answers as PySide6's own does: whether the module's source (`inspect.getsource`) mentions
PySide6, and False for a module without Python source."""

import fractions
import inspect
import json.decoder
import math
import os
import sys
import types

import engines
import engines.common
import engines.twentyfour.solver
import gui.shell.app
import gui.shell.start
import gui.shell.style
from gui.shell import feature_check


def _not_asked(module):
    raise AssertionError(f"{module} has a Python file: it should have been read")


def test_a_python_module_is_read_for_pyside6_as_pyside6_reads_it():
    for module in (gui.shell.style, gui.shell.app, gui.shell.start, json.decoder, fractions):
        expected = "PySide6" in inspect.getsource(module)
        assert feature_check.mentions_pyside(module, _not_asked) is expected
    assert feature_check.mentions_pyside(gui.shell.style, _not_asked) is True


def test_the_engines_and_the_standard_library_are_answered_without_reading_them(monkeypatch):
    def no_reading(*args, **kwargs):
        raise AssertionError("read a file it need not read")

    monkeypatch.setattr(feature_check, "open", no_reading, raising=False)
    for module in (engines, engines.common, engines.twentyfour.solver, json.decoder, fractions):
        assert feature_check.mentions_pyside(module, _not_asked) is False


def test_an_installed_package_is_read_even_where_it_sits_beside_the_standard_library(
    monkeypatch, tmp_path
):
    monkeypatch.setattr(feature_check, "_STANDARD_LIBRARY", f"{tmp_path}{os.sep}")
    for name, folder in (("plain", tmp_path), ("beside", tmp_path / "site-packages")):
        folder.mkdir(exist_ok=True)
        (folder / f"{name}.py").write_text("import PySide6\n", encoding="utf-8")
    standard, installed = types.ModuleType("plain"), types.ModuleType("beside")
    standard.__file__ = str(tmp_path / "plain.py")
    installed.__file__ = str(tmp_path / "site-packages" / "beside.py")
    assert feature_check.mentions_pyside(standard, _not_asked) is False
    assert feature_check.mentions_pyside(installed, _not_asked) is True


def test_anything_but_a_python_file_is_left_to_pyside6():
    asked = []

    def pyside6s_own(module):
        asked.append(module)
        return module is sys

    assert feature_check.mentions_pyside(math, pyside6s_own) is False
    assert feature_check.mentions_pyside(sys, pyside6s_own) is True
    assert asked == [math, sys]
