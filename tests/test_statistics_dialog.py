"""The statistics dialog: figures from the records, the chart, Reset and Export CSV."""

import datetime
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt, QTranslator
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter, QPalette
from PySide6.QtWidgets import QFileDialog, QMessageBox

from engines.records.database import FILE_NAME, Records, Run
from engines.records.database import TEMPLATES as RECORD_TEMPLATES
from engines.sharing.codes import TEMPLATES as CODE_TEMPLATES
from gui.records.messages import ENGINE_TEMPLATES
from gui.records.statistics_dialog import StatisticsDialog, clock_text
from gui.shell.resource_files import resource_path
from gui.shell.settings_menu import MATCHSTICKS, TWENTYFOUR
from tests.records_support import PLAYER, START, TODAY, record

TOOLS = Path(sys.executable).parent
REPO = Path(__file__).resolve().parent.parent
SOURCES = [
    "gui/records/statistics_dialog.py",
    "gui/sharing/menu.py",
    "gui/sharing/records_and_codes.py",
    "gui/play/beat_the_clock.py",
    "gui/play/run_summary.py",
    "gui/records/messages.py",
]


@pytest.fixture
def dialog(qtbot, records):
    for minute, seconds in enumerate([40.0, 65.0, 30.0]):
        records.add(record(seconds=seconds, minutes=minute, level="easy", hints=1))
    records.add(record("revealed", minutes=5, level="hard", mode="daily", daily=TODAY, hints=1))
    yesterday = TODAY - datetime.timedelta(days=1)
    records.add(record(minutes=6, level="easy", mode="daily", daily=yesterday, hints=1))
    records.add_run(Run(PLAYER, TWENTYFOUR, "easy", START, 140.0, 7, 2))
    shown = StatisticsDialog(records, PLAYER, TWENTYFOUR, today=lambda: TODAY)
    qtbot.addWidget(shown)
    return shown


def cells(dialog, row):
    table = dialog.table
    header = table.verticalHeaderItem(row).text()
    return [header] + [table.item(row, column).text() for column in range(table.columnCount())]


def test_the_table_shows_the_game_then_each_level_and_mode(dialog):
    assert dialog.objectName() == "statisticsDialog"
    assert cells(dialog, 0) == ["All", "5", "80%", "1", "3", "0:30", "0:35", "1.0"]
    assert [cells(dialog, row)[0] for row in range(dialog.table.rowCount())] == [
        "All",
        "Easy",
        "Hard",
        "Free play",
        "Daily puzzle",
    ]
    assert cells(dialog, 2)[1:3] == ["1", "0%"]
    assert dialog.daily_label.text() == "Daily streak: 1 day"
    assert dialog.run_label.text() == "Best Beat-the-clock run: 7 puzzles"
    assert dialog.chart.times == (40.0, 65.0, 30.0, 30.0)
    assert dialog.player_label.text() == "Player: Li Hua"
    assert dialog.notice_label.isHidden()


def test_the_other_game_has_its_own_figures(dialog):
    dialog.game_combo.setCurrentIndex(1)
    assert dialog.game == MATCHSTICKS
    assert cells(dialog, 0) == ["All", "0", "–", "0", "0", "–", "–", "–"]
    assert dialog.run_label.text() == "Best Beat-the-clock run: none yet"
    assert not dialog.reset_button.isEnabled()
    dialog.show_game(TWENTYFOUR)
    assert dialog.reset_button.isEnabled()


def test_times_read_as_minutes_and_seconds():
    assert [clock_text(s) for s in (None, 0.4, 59.6, 65.0, 3600.0)] == [
        "–",
        "0:00",
        "1:00",
        "1:05",
        "60:00",
    ]


def test_the_chart_paints_a_dot_for_each_solve_in_the_highlight_colour(qtbot, dialog):
    chart = dialog.chart
    chart.set_times((10.0, 40.0, 20.0))
    width, height = 300, 160
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    chart.paint(painter, width, height)
    painter.end()
    highlight = chart.palette().color(QPalette.ColorRole.Highlight)
    base = chart.palette().color(QPalette.ColorRole.Base)
    area = chart.plot_area(width, height)
    for point in chart.points(area):
        assert near(image.pixelColor(point.toPoint()), highlight)
    slowest = chart.points(area)[1]
    assert slowest.y() == pytest.approx(area.top())
    assert near(image.pixelColor(int(area.right()) - 5, int(area.bottom()) - 10), base)


def test_an_empty_chart_says_so(qtbot, dialog):
    dialog.chart.set_times(())
    image = QImage(300, 160, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    dialog.chart.paint(painter, 300, 160)
    painter.end()
    text = dialog.chart.palette().color(QPalette.ColorRole.Text)
    assert any(
        near(image.pixelColor(x, y), text, tolerance=60) for x in range(300) for y in range(60, 100)
    )


def near(color: QColor, expected: QColor, tolerance: int = 40) -> bool:
    return all(
        abs(a - b) <= tolerance
        for a, b in zip(color.getRgb()[:3], expected.getRgb()[:3], strict=True)
    )


@pytest.mark.parametrize(
    ("answer", "left"),
    [(QMessageBox.StandardButton.Cancel, 5), (QMessageBox.StandardButton.Reset, 0)],
)
def test_reset_asks_first(qtbot, dialog, records, monkeypatch, answer, left):
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args: asked.append(args[2]) or answer)
    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert asked == ["Forget every 24 Points record of Li Hua? This cannot be undone."]
    assert len(records.records(PLAYER, TWENTYFOUR)) == left
    assert cells(dialog, 0)[1] == str(left)


