"""Solving under the variant rules other games play: any subset of the cards (Countdown), whole
steps and positive steps (Countdown, Krypto).

A search of its own, so that today's game keeps its tuned path untouched, built the same way
(`solver`): small multisets get a table of every value they reach under the rules, with the
recipes that reach it; a larger one is asked for one value at a time, by running over the
values of a small part and asking the rest only for the value that completes it. Every value a
table holds and every value asked of a part is an allowed step, so every expression found obeys
the rules. Solutions are told apart by the same canonical forms (`forms.core`) as today's game;
with any subset, a solution is its core alone, so `25*4` and `25*4*1` are one solution.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from itertools import combinations
from typing import NamedTuple

from engines.common import Message
from engines.twentyfour import forms, messages, nearest, pairs, solver, writing
from engines.twentyfour.forms import Form
from engines.twentyfour.pairs import Value
from engines.twentyfour.rules import Rules
from engines.twentyfour.solution import Key, ranking, step_values
from engines.twentyfour.solver import (
    MAX_COMBINATIONS,
    TABLE_CARDS,
    Cards,
    Recipe,
    TooManySolutions,
    _needs,
    _outcomes,
    _results,
    splits,
)

MAX_NEAREST_SCAN = 10
"""Values on each side of the target (Countdown scores answers within 10) tried one by one,
quick for a big hand with a near miss; past them, the nearest come from the whole value set."""


class Steps(NamedTuple):
    """Which intermediate values a search may use."""

    whole: bool
    positive: bool
    signed: bool
    """Negative values too: only for a target below 0, as any solution of another target has
    a form whose steps are not negative (as in `solver`; negating a part keeps it whole)."""
    skip_by_one: bool = False
    """Leave out multiplying or dividing by a part worth 1: with any subset and whole positive
    steps, the same solution without that part uses fewer cards, obeys the same rules, has the
    same core and is found anyway (Countdown: about half the forms of a big hand)."""

    def allow(self, value: Value) -> bool:
        if type(value) is not int:
            if self.whole:
                return False
            value = value[0]
        return value > 0 if self.positive else (self.signed or value >= 0)


def steps_of(rules: Rules) -> Steps:
    skip_by_one = rules.any_subset and rules.whole_steps and rules.positive_steps
    return Steps(rules.whole_steps, rules.positive_steps, rules.target < 0, skip_by_one)


def _by_one(op: str, swapped: bool, a: Value, b: Value) -> bool:
    """Whether `a op b` (`b op a` if swapped) multiplies or divides by a part worth 1."""
    if op == "*":
        return a == 1 or b == 1
    return op == "/" and (a if swapped else b) == 1


Way = tuple[str, bool, Value, Value]


class VariantSearch:
    """One hand's search under `steps`; memoizes tables, forms and value sets of its parts,
    which the sub-multisets of an any-subset search share."""

    def __init__(self, steps: Steps) -> None:
        self.steps = steps
        self.tables: dict[Cards, dict[Value, list[Recipe]]] = {}
        self.forms: dict[tuple[Cards, Value], set[Form]] = {}
        self.values: dict[Cards, set[Value]] = {}
        self.reachable: dict[tuple[Cards, Value], bool] = {}
        self.wanted: dict[tuple[Cards, Value], list[Way]] = {}
        self.combined = 0

    def table(self, cards: Cards) -> dict[Value, list[Recipe]]:
        """Every allowed value a small multiset reaches, with the recipes that reach it."""
        known = self.tables.get(cards)
        if known is not None:
            return known
        built: dict[Value, list[Recipe]] = {}
        if len(cards) == 1:
            built[cards[0]] = []
        allow = self.steps.allow
        for small, big in splits(cards) if len(cards) > 1 else ():
            big_values = self.table(big)
            for a in self.table(small):
                for b in big_values:
                    for value, op, swapped in _outcomes(a, b):
                        if allow(value):
                            built.setdefault(value, []).append((op, swapped, small, a, big, b))
        self.tables[cards] = built
        return built

    def all_values(self, cards: Cards) -> set[Value]:
        """Every allowed value the multiset reaches."""
        if len(cards) <= TABLE_CARDS:
            return set(self.table(cards))
        known = self.values.get(cards)
        if known is None:
            known = set()
            for small, big in splits(cards):
                big_values = self.all_values(big)
                for a in self.table(small):
                    for b in big_values:
                        known.update(_results(a, b))
            known.discard(None)
            known = {value for value in known if self.steps.allow(value)}
            self.values[cards] = known
        return known

    def _ways(self, small: Cards, big: Cards, target: Value) -> Iterator[Way]:
        """`(op, swapped, a, b)` with `a` from `small` and `b` allowed, where `a op b` (or
        `b op a` if swapped) is the target; `b` is not yet known to be reachable by `big`."""
        key = (small, target)
        wanted = self.wanted.get(key)
        if wanted is None:
            wanted = self.wanted[key] = self._wanted(small, target)
        yield from wanted
        if target == 0 and 0 in self.table(small):
            for b in self.all_values(big):
                yield "*", False, 0, b
                if b != 0:
                    yield "/", False, 0, b

    def _wanted(self, small: Cards, target: Value) -> list[Way]:
        """The ways of `_ways` that do not depend on the other part: whole numbers worked out
        in plain ints (the common case), others with the solver's `_needs`."""
        allow = self.steps.allow
        if not (self.steps.whole and type(target) is int):
            return [
                (op, swapped, a, b)
                for a in self.table(small)
                for b, op, swapped in _needs(a, target, True)
                if allow(b)
            ]
        lowest = 1 if self.steps.positive else None if self.steps.signed else 0
        found: list[Way] = []
        for a in self.table(small):
            ways = [
                ("+", False, a, target - a),
                ("-", False, a, a - target),
                ("-", True, a, target + a),
            ]
            if a:
                ways.append(("/", True, a, target * a))
                if target % a == 0:
                    ways.append(("*", False, a, target // a))
                if target and a % target == 0:
                    ways.append(("/", False, a, a // target))
            found += ways if lowest is None else [way for way in ways if way[3] >= lowest]
        return found

    def forms_for(self, cards: Cards, target: Value) -> set[Form]:
        """The canonical forms of every expression of the cards worth the target whose every
        step is allowed."""
        key = (cards, target)
        known = self.forms.get(key)
        if known is not None:
            return known
        known = set()
        if len(cards) <= TABLE_CARDS:
            recipes = self.table(cards).get(target)
            if recipes is not None and len(cards) == 1:
                known.add(forms.leaf(cards[0]))
            skip = self.steps.skip_by_one
            for op, swapped, small, a, big, b in recipes or ():
                if not (skip and _by_one(op, swapped, a, b)):
                    a_forms, b_forms = self.forms_for(small, a), self.forms_for(big, b)
                    self._join(known, op, swapped, a_forms, b_forms)
        else:
            skip = self.steps.skip_by_one
            for small, big in splits(cards):
                held = self.table(big) if len(big) <= TABLE_CARDS else None
                for op, swapped, a, b in self._ways(small, big, target):
                    if skip and _by_one(op, swapped, a, b):
                        continue
                    if held is None or b in held:
                        b_forms = self.forms_for(big, b)
                        if b_forms:
                            self._join(known, op, swapped, self.forms_for(small, a), b_forms)
        self.forms[key] = known
        return known

    def _join(
        self, into: set[Form], op: str, swapped: bool, a_forms: set[Form], b_forms: set[Form]
    ) -> None:
        self.combined += len(a_forms) * len(b_forms)
        if self.combined > MAX_COMBINATIONS:
            raise TooManySolutions(Message.of(messages.TOO_MANY_WAYS))
        combine = forms.COMBINE[op]
        if swapped:
            into.update(combine(b, a) for a in a_forms for b in b_forms)
        else:
            into.update(combine(a, b) for a in a_forms for b in b_forms)

    def can_reach(self, cards: Cards, target: Value) -> bool:
        if len(cards) <= TABLE_CARDS:
            return target in self.table(cards)
        key = (cards, target)
        known = self.reachable.get(key)
        if known is None:
            known = self.reachable[key] = any(
                self.can_reach(big, b)
                for small, big in splits(cards)
                for _, _, _, b in self._ways(small, big, target)
            )
        return known


def parts_of(hand: Sequence[int], any_subset: bool) -> list[Cards]:
    """The multisets a solution may use: the whole hand, or with any subset each distinct
    non-empty sub-multiset, the largest first."""
    cards = tuple(sorted(hand))
    if not any_subset:
        return [cards]
    return sorted(
        {part for size in range(1, len(cards) + 1) for part in combinations(cards, size)},
        key=lambda part: (-len(part), part),
    )


class Found(NamedTuple):
    """A distinct solution: its core, the neutral parts dropped from it and a form it was
    found as (the smallest)."""

    stripped: forms.Stripped
    form: Form


def _no_step_rules(rules: Rules) -> bool:
    """Any subset alone: each part is an ordinary hand, for today's tuned solver."""
    return not (rules.whole_steps or rules.positive_steps)


def _cores_of_parts(hand: Sequence[int], rules: Rules) -> dict[Form, Found]:
    """Any subset alone: the cores today's solver finds for each part. The rare core that
    cannot be written alone keeps the form it was found as, for its text."""
    cores: dict[Form, Found] = {}
    for part in parts_of(hand, True):
        written_alone = True
        for core in solver.solution_cores(part, rules):
            if core not in cores:
                cores[core] = Found((), core)
                written_alone = written_alone and writing.write(core) is not None
        if not written_alone:
            for core, found in solver._found_forms(part, pairs.of(rules.target)).items():
                if cores[core].form == core and writing.write(core) is None:
                    cores[core] = Found((), found.form)
    return cores


def found_cores(hand: Sequence[int], rules: Rules) -> dict[Form, Found]:
    """The core of every distinct solution under the variant rules, with one way it was found."""
    if _no_step_rules(rules):
        return _cores_of_parts(hand, rules)
    search = VariantSearch(steps_of(rules))
    target = pairs.of(rules.target)
    memo: dict[forms.Node, tuple[Form, forms.Stripped]] = {}
    cores: dict[Form, Found] = {}
    for part in parts_of(hand, rules.any_subset):
        for form in search.forms_for(part, target):
            core, stripped = forms.core(form, memo)
            candidate = Found(() if rules.any_subset else stripped, form)
            if core not in cores or candidate < cores[core]:
                cores[core] = candidate
    return cores


def obeys(text: str, rules: Rules) -> bool:
    """Whether every step of a solution's text is whole / positive as the rules ask."""
    values = step_values(text, rules)
    if rules.whole_steps and any(type(value) is not int for value in values):
        return False
    return not (rules.positive_steps and any(value <= 0 for value in values))


def _written_key(written: writing.Written | None, rules: Rules) -> Key | None:
    if written is None or not obeys(written[0], rules):
        return None
    text, fraction, largest, _ = written
    return ranking(text, fraction, pairs.number(largest))


def _key(core: Form, found: Found, hand: Sequence[int], rules: Rules) -> Key:
    """The sort key of a solution's text: its core written with its neutral parts (none with
    any subset), or, where that text breaks a step rule, the form it was found as."""
    if rules.any_subset:
        written = writing.write(core)
    else:
        used = Counter(forms.cards_of(core[1]))
        for part in found.stripped:
            used += Counter(forms.cards_of(part))
        written = writing.render(core, found.stripped, Counter(hand) - used)
    key = _written_key(written, rules) or _written_key(writing.render(found.form), rules)
    if key is None:
        raise ValueError(f"no text within the rules for the solution {found.form!r}")
    return key


def solution_texts(hand: Sequence[int], rules: Rules) -> list[str]:
    """Every distinct solution's text under the variant rules, simplest first."""
    keys = {_key(core, found, hand, rules) for core, found in found_cores(hand, rules).items()}
    return [key[-1] for key in sorted(keys)]


def count(hand: Sequence[int], rules: Rules) -> int:
    return len(found_cores(hand, rules))


def is_solvable(hand: Sequence[int], rules: Rules) -> bool:
    if _no_step_rules(rules):
        return any(solver.is_solvable(part, rules) for part in parts_of(hand, True))
    search = VariantSearch(steps_of(rules))
    target = pairs.of(rules.target)
    return any(search.can_reach(part, target) for part in parts_of(hand, rules.any_subset))


def nearest_values(hand: Sequence[int], rules: Rules, count: int) -> list[Value]:
    """The `count` values nearest the target that the hand reaches under the rules, nearest
    first (ties: smaller first). With whole steps, tried one by one outwards from the target,
    which finds the near misses of a big hand quickly; past MAX_NEAREST_SCAN, and for other
    rules, from the whole value set (negative values included); any subset alone, from the
    nearest values of each part (`nearest`)."""
    target = pairs.of(rules.target)
    if _no_step_rules(rules):
        wanted = pairs.number(target)
        parts = parts_of(hand, True)
        near = {value for part in parts for value in nearest.nearest_values(part, wanted, count)}
        ordered = sorted(near, key=lambda value: (abs(value - wanted), value))
        return [pairs.of(value) for value in ordered[:count]]
    search = VariantSearch(steps_of(rules)._replace(signed=True))
    parts = parts_of(hand, rules.any_subset)

    def reached(value: Value) -> bool:
        return search.steps.allow(value) and any(search.can_reach(part, value) for part in parts)

    found: list[Value] = []
    if rules.whole_steps:
        for distance in range(MAX_NEAREST_SCAN + 1):
            for value in dict.fromkeys((target - distance, target + distance)):
                if len(found) < count and reached(value):
                    found.append(value)
            if len(found) == count:
                return found
    numbers = set().union(*(map(pairs.number, search.all_values(part)) for part in parts))
    wanted = pairs.number(target)
    closest = sorted(numbers, key=lambda value: (abs(value - wanted), value))[:count]
    return [pairs.of(value) for value in closest]
