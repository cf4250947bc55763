"""AtCoder AGC 017 D, Game on Tree: Game on tree (chapter 7).

Theorem 7.2 (the colon principle).
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    is_tree,
    read_tree,
    tree_brute,
    tree_gen,
    tree_verdict,
    within,
    write_tree,
)
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="agc017d",
    ids=("AtCoder AGC 017 D",),
    title="Game on Tree",
    english="Game on tree",
    chapter=chapter_of("thm-7-2"),
    theorem=f"{cite('thm-7-2')} (the colon principle)",
    topic="Green Hackenbush",
    difficulty=2,
    limits="one tree of 2 <= n <= 10^5 vertices, vertex 1 the root",
    time_limit=2,  # CPU seconds, as the judge states them
    judge_memory=262144,  # KB, as the judge states them
    limits_from="a mirror of the AtCoder page (problem.rmj.ac/problem/agc017_d)",
)


def _valid(cases):
    ((n, edges),) = cases
    within([n], 2, 10**5, "N")
    is_tree(n, edges)


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=lambda t: [read_tree(t)],
    answer=tree_verdict,
    write=lambda cases: write_tree(cases[0]),
    generate=lambda d, size: [tree_gen(d, size, least=2)],
    edges=lambda: [
        [(2, [(1, 2)])],
        [(3, [(1, 2), (2, 3)])],
        [(10**5, [(1, v) for v in range(2, 10**5 + 1)])],
        [(10**5, [(v + 1, v) for v in range(1, 10**5)])],
    ],
    brute_answer=tree_brute,
)
