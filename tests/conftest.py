"""Shared test set-up: Qt runs offscreen so the suite needs no display.

`make test` runs the suite in one worker process per core (pytest-xdist, `--dist loadfile`): each
worker has its own QApplication, and every test its own temporary and data directories (below),
so nothing a test writes is shared. Hypothesis's example database (`.hypothesis/`) is shared by
all workers, which it allows: each example is a file of its own, written to a temporary name and
then renamed, and a file in use elsewhere is read or skipped, never half-written.
"""

import gc
import os
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from gui.shell import i18n
from gui.shell.settings import Settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

HUMAN_DATA = Path(__file__).parent / "data" / "human24_calibration.csv"
"""The shared half of the 4nums.com solve rates (the other half is kept aside)."""

_STARTED_IN_ENGLISH: list[bool] = []
"""Set once this process's QApplication speaks English as the app's start makes it speak."""

SLOWEST_FILES = (
    "test_twentyfour_api.py",
    "test_twentyfour_solver.py",
    "test_font_scale.py",
    "test_bundle.py",
    "test_twentyfour_fast_paths.py",
    "test_themes.py",
    "test_matchsticks_generate.py",
    "test_corruption.py",
    "test_app_hardening.py",
    "test_contest_page.py",
    "test_wheel.py",
    "test_twentyfour_listing.py",
)
"""The files that take longest, slowest first (as measured in a parallel run): brute-force
checks of the 24-point solver, every screen at large text sizes and in every theme, building the
bundle and the wheel, damaging data files and starting the app many times, the pupil page in a
browser (a minute or more each on a busy 2-core machine), and the recorded listings of seven-card
hands."""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The slowest files first, the rest in collection order: with one worker per core
    (`make test`), the long files then run beside the rest of the suite instead of after it,
    which `make test` keeps with `--no-loadscope-reorder`."""
    rank = {name: place for place, name in enumerate(SLOWEST_FILES)}
    items.sort(key=lambda item: rank.get(item.path.name, len(rank)))


@pytest.fixture(autouse=True, scope="session")
def private_config_home(tmp_path_factory):
    """Settings that fall back to the per-user file go to a folder of this process's own (one
    per worker), never to the user's, whose path Qt reads once per process."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("XDG_CONFIG_HOME", str(tmp_path_factory.mktemp("xdg-config")))
        yield


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

    What survives is then set out of the collector's sight (`gc.freeze`), so that the next
    collection walks only what the next test makes: over a worker's run the solvers' caches,
    hypothesis's data and pytest's reports grow to hundreds of thousands of objects, and walking
    them all after every test took a fifth of the suite's time. An object frozen here and left
    in a cycle later is never freed, so never freed on a worker thread either.
    """
    yield
    gc.collect()
    gc.freeze()


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


@pytest.fixture(autouse=True)
def english_as_at_start(request):
    """A Qt test starts in English with its plural forms ("1 day", "2 days"), as the app
    does: `main` always sets the language before the window is built."""
    if not _STARTED_IN_ENGLISH and {"qapp", "qtbot"} & set(request.fixturenames):
        i18n.set_language(request.getfixturevalue("qapp"), i18n.ENGLISH)
        _STARTED_IN_ENGLISH.append(True)
    yield


@pytest.fixture(params=[i18n.ENGLISH, i18n.CHINESE])
def each_language(request, qapp):
    """The test runs once in English and once in Chinese, and leaves the app in English."""
    i18n.set_language(qapp, request.param)
    yield request.param
    i18n.set_language(qapp, i18n.ENGLISH)


@pytest.fixture
def english(qapp):
    """The test may change the language; the app is back in English afterwards."""
    yield
    i18n.set_language(qapp, i18n.ENGLISH)


@pytest.fixture
def settings_path(tmp_path) -> str:
    """Where the test's settings file is, for tests that open it again (a restart)."""
    return str(tmp_path / "settings.ini")


@pytest.fixture
def settings(settings_path) -> Settings:
    """The player's settings in a scratch file of the test's own."""
    return Settings(QSettings(settings_path, QSettings.Format.IniFormat))


@pytest.fixture
def records(tmp_path):
    """A records file of the test's own, closed afterwards."""
    from tests.records_support import records_in

    with records_in(tmp_path) as store:
        yield store


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "window_size(width, height): the size the `window` fixture opens at"
    )
    config.addinivalue_line(
        "markers",
        'game_tab(game, active=False): the game ("24" or "matchsticks") whose tab the `tab` '
        "fixture shows, and whether it is made the active window (keyboard tests)",
    )


@pytest.fixture
def window(request, qtbot, settings, tmp_path):
    """The main window over `settings`, with its data directory in the test's folder, shown
    and active (the size a module's `window_size` mark asks, else the window's own). A contest
    the test hosted is closed afterwards."""
    from gui.shell.main_window import MainWindow

    main = MainWindow(settings, data_dir=tmp_path / "data")
    qtbot.addWidget(main)
    size = request.node.get_closest_marker("window_size")
    if size is not None:
        main.resize(*size.args)
    main.show()
    qtbot.waitExposed(main)
    main.activateWindow()
    qtbot.waitUntil(main.isActiveWindow)
    yield main
    contest = main.classroom.contest
    if contest is not None and contest.view is not None:
        contest.view.close()


@pytest.fixture
def tab(request, qtbot, settings):
    """The game tab a module's `game_tab` mark names, alone on screen with the test's settings
    (see each game's `shown_tab`)."""
    mark = request.node.get_closest_marker("game_tab")
    assert mark is not None, "mark the module with pytest.mark.game_tab(game) to use `tab`"
    if mark.args[0] == "24":
        from tests.twentyfour_support import shown_tab
    else:
        from tests.test_matchstick_tab import shown_tab
    widget = shown_tab(qtbot, settings)
    if mark.kwargs.get("active", False):
        widget.activateWindow()
        qtbot.waitUntil(widget.isActiveWindow)
    return widget


@pytest.fixture(scope="session")
def human_hands():
    """The hands of the human data, as people fared with them."""
    from engines.twentyfour.calibration import human_hands as read

    return read(HUMAN_DATA)
