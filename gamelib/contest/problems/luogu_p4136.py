"""Luogu P4136 / HDU 1564, 谁能赢呢？: Who can win? (Play a game) (chapter 8).

Proposition 8.3 (domino tilings: Alice wins iff n is even).
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    brute_outcome,
    cases,
    lines,
    pick,
    up_to_zero,
    within,
)
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="luogu_p4136",
    ids=("Luogu P4136", "HDU 1564"),
    title="谁能赢呢？",
    english="Who can win? (Play a game)",
    chapter=chapter_of("prop-8-3"),
    theorem=f"{cite('prop-8-3')} (domino tilings: Alice wins iff n is even)",
    topic="vertex geography, matchings",
    difficulty=1,
    limits="values of n up to a 0; 1 <= n <= 10^4",
)


def _corner_brute(n):
    import networkx as nx

    from gamelib.graphgames.geography import VertexGeography

    corner = VertexGeography(nx.grid_2d_graph(n, n), (0, 0))
    return "Alice" if brute_outcome(corner, corner.start) == "N" else "Bob"


def _valid(cases):
    within(cases, 1, 10**4, "n")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=up_to_zero("n"),
    answer=lambda n: ["Alice" if n % 2 == 0 else "Bob"],
    write=lambda cases: lines(*([n] for n in cases), [0]),
    generate=cases(lambda d, size: d.int(1, pick(size, 3, 10**4, 10**4)), 2, 1000),
    edges=lambda: [[1], [2], [10**4], [9999]],
    brute_answer=lambda n: [_corner_brute(n)],
)
