"""HDU 3032, Nim or not Nim?: Nim or not Nim? (Lasker's Nim) (chapter 6).

Theorem 6.2 (Lasker's Nim) with Lemma 6.1.
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    brute_outcome,
    cases,
    counted_lists,
    heap_game,
    pick,
    require,
    within,
    xor,
)
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="hdu3032",
    ids=("HDU 3032",),
    title="Nim or not Nim?",
    english="Nim or not Nim? (Lasker's Nim)",
    chapter=chapter_of("thm-6-2"),
    theorem=f"{cite('thm-6-2')} (Lasker's Nim) with {cite('lem-6-1')}",
    topic="Multi-SG",
    difficulty=2,
    limits="T <= 100 cases; N <= 10^6 heaps, each 1 to 2^31 - 1",
    time_limit=1,  # CPU seconds, as the judge states them
    judge_memory=32768,  # KB, as the judge states them
    limits_from="a public copy of the HDU page (cnblogs.com/kuangbin/p/3217845.html)",
)


def _lasker_value(h):
    return h + 1 if h % 4 == 3 else h - 1 if h % 4 == 0 and h else h


_LASKER = heap_game(
    lambda h: [(k,) for k in range(h)] + [(a, h - a) for a in range(1, h // 2 + 1)]
)


def _lasker_gen(d, size):
    count = d.int(1, pick(size, 3, 30, 10**6), log=True)
    top = pick(size, 8, 2**31 - 1, 2**31 - 1)
    if d.int(0, 4) == 0:
        return [d.int(1, top, log=True, special=(3, 4, 7, 8))] * count
    return [
        d.int(1, top, log=True, special=(3, 4, 7, 8, 2**31 - 1)) for _ in range(count)
    ]


def _valid(cases):
    require(1 <= len(cases) <= 100, f"T must be 1 to 100, got {len(cases)}")
    for heaps in cases:
        require(1 <= len(heaps) <= 10**6, f"N must be 1 to 10^6, got {len(heaps)}")
        within(heaps, 1, 2**31 - 1, "a heap")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    **counted_lists("N", "a heap"),
    answer=lambda heaps: ["Alice" if xor(map(_lasker_value, heaps)) else "Bob"],
    generate=lambda d, size: cases(_lasker_gen, 2, 1 if size == "max" else 3)(d, size),
    edges=lambda: [[[1]], [[3]], [[4]], [[3, 4]], [[7, 8]], [[2**31 - 1] * 3]],
    brute_answer=lambda heaps: [
        "Alice" if brute_outcome(_LASKER, tuple(sorted(heaps))) == "N" else "Bob"
    ],
)
