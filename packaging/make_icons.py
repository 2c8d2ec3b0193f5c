"""Renders the SVG application icon into the icon files Windows (.ico) and macOS (.icns) need.

    python packaging/make_icons.py OUTPUT_FOLDER

The PyInstaller recipe runs this at build time, so the SVG stays the only icon source kept in
git. Qt draws the SVG at every size; both containers simply hold those PNG images (Windows
Vista and later read PNG inside .ico, macOS 10.7 and later inside .icns), so no imaging
library beyond Qt is needed. Run with a Qt platform available (the recipe uses `offscreen`),
because the icon's card letters need fonts.
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "icons" / "puzzle-suite.svg"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# Apple's type codes for PNG images in an .icns file, by pixel size.
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"ic11", 32),
    (b"icp6", 64),
    (b"ic12", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic13", 256),
    (b"ic09", 512),
    (b"ic14", 512),
    (b"ic10", 1024),
)


def render_png(renderer: QSvgRenderer, size: int) -> bytes:
    """The icon drawn at `size` x `size` pixels, as PNG bytes."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data)


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An .ico file holding one PNG image per size (a width of 0 means 256)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries, images = b"", b""
    for size, png in sorted(pngs.items()):
        entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(png), offset)
        images += png
        offset += len(png)
    return header + entries + images


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An .icns file: big-endian type and length records, each holding a PNG."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icons(folder: Path) -> tuple[Path, Path]:
    """Write puzzle-suite.ico and puzzle-suite.icns into `folder`; return both paths."""
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise ValueError(f"cannot read {SVG}")
    sizes = set(ICO_SIZES) | {size for _, size in ICNS_TYPES}
    pngs = {size: render_png(renderer, size) for size in sorted(sizes)}
    folder.mkdir(parents=True, exist_ok=True)
    ico = folder / "puzzle-suite.ico"
    icns = folder / "puzzle-suite.icns"
    ico.write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    icns.write_bytes(icns_bytes(pngs))
    return ico, icns


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: make_icons.py OUTPUT_FOLDER", file=sys.stderr)
        return 2
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    for path in write_icons(Path(argv[0])):
        print(f"Wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
