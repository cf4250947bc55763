"""The closed forms behind chapter 3's judge problems, against brute force.

HDU 1729 (stone boxes, :mod:`gamelib.heapgames.boxes`), Luogu P2148 (E&D,
:mod:`gamelib.heapgames.pairsplit`) and POJ 2425 (tokens on a DAG). Each formula is
compared with the generic search and with a plain mex table written here
with no formula inside, on every position up to a bound.
"""

import random
from itertools import product

import pytest

import gamelib as gl
from gamelib.heapgames.boxes import StoneBox, box_value, largest_safe_count
from gamelib.heapgames.pairsplit import PairSplit, lowest_zero_bit, pair_value


def plain_box_values(s):
    """The values of c = s, s - 1, ..., 0 in a box of capacity s: mex by hand."""
    values = {}
    for c in range(s, -1, -1):
        seen = {values[d] for d in range(c + 1, min(s, c + c * c) + 1)}
        values[c] = next(v for v in range(len(seen) + 1) if v not in seen)
    return values


def test_box_value_agrees_with_the_search_on_every_small_box():
    box = StoneBox()
    for s in range(121):
        for c in range(s + 1):
            assert box_value(s, c) == gl.sg(box, (s, c), closed_form=False), (s, c)


def test_box_value_agrees_with_a_plain_mex_table():
    for s in range(400):
        values = plain_box_values(s)
        assert [box_value(s, c) for c in range(s + 1)] == [
            values[c] for c in range(s + 1)
        ], s


def test_largest_safe_count_is_the_largest_and_exact_at_any_size():
    rng = random.Random(7)
    sizes = [*range(1, 3000), *(rng.randrange(1, 10**60) for _ in range(300))]
    sizes += [t + t * t for t in range(1, 200)] + [t + t * t + 1 for t in range(200)]
    for s in sizes:
        t = largest_safe_count(s)
        assert t + t * t < s <= (t + 1) + (t + 1) ** 2, s


def test_box_value_is_fast_and_exact_on_huge_boxes():
    box = StoneBox()
    for s in (10**6, 10**18, 10**300):
        t = largest_safe_count(s)
        assert box_value(s, t) == 0
        assert box_value(s, t + 1) == s - t - 1
        assert box_value(s, s) == 0
        assert all(gl.sg(box, (s, s - k)) == k for k in range(5))


def test_sum_of_boxes_is_the_xor_of_their_values():
    two = gl.Sum(StoneBox(), StoneBox())
    boxes = [(s, c) for s in range(12) for c in range(s + 1)]
    for p, q in product(boxes, repeat=2):
        assert gl.sg(two, (p, q), closed_form=False) == box_value(*p) ^ box_value(*q)


@pytest.mark.parametrize(
    ("bad", "error", "message"),
    [
        ((3, 5), ValueError, "cannot hold 5 stones"),
        ((-1, 0), ValueError, "capacity s of a box must be a non-negative"),
        ((2.0, 1), TypeError, "got 2.0"),
        (("6", 2), TypeError, "got '6'"),
        ([6, 2], TypeError, "pair"),
        ((6, True), TypeError, "bool"),
    ],
)
def test_a_bad_box_is_refused_with_a_message(bad, error, message):
    with pytest.raises(error, match=message):
        StoneBox().check(bad)
    if isinstance(bad, tuple):
        with pytest.raises(error, match=message):
            box_value(*bad)


def plain_pair_values(most):
    """E&D values of every pair with piles up to `most`, by a plain mex table."""
    values = {}
    for total in range(2, 2 * most + 1):
        for a in range(max(1, total - most), min(most, total - 1) + 1):
            b = total - a
            seen = {values[x, n - x] for n in (a, b) for x in range(1, n)}
            values[a, b] = next(v for v in range(len(seen) + 1) if v not in seen)
    return values


def test_pair_value_agrees_with_the_search_and_a_plain_table():
    game = PairSplit()
    values = plain_pair_values(64)
    for a, b in product(range(1, 65), repeat=2):
        assert (
            pair_value(a, b) == values[a, b] == gl.sg(game, (a, b), closed_form=False)
        )


def test_splitting_a_pile_reaches_exactly_the_bits_of_a_minus_one():
    """The lemma of the proof: x + y = a reaches the values whose bit is 1 in a - 1."""
    for a in range(2, 300):
        reached = {pair_value(x, a - x) for x in range(1, a)}
        assert reached == {k for k in range(a.bit_length()) if (a - 1) >> k & 1}, a


def test_lowest_zero_bit_and_bad_pairs():
    assert [lowest_zero_bit(n) for n in range(8)] == [0, 1, 0, 2, 0, 1, 0, 3]
    assert pair_value(2**100 + 1, 1) == 0 and pair_value(2**100, 2**100) == 100
    with pytest.raises(ValueError, match="positive integer, got 0"):
        pair_value(0, 3)
    with pytest.raises(TypeError, match="pair"):
        PairSplit().check((1, 2, 3))


def random_dag(n, rng):
    """Successor lists of a random DAG on 0..n-1 (edges go to smaller numbers)."""
    return {
        v: sorted(rng.sample(range(v), rng.randrange(min(v, 3) + 1))) for v in range(n)
    }


def test_tokens_on_a_dag_are_a_sum_whose_value_is_the_xor():
    """POJ 2425: the solver's rule (XOR of the tokens' values) against a search
    over the tuple of all token places, which knows only the moves."""
    rng = random.Random(2425)
    for _ in range(40):
        successors = random_dag(rng.randrange(1, 9), rng)
        one = gl.game_from(lambda v, s=successors: s[v])

        def moves(tokens, s=successors):
            return [
                (*tokens[:i], w, *tokens[i + 1 :])
                for i, v in enumerate(tokens)
                for w in s[v]
            ]

        many = gl.game_from(moves)
        for count in (1, 2, 3):
            for tokens in product(range(len(successors)), repeat=count):
                truth = gl.outcome(many, tokens, closed_form=False)
                value = gl.nim_sum(gl.sg(one, v) for v in tokens)
                assert (truth == "N") == (value != 0)
