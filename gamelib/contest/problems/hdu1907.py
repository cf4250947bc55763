"""HDU 1907, John: John (misère Nim) (chapter 5).

Theorem 5.1 (misère Nim).
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    NIM,
    brute_outcome,
    cases,
    counted_lists,
    misere_nim_wins,
    pick,
    require,
    within,
)
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="hdu1907",
    ids=("HDU 1907",),
    title="John",
    english="John (misère Nim)",
    chapter=chapter_of("thm-5-1"),
    theorem=f"{cite('thm-5-1')} (misère Nim)",
    topic="misère Nim",
    difficulty=1,
    limits="T <= 474 cases; N <= 47 boxes, each 1 to 4747",
    time_limit=1,  # CPU seconds, as the judge states them
    judge_memory=32768,  # KB, as the judge states them
    limits_from="a public copy of the HDU page (blog.51cto.com/u_15049794/3692843)",
)


def _john_gen(d, size):
    count = d.int(1, pick(size, 3, 47, 47), log=True)
    top = pick(size, 4, 4747, 4747)
    if d.int(0, 3) == 0:  # only heaps of 1, or all equal
        return [d.int(1, top, special=(1,))] * count
    return [d.int(1, top, log=True, special=(1, 2)) for _ in range(count)]


def _valid(cases):
    require(1 <= len(cases) <= 474, f"T must be 1 to 474, got {len(cases)}")
    for boxes in cases:
        require(1 <= len(boxes) <= 47, f"N must be 1 to 47, got {len(boxes)}")
        within(boxes, 1, 4747, "a box")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    **counted_lists("N", "a box"),
    answer=lambda heaps: ["John" if misere_nim_wins(heaps) else "Brother"],
    generate=cases(_john_gen, 3, 100),
    edges=lambda: [[[1]], [[1, 1]], [[1, 1, 1]], [[2]], [[4747] * 47], [[1] * 47]],
    brute_answer=lambda heaps: [
        "John"
        if brute_outcome(NIM, tuple(sorted(heaps)), misere=True) == "N"
        else "Brother"
    ],
)
