"""HDU 3094, A tree game: A tree game (chapter 7).

Theorem 7.2 (the colon principle).
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    cases,
    counted,
    is_tree,
    read_tree,
    require,
    tree_brute,
    tree_gen,
    tree_verdict,
    within,
    write_counted,
    write_tree,
)
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="hdu3094",
    ids=("HDU 3094",),
    title="A tree game",
    english="A tree game",
    chapter=chapter_of("thm-7-2"),
    theorem=f"{cite('thm-7-2')} (the colon principle)",
    topic="Green Hackenbush",
    difficulty=2,
    limits="T <= 100 cases; trees of n <= 10^5 vertices, vertex 1 the root",
)


def _valid(cases):
    require(1 <= len(cases) <= 100, f"T must be 1 to 100, got {len(cases)}")
    for n, edges in cases:
        within([n], 1, 10**5, "n")
        is_tree(n, edges)


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=counted(read_tree),
    answer=tree_verdict,
    write=lambda cases: write_counted(cases, write_tree),
    generate=cases(
        lambda d, size: tree_gen(d, size if size != "max" else "random", 10**4), 2, 10
    ),
    edges=lambda: [
        [(1, [])],
        [(2, [(1, 2)])],
        [(3, [(2, 1), (3, 1)])],
        [(10**5, [(v, v + 1) for v in range(1, 10**5)])],
    ],
    brute_answer=tree_brute,
)
