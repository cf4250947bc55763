"""Nim, Bash's game and subtraction games: every closed form against the search."""

import random
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import gamelib as gl
from tests.conftest import needs, oeis


def _pair(found):
    """(preperiod, period) of a Periodicity."""
    return found.preperiod, found.period


def naive_values(moves, n):
    """The plain recurrence of the classic write-ups, independent of gamelib."""
    values = []
    for i in range(n):
        reachable = [False] * (len(moves) + 2)
        for m in moves:
            if m <= i and values[i - m] < len(reachable):
                reachable[values[i - m]] = True
        values.append(reachable.index(False))
    return values


# --- Nim -------------------------------------------------------------------


def test_bouton_xor_rule_on_all_small_positions():
    nim = gl.Nim()
    for heaps in [*product(range(8), repeat=3), *product(range(5), repeat=4)]:
        assert gl.sg(nim, heaps, closed_form=False) == heaps[0] ^ heaps[1] ^ heaps[
            2
        ] ^ (heaps[3] if len(heaps) == 4 else 0)


def test_nim_winning_moves_formula_matches_search():
    nim = gl.Nim()
    for heaps in product(range(6), repeat=3):
        assert gl.winning_moves(nim, heaps) == gl.winning_moves(
            nim, heaps, closed_form=False
        ), heaps


def test_nim_huge_heaps_are_exact_and_instant():
    big = 10**100
    nim = gl.Nim()
    assert gl.sg(nim, (big, big)) == 0
    assert gl.winning_moves(nim, (big, big + 5)) == [(big, big)]
    assert gl.outcome(nim, (big, 3, big ^ 3)) == "P"


def test_nim_accepts_lists_and_keeps_heap_order():
    assert gl.winning_moves(gl.Nim(), [1, 5]) == [(1, 1)]
    assert gl.sg(gl.Nim(), ()) == 0


@pytest.mark.parametrize(
    ("position", "error", "words"),
    [
        ((3, -1), ValueError, "got -1"),
        ((2.5,), TypeError, "got 2.5"),
        ((True, 1), TypeError, "bool"),
        ("abc", TypeError, "tuple of heap sizes"),
        ({1, 2}, TypeError, "tuple of heap sizes"),
    ],
)
def test_nim_bad_positions(position, error, words):
    with pytest.raises(error, match=words):
        gl.sg(gl.Nim(), position)
    with pytest.raises(error, match=words):
        gl.winning_moves(gl.Nim(), position)


# --- Bash's game -----------------------------------------------------------


def test_bash_rule_matches_search_for_all_small_n_and_m():
    for m in range(1, 11):
        game = gl.Bash(m)
        for n in range(80):
            assert gl.sg(game, n, closed_form=False) == gl.sg(game, n), (n, m)
            assert gl.winning_moves(game, n) == gl.winning_moves(
                game, n, closed_form=False
            )
        assert [
            n for n in range(80) if gl.outcome(game, n, closed_form=False) == "P"
        ] == list(range(0, 80, m + 1))


def test_bash_is_the_subtraction_game_one_to_m():
    for m in range(1, 8):
        assert gl.sg_sequence(gl.Bash(m), 60).tolist() == naive_values(
            range(1, m + 1), 60
        )
        assert _pair(gl.periodicity(gl.Bash(m))) == (0, m + 1)


@pytest.mark.parametrize("bad", [0, -2])
def test_bash_needs_positive_max_take(bad):
    with pytest.raises(
        ValueError, match=f"max_take must be a positive integer, got {bad}"
    ):
        gl.Bash(bad)


@pytest.mark.parametrize("bad", [1.5, "3", True, None])
def test_bash_max_take_must_be_an_integer(bad):
    with pytest.raises(TypeError, match="max_take must be a positive integer"):
        gl.Bash(bad)


@pytest.mark.parametrize(
    ("heap", "error"),
    [(-1, ValueError), (2.0, TypeError), (True, TypeError), ((3, 4), ValueError)],
)
def test_bash_bad_heaps(heap, error):
    with pytest.raises(error, match=r"must be a non-negative integer|one heap"):
        gl.outcome(gl.Bash(3), heap)


# --- subtraction games -----------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(st.sets(st.integers(1, 12), min_size=1, max_size=5))
def test_subtraction_closed_form_matches_recurrence_and_search(moves):
    game = gl.SubtractionGame(moves)
    expected = naive_values(sorted(moves), 400)
    assert gl.sg_sequence(game, 400).tolist() == expected
    assert [gl.sg(game, n) for n in range(400)] == expected
    fresh = gl.SubtractionGame(moves)
    assert [gl.sg(fresh, n, closed_form=False) for n in range(400)] == expected


