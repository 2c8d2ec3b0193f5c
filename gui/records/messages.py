"""The messages of puzzle codes and records, listed where `pyside6-lupdate` can find them.

The engines are Qt-free, so their English templates cannot carry translation markers. This list
repeats them under the "engine" context that `gui.shell.i18n.translate_message` looks up; a test
checks it stays equal to `engines.sharing.codes.TEMPLATES + engines.records.database.TEMPLATES`.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP

ENGINE_TEMPLATES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("engine", "type a puzzle code"),
    QT_TRANSLATE_NOOP("engine", "a puzzle code has at most {limit} characters"),
    QT_TRANSLATE_NOOP("engine", "{code} is not a puzzle code: codes look like 24:3388 or MS:5+7=2"),
    QT_TRANSLATE_NOOP("engine", "{game} is not a game: a code starts with 24: or MS:"),
    QT_TRANSLATE_NOOP("engine", "{code} is a code for the other game"),
    QT_TRANSLATE_NOOP(
        "engine", "{cards} are not cards: a code writes each card as one of A 2-9 T J Q K"
    ),
    QT_TRANSLATE_NOOP("engine", "{options} is not a 24 points option: use T and a target, L or I"),
    QT_TRANSLATE_NOOP(
        "engine",
        "{options} is not a matchstick option: use M, A or R with 1 to 3, E, Z or O and operators",
    ),
    QT_TRANSLATE_NOOP("engine", "Records are off: another program is using the records file."),
    QT_TRANSLATE_NOOP("engine", "Records are off: {path} cannot be written."),
    QT_TRANSLATE_NOOP(
        "engine", "Records are off: the records file comes from a newer Puzzle Suite."
    ),
    QT_TRANSLATE_NOOP(
        "engine", "The records file was damaged; it was kept as {name} and a new one started."
    ),
    QT_TRANSLATE_NOOP("engine", "a player name has 1 to {limit} characters"),
)
