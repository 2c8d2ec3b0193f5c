"""The shipped hand tables: complete, and saying what the solver and the grader say."""

import random

import pytest

from engines.twentyfour import Rules, known_hands
from engines.twentyfour.known_hands import CARD_COUNTS, _key, _table, dealable, known, line_of

SAMPLES = {4: 30, 5: 8, 6: 3}
"""Hands recomputed per size: a six-card hand takes up to half a second to solve."""


@pytest.mark.parametrize("cards", CARD_COUNTS)
def test_a_table_holds_every_dealable_hand(cards):
    table = _table(cards)
    assert table is not None, f"resources/hands has no table for {cards} cards"
    assert set(table) == {_key(hand) for hand in dealable(cards)}


@pytest.mark.parametrize("cards", CARD_COUNTS)
def test_sampled_lines_agree_with_the_solver_and_the_grader(cards):
    table = _table(cards)
    assert table is not None
    hands = random.Random(cards).sample(list(dealable(cards)), SAMPLES[cards])
    for hand in [*hands, (3, 3, 8, 8)[: cards] + (1,) * (cards - 4)]:
        assert f"{_key(hand)}\t{table[_key(hand)]}" == line_of(hand)


def test_a_known_hand_reads_back_its_level_count_and_solutions():
    assert known((8, 3, 8, 3), Rules()) == ("hard", 1, ("8/(3-8/3)",))
    assert known((1, 1, 1, 1), Rules()) == (None, 0, ())


def test_other_rules_sizes_and_hands_no_deck_deals_are_not_looked_up():
    assert known((3, 3, 8, 8), Rules(target=10)) is None
    assert known((3, 3, 8, 8), Rules(left_to_right=True)) is None
    assert known((1, 2, 3), Rules()) is None
    assert known((1, 2, 3, 4, 5, 6, 7), Rules()) is None
    assert known((1, 1, 1, 1, 1), Rules()) is None


def test_a_table_in_another_format_is_not_used(monkeypatch):
    monkeypatch.setattr(known_hands, "FORMAT", "# puzzle-suite known hands 0")
    _table.cache_clear()
    try:
        assert known((3, 3, 8, 8), Rules()) is None
    finally:
        monkeypatch.undo()
        _table.cache_clear()
    assert known((3, 3, 8, 8), Rules()) is not None
