"""Laying a worksheet out on paper: header, numbered grid of puzzles, then the answer key.

A page holds ROWS rows of COLUMNS puzzles, the rows sharing the height the header and footer
leave, so the default twelve puzzles fill one A4 or one Letter page exactly; each puzzle has a
ruled answer box to write in. The key starts on a page of its own.

Everything is drawn with QPainter on a `QPagedPaintDevice`, so the same code writes a PDF
(`QPdfWriter`) and prints (`QPrinter`, also inside the print preview). Sizes are given in
millimetres and points and converted with the device's resolution. Text is drawn as text, so a
PDF can be searched and read aloud.
"""

from __future__ import annotations

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
    QFontMetricsF,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
)

from engines.classroom.worksheet import Entry
from engines.common.files import write_file
from engines.twentyfour import Rules
from engines.twentyfour.presets import PRESETS, preset_of
from gui.classroom.worksheet.drawings import INK, SOFT_INK, draw_cards, draw_equation
from gui.classroom.worksheet.key import key_blocks
from gui.classroom.worksheet.language import SheetLanguage
from gui.classroom.worksheet.paper import Block, Paper, draw_text, task_text

MARGIN_MM = 14.0
COLUMNS = 2
ROWS = 6
"""Rows of puzzles on a page, so twelve fit on one whatever the paper."""
MIN_CELL_HEIGHT_MM = 30.0
"""A puzzle's least height: on paper too small for ROWS such rows, a page holds fewer."""
ANSWER_SHARE = 0.4
"""The share of a puzzle's height its answer box takes, at least ANSWER_MIN_MM."""
ANSWER_MIN_MM = 12.0
WRITING_LINE_MM = 8.0
"""Ruled lines in an answer box are at least this far apart: room for a child's hand."""
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
NO_SOLUTION_RULE = QT_TRANSLATE_NOOP(
    "Worksheet", "Some puzzles have no solution: write “no solution” for them."
)
FOOTER = QT_TRANSLATE_NOOP("Worksheet", "Puzzle Suite · seed {seed} · {page}/{pages}")
FOOTER_UNSEEDED = QT_TRANSLATE_NOOP("Worksheet", "Puzzle Suite · {page}/{pages}")
MAKE_TARGET = QT_TRANSLATE_NOOP("Worksheet", "Make {target}")
MAKE_TARGET_FROM_SOME = QT_TRANSLATE_NOOP(
    "Worksheet", "Make {target} with some or all of the numbers"
)
"""The task shown alone (the presentation), where the rules let a puzzle leave cards out."""
GAME_RULES = {
    "24": QT_TRANSLATE_NOOP(
        "Worksheet", "Use every card once with + − × ÷ and brackets to make the number asked."
    ),
    "countdown": QT_TRANSLATE_NOOP(
        "Worksheet",
        "Countdown: use some or all of the numbers, each at most once, with + − × ÷ and "
        "brackets to make the number asked; every step must be a whole number above zero.",
    ),
    "krypto": QT_TRANSLATE_NOOP(
        "Worksheet",
        "Krypto: use all five cards, each once, with + − × ÷ and brackets to make the "
        "objective card; every step must be a whole number.",
    ),
    "matchsticks": QT_TRANSLATE_NOOP(
        "Worksheet", "Move, add or take away sticks as asked so that the equation is true."
    ),
}
"""Each game's rule in one line (24 points' per rule book), printed once on a sheet that has
its puzzles."""
WHICH_PUZZLES = (
    QT_TRANSLATE_NOOP("Worksheet", "Puzzle {numbers}: {rule}"),
    QT_TRANSLATE_NOOP("Worksheet", "Puzzles {numbers}: {rule}"),
)
"""Before each 24-point rule line of a sheet that mixes rule books: the puzzles it is for."""


def _listed(numbers: list[int]) -> str:
    """1, 3, 5-9: runs of three or more shortened."""
    runs: list[list[int]] = []
    for number in numbers:
        if runs and number == runs[-1][-1] + 1:
            runs[-1].append(number)
        else:
            runs.append([number])
    return ", ".join(
        f"{run[0]}–{run[-1]}" if len(run) > 2 else ", ".join(map(str, run)) for run in runs
    )


