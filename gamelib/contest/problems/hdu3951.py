"""HDU 3951, Coin Game: Coin game (chapter 10).

The first move cuts the circle into a row of the octal game 0.77...7 (K
sevens), and for K >= 2 such a row is never a P-position (symmetry).
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    brute_outcome,
    count,
    pick,
    require,
    within,
)
from gamelib.engine.core import game_from

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="hdu3951",
    ids=("HDU 3951",),
    title="Coin Game",
    english="Coin game",
    chapter=10,
    theorem="the octal games 0.77...7 and the symmetry strategy",
    topic="octal games, symmetry",
    difficulty=1,
    limits="T <= 100 test cases; 3 <= N <= 10^9 coins, 1 <= K <= 10",
)


def first_wins(n, k):
    """Take the whole circle, or (K = 1) win by parity; else the second wins."""
    return n <= k or (k == 1 and n % 2 == 1)


_WINNER = {True: "first", False: "second"}


def _parse(t):
    return [(i + 1, *t.ints(2, "N and K")) for i in range(t.int("T"))]


def _write(cases):
    return f"{len(cases)}\n" + "".join(f"{n} {k}\n" for _, n, k in cases)


def _circle_moves(position):
    """Coins on a circle (a bit mask of n places): take 1 to k neighbours in a row."""
    n, k, coins = position
    found = set()
    for start in range(n):
        left = coins
        for j in range(min(k, n)):
            place = (start + j) % n
            if not left >> place & 1:
                break
            left &= ~(1 << place)
            found.add((n, k, left))
    return found


_CIRCLE = game_from(_circle_moves, name="coins on a circle")


def _brute(case):
    i, n, k = case
    won = brute_outcome(_CIRCLE, (n, k, (1 << n) - 1)) == "N"
    return [f"Case {i}: {_WINNER[won]}"]


def _generate(d, size):
    cases = []
    for i in range(count(d, size, 3, 100)):
        n = d.int(3, pick(size, 10, 10**9, 10**9), log=True, special=range(3, 12))
        cases.append((i + 1, n, d.int(1, 10, special=(1, 2))))
    return cases


def _valid(cases):
    require(len(cases) <= 100, f"T <= 100 cases, got {len(cases)}")
    for _, n, k in cases:
        within([n], 3, 10**9, "N")
        within([k], 1, 10, "K")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=_parse,
    answer=lambda c: [
        f"Case {c[0]}: {'first' if first_wins(c[1], c[2]) else 'second'}"
    ],
    write=_write,
    generate=_generate,
    edges=lambda: [
        [(1, 3, 1)],
        [(1, 3, 2)],
        [(1, 3, 3)],
        [(1, 10, 10)],
        [(1, 11, 10)],
        [(1, 10**9, 1)],
        [(1, 10**9 - 1, 1)],
        [(i + 1, 10**9 - i, 1 + i % 10) for i in range(100)],
    ],
    brute_answer=_brute,
)
