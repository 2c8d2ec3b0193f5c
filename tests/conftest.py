"""Shared test set-up: Qt runs offscreen so the suite needs no display."""

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def private_data_home(tmp_path, monkeypatch):
    """Each test gets its own XDG data directory, so saved games never leak between tests
    (or into the user's own)."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
