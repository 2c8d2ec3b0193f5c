"""Undo and redo over immutable puzzle states, shared by every game.

States are frozen values, so a history is just a list and an index: undo and redo move the
index, and a new step drops whatever could have been redone.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, TypeVar

State = TypeVar("State")


class History(Generic[State]):
    """The states a puzzle went through, with the one shown now."""

    def __init__(self, start: State) -> None:
        self._states = [start]
        self._index = 0

    @classmethod
    def restore(cls, states: Sequence[State], index: int) -> History[State]:
        """A history as `states` and `index` described it (a saved game); ValueError if bad."""
        if not states or not 0 <= index < len(states):
            raise ValueError("a history needs at least one state and an index inside it")
        history = cls(states[0])
        history._states = list(states)
        history._index = index
        return history

    @property
    def states(self) -> tuple[State, ...]:
        """Every state from the start, including those that can be redone."""
        return tuple(self._states)

    @property
    def index(self) -> int:
        """Where `current` sits in `states`."""
        return self._index

    @property
    def current(self) -> State:
        return self._states[self._index]

    def push(self, state: State) -> None:
        """A new step after the current one; whatever could have been redone is dropped."""
        del self._states[self._index + 1 :]
        self._states.append(state)
        self._index += 1

    def can_undo(self) -> bool:
        return self._index > 0

    def can_redo(self) -> bool:
        return self._index < len(self._states) - 1

    def undo(self) -> bool:
        """Step back; False when there is nothing to undo."""
        if not self.can_undo():
            return False
        self._index -= 1
        return True

    def redo(self) -> bool:
        """Step forward again; False when there is nothing to redo."""
        if not self.can_redo():
            return False
        self._index += 1
        return True
