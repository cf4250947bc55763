"""Luogu P1290 / POJ 2348, 欧几里德的游戏 (Euclid's Game): Euclid's game (chapter 6).

Theorem 6.6 (Euclid's game).
"""

from __future__ import annotations

from functools import cache

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    F,
    brute_outcome,
    count,
    counted,
    euclid_moves,
    lines,
    pick,
    read_pair,
    within,
)
from gamelib.engine.core import game_from
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="luogu_p1290",
    ids=("Luogu P1290", "POJ 2348"),
    title="欧几里德的游戏 (Euclid's Game)",
    english="Euclid's game",
    chapter=chapter_of("thm-6-6"),
    theorem=f"{cite('thm-6-6')} (Euclid's game)",
    topic="Euclid's game",
    difficulty=2,
    limits="C cases; 1 <= M, N < 2^31",
)


@cache
def _euclid_game():
    return game_from(euclid_moves, name="Euclid's game")


def _stan_wins(a, b):
    a, b = max(a, b), min(a, b)
    first = True
    while a % b != 0 and a < 2 * b:
        a, b = b, a - b
        first = not first
    return first


def _valid(cases):
    for case in cases:
        within(case, 1, 2**31 - 1, "M or N")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=counted(read_pair, "C"),
    answer=lambda c: ["Stan wins" if _stan_wins(*c) else "Ollie wins"],
    write=lambda cases: lines([len(cases)], *cases),
    generate=lambda d, size: [
        (
            d.int(1, pick(size, 20, 2**31 - 1, 2**31 - 1), log=True, special=F[2:47]),
            d.int(1, pick(size, 20, 2**31 - 1, 2**31 - 1), log=True, special=F[2:47]),
        )
        for _ in range(count(d, size, 3, 1000))
    ],
    edges=lambda: [
        [(1, 1)],
        [(2**31 - 1, 2**31 - 1)],
        [(F[46], F[45])],
        [(F[45], F[44])],
        [(2**31 - 1, 1)],
    ],
    brute_answer=lambda c: [
        "Stan wins" if brute_outcome(_euclid_game(), c) == "N" else "Ollie wins"
    ],
)
