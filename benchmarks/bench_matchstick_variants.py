"""Speed of the matchstick glyph sets and Roman numerals, against the fixed pure-Python workload
timed in the same run.

Goal (issue 25): a Roman or a flexible 2-move solve in under 0.1 s on a typical desktop, which
is x0.65 of the fixed workload (`baselines.fixed_work`, about 0.15 s at that speed), for the
slowest of a few typical puzzles. Beside each: the mean over the puzzles, the standard 2-move
solve of their Arabic twins, and the brute force over sticks on the first puzzle.
"""

from __future__ import annotations

from collections.abc import Callable

from baselines import fixed_work_seconds, median_seconds, report, title

from engines.matchsticks import Puzzle, Rules, parse, solve
from engines.matchsticks.reference import brute_force_solve

REPEATS = 11
GOAL = 0.65
OPS = "+-*/"
ROMAN = ("XI+I=X", "IV=XII-VI", "XXIV+XIII=XXXVI", "VII*III=XXII", "XLIX-IX=XXXIX")
ARABIC = ("11+1=10", "4=12-6", "24+13=36", "7*3=22", "49-9=39")
FLEXIBLE = ("5+7=2", "12+34=56", "96-17=73", "-8+15=7", "7*3=22")


def solving(texts: tuple[str, ...], rules: Rules, solver: Callable = solve) -> Callable[[], object]:
    puzzles = [Puzzle(parse(text, rules), "move", 2) for text in texts]
    return lambda: [solver(puzzle, rules) for puzzle in puzzles]


def main() -> None:
    work = fixed_work_seconds()
    title(f"matchstick glyph sets: 2-move solves, medians of {REPEATS} runs")
    standard = Rules(ops=OPS)
    arabic = median_seconds(solving(ARABIC, standard), REPEATS) / len(ARABIC)
    for name, texts, glyphs in (("Roman", ROMAN, "roman"), ("flexible", FLEXIBLE, "flexible")):
        rules = Rules(ops=OPS, glyphs=glyphs)
        mean = median_seconds(solving(texts, rules), REPEATS) / len(texts)
        slowest = max(median_seconds(solving((text,), rules), REPEATS) for text in texts)
        brute = median_seconds(solving(texts[:1], rules, brute_force_solve), 1)
        note = (
            f"mean {mean * 1000:.2f} ms, {mean / arabic:.1f}x standard digits"
            f" ({arabic * 1000:.2f} ms); brute force on {texts[0]} {brute:.2f} s"
        )
        report(f"{name}, slowest of {len(texts)}", slowest, work, GOAL, note, width=20)


if __name__ == "__main__":
    main()
