"""docs/RULES.md names a test for every play rule; each named test exists, and the Help text
states the numbers the session uses."""

import ast
import re
from pathlib import Path

import pytest

from gui.play import rules_help

ROOT = Path(__file__).resolve().parent.parent
NAMED = re.findall(r"`(tests/[\w/]+\.py)::(\w+)`", (ROOT / "docs" / "RULES.md").read_text())


def test_the_rules_table_names_tests():
    assert len(NAMED) >= 20


@pytest.mark.parametrize(("path", "name"), NAMED)
def test_every_named_test_exists(path, name):
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    assert name in {node.name for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)}


def test_the_help_text_reads_the_scoring_constants(monkeypatch):
    assert "10 points" in rules_help.scoring_text() and "3 points" in rules_help.scoring_text()
    monkeypatch.setattr(rules_help, "POINTS_PER_SOLVE", 12)
    monkeypatch.setattr(rules_help, "HINT_COST", 4)
    assert "12 points" in rules_help.scoring_text() and "4 points" in rules_help.scoring_text()
