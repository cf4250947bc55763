"""POJ 2425 / HDU 1524, A Chess Game: A chess game (chapter 3).

Theorem 3.3 (Sprague-Grundy) on a directed acyclic graph.
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    bare_row,
    brute_outcome,
    cases,
    counted,
    pick,
    require,
    sized,
    to_end,
    up_to_zero,
    within,
    xor,
)
from gamelib.engine.core import game_from, mex
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="poj2425",
    ids=("POJ 2425", "HDU 1524"),
    title="A Chess Game",
    english="A chess game",
    chapter=chapter_of("thm-3-3"),
    theorem=f"{cite('thm-3-3')} (Sprague-Grundy) on a directed acyclic graph",
    topic="Sprague-Grundy on a graph",
    difficulty=2,
    limits="cases to the end of the input; N <= 1000 vertices; queries of M <= 10 "
    "chessmen, each case ended by 0",
)


def _read_graph(t):
    edges = counted(sized("a number of edges", "a vertex"), "N")(t)
    queries = up_to_zero("M", lambda t, m: t.ints(m, "a vertex"))(t)
    return (edges, queries)


def _chess(case):
    edges, queries = case
    n = len(edges)
    value = [None] * n
    for root in range(n):
        if value[root] is not None:
            continue
        stack = [(root, False)]
        while stack:
            v, done = stack.pop()
            if value[v] is not None:
                continue
            if done:
                value[v] = mex({value[w] for w in edges[v]})
                continue
            stack.append((v, True))
            stack.extend((w, False) for w in edges[v] if value[w] is None)
    return ["WIN" if xor(value[v] for v in q) else "LOSE" for q in queries]


def _chess_brute(case):
    edges, queries = case

    def moves(men):
        return [
            (*men[:i], w, *men[i + 1 :]) for i, v in enumerate(men) for w in edges[v]
        ]

    game = game_from(moves, name="all chessmen")
    return ["WIN" if brute_outcome(game, tuple(q)) == "N" else "LOSE" for q in queries]


def _chess_gen(d, size):
    n = d.int(1, pick(size, 6, 60, 1000), log=True)
    # edges go to smaller numbers, under a random relabelling: no cycle
    label = list(range(n))
    if d.int(0, 1):
        label.reverse()
    most = pick(size, 3, 8, 8)
    edges = [[] for _ in range(n)]
    for v in range(1, n):
        heads = {d.int(0, v - 1) for _ in range(d.int(0, min(v, most)))}
        edges[label[v]] = sorted(label[w] for w in heads)
    queries = [
        [d.int(0, n - 1) for _ in range(d.int(1, pick(size, 3, 10, 10)))]
        for _ in range(d.int(1, pick(size, 3, 20, 50), log=True))
    ]
    return (edges, queries)


def _valid(cases):
    for edges, queries in cases:
        n = len(edges)
        require(1 <= n <= 1000, f"N must be 1 to 1000, got {n}")
        for heads in edges:
            within(heads, 0, n - 1, "a vertex")
        require(_acyclic(edges), "the graph must have no cycle")
        for men in queries:
            require(1 <= len(men) <= 10, f"M must be 1 to 10, got {len(men)}")
            within(men, 0, n - 1, "a chessman's vertex")


def _acyclic(edges):
    indegree = [0] * len(edges)
    for heads in edges:
        for w in heads:
            indegree[w] += 1
    ready = [v for v, d in enumerate(indegree) if d == 0]
    for v in ready:
        for w in edges[v]:
            indegree[w] -= 1
            if indegree[w] == 0:
                ready.append(w)
    return len(ready) == len(edges)


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=to_end(_read_graph),
    answer=_chess,
    write=lambda cases: "".join(
        f"{len(e)}\n" + "".join(map(bare_row, e)) + "".join(map(bare_row, qs)) + "0\n"
        for e, qs in cases
    ),
    generate=cases(_chess_gen, 2, 3),
    edges=lambda: [[([[]], [[0]])], [([[], [0]], [[1], [1, 1], [0, 1]])]],
    brute_answer=_chess_brute,
    folders=("hdu1524",),
)
