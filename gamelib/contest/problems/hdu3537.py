"""HDU 3537, Daizhenyang's Coin: Daizhenyang's coin (Mock Turtles) (chapter 9).

Theorem 9.1 and Theorem 9.2' (Mock Turtles: the odious numbers).
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    block,
    brute_outcome,
    cases,
    heap_lists,
    pick,
    require,
    within,
    xor,
)
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="hdu3537",
    ids=("HDU 3537",),
    title="Daizhenyang's Coin",
    english="Daizhenyang's coin (Mock Turtles)",
    chapter=chapter_of("thm-9-1"),
    theorem=f"{cite('thm-9-1')} and {cite('thm-9-2-prime')} (Mock Turtles: the "
    "odious numbers)",
    topic="coin turning",
    difficulty=2,
    limits="cases to the end of the input; n <= 100 heads positions below 10^8, "
    "a position may repeat",
)


def _odious(x):
    return 2 * x + (bin(x).count("1") % 2 == 0)


def _coin_brute(heads):
    from gamelib.heapgames.coins import MockTurtles

    width = max(heads, default=0) + 1
    row = "".join("H" if x in heads else "T" for x in range(width))
    return brute_outcome(MockTurtles(), row) == "P"


def _valid(cases):
    for heads in cases:
        require(len(heads) <= 100, f"n must be at most 100, got {len(heads)}")
        within(heads, 0, 10**8 - 1, "a position")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=heap_lists,
    answer=lambda heads: ["Yes" if xor(_odious(x) for x in set(heads)) == 0 else "No"],
    write=lambda cases: "".join(map(block, cases)),
    generate=cases(
        lambda d, size: [
            d.int(0, pick(size, 7, 10**8 - 1, 10**8 - 1), log=True)
            for _ in range(d.int(0, pick(size, 5, 100, 100), log=True))
        ],
        2,
        100,
    ),
    edges=lambda: [[[]], [[0]], [[5, 5]], [[0, 0, 1]], [[10**8 - 1] * 100]],
    brute_answer=lambda heads: ["Yes" if _coin_brute(set(heads)) else "No"],
    notes="a position listed twice is one heads coin",
)
