"""The printed results sheet of a class contest: each pupil's place, score per puzzle, total.

Laid out as a small HTML table in a QTextDocument, shown in Qt's print preview (from which the
teacher prints or saves a PDF). Names are escaped: they are whatever the pupils typed.
"""

from __future__ import annotations

import datetime
import html

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QTextDocument
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QWidget

from engines.classroom.contest.results import standings
from engines.classroom.contest.room import Room

translate = QCoreApplication.translate


def _row(tag: str, cells: list[str]) -> str:
    return "<tr>" + "".join(f"<{tag}>{html.escape(cell)}</{tag}>" for cell in cells) + "</tr>"


def sheet_html(room: Room, day: datetime.date) -> str:
    played = len(room.rounds)
    puzzle = translate("ResultsSheet", "Puzzle {number}")
    head = [translate("ResultsSheet", "Place"), translate("ResultsSheet", "Pupil")]
    head += [puzzle.format(number=number) for number in range(1, played + 1)]
    head.append(translate("ResultsSheet", "Total"))
    rows = [_row("th", head)]
    for line in standings(room):
        scores = ["–" if score is None else str(score) for score in line.scores]
        rows.append(_row("td", [str(line.place), line.name, *scores, str(line.total)]))
    title = translate("ResultsSheet", "Class contest results, {date}").format(date=day.isoformat())
    codes = ", ".join(puzzle.code for puzzle in room.puzzles[:played])
    puzzles = translate("ResultsSheet", "Puzzles: {codes}").format(codes=codes)
    return (
        f"<h2>{html.escape(title)}</h2><p>{html.escape(puzzles)}</p>"
        '<table border="1" cellspacing="0" cellpadding="4">' + "".join(rows) + "</table>"
    )


def preview_results(room: Room, parent: QWidget, printer: QPrinter) -> QPrintPreviewDialog:
    """The sheet in print preview on `printer` (which the caller keeps while it is open)."""
    document = QTextDocument(parent)
    document.setHtml(sheet_html(room, datetime.date.today()))
    printer.setDocName(translate("ResultsSheet", "Class contest results"))
    preview = QPrintPreviewDialog(printer, parent)
    preview.setObjectName("contestResultsPreview")
    preview.paintRequested.connect(document.print_)
    preview.open()
    return preview
