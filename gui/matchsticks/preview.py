"""A solution played on the board, and the glow of a solve: what the board shows in motion.

A chosen solution plays from the puzzle's start, one stick flying after another (a spare
leaves the tray as it flies, a taken-away stick reaches it as it lands); then the
moved-in sticks and the places they left stay marked until the player acts. While it shows,
the player's own layout is kept underneath, untouched. `SolutionPreview` is mixed into
`MatchBoard`, which owns the signals and calls `setup_preview` once.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEasingCurve, QVariantAnimation

from engines.matchsticks import Layout, Move, Puzzle, apply, slot_line
from gui.matchsticks.painting import BoardGeometry, FlyingStick, Highlights

CELEBRATION_MS = 1400


class SolutionPreview:
    """The board's previewed solution and its animations (a mixin for `MatchBoard`)."""

    _puzzle: Puzzle | None
    _highlights: Highlights
    _preview: Layout | None = None
    _flying: FlyingStick | None = None
    _celebration = 0.0

    def setup_preview(self) -> None:
        self.move_duration_ms = 550
        self._animation = QVariantAnimation(self)
        self._animation.setEasingCurve(QEasingCurve.Type.Linear)
        self._animation.valueChanged.connect(self._animate)
        self._animation.finished.connect(self._finish_animation)
        self._animated_moves: tuple[Move, ...] = ()
        self._animated_start: Layout | None = None
        self._celebrate_animation = QVariantAnimation(self)
        self._celebrate_animation.setStartValue(1.0)
        self._celebrate_animation.setEndValue(0.0)
        self._celebrate_animation.setDuration(CELEBRATION_MS)
        self._celebrate_animation.valueChanged.connect(self._set_celebration)

    def show_solution(self, moves: Sequence[Move], *, animate: bool = True) -> None:
        """Show the start layout turning into a solution: `moves` play one after another, then
        the old and new places of the moved sticks stay highlighted until the player acts."""
        if self._puzzle is None:
            return
        self._stop_animation()
        self._drop_hand()
        self._animated_start = self._puzzle.start
        self._animated_moves = tuple(moves)
        self._highlights = Highlights(
            sources=tuple(move.source for move in moves if move.source is not None)
        )
        if animate and moves:
            self._preview = self._puzzle.start
            self._animation.setStartValue(0.0)
            self._animation.setEndValue(float(len(moves)))
            self._animation.setDuration(self.move_duration_ms * len(moves))
            self._animation.start()
        else:
            self._finish_animation()

    def is_previewing(self) -> bool:
        """Whether a solution (or its animation) is shown instead of the player's layout."""
        return self._preview is not None

    def is_animating(self) -> bool:
        return self._animation.state() == QVariantAnimation.State.Running

    def leave_preview(self) -> None:
        """Back to the player's own layout after a previewed solution."""
        if self._preview is None and not self.is_animating():
            return
        self._stop_animation()
        self._preview = None
        self._highlights = Highlights()
        self.update()
        self.announce()
        self.preview_left.emit()

    def celebrate(self) -> None:
        """A warm glow around the board that fades out: the puzzle is solved."""
        self._celebrate_animation.stop()
        self._celebrate_animation.start()

    def _stop_animation(self) -> None:
        self._animation.stop()
        self._flying = None

    def _animate(self, value: float) -> None:
        if self._animated_start is None:
            return
        step = min(int(value), len(self._animated_moves) - 1)
        layout = self._animated_start
        for move in self._animated_moves[:step]:
            layout = apply(layout, move)
        move = self._animated_moves[step]
        geometry = BoardGeometry(layout, self.size(), self._with_tray())
        tray_line = geometry.tray_line(0, 1)
        start = slot_line(layout, move.source) if move.source is not None else tray_line
        end = slot_line(layout, move.target) if move.target is not None else tray_line
        if move.source is not None:
            layout = Layout(layout.kinds, layout.sticks - {move.source})
        self._preview = layout
        self._flying = FlyingStick(start, end, value - step)
        self.update()

    def _finish_animation(self) -> None:
        if self._animated_start is None:
            return
        layout = self._animated_start
        for move in self._animated_moves:
            layout = apply(layout, move)
        self._preview = layout
        self._flying = None
        self._highlights = Highlights(
            sources=tuple(move.source for move in self._animated_moves if move.source is not None),
            targets=tuple(move.target for move in self._animated_moves if move.target is not None),
        )
        self.update()
        self.announce()

    def _set_celebration(self, value: float) -> None:
        self._celebration = float(value)
        self.update()
