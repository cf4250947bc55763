"""Luogu P1247, 取火柴游戏: Taking matches (chapter 2).

Theorem 2.2 (the winning moves of Nim).
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    block,
    nim_brute,
    nim_heaps,
    require,
    sized,
    within,
    xor,
)
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="luogu_p1247",
    ids=("Luogu P1247",),
    title="取火柴游戏",
    english="Taking matches",
    chapter=chapter_of("thm-2-2"),
    theorem=f"{cite('thm-2-2')} (the winning moves of Nim)",
    topic="Nim",
    difficulty=2,
    limits="one case; k <= 500,000 heaps, each <= 10^9",
)


def _p1247(case):
    s = xor(case)
    if s == 0:
        return ["lose"]
    i = next(i for i, h in enumerate(case) if h ^ s < h)
    after = list(case)
    after[i] ^= s
    return [f"{case[i] - after[i]} {i + 1}", " ".join(map(str, after))]


def _p1247_brute(case):
    for b, h in enumerate(case):
        for a in range(1, h + 1):
            after = [*case[:b], h - a, *case[b + 1 :]]
            if nim_brute(after) == "P":
                return [f"{a} {b + 1}", " ".join(map(str, after))]
    return ["lose"]


def _valid(cases):
    (heaps,) = cases
    require(1 <= len(heaps) <= 500_000, f"k must be 1 to 500,000, got {len(heaps)}")
    within(heaps, 0, 10**9, "a heap")


def _p1247_gen(d, size):
    if size == "max" and d.int(0, 1):
        # every heap but the last can win (a top bit shared by an odd number of
        # heaps): a solution that builds a position per winning move is caught
        heaps = [d.int(2**29, 2**30 - 1) for _ in range(499_999)]
        return [[*heaps, d.int(1, 2**29 - 1)]]
    return [nim_heaps(d, size, 3, 500_000, 10**9, 1)]


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=lambda t: [sized("k", "a heap")(t)],
    answer=_p1247,
    write=lambda cases: block(cases[0]),
    generate=_p1247_gen,
    edges=lambda: [[[1]], [[1, 1]], [[3, 3, 1]], [[10**9] * 2], [[1, 2, 3]]],
    brute_answer=_p1247_brute,
    notes="the judge wants the move with the smallest heap number b, then the "
    "smallest a; one case per input",
)
