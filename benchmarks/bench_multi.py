"""Multi-SG and Every-SG (chapter 6): Lasker's Nim, split games, step values."""

import random

from common import row, timed

import gamelib as gl


def bench():
    rng = random.Random(3032)
    heaps = tuple(rng.randint(1, 2**31 - 1) for _ in range(10**6))
    seconds, _ = timed(gl.sg, gl.LaskerNim(), heaps)
    row("Lasker's Nim sg, 10^6 heaps < 2^31 (HDU 3032 max)", seconds, 2.0)
    kayles = gl.SplitGame(
        lambda n: [(a, n - k - a) for k in (1, 2) for a in range(n - k + 1)]
    )
    seconds, _ = timed(kayles.heap_value, 1000)
    row("SplitGame (Kayles) heap values 0..1000, Multi-SG rule", seconds, 2.0)
    pairs = [(rng.randint(1, 1000), rng.randint(1, 1000)) for _ in range(1000)]

    def hdu3595():
        game = gl.EuclidGame()
        return max(gl.step(game, p) for p in pairs)

    seconds, _ = timed(hdu3595, repeat=3)
    row("HDU 3595 case: 1000 Euclid pairs <= 1000, step rule", seconds, 0.05)
    seconds, _ = timed(
        lambda: [gl.step(gl.EuclidGame(), p, closed_form=False) for p in pairs]
    )
    row("same, generic step search (fresh game)", seconds, 3.0)
    game = gl.SubtractionGame({1, 3, 4})
    every = gl.EverySG(game, game, game)
    seconds, _ = timed(lambda: gl.outcome(every, (9, 10, 11), closed_form=False))
    row("Every-SG brute force, 3 heaps of take {1,3,4}", seconds, 2.0)
