"""What the screenshot scripts share (`make screenshots`): an offscreen application, a throwaway
folder for settings files and data directories, and docs/images to write the pictures to.

Imported first by each script, before anything from the program: it puts the checkout on the path.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
HERE = ROOT / "docs" / "images"


def shoot(*pictures: Callable[[Path], None]) -> int:
    """Make each picture in one application, each given the same scratch folder."""
    from gui.shell.app import application

    application()
    HERE.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        for picture in pictures:
            picture(Path(folder))
    return 0
