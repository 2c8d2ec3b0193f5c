"""The 24-point engine's message templates, listed where `pyside6-lupdate` can find them.

The engine is Qt-free, so its English templates cannot carry translation markers. This list
repeats them under the "engine" context that `gui.shell.i18n.translate_message` looks up; a test
checks it stays equal to `engines.twentyfour.MESSAGE_TEMPLATES`.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP

ENGINE_TEMPLATES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("engine", "{token} is not a card: use A, 2-10, J, Q, K"),
    QT_TRANSLATE_NOOP("engine", "{token} is not a card: use a whole number from 1 to {high}"),
    QT_TRANSLATE_NOOP("engine", "a joker cannot be played"),
    QT_TRANSLATE_NOOP("engine", "a hand has {low} to {high} cards"),
    QT_TRANSLATE_NOOP("engine", "the hand is too long (at most {limit} characters)"),
    QT_TRANSLATE_NOOP(
        "engine", "{text} is not a target: use a whole number or a fraction such as 7/2"
    ),
    QT_TRANSLATE_NOOP("engine", "{card} is used twice"),
    QT_TRANSLATE_NOOP("engine", "{card} is used {count} times, but the hand has only {available}"),
    QT_TRANSLATE_NOOP("engine", "{card} is not in the hand"),
    QT_TRANSLATE_NOOP("engine", "{card} is not used"),
    QT_TRANSLATE_NOOP("engine", "division by zero"),
    QT_TRANSLATE_NOOP("engine", "{left} / {right} does not divide evenly"),
    QT_TRANSLATE_NOOP("engine", "the result is {value}, not {target}"),
    QT_TRANSLATE_NOOP("engine", "unexpected {token} at position {position}"),
    QT_TRANSLATE_NOOP("engine", "the expression ends too early"),
    QT_TRANSLATE_NOOP("engine", "the expression is too long (at most {limit} characters)"),
    QT_TRANSLATE_NOOP("engine", "type an expression"),
    QT_TRANSLATE_NOOP("engine", "brackets are not allowed in left-to-right mode"),
    QT_TRANSLATE_NOOP("engine", "{expression} = {target}. Well done!"),
    QT_TRANSLATE_NOOP("engine", "{left} {op} {right} is not a whole number"),
    QT_TRANSLATE_NOOP("engine", "{left} {op} {right} is not above zero"),
    QT_TRANSLATE_NOOP(
        "engine",
        "any subset, whole steps and positive steps need brackets, not left to right",
    ),
    QT_TRANSLATE_NOOP("engine", "with whole steps the target must be a whole number, not {target}"),
    QT_TRANSLATE_NOOP("engine", "with positive steps the target must be above zero, not {target}"),
    QT_TRANSLATE_NOOP(
        "engine", "with any subset, whole steps or positive steps a hand has at most {high} cards"
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "{hand} are not Countdown numbers: 25 50 75 100 once each, 1 to 10 at most twice each",
    ),
    QT_TRANSLATE_NOOP(
        "engine",
        "{hand} is not a Krypto hand: five cards of the Krypto deck "
        "(1-6 three times, 7-10 four times, 11-17 twice, 18-25 once)",
    ),
    QT_TRANSLATE_NOOP(
        "engine", "the target must be a whole number from {low} to {high}, not {target}"
    ),
    QT_TRANSLATE_NOOP("engine", "{card} is already used"),
    QT_TRANSLATE_NOOP("engine", "there is no card at position {position}"),
    QT_TRANSLATE_NOOP("engine", "{token} is not one of + - * / ( )"),
    QT_TRANSLATE_NOOP("engine", "pick a card first, then an operator and another card"),
    QT_TRANSLATE_NOOP("engine", "pick another card: a card cannot be combined with itself"),
    QT_TRANSLATE_NOOP(
        "engine", "in left-to-right play a step takes a card from the hand on its right"
    ),
    QT_TRANSLATE_NOOP("engine", "start by combining {first} and {second}"),
    QT_TRANSLATE_NOOP("engine", "first work out {left} {op} {right} = {result}"),
    QT_TRANSLATE_NOOP("engine", "one solution is {solution}"),
    QT_TRANSLATE_NOOP("engine", "keep going: use {card} next"),
    QT_TRANSLATE_NOOP("engine", "keep going: {solution} …"),
    QT_TRANSLATE_NOOP("engine", "{expression} makes {target}: press Check"),
    QT_TRANSLATE_NOOP("engine", "take back {expression}: no solution goes on from there"),
    QT_TRANSLATE_NOOP("engine", "take back {expression}, then go on: {solution} …"),
    QT_TRANSLATE_NOOP("engine", "no hand of {cards} cards fits these settings"),
    QT_TRANSLATE_NOOP("engine", "{value} is not allowed as {name}"),
    QT_TRANSLATE_NOOP(
        "engine",
        "these cards combine in too many ways to list every solution; "
        "use fewer cards or another target",
    ),
    QT_TRANSLATE_NOOP("engine", "{count} solutions are too many to list at once"),
)
