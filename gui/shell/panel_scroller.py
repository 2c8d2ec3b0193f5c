"""The side panel's scroll area: the panel keeps its own look and only scrolls when large text
and a small window leave it too little height (`style.game_layout` puts it beside the table)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QScrollArea, QSizePolicy, QWidget

_SHOW_OR_HIDE = (QEvent.Type.Show, QEvent.Type.Hide)


class PanelScroller(QScrollArea):
    """A frameless scroll area exactly as wide as its panel, plus its scroll bar when shown.

    The panel fills the area's height, and only when its controls need more room than that
    (wrapped labels included) does it grow taller and scroll. The tab sets the panel's width
    as the window resizes; the area follows at once.
    """

    def __init__(self, panel: QWidget) -> None:
        super().__init__(panel.parentWidget())
        self.setObjectName(f"{panel.objectName()}Scroller")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        # Its own viewport, kept here: PySide6's first `viewport()` call sets up a Python type
        # for every widget class (10-17 ms before the first frame).
        self._viewport = QWidget(self)
        self._viewport.setObjectName("qt_scrollarea_viewport")
        self._viewport.setAutoFillBackground(False)
        self.setViewport(self._viewport)
        self.setWidget(panel)
        # The panel's style sheet paints its own rounded background; Qt's fill for a scroll
        # area's widget would square off its corners.
        panel.setAutoFillBackground(False)
        self.verticalScrollBar().installEventFilter(self)

    def sizeHint(self) -> QSize:
        bar = self.verticalScrollBar()
        extra = bar.sizeHint().width() if bar.isVisible() else 0
        return QSize(self.widget().minimumWidth() + extra, super().sizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_panel()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self._fit_panel()
        resized = watched is self.widget() and event.type() == QEvent.Type.Resize
        bar_shown = watched is self.verticalScrollBar() and event.type() in _SHOW_OR_HIDE
        if resized or bar_shown:
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def _fit_panel(self) -> None:
        """As tall as the area, or as the panel's controls need at its width if that is more.

        (Qt's own resizable mode would scroll as soon as the panel's preferred height, not
        its minimum, exceeds the area.)"""
        panel = self.widget()
        layout = panel.layout()
        width = panel.minimumWidth()
        if layout.hasHeightForWidth():
            needed = layout.totalMinimumHeightForWidth(width)
        else:
            needed = layout.totalMinimumSize().height()
        panel.resize(width, max(self._viewport.height(), needed))
