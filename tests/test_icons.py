"""The Windows and macOS icons are rendered from the SVG at build time and read back whole."""

from pathlib import Path

from packaging_scripts import load_script
from PySide6.QtGui import QImageReader

make_icons = load_script("make_icons")


def image_sizes(path: Path) -> list[int]:
    reader = QImageReader(str(path))
    sizes = []
    for index in range(reader.imageCount()):
        assert reader.jumpToImage(index)
        image = reader.read()
        assert not image.isNull(), reader.errorString()
        assert image.width() == image.height()
        sizes.append(image.width())
    return sizes


def test_ico_holds_every_windows_size(qapp, tmp_path):
    ico, _ = make_icons.write_icons(tmp_path)
    assert QImageReader(str(ico)).format() == b"ico"
    assert image_sizes(ico) == list(make_icons.ICO_SIZES)


def test_icns_holds_every_macos_size(qapp, tmp_path):
    _, icns = make_icons.write_icons(tmp_path)
    assert QImageReader(str(icns)).format() == b"icns"
    assert image_sizes(icns) == [size for _, size in make_icons.ICNS_TYPES]


def test_icon_is_drawn_not_blank(qapp, tmp_path):
    ico, _ = make_icons.write_icons(tmp_path)
    reader = QImageReader(str(ico))
    reader.jumpToImage(len(make_icons.ICO_SIZES) - 1)
    image = reader.read()
    centre = image.pixelColor(image.width() // 2, image.height() // 2)
    corner = image.pixelColor(0, 0)
    assert centre.alpha() == 255
    assert corner.alpha() == 0
