"""The grid splitting games of chapter 6 against brute force on the judges' rules.

The brute-force games here are written from the problem statements, with no
Sprague-Grundy value inside: POJ 2311 as stated (whoever first cuts out a
1 x 1 piece wins, every cut allowed), HDU 2873 on sets of bombs with
cancelling, and Euclid's game (Luogu P1290) by its rule "whoever leaves a
pile of 0 wins".
"""

from functools import cache
from itertools import combinations, product

import pytest

import gamelib as gl
from gamelib.graphgames.grids import (
    BombGame,
    CuttingGame,
    bomb_table,
    cutting_table,
    parse_bomb_board,
)


def _normal(rects):
    return tuple(sorted(tuple(sorted(r)) for r in rects))


@cache
def _cutter_wins(rects):
    """POJ 2311 as stated: does the player to move win? (Cut out 1 x 1: win.)"""
    for i, (w, h) in enumerate(rects):
        rest = rects[:i] + rects[i + 1 :]
        cuts = [((a, h), (w - a, h)) for a in range(1, w)]
        cuts += [((w, b), (w, h - b)) for b in range(1, h)]
        for pieces in cuts:
            if (1, 1) in pieces or not _cutter_wins(_normal(rest + pieces)):
                return True
    return False


def test_cutting_game_is_poj2311_on_every_small_paper():
    game = CuttingGame()
    for w, h in product(range(2, 8), repeat=2):
        truth = "N" if _cutter_wins(_normal([(w, h)])) else "P"
        assert gl.outcome(game, ((w, h),)) == truth, (w, h)


def test_cutting_game_is_poj2311_on_two_papers():
    game = CuttingGame()
    sizes = list(product(range(2, 6), repeat=2))
    for r, s in combinations(sizes, 2):
        truth = "N" if _cutter_wins(_normal([r, s])) else "P"
        assert gl.outcome(game, (r, s)) == truth, (r, s)


def test_cutting_table_against_the_search():
    game = CuttingGame()
    table = cutting_table(9)
    for w, h in product(range(2, 9), repeat=2):
        assert table[w, h] == gl.sg(game, ((w, h),), closed_form=False), (w, h)


def test_cutting_table_is_symmetric_and_judge_sized():
    table = cutting_table(200)
    rows = table.tolist()
    assert all(rows[w][h] == rows[h][w] for w in range(201) for h in range(201))
    assert [table[w, 2] != 0 for w in (2, 3, 4)] == [False, False, True]


def _explode(bombs, p, q):
    """HDU 2873's moves of the bomb on (p, q), as sets of bombs (cancelling)."""
    if p > 1 and q > 1:
        placed = [[(u, q), (p, v)] for u in range(1, p) for v in range(1, q)]
    elif p == 1:
        placed = [[(1, v)] for v in range(1, q)]
    else:
        placed = [[(u, 1)] for u in range(1, p)]
    for new in placed:
        after = set(bombs) - {(p, q)}
        for cell in new:
            if cell in after:
                after.remove(cell)  # two bombs on one cell vanish
            elif cell != (1, 1):  # a bomb on (1, 1) vanishes
                after.add(cell)
        yield frozenset(after)


@cache
def _bomber_wins(bombs):
    return any(not _bomber_wins(o) for p, q in bombs for o in _explode(bombs, p, q))


@pytest.mark.parametrize("rows, columns", [(3, 3), (2, 5), (4, 3)])
def test_bomb_values_decide_every_board(rows, columns):
    table = bomb_table(rows, columns)
    cells = [c for c in product(range(1, rows + 1), range(1, columns + 1))]
    cells.remove((1, 1))
    for mask in range(1 << len(cells)):
        bombs = frozenset(c for i, c in enumerate(cells) if mask >> i & 1)
        total = 0
        for p, q in bombs:
            total ^= int(table[p, q])
        assert (total != 0) == _bomber_wins(bombs), sorted(bombs)


def test_bomb_game_against_its_search():
    game = BombGame()
    cells = [(p, q) for p in range(1, 4) for q in range(1, 4)]
    for bombs in combinations(cells, 2):
        position = frozenset(bombs)
        assert gl.sg(game, position) == gl.sg(game, position, closed_form=False)


def test_bomb_table_of_the_judge_size_grows_on_the_game():
    game = BombGame()
    assert game.cell_value(50, 50) == bomb_table(50, 50)[50, 50]
    assert [game.cell_value(1, q) for q in range(1, 6)] == [0, 1, 2, 3, 4]


def test_parse_bomb_board_reads_the_samples():
    assert parse_bomb_board([".#", ".."]) == {(1, 2)}
    assert parse_bomb_board(["##", ".."]) == {(1, 2)}  # (1, 1) vanishes
    with pytest.raises(ValueError, match="'x' in row 2"):
        parse_bomb_board(["..", ".x"])


def test_bad_input_is_named():
    with pytest.raises(ValueError, match="at least 2, got 1"):
        CuttingGame().check(((1, 4),))
    with pytest.raises(TypeError, match="tuple of rectangles"):
        CuttingGame().check((4, 5))
    with pytest.raises(TypeError, match=r"must be an integer, got 2\.5"):
        CuttingGame().check(((2.5, 4),))
    with pytest.raises(ValueError, match="more than the 1,000 allowed"):
        cutting_table(10**6)
    with pytest.raises(ValueError, match="a column of the board must be at least 1"):
        BombGame().check({(2, 0)})
    with pytest.raises(TypeError, match="a cell is a pair"):
        BombGame().check({(1, 2, 3)})
    with pytest.raises(TypeError, match="set of cells"):
        BombGame().check("#.")


@cache
def _euclid_mover_wins(a, b):
    """Euclid's game as stated: whoever leaves a pile of 0 wins."""
    big, small = max(a, b), min(a, b)
    moves = [big - k * small for k in range(1, big // small + 1)]
    return any(m == 0 or not _euclid_mover_wins(m, small) for m in moves)


def test_euclid_outcome_rule_against_brute_force():
    game = gl.EuclidGame()
    for a, b in product(range(1, 80), repeat=2):
        truth = "N" if _euclid_mover_wins(a, b) else "P"
        assert gl.outcome(game, (a, b)) == truth, (a, b)
        moves = gl.winning_moves(game, (a, b))
        assert bool(moves) == (truth == "N")
        for x, y in moves:  # a winning move wins at once or leaves a loss
            assert 0 in (x, y) or not _euclid_mover_wins(x, y)


def test_euclid_outcome_rule_on_huge_piles():
    game = gl.EuclidGame()
    fib = [1, 2]
    while len(fib) < 200:
        fib.append(fib[-1] + fib[-2])
    # Consecutive Fibonacci numbers: every quotient is 1 until the end, so the
    # chain of forced moves decides, and its parity alternates.
    outcomes = [gl.outcome(game, (fib[k + 1], fib[k])) for k in range(1, 198)]
    assert outcomes == ["P" if k % 2 else "N" for k in range(1, 198)]
    # Two forced moves, then (2**30 - 1, 1): quotient >= 2, the first player wins.
    assert gl.outcome(game, (2**31 - 1, 2**30)) == "N"
