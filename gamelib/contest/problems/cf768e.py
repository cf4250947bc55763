"""Codeforces 768E, Game of Stones: no amount taken twice from a pile (chapter 3).

Theorem 3.3 (Sprague-Grundy): the piles add by XOR. A pile of s that has not
been touched is worth the largest k with 1 + 2 + ... + k = k(k + 1)/2 <= s,
the most moves the pile can last (k distinct amounts); the second player
(Jon) wins when the values XOR to 0.
"""

from __future__ import annotations

from functools import cache
from math import isqrt

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import pick, require, within, xor
from gamelib.engine.core import game_from, sg
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="cf768e",
    ids=("Codeforces 768E",),
    title="Game of Stones",
    english="Game of Stones (no amount taken twice from a pile)",
    chapter=chapter_of("thm-3-3"),
    theorem=f"{cite('thm-3-3')} (Sprague-Grundy) and a mex table",
    topic="Sprague-Grundy, moves that cannot repeat",
    difficulty=2,
    limits="1 <= n <= 10^6 piles, 1 <= s_i <= 60 stones in each",
    time_limit=3,  # CPU seconds, as the judge states them
    judge_memory=262144,  # KB, as the judge states them
    limits_from=(
        "the cfkit 0.0.30 wheel on PyPI (its copy of the Codeforces page, "
        "cfkit/_data/resources/problems/768.txt)"
    ),
)


def pile_value(s):
    """The SG value of a fresh pile of s: the largest k with k(k + 1)/2 <= s."""
    return (isqrt(8 * s + 1) - 1) // 2


def _verdict(piles):
    """Jon, the second player, wins when the nim-sum is 0."""
    return ["YES" if xor(map(pile_value, piles)) == 0 else "NO"]


def _parse(t):
    n = t.int("n")
    return [tuple(t.ints(n, "a pile s_i"))]


def _write(cases):
    (piles,) = cases
    return f"{len(piles)}\n" + "".join(f"{s}\n" for s in piles)


def _pile_moves(position):
    """Take k stones, k not taken from this pile before; forget amounts > left."""
    left, used = position
    found = []
    for k in range(1, left + 1):
        if k not in used:
            rest = left - k
            found.append((rest, frozenset(u for u in (*used, k) if u <= rest)))
    return found


_PILE = game_from(_pile_moves, name="a pile, no amount twice")


@cache
def searched_value(s):
    """The SG value of a fresh pile of s, by gamelib's search of the rules."""
    return sg(_PILE, (s, frozenset()), closed_form=False)


def _brute(piles):
    return ["YES" if xor(map(searched_value, piles)) == 0 else "NO"]


def _spread(d, n):
    """n piles from a few drawn numbers (10^6 draws would be slow to record)."""
    seed, step = d.int(1, 60), d.int(1, 59)
    if d.int(0, 1):  # pairs of equal piles, then one more: the nim-sum is small
        half = [(seed + j * step) % 60 + 1 for j in range(n // 2)]
        return [*half, *half, *([d.int(1, 60)] if n % 2 else [])]
    return [(seed + j * step) % 60 + 1 for j in range(n)]


def _generate(d, size):
    if size == "max":
        return [tuple(_spread(d, 10**6 - d.int(0, 1)))]
    n = d.int(1, pick(size, 4, 300, 10**6), log=True)
    top = pick(size, 15, 60, 60)
    triangular = (1, 2, 3, 5, 6, 9, 10, 14, 15, 20, 21, 27, 28, 35, 36, 44, 45)
    return [
        tuple(
            d.int(1, top, special=tuple(t for t in triangular if t <= top))
            for _ in range(n)
        )
    ]


def _valid(cases):
    require(len(cases) == 1, "one list of piles")
    (piles,) = cases
    within([len(piles)], 1, 10**6, "n")
    within(piles, 1, 60, "a pile s_i")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=_parse,
    answer=_verdict,
    write=_write,
    generate=_generate,
    edges=lambda: [
        [(1,)],
        [(60,)],
        [(2, 3)],  # both worth 2 although 2 XOR 3 = 1
        [(5, 4, 3)],
        [(55, 60)],  # both worth 10
        [(44, 45)],  # 8 and 9
        [tuple(range(1, 61))],
        [(60,) * 10**6],
        [(1,) * (10**6 - 1)],
        [tuple(j % 60 + 1 for j in range(10**6))],
    ],
    brute_answer=_brute,
)
