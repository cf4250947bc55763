"""Chapter 3: the seed algorithm of the classic write-ups against gamelib.

The classic contest code fills an array ``sg[0..n)``: for every heap it clears
a boolean array, marks the values of the options and scans for the first
unmarked entry. That is Theta(n * |S|) steps. gamelib computes values only
until the period of the windows shows (Brent's method), then repeats the
period with numpy; the values are still exact for every n.
"""

from common import row, timed

import gamelib as gl

MOVES = (4, 5, 10, 15, 17, 20)  # max move 20; preperiod 125, period 50
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


def bench():
    naive_seconds, naive = timed(seed_algorithm, MOVES, N)
    row(
        "seed algorithm (clear, mark, scan), S={4,5,..,20}, n=10^6",
        naive_seconds,
        float("inf"),
        "baseline, no target; pure Python",
    )
    seconds, values = timed(
        lambda: gl.sg_sequence(gl.SubtractionGame(MOVES), N), repeat=3
    )
    assert values.tolist() == naive, "gamelib and the seed algorithm disagree"
    row(
        "gamelib sg_sequence, same set, n = 10^6",
        seconds,
        0.2,
        f"fresh game each time; {naive_seconds / seconds:,.0f}x faster, same values",
    )
    big = 10**100
    seconds, value = timed(gl.sg, gl.SubtractionGame(MOVES), big, repeat=3)
    assert value == naive[125 + (big - 125) % 50]
    row("sg of heap 10^100 in the same game (fresh game)", seconds, 0.01)
    moves = [604, 1321, 4287, 7947, 9402]  # preperiod 249,238, period 9,268
    seconds, _ = timed(gl.periodicity, gl.SubtractionGame(moves))
    row(
        "periodicity of {604,1321,4287,7947,9402}",
        seconds,
        5.0,
        "258,506 values; window table-free",
    )
