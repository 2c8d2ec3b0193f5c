"""Guards against Qt bindings that mishandle Python's reference counts.

PySide6 6.12.0 on Python 3.11 returned None from void methods without a reference, so a few
thousand paint calls aborted the interpreter. The check runs in a child process because a
failing binding kills the process that runs it.
"""

import subprocess
import sys

SCRIPT = """
import sys
from PySide6.QtGui import QColor, QImage, QPainter
image = QImage(8, 8, QImage.Format.Format_ARGB32)
painter = QPainter(image)
before = sys.getrefcount(None)
for _ in range(20000):
    painter.setPen(QColor(1, 2, 3))
lost = before - sys.getrefcount(None)
painter.end()
print(lost)
"""


def test_void_qt_calls_do_not_leak_references_to_none():
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr[-500:]
    assert int(result.stdout) < 1000
