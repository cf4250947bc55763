"""HDU 5795, A Simple Nim: A simple Nim (chapter 3).

Nim where a move may instead split a heap into three non-empty heaps. By the
Sprague-Grundy theorem the heaps add by XOR; a mex table shows sg(x) = x but
for x = 8k + 7 (worth 8k + 8) and x = 8k + 8 (worth 8k + 7).
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    brute_outcome,
    count,
    counted,
    heap_game,
    pick,
    require,
    sized,
    within,
    write_counted,
    xor,
)
from gamelib.utils.citations import cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="hdu5795",
    ids=("HDU 5795",),
    title="A Simple Nim",
    english="A simple Nim",
    chapter=3,
    theorem=f"{cite('thm-3-3')} (Sprague-Grundy) and a pattern in a mex table",
    topic="Sprague-Grundy, splitting heaps",
    difficulty=2,
    limits="1 <= T <= 100 test cases; 1 <= n <= 10^6 heaps, 1 <= s[i] <= 10^9",
    time_limit=1,  # CPU seconds, as the judge states them
    judge_memory=65536,  # KB, as the judge states them
    limits_from=(
        "a public copy of the HDU page "
        "(blog.youkuaiyun.com/Puyar_/article/details/75157852)"
    ),
)


def heap_value(x):
    """sg of a heap of x: x, but 8k + 7 and 8k + 8 trade places."""
    if x % 8 == 7:
        return x + 1
    if x % 8 == 0 and x > 0:
        return x - 1
    return x


def _heap_options(h):
    """Take 1..h, or split into three non-empty heaps."""
    found = [(k,) for k in range(h)]
    for a in range(1, h):
        found += [(a, b, h - a - b) for b in range(a, h - a) if h - a - b >= b]
    return found


_SPLIT_NIM = heap_game(_heap_options)

_WINNER = {True: "First player wins.", False: "Second player wins."}


def _brute(heaps):
    return [_WINNER[brute_outcome(_SPLIT_NIM, tuple(sorted(heaps))) == "N"]]


def _valid(cases):
    require(1 <= len(cases) <= 100, f"T must be 1 to 100, got {len(cases)}")
    for heaps in cases:
        require(1 <= len(heaps) <= 10**6, f"n must be 1 to 10^6, got {len(heaps)}")
        within(heaps, 1, 10**9, "a heap s[i]")


def _spread_heaps(d, n, shape):
    """n heaps from two drawn numbers (10^6 draws would be slow to record)."""
    seed, step = d.int(1, 10**9), d.int(1, 10**9 - 1)
    if shape == 2:  # every heap 8k + 7 or 8k + 8, the values that trade places
        return [8 * ((seed + j * step) % (10**8 - 1)) + 7 + j % 2 for j in range(n)]
    return [(seed + j * step) % 10**9 + 1 for j in range(n)]


def _generate(d, size):
    """Small heaps for the search; the max holds 10^6 heaps in all."""
    if size == "max":
        shape = d.int(0, 2)  # one huge case, 100 cases, or heaps 8k + 7 / 8k + 8
        n, t = (10**4, 100) if shape == 1 else (10**6, 1)
        return [_spread_heaps(d, n, shape) for _ in range(t)]
    t = count(d, size, 3, 100)
    heaps = pick(size, 3, 30, 30)
    top = pick(size, 7, 10**9, 10**9)
    special = (7, 8, 15, 16)
    return [
        [d.int(1, top, log=True, special=special) for _ in range(d.int(1, heaps))]
        for _ in range(t)
    ]


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=counted(sized("n", "a heap"), "T"),
    answer=lambda heaps: [_WINNER[xor(map(heap_value, heaps)) != 0]],
    write=write_counted,
    generate=_generate,
    edges=lambda: [
        [[1]],
        [[7]],
        [[8]],
        [[7, 8]],
        [[7, 7]],
        [[10**9]],
        [[10**9 - 1, 10**9]],
        [[999999999, 1000000000, 1]],
        [[1]] * 100,
    ],
    brute_answer=_brute,
)
