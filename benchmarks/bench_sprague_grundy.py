"""Chapter 3: the seed algorithm of the classic write-ups against gamelib.

The classic contest code fills an array ``sg[0..n)``: for every heap it clears
a boolean array, marks the values of the options and scans for the first
unmarked entry. That is Theta(n * |S|) steps. gamelib computes values only
until the period of the windows shows (Brent's method), then repeats the
period with numpy; the values are still exact for every n.

Two sets are timed side by side with the seed algorithm: a typical one, and
the slowest one for gamelib among *all* 2**20 - 1 subtraction sets with
largest move at most 20 (the one with the largest preperiod + period). That
set was found by ``python benchmarks/bench_sprague_grundy.py --exhaustive``,
which computes the periodicity of every such set (about 3 minutes on one
core) and prints the ten largest.
"""

import random
import statistics
import sys

from common import row, timed, typed_updates

import gamelib as gl
from gamelib.theory.sequences import ValueSequence
from gamelib.widgets import SpragueGrundyExplorer

MOVES = (4, 5, 10, 15, 17, 20)  # max move 20; preperiod 125, period 50
#: The largest preperiod + period (761 + 792) of all sets with max move <= 20.
SLOWEST = (2, 5, 6, 7, 8, 10, 11, 12, 13, 14, 17, 18, 20)
N = 10**6


def seed_algorithm(moves, n):
    """The classic loop, written plainly: clear, mark, scan for the mex."""
    sg = [0] * n
    seen = [False] * (len(moves) + 1)
    for i in range(n):
        for j in range(len(seen)):
            seen[j] = False
        for m in moves:
            if m <= i:
                seen[sg[i - m]] = True
        j = 0
        while seen[j]:
            j += 1
        sg[i] = j
    return sg


def side_by_side(moves, label):
    """Time the seed algorithm and sg_sequence on `moves`; the values must agree."""
    naive_seconds, naive = timed(seed_algorithm, moves, N)
    row(
        f"seed algorithm (clear, mark, scan), {label}",
        naive_seconds,
        float("inf"),
        "baseline, no target; pure Python",
    )
    seconds, values = timed(
        lambda: gl.sg_sequence(gl.SubtractionGame(moves), N), repeat=3
    )
    assert values.tolist() == naive, "gamelib and the seed algorithm disagree"
    pre, period = gl.periodicity(gl.SubtractionGame(moves))
    row(
        f"gamelib sg_sequence, {label}",
        seconds,
        0.2,
        f"fresh game; preperiod {pre}, period {period}; "
        f"{naive_seconds / seconds:,.0f}x faster, same values",
    )
    return naive


def bench():
    naive = side_by_side(MOVES, "S={4,..,20}, n=10^6")
    side_by_side(SLOWEST, "slowest S, n=10^6")
    big = 10**100
    seconds, value = timed(gl.sg, gl.SubtractionGame(MOVES), big, repeat=3)
    assert value == naive[125 + (big - 125) % 50]
    row("sg of heap 10^100 in S={4,..,20} (fresh game)", seconds, 0.01)
    moves = [604, 1321, 4287, 7947, 9402]  # preperiod 249,238, period 9,268
    seconds, _ = timed(gl.periodicity, gl.SubtractionGame(moves))
    row(
        "periodicity of {604,1321,4287,7947,9402}",
        seconds,
        5.0,
        "258,506 values; window table-free",
    )

    rng = random.Random(1536)
    explorer = SpragueGrundyExplorer()
    inputs = [
        "1 3 4",
        "2 4 7",
        " ".join(map(str, SLOWEST)),
        "604 1321 4287 7947 9402",  # no period within the explorer's search
        " ".join(map(str, sorted(rng.sample(range(1, 1001), 100)))),  # 100 moves
        "1 x",
        "1 0",
    ]
    times = typed_updates(explorer, explorer.moves, inputs * 3)
    row(
        "explorer SpragueGrundyExplorer, typed sets (median)",
        statistics.median(times),
        0.050,
        f"{len(times)} updates; worst {max(times) * 1000:.1f} ms (100 moves <= 1000)",
    )


def exhaustive(largest=20, shown=10):
    """Print the sets with largest move <= `largest` of largest preperiod + period."""
    found = []
    for mask in range(1, 1 << largest):
        moves = tuple(m + 1 for m in range(largest) if mask >> m & 1)
        pre, period = ValueSequence(moves).find(10**7)
        found.append((pre + period, pre, period, moves))
        if len(found) > 10 * shown:
            found = sorted(found, reverse=True)[:shown]
    for total, pre, period, moves in sorted(found, reverse=True)[:shown]:
        print(f"preperiod + period {total:5}  ({pre} + {period})  S = {moves}")


if __name__ == "__main__":
    if "--exhaustive" in sys.argv[1:]:
        exhaustive()
    else:
        bench()
