"""The look both game tabs share, so the two games read as one product.

Each tab lays its game out the same way: a felt table holding the play (prompt, the game
itself, its keys, the verdict, the Hint / Check / Solutions row) and a side panel
(the score strip, the green "new game" button, the options, the solutions). The widgets
carry a `role` property and the one style sheet below styles roles, not object names, so
the tabs keep their own object names for tests and the main window.
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QMargins, Qt
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from gui.play.scoreboard import Scoreboard
from gui.shell.panel_scroller import PanelScroller
from gui.shell.resource_files import resource_path
from gui.shell.text_size import follow_application_font, text_scale

AnyWidget = TypeVar("AnyWidget", bound=QWidget)

OUTER_MARGIN = 10
GAP = 10
TABLE_MARGINS = (14, 12, 14, 14)
PANEL_MARGIN = 10
PANEL_SPACING = 6

PANEL_SHARE = 0.27
PANEL_MIN_WIDTH = 232
PANEL_MAX_WIDTH = 300
PANEL_LARGEST_SHARE = 0.38
"""The side panel takes about a quarter of the window, never less than its controls need
nor so much that the game loses room on a small screen."""

VERDICT_MAX_WIDTH = 620
"""A verdict wider than this is hard to read in one glance; it wraps instead."""

FEEDBACK_KINDS = ("success", "error", "info", "tip", "")

CELEBRATION_GLOW = "#ffd54f"
CELEBRATION_COLOURS = ("#ffb300", "#ffd54f", "#f1f8e9", "#81c784", "#ef9a9a", "#8ab4f8")
"""A solve's glow and confetti: the gold of the main action and the verdicts' own colours."""


def named(widget: AnyWidget, name: str) -> AnyWidget:
    """`widget` with its object name set (tests and the main window find widgets by name)."""
    widget.setObjectName(name)
    return widget


def with_role(widget: AnyWidget, role: str) -> AnyWidget:
    """`widget` styled as `role` (table, panel, prompt, primary, secondary, action, key...)."""
    widget.setProperty("role", role)
    return widget


def button(parent: QWidget, name: str, role: str, text: str = "") -> QPushButton:
    """A push button in one of the shared roles, showing a pointing hand like a game."""
    # Text set apart: choosing between QPushButton(text, parent) and (icon, text, parent)
    # makes PySide6 build the QIcon class (a 150-value enum) before the first frame.
    result = with_role(named(QPushButton(parent), name), role)
    result.setText(text)
    result.setCursor(Qt.CursorShape.PointingHandCursor)
    result.setAutoDefault(False)
    return result


def side_panel_width(window_width: int) -> int:
    """How wide the side panel is in a tab `window_width` pixels wide (same in both games).

    Its bounds grow with the text size, so larger text keeps the options readable, but in
    a small window it never takes more than PANEL_LARGEST_SHARE of it from the game."""
    share = round(window_width * PANEL_SHARE)
    scale = text_scale()
    least = min(round(PANEL_MIN_WIDTH * scale), round(window_width * PANEL_LARGEST_SHARE))
    return max(PANEL_MIN_WIDTH, least, min(round(PANEL_MAX_WIDTH * scale), share))


def game_layout(tab: QWidget, table: QWidget, panel: QWidget) -> QHBoxLayout:
    """The tab's root layout: the table takes every pixel the side panel does not.

    The panel scrolls when large text and a small window leave it too little height, rather
    than squeezing its controls into one another; otherwise it looks exactly as on its own.
    """
    root = QHBoxLayout(tab)
    root.setContentsMargins(OUTER_MARGIN, OUTER_MARGIN, OUTER_MARGIN, OUTER_MARGIN)
    root.setSpacing(GAP)
    root.addWidget(table, 1)
    root.addWidget(PanelScroller(panel))
    return root


def table(parent: QWidget, name: str) -> tuple[QFrame, QVBoxLayout]:
    """The felt table the game is played on, with its layout."""
    follow_application_font()
    frame = with_role(named(QFrame(parent), name), "table")
    layout = QVBoxLayout(frame)
    layout.setContentsMargins(*TABLE_MARGINS)
    layout.setSpacing(GAP)
    return frame, layout


def side_panel(parent: QWidget, name: str) -> tuple[QFrame, QVBoxLayout]:
    """The panel beside the table, with its layout; the tab keeps its width in step."""
    follow_application_font()
    frame = with_role(named(QFrame(parent), name), "panel")
    frame.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
    frame.setFixedWidth(PANEL_MIN_WIDTH)
    layout = QVBoxLayout(frame)
    layout.setContentsMargins(PANEL_MARGIN, PANEL_MARGIN, PANEL_MARGIN, PANEL_MARGIN)
    layout.setSpacing(PANEL_SPACING)
    return frame, layout


def score_strip(parent: QWidget, name: str) -> tuple[QFrame, Scoreboard]:
    """The dark green strip with the score, the streak and the timer."""
    strip = with_role(named(QFrame(parent), name), "scoreStrip")
    layout = QVBoxLayout(strip)
    layout.setContentsMargins(6, 1, 6, 1)
    scoreboard = Scoreboard(strip)
    layout.addWidget(scoreboard)
    return strip, scoreboard


def prompt(parent: QWidget, name: str) -> QLabel:
    """The task written large on the table."""
    label = with_role(named(QLabel(parent), name), "prompt")
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setWordWrap(True)
    return label


def rule(parent: QWidget) -> QFrame:
    """A thin line between groups of controls on the side panel."""
    line = with_role(QFrame(parent), "rule")
    line.setFrameShape(QFrame.Shape.HLine)
    return line


def section_heading(parent: QWidget, name: str) -> QLabel:
    """A small bold title over a group of controls on the side panel."""
    label = with_role(named(QLabel(parent), name), "section")
    label.setIndent(0)
    return label


def heading(parent: QWidget, name: str) -> QLabel:
    """The bold, wrapping title over the solutions (it carries their count)."""
    label = with_role(named(QLabel(parent), name), "heading")
    label.setWordWrap(True)
    return label


VERDICT_MARGINS = QMargins(10, 6, 10, 6)
VERDICT_ICON_MARGINS = QMargins(34, 6, 10, 6)
"""Room for the 30-pixel-wide verdict icon (resources/icons/verdict-*.svg) and a small gap."""


def verdict_label(parent: QWidget, name: str) -> QLabel:
    """A rounded, wrapping message box whose colour follows `set_kind` (empty: invisible)."""
    label = with_role(named(QLabel(parent), name), "feedback")
    label.setWordWrap(True)
    label.setContentsMargins(VERDICT_MARGINS)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
    return label


def repolish(widget: QWidget) -> None:
    """Apply the style sheet's rules again after a property they select on has changed.

    Setting the widget's own style sheet (a comment, no rules) makes Qt polish it again, as
    `style().unpolish()` and `polish()` would; unlike them it never hands Python a QStyle,
    whose first use sets up a dozen large enums (about 10 ms before the first frame)."""
    widget.setStyleSheet("/* polished again for a changed property */")


def set_kind(label: QLabel, kind: str) -> None:
    """Colour a verdict label as success, error, info, a quiet tip, or nothing; at once."""
    if kind not in FEEDBACK_KINDS:
        raise ValueError(f"unknown feedback kind {kind!r}")
    label.setProperty("kind", kind)
    repolish(label)
    label.setContentsMargins(VERDICT_ICON_MARGINS if kind in VERDICT_ICONS else VERDICT_MARGINS)


def centred(widget: QWidget, *, fill: bool = False) -> QHBoxLayout:
    """A row holding `widget` in the middle, so verdicts line up under the game.

    With `fill` the widget takes the whole row up to its maximum width, so a short
    message stays on one line instead of wrapping at its preferred width.
    """
    row = QHBoxLayout()
    row.addStretch(1)
    row.addWidget(widget, 100 if fill else 0)
    row.addStretch(1)
    return row


def button_row(buttons: list[QPushButton], spacing: int = GAP) -> QHBoxLayout:
    """Buttons side by side in the middle of the table."""
    row = QHBoxLayout()
    row.setSpacing(spacing)
    row.addStretch(1)
    for each in buttons:
        row.addWidget(each)
    row.addStretch(1)
    return row


def busy_indicator(parent: QWidget, name: str) -> QProgressBar:
    """A thin bar that runs while the engine thinks in the background."""
    bar = named(QProgressBar(parent), name)
    bar.setRange(0, 0)
    bar.setTextVisible(False)
    bar.setFixedHeight(6)
    return bar


def solutions_list(parent: QWidget, name: str, role: str = "solutions") -> QListWidget:
    """The white list of solutions at the bottom of the side panel; role "verdicts" writes
    its lines in the text font, which fits more words on a line than the solutions' one."""
    return with_role(named(QListWidget(parent), name), role)


