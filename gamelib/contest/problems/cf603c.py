"""Codeforces 603 C, Lieges of Legendre: Lieges of Legendre (chapter 3).

A move takes one cow from a pile or splits a pile of 2x into k piles of x.
The k equal piles are worth sg(x) XOR'd k times: 0 for even k, sg(x) for odd
k. A mex table then shows the values: for even k, 0 1 2 and then 1 on even
piles, 0 on odd; for odd k, 0 1 0 1 2, then 0 on odd piles and, on even
piles, 2 if sg(a / 2) = 1 else 1.
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    brute_outcome,
    heap_game,
    pick,
    require,
    within,
    xor,
)
from gamelib.utils.citations import cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="cf603c",
    ids=("CF 603C", "Codeforces 603C", "CF 604E"),
    title="Lieges of Legendre",
    english="Lieges of Legendre",
    chapter=3,
    theorem=f"{cite('thm-3-3')} (Sprague-Grundy) and a pattern in a mex table",
    topic="Sprague-Grundy, splitting heaps",
    difficulty=3,
    limits="one game; 1 <= n <= 100000 piles, 1 <= k <= 10^9, 1 <= a_i <= 10^9",
    time_limit=2,  # CPU seconds, as the judge states them
    judge_memory=262144,  # KB, as the judge states them
    limits_from=(
        "the cfkit 0.0.30 wheel on PyPI (its copy of the Codeforces page, "
        "cfkit/_data/resources/problems/603.txt)"
    ),
)


def pile_value(a, k):
    """sg of a pile of a cows (k piles per split)."""
    if k % 2 == 0:
        return (0, 1, 2)[a] if a < 3 else 1 - a % 2
    if a < 5:
        return (0, 1, 0, 1, 2)[a]
    if a % 2:
        return 0
    return 2 if pile_value(a // 2, k) == 1 else 1


def _brute(case):
    k, piles = case
    game = heap_game(lambda h: [(h - 1,)] + ([(h // 2,) * k] if h % 2 == 0 else []))
    won = brute_outcome(game, tuple(sorted(piles))) == "N"
    return ["Kevin" if won else "Nicky"]


def _parse(t):
    n, k = t.int("n"), t.int("k")
    return [(k, tuple(t.ints(n, "a pile a_i")))]


def _write(cases):
    ((k, piles),) = cases
    return f"{len(piles)} {k}\n" + " ".join(map(str, piles)) + "\n"


def _generate(d, size):
    if size == "small":  # few piles of few cows, k small: the search can follow
        k = d.int(1, 3)
        return [(k, tuple(d.int(1, 8 if k == 1 else 6) for _ in range(d.int(1, 2))))]
    k = d.int(1, 10**9, log=True, special=(1, 2, 3, 10**9))
    n = d.int(1, pick(size, 2, 1000, 100000), log=True)
    if size == "max":
        n = 100000
    top = 10**9
    shape = d.int(0, 2)  # random, powers of two times 1..4, or one value
    if shape == 1:
        piles = [d.int(1, 4) << d.int(0, 27) for _ in range(n)]
    elif shape == 2:
        piles = [d.int(1, top, log=True)] * n
    else:
        piles = [d.int(1, top, log=True) for _ in range(n)]
    return [(k, tuple(piles))]


def _valid(cases):
    require(len(cases) == 1, f"the input holds one game, got {len(cases)}")
    ((k, piles),) = cases
    require(1 <= len(piles) <= 100000, f"n must be 1 to 100000, got {len(piles)}")
    within([k], 1, 10**9, "k")
    within(piles, 1, 10**9, "a pile a_i")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=_parse,
    answer=lambda c: ["Kevin" if xor(pile_value(a, c[0]) for a in c[1]) else "Nicky"],
    write=_write,
    generate=_generate,
    edges=lambda: [
        [(1, (1,))],
        [(2, (2,))],
        [(1, (2,))],
        [(1, (4,))],
        [(2, (4, 4))],
        [(10**9, (10**9,))],
        [(10**9 - 1, (2**29,))],
        [(1, tuple(range(1, 100001)))],
        [(3, (10**9,) * 100000)],
    ],
    brute_answer=_brute,
)
