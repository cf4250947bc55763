"""Codeforces 1537D, Deleting Divisors: a pattern found in the lab (chapter 12).

The P-positions, computed for small n as chapter 12 computes a nim-sequence,
are the odd numbers and the powers 2^k with k odd; Theorem 0.2 (P- and
N-positions) then proves the pattern for every n.
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    brute_outcome,
    count,
    counted,
    lines,
    pick,
    within,
)
from gamelib.engine.core import game_from
from gamelib.utils.citations import cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="cf1537d",
    ids=("Codeforces 1537D",),
    title="Deleting Divisors",
    english="Deleting divisors",
    chapter=12,
    theorem=f"{cite('thm-0-2')} (P- and N-positions), on the pattern the lab finds",
    topic="a pattern found by computation",
    difficulty=2,
    limits="1 <= t <= 10^4 test cases; 1 <= n <= 10^9",
    time_limit=2,  # CPU seconds, as the judge states them
    judge_memory=262144,  # KB, as the judge states them
    limits_from=(
        "the cfkit 0.0.30 wheel on PyPI (its copy of the Codeforces page, "
        "cfkit/_data/resources/problems/1537.txt)"
    ),
)


def alice_wins(n):
    """Alice, moving first, wins unless n is odd or a power 2^k with k odd."""
    if n % 2:
        return False
    if n & (n - 1):  # even, with an odd divisor above 1
        return True
    return (n.bit_length() - 1) % 2 == 0


def _divisor_moves(n):
    """Subtract a divisor d of n with 1 < d < n."""
    return [n - d for d in range(2, n) if n % d == 0]


_DIVISORS = game_from(_divisor_moves, name="deleting divisors")


def _brute(n):
    return ["Alice" if brute_outcome(_DIVISORS, n) == "N" else "Bob"]


def _generate(d, size):
    """Odd, even and power-of-two values, of every magnitude."""
    top = pick(size, 60, 10**9, 10**9)
    found = []
    for _ in range(count(d, size, 8, 10**4)):
        kind = d.int(0, 3)
        if kind == 0:  # a power of two
            found.append(2 ** d.int(0, top.bit_length() - 1))
        elif kind == 1:  # an odd number times a power of two
            odd = 2 * d.int(0, min(top, 10**4)) + 1
            shift = d.int(0, max(0, (top // odd).bit_length() - 1))
            found.append(odd << shift)
        else:
            found.append(d.int(1, top, log=True))
    return found


def _valid(cases):
    within([len(cases)], 1, 10**4, "t")
    within(cases, 1, 10**9, "n")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=counted(lambda t: t.int("n")),
    answer=lambda n: ["Alice" if alice_wins(n) else "Bob"],
    write=lambda cases: lines([len(cases)], *([n] for n in cases)),
    generate=_generate,
    edges=lambda: [
        [1],
        [2],
        [4],
        [2**29],
        [2**28],
        [10**9],
        [999999999],
        [2**k for k in range(30)] + [2**k + 2 for k in range(1, 30)],
        [10**9 - i for i in range(10**4)],
    ],
    brute_answer=_brute,
)
