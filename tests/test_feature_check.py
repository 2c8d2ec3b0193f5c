"""PySide6's check of each newly imported module, made lighter (`gui.shell.feature_check`),
answers as PySide6's own does: whether the module's source (`inspect.getsource`) mentions
PySide6, and False for a module without Python source."""

import inspect
import math
import sys

import engines.common
import engines.twentyfour.solver
import gui.shell.app
import gui.shell.style
from gui.shell import feature_check


def _not_asked(module):
    raise AssertionError(f"{module} has a Python file: it should have been read")


def test_a_python_module_is_read_for_pyside6_as_pyside6_reads_it():
    for module in (gui.shell.style, gui.shell.app, engines.common, engines.twentyfour.solver):
        expected = "PySide6" in inspect.getsource(module)
        assert feature_check.mentions_pyside(module, _not_asked) is expected
    assert feature_check.mentions_pyside(gui.shell.style, _not_asked) is True
    assert feature_check.mentions_pyside(engines.common, _not_asked) is False


def test_anything_but_a_python_file_is_left_to_pyside6():
    asked = []

    def pyside6s_own(module):
        asked.append(module)
        return module is sys

    assert feature_check.mentions_pyside(math, pyside6s_own) is False
    assert feature_check.mentions_pyside(sys, pyside6s_own) is True
    assert asked == [math, sys]
