"""Chapter 2: the Nim helpers at the judges' largest inputs, and the Nim explorer."""

import random
import statistics

from common import row, timed, typed_updates

import gamelib as gl
from gamelib.widgets import NimExplorer


def bench():
    rng = random.Random(2234)
    heaps = [rng.randrange(1, 10**9 + 1) for _ in range(500_000)]
    seconds, _ = timed(gl.heapgames.nim.nim_first_winning_move, heaps, repeat=3)
    row("Luogu P1247 at its limit: 5*10^5 heaps <= 10^9", seconds, 0.5)
    seconds, _ = timed(gl.heapgames.nim.nim_winning_move_count, heaps[:100], repeat=5)
    row("HDU 1850 at its limit: count for 100 heaps", seconds, 0.001)
    huge = [rng.randrange(10**100) for _ in range(1000)]
    seconds, _ = timed(gl.heapgames.nim.nim_winning_moves, huge, repeat=3)
    row("nim_winning_moves, 1000 heaps of 100 digits", seconds, 0.01)
    seconds, _ = timed(gl.heapgames.nim.nim_table, huge[:20], repeat=3)
    row("nim_table, 20 heaps of 100 digits (333 columns)", seconds, 0.01)

    explorer = NimExplorer()
    inputs = [
        "3 4 5",
        "1 4 5",
        " ".join(str(rng.randrange(2**64)) for _ in range(20)),
        " ".join(str(rng.randrange(1000)) for _ in range(20)),
        "x",
    ]
    times = typed_updates(explorer, explorer.heaps, inputs * 5)
    row(
        f"explorer NimExplorer, typed input (median of {len(times)})",
        statistics.median(times),
        0.050,
        f"worst {max(times) * 1000:.1f} ms (20 heaps of 64 bits)",
    )
