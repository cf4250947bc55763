"""Misère play (chapter 5): the generic misère search and the closed forms."""

from common import row, timed

import gamelib as gl


def bench():
    chain = gl.game_from(lambda n: [n - 1] if n else [], name="chain")
    seconds, value = timed(lambda: gl.outcome(chain, 10**6, misere=True))
    assert value == "N"
    row(
        "outcome(misere=True) on a chain of 10^6 positions",
        seconds,
        10.0,
        f"{10**6 / seconds:,.0f} positions/s",
    )
    heaps = tuple(range(1, 48)) * 10  # HDU 1907 sizes: 470 heaps
    seconds, _ = timed(lambda: gl.outcome(gl.Nim(), heaps, misere=True), repeat=5)
    row("Anti-Nim rule, 470 heaps", seconds, 0.001)
    seconds, _ = timed(
        lambda: gl.winning_moves(gl.Nim(), (10**100, 3**200, 7**150), misere=True),
        repeat=5,
    )
    row("misère Nim winning moves, heaps of 100 digits", seconds, 0.001)
    seconds, _ = timed(
        lambda: gl.outcome(gl.Nim(), (3, 4, 5, 6, 7), misere=True, closed_form=False)
    )
    row("misère search, Nim (3, 4, 5, 6, 7), fresh game", seconds, 1.0)
