"""HDU 1850, Being a Good Boy in Spring Festival (chapter 2).

Theorem 2.2 (the winning moves of Nim).
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    block,
    cases,
    nim_brute,
    nim_heaps,
    pick,
    require,
    up_to_zero,
    within,
    xor,
)
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="hdu1850",
    ids=("HDU 1850",),
    title="Being a Good Boy in Spring Festival",
    english="Being a good boy in Spring Festival",
    chapter=chapter_of("thm-2-2"),
    theorem=f"{cite('thm-2-2')} (the winning moves of Nim)",
    topic="Nim",
    difficulty=1,
    limits="cases up to a 0; 1 < M <= 100 heaps, each <= 10^6",
    time_limit=1,  # CPU seconds, as the judge states them
    judge_memory=32768,  # KB, as the judge states them
    limits_from=(
        "the HDU page's header quoted in a public blog post on GitHub "
        "(【博弈】HDU 1850 "
        "Being a Good Boy in Spring Festival)"
    ),
)


def _winning_count(heaps):
    s = xor(heaps)
    return sum(1 for h in heaps if h ^ s < h)


def _winning_count_brute(heaps):
    count = 0
    for i, h in enumerate(heaps):
        for k in range(h):
            if nim_brute([*heaps[:i], k, *heaps[i + 1 :]]) == "P":
                count += 1
    return count


def _valid(cases):
    for heaps in cases:
        require(1 < len(heaps) <= 100, f"M must be 2 to 100 heaps, got {len(heaps)}")
        within(heaps, 0, 10**6, "a heap")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=up_to_zero("the number of heaps", lambda t, m: t.ints(m, "a heap")),
    answer=lambda heaps: [str(_winning_count(heaps))],
    write=lambda cases: "".join(map(block, cases)) + "0\n",
    generate=cases(
        lambda d, size: [
            *nim_heaps(d, size, 3, 99, 10**6, 1),  # and one more: M <= 100
            d.int(1, pick(size, 5, 10**6, 10**6)),
        ],
        3,
        100,
    ),
    edges=lambda: [[[1, 1]], [[1, 2]], [[10**6] * 100], [[1, 2, 3]], [[7, 7, 7]]],
    brute_answer=lambda heaps: [str(_winning_count_brute(heaps))],
)
