"""Small immutable values written out by hand, for the classes every command line loads.

`dataclasses` loads `inspect` (and with it `ast`, `dis`, `tokenize`) and writes each class's
methods through `exec`: together a third of a `solve` command's start. `Frozen` gives the same
behaviour as a frozen dataclass (equality and hash over the fields, a repr naming them,
assignment refused, pickling, `replace`) for a class that sets its fields in its own
`__init__` with `_set`.
"""

from __future__ import annotations

from operator import attrgetter

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Self

_set_field = object.__setattr__
"""Bound once: a fifth of the time `_set` took went to looking it up for each field."""


class Frozen:
    """Base of an immutable value. `_fields` names the `__init__` arguments in order;
    `_compared` those that equality, hash and repr use (all of them unless narrowed)."""

    __slots__ = ()
    _fields: tuple[str, ...] = ()
    _compared: tuple[str, ...] | None = None

    def __init_subclass__(cls) -> None:
        super().__init_subclass__()
        names = cls._fields if cls._compared is None else cls._compared
        if len(names) > 1:
            cls._compared_values = staticmethod(attrgetter(*names))
        else:
            cls._compared_values = staticmethod(
                lambda value: tuple(getattr(value, n) for n in names)
            )

    def _set(self, **fields: object) -> None:
        for name, value in fields.items():
            _set_field(self, name, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cannot assign to field {name!r} of {type(self).__name__}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r} of {type(self).__name__}")

    @staticmethod
    def _compared_values(value: Frozen) -> tuple[object, ...]:
        """The compared fields' values of `value` (made for each class by `__init_subclass__`)."""
        return ()

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._compared_values(self) == self._compared_values(other)  # type: ignore[arg-type]

    def __hash__(self) -> int:
        return hash(self._compared_values(self))

    def __repr__(self) -> str:
        names = self._fields if self._compared is None else self._compared
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in names)
        return f"{type(self).__name__}({shown})"

    def __reduce__(self) -> tuple[type[Self], tuple[object, ...]]:
        return type(self), tuple(getattr(self, name) for name in self._fields)

    def replace(self, **changes: object) -> Self:
        """A copy with `changes` to some fields, checked again by `__init__`."""
        fields = {name: getattr(self, name) for name in self._fields}
        fields.update(changes)
        return type(self)(**fields)
