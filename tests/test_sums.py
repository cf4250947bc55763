"""Sums of games: the Sprague-Grundy theorem against the search over sums."""

import random
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
    with pytest.raises(ValueError, match="must be a non-negative integer, got -1"):
        gl.sg(total, (3, -1))
    with pytest.raises(ValueError, match="at least one component"):
        gl.Sum()
    with pytest.raises(TypeError, match="expected a game"):
        gl.Sum(gl.Bash(2), 3)


# --- sample positions: check() works on a sum without positions= --------------


def test_sum_sample_positions_are_distinct_valid_and_smallest_first():
    total = gl.Sum(gl.SubtractionGame({1, 3, 4}), gl.Bash(2), gl.Nim())
    positions = total.sample_positions(2000)
    assert len(positions) == len(set(positions)) == 2000
    assert all(total.check(p) == p for p in positions)
    # smallest first: the places of the components in their own lists add up
    # to a non-decreasing total
    nim_list = gl.Nim().sample_positions(13)[:13]
    totals = [a + b + nim_list.index(c) for a, b, c in positions]
    assert totals == sorted(totals)
    assert positions[0] == (0, 0, (0,))


def test_sum_sample_positions_cover_every_small_combination():
    total = gl.Sum(gl.Bash(2), gl.SubtractionGame({2, 5}))
    positions = total.sample_positions(100)
    assert set(positions) == set(product(range(10), repeat=2))
    many = gl.Sum(*[gl.Bash(1)] * 12).sample_positions(50)
    assert len(many) == 50 and many[0] == (0,) * 12


def test_sum_sample_positions_need_components_that_list_theirs():
    total = gl.Sum(gl.Bash(2), gl.game_from(lambda n: [n - 1] if n else []))
    with pytest.raises(TypeError, match="does not list its small positions"):
        total.sample_positions(10)


def test_sum_large_positions_only_when_every_component_has_them():
    total = gl.Sum(gl.SubtractionGame({1, 3, 4}), gl.Nim())
    large = total.sample_large_positions(20, random.Random(3))
    assert len(large) == 20 and all(total.check(p) == p for p in large)
    assert all(a >= 10**6 for a, _ in large)
    plain = gl.Sum(gl.Bash(2), gl.game_from(lambda n: [n - 1] if n else []))
    assert plain.sample_large_positions(5, random.Random(3)) == []


def test_check_uses_the_sums_positions():
    total = gl.Sum(gl.Bash(2), gl.Bash(3))
    result = gl.check(lambda a, b: a % 3 ^ b % 4, total, kind="sg", bound=400)
    assert result and result.checked >= 400 + 200  # + the shapes of sample_shapes
