"""HDU 2509, Be the Winner: Be the winner (chapter 5).

Theorem 5.1 (misère Nim), its proof read on rows of apples.
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    block,
    brute_outcome,
    cases,
    heap_game,
    heap_lists,
    misere_nim_wins,
    pick,
    require,
    within,
)
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="hdu2509",
    ids=("HDU 2509",),
    title="Be the Winner",
    english="Be the winner",
    chapter=chapter_of("thm-5-1"),
    theorem=f"{cite('thm-5-1')} (misère Nim), its proof read on rows of apples",
    topic="misère play",
    difficulty=2,
    limits="cases to the end of the input; n <= 100 rows of 1 to 100 apples",
)


def _apples_options(n):
    return [(left, right) for left in range(n) for right in range(n - left)]


_APPLES = heap_game(_apples_options)


def _valid(cases):
    for rows in cases:
        require(1 <= len(rows) <= 100, f"n must be 1 to 100, got {len(rows)}")
        within(rows, 1, 100, "a row of apples")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=heap_lists,
    answer=lambda heaps: ["Yes" if misere_nim_wins(heaps) else "No"],
    write=lambda cases: "".join(map(block, cases)),
    generate=cases(
        lambda d, size: [
            d.int(1, pick(size, 4, 100, 100), log=True, special=(1,))
            for _ in range(d.int(1, pick(size, 3, 100, 100), log=True))
        ],
        3,
        100,
    ),
    edges=lambda: [[[1]], [[1, 1]], [[2, 2]], [[100] * 100], [[1] * 100]],
    brute_answer=lambda rows: [
        "Yes"
        if brute_outcome(_APPLES, tuple(sorted(rows)), misere=True) == "N"
        else "No"
    ],
)
