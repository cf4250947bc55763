"""Codeforces 1194 D, 1-2-K Game: 1-2-K game (chapter 3).

A subtraction game with moves {1, 2, k}. Unless 3 divides k the k-move
changes nothing mod 3 and the P-positions are the multiples of 3; when 3
divides k the values repeat with period k + 1, and in each period the
P-positions are the multiples of 3 below k (position k wins: it moves to 0).
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
from gamelib.utils.citations import cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="cf1194d",
    ids=("CF 1194D", "Codeforces 1194D"),
    title="1-2-K Game",
    english="1-2-K game",
    chapter=3,
    theorem=f"{cite('thm-3-3')} (Sprague-Grundy) on a subtraction game, periodic",
    topic="subtraction games, periodicity",
    difficulty=2,
    limits="1 <= T <= 100 games; 0 <= n <= 10^9, 3 <= k <= 10^9",
    time_limit=2,  # CPU seconds, as the judge states them
    judge_memory=262144,  # KB, as the judge states them
    limits_from=(
        "the cfkit 0.0.30 wheel on PyPI (its copy of the Codeforces page, "
        "cfkit/_data/resources/problems/1194.txt)"
    ),
)


def alice_wins(n, k):
    """Is the strip of n (moves 1, 2, k) an N-position?"""
    if k % 3:
        return n % 3 != 0
    r = n % (k + 1)
    return r == k or r % 3 != 0


def _strip_moves(position):
    n, k = position
    return [(n - s, k) for s in (1, 2, k) if s <= n]


_STRIP = game_from(_strip_moves, name="a 1-2-K strip")


def _brute(case):
    return ["Alice" if brute_outcome(_STRIP, case) == "N" else "Bob"]


def _generate(d, size):
    games = []
    for _ in range(count(d, size, 3, 100)):
        k = d.int(3, pick(size, 12, 10**9, 10**9), log=True, special=(3, 4, 6, 9))
        if d.int(0, 2) == 0:  # near a period: n = q(k + 1) + r, r in k-2..k+1
            q = d.int(0, pick(size, 2, 10**9, 10**9) // (k + 1))
            n = min(10**9, q * (k + 1) + k - d.int(-1, 2))
        else:
            n = d.int(0, pick(size, 30, 10**9, 10**9), log=True)
        games.append((n, k))
    return games


def _valid(cases):
    require(1 <= len(cases) <= 100, f"T must be 1 to 100, got {len(cases)}")
    for n, k in cases:
        within([n], 0, 10**9, "n")
        within([k], 3, 10**9, "k")


def _parse(t):
    return [tuple(t.ints(2, "n and k")) for _ in range(t.int("T"))]


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=_parse,
    answer=lambda c: ["Alice" if alice_wins(*c) else "Bob"],
    write=lambda games: f"{len(games)}\n" + "".join(f"{n} {k}\n" for n, k in games),
    generate=_generate,
    edges=lambda: [
        [(0, 3)],
        [(3, 3)],
        [(4, 3)],
        [(0, 10**9)],
        [(10**9, 3)],
        [(10**9, 10**9)],
        [(10**9 - 1, 10**9 - 1)],
        [(999_999_999, 999_999_999)],
        [(n, k) for n in range(10) for k in range(3, 13)][:100],
    ],
    brute_answer=_brute,
)