def options_grid(*rows: tuple[QWidget, ...]) -> QGridLayout:
    """The options on a side panel, in four columns that line up from row to row.

    A row is `(label, field)` (the field spans the row), `(label, field, label, field)`
    (two short fields share it) or `(widget,)` (a check box across the whole row).
    """
    grid = QGridLayout()
    grid.setHorizontalSpacing(6)
    grid.setVerticalSpacing(6)
    for row, widgets in enumerate(rows):
        if len(widgets) == 1:
            grid.addWidget(widgets[0], row, 0, 1, 4)
        elif len(widgets) == 2:
            grid.addWidget(widgets[0], row, 0)
            grid.addWidget(widgets[1], row, 1, 1, 3)
        elif len(widgets) == 4:
            grid.addWidget(widgets[0], row, 0)
            grid.addWidget(widgets[1], row, 1)
            grid.addWidget(widgets[2], row, 2, Qt.AlignmentFlag.AlignRight)
            grid.addWidget(widgets[3], row, 3)
        else:
            raise ValueError(f"an options row holds 1, 2 or 4 widgets, not {len(widgets)}")
        for label, field in zip(widgets[::2], widgets[1::2], strict=False):
            if isinstance(label, QLabel):
                label.setBuddy(field)
    grid.setColumnStretch(1, 1)
    grid.setColumnStretch(3, 1)
    return grid


