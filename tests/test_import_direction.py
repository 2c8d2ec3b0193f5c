"""Imports run one way: a game engine (and the engines' common base) never imports the mid-end
or the features above it, the engines never import the GUI, and no two modules import each
other. Read from the source (every import, also those inside functions or under
TYPE_CHECKING), so a lazy import cannot hide a wrong direction."""

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LOWER = ("engines/twentyfour", "engines/matchsticks", "engines/common")
UPPER = ("engines.play", "engines.classroom", "engines.records", "engines.sharing")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(path: Path) -> set[str]:
    """Every module `path` imports (`from a import b` counts `a` and, when it is one, `a.b`)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = (
        module_name(path) if path.name == "__init__.py" else module_name(path).rpartition(".")[0]
    )
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


SOURCES = sorted(path for folder in ("engines", "gui") for path in (ROOT / folder).rglob("*.py"))
MODULES = {module_name(path): path for path in SOURCES}
GRAPH = {
    name: {other for other in imports_of(path) if other in MODULES}
    for name, path in MODULES.items()
}


@pytest.mark.parametrize(
    "path",
    [path for path in SOURCES if str(path.relative_to(ROOT)).startswith(LOWER)],
    ids=lambda path: str(path.relative_to(ROOT)),
)
def test_no_game_engine_imports_up(path):
    upward = sorted(
        name for name in imports_of(path) if name.startswith(UPPER) or name.startswith("gui")
    )
    assert upward == []


def test_the_engines_never_import_the_gui():
    assert not [
        name
        for name, imported in GRAPH.items()
        if name.startswith("engines") and any(other.startswith("gui") for other in imported)
    ]


def test_no_two_modules_import_each_other():
    pairs = sorted(
        (name, other)
        for name, imported in GRAPH.items()
        for other in imported
        if name < other
        and name in GRAPH.get(other, set())
        and other != name.rpartition(".")[0]
        and name != other.rpartition(".")[0]
    )
    assert pairs == []
