"""Shared test set-up: Qt runs offscreen so the suite needs no display."""

import gc
import os

import pytest

from gui.shell import i18n

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


@pytest.fixture(autouse=True)
def no_collector_callbacks(request):
    """Hypothesis leaves a garbage-collector callback installed for the rest of the session.
    A background task stopped while that callback runs in its thread (gui.play.worker) reports the
    stop as an "ignored" exception, which this suite treats as an error; the app itself installs
    no such callback. Hypothesis's own tests keep it: it times their collections."""
    if getattr(request.function, "is_hypothesis_test", False):
        yield
        return
    saved = gc.callbacks[:]
    gc.callbacks.clear()
    yield
    gc.callbacks.extend(saved)


@pytest.fixture(params=[i18n.ENGLISH, i18n.CHINESE])
def each_language(request, qapp):
    """The test runs once in English and once in Chinese, and leaves the app in English."""
    i18n.set_language(qapp, request.param)
    yield request.param
    i18n.set_language(qapp, i18n.ENGLISH)