def add_rows(layout: QBoxLayout, *items: QWidget | QBoxLayout) -> None:
    """Add widgets and nested layouts to `layout` in order."""
    for item in items:
        if isinstance(item, QWidget):
            layout.addWidget(item)
        else:
            layout.addLayout(item)


_COLOURS_AND_SHAPES = """
QFrame[role="table"] {
    border-radius: 16px;
    border: 1px solid #0e3b22;
    background: qradialgradient(cx:0.5, cy:0.35, radius:0.95, fx:0.5, fy:0.35,
                                stop:0 #277549, stop:1 #145030);
}
QLabel[role="prompt"] { color: #f1f8e9; font-weight: 600; }
QLabel[role="prompt"][solved="true"] { color: #ffd54f; font-weight: 700; }
QLabel[role="counter"] { color: #f1f8e9; font-weight: 600; }
QLabel[role="target"] { color: #ffd54f; font-weight: 700; }
QPushButton[role="key"] {
    font-weight: 600; min-width: 38px; min-height: 34px;
    border-radius: 8px; background: #f7f5ee; color: #1c1c1c; border: 1px solid #0e3b22;
}
QPushButton[role="key"]:hover { background: #ffffff; }
QPushButton[role="key"]:pressed { background: #dedbd0; }
QPushButton[role="key"]:disabled { background: #6f9c80; color: #4a6b57; }
QPushButton[role="tool"] {
    min-height: 30px; padding: 2px 12px;
    border-radius: 8px; background: #f7f5ee; color: #1c1c1c; border: 1px solid #0e3b22;
}
QPushButton[role="tool"]:hover { background: #ffffff; }
QPushButton[role="tool"]:pressed { background: #dedbd0; }
QPushButton[role="tool"]:disabled {
    background: transparent; color: #a9cbb5; border: 1px solid #5f9a76;
}
QPushButton[role="primary"] {
    background: #ffb300; color: #1c1c1c; font-weight: 700;
    border-radius: 8px; padding: 8px 26px; border: 1px solid #a06f00;
}
QPushButton[role="primary"]:hover { background: #ffc233; }
QPushButton[role="primary"]:pressed { background: #e6a100; }
QPushButton[role="secondary"] {
    background: #f7f5ee; color: #1c1c1c;
    border-radius: 8px; padding: 8px 18px; border: 1px solid #0e3b22;
}
QPushButton[role="secondary"]:hover { background: #ffffff; }
QPushButton[role="secondary"]:pressed { background: #dedbd0; }
QPushButton[role="key"]:focus, QPushButton[role="tool"]:focus,
QPushButton[role="primary"]:focus, QPushButton[role="secondary"]:focus {
    border: 3px solid #1e63b5;
}
QPushButton[role="action"]:focus { border: 3px solid #ffd54f; padding: 7px 10px; }
QPushButton[role="tool"]:focus { padding: 0px 10px; }
QPushButton[role="primary"]:focus { padding: 6px 24px; }
QPushButton[role="secondary"]:focus { padding: 6px 16px; }
QFrame[role="panel"] {
    background: palette(alternate-base); border: 1px solid palette(mid); border-radius: 12px;
}
QFrame[role="panel"] QLabel, QFrame[role="panel"] QCheckBox,
QFrame[role="panel"] QRadioButton { color: palette(text); }
QFrame[role="scoreStrip"], QFrame[role="scoreStrip"] QLabel#timerLabel { background: #145030; }
QFrame[role="scoreStrip"] { border-radius: 8px; }
QFrame[role="scoreStrip"] QLabel {
    color: #fff8e1; padding: 3px 1px; font-weight: 600;
}
QFrame[role="rule"] { color: palette(mid); }
QLabel[role="section"] { font-weight: 700; }
QPushButton[role="action"] {
    background: #23744a; color: white; font-weight: 700;
    border-radius: 8px; padding: 9px 12px; border: 1px solid #145030;
}
QPushButton[role="action"]:hover { background: #2a7d4f; }
QPushButton[role="action"]:pressed { background: #1f6b42; }
QFrame[role="panel"] QLineEdit { padding: 4px 6px; }
QLineEdit#expressionInput {
    font-family: "DejaVu Sans Mono"; padding: 6px 10px;
    border-radius: 8px; border: 2px solid #0e3b22; background: #fbfbf6; color: #1c1c1c;
    placeholder-text-color: #5f5f5a;
}
QLabel[role="feedback"] { border-radius: 8px; }
QLabel[role="feedback"][kind="success"] {
    background: #e8f5e9; color: #1b5e20; border: 1px solid #81c784; font-weight: 700;
}
QLabel[role="feedback"][kind="error"] {
    background: #fdecea; color: #b71c1c; border: 1px solid #ef9a9a;
}
QLabel[role="feedback"][kind="info"] {
    background: #fff8e1; color: #4e3b00; border: 1px solid #ffe082;
}
QLabel[role="feedback"][kind="tip"] { color: #e8f5e9; border: 1px solid transparent; }
QLabel[role="heading"] { font-weight: 700; }
QListView[role="solutions"], QListView[role="verdicts"] {
    border: 1px solid palette(mid); border-radius: 6px; background: palette(base);
    color: palette(text);
}
QListView[role="solutions"] { font-family: "DejaVu Sans Mono", monospace; }
QListView[role="solutions"]::item { padding: 3px 6px; }
QListView[role="verdicts"] { padding: 0px 6px; }
QListView[role="verdicts"]::item { padding: 3px 0px; }  /* side padding would elide */
QListView[role="solutions"]::item:selected, QListView[role="verdicts"]::item:selected {
    background: #ffe082; color: #1c1c1c;
}
"""


