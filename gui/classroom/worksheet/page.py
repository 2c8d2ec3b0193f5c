"""Laying a worksheet out on paper: header, numbered grid of puzzles, then the answer key.

Everything is drawn with QPainter on a `QPagedPaintDevice`, so the same code writes a PDF
(`QPdfWriter`) and prints (`QPrinter`, also inside the print preview). Sizes are given in
millimetres and points and converted with the device's resolution. Text is drawn as text, so a
PDF can be searched and read aloud.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QBuffer,
    QIODevice,
    QLocale,
    QMarginsF,
    QPointF,
    QRectF,
    Qt,
)
from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
)

from engines.classroom.worksheet import KEY_SOLUTIONS, Entry
from engines.common.files import write_file
from engines.matchsticks import Puzzle
from gui.classroom.worksheet.drawings import INK, SOFT_INK, draw_cards, draw_equation
from gui.classroom.worksheet.language import SheetLanguage

MARGIN_MM = 14.0
COLUMNS = 2
CELL_HEIGHT_MM = 46.0
PDF_RESOLUTION = 300
LETTER_TERRITORIES = {
    QLocale.Country.UnitedStates,
    QLocale.Country.Canada,
    QLocale.Country.Mexico,
    QLocale.Country.Philippines,
    QLocale.Country.Chile,
    QLocale.Country.Colombia,
}
"""Where Letter paper is the norm; everywhere else gets A4."""

NAME = QT_TRANSLATE_NOOP("Worksheet", "Name:")
CLASS = QT_TRANSLATE_NOOP("Worksheet", "Class:")
DATE = QT_TRANSLATE_NOOP("Worksheet", "Date:")
ANSWER_KEY = QT_TRANSLATE_NOOP("Worksheet", "Answer key")
MORE = QT_TRANSLATE_NOOP("Worksheet", "+{count} more")
NO_SOLUTION = QT_TRANSLATE_NOOP("Worksheet", "no solution")
FOOTER = QT_TRANSLATE_NOOP("Worksheet", "Puzzle Suite · seed {seed} · {page}/{pages}")
FOOTER_UNSEEDED = QT_TRANSLATE_NOOP("Worksheet", "Puzzle Suite · {page}/{pages}")
MAKE_TARGET = QT_TRANSLATE_NOOP("Worksheet", "Make {target}")
GAME_RULES = {
    "24": QT_TRANSLATE_NOOP(
        "Worksheet", "Use every card once with + − × ÷ and brackets to make the number asked."
    ),
    "matchsticks": QT_TRANSLATE_NOOP(
        "Worksheet", "Move, add or take away sticks as asked so that the equation is true."
    ),
}
"""Each game's rule in one line, printed once on a sheet that has its puzzles."""
TASKS = {
    ("move", False): QT_TRANSLATE_NOOP("Worksheet", "Move 1 stick"),
    ("move", True): QT_TRANSLATE_NOOP("Worksheet", "Move {count} sticks"),
    ("add", False): QT_TRANSLATE_NOOP("Worksheet", "Add 1 stick"),
    ("add", True): QT_TRANSLATE_NOOP("Worksheet", "Add {count} sticks"),
    ("remove", False): QT_TRANSLATE_NOOP("Worksheet", "Take away 1 stick"),
    ("remove", True): QT_TRANSLATE_NOOP("Worksheet", "Take away {count} sticks"),
}


@dataclass(frozen=True)
class Sheet:
    """A worksheet ready to draw: its puzzles, title, language and what to print."""

    title: str
    entries: tuple[Entry, ...]
    seed: int | None
    """The seed the puzzles were made from, printed so the sheet can be made again; None for
    puzzles chosen by hand (a set)."""
    answers: bool = False
    language: str = "en"
    math_symbols: bool = True
    """× and ÷ in the answer key; otherwise ASCII * and /."""
    answered: int | None = None
    """How many entries, from the first, have their answers yet: while the others are worked
    out, the preview's key lists only these. None: all of them."""

    def key_entries(self) -> tuple[Entry, ...]:
        return self.entries if self.answered is None else self.entries[: self.answered]


def default_page_size(locale: QLocale | None = None) -> QPageSize:
    """Letter where the locale uses it, A4 elsewhere."""
    territory = (locale or QLocale.system()).territory()
    return QPageSize(
        QPageSize.PageSizeId.Letter
        if territory in LETTER_TERRITORIES
        else QPageSize.PageSizeId.A4
    )


