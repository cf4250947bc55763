"""Codeforces 917B / 918D, MADMAX: Madmax, two marbles on a DAG (chapter 11).

Theorem 11.1 (minimax values are P- and N-labels): a position is the two
marbles, whose turn it is and the letter of the last round; the game tree is
finite (the graph is acyclic and the letters never go down), so the label of
every position follows from the labels of its options.
"""

from __future__ import annotations

import sys
from functools import cache

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import brute_outcome, pick, require, within
from gamelib.engine.core import game_from
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="cf917b",
    ids=("Codeforces 917B", "Codeforces 918D"),
    title="MADMAX",
    english="Madmax (two marbles on a DAG)",
    chapter=chapter_of("thm-11-1"),
    theorem=f"{cite('thm-11-1')} (minimax values are P- and N-labels)",
    topic="minimax by DP on a DAG",
    difficulty=2,
    limits="one acyclic graph of 2 <= n <= 100 vertices and 1 <= m <= n(n-1)/2 "
    "edges v u c (v != u, c a lowercase letter, at most one edge between two "
    "vertices)",
    time_limit=1,  # CPU seconds, as the judge states them
    judge_memory=262144,  # KB, as the judge states them
    limits_from=(
        "the cfkit 0.0.30 wheel on PyPI (its copy of the Codeforces page, "
        "cfkit/_data/resources/problems/917.txt)"
    ),
)

LETTERS = "abcdefghijklmnopqrstuvwxyz"


def _parse(t):
    n, m = t.int("n"), t.int("m")
    edges = []
    for _ in range(m):
        v, u = t.ints(2, "an edge's vertex")
        edges.append((v, u, t.word("an edge's letter")))
    return [(n, tuple(edges))]


def _write(cases):
    ((n, edges),) = cases
    return f"{n} {len(edges)}\n" + "".join(f"{v} {u} {c}\n" for v, u, c in edges)


def _outgoing(n, edges):
    """out[v][c]: the heads of the edges from v with letter number c."""
    out = [[[] for _ in LETTERS] for _ in range(n + 1)]
    for v, u, c in edges:
        out[v][LETTERS.index(c)].append(u)
    return out


def madmax(case):
    """The n rows of A and B: does the player to move at (i, j, letter a) win?"""
    n, edges = case
    out = _outgoing(n, edges)

    @cache
    def wins(mover, other, least):
        """The mover's marble at `mover`, letters from number `least` allowed."""
        if least == len(LETTERS):
            return False
        if wins(mover, other, least + 1):
            return True
        return any(not wins(other, u, least) for u in out[mover][least])

    depth = sys.getrecursionlimit()
    sys.setrecursionlimit(max(depth, 10_000))
    try:
        return [
            "".join("A" if wins(i, j, 0) else "B" for j in range(1, n + 1))
            for i in range(1, n + 1)
        ]
    finally:
        sys.setrecursionlimit(depth)


def _brute(case):
    """The same table by a search of the rules: (mover, other, last letter)."""
    n, edges = case

    def moves(position):
        mover, other, last = position
        return [(other, u, c) for v, u, c in edges if v == mover and c >= last]

    game = game_from(moves, name="madmax")
    return [
        "".join(
            "A" if brute_outcome(game, (i, j, "a")) == "N" else "B"
            for j in range(1, n + 1)
        )
        for i in range(1, n + 1)
    ]


def _generate(d, size):
    """A DAG on a random order of the vertices: sparse, dense or complete."""
    n = d.int(2, pick(size, 5, 100, 100), log=size != "max")
    if size == "max":
        n = 100
    order = list(range(1, n + 1))
    for i in range(n - 1, 0, -1):
        j = d.int(0, i)
        order[i], order[j] = order[j], order[i]
    shape = d.int(0, 3)  # 0: complete, 1: dense, 2: sparse, 3: a path and more
    alphabet = LETTERS[: d.int(1, 26)] if d.int(0, 1) else LETTERS
    edges = []
    for i in range(n):
        for j in range(i + 1, n):
            keep = (
                shape == 0
                or (shape == 1 and d.int(0, 3) > 0)
                or (shape == 2 and d.int(0, n) < 3)
                or (shape == 3 and (j == i + 1 or d.int(0, 2 * n) == 0))
            )
            if keep:
                letter = alphabet[d.int(0, len(alphabet) - 1)]
                pair = (order[i], order[j])
                edges.append((*pair, letter))
    if not edges:
        edges.append((order[0], order[1], alphabet[0]))
    for i in range(len(edges) - 1, 0, -1):  # the edges in a random order
        j = d.int(0, i)
        edges[i], edges[j] = edges[j], edges[i]
    return [(n, tuple(edges))]


def _valid(cases):
    ((n, edges),) = cases
    within([n], 2, 100, "n")
    within([len(edges)], 1, n * (n - 1) // 2, "m")
    seen, after = set(), {v: [] for v in range(1, n + 1)}
    for v, u, c in edges:
        within((v, u), 1, n, "a vertex")
        require(v != u, f"the edge {v} {u} is a loop")
        require(c in LETTERS, f"the letter {c!r} is not a lowercase letter")
        require(frozenset((v, u)) not in seen, f"a second edge between {v} and {u}")
        seen.add(frozenset((v, u)))
        after[v].append(u)
    _acyclic(after)


def _acyclic(after):
    """The graph has no cycle (Kahn's algorithm removes every vertex)."""
    indegree = {v: 0 for v in after}
    for heads in after.values():
        for u in heads:
            indegree[u] += 1
    ready = [v for v, k in indegree.items() if k == 0]
    for v in ready:
        for u in after[v]:
            indegree[u] -= 1
            if indegree[u] == 0:
                ready.append(u)
    require(len(ready) == len(after), "the graph has a cycle")


def _chain(n, letters):
    """The path 1 -> 2 -> ... -> n, the letters in turn."""
    return tuple((v, v + 1, letters[(v - 1) % len(letters)]) for v in range(1, n))


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=_parse,
    answer=madmax,
    write=_write,
    generate=_generate,
    edges=lambda: [
        [(2, ((1, 2, "a"),))],
        [(2, ((2, 1, "z"),))],
        [(100, _chain(100, "a"))],
        [(100, _chain(100, LETTERS))],
        [(100, _chain(100, LETTERS[::-1]))],
        [(100, tuple((v, u, "a") for v in range(1, 101) for u in range(v + 1, 101)))],
        [
            (
                100,
                tuple(
                    (u, v, LETTERS[(u + v) % 26])
                    for v in range(1, 101)
                    for u in range(v + 1, 101)
                ),
            )
        ],
    ],
    brute_answer=_brute,
)
