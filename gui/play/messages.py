"""Every message template of the mid-end (`engines.play.messages`), marked for translation.

The mid-end is Qt-free, so lupdate finds its templates here, in the "engine" context where
`gui.shell.i18n.translate_message` looks them up. A test keeps this list equal to
`engines.play.messages.MESSAGE_TEMPLATES`.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

ENGINE_TEMPLATES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("engine", "Right: these cards cannot make {target}. Well done!"),
    QT_TRANSLATE_NOOP("engine", "Not so: these cards can make {target}. Keep looking!"),
    QT_TRANSLATE_NOOP(
        "engine",
        "Right: these cards cannot make {target}. "
        "You chose this hand, so the call scores nothing.",
    ),
    QT_TRANSLATE_NOOP(
        "engine", "{value} is {away} away from {target}: {points} points unless you get closer"
    ),
    QT_TRANSLATE_NOOP("engine", "Time's up! Nothing within 10 of {target}, so no points."),
    QT_TRANSLATE_NOOP(
        "engine",
        "Time's up! Your closest answer, {value}, is {away} away from {target}: {points} points.",
    ),
    QT_TRANSLATE_NOOP("engine", "this puzzle: {terms}"),
    QT_TRANSLATE_NOOP("engine", "target {target}"),
    QT_TRANSLATE_NOOP("engine", "{cards} cards"),
    QT_TRANSLATE_NOOP("engine", "left to right"),
    QT_TRANSLATE_NOOP("engine", "brackets allowed"),
    QT_TRANSLATE_NOOP("engine", "division truncates"),
    QT_TRANSLATE_NOOP("engine", "exact division"),
    QT_TRANSLATE_NOOP("engine", "move {count} stick(s)"),
    QT_TRANSLATE_NOOP("engine", "add {count} stick(s)"),
    QT_TRANSLATE_NOOP("engine", "take away {count} stick(s)"),
    QT_TRANSLATE_NOOP("engine", "the = may change"),
    QT_TRANSLATE_NOOP("engine", "the = stays"),
    QT_TRANSLATE_NOOP("engine", "× and ÷ allowed"),
    QT_TRANSLATE_NOOP("engine", "only + and −"),
    QT_TRANSLATE_NOOP("engine", "leading zeros allowed"),
    QT_TRANSLATE_NOOP("engine", "no leading zeros"),
)
