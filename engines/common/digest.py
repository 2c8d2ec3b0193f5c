"""SHA-256 without loading OpenSSL.

`hashlib` loads OpenSSL's libcrypto for its sha256, some 4 MB of the desktop app's memory that a
bare Qt window does not pay; CPython's own implementation gives the same digests. The program's
digests (a player's folder name, the seed of the day, the single-instance lock's name) need
nothing else from it.
"""

from __future__ import annotations

try:
    from _sha2 import sha256  # CPython 3.12 and later
except ImportError:
    try:
        from _sha256 import sha256  # CPython 3.11
    except ImportError:  # another Python
        from hashlib import sha256

__all__ = ["sha256"]
