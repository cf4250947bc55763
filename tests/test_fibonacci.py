"""Fibonacci Nim: Whinihan's rule and the Zeckendorf moves against search and OEIS."""

from itertools import pairwise

import pytest

import gamelib as gl
from gamelib.widgets import FibonacciNimExplorer
from tests.conftest import judge_samples, oeis, same_output

FIBONACCI = oeis("A000045")  # 0, 1, 1, 2, 3, 5, ... (offset 0)
POSITIVE = sorted(set(FIBONACCI) - {0})


def test_fibonacci_numbers_match_oeis():
    assert gl.heapgames.fibonacci.fibonacci_numbers(FIBONACCI[-1]) == POSITIVE
    assert gl.heapgames.fibonacci.fibonacci_numbers(0) == []


def test_zeckendorf_is_a_sum_of_non_consecutive_fibonacci_numbers():
    index = {f: i for i, f in enumerate(FIBONACCI) if i >= 2}
    for n in range(3000):
        terms = gl.heapgames.fibonacci.zeckendorf(n)
        assert sum(terms) == n
        positions = [index[t] for t in terms]
        assert all(a - b >= 2 for a, b in pairwise(positions))


def test_is_fibonacci_matches_oeis():
    assert [n for n in range(10**4) if gl.heapgames.fibonacci.is_fibonacci(n)] == [
        f for f in POSITIVE if f < 10**4
    ]
    assert gl.heapgames.fibonacci.is_fibonacci(
        FIBONACCI[-1]
    ) and not gl.heapgames.fibonacci.is_fibonacci(FIBONACCI[-1] + 1)


def test_first_player_loses_exactly_at_fibonacci_piles_by_search():
    game = gl.FibonacciNim()
    losing = [
        n
        for n in range(1, 90)
        if gl.outcome(game, game.start(n), closed_form=False) == "P"
    ]
    assert losing == [f for f in POSITIVE if f < 90]


def test_whinihan_rule_matches_search_on_all_small_positions():
    game, fresh = gl.FibonacciNim(), gl.FibonacciNim()
    for pile in range(70):
        for most in range(pile + 1):
            searched = gl.outcome(fresh, (pile, most), closed_form=False)
            assert gl.outcome(gl.FibonacciNim(), (pile, most)) == searched, (pile, most)
            assert gl.outcome(game, (pile, most)) == searched
            assert gl.winning_moves(game, (pile, most)) == gl.winning_moves(
                fresh, (pile, most), closed_form=False
            ), (pile, most)


def test_taking_the_smallest_zeckendorf_term_wins():
    game = gl.FibonacciNim()
    for pile in range(2, 500):
        smallest = gl.heapgames.fibonacci.zeckendorf(pile)[-1]
        if smallest < pile:  # from the start position, when pile is no Fibonacci number
            after = (pile - smallest, min(2 * smallest, pile - smallest))
            assert after in gl.winning_moves(game, game.start(pile))


def test_huge_piles_are_instant_and_exact():
    big = FIBONACCI[-1]  # F(40)
    huge = 10**100
    game = gl.FibonacciNim()
    assert gl.outcome(game, game.start(big)) == "P"
    assert gl.outcome(gl.FibonacciNim(), game.start(huge)) == "N"
    moves = gl.winning_moves(game, game.start(huge))
    assert moves[0][0] == huge - gl.heapgames.fibonacci.zeckendorf(huge)[-1]
    assert all(gl.outcome(gl.FibonacciNim(), m) == "P" for m in moves)


def hdu2516(text, decide):
    lines = []
    for token in text.split():
        n = int(token)
        if n == 0:
            break
        lines.append("Second win" if decide(n) == "P" else "First win")
    return "\n".join(lines)


def test_hdu2516_sample_by_the_rule():
    def decide(n):
        return gl.outcome(gl.FibonacciNim(), gl.FibonacciNim.start(n))

    for given, expected in judge_samples("hdu2516"):
        assert same_output(hdu2516(given, decide), expected)


def test_hdu2516_sample_by_search_where_feasible():
    # The piles 2 and 13 of the sample by the generic search; 10000 is far too
    # large for it (about 10^11 moves), so only the rule answers there.
    game = gl.FibonacciNim()
    for given, expected in judge_samples("hdu2516"):
        piles = [int(t) for t in given.split()]
        cases = zip(piles[: piles.index(0)], expected.strip().splitlines(), strict=True)
        small = [(n, line) for n, line in cases if n <= 100]
        assert len(small) == 2
        for n, line in small:
            searched = gl.outcome(game, game.start(n), closed_form=False)
            assert line.strip() == ("Second win" if searched == "P" else "First win")


