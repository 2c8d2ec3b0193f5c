"""The messages of puzzle set files, listed where `pyside6-lupdate` can find them, and a set's
problems in the current language.

The engines are Qt-free, so their English templates cannot carry translation markers. This list
repeats them under the "engine" context that `gui.shell.i18n.translate_message` looks up; a test
checks it stays equal to `engines.classroom.puzzle_sets.TEMPLATES`.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from engines.classroom.puzzle_sets import LINE_PROBLEM, SetError
from gui.shell.i18n import translate_message

ENGINE_TEMPLATES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("engine", "line {line}: {problem}"),
    QT_TRANSLATE_NOOP("engine", "the line is longer than {limit} characters"),
    QT_TRANSLATE_NOOP("engine", "a puzzle set file is at most {limit} bytes"),
    QT_TRANSLATE_NOOP("engine", "a puzzle set has at most {limit} puzzles"),
    QT_TRANSLATE_NOOP("engine", "the file is not UTF-8 text"),
    QT_TRANSLATE_NOOP("engine", "the puzzle set has no puzzles"),
    QT_TRANSLATE_NOOP("engine", "cannot read {path}: {reason}"),
    QT_TRANSLATE_NOOP("engine", "cannot write {path}: {reason}"),
    QT_TRANSLATE_NOOP("engine", "{path} is not a file"),
)


def problem_lines(error: SetError) -> list[str]:
    """Each problem of a set in the current language, with its line number where it has one."""
    line_template = QCoreApplication.translate("engine", LINE_PROBLEM)
    lines = []
    for line, problem in error.problems:
        text = translate_message(problem)
        lines.append(text if line == 0 else line_template.format(line=line, problem=text))
    return lines
