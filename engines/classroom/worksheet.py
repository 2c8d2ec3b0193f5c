"""What goes on a printed worksheet: the puzzles and their complete, engine-checked answer keys.

Printed practice sheets found online carry wrong answers; ours come from the solvers, so every
distinct 24-point solution and every matchstick solution is listed, and nothing else. This module
decides the puzzles (reproducibly from a seed) and the answers; `gui.classroom.worksheet` only
draws them.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Literal

from engines import matchsticks, twentyfour
from engines.common import Level, Message
from engines.matchsticks.hint_ladder import step_message
from engines.play.matchstick_puzzle import MatchstickPuzzle
from engines.play.puzzles import TwentyFourPuzzle
from engines.twentyfour.cards import shown_card
from engines.twentyfour.known_hands import LISTED, known
from engines.twentyfour.presets import (
    DEFAULT_LARGE,
    PRESETS,
    PresetName,
    deal_countdown,
    deal_krypto,
)
from engines.twentyfour.rules import DEFAULT_RULES

Game = Literal["24", "matchsticks"]
DISTINCT_TRIES = 10
"""Seeds tried per puzzle to avoid printing the same puzzle twice before accepting a repeat."""
SEED_LIMIT = 2**31
LISTED_SOLUTIONS = LISTED
"""24-point solutions an entry lists, simplest first: the most a sheet or the presentation
shows; the others are only counted."""
KEY_SOLUTIONS = 8
"""24-point solutions a printed answer key shows before "+N more"."""
NO_SOLUTION_EVERY = 6
"""With `Options.no_solution`, one puzzle in this many has no solution."""
UNSOLVABLE_DEALS = 400
"""Hands dealt in search of one without a solution (about one 4-card hand in five has none;
six cards rarely do) before dealing from LOW_CARDS alone, and as many again before falling
back to a hand of aces, which never makes 24."""
LOW_CARDS = (1, 2, 3, 4)


@dataclass(frozen=True)
class Options:
    """What a teacher chooses; `seed` None means a fresh one (the sheet prints the seed used)."""

    game: Game = "24"
    count: int = 12
    level: Level | None = None
    cards: int = 4
    kind: matchsticks.Kind = "move"
    sticks: int = 1
    seed: int | None = None
    preset: PresetName = "24"
    """For 24 points: "countdown" and "krypto" deal their own hands and targets (`cards` and
    `level` then do not apply), each with a solution."""
    large: int = DEFAULT_LARGE
    """How many large numbers a Countdown hand holds."""
    glyphs: str = "standard"
    """Matchsticks: the glyph set numbers are drawn with (`matchsticks.glyphs.GLYPH_SETS`)."""
    no_solution: bool = False
    """Some puzzles (one in NO_SOLUTION_EVERY, at least one) have no solution, for pupils to
    spot; the others are the ones the sheet has without it. Not for Countdown or Krypto."""


@dataclass(frozen=True)
class MatchstickAnswer:
    """One solution: the equation, the layout it shows and what to do, by cell."""

    equation: str
    layout: matchsticks.Layout
    steps: Message


@dataclass(frozen=True)
class Entry:
    """One puzzle of a sheet and its answer key.

    For 24 points `hand` is set, `solution_count` says how many distinct solutions it has and
    `solutions` holds the first LISTED_SOLUTIONS of them in ASCII; for matchsticks `puzzle` is set
    and `answers` holds every solution with its moves. `rules` are the game's rules the puzzle
    is played and solved under.
    """

    game: Game
    rules: twentyfour.Rules | matchsticks.Rules
    hand: tuple[int, ...] = ()
    solutions: tuple[str, ...] = ()
    solution_count: int = 0
    puzzle: matchsticks.Puzzle | None = None
    answers: tuple[MatchstickAnswer, ...] = field(default=())

    @property
    def target(self) -> Fraction:
        """The number a 24-point hand must make."""
        assert isinstance(self.rules, twentyfour.Rules)
        return self.rules.target

    @property
    def card_names(self) -> tuple[str, ...]:
        """The 24-point cards as printed: `A`, `K` among playing cards, plain numbers where the
        rules deal number cards (Countdown, Krypto)."""
        assert isinstance(self.rules, twentyfour.Rules)
        return tuple(shown_card(value, self.rules.highest_card) for value in self.hand)

    @property
    def text(self) -> str:
        """The puzzle in words a screen reader and a teacher can read: `3 3 8 8` or `5+7=2`."""
        if self.puzzle is not None:
            return str(self.puzzle.start.text())
        cards = " ".join(self.card_names)
        return cards if self.target == 24 else f"{cards} → {self.target}"


def twentyfour_entry(hand: Sequence[int], rules: twentyfour.Rules = DEFAULT_RULES) -> Entry:
    """The hand's entry; a dealable hand under the usual rules comes from `known_hands`."""
    table = known(hand, rules)
    if table is not None:
        count, first = table.count, table.first
    else:
        listed = twentyfour.first_solutions(hand, rules, LISTED_SOLUTIONS)
        count, first = listed.count, tuple(solution.text for solution in listed.first)
    return Entry("24", rules, hand=tuple(hand), solutions=first, solution_count=count)


def matchstick_entry(
    puzzle: matchsticks.Puzzle, rules: matchsticks.Rules = matchsticks.STANDARD_RULES
) -> Entry:
    answers = tuple(
        MatchstickAnswer(solution.text, solution.layout, step_message(puzzle.kind, solution.moves))
        for solution in matchsticks.solve(puzzle, rules)
    )
    return Entry("matchsticks", rules, puzzle=puzzle, answers=answers)


