"""Nim multiplication against its mex definition, the OEIS and Turning Corners."""

import random
from functools import cache
from itertools import product

import pytest

import gamelib as gl
from gamelib.engine.core import mex
from gamelib.theory.nimbers import (
    nim_inverse,
    nim_power,
    nim_product,
    nim_product_table,
)
from tests.conftest import oeis

SIZE = 40


@cache
def by_mex(a, b):
    """Conway's definition: mex of (a' * b) + (a * b') + (a' * b'), a' < a, b' < b."""
    return mex(
        by_mex(x, b) ^ by_mex(a, y) ^ by_mex(x, y) for x in range(a) for y in range(b)
    )


def test_the_product_is_conways_mex_definition():
    assert all(
        nim_product(a, b) == by_mex(a, b) for a, b in product(range(SIZE), repeat=2)
    )


def test_the_product_table_is_oeis_a051775():
    terms = oeis("A051775")  # read by antidiagonals, from (0, 0)
    ours = [nim_product(n - k, k) for n in range(60) for k in range(n + 1)]
    assert ours[: len(terms)] == terms and len(terms) > 50


def test_the_nimbers_form_a_field():
    rng = random.Random(7)
    for _ in range(300):
        a, b, c = (rng.randrange(1 << rng.choice([8, 33, 70, 200])) for _ in range(3))
        assert nim_product(a, b) == nim_product(b, a)
        assert nim_product(a, nim_product(b, c)) == nim_product(nim_product(a, b), c)
        assert nim_product(a, b ^ c) == nim_product(a, b) ^ nim_product(a, c)
        assert nim_product(a, 1) == a and nim_product(a, 0) == 0
        if 0 < a < 2**64:  # an inverse costs about 2**k products (see below)
            assert nim_product(a, nim_inverse(a)) == 1


def test_fermat_two_powers_square_to_three_halves():
    for k in range(8):
        f = 2 ** (2**k)
        assert nim_product(f, f) == f ^ (f >> 1)
        assert nim_product(f - 1, f) == (f - 1) * f  # below F, times F is ordinary


def test_powers_and_the_multiplicative_group_of_the_field_of_16():
    for a in range(1, 16):
        assert nim_power(a, 15) == 1  # every non-zero x of a field of 16 has x**15 = 1
    assert sorted(nim_power(2, n) for n in range(3)) == [1, 2, 3]  # 2 has order 3
    assert nim_power(5, 0) == 1


def test_a_huge_product_is_exact_and_fast_enough_to_check():
    a, b = 3**2000, 7**1500
    assert nim_product(a, b) == nim_product(b, a)
    c = 7**40  # an inverse takes about 2**k products in the field of 2**(2**k)
    assert nim_product(nim_product(a, c), nim_inverse(c)) == a


def _turning_corners(position):
    """Turn the four corners (a, b), (a, y), (x, b), (x, y) of a rectangle with
    (x, y) a head, a < x and b < y."""
    options = []
    for x, y in position:
        for a, b in product(range(x), range(y)):
            options.append(position ^ {(x, y), (a, y), (x, b), (a, b)})
    return options


def test_tartan_theorem_turning_corners_by_search():
    corners = gl.game_from(_turning_corners, name="Turning Corners")
    for x, y in product(range(4), repeat=2):
        coin = frozenset({(x, y)})
        assert gl.sg(corners, coin, closed_form=False) == nim_product(x, y), (x, y)
    two = frozenset({(3, 2), (2, 3)})
    assert gl.sg(corners, two, closed_form=False) == nim_product(3, 2) ^ nim_product(
        2, 3
    )


@pytest.mark.parametrize(
    ("call", "error", "words"),
    [
        (lambda: nim_product(-1, 2), ValueError, "got -1"),
        (lambda: nim_product(2.0, 2), TypeError, "got 2.0"),
        (lambda: nim_product(True, 2), TypeError, "True"),
        (lambda: nim_inverse(0), ZeroDivisionError, "0 has no nim inverse"),
        (lambda: nim_power(2, -1), ValueError, "got -1"),
        (lambda: nim_product_table(10**6), ValueError, "allowed here"),
    ],
)
def test_bad_input_is_refused_clearly(call, error, words):
    with pytest.raises(error, match=words):
        call()


def test_hdu3404_rule_with_degenerate_rectangles_and_cells_from_1():
    # The judge's moves: any rectangle (a, b)-(x, y) with a <= x, b <= y and
    # (x, y) on, so one, two or four lights switch; coordinates start at 1.
    from itertools import product

    def options(lights):
        moves = set()
        for x, y in lights:
            for a, b in product(range(1, x + 1), range(1, y + 1)):
                moves.add(lights ^ {(a, b), (a, y), (x, b), (x, y)})
        return list(moves)

    game = gl.game_from(options, name="Switch lights")
    cells = list(product(range(1, 5), range(1, 4)))
    for cell in cells:
        assert gl.sg(game, frozenset({cell})) == gl.theory.nimbers.nim_product(*cell)
    for a, b in product(cells, repeat=2):
        board = frozenset({a, b})
        xor = 0
        for x, y in board:
            xor ^= gl.theory.nimbers.nim_product(x, y)
        assert gl.sg(game, board) == xor


def test_the_table_of_bytes_agrees_with_the_recursion_below_2_16():
    # Below 2**16 nim_product uses four lookups in a table of byte products;
    # the recursion through the Fermat 2-powers (tested above on 8 to 200 bits)
    # and the field laws on 16-bit numbers must agree with it.
    from gamelib.theory.nimbers import _product

    rng = random.Random(3404)
    for _ in range(2000):
        a, b, c = (rng.randrange(1 << rng.randint(1, 16)) for _ in range(3))
        assert nim_product(a, b) == _product(a, b)
        assert nim_product(a, b) == nim_product(b, a)
        assert nim_product(a, b ^ c) == nim_product(a, b) ^ nim_product(a, c)
        assert nim_product(nim_product(a, b), c) == nim_product(a, nim_product(b, c))
    assert nim_product(256, 256) == 384 and nim_product(10**4, 1) == 10**4


def test_fermat_square_by_the_mex_definition_from_the_products_below():
    # Conway's definition of F ⊗ F uses only products below F: with x ⊗ F = xF,
    # its options are (a ^ b)F ^ (a ⊗ b) for a, b < F. Their mex is 3F/2
    # (computed here, not read from the recursion, which assumes it).
    for f in (2, 4, 16, 256):
        options = {(a ^ b) * f ^ nim_product(a, b) for a in range(f) for b in range(f)}
        assert mex(options) == 3 * f // 2, f
    assert by_mex(16, 16) == 24  # and the definition itself, all the way down


def test_x_squared_plus_x_fills_exactly_the_lower_half_of_the_field():
    # The induction of chapter 9's proof: x ⊗ x ^ x < F/2 for every x < F, each
    # value hit twice (x and x ^ 1), so the numbers below F/2 are exactly hit.
    for f in (2, 4, 16, 256, 65536):
        hits = [0] * (f // 2)
        for x in range(f):
            hits[nim_product(x, x) ^ x] += 1
        assert hits == [2] * (f // 2), f
