"""Wythoff's game: exact decisions on huge piles, cold pairs and the SG table."""

from common import row, timed

import gamelib as gl
from gamelib.heapgames.wythoff import is_cold, sg_table


def bench():
    k = 7**350  # an index of 296 digits
    a, b = gl.heapgames.wythoff.wythoff_pair(k)
    seconds, cold = timed(is_cold, (a, b), repeat=5)
    assert cold
    row("is_cold on a cold pair of 296-digit piles", seconds, 0.001)
    game = gl.Wythoff()
    seconds, moves = timed(gl.winning_moves, game, (b, 2 * b - a + 3), repeat=5)
    assert moves
    row("all winning moves, piles of 296 digits", seconds, 0.001)
    seconds, pairs = timed(gl.heapgames.wythoff.cold_positions, 10**5, repeat=3)
    assert pairs[-1][1] - pairs[-1][0] == 10**5 - 1
    row("cold_positions(10^5)", seconds, 0.5)
    seconds, table = timed(sg_table, 500, repeat=3)
    assert table[0, 499] == 499
    row("sg_table(500): 250,000 SG values", seconds, 1.0)
    seconds, value = timed(lambda: gl.sg(gl.Wythoff(), (150, 150), closed_form=False))
    row("generic search sg(150, 150), fresh game", seconds, 5.0, f"value {value}")