def smallest_eventual_period(values, horizon):
    """Brute force: smallest (preperiod, period) that holds on values[:horizon]."""
    for period in range(1, horizon // 3):
        for start in range(horizon // 3):
            if all(
                values[n] == values[n + period] for n in range(start, horizon - period)
            ):
                return start, period
    raise AssertionError("no period found")


@settings(max_examples=40, deadline=None)
@given(st.sets(st.integers(1, 9), min_size=1, max_size=4))
def test_periodicity_is_the_smallest(moves):
    values = naive_values(sorted(moves), 600)
    assert _pair(gl.periodicity(gl.SubtractionGame(moves))) == smallest_eventual_period(
        values, 600
    )


@pytest.mark.parametrize(
    ("moves", "expected"),
    [
        ({1, 2}, (0, 3)),
        ({1, 3}, (0, 2)),
        ({1, 3, 4}, (0, 7)),
        ({2, 3}, (0, 5)),
        ({3}, (0, 6)),
    ],
)
def test_known_periods(moves, expected):
    assert _pair(gl.periodicity(gl.SubtractionGame(moves))) == expected


def test_preperiod_is_found():
    # {2, 4, 7}: values start 0 0 1 1 2 2 0 3 1 0 2 1 0 ... with a preperiod
    moves = {2, 4, 7}
    values = naive_values(sorted(moves), 500)
    preperiod, period = _pair(gl.periodicity(gl.SubtractionGame(moves)))
    assert (preperiod, period) == smallest_eventual_period(values, 500)


def test_powers_of_two_give_n_mod_3_as_in_oeis_a010872():
    terms = oeis("A010872")
    game = gl.SubtractionGame([2**k for k in range(12)])
    assert gl.sg_sequence(game, len(terms)).tolist() == terms


def test_huge_heap_in_a_periodic_subtraction_game():
    game = gl.SubtractionGame({1, 3, 4})
    n = 10**100
    assert gl.sg(game, n) == naive_values([1, 3, 4], 7)[n % 7]
    assert gl.winning_moves(game, n + 2) in ([n + 1], [n - 1], [n - 2], [])


def test_sg_sequence_million_values_exact_at_sampled_points():
    needs("numpy")  # a million values: the fast path's job
    game = gl.SubtractionGame({3, 7, 11, 20})
    values = gl.sg_sequence(game, 10**6)
    np = needs("numpy")
    assert values.shape == (10**6,) and values.dtype == np.int64
    prefix = naive_values([3, 7, 11, 20], 3000)
    assert values[:3000].tolist() == prefix
    for n in (999_999, 123_456, 500_001):
        assert values[n] == gl.sg(
            gl.SubtractionGame({3, 7, 11, 20}), n, closed_form=True
        )


def test_sg_sequence_generic_games():
    game = gl.game_from(lambda n: [n // 2] if n else [], name="halve")
    assert gl.sg_sequence(game, 6).tolist() == [0, 1, 0, 0, 1, 1]
    assert gl.sg_sequence(game, 0).tolist() == []


@pytest.mark.parametrize(
    ("moves", "error", "words"),
    [
        (set(), ValueError, "at least one"),
        ({0, 1}, ValueError, "positive integers, got 0"),
        ({-2, 1}, ValueError, "got -2"),
        ({1.5}, TypeError, "got 1.5"),
        ("12", TypeError, "collection of positive integers"),
        (3, TypeError, "collection of positive integers"),
        ([True], TypeError, "bool"),
    ],
)
def test_bad_subtraction_sets(moves, error, words):
    with pytest.raises(error, match=words):
        gl.SubtractionGame(moves)


def test_periodicity_refuses_games_it_cannot_prove():
    with pytest.raises(TypeError, match="no periodicity theorem in gamelib covers"):
        gl.periodicity(gl.Wythoff())
    with pytest.raises(TypeError, match="no periodicity theorem in gamelib covers"):
        gl.periodicity(gl.SplitGame(lambda n: [(a, n - a) for a in range(1, n)]))


# --- small and large sample positions, for check() and Sum -----------------------


def test_nim_sample_positions_are_small_valid_and_smallest_first():
    positions = gl.Nim().sample_positions(2000)
    assert len(positions) == len(set(positions)) == 8 + 8**2 + 8**3
    assert positions[:4] == [(0,), (0, 0), (0, 0, 0), (1,)]
    sizes = [(sum(p), len(p)) for p in positions]
    assert sizes == sorted(sizes)
    assert all(gl.Nim().check(p) == p and max(p) < 8 for p in positions)
    assert {max(p) for p in gl.Nim().sample_positions(3)} == {0, 1, 2}


def test_sample_positions_need_a_positive_bound():
    with pytest.raises(ValueError, match="bound must be a positive integer, got 0"):
        gl.Nim().sample_positions(0)
    with pytest.raises(TypeError, match="bound must be a non-negative integer"):
        gl.SubtractionGame({1, 2}).sample_positions(2.5)


def test_large_sample_positions_are_large_and_reproducible():
    heaps = gl.SubtractionGame({2, 5}).sample_large_positions(50, random.Random(1))
    assert len(heaps) == 50 and all(10**6 <= h < 10**15 for h in heaps)
    again = gl.SubtractionGame({2, 5}).sample_large_positions(50, random.Random(1))
    assert heaps == again
    nim = gl.Nim().sample_large_positions(50, random.Random(1))
    assert all(1 <= len(p) <= 4 and max(p) < 10**12 for p in nim)
    assert len(gl.Bash(10**9).sample_large_positions(5, random.Random(1))) == 5


def test_no_large_positions_without_a_period():
    game = gl.SubtractionGame([604, 1321, 4287, 7947, 9402])  # period shows late
    game.search_limit = 20_000
    assert game.sample_large_positions(5, random.Random(0)) == []