def rule_book(entry: Entry) -> str:
    """The key of the entry's rule line: the game, or for 24 points the rule book it uses."""
    return preset_of(entry.rules) if isinstance(entry.rules, Rules) else entry.game


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
    no_solution: bool = False
    """Some puzzles have no solution on purpose: the pupils are told so under the rules."""

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


class SheetWriter:
    """Draws the sheet page by page; `pages` counts them once the layout is known."""

    def __init__(self, sheet: Sheet, device: QPagedPaintDevice) -> None:
        self.sheet = sheet
        self.language = SheetLanguage(sheet.language)
        self.page = Paper(device, self.language)
        self.device = device

    # The puzzles
    def rules(self) -> list[str]:
        """The first page's lines under the name: each game's rule, and the "no solution" note."""
        tr = self.language.tr
        numbers: dict[str, list[int]] = {}
        for number, entry in enumerate(self.sheet.entries, start=1):
            numbers.setdefault(rule_book(entry), []).append(number)
        mixed = len(numbers.keys() & PRESETS.keys()) > 1  # 24 points under two rule books
        lines = []
        for book, puzzles in numbers.items():
            line = tr(GAME_RULES[book])
            if mixed and book in PRESETS:
                which = WHICH_PUZZLES[len(puzzles) > 1]
                line = tr(which, numbers=_listed(puzzles), rule=line)
            lines.append(line)
        return [*lines, tr(NO_SOLUTION_RULE)] if self.sheet.no_solution else lines

    def header_height(self, first: bool) -> float:
        page = self.page
        height = page.line_height(page.font(18, bold=True)) + 2 * page.mm
        if first:
            height += page.line_height(page.font(11)) * 2 + 2 * page.mm
            height += self.rule_step() * sum(lines for _, lines in self.rule_rows()) + 2 * page.mm
        return height + 3 * page.mm

    def rule_rows(self) -> list[tuple[str, int]]:
        """Each rule under the name, with how many printed lines it wraps to on the page."""
        metrics = QFontMetricsF(self.page.font(9.5), self.device)
        page = QRectF(0, 0, self.page.width, 1000 * self.page.width)
        wrap = int(Qt.TextFlag.TextWordWrap)
        rows = []
        for rule in self.rules():
            height = metrics.boundingRect(page, wrap, rule).height()
            rows.append((rule, max(1, round(height / metrics.lineSpacing()))))
        return rows

    def rule_step(self) -> float:
        """From one rule line to the next: Chinese characters stand taller than the Latin
        font's line, which sets the metrics."""
        return self.page.line_height(self.page.font(9.5)) * 1.3

    def paint_header(self, painter: QPainter, first: bool, title: str) -> None:
        page, tr = self.page, self.language.tr
        title_font = page.font(18, bold=True)
        draw_text(painter, QRectF(0, 0, page.width, page.height), title_font, title)
        y = page.line_height(title_font) + 2 * page.mm
        if first:
            font = page.font(11)
            line = page.line_height(font)
            widths = (0.45, 0.25, 0.30)
            x = 0.0
            for label, share in zip((tr(NAME), tr(CLASS), tr(DATE)), widths, strict=True):
                width = page.width * share
                draw_text(painter, QRectF(x, y + line * 0.4, width, line * 2), font, label)
                label_width = QFontMetricsF(font, self.device).horizontalAdvance(f"{label} ")
                painter.setPen(QPen(INK, max(1.0, page.mm * 0.2)))
                baseline = y + line * 1.4
                painter.drawLine(
                    QPointF(x + label_width, baseline), QPointF(x + width - 4 * page.mm, baseline)
                )
                x += width
            y += line * 2 + 2 * page.mm
            small, step = page.font(9.5), self.rule_step()
            for rule, lines in self.rule_rows():
                area = QRectF(0, y, page.width, lines * step)
                draw_text(painter, area, small, rule, int(Qt.TextFlag.TextWordWrap))
                y += lines * step
        painter.setPen(QPen(SOFT_INK, max(1.0, page.mm * 0.25)))
        bottom = self.header_height(first) - 1.5 * page.mm
        painter.drawLine(QPointF(0, bottom), QPointF(page.width, bottom))

    def paint_puzzle(self, painter: QPainter, cell: QRectF, number: int, entry: Entry) -> None:
        """The number and the task, the puzzle (in words too, small, for search and speech),
        and the answer box below."""
        page, mm = self.page, self.page.mm
        painter.setPen(QPen(SOFT_INK, max(1.0, mm * 0.2)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        frame = cell.adjusted(mm, mm, -mm, -mm)
        painter.drawRoundedRect(frame, 2 * mm, 2 * mm)
        inner = frame.adjusted(3 * mm, 2 * mm, -3 * mm, -2 * mm)
        box = self.answer_box(cell)
        if entry.puzzle is not None:
            task = task_text(self.language, entry.puzzle)
        else:
            task = self.language.tr(MAKE_TARGET, target=entry.target)
        task_font = page.font(11, bold=True)
        top = page.line_height(task_font)
        draw_text(painter, inner, task_font, f"{number}.   {task}")
        right = int(Qt.AlignmentFlag.AlignRight)
        words = QRectF(inner.left(), inner.top() + top * 0.25, inner.width(), top)
        draw_text(painter, words, page.font(8), entry.text, right)
        drawing = QRectF(
            inner.left(), inner.top() + top, inner.width(), box.top() - inner.top() - top
        ).adjusted(0, 0.5 * mm, 0, -1.5 * mm)
        if entry.puzzle is not None:
            draw_equation(painter, drawing, entry.puzzle.start)
        else:
            draw_cards(painter, drawing, entry.card_names, self.language.font(12))
        self.paint_answer_box(painter, box)

    def answer_box(self, cell: QRectF) -> QRectF:
        """Where a pupil writes the answer to the puzzle in `cell`: the bottom of its frame."""
        mm = self.page.mm
        inner = cell.adjusted(4 * mm, 3 * mm, -4 * mm, -3 * mm)
        height = max(ANSWER_MIN_MM * mm, inner.height() * ANSWER_SHARE)
        return QRectF(inner.left(), inner.bottom() - height, inner.width(), height)

    def paint_answer_box(self, painter: QPainter, box: QRectF) -> None:
        """A box with dotted lines to write on, WRITING_LINE_MM apart at least."""
        mm = self.page.mm
        painter.setPen(QPen(SOFT_INK, max(1.0, mm * 0.2)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(box, 1 * mm, 1 * mm)
        lines = max(1, int(box.height() // (WRITING_LINE_MM * mm)))
        painter.setPen(QPen(SOFT_INK, max(1.0, mm * 0.2), Qt.PenStyle.DotLine))
        spacing = box.height() / lines
        for line in range(1, lines + 1):
            y = box.top() + line * spacing - 2 * mm
            painter.drawLine(QPointF(box.left() + 3 * mm, y), QPointF(box.right() - 3 * mm, y))

    def grid_pages(self) -> list[list[tuple[QRectF, int, Entry]]]:
        page, mm = self.page, self.page.mm
        room = page.height - self.header_height(True) - self.footer_height()
        rows = max(1, min(ROWS, int(room // (MIN_CELL_HEIGHT_MM * mm))))
        cell_height = room / rows
        cell_width = page.width / COLUMNS
        pages: list[list[tuple[QRectF, int, Entry]]] = []
        remaining = list(enumerate(self.sheet.entries, start=1))
        while remaining:
            top = self.header_height(not pages)
            placed = []
            for slot in range(min(rows * COLUMNS, len(remaining))):
                number, entry = remaining[slot]
                row, column = divmod(slot, COLUMNS)
                cell = QRectF(column * cell_width, top + row * cell_height, cell_width, cell_height)
                placed.append((cell, number, entry))
            remaining = remaining[len(placed) :]
            pages.append(placed)
        return pages

    def key_blocks(self) -> list[Block]:
        return key_blocks(self.page, self.sheet.key_entries(), self.sheet.math_symbols)

    def key_pages(self) -> list[list[tuple[float, Block]]]:
        page = self.page
        footer = self.footer_height()
        pages: list[list[tuple[float, Block]]] = []
        top = self.header_height(False)
        y = top
        current: list[tuple[float, Block]] = []
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
    return SheetWriter(sheet, device).write()


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