def task_text(language: SheetLanguage, puzzle: Puzzle) -> str:
    """"Move 1 stick", "Add 2 sticks", ... in the sheet's language."""
    return language.tr(TASKS[puzzle.kind, puzzle.count > 1], count=puzzle.count)


def solution_text(text: str, math_symbols: bool) -> str:
    return text.replace("*", "×").replace("/", "÷") if math_symbols else text


def twentyfour_key(entry: Entry, language: SheetLanguage, math_symbols: bool) -> list[str]:
    """Every solution, or the first KEY_SOLUTIONS and how many more, as separate items."""
    if not entry.solutions:
        return [language.tr(NO_SOLUTION)]
    shown = [solution_text(text, math_symbols) for text in entry.solutions[:KEY_SOLUTIONS]]
    hidden = entry.solution_count - len(shown)
    if hidden:
        shown.append(language.tr(MORE, count=hidden))
    return shown


KEY_SEPARATOR = "    "


def flow(items: list[str], metrics: QFontMetricsF, width: float) -> list[str]:
    """Items joined into lines no wider than `width`, never breaking inside an item, so a
    solution such as `13×6-(13-7)×8-6` is never split across lines."""
    lines: list[str] = []
    for item in items:
        joined = f"{lines[-1]}{KEY_SEPARATOR}{item}" if lines else item
        if lines and metrics.horizontalAdvance(joined) <= width:
            lines[-1] = joined
        else:
            lines.append(item)
    return lines


Paint = Callable[[QPainter, QRectF], None]


@dataclass(frozen=True)
class _Block:
    height: float
    paint: Paint


class _Page:
    """Sizes on one device: millimetres and points to device pixels, fonts and their metrics."""

    def __init__(self, device: QPagedPaintDevice, language: SheetLanguage) -> None:
        self.device = device
        self.language = language
        self.mm = device.logicalDpiY() / 25.4
        self.width = float(device.width())
        self.height = float(device.height())

    def font(self, points: float, bold: bool = False) -> QFont:
        return self.language.font(points, bold)

    def line_height(self, font: QFont) -> float:
        return QFontMetricsF(font, self.device).height()

    def metrics(self, font: QFont) -> QFontMetricsF:
        return QFontMetricsF(font, self.device)


def _text(painter: QPainter, rect: QRectF, font: QFont, text: str, flags: int = 0) -> None:
    painter.setFont(font)
    painter.setPen(INK)
    align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
    painter.drawText(rect, int(align) | flags, text)