def test_search_too_large_is_refused_at_once():
    game = gl.FibonacciNim()
    with pytest.raises(gl.SearchLimitError, match=r"outcome\(\) and winning_moves\(\)"):
        gl.sg(game, game.start(10000))
    assert gl.outcome(game, game.start(10000)) == "N"  # by the formula: instant
    assert gl.outcome(game, game.start(10946)) == "P"  # a P-position: instant


@pytest.mark.parametrize(
    ("position", "error", "words"),
    [
        (5, TypeError, r"pair \(pile, most\)"),
        ((5,), TypeError, r"pair \(pile, most\)"),
        ([5, 2], TypeError, r"pair \(pile, most\)"),
        ((5, 7), ValueError, r"cannot exceed the pile \(5\)"),
        ((-1, 0), ValueError, "pile must be a non-negative integer"),
        ((5, 1.0), TypeError, "most one may take"),
    ],
)
def test_bad_positions(position, error, words):
    with pytest.raises(error, match=words):
        gl.sg(gl.FibonacciNim(), position)
    with pytest.raises(error, match=words):
        gl.outcome(gl.FibonacciNim(), position)


def test_bad_numbers():
    with pytest.raises(ValueError, match="starting pile must be a positive integer"):
        gl.FibonacciNim.start(0)
    with pytest.raises(ValueError, match="n must be a non-negative integer"):
        gl.heapgames.fibonacci.zeckendorf(-1)
    with pytest.raises(TypeError, match=r"got 2\.5"):
        gl.heapgames.fibonacci.is_fibonacci(2.5)


def test_options_and_describe_move():
    game = gl.FibonacciNim()
    assert game.options((5, 2)) == [(4, 2), (3, 3)]
    assert game.options((1, 0)) == []
    assert game.describe_move((5, 2), (3, 3)) == "take 2"


def test_fibonacci_explorer():
    explorer = FibonacciNimExplorer(pile=20, most=19)
    assert explorer.outcome == "N"
    assert explorer.moves == gl.winning_moves(gl.FibonacciNim(), (20, 19))
    explorer.pile.value = 21
    explorer.most.value = 20
    assert explorer.outcome == "P" and explorer.moves == []
    explorer.most.value = 100
    assert explorer.position == (21, 21) and "capped" in explorer.status.value
    assert explorer.outcome == "N"


def test_check_refutes_fibonacci_piles_and_accepts_whinihan():
    game = gl.FibonacciNim()
    small = game.sample_positions(2000)
    assert small[:3] == [(0, 0), (1, 0), (1, 1)] and small[-1] == (62, 62)
    # Chapter 9's wrong guess: "the pile is lost iff it is a Fibonacci number"
    # (true only at the start, where most = pile - 1).
    wrong = gl.check(
        lambda pile, most: pile > 0 and not gl.heapgames.fibonacci.is_fibonacci(pile),
        game,
    )
    assert not wrong and wrong.counterexamples[0].position == (1, 1)
    assert gl.check(
        lambda pile, most: (
            pile > 0 and gl.heapgames.fibonacci.zeckendorf(pile)[-1] <= most
        ),
        game,
    )
    # Exercise 9.5: a winning move.
    take_one = gl.check(
        lambda p, m: (p - 1, min(2, p - 1)) if m else None, game, kind="move"
    )
    assert not take_one

    def smallest_term(pile, most):
        z = gl.heapgames.fibonacci.zeckendorf(pile)[-1] if pile else pile + 1
        return (pile - z, min(2 * z, pile - z)) if z <= most else None

    assert gl.check(smallest_term, game, kind="move")


def test_value_table_matches_the_search_on_every_small_position():
    table = gl.heapgames.fibonacci.fibonacci_nim_values(45)
    fresh = gl.FibonacciNim()
    assert [len(row) for row in table] == [n + 1 for n in range(46)]
    for pile in range(46):
        for most in range(pile + 1):
            searched = gl.sg(fresh, (pile, most), closed_form=False)
            assert table[pile][most] == searched, (pile, most)


def test_value_table_rows_rise_from_zero_at_the_smallest_zeckendorf_term():
    # The lemma of chapter 9: a row never falls, and is 0 exactly below z(n).
    table = gl.heapgames.fibonacci.fibonacci_nim_values(300)
    for pile in range(1, 301):
        row, z = table[pile], gl.heapgames.fibonacci.zeckendorf(pile)[-1]
        assert all(a <= b for a, b in pairwise(row)), pile
        assert [m for m in range(pile + 1) if row[m] == 0] == list(range(z)), pile


def test_value_table_refuses_a_pile_beyond_its_limit():
    with pytest.raises(ValueError, match="piles"):
        gl.heapgames.fibonacci.fibonacci_nim_values(10**6)