def entry_of(puzzle: TwentyFourPuzzle | MatchstickPuzzle) -> Entry:
    """The entry of a puzzle as a code or a set names it, under its own rules."""
    if isinstance(puzzle, TwentyFourPuzzle):
        return twentyfour_entry(puzzle.hand, puzzle.rules)
    return matchstick_entry(puzzle.puzzle, puzzle.rules)


def unanswered_entry(puzzle: TwentyFourPuzzle | MatchstickPuzzle) -> Entry:
    """The entry of a puzzle whose answers are still being worked out: enough to draw the
    puzzle itself."""
    if isinstance(puzzle, TwentyFourPuzzle):
        return Entry("24", puzzle.rules, hand=puzzle.hand)
    return Entry("matchsticks", puzzle.rules, puzzle=puzzle.puzzle)


def _one(options: Options, seed: int) -> tuple[TwentyFourPuzzle | MatchstickPuzzle, object]:
    """A puzzle for `seed` and what makes it the same puzzle as another."""
    if options.game == "24" and options.preset != "24":
        if options.preset == "countdown":
            hand, target = deal_countdown(seed, options.large, solvable_only=True)
        else:
            hand, target = deal_krypto(seed)
        rules = PRESETS[options.preset].rules(target)
        return TwentyFourPuzzle(hand, rules), (tuple(sorted(hand)), target)
    if options.game == "24":
        hand = tuple(twentyfour.deal(options.level, seed=seed, cards=options.cards))
        return TwentyFourPuzzle(hand), tuple(sorted(hand))
    rules = matchsticks.Rules(glyphs=options.glyphs)
    puzzle = matchsticks.generate(
        options.kind, options.sticks, level=options.level, seed=seed, rules=rules
    )
    return MatchstickPuzzle(puzzle, rules), puzzle.start.text()


def _unsolvable_hand(cards: int, seed: int) -> tuple[int, ...]:
    """A hand of `cards` cards that cannot make 24, the same for the same seed: dealt from the
    whole deck if one turns up soon, else from its low cards, else all aces."""
    deals = random.Random(seed)
    dealt = (
        twentyfour.deal(seed=deals.randrange(SEED_LIMIT), cards=cards, solvable_only=False)
        for _ in range(UNSOLVABLE_DEALS)
    )
    low = (tuple(deals.choices(LOW_CARDS, k=cards)) for _ in range(UNSOLVABLE_DEALS))
    for hand in itertools.chain(dealt, low):
        table = known(hand, DEFAULT_RULES)
        if not (table.count if table else twentyfour.is_solvable(hand)):
            return hand
    return (1,) * cards


def _unsolvable(options: Options, seed: int) -> tuple[TwentyFourPuzzle | MatchstickPuzzle, object]:
    """A puzzle for `seed` with no solution, and what makes it the same puzzle as another."""
    if options.game == "24":
        hand = _unsolvable_hand(options.cards, seed)
        return TwentyFourPuzzle(hand), tuple(sorted(hand))
    rules = matchsticks.Rules(glyphs=options.glyphs)
    puzzle = matchsticks.generate_unsolvable(
        options.kind, options.sticks, seed=seed, rules=rules
    )
    return MatchstickPuzzle(puzzle, rules), puzzle.start.text()


def no_solution_places(options: Options, seed: int) -> frozenset[int]:
    """Which puzzles of the sheet (0 first) have no solution: none unless asked for, else one
    in NO_SOLUTION_EVERY, placed by the seed."""
    if not options.no_solution or (options.game == "24" and options.preset != "24"):
        return frozenset()
    places = random.Random(f"no solution {seed}")
    many = max(1, options.count // NO_SOLUTION_EVERY)
    return frozenset(places.sample(range(options.count), many))


Maker = Callable[[Options, int], tuple[TwentyFourPuzzle | MatchstickPuzzle, object]]


def _distinct(
    make: Maker, options: Options, draw: random.Random, seen: set[object]
) -> TwentyFourPuzzle | MatchstickPuzzle:
    """A puzzle `make` gives for the next seed of `draw`, not one `seen` unless DISTINCT_TRIES
    seeds give nothing else."""
    for attempt in range(DISTINCT_TRIES):
        puzzle, identity = make(options, draw.randrange(SEED_LIMIT))
        if identity not in seen or attempt == DISTINCT_TRIES - 1:
            break
    seen.add(identity)
    return puzzle


def drawn(
    options: Options, seed: int, progress: Callable[[int, int], object] | None = None
) -> list[TwentyFourPuzzle | MatchstickPuzzle]:
    """`options.count` puzzles, the same ones for the same options and seed, repeats avoided;
    with `no_solution`, those at `no_solution_places` are replaced by ones that have none (drawn
    from a seed of their own, so the others are the sheet's usual ones). `progress(done,
    total)` follows each puzzle drawn: a sheet of hard Roman puzzles takes seconds.

    Raises PuzzleInputError (GenerationError for matchsticks) when the settings allow none.
    """
    draw = random.Random(seed)
    seen: set[object] = set()
    chosen: list[TwentyFourPuzzle | MatchstickPuzzle] = []
    for _ in range(options.count):
        chosen.append(_distinct(_one, options, draw, seen))
        if progress is not None:
            progress(len(chosen), options.count)
    spare = random.Random(f"no solution puzzles {seed}")
    for place in sorted(no_solution_places(options, seed)):
        chosen[place] = _distinct(_unsolvable, options, spare, seen)
    return chosen


def entries(options: Options, seed: int) -> list[Entry]:
    """The entries of the puzzles `drawn` for `options` and `seed`, answer keys solved."""
    return [entry_of(puzzle) for puzzle in drawn(options, seed)]


def fresh_seed() -> int:
    """A seed for a sheet the teacher did not seed; printed on it so it can be made again."""
    return random.SystemRandom().randrange(1, 1_000_000)
