"""HDU 3980, Paint Chain: Paint chain (chapter 10).

The first move paints M beads of the circle and leaves a row of N - M; a row
is an octal game (paint M in a row: the row splits in two), so the first
player wins iff N >= M and the row of N - M is worth 0.
"""

from __future__ import annotations

from functools import cache

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    brute_outcome,
    count,
    pick,
    require,
    within,
)
from gamelib.engine.core import game_from
from gamelib.utils.citations import cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="hdu3980",
    ids=("HDU 3980",),
    title="Paint Chain",
    english="Paint chain",
    chapter=10,
    theorem=f"{cite('thm-3-3')} (Sprague-Grundy) on the rows the first move leaves",
    topic="octal games, a circle cut into a row",
    difficulty=2,
    limits="T test cases; 1 <= N, M <= 1000",
)

_WINNER = {True: "aekdycoin", False: "abcdxyzk"}


@cache  # a pure function of m: at most 1000 tables of 1001 values
def row_values(m, top=1000):
    """SG values of rows of 0..top beads, a move painting m in a row."""
    values = [0] * (top + 1)
    for length in range(m, top + 1):
        seen = 0
        for left in range((length - m) // 2 + 1):  # the two sides, by symmetry
            seen |= 1 << (values[left] ^ values[length - m - left])
        values[length] = (~seen & (seen + 1)).bit_length() - 1
    return values


def first_wins(n, m):
    """The first move leaves a row of n - m: first wins iff it is worth 0."""
    return n >= m and row_values(m)[n - m] == 0


def _parse(t):
    return [(i + 1, *t.ints(2, "N and M")) for i in range(t.int("T"))]


def _write(cases):
    return f"{len(cases)}\n" + "".join(f"{n} {m}\n" for _, n, m in cases)


def _circle_moves(position):
    """Beads on a circle (a bit mask of n): paint m consecutive unpainted ones."""
    n, m, free = position
    found = set()
    for start in range(n):
        places = [(start + j) % n for j in range(m)]
        if m <= n and all(free >> p & 1 for p in places):
            found.add((n, m, free & ~sum(1 << p for p in places)))
    return found


_CIRCLE = game_from(_circle_moves, name="a chain of beads")


def _brute(case):
    i, n, m = case
    won = brute_outcome(_CIRCLE, (n, m, (1 << n) - 1)) == "N"
    return [f"Case #{i}: {_WINNER[won]}"]


def _generate(d, size):
    cases = []
    for i in range(count(d, size, 3, 100)):
        n = d.int(1, pick(size, 10, 1000, 1000), log=True, special=(1, 2, 1000))
        m = d.int(1, pick(size, 4, 1000, 1000), log=True, special=(1, 2, 3, n))
        if size == "max":  # every table at its largest: small M, N = 1000
            n, m = 1000 - d.int(0, 3), i % 50 + 1
        cases.append((i + 1, n, m))
    return cases


def _valid(cases):
    for j, (i, n, m) in enumerate(cases):
        require(i == j + 1, f"case numbers run 1, 2, ...; got {i} at {j + 1}")
        within([n], 1, 1000, "N")
        within([m], 1, 1000, "M")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=_parse,
    answer=lambda c: [f"Case #{c[0]}: {_WINNER[first_wins(c[1], c[2])]}"],
    write=_write,
    generate=_generate,
    edges=lambda: [
        [(1, 1, 1)],
        [(1, 1, 2)],
        [(1, 2, 1)],
        [(1, 1000, 1000)],
        [(1, 999, 1000)],
        [(1, 1000, 1)],
        [(1, 1000, 2)],
        [(i + 1, 1000, i + 1) for i in range(100)],
    ],
    brute_answer=_brute,
)
