"""The 24-point solver is safe in threads: big searches running at once find what one finds alone.

The app has several background workers, so a six-card deal with its solutions can overlap a
worksheet of six-card hands. Thread switches are forced often, so an unguarded shared cache
shows up here within a few searches rather than once a minute.
"""

import sys
import threading

import pytest

from engines.twentyfour import Rules, count_solutions, nearest_values, solve, solver

HANDS = [(1, 2, 3, 4, 5, 6), (2, 3, 5, 7, 11, 13), (3, 4, 6, 8, 9, 12)]


def _work(hand):
    return (
        [str(solution) for solution in solve(hand)],
        count_solutions(hand[:5]),
        nearest_values(hand[:5], Rules(), 3),
    )


@pytest.fixture
def fast_switching():
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    yield
    sys.setswitchinterval(interval)


def test_big_searches_on_several_threads_agree_with_one_thread(fast_switching):
    solver.clear_caches()
    alone = {hand: _work(hand) for hand in HANDS}
    solver.clear_caches()
    results: dict[tuple[int, ...], list] = {hand: [] for hand in HANDS}
    errors: list[BaseException] = []

    def run(hands):
        try:
            for hand in hands:
                results[hand].append(_work(hand))
        except BaseException as error:
            errors.append(error)

    threads = [
        threading.Thread(target=run, args=(HANDS[index:] + HANDS[:index],))
        for index in range(len(HANDS))
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=300)
    assert errors == []
    for hand in HANDS:
        assert results[hand] == [alone[hand]] * len(threads)


def test_a_search_keeps_its_four_card_tables_to_itself():
    solver.clear_caches()
    solve((1, 2, 3, 4, 5, 6))
    assert all(len(key[0]) <= solver.TABLE_CARDS for key in solver._tables)
    assert all(len(key[0]) <= solver.TABLE_CARDS for key in solver._table_forms)
