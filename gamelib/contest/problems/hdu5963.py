"""HDU 5963, 朋友: Friends (chapter 9).

Theorem 9.1' (the parity of the weight-1 edges at the root).
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    brute_outcome,
    cases,
    counted,
    is_tree,
    lines,
    pick,
    require,
    within,
    write_counted,
)
from gamelib.engine.core import game_from
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="hdu5963",
    ids=("HDU 5963",),
    title="朋友",
    english="Friends",
    chapter=chapter_of("thm-9-1-prime"),
    theorem=f"{cite('thm-9-1-prime')} (the parity of the weight-1 edges at the root)",
    topic="coin turning on a tree",
    difficulty=2,
    limits="at most 5 cases; n < 40000 vertices, m < 40000 operations",
)


def _read_operation(t):
    if t.int("an operation 0 or 1") == 0:
        return (0, t.int("x"))
    return (1, *t.ints(3, "x y z"))


def _read_tree_and_operations(t):
    n, m = t.int("n"), t.int("m")
    edges = [tuple(t.ints(3, "an edge")) for _ in range(n - 1)]
    return (n, edges, [_read_operation(t) for _ in range(m)])


def _friends(case):
    n, edges, ops = case
    weight = {}
    ones = [0] * (n + 1)
    for x, y, z in edges:
        weight[min(x, y), max(x, y)] = z
        ones[x] += z
        ones[y] += z
    lines = []
    for op in ops:
        if op[0] == 0:
            lines.append("Girls win!" if ones[op[1]] % 2 else "Boys win!")
        else:
            _, x, y, z = op
            old = weight[min(x, y), max(x, y)]
            weight[min(x, y), max(x, y)] = z
            ones[x] += z - old
            ones[y] += z - old
    return lines


def _friends_brute(case):
    _n, edges, ops = case
    weight = {(min(x, y), max(x, y)): z for x, y, z in edges}
    lines = []
    for op in ops:
        if op[0] == 1:
            _, x, y, z = op
            weight[min(x, y), max(x, y)] = z
            continue
        root = op[1]
        parent, todo = {root: None}, [root]
        for v in todo:
            for a, b in weight:
                for x, y in ((a, b), (b, a)):
                    if x == v and y not in parent:
                        parent[y] = v
                        todo.append(y)

        def up(v, parent=parent, root=root):
            path = set()
            while v != root:
                path.add((min(v, parent[v]), max(v, parent[v])))
                v = parent[v]
            return frozenset(path)

        def options(ones, parent=parent, up=up, root=root):
            return [
                ones ^ up(v)
                for v in parent
                if v != root and (min(v, parent[v]), max(v, parent[v])) in ones
            ]

        start = frozenset(e for e, z in weight.items() if z)
        won = brute_outcome(game_from(options), start) == "N"
        lines.append("Girls win!" if won else "Boys win!")
    return lines


def _friends_gen(d, size):
    n = d.int(1, pick(size, 6, 300, 39999), log=True)
    edges = [(d.int(1, v - 1), v, d.int(0, 1)) for v in range(2, n + 1)]
    ops = []
    for _ in range(d.int(1, pick(size, 4, 300, 39999), log=True)):
        if edges and d.int(0, 2) == 0:
            x, y, _ = edges[d.int(0, len(edges) - 1)]
            ops.append(
                (1, x, y, d.int(0, 1)) if d.int(0, 1) else (1, y, x, d.int(0, 1))
            )
        else:
            ops.append((0, d.int(1, n)))
    return (n, edges, ops)


def _valid(cases):
    require(1 <= len(cases) <= 5, f"at most 5 cases, got {len(cases)}")
    for n, edges, ops in cases:
        within([n], 1, 39_999, "n")
        require(len(ops) < 40_000, f"m must be below 40000, got {len(ops)}")
        is_tree(n, [(x, y) for x, y, _ in edges])
        within([z for _, _, z in edges], 0, 1, "a weight")
        known = {frozenset((x, y)) for x, y, _ in edges}
        for op in ops:
            within(op[1:2], 1, n, "a vertex x")
            if op[0] == 1:
                require(frozenset(op[1:3]) in known, f"no edge {op[1]} {op[2]}")
                within(op[3:], 0, 1, "a weight")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=counted(_read_tree_and_operations),
    answer=_friends,
    write=lambda cases: write_counted(
        cases, lambda case: f"{case[0]} {len(case[2])}\n" + lines(*case[1], *case[2])
    ),
    generate=cases(_friends_gen, 2, 5),
    edges=lambda: [
        [(1, [], [(0, 1)])],
        [(2, [(1, 2, 1)], [(0, 1), (0, 2), (1, 2, 1, 0), (0, 1)])],
    ],
    brute_answer=_friends_brute,
)
