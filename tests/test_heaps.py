"""What a position of a heap game is, decided once: ``n`` is the one-heap row ``(n,)``.

For every heap game of gamelib, sg, outcome and winning_moves agree on ``n``
and ``(n,)``, and the winning moves come back in the reader's form; bad rows
are refused the same way, by the one check in gamelib.engine.heaps.
"""

import pytest

import gamelib as gl
from gamelib.engine.heaps import HeapRow
from tests.conftest import needs


def _split_in_two(n):
    return [(k, n - k) for k in range(1, n // 2 + 1)]


HEAP_GAMES = [
    gl.Nim(),
    gl.Bash(3),
    gl.SubtractionGame({1, 3, 4}),
    gl.OctalGame("0.77"),
    gl.OctalGame("0.07"),
    gl.GrundyGame(),
    gl.LaskerNim(),
    gl.SplitGame(_split_in_two, name="split in two"),
    gl.lab_game(lambda n: [n - k for k in (1, 2) if k <= n] + _split_in_two(n)),
    gl.StaircaseNim(),
    gl.MooreNim(2),
]


def _as_row(game, position):
    return game.key(game.check(position))


@pytest.mark.parametrize("game", HEAP_GAMES, ids=repr)
def test_an_integer_is_the_one_heap_row(game):
    for n in range(14):
        assert gl.sg(game, n) == gl.sg(game, (n,)) == gl.sg(game, n, closed_form=False)
        assert gl.outcome(game, n) == gl.outcome(game, (n,))
        from_int, from_row = gl.winning_moves(game, n), gl.winning_moves(game, (n,))
        assert [_as_row(game, m) for m in from_int] == [
            _as_row(game, m) for m in from_row
        ]
        # The reader's form: a tuple in, tuples out; an int in, ints for one heap.
        assert all(isinstance(m, tuple) for m in from_row) or not isinstance(
            game, HeapRow
        )
        assert all(not isinstance(m, tuple) or len(m) > 1 for m in from_int)


@pytest.mark.parametrize("game", HEAP_GAMES, ids=repr)
@pytest.mark.parametrize("bad", [-1, 2.5, True, "3", None, [1, -1], (2.0,)])
def test_bad_heaps_are_refused_the_same_way_written_either_way(game, bad):
    with pytest.raises((TypeError, ValueError)) as error:
        gl.sg(game, bad)
    parts = bad if isinstance(bad, (list, tuple)) else [bad]
    assert any(repr(part) in str(error.value) for part in parts)


def test_one_heap_games_refuse_rows_of_several_heaps():
    with pytest.raises(ValueError, match=r"one heap, n or \(n,\), got \(3, 4\)"):
        gl.sg(gl.Bash(3), (3, 4))


# --- numpy integers are integers ---------------------------------------------------

NUMPY_CALLS = {
    "sg of a one-heap Nim": lambda i: gl.sg(gl.Nim(), i(5)),
    "winning moves of one heap": lambda i: gl.winning_moves(gl.LaskerNim(), i(3)),
    "a row of numpy heaps": lambda i: gl.sg(gl.Nim(), (i(3), i(4))),
    "Bash's parameter": lambda i: gl.outcome(gl.Bash(i(3)), i(10)),
    "a subtraction set": lambda i: gl.sg(gl.SubtractionGame({i(1), i(3)}), i(10)),
    "Moore's k": lambda i: gl.outcome(gl.MooreNim(i(2)), (i(3), i(5), i(6))),
    "Wythoff": lambda i: gl.outcome(gl.Wythoff(), (i(3), i(5))),
    "an octal heap": lambda i: gl.sg(gl.OctalGame("0.77"), i(7)),
    "a sequence length": lambda i: gl.sg_sequence(gl.Bash(2), i(5)).tolist(),
    "a periodicity limit": lambda i: gl.periodicity(gl.OctalGame("0.77"), limit=i(999)),
    "the lab": lambda i: gl.analyse({i(1), i(2)}, shown=i(10), observe=i(20)).values,
    "check's sizes and seed": lambda i: (
        gl.check(
            lambda n: n % 3 != 0, gl.Bash(2), bound=i(50), random_count=i(5), seed=i(3)
        ).ok
    ),
    "a random tree": lambda i: gl.trees.gametrees.random_tree(
        i(2), i(3), seed=i(1)
    ).nested(),
    "Wythoff's pairs": lambda i: gl.heapgames.wythoff.cold_positions(i(4)),
    "a Zeckendorf sum": lambda i: gl.heapgames.fibonacci.zeckendorf(i(100)),
}


@pytest.mark.parametrize("name", sorted(NUMPY_CALLS))
def test_numpy_integers_give_the_answers_of_ints(name):
    call = NUMPY_CALLS[name]
    np = needs("numpy")  # the integers under test are numpy's
    assert call(np.int64) == call(int)
