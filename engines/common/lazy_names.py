"""A package's public names, each loaded from its own module on first use (PEP 562).

An engine package re-exports its whole interface, yet a command line should load only the
modules its command uses: `solve 3 3 8 8` needs the solver, not the checker, dealer or hints.
"""

from __future__ import annotations

from importlib import import_module

TYPE_CHECKING = False
if TYPE_CHECKING:  # typing costs a command line's start more than this whole module
    from collections.abc import Callable
    from typing import Any


def lazy_names(
    package: str, homes: dict[str, tuple[str, ...]], namespace: dict[str, Any]
) -> tuple[list[str], Callable[[str], object], Callable[[], list[str]]]:
    """`__all__`, `__getattr__` and `__dir__` for `package`, whose names come from the modules
    `homes` maps to them; a module's names are bound in `namespace` (the package's globals)
    together, the first time one of them is asked for."""
    home_of = {name: module for module, names in homes.items() for name in names}

    def __getattr__(name: str) -> object:
        home = home_of.get(name)
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        module = import_module(home)
        for other in homes[home]:
            namespace[other] = getattr(module, other)
        return namespace[name]

    def __dir__() -> list[str]:
        return sorted({*namespace, *home_of})

    return sorted(home_of), __getattr__, __dir__
