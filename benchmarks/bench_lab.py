"""The lab (chapter 12): one analysis per kind of game, and the explorer's updates.

Prints the time of :func:`gamelib.tools.lab.analyse` on a fresh game of each kind
(the long-period octal game 0.156 includes proving its period), and the
latency of the lab explorer when a slider moves (target 50 ms).
"""

import statistics
import time

from common import row, timed

from gamelib.heapgames.multi import LaskerNim
from gamelib.tools.lab import analyse
from gamelib.widgets.lab import LabExplorer

NOTEBOOK_BUDGET = 1.0  # seconds: an analysis is one cell of the chapter


def three_split(n):
    splits = (
        (a, b, n - a - b)
        for a in range(1, n // 3 + 1)
        for b in range(a, (n - a) // 2 + 1)
    )
    return [*range(n), *splits]


def bench():
    cases = [
        ("subtraction set {2, 5, 6}", lambda: {2, 5, 6}, {}),
        ("octal 0.156 (period 349, proved)", lambda: "0.156", {}),
        ("Lasker's Nim", LaskerNim, {}),
        (
            "rule: take any or split in three, 200 heaps",
            lambda: three_split,
            {"observe": 200},
        ),
    ]
    for name, make, options in cases:
        seconds, _ = timed(
            lambda make=make, options=options: analyse(make(), **options)
        )
        row(f"lab analyse: {name}", seconds, NOTEBOOK_BUDGET, "fresh game")
    for text in ("1, 3, 4", "0.156", "lasker"):
        explorer = LabExplorer(game=text)
        times = []
        for control in (explorer.start, explorer.shown, explorer.graph_heap):
            for value in (
                control.min,
                control.max,
                (control.min + control.max) // 2,
            ) * 3:
                start = time.perf_counter()
                control.value = value
                times.append(time.perf_counter() - start)
        row(
            f"explorer LabExplorer({text!r}) update (median of {len(times)})",
            statistics.median(times),
            0.050,
            f"worst {max(times) * 1000:.1f} ms",
        )
