"""Chapters 5 and 6: the judge problems at their largest inputs, and the widgets."""

import random

from common import row, timed

import gamelib as gl
from gamelib.graphgames.grids import BombGame, bomb_table, cutting_table


def bench():
    seconds, _ = timed(cutting_table, 200, repeat=3)
    row("POJ 2311: Cutting Game table, 200 x 200", seconds, 1.0)
    seconds, _ = timed(bomb_table, 50, 50, repeat=3)
    row("HDU 2873: Bomb Game table, 50 x 50", seconds, 0.5)

    def full_board():  # every cell of a 50 x 50 board holds a bomb
        game = BombGame()
        cells = frozenset((p, q) for p in range(1, 51) for q in range(1, 51))
        return gl.outcome(game, cells)

    seconds, _ = timed(full_board, repeat=3)
    row("HDU 2873: a full 50 x 50 board, fresh game", seconds, 0.5)
    rng = random.Random(1290)
    pairs = [(rng.randint(1, 2**31), rng.randint(1, 2**31)) for _ in range(10**4)]
    fib = [1, 1]
    while fib[-1] < 2**31:
        fib.append(fib[-1] + fib[-2])
    game = gl.EuclidGame()
    seconds, _ = timed(lambda: [gl.outcome(game, p) for p in pairs], repeat=3)
    row("Luogu P1290: 10^4 random pairs <= 2^31", seconds, 0.5)
    seconds, _ = timed(lambda: gl.outcome(game, (fib[-1], fib[-2])), repeat=3)
    row("Luogu P1290: consecutive Fibonacci piles > 2^31", seconds, 0.01)
    huge = (10**1000 + 7, 10**999 + 3)
    seconds, _ = timed(lambda: gl.winning_moves(game, huge), repeat=3)
    row("Euclid's game winning move, piles of 1000 digits", seconds, 0.05)
