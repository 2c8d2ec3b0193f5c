"""Every distinct solution of a hand, found fast and exactly.

The work is done on multisets of card values (sorted tuples), never on expression strings:

- For up to three cards (four within a hand of six or seven), a table maps every reachable
  value to the canonical forms (see `forms`) that reach it. Tables of up to three cards are
  memoized for the process and shared by all hands (all 1820 four-card hands build each
  three-card table once); four-card tables belong to the search that builds them.
- A larger multiset is solved for one target value directly: split it in two, run over the
  values of the small side (a table) and ask the big side only for the one value that would
  complete the target (`target - a`, `a - target`, `target / a`, ...), recursively.

Values are `pairs.Value`s, ints or reduced integer pairs: exact, and much faster to hash and
combine than `Fraction`, which appears only at the edges. For a positive target only
non-negative intermediate values are needed (every solution has a form with non-negative
steps), which halves the tables; a target of zero or below uses signed tables.

Safe in threads: shared memos only gain entries (two threads computing one compute the same
value) or are cleared whole, never key by key; per-search tables are never shared.
"""

from __future__ import annotations

from collections import Counter, namedtuple
from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import combinations
from math import gcd

from engines.common import Message, PuzzleInputError
from engines.twentyfour import forms, merging, messages, pairs, writing
from engines.twentyfour.forms import Form
from engines.twentyfour.pairs import Value
from engines.twentyfour.rules import Rules
from engines.twentyfour.solution import Key, Solution, ranking, solution_from_text

TABLE_CARDS = 3
"""Multisets up to this size get a full value table; half of a 7-card hand fits."""
BIG_TABLE_CARDS, BIG_TABLES_FROM = 4, 6
"""A hand of six or seven cards asks each of its four-card parts for about a hundred values:
a full table of each is cheaper than asking value by value. Smaller hands ask too few."""
TARGETS_BEFORE_VALUE_SET = 4

Cards = tuple[int, ...]
Recipe = tuple[str, bool, Cards, Value, Cards, Value]
"""`(op, swapped, small, a, big, b)`: a value is `a op b` (`b op a` if swapped), a from the
cards `small` and b from `big`."""
Table = dict[Value, list[Recipe]]

_tables: dict[tuple[Cards, bool], Table] = {}
_table_forms: dict[tuple[Cards, bool, str], dict[Value, Parts]] = {}
_core_memo: dict[forms.Node, tuple[Form, forms.Stripped]] = {}
MAX_MEMO_NODES = 1 << 18
"""Cores of sub-expressions are shared by many hands; past this many the memo starts over."""
_NO_FORMS: frozenset[Form] = frozenset()
SHARED_CACHE_CARDS = 5
"""A search of more cards drops the per-target caches (`_needs`, `_wanted`) when done: they pay
across the many small hands of a table, while a big hand fills them (27 MB for seven cards)
with values few other hands ask for."""
MERGED_CORES_FROM = 4
"""Hands of this many cards merge cores as they search, sharing the tables of cores across all
the hands of `table` (14% less work than building whole forms and reducing each to its core,
since merges keep one way of parting a sum or product); smaller ones build whole forms."""
MAX_COMBINATIONS = 400_000
"""Pairs of forms one search may combine before it gives up. Every solution of 1 2 3 4 5 6 7
for 24 takes about 230,000; seven cards for a target of 0 can take millions, and gigabytes."""
ZERO_TARGET_MAX_CARDS = 6
"""Above this many cards a target of 0 is refused up front: seven took 10-30 s, then gave up."""


class TooManySolutions(PuzzleInputError):
    """A hand whose solutions are too many to list in reasonable time and memory."""


Move = tuple[Value, str, bool]
_OPS = (("+", False), ("-", False), ("-", True), ("*", False), ("/", False), ("/", True))
"""The `(op, swapped)` of each of `_results`, in order."""


