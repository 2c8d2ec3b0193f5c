"""Every solution of a fixed sample of 5-, 6- and 7-card hands, byte for byte as the solver
listed them when they were recorded (`tests/solver_sample.py`): a change of the search's
representation must keep the output."""

from fractions import Fraction

import pytest

from engines.twentyfour import solver
from tests.solver_sample import listing, read_recorded

RECORDED = read_recorded()


@pytest.mark.parametrize(
    "entry", RECORDED, ids=[f"{' '.join(map(str, e['hand']))}={e['target']}" for e in RECORDED]
)
def test_listing_is_as_recorded(entry):
    solver.clear_caches()
    assert listing(tuple(entry["hand"]), Fraction(entry["target"])) == entry["solutions"]


def test_sample_covers_every_size():
    assert {len(entry["hand"]) for entry in RECORDED} == {5, 6, 7}
