"""The board's marks read without colour: checked on a deuteranopia simulation of its pixels.

A stick that moved in, the place it left, a hinted stick, a hinted place and a hinted cell must
stay distinguishable for a player who cannot tell red from green. The test renders the board,
simulates deuteranopia with the Machado, Oliveira and Fernandes (2009) matrix at severity 1.0,
applied to linearised sRGB, and measures each mark on the simulated image: whether a stick lies
in its place, and how much of the ring around it stands out in luminance (solid, dashed, dotted
or nothing).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage

from engines.matchsticks import Puzzle, parse, solve
from gui.matchsticks.board import MatchBoard
from gui.matchsticks.marks import RING_SPAN, ring_path
from gui.matchsticks.painting import STICK_WIDTH, BoardGeometry, Highlights
from tests.test_match_board import centre, drag, shown_board

# Machado et al. 2009, deuteranomaly at severity 1.0 (deuteranopia), for linear RGB.
DEUTERANOPIA = (
    (0.367322, 0.860646, -0.227968),
    (0.280085, 0.672501, 0.047413),
    (-0.011820, 0.042940, 0.968881),
)
SAMPLES = 240
# A ring pixel "stands out" when the simulated luminance differs from the unmarked board's by
# this much (relative luminance, 0..1).
STANDS_OUT = 0.04

PLUS_VERTICAL, FIVE_UPPER_RIGHT, SEVEN_TOP = (1, "v"), (0, "b"), (2, "a")


def linear(channel: int) -> float:
    value = channel / 255
    return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4


def simulated_luminance(image: QImage, point: QPointF) -> float:
    """Relative luminance of the pixel at `point` as a deuteranope sees it."""
    colour = image.pixelColor(point.toPoint())
    rgb = [linear(colour.red()), linear(colour.green()), linear(colour.blue())]
    seen = [
        min(1.0, max(0.0, sum(m * c for m, c in zip(row, rgb, strict=True))))
        for row in DEUTERANOPIA
    ]
    return 0.2126 * seen[0] + 0.7152 * seen[1] + 0.0722 * seen[2]


def outline_samples(path) -> list[QPointF]:
    return [path.pointAtPercent(index / SAMPLES) for index in range(SAMPLES)]


def coverage(marked: QImage, plain: QImage, points: list[QPointF]) -> tuple[float, float]:
    """The share of `points` where the marked board stands out from the plain one, and the
    mean length (in samples) of the runs that stand out."""
    flags = [
        abs(simulated_luminance(marked, point) - simulated_luminance(plain, point)) > STANDS_OUT
        for point in points
    ]
    runs, length = [], 0
    for flag in [*flags, False]:
        if flag:
            length += 1
        elif length:
            runs.append(length)
            length = 0
    share = sum(flags) / len(flags)
    return share, (sum(runs) / len(runs) if runs else 0.0)


def line_kind(share: float) -> str:
    """How a drawn outline reads: not there, broken (dashes or dots) or solid."""
    if share < 0.05:
        return "none"
    return "solid" if share > 0.9 else "broken"


def signature(board: MatchBoard, marked: QImage, plain: QImage, slot) -> tuple:
    """What a mark looks like on the simulated image, by luminance and shape alone: whether a
    stick lies there, how the ring around a stick reads, how the outline of the place reads."""
    geometry = BoardGeometry(board.shown_layout(), board.size(), with_tray=False)
    width = STICK_WIDTH * geometry.scale
    tail, head = geometry.slot_ends(slot)
    # A quarter of the way along: clear of the stick that crosses it in a + sign.
    on_stick = tail + (head - tail) * 0.25
    background = simulated_luminance(plain, QPointF(5, 5))
    has_stick = simulated_luminance(marked, on_stick) - background > 0.3
    ring_share, _ = coverage(marked, plain, outline_samples(ring_path(tail, head, width)))
    if has_stick:
        return (True, line_kind(ring_share))
    outline = ring_path(tail, head, width / RING_SPAN * 1.15)
    outline_share, _ = coverage(marked, plain, outline_samples(outline))
    return (False, line_kind(ring_share), line_kind(outline_share))


def test_moved_in_left_and_hinted_marks_stay_distinct_for_deuteranopes(qtbot):
    board = shown_board(qtbot, Puzzle(parse("5+7=2")))
    board.clearFocus()  # no keyboard cursor over the marks
    plain = board.render_image()
    (solution,) = solve(board.puzzle())
    solved_plain = MatchBoard()
    solved_plain.resize(board.size())
    solved_plain.set_puzzle(Puzzle(solution.layout))
    solved_background = solved_plain.render_image()
    board.show_highlights(
        Highlights(cells=(2,), sources=(PLUS_VERTICAL,), targets=(FIVE_UPPER_RIGHT,))
    )
    hinted = board.render_image()
    board.show_solution(solution.moves, animate=False)
    solved = board.render_image()

    marks = {
        "normal stick": signature(board, solved, solved_background, SEVEN_TOP),
        "moved in": signature(board, solved, solved_background, FIVE_UPPER_RIGHT),
        "place left": signature(board, solved, solved_background, PLUS_VERTICAL),
        "hinted stick": signature(board, hinted, plain, PLUS_VERTICAL),
        "hinted place": signature(board, hinted, plain, FIVE_UPPER_RIGHT),
    }
    assert marks == {
        "normal stick": (True, "none"),
        "moved in": (True, "solid"),
        "place left": (False, "none", "broken"),
        "hinted stick": (True, "broken"),
        "hinted place": (False, "broken", "none"),
    }
    assert len(set(marks.values())) == len(marks)

    # The hinted cell: a box around the whole cell that stands out all the way round.
    geometry = BoardGeometry(board.shown_layout(), board.size(), with_tray=False)
    width = STICK_WIDTH * geometry.scale
    box = geometry.cell_rect(2).adjusted(-width, -width, width, width)
    edge = [QPointF(box.left() + box.width() * t / 40, box.top()) for t in range(8, 33)]
    edge += [QPointF(box.left(), box.top() + box.height() * t / 40) for t in range(8, 33)]
    share, _ = coverage(hinted, plain, edge)
    assert share > 0.9


def test_sticks_moved_during_play_are_marked_as_in_the_solution_preview(qtbot):
    board = shown_board(qtbot, Puzzle(parse("5+7=2")))
    (solution,) = solve(board.puzzle())
    solved_plain = MatchBoard()
    solved_plain.resize(board.size())
    solved_plain.set_puzzle(Puzzle(solution.layout))
    background = solved_plain.render_image()
    drag(qtbot, board, centre(board, PLUS_VERTICAL), centre(board, FIVE_UPPER_RIGHT))
    board.clearFocus()
    played = board.render_image()
    assert board.highlights() == Highlights(), "no hint: the marks are the player's own moves"
    assert signature(board, played, background, FIVE_UPPER_RIGHT) == (True, "solid")
    assert signature(board, played, background, PLUS_VERTICAL) == (False, "none", "broken")
    assert signature(board, played, background, SEVEN_TOP) == (True, "none")
    board.show_solution(solution.moves, animate=False)
    previewed = board.render_image()
    for slot in (FIVE_UPPER_RIGHT, PLUS_VERTICAL, SEVEN_TOP):
        assert signature(board, played, background, slot) == signature(
            board, previewed, background, slot
        )
    board.undo()
    assert signature(board, board.render_image(), background, PLUS_VERTICAL)[0]


def test_the_add_puzzle_preview_takes_the_spare_stick_from_the_tray(qtbot):
    from tests.test_match_board import count_pixels, is_wood

    board = shown_board(qtbot, Puzzle(parse("5+3=9"), "add", 1))
    board.clearFocus()
    before = count_pixels(board.render_image(), board.tray_rect(), is_wood)
    assert before > 50, "one spare stick lies in the tray"
    (solution,) = [s for s in solve(board.puzzle()) if s.text == "5+3=8"]
    board.move_duration_ms = 4000
    board.show_solution(solution.moves)
    qtbot.waitUntil(lambda: board._flying is not None and board._flying.progress > 0.6)
    flying = count_pixels(board.render_image(), board.tray_rect(), is_wood)
    board.show_solution(solution.moves, animate=False)
    after = count_pixels(board.render_image(), board.tray_rect(), is_wood)
    assert flying < before / 4 and after < before / 4
    board.leave_preview()
    assert count_pixels(board.render_image(), board.tray_rect(), is_wood) == before
