"""Works around a reference-counting bug of the PySide6 6.12 bindings on Python 3.11.

Qt methods hand back the singletons `None`, `True`, `False` (and, from comparisons,
`NotImplemented`) without taking a reference to them, as if they were immortal. They are
on Python 3.12+; on 3.11 every such call lowers a count by one, and after a few thousand
calls the interpreter aborts with "deallocating None" (or "True or False") while shutting
down. Giving each singleton a reserve of references far beyond any number of calls makes
that unreachable. `gui.i18n`, which every window and tab imports, applies it on import.
"""

from __future__ import annotations

import ctypes
import sys

RESERVE = 1 << 48
SINGLETONS = (None, True, False, NotImplemented, Ellipsis)


def protect_none() -> None:
    """Top up the counts of `None` and the other singletons (where the interpreter counts them)."""
    if sys.version_info >= (3, 12):
        return
    for singleton in SINGLETONS:
        count = ctypes.c_ssize_t.from_address(id(singleton))
        if count.value < RESERVE // 2:
            count.value += RESERVE
