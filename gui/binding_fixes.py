"""Works around a reference-counting bug of the PySide6 6.12 bindings on Python 3.11.

Each call of a Qt method that returns nothing (`setText`, `setChecked`, ...) hands back
`None` without taking a reference to it. Python 3.12+ does not count references to `None`,
so nothing happens there; on 3.11 every such call lowers the count by one, and after a few
thousand calls the interpreter aborts with "deallocating None" while shutting down. Giving
`None` a reserve of references far beyond any number of calls makes that unreachable.
`gui.i18n`, which every window and tab imports, applies it once on import.
"""

from __future__ import annotations

import ctypes
import sys

RESERVE = 1 << 48


def protect_none() -> None:
    """Top up the reference count of `None` (only where the interpreter counts it)."""
    if sys.version_info >= (3, 12):
        return
    count = ctypes.c_ssize_t.from_address(id(None))
    if count.value < RESERVE // 2:
        count.value += RESERVE