def test_export_writes_every_record_where_the_player_chose(qtbot, dialog, tmp_path, monkeypatch):
    target = tmp_path / "class 3.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(target), ""))
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    lines = target.read_text(encoding="utf-8-sig").splitlines()
    assert lines[0].startswith("player,game,mode,code,level")
    assert len(lines) == 6


def test_export_to_a_place_that_cannot_be_written_says_why(qtbot, dialog, tmp_path, monkeypatch):
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: warnings.append(args[2]))
    assert not dialog.export_to(tmp_path)
    assert warnings and warnings[0].startswith(f"Cannot write {tmp_path}: ")


def test_records_off_shows_the_reason_and_empty_figures(qtbot, tmp_path):
    (tmp_path / FILE_NAME).mkdir()
    store = Records(tmp_path / FILE_NAME)
    shown = StatisticsDialog(store, PLAYER, MATCHSTICKS, today=lambda: TODAY)
    qtbot.addWidget(shown)
    assert not shown.notice_label.isHidden()
    assert shown.notice_label.text().startswith("Records are off: ")
    assert cells(shown, 0)[1] == "0"
    assert not shown.reset_button.isEnabled()


def test_the_translation_list_holds_exactly_the_engines_templates():
    assert ENGINE_TEMPLATES == CODE_TEMPLATES + RECORD_TEMPLATES


def _messages(ts_file):
    root = ET.parse(ts_file).getroot()
    return {
        (context.findtext("name"), message.findtext("source")): message.find("translation")
        for context in root.iter("context")
        for message in context.iter("message")
    }


def test_the_records_translation_covers_every_string_and_is_finished(tmp_path):
    fresh = tmp_path / "fresh.ts"
    subprocess.run(
        [str(TOOLS / "pyside6-lupdate"), *SOURCES, "-ts", str(fresh)],
        cwd=REPO,
        check=True,
        capture_output=True,
    )
    shipped = _messages(resource_path("translations", "records_zh_CN.ts"))
    assert set(_messages(fresh)) == set(shipped)
    for key, translation in shipped.items():
        assert translation.get("type") is None, key
        assert "".join(translation.itertext()).strip(), key


@pytest.fixture
def chinese(qapp, tmp_path):
    """The records catalogue, and the app's for the games' names (`gui.play.games`)."""
    translators = []
    for name in ("records_zh_CN", "app_zh_CN"):
        compiled = tmp_path / f"{name}.qm"
        source = resource_path("translations", f"{name}.ts")
        subprocess.run([TOOLS / "pyside6-lrelease", "-silent", source, "-qm", compiled], check=True)
        translator = QTranslator()
        assert translator.load(str(compiled))
        qapp.installTranslator(translator)
        translators.append(translator)
    yield
    for translator in translators:
        qapp.removeTranslator(translator)


def test_the_dialog_speaks_chinese(qtbot, dialog, chinese):
    qtbot.waitUntil(lambda: dialog.windowTitle() == "统计")
    assert cells(dialog, 0)[0] == "全部"
    assert dialog.table.horizontalHeaderItem(0).text() == "已玩"
    assert dialog.daily_label.text() == "每日一题连续：1 天"
    assert dialog.game_combo.currentText() == "24 点"


@pytest.mark.parametrize("points", [9.0, 16.0, 24.0])
@pytest.mark.parametrize("times", [(10.0, 40.0, 20.0), (3725.0, 5.0, 5.0), (7.0,)])
def test_no_chart_label_is_clipped_at_any_text_size(qtbot, dialog, points, times):
    chart = dialog.chart
    font = chart.font()
    font.setPointSizeF(points)
    chart.setFont(font)
    chart.set_times(times)
    width, height = 320.0, 170.0
    metrics = QFontMetricsF(font)
    labels = chart.labels(width, height)
    assert [text for _box, text in labels][1] == "oldest → latest"
    for box, text in labels:
        assert QRectF(0, 0, width, height).contains(box), (text, box)
        needed = metrics.boundingRect(text)
        assert needed.width() <= box.width() and metrics.height() <= box.height(), text
    image = QImage(int(width), int(height), QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    chart.paint(painter, width, height)
    painter.end()
    slowest_box = labels[0][0]
    ink = chart.palette().color(QPalette.ColorRole.Text)
    assert any(
        near(image.pixelColor(x, y), ink, tolerance=90)
        for x in range(int(slowest_box.left()), int(slowest_box.right()))
        for y in range(int(slowest_box.top()), int(slowest_box.bottom()))
    )
