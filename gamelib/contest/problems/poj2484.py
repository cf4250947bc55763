"""POJ 2484, A Funny Game: A funny game (chapter 10).

The first move cuts the circle into a row of Kayles (octal 0.77), and a row
of Kayles is never a P-position: the mover answers in its middle and copies.
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
from gamelib.engine.core import game_from

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="poj2484",
    ids=("POJ 2484",),
    title="A Funny Game",
    english="A funny game",
    chapter=10,
    theorem="Kayles (octal 0.77) and the symmetry strategy",
    topic="octal games, symmetry",
    difficulty=1,
    limits="values of n up to a 0; 1 <= n <= 10^6",
    time_limit=1,  # CPU seconds, as the judge states them
    judge_memory=65536,  # KB, as the judge states them
    limits_from="the POJ page's header quoted in a public solution on GitHub",
)


def _circle_moves(position):
    """Coins on a circle of n places, as a bit mask: take one, or two neighbours."""
    n, coins = position
    found = set()
    for i in range(n):
        if coins >> i & 1:
            found.add((n, coins & ~(1 << i)))
            j = (i + 1) % n
            if j != i and coins >> j & 1:
                found.add((n, coins & ~(1 << i) & ~(1 << j)))
    return found


_CIRCLE = game_from(_circle_moves, name="coins on a circle")


def _circle_brute(n):
    won = brute_outcome(_CIRCLE, (n, (1 << n) - 1)) == "N"
    return ["Alice" if won else "Bob"]


def _valid(cases):
    within(cases, 1, 10**6, "n")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=up_to_zero("n"),
    answer=lambda n: ["Alice" if n <= 2 else "Bob"],
    write=lambda values: lines(*([n] for n in values), [0]),
    generate=cases(
        lambda d, size: d.int(1, pick(size, 11, 10**6, 10**6), log=True),
        3,
        1000,
    ),
    edges=lambda: [[1], [2], [3], [4], [10**6], [1, 2, 3, 10**6 - 1]],
    brute_answer=_circle_brute,
)
