"""Every message template of the matchstick engine, marked for translation.

lupdate reads these QT_TRANSLATE_NOOP calls and puts the templates into the matchsticks .ts
file in the "engine" context, where `gui.shell.i18n.translate_message` looks them up at run time.
A test keeps this list equal to `engines.matchsticks.MESSAGE_TEMPLATES`.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

ENGINE_TEMPLATES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("engine", "{operator} is not an operator: choose from + - * /"),
    QT_TRANSLATE_NOOP("engine", "the rules need at least one operator"),
    QT_TRANSLATE_NOOP(
        "engine", "{glyphs} is not a set of shapes: choose standard, flexible, handwritten or roman"
    ),
    QT_TRANSLATE_NOOP("engine", "a puzzle moves, adds or removes 1 to {limit} sticks, not {count}"),
    QT_TRANSLATE_NOOP("engine", "{kind} is not a puzzle kind: choose move, add or remove"),
    QT_TRANSLATE_NOOP("engine", "there is no stick to take from that place"),
    QT_TRANSLATE_NOOP("engine", "that place already has a stick"),
    QT_TRANSLATE_NOOP("engine", "there is no such place for a stick"),
    QT_TRANSLATE_NOOP("engine", "a move needs a stick to take or a place to put one"),
    QT_TRANSLATE_NOOP("engine", "the equation is empty"),
    QT_TRANSLATE_NOOP(
        "engine", "the equation has {length} characters; at most {limit} are allowed"
    ),
    QT_TRANSLATE_NOOP("engine", "{text} is not an equation: {character} is not allowed"),
    QT_TRANSLATE_NOOP("engine", "{text} uses {operator}, which these rules do not allow"),
    QT_TRANSLATE_NOOP("engine", "{text} is not an equation: it has no ="),
    QT_TRANSLATE_NOOP("engine", "{text} is not an equation: it has more than one ="),
    QT_TRANSLATE_NOOP("engine", "{text} is not an equation: a number is missing"),
    QT_TRANSLATE_NOOP("engine", "the first cell is not a digit"),
    QT_TRANSLATE_NOOP("engine", "the first cell is not an operator"),
    QT_TRANSLATE_NOOP("engine", "the first cell is not a Roman numeral letter"),
    QT_TRANSLATE_NOOP("engine", "the second cell is not a digit"),
    QT_TRANSLATE_NOOP("engine", "the second cell is not an operator"),
    QT_TRANSLATE_NOOP("engine", "the second cell is not a Roman numeral letter"),
    QT_TRANSLATE_NOOP("engine", "the third cell is not a digit"),
    QT_TRANSLATE_NOOP("engine", "the third cell is not an operator"),
    QT_TRANSLATE_NOOP("engine", "the third cell is not a Roman numeral letter"),
    QT_TRANSLATE_NOOP("engine", "the fourth cell is not a digit"),
    QT_TRANSLATE_NOOP("engine", "the fourth cell is not an operator"),
    QT_TRANSLATE_NOOP("engine", "the fourth cell is not a Roman numeral letter"),
    QT_TRANSLATE_NOOP("engine", "the fifth cell is not a digit"),
    QT_TRANSLATE_NOOP("engine", "the fifth cell is not an operator"),
    QT_TRANSLATE_NOOP("engine", "the fifth cell is not a Roman numeral letter"),
    QT_TRANSLATE_NOOP("engine", "the sixth cell is not a digit"),
    QT_TRANSLATE_NOOP("engine", "the sixth cell is not an operator"),
    QT_TRANSLATE_NOOP("engine", "the sixth cell is not a Roman numeral letter"),
    QT_TRANSLATE_NOOP("engine", "the seventh cell is not a digit"),
    QT_TRANSLATE_NOOP("engine", "the seventh cell is not an operator"),
    QT_TRANSLATE_NOOP("engine", "the seventh cell is not a Roman numeral letter"),
    QT_TRANSLATE_NOOP("engine", "the eighth cell is not a digit"),
    QT_TRANSLATE_NOOP("engine", "the eighth cell is not an operator"),
    QT_TRANSLATE_NOOP("engine", "the eighth cell is not a Roman numeral letter"),
    QT_TRANSLATE_NOOP("engine", "the ninth cell is not a digit"),
    QT_TRANSLATE_NOOP("engine", "the ninth cell is not an operator"),
    QT_TRANSLATE_NOOP("engine", "the ninth cell is not a Roman numeral letter"),
    QT_TRANSLATE_NOOP("engine", "the tenth cell is not a digit"),
    QT_TRANSLATE_NOOP("engine", "the tenth cell is not an operator"),
    QT_TRANSLATE_NOOP("engine", "the tenth cell is not a Roman numeral letter"),
    QT_TRANSLATE_NOOP("engine", "cell {number} is not a digit"),
    QT_TRANSLATE_NOOP("engine", "cell {number} is not an operator"),
    QT_TRANSLATE_NOOP("engine", "cell {number} is not a Roman numeral letter"),
    QT_TRANSLATE_NOOP("engine", "the = sign cannot change under these rules"),
    QT_TRANSLATE_NOOP("engine", "the equation must have exactly one ="),
    QT_TRANSLATE_NOOP("engine", "{number} starts with 0, which these rules do not allow"),
    QT_TRANSLATE_NOOP("engine", "{number} is not a Roman numeral in its standard form"),
    QT_TRANSLATE_NOOP("engine", "a minus sign cannot stand before 0"),
    QT_TRANSLATE_NOOP("engine", "{equation} is false"),
    QT_TRANSLATE_NOOP("engine", "{used} sticks moved, {allowed} allowed"),
    QT_TRANSLATE_NOOP("engine", "{used} sticks added, {allowed} allowed"),
    QT_TRANSLATE_NOOP("engine", "{used} sticks removed, {allowed} allowed"),
    QT_TRANSLATE_NOOP(
        "engine", "in this puzzle sticks may only be moved: none added or taken away"
    ),
    QT_TRANSLATE_NOOP("engine", "in this puzzle sticks may only be added"),
    QT_TRANSLATE_NOOP("engine", "in this puzzle sticks may only be taken away"),
    QT_TRANSLATE_NOOP("engine", "{used} of {allowed} sticks moved: exactly {allowed} must move"),
    QT_TRANSLATE_NOOP(
        "engine", "{used} of {allowed} sticks added: exactly {allowed} must be added"
    ),
    QT_TRANSLATE_NOOP(
        "engine", "{used} of {allowed} sticks taken away: exactly {allowed} must be taken away"
    ),
    QT_TRANSLATE_NOOP("engine", "nothing has moved yet"),
    QT_TRANSLATE_NOOP("engine", "the puzzle cannot become {equation} with the sticks it allows"),
    QT_TRANSLATE_NOOP("engine", "the layout does not have the puzzle's cells"),
    QT_TRANSLATE_NOOP("engine", "{equation} is true. Well done!"),
    QT_TRANSLATE_NOOP("engine", "the puzzle does not show an equation"),
    QT_TRANSLATE_NOOP("engine", "numbers have 1 to {limit} digits, not {digits}"),
    QT_TRANSLATE_NOOP("engine", "no puzzle with these settings was found; try other settings"),
    QT_TRANSLATE_NOOP(
        "engine",
        "adding or taking away one stick never makes a hard puzzle: choose medium, or two or more "
        "sticks",
    ),
    QT_TRANSLATE_NOOP("engine", "look at cell {cell}"),
    QT_TRANSLATE_NOOP("engine", "look at cells {cells}"),
    QT_TRANSLATE_NOOP("engine", "move a stick from cell {sources} to cell {targets}"),
    QT_TRANSLATE_NOOP("engine", "add a stick to cell {targets}"),
    QT_TRANSLATE_NOOP("engine", "take a stick away from cell {sources}"),
    QT_TRANSLATE_NOOP("engine", "move sticks from cell {sources} to cell {targets}"),
    QT_TRANSLATE_NOOP("engine", "move sticks from cell {sources} to cells {targets}"),
    QT_TRANSLATE_NOOP("engine", "move sticks from cells {sources} to cell {targets}"),
    QT_TRANSLATE_NOOP("engine", "move sticks from cells {sources} to cells {targets}"),
    QT_TRANSLATE_NOOP("engine", "add sticks to cell {targets}"),
    QT_TRANSLATE_NOOP("engine", "add sticks to cells {targets}"),
    QT_TRANSLATE_NOOP("engine", "take sticks away from cell {sources}"),
    QT_TRANSLATE_NOOP("engine", "take sticks away from cells {sources}"),
    QT_TRANSLATE_NOOP("engine", "the answer is {equation}"),
    QT_TRANSLATE_NOOP("engine", "the board already shows a solution: press Check"),
    QT_TRANSLATE_NOOP("engine", "take back your move in cell {cells}: it leads to no solution"),
    QT_TRANSLATE_NOOP("engine", "take back your move in cells {cells}: it leads to no solution"),
    QT_TRANSLATE_NOOP(
        "engine", "take back your moves in cell {cells}: they lead to no solution"
    ),
    QT_TRANSLATE_NOOP(
        "engine", "take back your moves in cells {cells}: they lead to no solution"
    ),
    QT_TRANSLATE_NOOP("engine", "There are no spare sticks left to add."),
    QT_TRANSLATE_NOOP(
        "engine", "In this puzzle you add sticks: the ones already there stay put."
    ),
    QT_TRANSLATE_NOOP("engine", "A stick cannot go there: choose an empty place."),
    QT_TRANSLATE_NOOP(
        "engine", "You have already moved the 1 stick allowed: undo or reset to try another."
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "You have already moved the {allowed} sticks allowed: undo or reset to try another.",
    ),
    QT_TRANSLATE_NOOP(
        "engine", "You have already removed the 1 stick allowed: undo or reset to try another."
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "You have already removed the {allowed} sticks allowed: undo or reset to try another.",
    ),
    QT_TRANSLATE_NOOP("engine", "Only 1 stick may change in this puzzle."),
    QT_TRANSLATE_NOOP("engine", "Only {allowed} sticks may change in this puzzle."),
    QT_TRANSLATE_NOOP("engine", "{value} is not allowed as {name}"),
)
