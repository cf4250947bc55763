"""AtCoder ABC 206 F, Interval Game 2: Interval game 2 (chapter 3).

Choosing [L, R) inside a free stretch [a, b) leaves the two stretches [a, L)
and [R, b), independent games: by the Sprague-Grundy theorem
g(a, b) = mex over the intervals inside of g(a, L) XOR g(R, b).
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    brute_outcome,
    count,
    pick,
    read_pair,
    require,
    within,
)
from gamelib.engine.core import game_from
from gamelib.utils.citations import cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="abc206f",
    ids=("AtCoder ABC 206 F", "ABC206F"),
    title="Interval Game 2",
    english="Interval game 2",
    chapter=3,
    theorem=f"{cite('thm-3-3')} (Sprague-Grundy) on the free stretches of the line",
    topic="Sprague-Grundy, interval DP",
    difficulty=3,
    limits="1 <= T <= 20 test cases; 1 <= N <= 100 intervals, 1 <= L_i < R_i <= 100",
    time_limit=2,  # CPU seconds, as the judge states them
    judge_memory=1048576,  # KB, as the judge states them
    limits_from="the AtCoder page (atcoder.jp/contests/abc206/tasks/abc206_f)",
)


def stretch_value(intervals):
    """g(1, 100): the SG value of the whole line, by the stretches [a, b)."""
    found = sorted(set(intervals))
    value = {}

    def g(a, b):
        if (a, b) not in value:
            seen = 0
            for left, right in found:
                if a <= left and right <= b:
                    seen |= 1 << (g(a, left) ^ g(right, b))
            value[a, b] = (~seen & (seen + 1)).bit_length() - 1
        return value[a, b]

    return g(1, 100)


def _choose(position):
    """Choose a free interval: the ones meeting it are no longer free."""
    intervals, free = position
    found = []
    for i in free:
        left, right = intervals[i]
        rest = frozenset(
            j for j in free if intervals[j][1] <= left or right <= intervals[j][0]
        )
        found.append((intervals, rest))
    return found


_LINE = game_from(_choose, name="half-open intervals")


def _brute(intervals):
    start = (tuple(intervals), frozenset(range(len(intervals))))
    return ["Alice" if brute_outcome(_LINE, start) == "N" else "Bob"]


def _one_interval(d, size):
    top = pick(size, 8, 100, 100)
    left = d.int(1, top - 1, special=(1, top - 1))
    width = d.int(1, min(top - left, pick(size, 4, 30, 12)), log=True)
    return (left, left + width)


def _generate(d, size):
    games = []
    for _ in range(count(d, size, 2, 20)):
        n = d.int(1, pick(size, 6, 100, 100), log=True, special=(1, 100))
        if size == "max":
            n = 100
        games.append([_one_interval(d, size) for _ in range(n)])
    return games


def _valid(cases):
    require(1 <= len(cases) <= 20, f"T must be 1 to 20, got {len(cases)}")
    for intervals in cases:
        require(1 <= len(intervals) <= 100, f"N must be 1 to 100, got {len(intervals)}")
        for left, right in intervals:
            within([left], 1, 99, "L_i")
            within([right], left + 1, 100, f"R_i (L_i = {left})")


def _write(games):
    return f"{len(games)}\n" + "".join(
        f"{len(g)}\n" + "".join(f"{a} {b}\n" for a, b in g) for g in games
    )


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=lambda t: [
        [read_pair(t) for _ in range(t.int("N"))] for _ in range(t.int("T"))
    ],
    answer=lambda intervals: ["Alice" if stretch_value(intervals) else "Bob"],
    write=_write,
    generate=_generate,
    edges=lambda: [
        [[(1, 2)]],
        [[(1, 100)]],
        [[(1, 100)] * 100],
        [[(i, i + 1) for i in range(1, 100)]],
        [[(i, i + 1) for i in range(1, 99)]],
        [[(i, 100 - i) for i in range(1, 50)]],
        [[(i, i + 2) for i in range(1, 99)] + [(1, 100)]] * 20,
    ],
    brute_answer=_brute,
)
