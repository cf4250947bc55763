"""HDU 3544, Alice's Game: Alice's game (Cut-cake; chapter 13).

A partizan game: each chocolate is worth an integer (Winning Ways' Cut-cake),
the values add (Theorem 13.3), and Alice, moving first, wins exactly when the
sum is positive (Theorem 13.1).
"""

from __future__ import annotations

from functools import cache

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    count,
    pick,
    within,
)
from gamelib.utils.citations import cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="hdu3544",
    ids=("HDU 3544",),
    title="Alice's Game",
    english="Alice's game (Cut-cake)",
    chapter=13,
    theorem=f"{cite('thm-13-1')} and {cite('thm-13-3')} "
    "(outcome classes, sums of partizan games)",
    topic="partizan games, integer values",
    difficulty=3,
    limits="T test cases; 1 <= N <= 100 chocolates, 1 <= X_i, Y_i <= 10^9",
)

_WINNER = {True: "Alice", False: "Bob"}


def cut_cake(x, y):
    """The value of an x by y chocolate: halve both until one is 1; then x - y."""
    while x > 1 and y > 1:
        x, y = x // 2, y // 2
    return (x - 1) - (y - 1)


def _parse(t):
    cases = []
    for i in range(t.int("T")):
        pieces = [tuple(t.ints(2, "X and Y")) for _ in range(t.int("N"))]
        cases.append((i + 1, tuple(pieces)))
    return cases


def _write(cases):
    body = "".join(
        f"{len(pieces)}\n" + "".join(f"{x} {y}\n" for x, y in pieces)
        for _, pieces in cases
    )
    return f"{len(cases)}\n" + body


@cache
def _mover_wins(pieces, alice):
    """Does the player to move win? Alice splits an X, Bob a Y, into two parts."""
    for i, (x, y) in enumerate(pieces):
        rest = pieces[:i] + pieces[i + 1 :]
        side = x if alice else y
        for a in range(1, side // 2 + 1):
            parts = ((a, y), (side - a, y)) if alice else ((x, a), (x, side - a))
            after = tuple(sorted(rest + parts))
            if not _mover_wins(after, not alice):
                return True
    return False


def _brute(case):
    i, pieces = case
    return [f"Case {i}: {_WINNER[_mover_wins(tuple(sorted(pieces)), True)]}"]


def _generate(d, size):
    cases = []
    for i in range(count(d, size, 2, 100)):
        top = pick(size, 4, 10**9, 10**9)
        pieces = d.int(1, pick(size, 2, 100, 100), log=True)
        if size == "max":
            pieces = 100
        cases.append(
            (
                i + 1,
                tuple(
                    (d.int(1, top, log=True), d.int(1, top, log=True))
                    for _ in range(pieces)
                ),
            )
        )
    return cases


def _valid(cases):
    for _, pieces in cases:
        within([len(pieces)], 1, 100, "N")
        for x, y in pieces:
            within([x], 1, 10**9, "X_i")
            within([y], 1, 10**9, "Y_i")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=_parse,
    answer=lambda c: [
        f"Case {c[0]}: {_WINNER[sum(cut_cake(x, y) for x, y in c[1]) > 0]}"
    ],
    write=_write,
    generate=_generate,
    edges=lambda: [
        [(1, ((1, 1),))],
        [(1, ((10**9, 1),))],
        [(1, ((1, 10**9),))],
        [(1, ((10**9, 10**9),) * 100)],
        [(1, ((10**9, 2**29),) * 50 + ((2**29, 10**9),) * 50)],
        [(1, ((2**29, 2**29 - 1),) * 100)],
    ],
    brute_answer=_brute,
)
