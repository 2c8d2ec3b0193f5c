"""The worksheet's answer key: every 24-point solution (or the first few and how many more),
each matchstick answer drawn with its moved sticks marked, and "No solution" where there is
none. `page` places the blocks made here on pages of their own, after the puzzles.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter

from engines.classroom.worksheet import KEY_SOLUTIONS, Entry
from gui.classroom.worksheet.drawings import draw_equation
from gui.classroom.worksheet.language import SheetLanguage
from gui.classroom.worksheet.paper import Block, Paper, draw_text, task_text

MORE = QT_TRANSLATE_NOOP("Worksheet", "+{count} more")
NO_SOLUTION = QT_TRANSLATE_NOOP("Worksheet", "No solution")
KEY_SEPARATOR = "    "
MATCHSTICK_TITLE_MM = 50.0
"""The width of a matchstick answer's puzzle and task, left of its answers."""
MATCHSTICK_ROW_MM = 9.0
"""The height of one matchstick answer: its drawing and the moves in words beside it."""


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


def key_blocks(paper: Paper, entries: Sequence[Entry], math_symbols: bool) -> list[Block]:
    """One block per puzzle, numbered as on the sheet."""
    mm = paper.mm
    heading = paper.font(12, bold=True)
    body = paper.font(10.5)
    indent = 8 * mm
    width = paper.width - indent
    blocks = []
    for number, entry in enumerate(entries, start=1):
        if entry.puzzle is not None:
            blocks.append(matchstick_key(paper, number, entry))
            continue
        items = twentyfour_key(entry, paper.language, math_symbols)
        text = "\n".join(flow(items, paper.metrics(body), width))
        title = f"{number}.  {entry.text}"
        lines = text.count("\n") + 1
        height = paper.line_height(heading) + lines * paper.line_height(body) + 2 * mm

        def paint(painter: QPainter, rect: QRectF, title=title, text=text) -> None:
            draw_text(painter, rect, heading, title)
            below = rect.adjusted(indent, paper.line_height(heading), 0, 0)
            draw_text(painter, below, body, text)

        blocks.append(Block(height, paint))
    return blocks


def matchstick_key(paper: Paper, number: int, entry: Entry) -> Block:
    """The puzzle and its task on the left; beside them each answer, drawn, with its moves."""
    mm = paper.mm
    puzzle = entry.puzzle
    assert puzzle is not None
    heading, small, body = paper.font(11, bold=True), paper.font(9), paper.font(9.5)
    title = f"{number}.  {entry.text}"
    task = f"({task_text(paper.language, puzzle)})"
    row = MATCHSTICK_ROW_MM * mm
    answers = entry.answers
    title_height = paper.line_height(heading) + paper.line_height(small)
    height = max(title_height, max(1, len(answers)) * row) + 1.5 * mm
    left = MATCHSTICK_TITLE_MM * mm

    def paint(painter: QPainter, rect: QRectF) -> None:
        draw_text(painter, rect, heading, title)
        below = rect.adjusted(6 * mm, paper.line_height(heading), 0, 0)
        draw_text(painter, below, small, task)
        y = rect.top()
        if not answers:
            draw_text(painter, QRectF(left, y, rect.width() - left, row), heading,
                      paper.language.tr(NO_SOLUTION))
        for answer in answers:
            layout = answer.layout
            drawing = QRectF(left, y + 0.5 * mm, 30 * mm, row - 2 * mm)
            moved_in = layout.sticks - puzzle.start.sticks
            moved_out = puzzle.start.sticks - layout.sticks
            draw_equation(painter, drawing, layout, moved_in, moved_out)
            words = f"{answer.equation}  —  {paper.language.message(answer.steps)}"
            text_rect = QRectF(drawing.right() + 4 * mm, y, rect.right() - drawing.right(), row)
            wrap = int(Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap)
            draw_text(painter, text_rect.adjusted(0, 0, -4 * mm, -1.5 * mm), body, words, wrap)
            y += row

    return Block(height, paint)
