"""The scoreboard shows the followed session's score, streak and time (mm:ss), and ticks."""

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint
from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget

from engines.play import POINTS_PER_SOLVE, Session, TwentyFourPuzzle
from gui.play.scoreboard import TICK_MS, Scoreboard
from gui.shell import style


class FakeTime:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def time():
    return FakeTime()


@pytest.fixture
def session(time):
    return Session(TwentyFourPuzzle((3, 3, 8, 8)), now=time)


@pytest.fixture
def board(qtbot, session):
    widget = Scoreboard()
    qtbot.addWidget(widget)
    widget.follow(lambda: session)
    return widget


def _text(board: Scoreboard, name: str) -> str:
    return board.findChild(QLabel, name).text()


def test_without_a_session_it_shows_zeros(qtbot):
    widget = Scoreboard()
    qtbot.addWidget(widget)
    assert (widget.score, widget.streak, widget.elapsed_seconds) == (0, 0, 0)
    assert _text(widget, "timerLabel") == "Time: 00:00"


def test_the_time_is_the_sessions_in_minutes_and_seconds(board, session, time):
    session.show()
    time.now += 75.6
    board.refresh()
    assert board.elapsed_seconds == 75
    assert _text(board, "timerLabel") == "Time: 01:15"


def test_the_timer_ticks_on_its_own_while_the_clock_runs(qtbot, board, session, time):
    session.show()
    board.refresh()
    time.now += 3
    qtbot.waitUntil(lambda: _text(board, "timerLabel") == "Time: 00:03", timeout=2000)
    session.hide()
    board.refresh()
    time.now += 5
    qtbot.wait(2 * TICK_MS)
    assert _text(board, "timerLabel") == "Time: 00:03"


def test_score_and_streak_are_the_sessions(board, session):
    session.check("8/(3-8/3)")
    board.refresh()
    assert (board.score, board.streak) == (POINTS_PER_SOLVE, 1)
    assert _text(board, "streakLabel") == "Streak: 1"
    assert _text(board, "scoreLabel") == f"Score: {POINTS_PER_SOLVE}"


def test_a_tick_repaints_the_timer_without_laying_out_the_window(qtbot, session, time):
    """Qt lays out every parent of a label whose text changes, up to the window, unless the
    label's size is fixed: a tick must not, as an idle window would do it every second."""
    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    board = Scoreboard(window)
    layout.addWidget(board)
    board.follow(lambda: session)
    session.show()
    board.refresh()
    window.show()
    qtbot.waitExposed(window)
    layouts = []
    counter = _LayoutRequests(layouts)
    window.installEventFilter(counter)
    for seconds in range(1, 7):
        if seconds == 3:  # the label's size is held (and may grow once) in the first ticks
            QApplication.processEvents()
            layouts.clear()
        time.now += 1
        qtbot.waitUntil(lambda s=seconds: _text(board, "timerLabel") == f"Time: 00:0{s}")
    QApplication.processEvents()
    assert layouts == []
    time.now += 600
    qtbot.waitUntil(lambda: _text(board, "timerLabel") == "Time: 10:06")
    label = board.findChild(QLabel, "timerLabel")
    assert label.width() >= label.sizeHint().width()  # a wider time still fits


def test_a_tick_paints_the_timer_alone_not_the_window_beneath_it(qtbot, session, time):
    """The timer paints its whole area in the strip's colour, so a tick repaints it alone:
    the window, the strip and the scoreboard beneath it are not painted each second."""
    window = QWidget()
    qtbot.addWidget(window)
    window.setStyleSheet(style.STYLE_SHEET)
    strip, board = style.score_strip(window, "scoreBox")
    QVBoxLayout(window).addWidget(strip)
    board.follow(lambda: session)
    session.show()
    board.refresh()
    window.show()
    qtbot.waitExposed(window)
    label = board.findChild(QLabel, "timerLabel")
    painted = _Paints()
    watched = (window, strip, board, label)
    for widget in watched:
        widget.installEventFilter(painted)
    for seconds in range(1, 6):
        if seconds == 3:  # the label's size is held (and may grow once) in the first ticks
            QApplication.processEvents()
            painted.clear()
        time.now += 1
        qtbot.waitUntil(lambda s=seconds: _text(board, "timerLabel") == f"Time: 00:0{s}")
    qtbot.waitUntil(lambda: painted.count(label) >= 3)
    for widget in watched:
        widget.removeEventFilter(painted)
    assert [painted.count(widget) for widget in (window, strip, board)] == [0, 0, 0]
    image = window.grab().toImage()
    inside_label = label.mapTo(window, QPoint(1, 1))
    inside_strip = strip.mapTo(window, QPoint(strip.width() // 2, 1))
    assert image.pixelColor(inside_label) == image.pixelColor(inside_strip)


class _Paints(QObject):
    def __init__(self) -> None:
        super().__init__()
        self._painted: list[QObject] = []

    def clear(self) -> None:
        self._painted.clear()

    def count(self, widget: QObject) -> int:
        return sum(1 for seen in self._painted if seen is widget)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self._painted.append(watched)
        return False


class _LayoutRequests(QObject):
    def __init__(self, seen: list) -> None:
        super().__init__()
        self._seen = seen

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self._seen.append(watched)
        return False


def test_a_longer_score_moves_the_time_under_it_instead_of_clipping(qtbot, session, time):
    """The row is arranged again when the numbers change, not only when the window resizes:
    "Score: 150" beside the time must not cut "Time: 03:20" off."""
    playing = [session]
    board = Scoreboard()
    qtbot.addWidget(board)
    board.follow(lambda: playing[-1])
    board.refresh()
    board.show()
    qtbot.waitExposed(board)
    labels = [board.findChild(QLabel, name) for name in ("scoreLabel", "streakLabel", "timerLabel")]
    board.resize(sum(label.sizeHint().width() for label in labels) + 12, board.height())
    qtbot.waitUntil(lambda: labels[2].y() == labels[0].y(), timeout=2000)  # one row fits
    for _ in range(15):
        playing[-1].check("8/(3-8/3)")
        playing.append(playing[-1].follow_on(TwentyFourPuzzle((3, 3, 8, 8))))
    time.now += 200
    board.refresh()
    QApplication.processEvents()
    for label in labels:
        assert label.width() >= label.sizeHint().width(), label.objectName()
    assert labels[2].y() > labels[0].y(), "the time moved under the score and streak"
