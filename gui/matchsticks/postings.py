"""Puzzle kinds and numbers of sticks: how to word them, and which give an equation a solution.

A typed equation is posed with the Kind and Sticks the player chose. When that has no solution,
the player hears it at once, with the kinds and counts that do have one. Finding those may
solve three-stick puzzles, so `solvable_postings` is plain engine work the tab runs in its
worker thread.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject

from engines.matchsticks import Layout, Puzzle, Rules
from engines.matchsticks.model import KINDS, MAX_COUNT
from engines.matchsticks.solver import count_up_to
from gui.matchsticks.painting import display_equation


@dataclass(frozen=True)
class Postings:
    """The (kind, count) pairs under which `start` has at least one solution."""

    start: Layout
    rules: Rules
    solvable: tuple[tuple[str, int], ...]


def solvable_postings(start: Layout, rules: Rules) -> Postings:
    """Try every kind with 1 to MAX_COUNT sticks (engine work, safe in a worker thread)."""
    solvable = tuple(
        (kind, count)
        for kind in KINDS
        for count in range(1, MAX_COUNT + 1)
        if count_up_to(Puzzle(start, kind, count), 1, rules) > 0
    )
    return Postings(start, rules, solvable)


class PosingTexts(QObject):
    """How the game words a puzzle's kind and number of sticks: the task, the progress, and
    a puzzle without a solution with the ways it has one."""

    def task(self, puzzle: Puzzle, solutions: int = 0) -> str:
        """ "Move one stick to make the equation true." and the like; with several
        `solutions`, how many there are."""
        if puzzle.count == 1:
            templates = {
                "move": self.tr("Move one stick to make the equation true."),
                "add": self.tr("Add one stick to make the equation true."),
                "remove": self.tr("Remove one stick to make the equation true."),
            }
        else:
            templates = {
                "move": self.tr("Move {count} sticks to make the equation true."),
                "add": self.tr("Add {count} sticks to make the equation true."),
                "remove": self.tr("Remove {count} sticks to make the equation true."),
            }
        task = templates[puzzle.kind].format(count=puzzle.count)
        if solutions < 2:
            return task
        return self.tr("{task} This puzzle has {count} solutions.").format(
            task=task, count=solutions
        )

    def progress(self, puzzle: Puzzle, used: int) -> str:
        """ "Moved: 1 stick of 2" and the like: counted as people count."""
        if used == 1:
            templates = {
                "move": self.tr("Moved: 1 stick of {allowed}"),
                "add": self.tr("Added: 1 stick of {allowed}"),
                "remove": self.tr("Removed: 1 stick of {allowed}"),
            }
        else:
            templates = {
                "move": self.tr("Moved: {used} sticks of {allowed}"),
                "add": self.tr("Added: {used} sticks of {allowed}"),
                "remove": self.tr("Removed: {used} sticks of {allowed}"),
            }
        return templates[puzzle.kind].format(used=used, allowed=puzzle.count)

    def posing(self, kind: str, count: int) -> str:
        """ "move 1 stick", "add 2 sticks"...: a kind of puzzle and its number of sticks."""
        if count == 1:
            templates = {
                "move": self.tr("move 1 stick"),
                "add": self.tr("add 1 stick"),
                "remove": self.tr("remove 1 stick"),
            }
        else:
            templates = {
                "move": self.tr("move {count} sticks"),
                "add": self.tr("add {count} sticks"),
                "remove": self.tr("remove {count} sticks"),
            }
        return templates[kind].format(count=count)

    def already_true(self, puzzle: Puzzle) -> str:
        """A typed equation that is true already, with no other true one in reach."""
        equation = display_equation(puzzle.start.text() or "").strip()
        return self.tr(
            "{equation} is already true, and no other true equation is there when you {posed}."
        ).format(equation=equation, posed=self.posing(puzzle.kind, puzzle.count))

    def unsolvable(self, puzzle: Puzzle, postings: Postings | None) -> str:
        """The puzzle has no solution; with `postings` None the other ways are still sought."""
        equation = display_equation(puzzle.start.text() or "").strip()
        posed = self.posing(puzzle.kind, puzzle.count)
        if postings is None:
            return self.tr(
                "{equation} has no solution when you {posed}. Looking for the ways it has one…"
            ).format(equation=equation, posed=posed)
        if not postings.solvable:
            return self.tr(
                "{equation} has no solution when you {posed}, nor with any other kind or "
                "number of sticks."
            ).format(equation=equation, posed=posed)
        others = self.tr("; ").join(self.posing(*posting) for posting in postings.solvable)
        return self.tr(
            "{equation} has no solution when you {posed}. It has one when you: {others}."
        ).format(equation=equation, posed=posed, others=others)
