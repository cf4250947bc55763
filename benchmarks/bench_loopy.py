"""Games with cycles (chapter 14): retrograde analysis and the rounds at size."""

from random import Random

from common import row, timed

import gamelib as gl
from gamelib.engine.loopy import loopy_outcomes, loopy_sg_values


def random_map(n, most, seed):
    """A random game graph on 0..n-1 (cycles and all) and a root n above it."""
    rng = Random(seed)
    moves = {
        v: [rng.randrange(n) for _ in range(rng.randint(0, most))] for v in range(n)
    }
    moves[n] = list(range(n))
    return gl.game_from(moves.__getitem__), n


def bench():
    seconds, _ = timed(loopy_sg_values, gl.Nim(), (1000,))
    row("loopy_sg_values: Nim heap 1000 (500,500 moves)", seconds, 2.0, "was 18.6 s")
    game = gl.SubtractionGame({1, 2, 3})
    seconds, _ = timed(loopy_sg_values, game, 10**5 - 1)
    row("loopy_sg_values: Bash heap 99,999", seconds, 2.0, "4 rounds")
    game, root = random_map(50_000, 6, 5)
    seconds, _ = timed(loopy_sg_values, game, root)
    row("loopy_sg_values: random map, 50,000 vertices", seconds, 3.0, "200k moves")
    seconds, _ = timed(loopy_outcomes, game, root)
    row("loopy_outcomes: the same map", seconds, 2.0, "P/N/D only")
