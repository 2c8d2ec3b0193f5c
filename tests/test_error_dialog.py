"""Uncaught exceptions are logged to the data directory and shown without stopping the app."""

import sys

from PySide6.QtCore import QTimer

from gui.shell.error_dialog import LOG_NAME, ErrorReporter, log_directory


def _raise_and_report(reporter: ErrorReporter, error: BaseException) -> None:
    try:
        raise error
    except type(error) as caught:
        reporter.report(type(caught), caught, caught.__traceback__)


def test_log_lives_in_the_users_data_directory(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert log_directory().is_relative_to(tmp_path)
    assert ErrorReporter().log_path.is_relative_to(tmp_path)


def test_traceback_goes_to_the_log_and_a_short_message_to_the_player(qtbot, tmp_path):
    reporter = ErrorReporter(tmp_path / "data")
    _raise_and_report(reporter, ValueError("the deck fell apart\nsecond line"))
    qtbot.addWidget(reporter.dialog)
    log = (tmp_path / "data" / LOG_NAME).read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in log
    assert "ValueError: the deck fell apart" in log
    assert reporter.dialog.isVisible()
    assert reporter.dialog.objectName() == "errorDialog"
    assert "the deck fell apart" in reporter.dialog.text()
    assert "second line" not in reporter.dialog.text()
    assert str(reporter.log_path) in reporter.dialog.text()


def test_repeated_errors_reuse_one_dialog_and_append_to_the_log(qtbot, tmp_path):
    reporter = ErrorReporter(tmp_path)
    _raise_and_report(reporter, RuntimeError("first"))
    dialog = reporter.dialog
    qtbot.addWidget(dialog)
    _raise_and_report(reporter, RuntimeError("second"))
    assert reporter.dialog is dialog
    assert "second" in dialog.text()
    assert reporter.log_path.read_text(encoding="utf-8").count("Traceback") == 2


def test_an_unwritable_log_still_tells_the_player(qtbot, tmp_path):
    blocker = tmp_path / "not-a-directory"
    blocker.write_text("", encoding="utf-8")
    reporter = ErrorReporter(blocker)
    _raise_and_report(reporter, OSError("disk full"))
    qtbot.addWidget(reporter.dialog)
    assert "disk full" in reporter.dialog.text()
    assert str(reporter.log_path) not in reporter.dialog.text()


def test_an_exception_in_a_slot_is_reported_and_the_app_keeps_running(
    qtbot, monkeypatch, tmp_path
):
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    reporter = ErrorReporter(tmp_path)
    reporter.install()
    ran_after = []

    def broken_slot():
        raise ZeroDivisionError("division by zero in a slot")

    QTimer.singleShot(0, broken_slot)
    QTimer.singleShot(1, lambda: ran_after.append(True))
    qtbot.waitUntil(lambda: ran_after == [True])
    qtbot.addWidget(reporter.dialog)
    assert "division by zero in a slot" in reporter.dialog.text()
    assert "ZeroDivisionError" in reporter.log_path.read_text(encoding="utf-8")


def test_a_huge_exception_message_makes_a_small_log_entry(qtbot, tmp_path):
    reporter = ErrorReporter(tmp_path)
    _raise_and_report(reporter, RuntimeError("start " + "x" * 50_000_000 + " end"))
    qtbot.addWidget(reporter.dialog)
    log = reporter.log_path.read_text(encoding="utf-8")
    assert len(log) < 25_000
    assert "Traceback (most recent call last)" in log
    assert "RuntimeError: start" in log and log.rstrip().endswith(" end")
    assert "characters left out" in log
    assert len(reporter.dialog.text()) < 1000
