"""The one-line advice when Qt's X11 plugin lacks system libraries."""

import os
import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6 import QtCore

from gui.shell import app, display_check
from gui.shell.display_check import debian_package, missing_libraries, uses_xcb

LDD_OUTPUT = """\
\tlinux-vdso.so.1 (0x00007ffd)
\tlibxcb-cursor.so.0 => /lib/x86_64-linux-gnu/libxcb-cursor.so.0 (0x00007f)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\tlibQt6XcbQpa.so.6 => /venv/PySide6/Qt/lib/libQt6XcbQpa.so.6 (0x00007f)
\tlibxcb-icccm.so.4 => not found
"""


def test_ldd_output_gives_each_missing_library_once():
    assert missing_libraries(LDD_OUTPUT) == ["libxcb-icccm.so.4", "libxcb-keysyms.so.1"]


@pytest.mark.parametrize(
    ("soname", "package"),
    [
        ("libxcb-icccm.so.4", "libxcb-icccm4"),
        ("libxcb-keysyms.so.1", "libxcb-keysyms1"),
        ("libxcb-cursor.so.0", "libxcb-cursor0"),
        ("libxcb-shape.so.0", "libxcb-shape0"),
        ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
        ("libEGL.so.1", "libegl1"),
        ("libX11-xcb.so.1", "libx11-xcb1"),
        ("libdbus-1.so.3", "libdbus-1-3"),
        ("libglib-2.0.so.0", "libglib2.0-0"),
    ],
)
def test_debian_package_names_follow_the_soname(soname, package):
    assert debian_package(soname) == package


@pytest.mark.parametrize(
    ("environment", "platform", "expected"),
    [
        ({}, "linux", True),
        ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
        ({"WAYLAND_DISPLAY": "wayland-0", "QT_QPA_PLATFORM": "xcb"}, "linux", True),
        ({"QT_QPA_PLATFORM": "offscreen"}, "linux", False),
        ({}, "win32", False),
        ({}, "darwin", False),
    ],
)
def test_only_an_x11_start_is_checked(environment, platform, expected):
    assert uses_xcb(environment, platform) is expected


def test_the_check_of_this_machines_plugin_names_packages_not_files():
    for package in display_check.missing_packages():
        assert ".so" not in package


def test_a_start_without_the_libraries_says_what_to_install(monkeypatch, capsys):
    monkeypatch.setattr(app, "uses_xcb", lambda: True)
    monkeypatch.setattr(app, "missing_packages", lambda: ["libxcb-icccm4", "libxcb-keysyms1"])
    assert app.main(["--tab", "24"]) == 1
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 1
    assert "libxcb-icccm4 libxcb-keysyms1" in lines[0]
    assert lines[0].endswith("sudo apt-get install libxcb-icccm4 libxcb-keysyms1")


def _fake_ldd(directory, output):
    """An `ldd` on PATH that prints `output`, and leaves a mark when it runs."""
    ldd = directory / "ldd"
    ldd.write_text(f"#!/bin/sh\ntouch '{directory / 'ran'}'\ncat <<'END'\n{output}END\n")
    ldd.chmod(0o755)
    return directory / "ran"


def test_a_plugin_that_loads_is_not_given_to_ldd(tmp_path, monkeypatch):
    ran = _fake_ldd(tmp_path, LDD_OUTPUT)
    monkeypatch.setenv("PATH", f"{tmp_path}{os.pathsep}{os.environ['PATH']}")
    loadable = Path(QtCore.__file__)  # a library this process has loaded already
    assert display_check.missing_packages(loadable) == []
    assert not ran.exists()


def test_a_plugin_the_loader_refuses_is_given_to_ldd(tmp_path, monkeypatch):
    ran = _fake_ldd(tmp_path, LDD_OUTPUT)
    monkeypatch.setenv("PATH", f"{tmp_path}{os.pathsep}{os.environ['PATH']}")
    plugin = tmp_path / "libqxcb.so"
    plugin.write_bytes(b"not a shared library")
    assert not display_check.loads(plugin)
    packages = display_check.missing_packages(plugin)
    assert ran.exists()
    assert packages == ["libxcb-icccm4", "libxcb-keysyms1"]


def test_a_missing_plugin_is_left_to_qt(tmp_path):
    assert display_check.missing_packages(tmp_path / "libqxcb.so") == []


@pytest.mark.skipif(shutil.which("cc") is None, reason="needs a C compiler")
def test_a_library_whose_dependency_is_gone_names_its_package(tmp_path):
    """The real loader and the real ldd: a library linked to one that has since gone."""
    source = tmp_path / "part.c"
    source.write_text("int part(void) { return 1; }\n")
    gone = tmp_path / "libgonepart.so.3"
    user = tmp_path / "libuser.so"
    compile_ = ["cc", "-shared", "-fPIC"]
    subprocess.run([*compile_, "-Wl,-soname,libgonepart.so.3", "-o", gone, source], check=True)
    subprocess.run([*compile_, "-Wl,--no-as-needed", "-o", user, source, gone], check=True)
    gone.unlink()
    assert not display_check.loads(user)
    assert display_check.missing_packages(user) == ["libgonepart3"]