def _results(a: Value, b: Value) -> list[Value | None]:
    """`a+b`, `a-b`, `b-a`, `a*b`, `a/b`, `b/a`; None for a division by 0. Unmemoized: whole
    value sets meet too many pairs. Two ints, the most common pair, stay in int arithmetic."""
    if type(a) is int and type(b) is int:
        return [
            a + b,
            a - b,
            b - a,
            a * b,
            (a // b if a % b == 0 else pairs.divide(a, b)) if b else None,
            (b // a if b % a == 0 else pairs.divide(b, a)) if a else None,
        ]
    return [
        pairs.add(a, b),
        pairs.subtract(a, b),
        pairs.subtract(b, a),
        pairs.multiply(a, b),
        pairs.divide(a, b) if b else None,
        pairs.divide(b, a) if a else None,
    ]


@lru_cache(maxsize=1 << 16)
def _outcomes(a: Value, b: Value) -> tuple[Move, ...]:
    """Every `(value, op, swapped)` from one value of each side; swapped means `b op a`."""
    return tuple(
        (value, op, swapped)
        for value, (op, swapped) in zip(_results(a, b), _OPS, strict=True)
        if value is not None
    )


@lru_cache(maxsize=1 << 16)
def _kept_outcomes(a: Value, b: Value, signed: bool) -> tuple[Move, ...]:
    """`_outcomes` without the negative values unless `signed`, as a table keeps them."""
    return tuple(
        (value, op, swapped)
        for value, (op, swapped) in zip(_results(a, b), _OPS, strict=True)
        if value is not None and (signed or pairs.numerator(value) >= 0)
    )


Need = tuple[Value, str, bool]


def _kept(top: int, bottom: int) -> Value:
    """`top / bottom`, known to be reduced already."""
    return top, bottom


@lru_cache(maxsize=1 << 16)
def _needs(a: Value, target: Value, signed: bool) -> tuple[Need, ...]:
    """Every `(b, op, swapped)` such that `a op b` (or `b op a` if swapped)
    equals target, b not negative unless `signed`.

    Memoized: across the hands of a table the same few hundred values of `a` come back.
    """
    if type(a) is int and type(target) is int:  # most values: plain int arithmetic
        target_over, a_over, common = target, a, 1
    else:  # over the common denominator, each need reduced once
        (target_top, target_bottom), (a_top, a_bottom) = pairs.parts(target), pairs.parts(a)
        target_over, a_over = target_top * a_bottom, a_top * target_bottom
        common = target_bottom * a_bottom
    # Signs are read before reducing: a need that is dropped is never reduced.
    difference, total = target_over - a_over, target_over + a_over
    alike = signed or target_over == 0 or (target_over > 0) == (a_over > 0)
    if common == 1:  # both ints: no reducing but for a ratio
        needs = [] if not (signed or difference >= 0) else [(difference, "+", False)]
        if signed or difference <= 0:
            needs.append((-difference, "-", False))
        if signed or total >= 0:
            needs.append((total, "-", True))
        if a != 0 and alike:
            needs.append((target // a if target % a == 0 else pairs.ratio(target, a), "*", False))
            needs.append((target * a, "/", True))
            if target != 0:
                reciprocal = a // target if a % target == 0 else pairs.ratio(a, target)
                needs.append((reciprocal, "/", False))
        return tuple(needs)
    ratio = pairs.ratio
    # Denominators without a common factor give a sum or difference over their product that
    # is already reduced (and never 0): it is kept as it is.
    coprime = target_bottom == 1 or a_bottom == 1 or gcd(target_bottom, a_bottom) == 1
    over = _kept if coprime else ratio
    needs = [] if not (signed or difference >= 0) else [(over(difference, common), "+", False)]
    if signed or difference <= 0:
        needs.append((over(-difference, common), "-", False))
    if signed or total >= 0:
        needs.append((over(total, common), "-", True))
    if a_over != 0 and alike:
        needs.append((ratio(target_over, a_over), "*", False))
        needs.append((ratio(target_top * a_top, common), "/", True))
        if target_over != 0:
            needs.append((ratio(a_over, target_over), "/", False))
    return tuple(needs)


@lru_cache(maxsize=8192)
def splits(cards: Cards) -> tuple[tuple[Cards, Cards], ...]:
    """Each way to cut a multiset in two, once, as (smaller side, larger side). The k-card
    choices in order and the (n-k)-card ones in reverse order are each other's rest."""
    found: dict[Cards, Cards] = {}
    count = len(cards)
    for size in range(1, count // 2 + 1):
        rests = list(combinations(cards, count - size))
        rests.reverse()
        # As many of each (n choose k); strict=True would check that at a cost for every call.
        for small, big in zip(combinations(cards, size), rests, strict=False):
            if small not in found and (2 * size < count or small <= big):
                found[small] = big
    return tuple(found.items())


@lru_cache(maxsize=8192)
def _shared(small: Cards, big: Cards) -> bool:
    """Whether the two sides of a split have a card value in common (see `merging.merge_all`)."""
    return not set(small).isdisjoint(big)


Parts = set[Form] | frozenset[Form] | merging.Ways
"""The ways a multiset reaches one value: whole forms, or cores (see `Joining`)."""


Values = tuple[Value, Value, Value]
"""The values of the small side, the big side and the result of a join."""


def _join_forms(
    op: str, swapped: bool, a_forms: Parts, b_forms: Parts, values: Values, shared: bool
) -> list[Form]:
    combine = forms.COMBINE[op]
    if swapped:
        return [combine(b_form, a_form) for a_form in a_forms for b_form in b_forms]
    return [combine(a_form, b_form) for a_form in a_forms for b_form in b_forms]


class Joining(namedtuple("Joining", ("name", "leaf", "join", "kept"))):
    """How a search puts two parts together. Whole forms are exact in every case but many
    forms share one core (a seven-card hand: 33,589 forms, 14,541 cores); merging cores
    builds each core about once, and gives way (NotComposable) in the rare cases it cannot.

    `name` names it; `leaf(card)` is one card's part; `join(op, signed, parts, parts, values,
    shared)` lists the parts two parts make; `kept(parts)` is how the parts of one value are
    kept once found. (A `collections.namedtuple`: `typing.NamedTuple` would load `typing` for
    every command line.)"""

    __slots__ = ()
    name: str
    leaf: Callable[[int], object]
    join: Callable[[str, bool, Parts, Parts, Values, bool], list]
    kept: Callable[[set], Parts]


def _as_they_are(found: set[Form]) -> set[Form]:
    return found


WHOLE_FORMS = Joining("forms", forms.leaf, _join_forms, _as_they_are)
CORES = Joining("cores", merging.cored_leaf, merging.merge_all, merging.Ways)


def table(cards: Cards, signed: bool, own: dict | None = None) -> Table:
    """Every value a small multiset reaches, with the ways (recipes) it is reached.

    The forms of a value are built only when asked for (`table_forms`): a hand looks up a few
    values of each table, and building the forms of all of them took most of the time. A table
    of more than TABLE_CARDS cards is kept in `own`, the tables of the search asking for it.
    """
    key = (cards, signed)
    known = _tables.get(key) or (own.get(key) if own is not None else None)
    if known is not None:
        return known
    store = _tables if len(cards) <= TABLE_CARDS else ({} if own is None else own)
    if len(cards) == 1:
        built: Table = {cards[0]: []}
    else:
        built = {}
        for small, big in splits(cards):
            big_values = table(big, signed)
            for a in table(small, signed):
                for b in big_values:
                    for value, op, swapped in _kept_outcomes(a, b, signed):
                        recipe = (op, swapped, small, a, big, b)
                        bucket = built.get(value)
                        if bucket is None:
                            built[value] = [recipe]
                        else:
                            bucket.append(recipe)
    store[key] = built
    return built


def _worked_out(cards: Cards, signed: bool, joining: Joining, own: dict | None) -> dict:
    """The forms of each value of a small multiset's table worked out so far: a search looks
    up many values of one table in a row. Kept in `own` above TABLE_CARDS cards, as tables."""
    key = (cards, signed, joining.name)
    worked_out = _table_forms.get(key)
    if worked_out is None:
        store = _table_forms if len(cards) <= TABLE_CARDS else ({} if own is None else own)
        worked_out = store.setdefault(key, {})
    return worked_out


def table_forms(cards: Cards, signed: bool, value: Value, joining: Joining, own: dict) -> Parts:
    """The forms (or cores) by which a small multiset reaches a value (none if it does not)."""
    worked_out = _worked_out(cards, signed, joining, own)
    known = worked_out.get(value)
    if known is None:
        recipes = table(cards, signed, own).get(value)
        if recipes is None:
            return _NO_FORMS
        if len(cards) == 1:
            known = {joining.leaf(cards[0])}
        else:
            known = set()
            join = joining.join
            split = None
            for op, swapped, small, a, big, b in recipes:
                if (small, big) != split:  # the recipes of one split come together
                    split = (small, big)
                    shared = _shared(small, big)
                    small_forms = _worked_out(small, signed, joining, own)
                    big_forms = _worked_out(big, signed, joining, own)
                a_forms = small_forms.get(a) or table_forms(small, signed, a, joining, own)
                b_forms = big_forms.get(b) or table_forms(big, signed, b, joining, own)
                known.update(join(op, swapped, a_forms, b_forms, (a, b, value), shared))
        worked_out[value] = known = joining.kept(known)
    return known


Wanted = tuple[Value, tuple[Need, ...]]


@lru_cache(maxsize=1 << 14)
def _wanted(small: Cards, target: Value, signed: bool) -> tuple[Wanted, ...]:
    """Each value `a` of `small` with its `_needs` for the target. Memoized: the small sides
    of all hands are few and shared; the needs themselves are shared with `_needs`."""
    return tuple([(a, _needs(a, target, signed)) for a in table(small, signed)])


class Search:
    """One hand's search: the forms that reach a target, whether one does, or the value set
    of a part (for `nearest`). Memoizes the big sides, which no other hand shares."""

    def __init__(
        self,
        signed: bool,
        joining: Joining = WHOLE_FORMS,
        table_cards: int = TABLE_CARDS,
        listed: Cards | None = None,
    ) -> None:
        """`listed`: a multiset (the whole hand) whose forms are listed as found, duplicates
        and all, for a caller that sorts them out itself: a set of the 16,000 cores of seven
        cards hashes each whole core once more."""
        self.signed = signed
        self.listed = listed
        self.joining = joining
        self.table_cards = table_cards
        self.forms: dict[tuple[Cards, Value], Parts] = {}
        self.reachable: dict[tuple[Cards, Value], bool] = {}
        self.values: dict[Cards, set[Value]] = {}
        self.asked: dict[Cards, int] = {}  # a plain dict: a Counter costs each hand of a table
        self.combined = 0
        self.own: dict = {}  # this search's tables of more than TABLE_CARDS cards

    def all_values(self, cards: Cards) -> set[Value]:
        if len(cards) <= self.table_cards:
            return set(table(cards, self.signed, self.own))
        known = self.values.get(cards)
        if known is None:
            known = set()
            for small, big in splits(cards):
                big_values = self.all_values(big)
                for a in table(small, self.signed, self.own):
                    for b in big_values:
                        known.update(_results(a, b))
            known.discard(None)
            if not self.signed:
                known = {value for value in known if pairs.numerator(value) >= 0}
            self.values[cards] = known
        return known

    def _candidates(
        self, small: Cards, big: Cards, target: Value
    ) -> list[tuple[Value, Value, str, bool]]:
        """(a, b, op, swapped) for each `a op b == target` worth looking up in `big`; for a
        table, only those whose b it holds (nine in ten are not)."""
        wanted = _wanted(small, target, self.signed)
        if len(big) <= self.table_cards:
            held = _tables.get((big, self.signed)) or table(big, self.signed, self.own)
            found = [(a, *need) for a, needs in wanted for need in needs if need[0] in held]
        else:
            found = [(a, *need) for a, needs in wanted for need in needs]
        if target == 0 and 0 in table(small, self.signed, self.own):
            for b in self.all_values(big):
                found.append((0, b, "*", False))
                if b != 0:
                    found.append((0, b, "/", False))
        return found

    def forms_for(self, cards: Cards, target: Value) -> Parts:
        if len(cards) <= self.table_cards:
            return table_forms(cards, self.signed, target, self.joining, self.own)
        key = (cards, target)
        known = self.forms.get(key)
        if known is None:
            known = [] if cards == self.listed else set()
            collect = known.extend if type(known) is list else known.update
            signed, joining, own = self.signed, self.joining, self.own
            name = joining.name
            for small, big in splits(cards):
                shared = not set(small).isdisjoint(big)
                small_forms = _table_forms.get((small, signed, name)) or _worked_out(
                    small, signed, joining, own
                )
                from_table = len(big) <= self.table_cards
                big_forms = (
                    _table_forms.get((big, signed, name)) or _worked_out(big, signed, joining, own)
                    if from_table
                    else {}
                )
                for a, b, op, swapped in self._candidates(small, big, target):
                    if from_table:
                        b_forms = big_forms.get(b) or table_forms(big, signed, b, joining, own)
                    else:
                        b_forms = self._part_forms(big, b)
                    if b_forms:
                        a_forms = small_forms.get(a) or table_forms(small, signed, a, joining, own)
                        self.combined += len(a_forms) * len(b_forms)
                        if self.combined > MAX_COMBINATIONS:
                            raise TooManySolutions(Message.of(messages.TOO_MANY_WAYS))
                        values = (a, b, target)
                        collect(joining.join(op, swapped, a_forms, b_forms, values, shared))
            if type(known) is set:
                known = joining.kept(known) if known else _NO_FORMS
            self.forms[key] = known
        return known

    def _part_forms(self, cards: Cards, target: Value) -> Parts:
        """Like `_part_reaches`: a four-card part asked for many targets (as under a hand of
        six or seven cards) first checks its whole value set, as most targets are not in it."""
        if len(cards) == TABLE_CARDS + 1:
            asked = self.asked[cards] = self.asked.get(cards, 0) + 1
            many = asked > TARGETS_BEFORE_VALUE_SET
            if many and target not in self.all_values(cards):
                return _NO_FORMS
        return self.forms_for(cards, target)

    def can_reach(self, cards: Cards, target: Value) -> bool:
        if len(cards) <= self.table_cards:
            return target in table(cards, self.signed, self.own)
        key = (cards, target)
        known = self.reachable.get(key)
        if known is None:
            known = any(
                self._part_reaches(big, b)
                for small, big in splits(cards)
                for _, b, _, _ in self._candidates(small, big, target)
            )
            self.reachable[key] = known
        return known

    def _part_reaches(self, cards: Cards, target: Value) -> bool:
        """Below the top, a four-card part asked for many targets (as when nothing reaches the
        target) is cheaper to answer from its whole value set than target by target."""
        if len(cards) == TABLE_CARDS + 1:
            asked = self.asked[cards] = self.asked.get(cards, 0) + 1
            if asked > TARGETS_BEFORE_VALUE_SET:
                return target in self.all_values(cards)
        return self.can_reach(cards, target)


class Found(namedtuple("Found", ("stripped", "form"))):
    """One distinct solution: the neutral parts dropped from it and the form it was found as."""

    __slots__ = ()
    stripped: forms.Stripped
    form: Form


def _search(
    hand: Sequence[int], target: Value, joining: Joining, listed: bool = False
) -> Parts | list:
    """The forms (or cores) of a hand for a target; `listed`: as found, duplicates and all."""
    if target == 0 and len(hand) > ZERO_TARGET_MAX_CARDS:
        raise TooManySolutions(Message.of(messages.TOO_MANY_WAYS))
    table_cards = BIG_TABLE_CARDS if len(hand) >= BIG_TABLES_FROM else TABLE_CARDS
    cards = tuple(sorted(hand))
    search = Search(pairs.numerator(target) < 0, joining, table_cards, cards if listed else None)
    try:
        return search.forms_for(cards, target)
    finally:
        if len(hand) > SHARED_CACHE_CARDS:
            _needs.cache_clear()
            _wanted.cache_clear()


def _found_forms(hand: Sequence[int], target: Value) -> dict[Form, Found]:
    """The core of every distinct solution, with one way (the smallest) it was found: from
    whole forms, so exact in every case, and the only way to write the rare core that cannot
    show its own sign."""
    found = _search(hand, target, WHOLE_FORMS)
    if len(_core_memo) > MAX_MEMO_NODES:
        _core_memo.clear()
    cores: dict[Form, Found] = {}
    for form in found:
        core, stripped = forms.core(form, _core_memo)
        candidate = Found(stripped, form)
        if candidate < cores.setdefault(core, candidate):
            cores[core] = candidate
    return cores


def solution_cores(hand: Sequence[int], rules: Rules) -> dict[Form, forms.Stripped]:
    """The core of every distinct solution, with the fewest neutral parts it is found with.

    Large hands merge cores as the search goes; small ones, a target of 0 (where most parts
    are worth 0 and whole forms are faster) and the rare hand where a merge gives way build
    whole forms instead.
    """
    target = pairs.of(rules.target)
    if target != 0 and len(hand) >= MERGED_CORES_FROM:
        try:
            merged = _search(hand, target, CORES, listed=True)
        except merging.NotComposable:
            pass
        else:
            cores: dict[Form, forms.Stripped] = {}
            for core, stripped, _, _ in merged:  # a new core is hashed once, not twice
                if stripped < cores.setdefault(core, stripped):
                    cores[core] = stripped
            return cores
    return {core: found.stripped for core, found in _found_forms(hand, target).items()}


def _core_written(
    core: Form, stripped: forms.Stripped, hand: Sequence[int]
) -> writing.Written | None:
    """The core written with its neutral parts and the cards it leaves over put back."""
    leftover = list(hand)
    for card in forms.cards_of(core[1]):
        leftover.remove(card)
    for part in stripped:
        for card in forms.cards_of(part):
            leftover.remove(card)
    return writing.render(core, stripped, Counter(leftover))


def _core_key(core: Form, stripped: forms.Stripped, hand: Sequence[int]) -> Key | None:
    """The sort key of a core's text (its steps carried up from its parts as it is written),
    None if it cannot be written. Most cores use every card: they need no neutral parts put
    back, nor the count of cards left over (counted only for those that need it)."""
    written = writing.write(core) if not stripped else None
    if written is None or written[3] != len(hand):
        written = _core_written(core, stripped, hand)
    return None if written is None else _key(written)


def _key(written: writing.Written) -> Key:
    text, fraction, largest, _ = written
    return ranking(text, fraction, pairs.number(largest))


def _as_found(found: Found) -> writing.Written:
    written = writing.render(found.form)
    if written is None:
        raise ValueError(f"no text for the solution {found.form!r}")
    return written


def solve(hand: Sequence[int], rules: Rules) -> list[Solution]:
    """Every distinct solution with brackets, simplest first (`forms` says what is distinct).

    A solution is shown as its core with the neutral parts at the end; in the rare case where
    the core cannot show the target's sign, as it was found.
    """
    cores = solution_cores(hand, rules)
    keys = [_core_key(core, stripped, hand) for core, stripped in cores.items()]
    if None in keys:
        found = _found_forms(hand, pairs.of(rules.target))
        keys = [
            _key(_core_written(core, way.stripped, hand) or _as_found(way))
            for core, way in found.items()
        ]
    return [solution_from_text(key[-1], rules) for key in sorted(set(keys))]


def is_solvable(hand: Sequence[int], rules: Rules) -> bool:
    """Whether the hand has a solution with brackets; stops at the first one found."""
    target = pairs.of(rules.target)
    return Search(signed=pairs.numerator(target) < 0).can_reach(tuple(sorted(hand)), target)


def clear_caches() -> None:
    """Forget every memoized table, for cold-start timings and to give the memory back."""
    _tables.clear()
    _table_forms.clear()
    _core_memo.clear()
    for cached in (_outcomes, _kept_outcomes, _needs, splits, _shared, _wanted):
        cached.cache_clear()
    forms.clear_caches()
    writing.clear_caches()
