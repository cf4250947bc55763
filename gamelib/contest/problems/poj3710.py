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
    to_end,
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
        n = d.int(1, pick(size, 4, 40, 99), log=True)
        edges = [(d.int(1, v - 1), v) for v in range(2, n + 1)]
        m = n
        for _ in range(d.int(0, pick(size, 1, 10, 20), log=True)):
            length = d.int(2, pick(size, 4, 12, 20), log=True)
            if m + length - 1 > 99 or (size == "small" and len(edges) + length > 7):
                break
            at = d.int(1, m)
            ring = [at, *range(m + 1, m + length)]
            m += length - 1
            edges += [(ring[i], ring[(i + 1) % length]) for i in range(length)]
        if d.int(0, 3) == 0 and size != "small":  # a loop: a cycle of one edge
            v = d.int(1, m)
            edges.append((v, v))
        order = list(range(len(edges)))
        for i in range(len(order) - 1, 0, -1):
            j = d.int(0, i)
            order[i], order[j] = order[j], order[i]
        pictures.append((m, [edges[i] for i in order]))
    return pictures


PROBLEM = Problem(
    **STATEMENT,
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
        [[(1, [(1, 1)])]],
        [[(3, [(1, 2), (2, 3), (3, 1)])]],
        [[(2, [(1, 2), (1, 2)])]],
    ],
    brute_answer=lambda pictures: [
        "Sally" if xor(hackenbush_brute(e) for _, e in pictures) else "Harry"
    ],
)
