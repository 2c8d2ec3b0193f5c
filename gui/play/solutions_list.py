"""A list of solutions that stays responsive at any length: a count and a lazy list view.

A hand of six cards can have 100,000 solutions. A widget per row, or even one QListWidget
item per row, made the window freeze for seconds when they were shown and again on a language
switch. Here a `QListView` shows a model that hands the view rows in batches as it scrolls
(`canFetchMore`/`fetchMore`) and writes a row's text only when the view paints it, so showing
or re-translating the list costs the same for ten solutions as for a hundred thousand.

Rows never scroll sideways: a long solution (six cards in a narrow panel) wraps at its spaces,
which stand around the operators, so a number is never split. All rows keep one height, as the
lazy view needs: enough lines for the widest of a sample of rows.

Both games use it: `set_solutions(items, describe)` takes any sequence (24-point or matchstick
Solutions) and a function that writes one item as text.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel, QListView, QVBoxLayout, QWidget

BATCH_ROWS = 500
"""Rows handed to the view at a time; a few screens' worth."""
SAMPLE_ROWS = 40
"""Rows measured to choose the row height: the first ones and the last one."""
ROOM_FOR_LONGER = 1.25
"""Later rows may be somewhat wider than the sample; leave them that much room."""
MOST_LINES = 3

Index = QModelIndex | QPersistentModelIndex


class SolutionsModel(QAbstractListModel):
    """Rows over a sequence of items, revealed to the view a batch at a time."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._items: Sequence[Any] = ()
        self._describe: Callable[[Any], str] = str
        self._shown = 0
        self.row_height = 0
        """The height of every row (0: as the text needs on one line)."""

    def set_items(self, items: Sequence[Any], describe: Callable[[Any], str] = str) -> None:
        self.beginResetModel()
        self._items = items
        self._describe = describe
        self._shown = min(BATCH_ROWS, len(items))
        self.endResetModel()

    def total(self) -> int:
        """Every item, shown to the view yet or not."""
        return len(self._items)

    def item(self, row: int) -> Any:
        return self._items[row]

    def sample(self) -> list[str]:
        """The texts of the first rows and the last one, to measure."""
        rows = [*range(min(SAMPLE_ROWS, len(self._items))), len(self._items) - 1]
        return [self._describe(self._items[row]) for row in sorted(set(rows)) if row >= 0]

    def retranslate(self) -> None:
        """Ask the view to fetch the rows' texts again; it repaints only what is visible."""
        if self._shown:
            self.dataChanged.emit(self.index(0), self.index(self._shown - 1))

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else self._shown

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < self._shown:
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return self._describe(self._items[index.row()])
        if role == Qt.ItemDataRole.SizeHintRole and self.row_height:
            return QSize(1, self.row_height)
        return None

    def canFetchMore(self, parent: Index) -> bool:
        return not parent.isValid() and self._shown < len(self._items)

    def fetchMore(self, parent: Index) -> None:
        if parent.isValid():
            return
        more = min(BATCH_ROWS, len(self._items) - self._shown)
        if more <= 0:
            return
        self.beginInsertRows(QModelIndex(), self._shown, self._shown + more - 1)
        self._shown += more
        self.endInsertRows()


class _SolutionsView(QListView):
    """The list view; `viewport_resized` says its rows' room changed width (a resize, a scroll
    bar come or gone). Heard here, not by a filter on `viewport()`: PySide6's first call of
    that method makes a Python type for every widget class (10-17 ms before the first frame)."""

    viewport_resized = Signal()

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.viewport_resized.emit()
        return super().viewportEvent(event)


class SolutionsList(QWidget):
    """The number of solutions above a lazy list of them; `chosen` carries the picked item."""

    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = SolutionsModel(self)
        self.count_label = QLabel()
        self.count_label.setObjectName("solutionsCount")
        self.view = _SolutionsView()
        self.view.setObjectName("solutionsView")
        self.view.setModel(self.model)
        self.view.setUniformItemSizes(True)  # row heights need no measuring, however many
        self.view.setEditTriggers(QListView.EditTrigger.NoEditTriggers)
        self.view.setWordWrap(True)
        self.view.setAlternatingRowColors(True)  # a wrapped row still reads as one
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.viewport_resized.connect(self._fit_rows)
        self.view.activated.connect(lambda index: self.chosen.emit(self.model.item(index.row())))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.count_label)
        layout.addWidget(self.view, 1)
        self.retranslate_ui()

    def set_solutions(self, items: Sequence[Any], describe: Callable[[Any], str] = str) -> None:
        """Show `items` (kept, not copied), each written by `describe`."""
        self.model.set_items(items, describe)
        self._fit_rows()
        self.view.scrollToTop()
        self._show_count()

    def _fit_rows(self) -> None:
        """One row height for all: as many lines as the widest sampled row needs (with room
        for a wider one later) at the view's width, wrapped at its spaces."""
        if not self.model.total():
            return
        width = self.view.viewport().width() - 8
        if width <= 0:
            return
        metrics = QFontMetrics(self.view.font())
        widest = max(metrics.horizontalAdvance(text) for text in self.model.sample())
        lines = max(1, min(MOST_LINES, math.ceil(widest * ROOM_FOR_LONGER / width)))
        height = lines * metrics.lineSpacing() + 6
        if height != self.model.row_height:
            self.model.row_height = height
            self.model.layoutChanged.emit()

    def retranslate_ui(self) -> None:
        self._show_count()
        self.model.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _show_count(self) -> None:
        total = self.model.total()
        if total == 0:
            self.count_label.setText(self.tr("No solutions"))
        elif total == 1:
            self.count_label.setText(self.tr("1 solution"))
        else:
            self.count_label.setText(self.tr("{count} solutions").format(count=f"{total:,}"))