class _Writer:
    """Draws the sheet page by page; `pages` counts them once the layout is known."""

    def __init__(self, sheet: Sheet, device: QPagedPaintDevice) -> None:
        self.sheet = sheet
        self.language = SheetLanguage(sheet.language)
        self.page = _Page(device, self.language)
        self.device = device

    # The puzzles
    def header_height(self, first: bool) -> float:
        page = self.page
        height = page.line_height(page.font(18, bold=True)) + 2 * page.mm
        if first:
            height += page.line_height(page.font(11)) * 2 + 6 * page.mm
        return height + 3 * page.mm

    def paint_header(self, painter: QPainter, first: bool, title: str) -> None:
        page, tr = self.page, self.language.tr
        title_font = page.font(18, bold=True)
        _text(painter, QRectF(0, 0, page.width, page.height), title_font, title)
        y = page.line_height(title_font) + 2 * page.mm
        if first:
            font = page.font(11)
            line = page.line_height(font)
            widths = (0.45, 0.25, 0.30)
            x = 0.0
            for label, share in zip((tr(NAME), tr(CLASS), tr(DATE)), widths, strict=True):
                width = page.width * share
                _text(painter, QRectF(x, y + line * 0.4, width, line * 2), font, label)
                label_width = QFontMetricsF(font, self.device).horizontalAdvance(f"{label} ")
                painter.setPen(QPen(INK, max(1.0, page.mm * 0.2)))
                baseline = y + line * 1.4
                painter.drawLine(
                    QPointF(x + label_width, baseline), QPointF(x + width - 4 * page.mm, baseline)
                )
                x += width
            y += line * 2 + 2 * page.mm
            rules = [
                tr(GAME_RULES[game])
                for game in dict.fromkeys(entry.game for entry in self.sheet.entries)
            ]
            small = page.font(9.5)
            _text(painter, QRectF(0, y, page.width, line * 2), small, "\n".join(rules))
        painter.setPen(QPen(SOFT_INK, max(1.0, page.mm * 0.25)))
        bottom = self.header_height(first) - 1.5 * page.mm
        painter.drawLine(QPointF(0, bottom), QPointF(page.width, bottom))

    def paint_puzzle(self, painter: QPainter, cell: QRectF, number: int, entry: Entry) -> None:
        page, mm = self.page, self.page.mm
        painter.setPen(QPen(SOFT_INK, max(1.0, mm * 0.2)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        frame = cell.adjusted(mm, mm, -mm, -mm)
        painter.drawRoundedRect(frame, 2 * mm, 2 * mm)
        inner = frame.adjusted(3 * mm, 2.5 * mm, -3 * mm, -2 * mm)
        _text(painter, inner, page.font(13, bold=True), f"{number}.")
        drawing = QRectF(inner.left() + 9 * mm, inner.top(), inner.width() - 10 * mm, 19 * mm)
        if entry.puzzle is not None:
            draw_equation(painter, drawing.adjusted(0, 1 * mm, 0, -1 * mm), entry.puzzle.start)
            task = task_text(self.language, entry.puzzle)
        else:
            draw_cards(painter, drawing, entry.hand, self.language.font(12))
            task = self.language.tr(MAKE_TARGET, target=entry.target)
        y = drawing.bottom() + 1.5 * mm
        task_font = page.font(11, bold=True)
        centred = int(Qt.AlignmentFlag.AlignHCenter)
        _text(painter, QRectF(inner.left(), y, inner.width(), 8 * mm), task_font, task, centred)
        y += page.line_height(task_font)
        small = page.font(8)
        _text(painter, QRectF(inner.left(), y, inner.width(), 5 * mm), small, entry.text, centred)
        painter.setPen(QPen(SOFT_INK, max(1.0, mm * 0.2), Qt.PenStyle.DotLine))
        line_y = inner.bottom() - 1 * mm
        painter.drawLine(
            QPointF(inner.left() + 4 * mm, line_y), QPointF(inner.right() - 4 * mm, line_y)
        )

    def grid_pages(self) -> list[list[tuple[QRectF, int, Entry]]]:
        page, mm = self.page, self.page.mm
        cell_height = CELL_HEIGHT_MM * mm
        cell_width = page.width / COLUMNS
        footer = self.footer_height()
        pages: list[list[tuple[QRectF, int, Entry]]] = []
        remaining = list(enumerate(self.sheet.entries, start=1))
        while remaining:
            top = self.header_height(not pages)
            rows = max(1, int((page.height - top - footer) // cell_height))
            placed = []
            for slot in range(min(rows * COLUMNS, len(remaining))):
                number, entry = remaining[slot]
                row, column = divmod(slot, COLUMNS)
                cell = QRectF(column * cell_width, top + row * cell_height, cell_width, cell_height)
                placed.append((cell, number, entry))
            remaining = remaining[len(placed) :]
            pages.append(placed)
        return pages

    # The answer key
    def key_blocks(self) -> list[_Block]:
        page, mm = self.page, self.page.mm
        heading = page.font(12, bold=True)
        body = page.font(10.5)
        indent = 8 * mm
        width = page.width - indent
        blocks = []
        for number, entry in enumerate(self.sheet.key_entries(), start=1):
            if entry.puzzle is not None:
                blocks.append(self.matchstick_key(number, entry, heading, body))
                continue
            items = twentyfour_key(entry, self.language, self.sheet.math_symbols)
            text = "\n".join(flow(items, page.metrics(body), width))
            title = f"{number}.  {entry.text}"
            lines = text.count("\n") + 1
            height = page.line_height(heading) + lines * page.line_height(body) + 2 * mm

            def paint(painter: QPainter, rect: QRectF, title=title, text=text) -> None:
                _text(painter, rect, heading, title)
                below = rect.adjusted(indent, page.line_height(heading), 0, 0)
                _text(painter, below, body, text)

            blocks.append(_Block(height, paint))
        return blocks

    def matchstick_key(self, number: int, entry: Entry, heading: QFont, body: QFont) -> _Block:
        page, mm = self.page, self.page.mm
        puzzle = entry.puzzle
        assert puzzle is not None
        title = f"{number}.  {entry.text}    ({task_text(self.language, puzzle)})"
        row = 13 * mm
        answers = entry.answers
        rows = max(1, len(answers))
        height = page.line_height(heading) + rows * row + 2 * mm

        def paint(painter: QPainter, rect: QRectF) -> None:
            _text(painter, rect, heading, title)
            y = rect.top() + page.line_height(heading)
            if not answers:
                _text(painter, QRectF(rect.left() + 8 * mm, y, rect.width(), row), body,
                      self.language.tr(NO_SOLUTION))
            for answer in answers:
                layout = answer.layout
                drawing = QRectF(rect.left() + 8 * mm, y + 1 * mm, 36 * mm, row - 2 * mm)
                moved_in = layout.sticks - puzzle.start.sticks
                moved_out = puzzle.start.sticks - layout.sticks
                draw_equation(painter, drawing, layout, moved_in, moved_out)
                words = f"{answer.equation}  —  {self.language.message(answer.steps)}"
                text_rect = QRectF(drawing.right() + 4 * mm, y + 4 * mm, rect.width(), row)
                _text(painter, text_rect, body, words)
                y += row

        return _Block(height, paint)

    def key_pages(self) -> list[list[tuple[float, _Block]]]:
        page = self.page
        footer = self.footer_height()
        pages: list[list[tuple[float, _Block]]] = []
        top = self.header_height(False)
        y = top
        current: list[tuple[float, _Block]] = []
        for block in self.key_blocks():
            if current and y + block.height > page.height - footer:
                pages.append(current)
                current, y = [], top
            current.append((y, block))
            y += block.height
        return [*pages, current] if current else pages

    def footer_height(self) -> float:
        return self.page.line_height(self.page.font(8)) + 2 * self.page.mm

    def paint_footer(self, painter: QPainter, number: int, pages: int) -> None:
        page = self.page
        font = page.font(8)
        seed = self.sheet.seed
        footer = FOOTER if seed is not None else FOOTER_UNSEEDED
        text = self.language.tr(footer, seed=seed, page=number, pages=pages)
        rect = QRectF(0, page.height - page.line_height(font), page.width, page.line_height(font))
        painter.setFont(font)
        painter.setPen(SOFT_INK)
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignHCenter), text)

    def write(self) -> int:
        """Draw every page; returns how many there are."""
        grid = self.grid_pages()
        key = self.key_pages() if self.sheet.answers else []
        total = len(grid) + len(key)
        painter = QPainter()
        if not painter.begin(self.device):
            return 0
        try:
            for index, placed in enumerate(grid):
                if index:
                    self.device.newPage()
                self.paint_header(painter, index == 0, self.sheet.title)
                for cell, number, entry in placed:
                    self.paint_puzzle(painter, cell, number, entry)
                self.paint_footer(painter, index + 1, total)
            key_title = f"{self.sheet.title} — {self.language.tr(ANSWER_KEY)}"
            for index, blocks in enumerate(key):
                self.device.newPage()
                self.paint_header(painter, False, key_title)
                for y, block in blocks:
                    block.paint(painter, QRectF(0, y, self.page.width, block.height))
                self.paint_footer(painter, len(grid) + index + 1, total)
        finally:
            painter.end()
        return total


def paint_sheet(sheet: Sheet, device: QPagedPaintDevice) -> int:
    """Draw `sheet` on a PDF writer or printer; returns the number of pages (0: cannot draw)."""
    return _Writer(sheet, device).write()


def write_pdf(sheet: Sheet, path: str, page_size: QPageSize | None = None) -> bool:
    """Write the sheet as a PDF file through the one file writer (a whole file or none; a
    FIFO nobody reads is refused, not waited on); False if it cannot be written."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(PDF_RESOLUTION)
    writer.setTitle(sheet.title)
    writer.setCreator("Puzzle Suite")
    prepare(writer, page_size)
    if paint_sheet(sheet, writer) <= 0:
        return False
    try:
        write_file(Path(path), bytes(buffer.data().data()))
    except OSError:
        return False
    return True


def prepare(device: QPagedPaintDevice, page_size: QPageSize | None = None) -> None:
    """Paper size (the locale's default unless given) and the sheet's margins."""
    device.setPageSize(page_size or default_page_size())
    margins = QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM)
    device.setPageMargins(margins, QPageLayout.Unit.Millimeter)
