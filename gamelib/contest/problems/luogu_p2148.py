"""Luogu P2148, [SDOI2009] E&D: E&D (chapter 3).

Theorem 3.7 (the value of a pair: the lowest 0 bit of (a-1)|(b-1)).
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    brute_outcome,
    cases,
    counted_lists,
    pick,
    require,
    within,
    xor,
)
from gamelib.engine.core import game_from
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="luogu_p2148",
    ids=("Luogu P2148",),
    title="[SDOI2009] E&D",
    english="E&D",
    chapter=chapter_of("thm-3-7"),
    theorem=f"{cite('thm-3-7')} (the value of a pair: the lowest 0 bit of (a-1)|(b-1))",
    topic="Sprague-Grundy, a closed form",
    difficulty=3,
    limits="T cases; N <= 2 * 10^4 piles (even), each <= 2 * 10^9",
)


def _lowest_zero_bit(n):
    return ((n + 1) & ~n).bit_length() - 1


def _ed_brute(piles):
    def moves(pairs):
        found = set()
        for i in range(len(pairs)):
            rest = pairs[:i] + pairs[i + 1 :]
            for pile in set(pairs[i]):
                for x in range(1, pile):
                    found.add(
                        tuple(sorted((*rest, (min(x, pile - x), max(x, pile - x)))))
                    )
        return found

    pairs = tuple(
        sorted(
            (min(a, b), max(a, b))
            for a, b in zip(piles[::2], piles[1::2], strict=False)
        )
    )
    return brute_outcome(game_from(moves, name="E&D"), pairs) == "N"


def _ed_gen(d, size):
    count = d.int(1, pick(size, 2, 30, 10**4), log=True)
    top = pick(size, 8, 2 * 10**9, 2 * 10**9)
    return [d.int(1, top, log=True) for _ in range(2 * count)]


def _valid(cases):
    for piles in cases:
        require(
            2 <= len(piles) <= 2 * 10**4 and len(piles) % 2 == 0,
            f"N must be even, 2 to 2 * 10^4, got {len(piles)}",
        )
        within(piles, 1, 2 * 10**9, "a pile")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    **counted_lists("N", "a pile"),
    answer=lambda piles: [
        "YES"
        if xor(
            _lowest_zero_bit((a - 1) | (b - 1))
            for a, b in zip(piles[::2], piles[1::2], strict=False)
        )
        else "NO"
    ],
    generate=cases(_ed_gen, 2, 20),
    edges=lambda: [[[1, 1]], [[1, 2]], [[2 * 10**9, 2 * 10**9]], [[2 * 10**9 - 1, 1]]],
    brute_answer=lambda piles: ["YES" if _ed_brute(piles) else "NO"],
)
