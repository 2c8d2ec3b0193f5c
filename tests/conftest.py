"""Shared test set-up: Qt runs offscreen so the suite needs no display."""

import gc
import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def private_data_home(tmp_path, monkeypatch):
    """Each test gets its own XDG data directory, so saved games never leak between tests
    (or into the user's own)."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))


@pytest.fixture(autouse=True)
def collect_garbage_on_the_gui_thread():
    """Free the widgets a test leaves in reference cycles here, on the GUI thread.

    Left alone, Python's collector frees them whenever some thread happens to allocate, which
    can be a background solve in a later test; Qt objects must not be destroyed there.
    """
    yield
    gc.collect()
