"""The generic engine and the chapter 0-1 games on large inputs."""

import os
import time

from baseline import baseline_sg
from common import row, timed

import gamelib as gl


def chain(n):
    return [n - 1] if n else []


def take_134(n):
    return [n - k for k in (1, 3, 4) if k <= n]


def against_baseline(name, options, root, repeat=5):
    """Best CPU time of `repeat` for the engine and the baseline, interleaved,
    fresh games, in one run (so the ratio compares like with like)."""
    ours, theirs = float("inf"), float("inf")
    for _ in range(repeat):
        game = gl.game_from(options)
        game.search_limit = 10**8
        start = time.process_time()
        value = gl.sg(game, root)
        ours = min(ours, time.process_time() - start)
        start = time.process_time()
        expected = baseline_sg(options, root)
        theirs = min(theirs, time.process_time() - start)
        assert value == expected
    row(
        f"engine vs baseline: {name}",
        ours,
        1.1 * theirs,  # the target: within 1.1 times the baseline's time
        f"ratio {ours / theirs:.2f} (baseline {theirs * 1000:.0f} ms CPU; target "
        f"<= 1.1; load average {os.getloadavg()[0]:.2f})",
    )


def bench():
    against_baseline("chain of 10^6 positions", chain, 10**6)
    against_baseline("take {1,3,4} up to 2*10^5", take_134, 2 * 10**5)
    against_baseline("take {1,3,4} up to 10^6", take_134, 10**6, repeat=3)
    line = gl.game_from(chain, name="chain")
    seconds, value = timed(gl.sg, line, 10**6)
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
