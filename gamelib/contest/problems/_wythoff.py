"""Wythoff's game in exact integers: HDU 1527 / POJ 1067, Luogu P2252, HDU 2177.

The cold pairs are (a_k, b_k) = (floor(k phi), floor(k phi) + k); floor(k phi)
is computed as (k + isqrt(5 k^2)) // 2, with no floating point anywhere.
"""

from __future__ import annotations

import math
from functools import cache

from gamelib.contest.problems._shared import F, brute_outcome
from gamelib.engine import args as arg
from gamelib.engine.core import game_from
from gamelib.utils.citations import chapter_of, cite


def lower(k):
    """a_k = floor(k phi), exactly."""
    return (k + math.isqrt(5 * k * k)) // 2


def is_cold(a, b):
    """Is (a, b) a cold pair (a P-position) of Wythoff's game?"""
    a, b = min(a, b), max(a, b)
    k = b - a
    return a == lower(k)


@cache
def wythoff_game():
    """Wythoff's game on sorted pairs, by its rules."""

    def moves(p):
        x, y = p
        found = {(x - k, y) for k in range(1, x + 1)}
        found |= {(x, y - k) for k in range(1, y + 1)}
        found |= {(x - k, y - k) for k in range(1, min(x, y) + 1)}
        return [tuple(sorted(q)) for q in found]

    return game_from(moves, name="Wythoff")


def wythoff_brute(a, b):
    """Does the player to move win at (a, b)? By search."""
    return brute_outcome(wythoff_game(), tuple(sorted((a, b)))) == "N"


@arg.check_args(limit=arg.natural)
def wythoff_float_traps(limit=10**9):
    """Cold pairs (a_k, b_k) and neighbours where floating point is tested.

    k = F_n for the Fibonacci numbers near F_40 = 102,334,155 (where the
    double-precision formula floor(k * phi) first fails), within `limit`.

    >>> wythoff_float_traps()[0]
    (165580140, 267914295)
    """
    found = []
    for n in range(40, 80):
        k = F[n]
        a = lower(k)
        if a + k > limit:
            break
        found.append((a, a + k))
    return found


wythoff_float_traps.__module__ = "gamelib.contest.problems"


def wythoff_edges(limit):
    """The edge cases: (0, 0), (1, 2), (limit, limit) and the float traps."""

    def cases():
        yield [(0, 0)]
        yield [(1, 2)]
        yield [(limit, limit)]
        for a, b in wythoff_float_traps(limit):
            yield [(a, b)]
            yield [(b, a)]
            yield [(a + 1, b)]

    return lambda: list(cases())


def wythoff_pair(d, size, limit):
    """A pair up to `limit`: a cold pair or next to one a quarter of the time."""
    if size == "small":
        return (d.int(0, 12), d.int(0, 12))
    if d.int(0, 3) == 0:  # a cold pair, or next to one
        k = d.int(0, limit // 3, log=True, special=F[30:45])
        a = lower(k)
        if a + k <= limit:
            shift = d.int(0, 2)
            pair = (a, a + k + (shift == 1)) if shift < 2 else (a + 1, a + k)
            return pair if d.int(0, 1) else pair[::-1]
    return (d.int(0, limit, log=True), d.int(0, limit, log=True))


#: The fields HDU 1527 and Luogu P2252 share: a verdict per pair, 0 if cold.
COLD_OR_NOT = {
    "chapter": chapter_of("thm-4-4"),
    "theorem": f"{cite('thm-4-4')} (Wythoff) and {cite('lem-4-5')} "
    "(floor(k phi) in integers)",
    "topic": "Wythoff's game",
    "difficulty": 2,
    "answer": lambda c: ["0" if is_cold(*c) else "1"],
    "edges": wythoff_edges(10**9),
    "beyond": lambda: [[p] for p in wythoff_float_traps(10**30)[-6:]],
    "brute_answer": lambda c: ["1" if wythoff_brute(*c) else "0"],
}
