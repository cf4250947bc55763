"""POJ 3710, Christmas Game: Christmas game (chapter 7).

Proposition 7.5 (odd cycles are loops, even cycles vanish) and Theorem 7.2.
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    cases,
    counted,
    hackenbush_brute,
    lines,
    pick,
    require,
    to_end,
    within,
    xor,
)
from gamelib.engine.core import sg
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="poj3710",
    ids=("POJ 3710",),
    title="Christmas Game",
    english="Christmas game",
    chapter=chapter_of("prop-7-5"),
    theorem=f"{cite('prop-7-5')} (odd cycles are loops, even cycles vanish) and "
    + cite("thm-7-2"),
    topic="Green Hackenbush",
    difficulty=3,
    limits="cases to the end of the input; N < 100 pictures of m < 100 vertices "
    "and k < 500 edges",
)


def _read_picture(t):
    _m, k = t.int("m"), t.int("k")
    return (0, [tuple(t.ints(2, "a vertex")) for _ in range(k)])


def _christmas_value(edges):
    from gamelib.graphgames.hackenbush import GreenHackenbush

    picture = GreenHackenbush(list(edges), ground=1)
    return sg(picture, picture.start)


def _christmas_gen(d, size):
    pictures = []
    for _ in range(d.int(1, pick(size, 2, 10, 99), log=True)):
        n = d.int(2, pick(size, 4, 40, 99), log=True)  # k >= 1 edges
        edges = [(d.int(1, v - 1), v) for v in range(2, n + 1)]
        m = n
        for _ in range(d.int(0, pick(size, 1, 10, 20), log=True)):
            length = d.int(2, pick(size, 4, 12, 20), log=True)
            if m + length - 1 > 99 or (size == "small" and len(edges) + length > 7):
                break
            at = d.int(1, n)  # on the tree: nothing hangs off a ring's other vertices
            ring = [at, *range(m + 1, m + length)]
            m += length - 1
            edges += [(ring[i], ring[(i + 1) % length]) for i in range(length)]
        order = list(range(len(edges)))
        for i in range(len(order) - 1, 0, -1):
            j = d.int(0, i)
            order[i], order[j] = order[j], order[i]
        pictures.append((m, [edges[i] for i in order]))
    return pictures


def _valid(cases):
    for pictures in cases:
        require(1 <= len(pictures) < 100, f"N must be 1 to 99, got {len(pictures)}")
        for _, edges in pictures:
            require(1 <= len(edges) < 500, f"k must be 1 to 499, got {len(edges)}")
            vertices = {v for e in edges for v in e}
            within(vertices, 1, 99, "a vertex (m < 100)")
            require(
                _rings_on_a_tree(edges),
                "a picture is a tree with rings, each "
                "touching the rest at one vertex (no loop, nothing off a ring)",
            )


def _rings_on_a_tree(edges):
    """Every cycle (2 edges or more) meets the rest of the picture at one vertex."""
    adjacent, degree = {}, {}
    for e, (x, y) in enumerate(edges):
        if x == y:
            return False
        for a, b in ((x, y), (y, x)):
            adjacent.setdefault(a, []).append((b, e))
            degree[a] = degree.get(a, 0) + 1
    depth, parent, via = {1: 0}, {1: None}, {1: None}
    ok = True

    def visit(v):  # a depth-first search (m < 100): each back edge closes a cycle
        nonlocal ok
        for w, e in adjacent.get(v, []):
            if e == via[v]:
                continue
            if w not in depth:
                depth[w], parent[w], via[w] = depth[v] + 1, v, e
                visit(w)
            elif depth[w] < depth[v]:
                x = v
                while x != w:  # the cycle's vertices below its top: degree 2
                    ok = ok and degree[x] == 2
                    x = parent[x]

    visit(1)
    return ok and len(depth) == len(degree)


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=to_end(counted(_read_picture, "the number of pictures")),
    answer=lambda pictures: [
        "Sally" if xor(_christmas_value(e) for _, e in pictures) else "Harry"
    ],
    write=lambda cases: "".join(
        f"{len(c)}\n"
        + "".join(
            f"{m or max(max(e) for e in edges)} {len(edges)}\n" + lines(*edges)
            for m, edges in c
        )
        for c in cases
    ),
    generate=cases(_christmas_gen, 2, 10),
    edges=lambda: [
        [[(2, [(1, 2)])]],
        [[(3, [(1, 2), (2, 3), (3, 1)])]],
        [[(2, [(1, 2), (1, 2)])]],
    ],
    brute_answer=lambda pictures: [
        "Sally" if xor(hackenbush_brute(e) for _, e in pictures) else "Harry"
    ],
)
