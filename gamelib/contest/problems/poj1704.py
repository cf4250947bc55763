"""POJ 1704, Georgia and Bob: Georgia and Bob (chapter 9).

Theorem 9.3 (staircase Nim).
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    brute_outcome,
    cases,
    counted_lists,
    pick,
    require,
    within,
    xor,
)
from gamelib.engine.core import game_from
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="poj1704",
    ids=("POJ 1704",),
    title="Georgia and Bob",
    english="Georgia and Bob",
    chapter=chapter_of("thm-9-3"),
    theorem=f"{cite('thm-9-3')} (staircase Nim)",
    topic="staircase Nim",
    difficulty=2,
    limits="T <= 20 cases; N <= 1000 chessmen on distinct cells 1 to 10^4",
    time_limit=1,  # CPU seconds, as the judge states them
    judge_memory=10000,  # KB, as the judge states them
    limits_from="a public copy of the POJ page (dreamwings.cn/poj1704/3760.html)",
)


def _georgia(cells):
    cells = sorted(cells)
    gaps = [b - a - 1 for a, b in zip([0, *cells], cells, strict=False)]
    # the rightmost chessman's gap is stair 1
    return xor(gaps[::-1][0::2])


def _strip_brute(cells):
    def moves(cells):
        return [
            (*cells[:i], new, *cells[i + 1 :])
            for i, cell in enumerate(cells)
            for new in range(cells[i - 1] + 1 if i else 1, cell)
        ]

    return (
        brute_outcome(game_from(moves, name="the strip"), tuple(sorted(cells))) == "N"
    )


def _georgia_gen(d, size):
    top = pick(size, 8, 10000, 10000)
    count = d.int(1, min(top, pick(size, 3, 50, 1000)), log=True)
    if d.int(0, 4) == 0:  # packed to the left: every chessman stuck
        return list(range(1, count + 1))
    cells = set()
    while len(cells) < count:
        cells.add(d.int(1, top, log=True))
    return sorted(cells, key=lambda c: (c * 7919) % 10007)


def _valid(cases):
    require(1 <= len(cases) <= 20, f"T must be 1 to 20, got {len(cases)}")
    for cells in cases:
        require(1 <= len(cells) <= 1000, f"N must be 1 to 1000, got {len(cells)}")
        within(cells, 1, 10**4, "a cell")
        require(len(set(cells)) == len(cells), "two chessmen on one cell")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    **counted_lists("N", "a cell"),
    answer=lambda cells: ["Georgia will win" if _georgia(cells) else "Bob will win"],
    generate=cases(_georgia_gen, 2, 20),
    edges=lambda: [
        [[1]],
        [[2]],
        [[1, 2, 3]],
        [[10000]],
        [list(range(1, 1001))],
        [[9999, 10000]],
    ],
    brute_answer=lambda cells: [
        "Georgia will win" if _strip_brute(cells) else "Bob will win"
    ],
)
