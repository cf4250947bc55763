"""Sums of games: the Sprague-Grundy theorem against the search over sums."""

from itertools import product

import pytest

import gamelib as gl


def test_sum_value_is_xor_of_components_on_all_small_positions():
    total = gl.Sum(
        gl.Bash(2), gl.SubtractionGame({1, 3, 4}), gl.SubtractionGame({2, 5})
    )
    for position in product(range(9), repeat=3):
        assert gl.sg(total, position, closed_form=False) == gl.nim_sum(
            gl.sg(g, p, closed_form=False)
            for g, p in zip(total.games, position, strict=True)
        ), position


def test_sum_winning_moves_formula_free_but_consistent():
    total = gl.Sum(gl.Bash(3), gl.Nim())
    for n, heaps in product(range(8), [(1, 2), (3, 3), (2, 5, 6)]):
        moves = gl.winning_moves(total, (n, heaps))
        assert moves == gl.winning_moves(total, (n, heaps), closed_form=False)
        assert all(gl.sg(total, m) == 0 for m in moves)


def test_sum_describes_moves_and_rejects_bad_positions():
    total = gl.Sum(gl.Bash(3), gl.Bash(2))
    assert total.describe_move((5, 4), (5, 2)) == "game 2: take 2"
    with pytest.raises(ValueError, match="tuple of 2 component positions"):
        gl.sg(total, 5)
    with pytest.raises(ValueError, match="heap must be a non-negative integer, got -1"):
        gl.sg(total, (3, -1))
    with pytest.raises(ValueError, match="at least one component"):
        gl.Sum()
    with pytest.raises(TypeError, match="expected a game"):
        gl.Sum(gl.Bash(2), 3)