VERDICT_ICONS = {
    "success": "verdict-success.svg",
    "error": "verdict-error.svg",
    "info": "verdict-info.svg",
}
"""A tick, a cross and an "i" beside a verdict, so its result never rests on colour alone."""


def _verdict_icon_rules() -> str:
    """Style rules that put each kind's icon at the left of a verdict, before its words.

    The room for the icon is the label's left margin, set by `set_kind`: Qt does not re-apply
    style sheet padding when a dynamic property (the kind) changes, so padding here let the
    words run over the icon."""
    return "".join(
        f'QLabel[role="feedback"][kind="{kind}"] {{ '
        f'background-image: url("{resource_path("icons", icon).as_posix()}"); '
        "background-repeat: no-repeat; background-position: left center; }\n"
        for kind, icon in VERDICT_ICONS.items()
    )


STYLE_SHEET = _COLOURS_AND_SHAPES + _verdict_icon_rules()
"""Colours: the felt table (greens #277549/#145030) and its keys keep their own look in every
scheme; the side panel, its inputs and lists follow the palette (`palette(...)`), so light,
dark and high-contrast desktops all read well. Gold #ffb300 marks the one main action of a
game, green #23744a starting a new one; every text colour here meets WCAG AA on its
background (tests/test_themes.py measures it on screen). The keyboard focus is a 3-pixel ring,
drawn in the button's own room (its padding gives way, so focused text keeps its room at any
text size: tests/test_font_scale.py), blue on the light and gold buttons and gold on the green
ones, at 3:1 or more against the face it is drawn on (tests/test_focus_marks.py)."""
