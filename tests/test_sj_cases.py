"""The case table of the SJ theorem (chapter 5) against misère Nim by search."""

from itertools import product

import pytest

import gamelib as gl
from gamelib.draw.misere import draw_sj_cases, sj_case, sj_cases
from tests.conftest import needs


def test_each_cell_of_the_table_is_the_misere_outcome_of_nim():
    nim, cells = gl.Nim(), sj_cases()
    seen = set()
    for heaps in product(range(6), repeat=3):
        cell = sj_case(heaps)
        seen.add(cell)
        truth = gl.outcome(nim, heaps, misere=True, closed_form=False)
        assert cells[cell][0] == truth, heaps
    assert seen == set(cells)


def test_the_table_is_drawn_with_the_position_framed():
    needs("matplotlib")
    ax = draw_sj_cases(values=[1, 1, 5], title="(1, 1, 5)")
    texts = [t.get_text() for t in ax.texts]
    assert sum("the player to move" in t for t in texts) == 4
    assert any("(1, 1, 5)" in t for t in texts)
    assert ax.get_title() == "(1, 1, 5)"
    with pytest.raises(ValueError, match=r"values\[1\] must be a non-negative"):
        sj_case([1, -2])
