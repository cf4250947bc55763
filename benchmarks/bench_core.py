"""The generic engine and the chapter 0-1 games on large inputs."""

from common import row, timed

import gamelib as gl


def bench():
    chain = gl.game_from(lambda n: [n - 1] if n else [], name="chain")
    seconds, value = timed(gl.sg, chain, 10**6)
    assert value == 0
    row(
        "sg on a chain of 10^6 positions (generic search)",
        seconds,
        5.0,
        f"{10**6 / seconds:,.0f} positions/s",
    )
    seconds, _ = timed(
        lambda: gl.sg_sequence(gl.SubtractionGame({3, 7, 11, 20}), 10**6), repeat=3
    )
    row(
        "sg_sequence, subtraction set {3,7,11,20}, n = 10^6",
        seconds,
        0.2,
        "fresh game each time",
    )
    seconds, _ = timed(
        lambda: gl.winning_moves(gl.Nim(), (10**100, 3**200, 7**150)), repeat=3
    )
    row("Nim winning moves, heaps of 100 digits", seconds, 0.001)
